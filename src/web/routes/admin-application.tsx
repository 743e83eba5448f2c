/**
 * /admin/applications/{id}: an application to connect a waiting area; approve it (the area is made
 * at the coordinates given, with its first API key, shown here once: the action answers it, it goes
 * through no redirect and no cookie) or decline it with a reason mailed to the applicant in their
 * language. Each form has its schema (src/domain/admin/application-form.ts), checked in the browser
 * and in the action, and a hidden `intent`; they work before JavaScript loads.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { approveBody, approveFormDefaults, approveFormSchema, REASON_LIMITS, rejectFormSchema } from "../../domain/admin/application-form.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import type { AdminApplication } from "../admin/places.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { CheckboxField, ErrorSummary, SubmitButton, TextAreaField, TextField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-application";

/** The page's forms (each its reply's `form`, and the intent that tells the action which one came). */
const APPROVE = "approve";
const REJECT = "reject";

/** The action's answer to an approval: the area's first key, shown this once. */
interface Approved {
  issuedKey: string;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return { read: await readAsAdmin<{ data: AdminApplication }>(getWeb(context), url, `/admin/waiting-area-applications/${encodeURIComponent(params.id)}`) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const page = { locale: web.locale, url };
  const path = `/admin/waiting-area-applications/${encodeURIComponent(params.id)}`;
  switch (formData.get("intent")) {
    case APPROVE: {
      const outcome = await submitForm(formData, approveFormSchema, (form) => web.api.post<{ data: { key: { key: string } } }>(`${path}/approve`, approveBody(form)), { page, form: APPROVE });
      if (!outcome.ok) return outcome.reply;
      // The key itself is in this answer only: a redirect (or the flash cookie) would lose it or keep it.
      return { issuedKey: outcome.value?.data.key.key ?? "" } satisfies Approved;
    }
    case REJECT: {
      const outcome = await submitForm(formData, rejectFormSchema, (form) => web.api.post(`${path}/reject`, form), { page, form: REJECT });
      return outcome.ok ? redirectWithFlash(web, url.pathname, "adminWaitingAreas.declined") : outcome.reply;
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

export default function AdminApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  const application = read.value.data;
  const answer = actionData as FormReply | Approved | undefined;
  const reply = answer && "result" in answer ? answer : undefined;
  const approved = answer && "issuedKey" in answer ? answer : undefined;
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
      {approved ? (
        <div role="status" className="space-y-2 rounded border-l-4 border-green-700 bg-green-50 p-4">
          <p className="font-semibold">{t("adminWaitingAreas.approved")}</p>
          <p>{t("adminWaitingAreas.keyOnce")}</p>
          <p>
            <code data-testid="issued-key" className="break-all rounded bg-white px-2 py-1 font-mono">
              {approved.issuedKey}
            </code>
          </p>
          {application.waiting_area_id ? (
            <AppLink to={href(`/admin/waiting-areas/${application.waiting_area_id}`)} className="text-brand-800 underline">
              {t("adminWaitingAreas.openArea")}
            </AppLink>
          ) : null}
        </div>
      ) : null}
      {application.status === "new" ? (
        <>
          <ApproveForm checkpoint={application.checkpoint} reply={reply?.form === APPROVE ? reply : undefined} />
          <RejectForm reply={reply?.form === REJECT ? reply : undefined} />
        </>
      ) : null}
    </div>
  );
}

function ApproveForm({ checkpoint, reply }: { checkpoint: AdminApplication["checkpoint"]; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = usePageForm(APPROVE, approveFormSchema, reply, approveFormDefaults(checkpoint));
  const labels = { lat: t("adminCheckpoints.lat"), lng: t("adminCheckpoints.lng") };
  return (
    <section aria-labelledby="approve-heading" className="space-y-3 rounded border border-slate-300 p-4">
      <h2 id="approve-heading" className="text-xl font-semibold">
        {t("adminWaitingAreas.approve")}
      </h2>
      <p>{t("adminWaitingAreas.approveIntro")}</p>
      <ErrorSummary
        form={form}
        summary={summary}
        fields={[
          { field: fields.lat, label: labels.lat },
          { field: fields.lng, label: labels.lng },
        ]}
      />
      <Form method="post" {...formProps} className="space-y-3">
        <input type="hidden" name="intent" value={APPROVE} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField field={fields.lat} label={labels.lat} inputMode="decimal" />
          <TextField field={fields.lng} label={labels.lng} inputMode="decimal" />
        </div>
        <CheckboxField field={fields.published} label={t("adminWaitingAreas.publish")} />
        <SubmitButton pending={pending}>{t("adminWaitingAreas.approve")}</SubmitButton>
      </Form>
    </section>
  );
}

function RejectForm({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = usePageForm(REJECT, rejectFormSchema, reply, { reason: "" });
  const label = t("adminWaitingAreas.reason");
  return (
    <section aria-labelledby="reject-heading" className="space-y-3 rounded border border-slate-300 p-4">
      <h2 id="reject-heading" className="text-xl font-semibold">
        {t("adminWaitingAreas.reject")}
      </h2>
      <ErrorSummary form={form} summary={summary} fields={[{ field: fields.reason, label }]} />
      <Form method="post" {...formProps} className="space-y-3">
        <input type="hidden" name="intent" value={REJECT} />
        <TextAreaField field={fields.reason} label={label} hint={t("adminWaitingAreas.reasonHint")} rows={4} maxLength={REASON_LIMITS.max} />
        <SubmitButton pending={pending}>{t("adminWaitingAreas.reject")}</SubmitButton>
      </Form>
    </section>
  );
}
