/**
 * /admin/waiting-areas/{id} (and /admin/waiting-areas/new): a waiting area's names and addresses in
 * the 7 languages, checkpoint, highway, phone, parking spaces, coordinates, services, opening hours
 * and whether it is published; its API keys with their last use, a new key (shown once) and
 * revoking one. Plain POST forms with an `intent`.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { LOCALES } from "../../domain/locales.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { WAITING_AREA_SERVICES } from "../../domain/waiting-areas.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { Checkbox, Fieldset, FormOutcome, SaveButton, TextInput, fieldId, replyOf, type AdminFormReply } from "../admin/admin-form.tsx";
import { checked, localized, num, quiet, schedule, scheduleText, sendAdminForm, text } from "../admin/admin-form.server.ts";
import type { AdminCheckpoint, AdminWaitingArea } from "../admin/places.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-waiting-area";

const AREA = "area";
const KEY = "key";
const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
const empty = Object.fromEntries(LOCALES.map((l) => [l, ""])) as AdminWaitingArea["name"];

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const checkpoints = await readAsAdmin<{ data: AdminCheckpoint[] }>(web, url, "/admin/checkpoints");
  if (params.id === "new") {
    const area: AdminWaitingArea = { id: 0, checkpoint_id: 0, name: empty, address: empty, highway: "", phone: null, parking_spaces: 0, lat: 0, lng: 0, services: [], schedule: null, published: false, free_spaces: null, version: "", keys: [] };
    return { read: { ok: true as const, value: { data: area } }, checkpoints, hours: {} as Record<string, string> };
  }
  const read = await readAsAdmin<{ data: AdminWaitingArea }>(web, url, `/admin/waiting-areas/${encodeURIComponent(params.id)}`);
  const hours = read.ok ? Object.fromEntries(WEEKDAYS.map((day) => [day, scheduleText(read.value.data.schedule, day)])) : {};
  return { read, checkpoints, hours };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const path = `/admin/waiting-areas/${encodeURIComponent(params.id)}`;
  if (intent === "save") {
    const isNew = params.id === "new";
    const outcome = await sendAdminForm(web, url, AREA, formData, (v) => {
      const body = {
        checkpoint_id: num(v, "checkpoint_id"),
        name: localized(v, "name"),
        address: localized(v, "address"),
        highway: text(v, "highway"),
        phone: text(v, "phone"),
        parking_spaces: num(v, "parking_spaces"),
        lat: num(v, "lat"),
        lng: num(v, "lng"),
        services: formData.getAll("services").filter((s): s is string => typeof s === "string"),
        schedule: schedule(v),
        published: checked(v, "published"),
      };
      return isNew
        ? web.api.post<{ data: AdminWaitingArea }>("/admin/waiting-areas", body, quiet)
        : web.api.patch<{ data: AdminWaitingArea }>(path, { version: text(v, "version"), ...body }, quiet);
    });
    if (!outcome.ok) return outcome.reply;
    if (isNew && outcome.value) return redirectWithFlash(web, localizePath(`/admin/waiting-areas/${outcome.value.data.id}`, web.locale), "admin.saved");
    return redirectWithFlash(web, url.pathname, "admin.saved");
  }
  if (intent === "issue") {
    const outcome = await sendAdminForm(web, url, KEY, formData, (v) => web.api.post<{ data: { key: string } }>(`${path}/keys`, { label: text(v, "label") }, quiet));
    return outcome.ok ? ({ form: KEY, ok: true, key: outcome.value?.data.key } satisfies AdminFormReply) : outcome.reply;
  }
  if (intent === "revoke") {
    const keyId = String(formData.get("key_id") ?? "");
    const outcome = await sendAdminForm(web, url, `revoke-${keyId}`, formData, () => web.api.post(`${path}/keys/${encodeURIComponent(keyId)}/revoke`, undefined, quiet));
    return outcome.ok ? redirectWithFlash(web, url.pathname, "adminWaitingAreas.keyRevoked") : outcome.reply;
  }
  throw new Response(null, { status: 400 });
}

export const handle = { features: ["admin", "adminWaitingAreas", "adminCheckpoints", "waitingAreas"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminWaitingAreaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read, checkpoints, hours } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  const area = read.value.data;
  const isNew = area.id === 0;
  const reply = actionData as AdminFormReply | undefined;
  const form = replyOf(reply, AREA);
  const typed = form && !form.ok ? form.values : undefined;
  const version = form?.code === "stale-edit" && typeof form.current?.version === "string" ? form.current.version : area.version;
  const labels: Record<string, string> = {
    checkpoint_id: t("waitingAreas.areaCheckpoint"),
    highway: t("adminCheckpoints.highway"),
    phone: t("waitingAreas.phone"),
    parking_spaces: t("waitingAreas.areaParking"),
    lat: t("adminCheckpoints.lat"),
    lng: t("adminCheckpoints.lng"),
    services: t("waitingAreas.areaServices"),
    ...Object.fromEntries((["name", "address"] as const).flatMap((field) => LOCALES.map((l) => [`${field}.${l}`, `${t(`adminWaitingAreas.${field}`)} (${l})`]))),
    ...Object.fromEntries(WEEKDAYS.map((d) => [`schedule.${d}`, t(`adminCheckpoints.weekday.${d}`)])),
  };
  const services = typed ? (typed.services ?? "").split(",") : area.services;
  const checkpointId = typed ? (typed.checkpoint_id ?? "") : String(area.checkpoint_id || "");
  const alwaysOpen = typed ? typed.always_open === "on" : area.schedule === null;
  const key = replyOf(reply, KEY);
  return (
    <div className="space-y-6">
      <AppLink to={href("/admin/waiting-areas")} className="text-brand-800 underline">
        {t("pages.adminWaitingAreas")}
      </AppLink>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{isNew ? t("adminWaitingAreas.create") : area.name[locale]}</h1>
      <FormOutcome form={AREA} reply={form} labels={labels} />
      <Form method="post" key={version} className="space-y-4" noValidate>
        <input type="hidden" name="version" value={version} />
        {(["name", "address"] as const).map((field) => (
          <Fieldset key={field} legend={t(`adminWaitingAreas.${field}`)}>
            {LOCALES.map((l) => (
              <TextInput key={l} form={AREA} name={`${field}.${l}`} label={labels[`${field}.${l}`]!} reply={form} value={area[field][l]} />
            ))}
          </Fieldset>
        ))}
        <Fieldset legend={t("adminCheckpoints.place")}>
          <div>
            <label htmlFor={fieldId(AREA, "checkpoint_id")} className="mb-1 block text-sm font-semibold">
              {labels.checkpoint_id}
            </label>
            <select
              id={fieldId(AREA, "checkpoint_id")}
              name="checkpoint_id"
              defaultValue={checkpointId}
              aria-invalid={form?.errors?.checkpoint_id ? true : undefined}
              className="w-full rounded border border-slate-500 px-2 py-1.5"
            >
              <option value="">{t("waitingAreas.chooseCheckpoint")}</option>
              {(checkpoints.ok ? checkpoints.value.data : []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name[locale]} – {c.foreign_name[locale]}
                </option>
              ))}
            </select>
            {form?.errors?.checkpoint_id ? <p className="mt-1 text-sm font-semibold text-red-700">{form.errors.checkpoint_id[0]}</p> : null}
          </div>
          <TextInput form={AREA} name="highway" label={labels.highway!} reply={form} value={area.highway} />
          <TextInput form={AREA} name="phone" label={labels.phone!} reply={form} value={area.phone ?? ""} />
          <TextInput form={AREA} name="parking_spaces" label={labels.parking_spaces!} reply={form} value={String(area.parking_spaces)} inputMode="numeric" />
          <TextInput form={AREA} name="lat" label={labels.lat!} reply={form} value={isNew ? "" : String(area.lat)} inputMode="decimal" />
          <TextInput form={AREA} name="lng" label={labels.lng!} reply={form} value={isNew ? "" : String(area.lng)} inputMode="decimal" />
        </Fieldset>
        <fieldset className="rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{labels.services}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {WAITING_AREA_SERVICES.map((service) => (
              <div key={service} className="flex items-center gap-2">
                <input id={fieldId(AREA, `services-${service}`)} type="checkbox" name="services" value={service} defaultChecked={services.includes(service)} className="h-5 w-5" />
                <label htmlFor={fieldId(AREA, `services-${service}`)}>{t(`waitingAreas.service.${service}`)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminCheckpoints.hours")}</legend>
          <div className="mb-3 flex items-center gap-2">
            <input id={fieldId(AREA, "always_open")} type="checkbox" name="always_open" defaultChecked={alwaysOpen} className="h-5 w-5" />
            <label htmlFor={fieldId(AREA, "always_open")}>{t("adminCheckpoints.alwaysOpen")}</label>
          </div>
          <p className="mb-2 text-sm text-slate-700">{t("adminCheckpoints.hoursHint")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <TextInput key={day} form={AREA} name={`schedule.${day}`} label={labels[`schedule.${day}`]!} reply={form} value={hours[day] ?? ""} />
            ))}
          </div>
        </fieldset>
        <Checkbox form={AREA} name="published" label={t("adminWaitingAreas.publish")} reply={form} checked={area.published} />
        <SaveButton name="intent" value="save">
          {t("admin.save")}
        </SaveButton>
      </Form>
      {isNew ? null : (
        <section aria-labelledby="keys-heading" className="space-y-3">
          <h2 id="keys-heading" className="text-xl font-semibold">
            {t("adminWaitingAreas.keys")}
          </h2>
          {key?.ok ? (
            <div role="status" className="space-y-2 rounded border-l-4 border-green-700 bg-green-50 p-4">
              <p>{t("adminWaitingAreas.keyOnce")}</p>
              <code data-testid="issued-key" className="break-all rounded bg-white px-2 py-1 font-mono">
                {key.key}
              </code>
            </div>
          ) : null}
          {(area.keys ?? []).length === 0 ? (
            <p>{t("adminWaitingAreas.noKeys")}</p>
          ) : (
            <ul className="space-y-2">
              {(area.keys ?? []).map((k) => (
                <li key={k.id} className="flex flex-wrap items-center gap-3 rounded border border-slate-200 p-2">
                  <span className="font-semibold">{k.label}</span>
                  <span>
                    {t("adminWaitingAreas.lastUsed")}: {k.last_used_at ? formatDateTime(k.last_used_at, locale) : t("adminWaitingAreas.never")}
                  </span>
                  {k.revoked_at ? (
                    <span>
                      {t("adminWaitingAreas.revokedAt")}: {formatDateTime(k.revoked_at, locale)}
                    </span>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="key_id" value={k.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="revoke"
                        aria-label={t("adminWaitingAreas.revokeKey", { label: k.label })}
                        className="rounded border border-red-700 px-3 py-1 font-semibold text-red-800 hover:bg-red-50"
                      >
                        {t("adminWaitingAreas.revoke")}
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          )}
          <FormOutcome form={KEY} reply={key?.ok ? undefined : key} labels={{ label: t("adminWaitingAreas.keyLabel") }} />
          <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
            <div className="min-w-64">
              <TextInput form={KEY} name="label" label={t("adminWaitingAreas.keyLabel")} reply={key} value="" />
            </div>
            <SaveButton name="intent" value="issue">
              {t("adminWaitingAreas.issue")}
            </SaveButton>
          </Form>
        </section>
      )}
    </div>
  );
}
