/**
 * The last step: a summary of everything with a link back to each step, the rules in plain words
 * (10 minutes to confirm when called, 30 minutes to enter, one extension of 2 hours), and the
 * submit (one booking however often it is clicked: the action sends the draft's Idempotency-Key).
 */
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { WizardStep } from "../../../domain/queue/wizard-steps.ts";
import { useLocale } from "../../components/use-locale.ts";
import { formatDate, formatTime } from "../../format.ts";
import type { StepData, WizardData } from "./types.ts";
import { DraftFields, stepHref, StepButtons } from "./wizard-frame.tsx";

type Of<S extends StepData["step"]> = Extract<StepData, { step: S }>;

export function ConfirmStep({ wizard, data }: { wizard: WizardData; data: Of<"Confirm"> }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const draft = wizard.draft!;
  const checkpoint = wizard.checkpoint;
  const zone = checkpoint?.time_zone;
  const none = t("booking.confirm.notGiven");
  const yesNo = (value: boolean) => (value ? t("booking.confirm.yes") : t("booking.confirm.no"));
  const edit = wizard.mode === "edit";
  const driverIds = draft.driver_ids.length > 0 ? draft.driver_ids : (data.entry?.drivers.map((d) => d.id) ?? []);
  const drivers = driverIds.map((id) => data.drivers.find((d) => d.id === id)).filter((d) => d !== undefined);
  const vehicleId = draft.vehicle_id ?? data.entry?.vehicle.id ?? null;
  const vehicle = data.vehicles.find((v) => v.id === vehicleId);
  const permit = data.permits.find((p) => p.id === draft.permit_id);
  const cargo = draft.cargo;
  const trip = draft.trip;
  const missing = new Set(draft.missing);

  const section = (step: WizardStep | null, title: string, rows: Array<[string, ReactNode]>) => (
    <section key={title} aria-labelledby={`summary-${title}`} className="rounded border border-slate-300 bg-white p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`summary-${title}`} className="font-semibold text-brand-900">
          {title}
        </h3>
        {step && wizard.steps.includes(step) ? (
          <Link to={stepHref(href, wizard.basePath, draft, step)} className="text-sm font-semibold text-brand-800 underline">
            {t("booking.confirm.change")}
            <span className="sr-only">: {title}</span>
          </Link>
        ) : null}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-slate-700">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );

  const sections: ReactNode[] = [];
  if (checkpoint) {
    const time =
      draft.kind === "timeslot" && draft.slot_start
        ? `${formatDate(draft.slot_start, locale, zone)}, ${formatTime(draft.slot_start, locale, zone)}`
        : t("booking.confirm.liveQueue");
    sections.push(
      section("Checkpoint", t("booking.steps.Checkpoint"), [
        [t("booking.confirm.checkpoint"), `${checkpoint.name[locale]} – ${checkpoint.foreign_name[locale]}`],
        ...(edit ? [] : ([[t("booking.confirm.time"), time]] as Array<[string, ReactNode]>)),
      ]),
    );
  }
  if (trip || wizard.steps.includes("BusRoute")) {
    sections.push(
      section("BusRoute", t("booking.steps.BusRoute"), [
        [t("booking.bus.route"), trip?.route ?? none],
        [t("booking.bus.tripNumber"), trip?.trip_number ?? none],
        [t("booking.bus.tripsCount"), trip?.trips_count ?? none],
        [t("booking.bus.day"), trip?.day ? formatDate(`${trip.day}T12:00:00Z`, locale, "UTC") : none],
        [t("booking.bus.week"), trip?.week_number ?? none],
        [t("booking.bus.regularity"), trip ? (trip.regular ? t("booking.bus.regular") : t("booking.bus.irregular")) : none],
        [t("booking.bus.permit"), permit ? permit.number : t("booking.bus.noPermit")],
      ]),
    );
  }
  sections.push(
    section("Drivers", t("booking.steps.Drivers"), [
      [t("booking.confirm.drivers"), drivers.length > 0 ? drivers.map((d) => `${d.first_name} ${d.last_name}`).join(", ") : none],
    ]),
    section("Vehicle", t("booking.steps.Vehicle"), [[t("booking.confirm.vehicle"), vehicle ? `${vehicle.plate} · ${vehicle.make}` : none]]),
  );
  if (wizard.steps.includes("Cargos")) {
    sections.push(
      section("Cargos", t("booking.steps.Cargos"), [
        [t("booking.cargo.code"), cargo?.code ?? none],
        [t("booking.cargo.description"), cargo?.description ?? none],
        [t("booking.cargo.perishable"), yesNo(cargo?.perishable ?? false)],
        [t("booking.cargo.empty"), yesNo(cargo?.empty ?? false)],
        [t("booking.cargo.declaration"), cargo?.declaration_number ?? none],
        [t("booking.cargo.waybill"), cargo?.waybill_number ?? none],
        [t("booking.cargo.other"), cargo?.other_documents ?? none],
        [t("booking.cargo.documents"), draft.documents.length > 0 ? draft.documents.map((d) => d.name).join(", ") : none],
      ]),
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A second click while the first is on its way sends nothing more (and the key would book once anyway).
    if (pending) event.preventDefault();
  };
  return (
    <Form method="post" onSubmit={onSubmit} className="space-y-5">
      <DraftFields draft={draft} step="Confirm" />
      {missing.size > 0 ? <p className="rounded border-l-4 border-accent bg-accent/20 p-3">{t("booking.confirm.incomplete")}</p> : null}
      <div className="space-y-3">{sections}</div>
      {edit ? (
        <p className="rounded border-l-4 border-brand-700 bg-brand-50 p-3">{t("booking.edit.placeKept")}</p>
      ) : (
        <section aria-labelledby="rules" className="rounded border-l-4 border-brand-700 bg-brand-50 p-4">
          <h3 id="rules" className="font-semibold">
            {t("booking.confirm.rulesTitle")}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>{t("booking.confirm.ruleConfirm")}</li>
            <li>{t("booking.confirm.ruleEnter")}</li>
            <li>{t("booking.confirm.ruleExtend")}</li>
          </ul>
        </section>
      )}
      <StepButtons
        wizard={wizard}
        last={
          <button
            type="submit"
            name="intent"
            value="submit"
            aria-disabled={pending}
            className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent aria-disabled:opacity-70"
          >
            {pending ? t("common.sending") : edit ? t("booking.confirm.submitChange") : t("booking.confirm.submit")}
          </button>
        }
      />
    </Form>
  );
}
