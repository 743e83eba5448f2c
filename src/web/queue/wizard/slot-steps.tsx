/**
 * The steps with a time: CarDate (a day picker and the day's free timeslots in the checkpoint's
 * time zone, or the live queue where the lane is hybrid) and BusRoute (the trip, its permit, and
 * the time where the bus lane books by timeslot). Choosing a time holds its place (the frame shows
 * the countdown). Every choice is a plain button of a POST form.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { useLocale } from "../../components/use-locale.ts";
import { ErrorSummary, RadioGroup, TextField, useMessage } from "../../forms/form-fields.tsx";
import { usePageForm } from "../../forms/use-page-form.ts";
import { formatDate, formatTime, formatWeekday } from "../../format.ts";
import { ChoiceList } from "./choice-list.tsx";
import { busRouteFormSchema } from "./step-schemas.ts";
import type { Permit, SlotChoice, StepData, WizardData, WizardReply } from "./types.ts";
import { DraftFields, stepHref, StepButtons } from "./wizard-frame.tsx";

type Of<S extends StepData["step"]> = Extract<StepData, { step: S }>;

const dayNumber = (day: string) => Number(day.slice(8, 10));
/** Noon of a day: its weekday in any time zone near the border. */
const noonOf = (day: string) => `${day}T12:00:00Z`;

const chip = "rounded border px-3 py-2 text-center focus:outline-3 focus:outline-offset-2 focus:outline-accent";

/**
 * The days and times. `asButtons`: the day buttons submit the surrounding form (to keep what was
 * typed beside them); otherwise days are links. Slot buttons always submit (intent slot:<start>).
 */
function SlotPicker({ wizard, choice, reply, asButtons, form }: { wizard: WizardData; choice: SlotChoice; reply: WizardReply | undefined; asButtons: boolean; form?: string }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const message = useMessage();
  const zone = wizard.checkpoint?.time_zone;
  const draft = wizard.draft!;
  const free = choice.slots.filter((slot) => slot.free > 0);
  const slotError = reply?.form === "slot" ? (reply.result?.error?.slot_start?.[0] ?? null) : null;
  const held = draft.slot_start && draft.kind === "timeslot" ? draft.slot_start : null;
  return (
    <div className="space-y-4">
      <section aria-labelledby="days" className="space-y-2">
        <h3 id="days" className="font-semibold">
          {t("booking.slots.day")}
        </h3>
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {choice.days.map((day) => {
            const current = day === choice.date;
            const text = (
              <>
                <span className="block text-xs uppercase">{formatWeekday(noonOf(day), locale, "UTC")}</span>
                <span className="block text-lg font-bold">{dayNumber(day)}</span>
                <span className="sr-only">{formatDate(noonOf(day), locale, "UTC")}</span>
              </>
            );
            const cls = `${chip} block min-w-14 ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 bg-white text-brand-900 hover:bg-brand-50"}`;
            return (
              <li key={day}>
                {asButtons ? (
                  <button type="submit" form={form} name="intent" value={`day:${day}`} formNoValidate aria-pressed={current} className={cls}>
                    {text}
                  </button>
                ) : (
                  <Link to={`${stepHref(href, wizard.basePath, draft, wizard.step)}&date=${day}`} aria-current={current ? "date" : undefined} className={cls}>
                    {text}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="times" className={`space-y-2 ${slotError ? "border-l-4 border-red-700 pl-3" : ""}`}>
        <h3 id="times" className="font-semibold">
          {t("booking.slots.legend")}
        </h3>
        <p className="text-sm text-slate-700">{t("booking.slots.timeZone", { zone: zone ?? "" })}</p>
        {slotError ? <p className="text-sm font-semibold text-red-700">{message(slotError)}</p> : null}
        {free.length === 0 ? (
          <p>{t("booking.slots.none")}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {free.map((slot) => {
              const chosen = held === slot.start;
              const time = formatTime(slot.start, locale, zone);
              return (
                <li key={slot.start}>
                  <button
                    type="submit"
                    form={form}
                    name="intent"
                    value={`slot:${slot.start}`}
                    aria-pressed={chosen}
                    className={`${chip} w-full ${chosen ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 bg-white text-brand-900 hover:bg-brand-50"}`}
                  >
                    <span className="block font-bold">{time}</span>
                    <span className="block text-xs">{t("booking.slots.free", { count: slot.free })}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export function CarDateStep({ wizard, data, reply }: { wizard: WizardData; data: Of<"CarDate">; reply: WizardReply | undefined }) {
  const { t } = useTranslation();
  const draft = wizard.draft!;
  const live = draft.kind === "dynamic";
  return (
    <Form method="post" className="space-y-5">
      <DraftFields draft={draft} step="CarDate" />
      {data.slots ? (
        <>
          <input type="hidden" name="date" value={data.slots.date} />
          <SlotPicker wizard={wizard} choice={data.slots} reply={reply} asButtons={false} />
          {data.slots.hybrid ? (
            <section aria-labelledby="live" className="space-y-2 rounded border border-slate-300 bg-white p-4">
              <h3 id="live" className="font-semibold">
                {t("booking.slots.liveTitle")}
              </h3>
              <p className="text-sm text-slate-700">{t("booking.slots.liveHint")}</p>
              {live ? (
                <p className="font-semibold text-green-800">{t("booking.slots.liveChosen")}</p>
              ) : (
                <button type="submit" name="intent" value="live" className={`${chip} border-brand-700 font-semibold text-brand-800 hover:bg-brand-50`}>
                  {t("booking.slots.live")}
                </button>
              )}
            </section>
          ) : null}
        </>
      ) : (
        <p>{t("booking.slots.liveOnly")}</p>
      )}
      <StepButtons wizard={wizard} />
    </Form>
  );
}

/** INTERBUS books cover occasional (irregular) services only: such a permit is no choice for a regular trip. */
const irregularOnly = (permit: Permit) => permit.kind === "irregular" || (permit.interbus_number !== null && permit.ua_passenger_permit_number === null);

export function BusRouteStep({ wizard, data, reply }: { wizard: WizardData; data: Of<"BusRoute">; reply: WizardReply | undefined }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const draft = wizard.draft!;
  const trip = draft.trip;
  const defaults = {
    route: trip?.route ?? "",
    trip_number: trip?.trip_number ?? "",
    trips_count: trip?.trips_count == null ? "" : String(trip.trips_count),
    day: trip?.day ?? "",
    week_number: trip?.week_number == null ? "" : String(trip.week_number),
    regularity: trip ? (trip.regular ? "regular" : "irregular") : "",
    permit_id: draft.permit_id === null ? "" : String(draft.permit_id),
  };
  const { form, fields, formProps, summary } = usePageForm("step-bus-route", busRouteFormSchema, reply?.form === "step" ? reply : undefined, defaults);
  const typed = reply?.form === "step" ? (reply.result?.initialValue?.regularity as string | undefined) : undefined;
  const [regularity, setRegularity] = useState(typed ?? defaults.regularity);
  const label = (key: string) => t(`booking.bus.${key}`);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "regularity") setRegularity(target.value);
  };
  return (
    <Form method="post" {...formProps} onChange={onChange} className="space-y-5">
      <ErrorSummary
        form={form}
        summary={summary}
        fields={[
          { field: fields.route, label: label("route") },
          { field: fields.trip_number, label: label("tripNumber") },
          { field: fields.trips_count, label: label("tripsCount") },
          { field: fields.day, label: label("day") },
          { field: fields.week_number, label: label("week") },
          { field: fields.regularity, label: label("regularity") },
          { field: fields.permit_id, label: label("permit") },
        ]}
      />
      <DraftFields draft={draft} step="BusRoute" />
      <TextField field={fields.route} label={label("route")} hint={label("routeHint")} autoComplete="off" />
      <TextField field={fields.trip_number} label={label("tripNumber")} autoComplete="off" />
      <TextField field={fields.trips_count} label={label("tripsCount")} inputMode="numeric" autoComplete="off" />
      <TextField field={fields.day} label={label("day")} type="date" />
      <TextField field={fields.week_number} label={label("week")} hint={label("weekHint")} inputMode="numeric" autoComplete="off" />
      <RadioGroup
        field={fields.regularity}
        legend={label("regularity")}
        options={[
          { value: "regular", label: label("regular"), hint: label("regularHint") },
          { value: "irregular", label: label("irregular"), hint: label("irregularHint") },
        ]}
      />
      <ChoiceList
        field={fields.permit_id}
        showError={summary.visible}
        legend={label("permit")}
        hint={label("permitHint")}
        type="radio"
        choices={[
          { value: "", label: label("noPermit") },
          ...data.permits.map((permit) => ({
            value: String(permit.id),
            label: `${t(`booking.bus.permitKinds.${permit.kind}`)} ${permit.number}`,
            details: [
              ...(permit.interbus_number ? [t("booking.bus.interbus", { number: permit.interbus_number })] : []),
              ...(permit.ua_passenger_permit_number ? [t("booking.bus.uaPermit", { number: permit.ua_passenger_permit_number })] : []),
            ],
            ...(regularity === "regular" && irregularOnly(permit) ? { disabledReason: t("booking.bus.irregularOnly") } : {}),
          })),
        ]}
      />
      <p className="text-sm">
        <Link to={href("/profile/licenses")} className="font-semibold text-brand-800 underline">
          {label("managePermits")}
        </Link>
      </p>
      {data.slots ? (
        <>
          <input type="hidden" name="date" value={data.slots.date} />
          <SlotPicker wizard={wizard} choice={data.slots} reply={reply} asButtons form={formProps.id} />
        </>
      ) : null}
      <StepButtons wizard={wizard} />
    </Form>
  );
}
