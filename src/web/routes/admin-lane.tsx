/**
 * /admin/lanes/{id}: a lane's flow, capacity, opening, opening hours per weekday, sub-queue
 * weights, call-up horizon, lead time, slot length, hybrid share and check-in. One schema checks
 * the form in the browser and in the action (src/domain/admin/lane-form.ts); the form works before
 * JavaScript loads. A pause or lower capacity tells the lane's queue it is delayed (the API does).
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FLOW_TYPES } from "../../domain/codes.ts";
import { WEEKDAYS } from "../../domain/admin/hours-text.ts";
import { laneFormDefaults, lanePatchBody, laneFormSchema, SUB_QUEUES } from "../../domain/admin/lane-form.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import type { AdminLane } from "../admin/places.ts";
import { editedVersion, StaleEdit, yesNo } from "../admin/stale-edit.tsx";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { CheckboxField, ErrorSummary, SelectField, SubmitButton, TextField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { nestedFields } from "../forms/nested-fields.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-lane";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return { read: await readAsAdmin<{ data: AdminLane }>(getWeb(context), url, `/admin/lanes/${encodeURIComponent(params.id)}`) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), laneFormSchema, (form) => web.api.patch(`/admin/lanes/${encodeURIComponent(params.id)}`, lanePatchBody(form)), {
    page: { locale: web.locale, url },
  });
  return outcome.ok ? redirectWithFlash(web, url.pathname, "admin.saved") : outcome.reply;
}

export const handle = { features: ["admin", "adminCheckpoints"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminLanePage({ loaderData, actionData }: Route.ComponentProps) {
  const { read } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  return <LaneEditor lane={read.value.data} reply={actionData as FormReply | undefined} />;
}

function LaneEditor({ lane, reply }: { lane: AdminLane; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const version = editedVersion(reply, lane.version);
  const { form, fields, pending, formProps, summary } = usePageForm("lane", laneFormSchema, reply, laneFormDefaults(lane));
  const weights = nestedFields(fields.weights, SUB_QUEUES);
  const schedule = nestedFields(fields.schedule, WEEKDAYS);
  const labels: Record<string, string> = {
    flow_type: t("adminCheckpoints.flowType"),
    capacity_per_hour: t("adminCheckpoints.capacity"),
    timeslot_share: t("adminCheckpoints.timeslotShare"),
    call_horizon_hours: t("adminCheckpoints.horizon"),
    lead_minutes: t("adminCheckpoints.leadMinutes"),
    slot_minutes: t("adminCheckpoints.slotMinutes"),
    is_open: t("adminCheckpoints.laneOpen"),
    requires_check_in: t("adminCheckpoints.requiresCheckIn"),
    ...Object.fromEntries(SUB_QUEUES.map((q) => [`weights.${q}`, t(`adminCheckpoints.subQueue.${q}`)])),
    always_open: t("adminCheckpoints.alwaysOpen"),
    ...Object.fromEntries(WEEKDAYS.map((day) => [`schedule.${day}`, t(`adminCheckpoints.weekday.${day}`)])),
  };
  const flowTypes = FLOW_TYPES.map((code) => ({ value: String(code), label: t(`adminCheckpoints.flowTypes.${code}`) }));
  const choices = { flow_type: flowTypes, is_open: yesNo(t), requires_check_in: yesNo(t), always_open: yesNo(t) };
  const summaryFields = [
    ...(["flow_type", "capacity_per_hour", "timeslot_share", "call_horizon_hours", "lead_minutes", "slot_minutes"] as const).map((name) => ({ field: fields[name], label: labels[name]! })),
    ...SUB_QUEUES.map((q) => ({ field: weights[q], label: labels[`weights.${q}`]! })),
    ...WEEKDAYS.map((day) => ({ field: schedule[day], label: labels[`schedule.${day}`]! })),
  ];
  return (
    <div className="space-y-6">
      <AppLink to={href(`/admin/checkpoints/${lane.checkpoint.id}`)} className="text-brand-800 underline">
        {lane.checkpoint.name[locale]}
      </AppLink>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{lane.name[locale]}</h1>
      <p>
        {t(lane.main ? "adminCheckpoints.main" : "adminCheckpoints.additional")} · {t("adminCheckpoints.capacityLine", { capacity: lane.capacity_per_hour })}
        {lane.is_open ? "" : ` · ${t("adminCheckpoints.paused")}`}
      </p>
      <ErrorSummary form={form} fields={summaryFields} summary={summary} />
      <StaleEdit reply={reply} labels={labels} choices={choices} formValues={laneFormDefaults} />
      <Form method="post" {...formProps} className="space-y-4">
        <input type="hidden" name="version" value={version} key={version} />
        <fieldset className="rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminCheckpoints.flow")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField field={fields.flow_type} label={labels.flow_type!} options={flowTypes} />
            <TextField field={fields.capacity_per_hour} label={labels.capacity_per_hour!} inputMode="numeric" />
            <TextField field={fields.timeslot_share} label={labels.timeslot_share!} hint={t("adminCheckpoints.timeslotShareHint")} inputMode="numeric" />
            <TextField field={fields.call_horizon_hours} label={labels.call_horizon_hours!} inputMode="decimal" />
            <TextField field={fields.lead_minutes} label={labels.lead_minutes!} inputMode="numeric" />
            <TextField field={fields.slot_minutes} label={labels.slot_minutes!} inputMode="numeric" />
          </div>
        </fieldset>
        <CheckboxField field={fields.is_open} label={labels.is_open} />
        <CheckboxField field={fields.requires_check_in} label={labels.requires_check_in} />
        <fieldset className="rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminCheckpoints.weights")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {SUB_QUEUES.map((q) => (
              <TextField key={q} field={weights[q]} label={labels[`weights.${q}`]!} inputMode="numeric" />
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-3 rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminCheckpoints.hours")}</legend>
          <CheckboxField field={fields.always_open} label={labels.always_open} />
          <p className="text-sm text-slate-700">{t("adminCheckpoints.hoursHint")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <TextField key={day} field={schedule[day]} label={labels[`schedule.${day}`]!} />
            ))}
          </div>
        </fieldset>
        <SubmitButton pending={pending}>{t("admin.save")}</SubmitButton>
      </Form>
    </div>
  );
}
