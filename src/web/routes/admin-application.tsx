/**
 * /admin/applications/{id}: an application to connect a waiting area; approve it (the area is made
 * at the coordinates given, with its first API key, shown here once) or decline it with a reason
 * mailed to the applicant in their language. Plain POST forms.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { Checkbox, FormOutcome, SaveButton, TextInput, fieldId, replyOf, valueOf, type AdminFormReply } from "../admin/admin-form.tsx";
import { checked, num, quiet, sendAdminForm, text } from "../admin/admin-form.server.ts";
import type { AdminApplication } from "../admin/places.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-application";

const APPROVE = "approve";
const REJECT = "reject";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return { read: await readAsAdmin<{ data: AdminApplication }>(getWeb(context), url, `/admin/waiting-area-applications/${encodeURIComponent(params.id)}`) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const path = `/admin/waiting-area-applications/${encodeURIComponent(params.id)}`;
  if (formData.get("intent") === APPROVE) {
    const outcome = await sendAdminForm(web, url, APPROVE, formData, (v) =>
      web.api.post<{ data: { waiting_area_id: number; key: { key: string } } }>(`${path}/approve`, { lat: num(v, "lat"), lng: num(v, "lng"), published: checked(v, "published") }, quiet),
    );
    if (!outcome.ok) return outcome.reply;
    return { form: APPROVE, ok: true, key: outcome.value?.data.key.key } satisfies AdminFormReply;
  }
  if (formData.get("intent") === REJECT) {
    const outcome = await sendAdminForm(web, url, REJECT, formData, (v) => web.api.post(`${path}/reject`, { reason: text(v, "reason") }, quiet));
    return outcome.ok ? redirectWithFlash(web, url.pathname, "adminWaitingAreas.declined") : outcome.reply;
  }
  throw new Response(null, { status: 400 });
}

export const handle = { features: ["admin", "adminWaitingAreas", "adminCheckpoints", "waitingAreas"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  const application = read.value.data;
  const reply = actionData as AdminFormReply | undefined;
  const approve = replyOf(reply, APPROVE);
  const reject = replyOf(reply, REJECT);
  const rows: Array<[string, string]> = [
    [t("waitingAreas.company"), application.company],
    [t("waitingAreas.contactPerson"), application.contact_person],
    [t("waitingAreas.email"), application.email],
    [t("waitingAreas.phone"), application.phone],
    [t("waitingAreas.areaAddress"), application.address],
    [t("waitingAreas.areaHighway"), application.highway],
    [t("waitingAreas.areaCheckpoint"), application.checkpoint?.name[locale] ?? "—"],
    [t("waitingAreas.areaParking"), String(application.parking_spaces)],
    [t("waitingAreas.areaServices"), application.services.map((s) => t(`waitingAreas.service.${s}`)).join(", ") || "—"],
    [t("waitingAreas.comment"), application.comment || "—"],
    [t("adminWaitingAreas.language"), application.locale],
    [t("adminWaitingAreas.received"), formatDateTime(application.created_at, locale)],
    [t("adminWaitingAreas.status"), t(`adminWaitingAreas.statuses.${application.status}`)],
  ];
  if (application.decision_reason) rows.push([t("adminWaitingAreas.reason"), application.decision_reason]);
  return (
    <div className="space-y-6">
      <AppLink to={href("/admin/applications")} className="text-brand-800 underline">
        {t("pages.adminApplications")}
      </AppLink>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{application.area_name}</h1>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[14rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="whitespace-pre-wrap break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {approve?.ok ? (
        <div role="status" className="space-y-2 rounded border-l-4 border-green-700 bg-green-50 p-4">
          <p className="font-semibold">{t("adminWaitingAreas.approved")}</p>
          <p>{t("adminWaitingAreas.keyOnce")}</p>
          <p>
            <code data-testid="issued-key" className="break-all rounded bg-white px-2 py-1 font-mono">
              {approve.key}
            </code>
          </p>
          {application.waiting_area_id ? (
            <AppLink to={href(`/admin/waiting-areas/${application.waiting_area_id}`)} className="text-brand-800 underline">
              {t("adminWaitingAreas.openArea")}
            </AppLink>
          ) : null}
        </div>
      ) : null}
      {reject?.ok ? (
        <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 p-4 font-semibold">
          {t("adminWaitingAreas.declined")}
        </p>
      ) : null}
      {application.status === "new" ? (
        <>
          <section aria-labelledby="approve-heading" className="space-y-3 rounded border border-slate-300 p-4">
            <h2 id="approve-heading" className="text-xl font-semibold">
              {t("adminWaitingAreas.approve")}
            </h2>
            <p>{t("adminWaitingAreas.approveIntro")}</p>
            <FormOutcome form={APPROVE} reply={approve} labels={{ lat: t("adminCheckpoints.lat"), lng: t("adminCheckpoints.lng") }} />
            <Form method="post" className="space-y-3" noValidate>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextInput form={APPROVE} name="lat" label={t("adminCheckpoints.lat")} reply={approve} value={String(application.checkpoint?.lat ?? "")} inputMode="decimal" />
                <TextInput form={APPROVE} name="lng" label={t("adminCheckpoints.lng")} reply={approve} value={String(application.checkpoint?.lng ?? "")} inputMode="decimal" />
              </div>
              <Checkbox form={APPROVE} name="published" label={t("adminWaitingAreas.publish")} reply={approve} checked />
              <SaveButton name="intent" value={APPROVE}>
                {t("adminWaitingAreas.approve")}
              </SaveButton>
            </Form>
          </section>
          <section aria-labelledby="reject-heading" className="space-y-3 rounded border border-slate-300 p-4">
            <h2 id="reject-heading" className="text-xl font-semibold">
              {t("adminWaitingAreas.reject")}
            </h2>
            <FormOutcome form={REJECT} reply={reject} labels={{ reason: t("adminWaitingAreas.reason") }} />
            <Form method="post" className="space-y-3" noValidate>
              <div>
                <label htmlFor={fieldId(REJECT, "reason")} className="mb-1 block text-sm font-semibold">
                  {t("adminWaitingAreas.reason")}
                </label>
                <p id={`${fieldId(REJECT, "reason")}-hint`} className="mb-1 text-sm text-slate-700">
                  {t("adminWaitingAreas.reasonHint")}
                </p>
                <textarea
                  id={fieldId(REJECT, "reason")}
                  name="reason"
                  rows={4}
                  defaultValue={valueOf(reject, "reason", "")}
                  aria-invalid={reject?.errors?.reason ? true : undefined}
                  aria-describedby={`${fieldId(REJECT, "reason")}-hint${reject?.errors?.reason ? ` ${fieldId(REJECT, "reason")}-error` : ""}`}
                  className="w-full rounded border border-slate-500 px-2 py-1.5"
                />
                {reject?.errors?.reason ? (
                  <p id={`${fieldId(REJECT, "reason")}-error`} className="mt-1 text-sm font-semibold text-red-700">
                    {reject.errors.reason[0]}
                  </p>
                ) : null}
              </div>
              <SaveButton name="intent" value={REJECT}>
                {t("adminWaitingAreas.reject")}
              </SaveButton>
            </Form>
          </section>
        </>
      ) : null}
    </div>
  );
}
