/**
 * /admin/waiting-areas/{id} (and /admin/waiting-areas/new): a waiting area's names and addresses in
 * the 7 languages, checkpoint, highway, phone, parking spaces, coordinates, services, opening hours
 * and whether it is published; its API keys with their last use, a new key (shown once: the
 * action answers it, it goes through no redirect and no cookie) and revoking one. Each form has
 * its schema (src/domain/admin/waiting-area-form.ts), checked in the browser and in the action, and
 * a hidden `intent`; they work before JavaScript loads.
 */
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { WEEKDAYS } from "../../domain/admin/hours-text.ts";
import {
  keyFormSchema,
  newWaitingAreaFormSchema,
  revokeKeyFormSchema,
  WAITING_AREA_TEXTS,
  waitingAreaBody,
  waitingAreaFormDefaults,
  waitingAreaFormSchema,
  waitingAreaPatchBody,
} from "../../domain/admin/waiting-area-form.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { WAITING_AREA_SERVICES } from "../../domain/waiting-areas.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { LocalizedFieldset, localizedSummary } from "../admin/localized-fieldset.tsx";
import type { AdminCheckpoint, AdminWaitingArea, AdminWaitingAreaKey } from "../admin/places.ts";
import { editedVersion, StaleEdit, yesNo } from "../admin/stale-edit.tsx";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { CheckboxField, CheckboxGroup, ErrorSummary, SelectField, SubmitButton, TextField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { nestedFields } from "../forms/nested-fields.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-waiting-area";

/** The page's forms (each its reply's `form`) and the intents that tell the action which one came. */
const AREA = "area";
const KEY = "key";
const revokeForm = (keyId: number | string) => `revoke-${keyId}`;
const Intent = { Save: "save", Issue: "issue", Revoke: "revoke", RevokeConfirmed: "revoke-confirmed" } as const;

/** The action's answer to "Revoke": which key to ask about (a key stops working at once, so it is asked first). */
interface ConfirmRevoke {
  confirmRevoke: number;
}

/** The action's answer to a key issued: the key, shown this once. */
interface KeyIssued {
  issuedKey: string;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const list = await readAsAdmin<{ data: AdminCheckpoint[] }>(web, url, "/admin/checkpoints");
  const checkpoints = list.ok ? list.value.data.map((c) => ({ value: String(c.id), label: `${c.name[web.locale]} – ${c.foreign_name[web.locale]}` })) : [];
  if (params.id === "new") return { read: { ok: true as const, value: { data: null } }, checkpoints };
  const read = await readAsAdmin<{ data: AdminWaitingArea }>(web, url, `/admin/waiting-areas/${encodeURIComponent(params.id)}`);
  return { read, checkpoints };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const page = { locale: web.locale, url };
  const path = `/admin/waiting-areas/${encodeURIComponent(params.id)}`;
  switch (formData.get("intent")) {
    case Intent.Save: {
      if (params.id === "new") {
        const outcome = await submitForm(formData, newWaitingAreaFormSchema, (form) => web.api.post<{ data: AdminWaitingArea }>("/admin/waiting-areas", waitingAreaBody(form)), { page, form: AREA });
        if (!outcome.ok) return outcome.reply;
        const made = outcome.value?.data.id;
        return redirectWithFlash(web, made ? localizePath(`/admin/waiting-areas/${made}`, web.locale) : url.pathname, "admin.saved");
      }
      const outcome = await submitForm(formData, waitingAreaFormSchema, (form) => web.api.patch(path, waitingAreaPatchBody(form)), { page, form: AREA });
      return outcome.ok ? redirectWithFlash(web, url.pathname, "admin.saved") : outcome.reply;
    }
    case Intent.Issue: {
      const outcome = await submitForm(formData, keyFormSchema, (form) => web.api.post<{ data: { key: string } }>(`${path}/keys`, form), { page, form: KEY });
      if (!outcome.ok) return outcome.reply;
      // The key itself is in this answer only: a redirect (or the flash cookie) would lose it or keep it.
      return { issuedKey: outcome.value?.data.key ?? "" } satisfies KeyIssued;
    }
    case Intent.Revoke: {
      const keyId = Number(formData.get("key_id"));
      if (!Number.isInteger(keyId) || keyId < 1) throw new Response(null, { status: 400 });
      return { confirmRevoke: keyId } satisfies ConfirmRevoke;
    }
    case Intent.RevokeConfirmed: {
      const outcome = await submitForm(formData, revokeKeyFormSchema, (form) => web.api.post(`${path}/keys/${form.key_id}/revoke`), {
        page,
        form: revokeForm(String(formData.get("key_id") ?? "")),
      });
      return outcome.ok ? redirectWithFlash(web, url.pathname, "adminWaitingAreas.keyRevoked") : outcome.reply;
    }
    default:
      throw new Response(null, { status: 400 });
  }
}

export const handle = { features: ["admin", "adminWaitingAreas", "adminCheckpoints", "waitingAreas"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminWaitingAreaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read, checkpoints } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  const area: AdminWaitingArea | null = read.value.data;
  const answer = actionData as FormReply | KeyIssued | ConfirmRevoke | undefined;
  const reply = answer && "result" in answer ? answer : undefined;
  return (
    <div className="space-y-6">
      <AppLink to={href("/admin/waiting-areas")} className="text-brand-800 underline">
        {t("pages.adminWaitingAreas")}
      </AppLink>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{area ? area.name[locale] : t("adminWaitingAreas.create")}</h1>
      {/* A new area made is another page's form: its own, from the area's values. */}
      <AreaEditor key={area?.id ?? "new"} area={area} checkpoints={checkpoints} reply={reply?.form === AREA ? reply : undefined} />
      {area ? (
        <KeysSection
          keys={area.keys ?? []}
          reply={reply}
          issuedKey={answer && "issuedKey" in answer ? answer.issuedKey : undefined}
          confirming={answer && "confirmRevoke" in answer ? answer.confirmRevoke : undefined}
        />
      ) : null}
    </div>
  );
}

function AreaEditor({ area, checkpoints, reply }: { area: AdminWaitingArea | null; checkpoints: ReadonlyArray<{ value: string; label: string }>; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const version = area ? editedVersion(reply, area.version) : null;
  const { form, fields, pending, formProps, summary } = usePageForm(AREA, area ? waitingAreaFormSchema : newWaitingAreaFormSchema, reply, waitingAreaFormDefaults(area));
  const schedule = nestedFields(fields.schedule, WEEKDAYS);
  const texts = WAITING_AREA_TEXTS.flatMap((name) => localizedSummary(fields[name], name, t(`adminWaitingAreas.${name}`)));
  const place = [
    { name: "highway", field: fields.highway, label: t("adminCheckpoints.highway"), inputMode: undefined },
    { name: "phone", field: fields.phone, label: t("waitingAreas.phone"), inputMode: undefined },
    { name: "parking_spaces", field: fields.parking_spaces, label: t("waitingAreas.areaParking"), inputMode: "numeric" as const },
    { name: "lat", field: fields.lat, label: t("adminCheckpoints.lat"), inputMode: "decimal" as const },
    { name: "lng", field: fields.lng, label: t("adminCheckpoints.lng"), inputMode: "decimal" as const },
  ];
  const summaryFields = [
    ...texts,
    { name: "checkpoint_id", field: fields.checkpoint_id, label: t("waitingAreas.areaCheckpoint") },
    ...place,
    { name: "services", field: fields.services, label: t("waitingAreas.areaServices") },
    ...WEEKDAYS.map((day) => ({ name: `schedule.${day}`, field: schedule[day], label: t(`adminCheckpoints.weekday.${day}`) })),
  ];
  const services = WAITING_AREA_SERVICES.map((service) => ({ value: service, label: t(`waitingAreas.service.${service}`) }));
  const choices = { checkpoint_id: checkpoints, services, always_open: yesNo(t), published: yesNo(t) };
  const labels: Record<string, string> = {
    ...Object.fromEntries(summaryFields.map(({ name, label }) => [name, label])),
    always_open: t("adminCheckpoints.alwaysOpen"),
    published: t("adminWaitingAreas.publish"),
  };
  return (
    <>
      <ErrorSummary form={form} fields={summaryFields} summary={summary} />
      <StaleEdit reply={reply} labels={labels} choices={choices} formValues={waitingAreaFormDefaults} />
      <Form method="post" {...formProps} className="space-y-4">
        <input type="hidden" name="intent" value={Intent.Save} />
        {version === null ? null : <input type="hidden" name="version" value={version} key={version} />}
        {WAITING_AREA_TEXTS.map((name) => (
          <LocalizedFieldset key={name} field={fields[name]} legend={t(`adminWaitingAreas.${name}`)} />
        ))}
        <fieldset className="rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminCheckpoints.place")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField field={fields.checkpoint_id} label={labels.checkpoint_id!} placeholder={t("waitingAreas.chooseCheckpoint")} options={checkpoints} />
            {place.map(({ name, field, label, inputMode }) => (
              <TextField key={name} field={field} label={label} inputMode={inputMode} type={name === "phone" ? "tel" : "text"} />
            ))}
          </div>
        </fieldset>
        <div className="rounded border border-slate-300 p-4">
          <CheckboxGroup field={fields.services} legend={labels.services!} options={services} />
        </div>
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
        <CheckboxField field={fields.published} label={labels.published} />
        <SubmitButton pending={pending}>{t("admin.save")}</SubmitButton>
      </Form>
    </>
  );
}

/** The area's keys with their last use, each revocable; the key just issued, shown this once; the form to issue one. */
function KeysSection({
  keys,
  reply,
  issuedKey,
  confirming,
}: {
  keys: readonly AdminWaitingAreaKey[];
  reply: FormReply | undefined;
  issuedKey: string | undefined;
  /** The key whose revocation is being asked about. */
  confirming: number | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="keys-heading" className="space-y-3">
      <h2 id="keys-heading" className="text-xl font-semibold">
        {t("adminWaitingAreas.keys")}
      </h2>
      {issuedKey ? (
        <div role="status" className="space-y-2 rounded border-l-4 border-green-700 bg-green-50 p-4">
          <p>{t("adminWaitingAreas.keyOnce")}</p>
          <code data-testid="issued-key" className="break-all rounded bg-white px-2 py-1 font-mono">
            {issuedKey}
          </code>
        </div>
      ) : null}
      {keys.length === 0 ? (
        <p>{t("adminWaitingAreas.noKeys")}</p>
      ) : (
        <ul className="space-y-2">
          {keys.map((k) => (
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
                <RevokeKeyForm keyItem={k} reply={reply?.form === revokeForm(k.id) ? reply : undefined} confirming={confirming === k.id} />
              )}
            </li>
          ))}
        </ul>
      )}
      {/* A key issued (one more in the list) gives a fresh, empty form. */}
      <IssueKeyForm key={keys.length} reply={reply?.form === KEY ? reply : undefined} />
    </section>
  );
}

/** "Revoke", then (the key stops working at once) "Yes, revoke" or keep it; works before JavaScript loads. */
function RevokeKeyForm({ keyItem, reply, confirming }: { keyItem: AdminWaitingAreaKey; reply: FormReply | undefined; confirming: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { form, formProps, summary } = usePageForm(revokeForm(keyItem.id), revokeKeyFormSchema, reply);
  const danger = "rounded border border-red-700 px-3 py-2 font-semibold text-red-800 hover:bg-red-50";
  return (
    <Form method="post" {...formProps} className="space-y-2">
      <ErrorSummary form={form} fields={[]} summary={summary} />
      <input type="hidden" name="key_id" value={keyItem.id} />
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="w-full font-semibold">
            {t("adminWaitingAreas.confirmRevoke", { label: keyItem.label })}
          </p>
          <button type="submit" name="intent" value={Intent.RevokeConfirmed} className={`${danger} bg-red-700 text-white hover:bg-red-800`}>
            {t("adminWaitingAreas.confirmRevokeYes")}
          </button>
          <AppLink to={pathname} className="px-3 py-2 text-brand-800 underline">
            {t("adminWaitingAreas.keepKey")}
          </AppLink>
        </div>
      ) : (
        <button type="submit" name="intent" value={Intent.Revoke} aria-label={t("adminWaitingAreas.revokeKey", { label: keyItem.label })} className={danger}>
          {t("adminWaitingAreas.revoke")}
        </button>
      )}
    </Form>
  );
}

function IssueKeyForm({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = usePageForm(KEY, keyFormSchema, reply, { label: "" });
  const label = t("adminWaitingAreas.keyLabel");
  return (
    <Form method="post" {...formProps} className="space-y-3">
      <ErrorSummary form={form} fields={[{ field: fields.label, label }]} summary={summary} />
      <input type="hidden" name="intent" value={Intent.Issue} />
      <TextField field={fields.label} label={label} />
      <SubmitButton pending={pending}>{t("adminWaitingAreas.issue")}</SubmitButton>
    </Form>
  );
}
