/**
 * /admin/reviews/:id: a review with the record as the user entered it and its documents side by
 * side (images shown, PDFs linked), approved or rejected with a reason the user is told. One
 * schema checks the decision in the browser and in the action (src/domain/admin/review-decision-form.ts).
 */
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { REASON_MAX } from "../../domain/admin/reason-text.ts";
import { reviewDecisionBody, reviewDecisionFormSchema, type ReviewDecisionForm } from "../../domain/admin/review-decision-form.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { DecisionForm } from "../admin/decision-form.tsx";
import { Denied } from "../admin/denied.tsx";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { AdminReview } from "./admin-reviews.tsx";
import type { Route } from "./+types/admin-review";

const ID = /^[1-9]\d{0,9}$/;
const DECISION = "decision";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const web = getWeb(context);
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  return { read: await readAsAdmin<{ data: AdminReview }>(web, url, `/admin/reviews/${params.id}`) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  const decide = async (form: ReviewDecisionForm) => {
    await web.api.post(`/admin/reviews/${params.id}/decision`, reviewDecisionBody(form));
    return form.intent;
  };
  const outcome = await submitForm(await request.formData(), reviewDecisionFormSchema, decide, { page: { locale: web.locale, url }, form: DECISION });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, url.pathname, outcome.value === "approve" ? "adminUsers.reviews.approved" : "adminUsers.reviews.rejected");
}

export const meta = routeTitleMeta;

export const handle = { features: ["admin", "adminUsers"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export default function AdminReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <Denied message={read.message} />;
  const review = read.value.data;
  return (
    <div className="space-y-6">
      <p>
        <AppLink to={href("/admin/reviews")}>{t("adminUsers.reviews.back")}</AppLink>
      </p>
      <h1 className="break-words text-2xl font-bold text-brand-900 sm:text-3xl">
        {t("pages.adminReview")} {review.id}: {review.key}
      </h1>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("adminUsers.reviews.columns.kind")}</dt>
        <dd>
          {t(`adminUsers.reviews.kinds.${review.kind}`)}: {t(`adminUsers.reviews.subjects.${review.subject}`)}
        </dd>
        <dt className="font-semibold">{t("adminUsers.reviews.columns.status")}</dt>
        <dd>{t(`adminUsers.reviews.statuses.${review.status}`)}</dd>
        <dt className="font-semibold">{t("adminUsers.reviews.columns.user")}</dt>
        <dd className="break-all">
          <AppLink to={href(`/admin/users/${review.user.id}`)}>{review.user.email ?? review.user.phone}</AppLink>
        </dd>
        <dt className="font-semibold">{t("adminUsers.reviews.columns.created")}</dt>
        <dd>{formatDateTime(review.created_at, locale)}</dd>
        {review.note ? (
          <>
            <dt className="font-semibold">{t("adminUsers.reviews.note")}</dt>
            <dd>{review.note}</dd>
          </>
        ) : null}
      </dl>
      {review.held_by ? (
        <p className="rounded border-l-4 border-amber-600 bg-amber-50 p-3">{t("adminUsers.reviews.heldBy", { email: review.held_by.email ?? String(review.held_by.id) })}</p>
      ) : null}
      {review.record ? (
        <section aria-labelledby="record-heading" className="rounded border border-slate-300 p-4">
          <h2 id="record-heading" className="text-xl font-bold text-brand-900">
            {t("adminUsers.reviews.record")}
          </h2>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {Object.entries(review.record).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-semibold">{name}</dt>
                <dd className="break-words">{String(value ?? "—")}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="documents-heading" className="rounded border border-slate-300 p-4">
        <h2 id="documents-heading" className="text-xl font-bold text-brand-900">
          {t("adminUsers.reviews.documents")}
        </h2>
        {review.documents.length === 0 ? <p>{t("adminUsers.reviews.noDocuments")}</p> : null}
        <ul className="grid gap-4 md:grid-cols-2">
          {review.documents.map((document, i) => {
            const label = t("adminUsers.reviews.document", { n: i + 1, name: document.name });
            return (
              <li key={document.id} className="space-y-1">
                <a href={document.url} className="font-semibold text-brand-800 underline">
                  {label}
                </a>
                {document.mime.startsWith("image/") ? <img src={document.url} alt={label} className="max-h-[32rem] w-full border border-slate-300 object-contain" /> : null}
              </li>
            );
          })}
        </ul>
      </section>
      {review.decided_at ? (
        <p>
          {t("adminUsers.reviews.decided", { by: review.decided_by ?? "—", date: formatDateTime(review.decided_at, locale) })}
          {review.reason ? `: ${review.reason}` : ""}
        </p>
      ) : null}
      {review.status === "pending" ? (
        <DecisionForm
          id={DECISION}
          schema={reviewDecisionFormSchema}
          reply={actionData as FormReply | undefined}
          text={{ name: "reason", label: t("adminUsers.reviews.reason"), maxLength: REASON_MAX, rows: 3 }}
          decisions={[
            { intent: "approve", label: t("adminUsers.reviews.approve") },
            { intent: "reject", label: t("adminUsers.reviews.reject") },
          ]}
        />
      ) : null}
    </div>
  );
}
