/**
 * The steps that choose: the checkpoint (with its load for this vehicle type; those not taking
 * bookings listed apart), the drivers (checkboxes, up to the booking's most) and the vehicle
 * (radios), each with the profile's form to add a new one inline without leaving the wizard.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useLocale } from "../../components/use-locale.ts";
import { ErrorSummary } from "../../forms/form-fields.tsx";
import { DetailsLoadedOnOpen } from "../../components/details-loaded-on-open.tsx";
import { lazyRendered } from "../../components/lazy-rendered.ts";
import { ChoiceList } from "./choice-list.tsx";
import { checkpointCheck, driversCheck, useChoiceForm, vehicleCheck } from "./use-choice-form.ts";
import type { Checkpoint, StepData, WizardData, WizardReply } from "./types.ts";
import { DraftFields, StepButtons } from "./wizard-frame.tsx";

type Of<S extends StepData["step"]> = Extract<StepData, { step: S }>;

// Only the Drivers and Vehicle steps have these forms, closed unless there is nothing to choose yet:
// their code (with the phone fields and the profile's rules) loads when one is opened.
const DriverForm = lazyRendered(() => import("../../profile/driver-form.tsx").then((m) => m.DriverForm));
const VehicleForm = lazyRendered(() => import("../../profile/vehicle-form.tsx").then((m) => m.VehicleForm));

/** The profile's form to add a driver or a vehicle without leaving the wizard. */
function InlineForm({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DetailsLoadedOnOpen
      summary={summary}
      open={open}
      fallback={<p role="status" className="mt-4">{t("common.loading")}</p>}
      className="rounded border border-slate-300 bg-white p-4"
      summaryClassName="cursor-pointer font-semibold text-brand-800"
    >
      <div className="mt-4">{children}</div>
    </DetailsLoadedOnOpen>
  );
}

/** Whether a checkpoint takes bookings for the vehicle type: enabled, with an open lane of the type. */
export const takesBookingsFor = (checkpoint: Checkpoint, vehicleType: number) =>
  checkpoint.booking_enabled && checkpoint.lanes.some((lane) => lane.vehicle_type === vehicleType);

export function CheckpointStep({ wizard, data, reply }: { wizard: WizardData; data: Of<"Checkpoint">; reply: WizardReply | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const bookable = data.checkpoints.filter((c) => takesBookingsFor(c, wizard.vehicleType));
  const others = data.checkpoints.filter((c) => !takesBookingsFor(c, wizard.vehicleType));
  const selected = data.selected !== null && bookable.some((c) => c.id === data.selected) ? String(data.selected) : bookable.length === 1 ? String(bookable[0]!.id) : undefined;
  const { form, fields, formProps, summary } = useChoiceForm("step-checkpoint", checkpointCheck, reply?.form === "step" ? reply : undefined, selected ? { checkpoint_id: selected } : undefined);
  const nameOf = (c: Checkpoint) => `${c.name[locale]} – ${c.foreign_name[locale]}`;
  return (
    <Form method="post" {...formProps} className="space-y-5">
      <ErrorSummary form={form} summary={summary} fields={[{ field: fields.checkpoint_id, label: t("booking.checkpoint.legend") }]} />
      <DraftFields draft={wizard.draft} step="Checkpoint" />
      {bookable.length === 0 ? <p>{t("booking.checkpoint.none")}</p> : null}
      <ChoiceList
        field={fields.checkpoint_id}
        showError={summary.visible}
        legend={t("booking.checkpoint.legend")}
        type="radio"
        choices={bookable.map((c) => ({
          value: String(c.id),
          label: nameOf(c),
          details: c.details,
        }))}
      />
      {others.length > 0 ? (
        <section aria-labelledby="not-bookable" className="space-y-2">
          <h3 id="not-bookable" className="font-semibold">
            {t("booking.checkpoint.notBookable")}
          </h3>
          <ul className="grid gap-1 text-slate-700 sm:grid-cols-2">
            {others.map((c) => (
              <li key={c.id} className="rounded border border-dashed border-slate-300 px-3 py-2">
                {nameOf(c)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <StepButtons wizard={wizard} />
    </Form>
  );
}

export function DriversStep({ wizard, data, reply }: { wizard: WizardData; data: Of<"Drivers">; reply: WizardReply | undefined }) {
  const { t } = useTranslation();
  const { form, fields, formProps, summary } = useChoiceForm(
    "step-drivers",
    driversCheck(data.max),
    reply?.form === "step" ? reply : undefined,
    { driver_ids: data.selected.map(String) },
  );
  const driverReply = reply?.form === "driver" ? reply : undefined;
  return (
    <div className="space-y-5">
      <Form method="post" {...formProps} className="space-y-5">
        <ErrorSummary form={form} summary={summary} fields={[{ field: fields.driver_ids, label: t("booking.drivers.legend") }]} />
        <DraftFields draft={wizard.draft} step="Drivers" />
        {data.drivers.length === 0 ? <p>{t("booking.drivers.none")}</p> : (
          <ChoiceList
            field={fields.driver_ids}
            showError={summary.visible}
            legend={t("booking.drivers.legend")}
            hint={t("booking.drivers.hint", { count: data.max })}
            type={data.max === 1 ? "radio" : "checkbox"}
            choices={data.drivers.map((d) => ({
              value: String(d.id),
              label: `${d.first_name} ${d.last_name}`,
              details: [t("booking.drivers.passport", { number: `${d.passport_series ?? ""}${d.passport_number}` })],
            }))}
          />
        )}
      </Form>
      <InlineForm summary={t("booking.drivers.add")} open={driverReply !== undefined || data.drivers.length === 0}>
        <DriverForm id="wizard-driver" intent="add-driver" claimable reply={driverReply} countries={data.countries} phoneCodes={data.phoneCodes} submitLabel={t("booking.drivers.addSubmit")} />
      </InlineForm>
      <StepButtons wizard={wizard} form={formProps.id} />
    </div>
  );
}

export function VehicleStep({ wizard, data, reply }: { wizard: WizardData; data: Of<"Vehicle">; reply: WizardReply | undefined }) {
  const { t } = useTranslation();
  const { form, fields, formProps, summary } = useChoiceForm(
    "step-vehicle",
    vehicleCheck,
    reply?.form === "step" ? reply : undefined,
    data.selected === null ? undefined : { vehicle_id: String(data.selected) },
  );
  const vehicleReply = reply?.form === "vehicle" ? reply : undefined;
  return (
    <div className="space-y-5">
      <Form method="post" {...formProps} className="space-y-5">
        <ErrorSummary form={form} summary={summary} fields={[{ field: fields.vehicle_id, label: t("booking.vehicle.legend") }]} />
        <DraftFields draft={wizard.draft} step="Vehicle" />
        {data.vehicles.length === 0 ? <p>{t("booking.vehicle.none")}</p> : (
          <ChoiceList
            field={fields.vehicle_id}
            showError={summary.visible}
            legend={t("booking.vehicle.legend")}
            type="radio"
            choices={data.vehicles.map((v) => ({
              value: String(v.id),
              label: `${v.plate} · ${v.make}`,
              details: v.semi_trailer_plate ? [t("booking.vehicle.semiTrailer", { plate: v.semi_trailer_plate })] : [],
            }))}
          />
        )}
      </Form>
      <InlineForm summary={t("booking.vehicle.add")} open={vehicleReply !== undefined || data.vehicles.length === 0}>
        <VehicleForm id="wizard-vehicle" intent="add-vehicle" claimable vehicleType={wizard.vehicleType} reply={vehicleReply} countries={data.countries} submitLabel={t("booking.vehicle.addSubmit")} />
      </InlineForm>
      <StepButtons wizard={wizard} form={formProps.id} />
    </div>
  );
}
