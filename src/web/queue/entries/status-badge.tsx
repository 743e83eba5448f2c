/** An entry's status by the SPEC's name (`queues.status.*`), coloured by what it asks of the driver. */
import { useTranslation } from "react-i18next";

const COLOURS: Record<number, string> = {
  30: "bg-brand-50 text-brand-900 border-brand-700",
  40: "bg-amber-100 text-amber-950 border-amber-700",
  50: "bg-green-100 text-green-950 border-green-700",
};

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full border px-3 py-0.5 text-sm font-semibold ${COLOURS[status] ?? "border-slate-500 bg-slate-100 text-slate-900"}`}>
      {t(`queues.status.${status}`)}
    </span>
  );
}
