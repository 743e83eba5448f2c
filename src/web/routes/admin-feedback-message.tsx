/**
 * /admin/feedback/:id: a feedback message, its answer (mailed to the sender in their language) and
 * closing it. Forms posted to this route's action, each with the version the page showed: a
 * message changed meanwhile is refused (409) and shown as it is now, keeping the answer typed.
 */
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { adminAction, typedValues, type AdminActionReply } from "../admin/admin-action.server.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { ActionReply, buttonClass, FieldMessages, fieldErrors, inputClass, typed } from "../admin/admin-form.tsx";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { AdminFeedbackMessage } from "./admin-feedback.tsx";
import type { Route } from "./+types/admin-feedback-message";

const ID = /^[1-9]\d{0,9}$/;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const web = getWeb(context);
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  return { read: await readAsAdmin<{ data: AdminFeedbackMessage }>(web, url, `/admin/feedback/${params.id}`) };
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<AdminActionReply> {
  const web = getWeb(context);
  const url = new URL(request.url);
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const opts = { toastErrors: false };
  if (intent === "answer") {
    const values = typedValues(formData, ["answer", "version"]);
    return adminAction(web, url, intent, "adminFeedback.sent", () => web.api.post(`/admin/feedback/${params.id}/answer`, values, opts), values);
  }
  if (intent === "close") {
    const values = typedValues(formData, ["version"]);
    return adminAction(web, url, intent, "adminFeedback.closed", () => web.api.post(`/admin/feedback/${params.id}/close`, values, opts), values);
  }
  throw data(null, { status: 400 });
}

export const meta = routeTitleMeta;

export const handle = { features: ["admin", "adminFeedback"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export default function AdminFeedbackMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const pending = useNavigation().state === "submitting";
  const { read } = loaderData;
  const reply = actionData;
  if (!read.ok) {
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
        {read.message}
      </p>
    );
  }
  const message = read.value.data;
  const answerErrors = fieldErrors(reply, "answer", "answer");
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
      <ActionReply reply={reply} form="answer" />
      {message.status !== "closed" ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="version" value={message.version} />
          <label htmlFor="answer" className="block font-semibold">
            {t("adminFeedback.answer")}
          </label>
          <textarea
            id="answer"
            name="answer"
            rows={8}
            maxLength={5000}
            required
            defaultValue={typed(reply, "answer", "answer") ?? ""}
            aria-invalid={answerErrors.length > 0 || undefined}
            aria-describedby={answerErrors.length > 0 ? "answer-error" : undefined}
            className={inputClass}
          />
          <FieldMessages id="answer-error" messages={answerErrors} />
          <button type="submit" disabled={pending} className={buttonClass}>
            {t("adminFeedback.send")}
          </button>
        </Form>
      ) : null}
      <ActionReply reply={reply} form="close" />
      {message.status !== "closed" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="close" />
          <input type="hidden" name="version" value={message.version} />
          <button type="submit" disabled={pending} className="rounded border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
            {t("adminFeedback.close")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
