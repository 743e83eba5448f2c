/**
 * /contacts: the two hotlines, the support e-mail and its working hours (configuration, through the
 * root's settings), and the feedback form: subject, question, another way to reach the sender, the
 * e-mail for the answer, and the bot check. It works before JavaScript loads (a plain POST to the
 * action, checked by the API with the same schema); a sent message comes back as the toast 'Your
 * request has been received, expect an answer by e-mail' on an empty form.
 */
import { useTranslation } from "react-i18next";
import { Form, useRouteLoaderData } from "react-router";
import { feedbackSchema } from "../../domain/feedback.ts";
import { FEEDBACK_QUESTION_MAX, FEEDBACK_SUBJECT_MAX } from "../../domain/feedback-lengths.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { formatSchedule } from "../format.ts";
import { botCheckHeaders, botQuestion, submitForm } from "../forms/api-submission.server.ts";
import { BotCheckField } from "../forms/bot-check-field.tsx";
import { lazyCheck } from "../forms/form-check.ts";
import { ErrorSummary, SubmitButton, TextAreaField, TextField } from "../forms/form-fields.tsx";
import { useCheckedForm } from "../forms/use-checked-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { loader as rootLoader } from "../root.tsx";
import { getViewer } from "../viewer.server.ts";
import type { Route } from "./+types/contacts";

// The schema (and zod) load when the visitor starts on the form; the action checks at once.
const feedbackCheck = lazyCheck(() => import("../../domain/feedback.ts").then((m) => m.feedbackSchema));

export async function loader({ context }: Route.LoaderArgs) {
  const web = getWeb(context);
  const [question, viewer] = await Promise.all([botQuestion(web.api), getViewer(web)]);
  return { botQuestion: question, email: viewer?.email ?? "" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), feedbackSchema, async (value, botCheck) => {
    await web.api.post("/feedback", value, { headers: botCheckHeaders(botCheck) });
  });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, localizePath("/contacts", web.locale), "feedback.received");
}

export const handle = { features: ["feedback", "botCheck", "botQuestion"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

function SupportLine() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  if (!settings) return null;
  const days = formatSchedule(settings.support.hours, locale) ?? [];
  const link = "font-semibold text-brand-800 underline underline-offset-2";
  const hotlines = [
    { label: t("footer.hotlineUkrainian"), phone: settings.hotlines.ukrainian },
    { label: t("footer.hotlineForeign"), phone: settings.hotlines.foreign },
  ];
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-3">
      <section aria-labelledby="hotlines-title">
        <h2 id="hotlines-title" className="text-lg font-bold text-brand-900">
          {t("feedback.hotlinesTitle")}
        </h2>
        <dl className="mt-2 space-y-2">
          {hotlines.map(({ label, phone }) => (
            <div key={label}>
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd>
                <a href={tel(phone)} className={link}>
                  {phone}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="support-email-title">
        <h2 id="support-email-title" className="text-lg font-bold text-brand-900">
          {t("feedback.emailTitle")}
        </h2>
        <p className="mt-2">
          <a href={`mailto:${settings.support.email}`} className={`${link} break-all`}>
            {settings.support.email}
          </a>
        </p>
      </section>
      <section aria-labelledby="support-hours-title">
        <h2 id="support-hours-title" className="text-lg font-bold text-brand-900">
          {t("feedback.hoursTitle")}
        </h2>
        <p className="text-sm text-slate-700">{t("feedback.hoursNote")}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
          {days.map((day) => (
            <div key={day.weekday} className="contents">
              <dt className="font-semibold">{day.weekday}</dt>
              <dd>{day.hours.length > 0 ? day.hours.join(", ") : t("schedule.closed")}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** The toast of this request if it says a message was received (the root read the one-time flash). */
function useReceivedToast() {
  const { t } = useTranslation();
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  return toast?.message === t("feedback.received") ? toast : null;
}

/** Without JavaScript no toast shows: the page says the message was received. */
function ReceivedWithoutScript() {
  const toast = useReceivedToast();
  if (!toast) return null;
  return (
    <noscript>
      <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 p-4 font-semibold text-green-900">
        {toast.message}
      </p>
    </noscript>
  );
}

export default function Contacts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // A sent message comes back to this page: a new form, empty (each success has a toast of its own).
  const received = useReceivedToast();
  return (
    // The layout's <main> pads the page; the column is the other information pages' (FAQ, waiting areas).
    <section aria-labelledby="contacts-title" className="mx-auto max-w-4xl">
      <h1 id="contacts-title" className="text-3xl font-bold text-brand-900">
        {t("pages.contacts")}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{t("feedback.intro")}</p>
      <SupportLine />
      <section aria-labelledby="feedback-title" className="mt-10 max-w-xl space-y-5">
        <h2 id="feedback-title" className="text-xl font-bold text-brand-900">
          {t("feedback.formTitle")}
        </h2>
        <ReceivedWithoutScript />
        <FeedbackForm key={received?.id ?? "form"} loaderData={loaderData} actionData={actionData} />
      </section>
    </section>
  );
}

function FeedbackForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = useCheckedForm("feedback", feedbackCheck, actionData, { email: loaderData.email });
  return (
    <Form method="post" {...formProps} className="space-y-5">
      <ErrorSummary
        form={form}
        summary={summary}
        fields={[
          { field: fields.subject, label: t("feedback.subject") },
          { field: fields.question, label: t("feedback.question") },
          { field: fields.contact_method, label: t("feedback.contactMethod") },
          { field: fields.email, label: t("feedback.email") },
        ]}
      />
      <TextField field={fields.subject} label={t("feedback.subject")} hint={t("feedback.questionHint", { max: FEEDBACK_SUBJECT_MAX })} />
      <TextAreaField
        field={fields.question}
        label={t("feedback.question")}
        hint={t("feedback.questionHint", { max: FEEDBACK_QUESTION_MAX })}
        maxLength={FEEDBACK_QUESTION_MAX}
      />
      <TextField
        field={fields.contact_method}
        label={t("feedback.contactMethod")}
        hint={t("feedback.contactMethodHint")}
        autoComplete="tel"
      />
      <TextField field={fields.email} label={t("feedback.email")} type="email" autoComplete="email" />
      <BotCheckField answer={actionData} question={loaderData.botQuestion} />
      <SubmitButton pending={pending}>{t("feedback.send")}</SubmitButton>
    </Form>
  );
}
