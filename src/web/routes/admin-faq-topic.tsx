/**
 * /admin/faq-topics/{id} (and …/new): an FAQ topic's title in each of the 7 languages, its address
 * on /faq (#slug) and its order. One schema checks the form in the browser and in the action
 * (src/domain/admin/faq-topic-form.ts); the form works before JavaScript loads. A topic with no
 * questions can be deleted, once confirmed (the API keeps one that has any).
 */
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { faqTopicBody, faqTopicFormDefaults, faqTopicFormSchema, type FaqTopic } from "../../domain/admin/faq-topic-form.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { LOCALE_TAGS, LOCALES } from "../../domain/locales.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { ConfirmDeletion, DeleteButton, editorReplies } from "../admin/confirm-deletion.tsx";
import { deletionStep } from "../admin/confirm-deletion.server.ts";
import { CONTENT_FORM, type ConfirmDelete, type EditorReply } from "../admin/content-editor-reply.ts";
import { Denied } from "../admin/denied.tsx";
import { editedVersion, StaleEdit } from "../admin/stale-edit.tsx";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { ErrorSummary, SubmitButton, TextField } from "../forms/form-fields.tsx";
import { nestedFields } from "../forms/nested-fields.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-faq-topic";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (params.id === "new") return { topic: null, denied: null };
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  const read = await readAsAdmin<{ data: FaqTopic }>(getWeb(context), url, `/admin/faq-topics/${params.id}`);
  return read.ok ? { topic: read.value.data, denied: null } : { topic: null, denied: read.message };
}

export async function action({ context, url, params, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const isNew = params.id === "new";
  const deletion = isNew ? null : await deletionStep(web, url, formData, { apiPath: `/admin/faq-topics/${params.id}`, listPath: "/admin/faq-topics" });
  if (deletion) return deletion;
  const outcome = await submitForm(
    formData,
    faqTopicFormSchema,
    (form) =>
      isNew
        ? web.api.post<{ data: FaqTopic }>("/admin/faq-topics", faqTopicBody(form, false))
        : web.api.put<{ data: FaqTopic }>(`/admin/faq-topics/${params.id}`, faqTopicBody(form, true)),
    { page: { locale: web.locale, url }, form: CONTENT_FORM },
  );
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, localizePath(`/admin/faq-topics/${outcome.value?.data.id ?? params.id}`, web.locale), "adminContent.saved");
}

export const handle = { features: ["admin", "adminContent"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminFaqTopic({ loaderData, actionData }: Route.ComponentProps) {
  const { topic, denied } = loaderData;
  if (denied) return <Denied message={denied} />;
  const reply = actionData as EditorReply | ConfirmDelete | undefined;
  // A deletion refused as stale shows the current version in the form.
  const refreshed = editorReplies(reply).staleDeletion ? `:${topic?.version}` : "";
  return <TopicEditor key={`${topic?.id ?? "new"}${refreshed}`} topic={topic} reply={reply} />;
}

function TopicEditor({ topic, reply }: { topic: FaqTopic | null; reply: EditorReply | ConfirmDelete | undefined }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { formReply, deleteReply, confirming } = editorReplies(reply);
  const version = editedVersion(formReply, topic?.version ?? "");
  const { form, fields, pending, formProps, summary } = usePageForm(CONTENT_FORM, faqTopicFormSchema, formReply, faqTopicFormDefaults(topic));
  const titles = nestedFields(fields.title, LOCALES);
  const labels: Record<string, string> = {
    slug: t("adminContent.slug"),
    position: t("adminContent.position"),
    ...Object.fromEntries(LOCALES.map((locale) => [`title.${locale}`, `${t("adminContent.title")} (${locale})`])),
  };
  const summaryFields = [
    { field: fields.slug, label: labels.slug! },
    { field: fields.position, label: labels.position! },
    ...LOCALES.map((locale) => ({ field: titles[locale], label: labels[`title.${locale}`]! })),
  ];
  return (
    <div className="space-y-6">
      <p>
        <AppLink to={href("/admin/faq-topics")} className="text-sm text-brand-800 underline underline-offset-2">
          {t("adminContent.back")}
        </AppLink>
      </p>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminFaqTopic")}</h1>
      <ErrorSummary form={form} fields={summaryFields} summary={summary} />
      <StaleEdit reply={formReply} labels={labels} formValues={(current: FaqTopic) => faqTopicFormDefaults(current)} />
      {confirming && topic ? <ConfirmDeletion version={topic.version} reply={deleteReply} backTo={href("/admin/faq-topics")} /> : null}
      <Form method="post" {...formProps} className="space-y-6">
        <input type="hidden" name="version" value={version} key={version} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.slug} label={labels.slug!} hint={t("adminContent.topicSlugHint")} autoComplete="off" />
          <TextField field={fields.position} label={labels.position!} hint={t("adminContent.positionHint")} inputMode="numeric" />
        </div>
        <fieldset className="space-y-3 rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminContent.topicTitles")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {LOCALES.map((locale) => (
              <TextField key={locale} field={titles[locale]} label={labels[`title.${locale}`]!} lang={LOCALE_TAGS[locale]} />
            ))}
          </div>
        </fieldset>
        <SubmitButton pending={pending}>{t("adminContent.save")}</SubmitButton>
      </Form>
      {topic && !confirming ? (
        topic.entries > 0 ? (
          <p>{t("adminContent.topicInUse", { count: topic.entries })}</p>
        ) : (
          <DeleteButton />
        )
      ) : null}
    </div>
  );
}
