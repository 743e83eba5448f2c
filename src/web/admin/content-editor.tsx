/**
 * The console's editor of a news item, an FAQ entry or an information page: a field per text and
 * language, the kind's other fields, publish/unpublish and the time (UTC), one schema checking the
 * form in the browser and in the action (src/domain/admin/content-form.ts). A preview follows the
 * typing (without JavaScript, its button renders what was typed on the server); the languages
 * left empty are flagged (their readers see the Ukrainian); a stale edit shows what the other
 * administrator changed; deleting asks to confirm first.
 */
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CONTENT_FORM_SCHEMAS, CONTENT_TEXTS, contentFormDefaults, missingLanguages, type Texts } from "../../domain/admin/content-form.ts";
import type { FaqTopic } from "../../domain/admin/faq-topic-form.ts";
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from "../../domain/locales.ts";
import { AppLink } from "../components/app-link.tsx";
import { MarkdownText } from "../components/markdown-blocks.tsx";
import { useHydrated } from "../components/use-hydrated.ts";
import { useLocale } from "../components/use-locale.ts";
import { CheckboxField, ErrorSummary, SelectField, SubmitButton, TextAreaField, TextField } from "../forms/form-fields.tsx";
import { nestedFields } from "../forms/nested-fields.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { ConfirmDeletion, DeleteButton, editorReplies, SECONDARY } from "./confirm-deletion.tsx";
import { CONTENT_FORM, type ConfirmDelete, type EditorReply } from "./content-editor-reply.ts";
import { CONTENT_KINDS, type AdminContentItem, type ContentKind, type ContentKindId } from "./content-kinds.ts";
import { MissingTranslation } from "./content-list.tsx";
import { editedVersion, StaleEdit, yesNo } from "./stale-edit.tsx";

interface EditorProps {
  kindId: ContentKindId;
  /** The item edited; null for a new one. */
  item: AdminContentItem | null;
  topics: FaqTopic[];
  reply: EditorReply | ConfirmDelete | undefined;
}

export function ContentEditor({ kindId, item, topics, reply }: EditorProps) {
  const { t } = useTranslation();
  const { href, locale: pageLocale } = useLocale();
  const kind = CONTENT_KINDS[kindId];
  const { formReply, deleteReply, confirming } = editorReplies(reply);
  const defaults = contentFormDefaults(kind, item);
  const version = editedVersion(formReply, item?.version ?? "");
  // The kinds' schemas differ in their fields: the form names them as the kind says.
  const schema = CONTENT_FORM_SCHEMAS[kindId] as (typeof CONTENT_FORM_SCHEMAS)["faq"];
  const { form, fields, pending, formProps, summary } = usePageForm(CONTENT_FORM, schema, formReply, defaults);
  const labels = fieldLabels(kind, t);
  const texts = Object.fromEntries(kind.texts.map((name) => [name, nestedFields((fields as Record<string, typeof fields.slug>)[name]!, LOCALES)]));
  const values = (form.value ?? {}) as Record<string, unknown>;
  const textsOf = (name: string) => values[name] as Texts | undefined;
  const missing = missingLanguages(...kind.texts.map(textsOf));
  const field = (name: string) => {
    const [base = name, locale] = name.split(".");
    return locale ? texts[base]![locale as Locale] : (fields as Record<string, typeof fields.slug>)[name]!;
  };
  const summaryFields = Object.entries(labels).map(([name, label]) => ({ field: field(name), label }));
  const topicOptions = topics.map((topic) => ({ value: String(topic.id), label: topic.title[pageLocale] }));
  const choices = { topic_id: topicOptions, published: yesNo(t) };

  // With JavaScript the preview follows the typing, or shows when asked; without, its button asks the server.
  const hydrated = useHydrated();
  const [asked, setAsked] = useState(false);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const previewShown = formReply?.preview === true || form.dirty || asked;

  return (
    <div className="space-y-6">
      <p>
        <AppLink to={href(kind.path)} className="text-sm text-brand-800 underline underline-offset-2">
          {t("adminContent.back")}
        </AppLink>
      </p>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t(`pages.${kind.itemTitle}`)}</h1>
      {item ? (
        <p>
          {t("adminContent.status")}: <strong>{t(`adminContent.state.${item.state}`)}</strong>
        </p>
      ) : null}
      <p>
        <MissingTranslation languages={missing} />
      </p>
      <ErrorSummary form={form} fields={summaryFields} summary={summary} />
      <StaleEdit reply={formReply} labels={labels} choices={choices} formValues={(current: AdminContentItem) => contentFormDefaults(kind, current)} />
      {confirming && item ? <ConfirmDeletion version={item.version} reply={deleteReply} backTo={href(kind.path)} /> : null}

      <Form method="post" {...formProps} className="space-y-6">
        <input type="hidden" name="version" value={version} key={version} />
        {kind.slug || kind.topic ? (
          <div className="grid gap-4 sm:grid-cols-3">
            {kind.topic ? (
              <SelectField
                field={field("topic_id")}
                label={labels.topic_id!}
                placeholder="—"
                options={topicOptions}
              />
            ) : null}
            {kind.slug ? <TextField field={field("slug")} label={labels.slug!} autoComplete="off" /> : null}
            {kind.topic ? <TextField field={field("position")} label={labels.position!} inputMode="numeric" /> : null}
          </div>
        ) : null}

        <p className="text-sm text-slate-800">{t("adminContent.languagesHelp")}</p>
        {LOCALES.map((locale) => (
          <fieldset key={locale} className="space-y-3 rounded border border-slate-300 p-4">
            <legend className="px-1 font-semibold" lang={LOCALE_TAGS[locale]}>
              {LOCALE_NAMES[locale]} ({locale})
            </legend>
            {kind.texts.map((name) =>
              CONTENT_TEXTS[name].multiline ? (
                <TextAreaField
                  key={name}
                  field={texts[name]![locale]}
                  label={labels[`${name}.${locale}`]!}
                  hint={locale === "uk" && kind.markdown ? t("adminContent.markdownHelp") : undefined}
                  rows={8}
                  lang={LOCALE_TAGS[locale]}
                />
              ) : (
                <TextField key={name} field={texts[name]![locale]} label={labels[`${name}.${locale}`]!} lang={LOCALE_TAGS[locale]} />
              ),
            )}
          </fieldset>
        ))}

        <fieldset className="space-y-3 rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminContent.status")}</legend>
          <CheckboxField field={field("published")} label={labels.published} />
          <TextField field={field(kind.time)} label={labels[kind.time]!} hint={t("adminContent.timeHelp")} type="datetime-local" />
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={pending}>{t("adminContent.save")}</SubmitButton>
          {hydrated ? (
            <button
              type="button"
              className={SECONDARY}
              onClick={() => {
                setAsked(true);
                // After the preview has rendered.
                setTimeout(() => previewHeading.current?.focus(), 0);
              }}
            >
              {t("adminContent.preview")}
            </button>
          ) : (
            <button type="submit" name="intent" value="preview" className={SECONDARY}>
              {t("adminContent.preview")}
            </button>
          )}
        </div>
      </Form>
      {item && !confirming ? <DeleteButton /> : null}

      {previewShown ? (
        <section aria-labelledby="preview-title" className="space-y-4">
          <h2 id="preview-title" ref={previewHeading} tabIndex={-1} className="text-xl font-semibold text-brand-900">
            {t("adminContent.preview")}
          </h2>
          <ContentPreview kind={kind} textsOf={textsOf} />
        </section>
      ) : null}
    </div>
  );
}

/** The fields' labels by name ("title.uk": "Title (uk)"), in the form's order: the error summary's and the stale edit's. */
function fieldLabels(kind: ContentKind, t: (key: string) => string): Record<string, string> {
  const labels: Record<string, string> = {};
  if (kind.topic) labels.topic_id = t("adminContent.topic");
  if (kind.slug) labels.slug = t("adminContent.slug");
  if (kind.topic) labels.position = t("adminContent.position");
  for (const locale of LOCALES) for (const name of kind.texts) labels[`${name}.${locale}`] = `${t(`adminContent.${name}`)} (${locale})`;
  labels.published = t("adminContent.published");
  labels[kind.time] = t(kind.time === "published_at" ? "adminContent.publishedAt" : "adminContent.publishAt");
  return labels;
}

/** Each language written, as its readers will see it: Markdown rendered safely, or an FAQ answer's paragraphs. */
function ContentPreview({ kind, textsOf }: { kind: ContentKind; textsOf: (name: string) => Texts | undefined }) {
  const { t } = useTranslation();
  const long = kind.texts.find((name) => CONTENT_TEXTS[name].multiline)!;
  const short = kind.texts.filter((name) => !CONTENT_TEXTS[name].multiline);
  const text = (name: string, locale: Locale) => textsOf(name)?.[locale] ?? "";
  return LOCALES.filter((locale) => text(long, locale).trim() !== "").map((locale) => (
    <article key={locale} aria-label={t("adminContent.previewOf", { language: LOCALE_NAMES[locale] })} className="rounded border border-slate-300 p-4">
      <h3 className="mb-2 font-semibold">{t("adminContent.previewOf", { language: LOCALE_NAMES[locale] })}</h3>
      <div lang={LOCALE_TAGS[locale]}>
        {short.map((name) => (
          <p key={name} className="font-semibold">
            {text(name, locale)}
          </p>
        ))}
        {kind.markdown ? (
          <MarkdownText source={text(long, locale)} className="mt-2 space-y-3" />
        ) : (
          // As /faq shows an answer: paragraphs split by blank lines, line breaks kept.
          <div className="mt-2 space-y-3 whitespace-pre-line">
            {text(long, locale)
              .split(/\n{2,}/)
              .map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
          </div>
        )}
      </div>
    </article>
  ));
}
