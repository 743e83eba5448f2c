/**
 * /admin/feedback/:id: a feedback message, its answer (mailed to the sender in their language) and
 * closing it: one form, its buttons the decisions, checked by one schema in the browser and in the
 * action (src/domain/admin/feedback-answer-form.ts). The form carries the version the page showed:
 * a message changed meanwhile is refused (409) and shown as it is now, keeping the answer typed.
 */
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { ANSWER_MAX, feedbackAnswerCall, feedbackAnswerFormSchema, type FeedbackAnswerForm } from "../../domain/admin/feedback-answer-form.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { DecisionForm } from "../admin/decision-form.tsx";
import { Denied } from "../admin/denied.tsx";
import { editedVersion, StaleEdit } from "../admin/stale-edit.tsx";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { AdminFeedbackMessage } from "./admin-feedback.tsx";
import type { Route } from "./+types/admin-feedback-message";

const ID = /^[1-9]\d{0,9}$/;
const DECISION = "decision";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const web = getWeb(context);
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  return { read: await readAsAdmin<{ data: AdminFeedbackMessage }>(web, url, `/admin/feedback/${params.id}`) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  const decide = async (form: FeedbackAnswerForm) => {
    const { action, body } = feedbackAnswerCall(form);
    await web.api.post(`/admin/feedback/${params.id}/${action}`, body);
    return action;
  };
  const outcome = await submitForm(await request.formData(), feedbackAnswerFormSchema, decide, { page: { locale: web.locale, url }, form: DECISION });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, url.pathname, outcome.value === "answer" ? "adminFeedback.sent" : "adminFeedback.closed");
}

export const meta = routeTitleMeta;

export const handle = { features: ["admin", "adminFeedback"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export default function AdminFeedbackMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <Denied message={read.message} />;
  const message = read.value.data;
  const reply = actionData as FormReply | undefined;
  const answerLabel = t("adminFeedback.answer");
  // A stale edit shows the message's status and answer as they are now.
  const asShown = (current: AdminFeedbackMessage) => ({ status: t(`adminFeedback.statuses.${current.status}`), answer: current.answer ?? "" });
  return (
    <div className="space-y-6">
      <p>
        <AppLink to={href("/admin/feedback")}>{t("adminFeedback.back")}</AppLink>
      </p>
      <h1 className="break-words text-2xl font-bold text-brand-900 sm:text-3xl">
        {t("pages.adminFeedbackMessage")} {message.id}: {message.subject}
      </h1>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("adminFeedback.columns.status")}</dt>
        <dd>{t(`adminFeedback.statuses.${message.status}`)}</dd>
        <dt className="font-semibold">{t("adminFeedback.columns.from")}</dt>
        <dd className="break-all">{message.email}</dd>
        <dt className="font-semibold">{t("adminFeedback.contact")}</dt>
        <dd className="break-words">{message.contact_method ?? "—"}</dd>
        <dt className="font-semibold">{t("adminFeedback.columns.language")}</dt>
        <dd>{message.locale}</dd>
        <dt className="font-semibold">{t("adminFeedback.columns.received")}</dt>
        <dd>{formatDateTime(message.created_at, locale)}</dd>
        {message.user_id !== null ? (
          <>
            <dt className="font-semibold">{t("adminFeedback.account")}</dt>
            <dd>
              <AppLink to={href(`/admin/users/${message.user_id}`)}>{message.user_id}</AppLink>
            </dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="question-heading" className="rounded border border-slate-300 p-4">
        <h2 id="question-heading" className="text-xl font-bold text-brand-900">
          {t("adminFeedback.question")}
        </h2>
        <p className="whitespace-pre-wrap break-words">{message.question}</p>
      </section>
      {message.answer ? (
        <section aria-labelledby="answered-heading" className="rounded border border-slate-300 p-4">
          <h2 id="answered-heading" className="text-xl font-bold text-brand-900">
            {t("adminFeedback.answered", { date: message.answered_at ? formatDateTime(message.answered_at, locale) : "" })}
          </h2>
          <p className="whitespace-pre-wrap break-words">{message.answer}</p>
        </section>
      ) : null}
      {message.status !== "closed" ? (
        <DecisionForm
          id={DECISION}
          schema={feedbackAnswerFormSchema}
          reply={reply}
          // Answered: the answer was mailed and is shown above; what is left is to close the message.
          text={message.status === "answered" ? undefined : { name: "answer", label: answerLabel, maxLength: ANSWER_MAX, rows: 8 }}
          decisions={
            message.status === "answered"
              ? [{ intent: "close", label: t("adminFeedback.close") }]
              : [
                  { intent: "answer", label: t("adminFeedback.send") },
                  { intent: "close", label: t("adminFeedback.close") },
                ]
          }
          version={editedVersion(reply, message.version)}
          notice={<StaleEdit reply={reply} labels={{ status: t("adminFeedback.columns.status"), answer: answerLabel }} formValues={asShown} />}
        />
      ) : null}
    </div>
  );
}
