/**
 * The vehicle-type choice (SPEC §2's 'Стати в чергу' modal): a radio list of the user's carriers by
 * vehicle type, confirmed with 'Стати в чергу'. A GET form to /queue/join, whose loader runs the
 * decision again with the chosen carrier; the same form serves the modal and the page without
 * JavaScript.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { JoinCarrier } from "../../../domain/queue/join-decision.ts";
import { useLocale } from "../../components/use-locale.ts";

export function VehicleTypeForm({
  carriers,
  checkpointId,
  error,
  onSubmit,
}: {
  carriers: readonly JoinCarrier[];
  checkpointId: number | null;
  /** Shown above the list when the choice was refused (no or an unknown carrier). */
  error?: string;
  onSubmit?: () => void;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const id = useId();
  return (
    <Form method="get" action={href("/queue/join")} onSubmit={onSubmit} className="space-y-5">
      {checkpointId ? <input type="hidden" name="checkpoint" value={checkpointId} /> : null}
      <fieldset aria-describedby={error ? `${id}-error` : undefined} className={error ? "border-l-4 border-red-700 pl-3" : undefined}>
        <legend className="mb-2 font-semibold">{t("join.chooseLegend")}</legend>
        {error ? (
          <p id={`${id}-error`} className="mb-2 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
        <div className="grid gap-2">
          {carriers.map((carrier, index) => (
            <label
              key={carrier.id}
              htmlFor={`${id}-${carrier.id}`}
              className="flex cursor-pointer items-center gap-3 rounded border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                id={`${id}-${carrier.id}`}
                type="radio"
                name="carrier"
                value={carrier.id}
                required
                defaultChecked={index === 0 && !error}
                className="size-5 accent-brand-700"
              />
              <span className="font-medium">{t(`vehicleTypes.${carrier.vehicleType}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {t("home.joinQueue")}
      </button>
    </Form>
  );
}
