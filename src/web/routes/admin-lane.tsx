/**
 * /admin/lanes/{id}: a lane's flow, capacity, opening, opening hours per weekday, sub-queue
 * weights, call-up horizon, lead time, slot length, hybrid share and check-in. A plain POST form;
 * a pause or lower capacity tells the lane's queue it is delayed (the API does).
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FLOW_TYPES } from "../../domain/codes.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { Checkbox, Fieldset, FormOutcome, SaveButton, TextInput, fieldId, replyOf, valueOf, type AdminFormReply } from "../admin/admin-form.tsx";
import { checked, num, quiet, schedule, scheduleText, sendAdminForm, text } from "../admin/admin-form.server.ts";
import { SUB_QUEUES, type AdminLane } from "../admin/places.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-lane";

const FORM = "lane";
const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const read = await readAsAdmin<{ data: AdminLane }>(web, url, `/admin/lanes/${encodeURIComponent(params.id)}`);
  // The schedule as typed text per weekday, made here (the page has no parser of its own).
  const hours = read.ok ? Object.fromEntries(WEEKDAYS.map((day) => [day, scheduleText(read.value.data.schedule, day)])) : {};
  return { read, hours };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await sendAdminForm(web, url, FORM, await request.formData(), (v) =>
    web.api.patch(
      `/admin/lanes/${encodeURIComponent(params.id)}`,
      {
        version: text(v, "version"),
        flow_type: num(v, "flow_type"),
        capacity_per_hour: num(v, "capacity_per_hour"),
        is_open: checked(v, "is_open"),
        schedule: schedule(v),
        weights: Object.fromEntries(SUB_QUEUES.map((q) => [q, num(v, `weights.${q}`)])),
        call_horizon_hours: num(v, "call_horizon_hours"),
        lead_minutes: num(v, "lead_minutes"),
        slot_minutes: num(v, "slot_minutes"),
        timeslot_share: (() => {
          const share = num(v, "timeslot_share");
          return typeof share === "number" ? share / 100 : share;
        })(),
        requires_check_in: checked(v, "requires_check_in"),
      },
      quiet,
    ),
  );
  return outcome.ok ? redirectWithFlash(web, url.pathname, "admin.saved") : outcome.reply;
}

export const handle = { features: ["admin", "adminCheckpoints"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminLanePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read, hours } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  const lane = read.value.data;
  const reply = replyOf(actionData as AdminFormReply | undefined, FORM);
  const version = reply?.code === "stale-edit" && typeof reply.current?.version === "string" ? reply.current.version : lane.version;
  const labels: Record<string, string> = {
    flow_type: t("adminCheckpoints.flowType"),
    capacity_per_hour: t("adminCheckpoints.capacity"),
    call_horizon_hours: t("adminCheckpoints.horizon"),
    lead_minutes: t("adminCheckpoints.leadMinutes"),
    slot_minutes: t("adminCheckpoints.slotMinutes"),
    timeslot_share: t("adminCheckpoints.timeslotShare"),
    ...Object.fromEntries(SUB_QUEUES.map((q) => [`weights.${q}`, t(`adminCheckpoints.subQueue.${q}`)])),
    ...Object.fromEntries(WEEKDAYS.map((d) => [`schedule.${d}`, t(`adminCheckpoints.weekday.${d}`)])),
  };
  const flow = valueOf(reply, "flow_type", String(lane.flow_type));
  const alwaysOpen = reply && !reply.ok && reply.values ? reply.values.always_open === "on" : lane.schedule === null;
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
      <FormOutcome form={FORM} reply={reply} labels={labels} />
      <Form method="post" key={version} className="space-y-4" noValidate>
        <input type="hidden" name="version" value={version} />
        <Fieldset legend={t("adminCheckpoints.flow")}>
          <div>
            <label htmlFor={fieldId(FORM, "flow_type")} className="mb-1 block text-sm font-semibold">
              {labels.flow_type}
            </label>
            <select
              id={fieldId(FORM, "flow_type")}
              name="flow_type"
              defaultValue={flow}
              aria-invalid={reply?.errors?.flow_type ? true : undefined}
              aria-describedby={reply?.errors?.flow_type ? `${fieldId(FORM, "flow_type")}-error` : undefined}
              className="w-full rounded border border-slate-500 px-2 py-1.5"
            >
              {FLOW_TYPES.map((code) => (
                <option key={code} value={code}>
                  {t(`adminCheckpoints.flowTypes.${code}`)}
                </option>
              ))}
            </select>
            {reply?.errors?.flow_type ? (
              <p id={`${fieldId(FORM, "flow_type")}-error`} className="mt-1 text-sm font-semibold text-red-700">
                {reply.errors.flow_type[0]}
              </p>
            ) : null}
          </div>
          <TextInput form={FORM} name="capacity_per_hour" label={labels.capacity_per_hour!} reply={reply} value={String(lane.capacity_per_hour)} inputMode="numeric" />
          <TextInput form={FORM} name="timeslot_share" label={labels.timeslot_share!} hint={t("adminCheckpoints.timeslotShareHint")} reply={reply} value={String(Math.round(lane.timeslot_share * 100))} inputMode="numeric" />
          <TextInput form={FORM} name="call_horizon_hours" label={labels.call_horizon_hours!} reply={reply} value={String(lane.call_horizon_hours)} inputMode="decimal" />
          <TextInput form={FORM} name="lead_minutes" label={labels.lead_minutes!} reply={reply} value={String(lane.lead_minutes)} inputMode="numeric" />
          <TextInput form={FORM} name="slot_minutes" label={labels.slot_minutes!} reply={reply} value={String(lane.slot_minutes)} inputMode="numeric" />
        </Fieldset>
        <Checkbox form={FORM} name="is_open" label={t("adminCheckpoints.laneOpen")} reply={reply} checked={lane.is_open} />
        <Checkbox form={FORM} name="requires_check_in" label={t("adminCheckpoints.requiresCheckIn")} reply={reply} checked={lane.requires_check_in} />
        <Fieldset legend={t("adminCheckpoints.weights")}>
          {SUB_QUEUES.map((q) => (
            <TextInput key={q} form={FORM} name={`weights.${q}`} label={labels[`weights.${q}`]!} reply={reply} value={String(lane.weights[q] ?? 1)} inputMode="numeric" />
          ))}
        </Fieldset>
        <fieldset className="rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminCheckpoints.hours")}</legend>
          <div className="mb-3 flex items-center gap-2">
            <input id={fieldId(FORM, "always_open")} type="checkbox" name="always_open" defaultChecked={alwaysOpen} className="h-5 w-5" />
            <label htmlFor={fieldId(FORM, "always_open")}>{t("adminCheckpoints.alwaysOpen")}</label>
          </div>
          <p className="mb-2 text-sm text-slate-700">{t("adminCheckpoints.hoursHint")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <TextInput key={day} form={FORM} name={`schedule.${day}`} label={labels[`schedule.${day}`]!} reply={reply} value={hours[day] ?? ""} />
            ))}
          </div>
        </fieldset>
        <SaveButton>{t("admin.save")}</SaveButton>
      </Form>
    </div>
  );
}
