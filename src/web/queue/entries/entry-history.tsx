/** An entry's history of changes (GET /queues/{id}/history): when, who, what, in words. */
import { useTranslation } from "react-i18next";
import type { HistoryItem } from "./entry-types.ts";
import { useEntryTimes } from "./entry-status.tsx";

const KNOWN_EVENTS = new Set(["submit", "call-up", "confirm", "expire", "admit", "pass", "cancel", "extend", "annul", "change", "cargo-detected"]);
const text = (value: unknown) => (typeof value === "string" ? value : null);

export function EntryHistory({ items, timeZone }: { items: readonly HistoryItem[]; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const { dateTime, time } = useEntryTimes(timeZone);
  const describe = (item: HistoryItem): string[] => {
    const lines: string[] = [];
    const event = KNOWN_EVENTS.has(item.event) ? item.event : "change";
    lines.push(t(`queues.history.events.${event}`, { time: time(text(item.after?.not_before)), declaration: text(item.after?.declaration_number) ?? "" }));
    if (item.event === "change") {
      const from = text(item.before?.plate);
      const to = text(item.after?.plate);
      if (from && to && from !== to) lines.push(t("queues.history.vehicleChanged", { from, to }));
      if (item.before?.driver_key !== item.after?.driver_key) lines.push(t("queues.history.driverChanged"));
    }
    const reason = text(item.after?.reason);
    if (item.event === "annul" && reason) lines.push(t("queues.history.reason", { reason }));
    return lines;
  };
  if (items.length === 0) return <p>{t("queues.history.empty")}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-brand-100 pl-4">
      {items.map((item) => {
        const [what, ...more] = describe(item);
        return (
          <li key={item.id}>
            <p className="font-semibold">{what}</p>
            {more.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="text-sm text-slate-700">
              <time dateTime={item.at}>{dateTime(item.at)}</time> · {t(`queues.history.actors.${item.actor}`)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
