/**
 * /queue/{id}/edit before a change has started: what the entry has now, what its status lets the
 * user change (drivers while Awaiting or BeReady, the vehicle while Awaiting), and the button that
 * starts the change (a change draft; the place is kept).
 */
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { Entry, Refusal } from "./types.ts";

export function EditStart({ title, entry, refusal }: { title: string; entry: Entry; refusal?: Refusal | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { change_drivers: drivers, change_vehicle: vehicle } = entry.actions;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {refusal ? (
        <p role="alert" className="rounded border-4 border-red-700 bg-white p-4 font-semibold text-red-800">
          {refusal.message}
        </p>
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 rounded border border-slate-300 bg-white p-4 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-slate-700">{t("booking.edit.currentDrivers")}</dt>
        <dd className="font-medium">{entry.drivers.map((d) => `${d.first_name} ${d.last_name}`).join(", ")}</dd>
        <dt className="text-sm text-slate-700">{t("booking.edit.currentVehicle")}</dt>
        <dd className="font-medium">
          {entry.vehicle.plate} · {entry.vehicle.make}
        </dd>
      </dl>
      {drivers || vehicle ? (
        <Form method="post" className="space-y-4">
          <p>{t("booking.edit.intro")}</p>
          <ul className="list-disc pl-5">
            {drivers ? <li>{t("booking.edit.canDrivers")}</li> : null}
            {vehicle ? <li>{t("booking.edit.canVehicle")}</li> : null}
          </ul>
          <p className="rounded border-l-4 border-brand-700 bg-brand-50 p-3">{t("booking.edit.placeKept")}</p>
          <button
            type="submit"
            name="intent"
            value="start-change"
            aria-disabled={pending}
            className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent aria-disabled:opacity-70"
          >
            {pending ? t("common.sending") : t("booking.edit.start")}
          </button>
        </Form>
      ) : (
        <p className="rounded border-l-4 border-accent bg-accent/20 p-3">{t("booking.edit.nothing")}</p>
      )}
    </div>
  );
}
