/**
 * The console's content screens (news, FAQ entries, pages): the list, with each item's state and
 * the languages it lacks, and the editor: a field per text and language (the Markdown one a
 * textarea), a server-rendered preview, publish/unpublish, schedule, delete with a confirmation.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from "../../domain/locales.ts";
import { AppLink } from "../components/app-link.tsx";
import { MarkdownText } from "../components/markdown-blocks.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { formatDateTime } from "../format.ts";
import { CONTENT_KINDS, formValues, missingIn, type AdminContentItem, type ContentKindId, type FormValues } from "./content-kinds.ts";
import type { EditorReply, Topic } from "./content-editor.server.ts";

const BUTTON = "rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const SECONDARY = "rounded border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";
const DANGER = "rounded border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50";
const INPUT = "w-full rounded border border-slate-500 px-2 py-1.5";

export function Denied({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
      {message}
    </p>
  );
}

export function MissingTranslation({ languages }: { languages: readonly Locale[] }) {
  const { t } = useTranslation();
  if (languages.length === 0) return <span>{t("adminContent.allTranslated")}</span>;
  return <span className="font-semibold text-amber-900">{t("admin.missingTranslation", { languages: languages.join(", ") })}</span>;
}

function labelOf(kindId: ContentKindId, item: AdminContentItem): string {
  const kind = CONTENT_KINDS[kindId];
  const texts = item[kind.texts[0]!.name] as Partial<Record<Locale, string>> | undefined;
  return texts?.uk ?? String(item.id);
}

export function ContentList({ kindId, items, total }: { kindId: ContentKindId; items: AdminContentItem[]; total: number }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const kind = CONTENT_KINDS[kindId];
  const title = t(`pages.${kind.listTitle}`);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p>
        <AppLink to={href(`${kind.path}/new`)} className={`inline-block ${BUTTON}`}>
          {t("adminContent.add")}
        </AppLink>
      </p>
      <p>{t("adminContent.total", { count: total })}</p>
      {items.length === 0 ? (
        <p>{t("adminContent.empty")}</p>
      ) : (
        <ScrollingTable title={title}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b-2 border-slate-400">
                <th scope="col" className="p-2">{t(`adminContent.${kind.texts[0]!.label}`)}</th>
                <th scope="col" className="p-2">{t("adminContent.status")}</th>
                <th scope="col" className="p-2">{t(kind.time === "published_at" ? "adminContent.publishedAt" : "adminContent.publishAt")}</th>
                <th scope="col" className="p-2">{t("adminContent.translations")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const time = item[kind.time] as string | null | undefined;
                return (
                  <tr key={item.id} className="border-b border-slate-200 align-top">
                    <td className="p-2">
                      <AppLink to={href(`${kind.path}/${item.id}`)} lang="uk" className="font-semibold text-brand-800 underline underline-offset-2">
                        {labelOf(kindId, item)}
                      </AppLink>
                      {item.slug ? <code className="ml-2 text-xs">{item.slug}</code> : null}
                    </td>
                    <td className="p-2">{t(`adminContent.state.${item.state}`)}</td>
                    <td className="whitespace-nowrap p-2">{time ? <time dateTime={time}>{formatDateTime(time, locale)}</time> : "—"}</td>
                    <td className="p-2">
                      <MissingTranslation languages={item.missing_languages} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </div>
  );
}

function FieldError({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages?.[0]) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {messages[0]}
    </p>
  );
}

const fieldId = (name: string) => `field-${name.replace(/\./g, "-")}`;

interface EditorProps {
  kindId: ContentKindId;
  isNew: boolean;
  item: AdminContentItem | null;
  values: FormValues;
  topics: Topic[];
  reply: EditorReply | undefined;
}

export function ContentEditor({ kindId, isNew, item, values: loaded, topics, reply }: EditorProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigation = useNavigation();
  const kind = CONTENT_KINDS[kindId];
  const values = reply?.values ?? loaded;
  const errors = reply?.errors ?? {};
  const markdown = kind.texts.find((text) => text.multiline)!;
  // With JavaScript the preview follows the typing (without, the Preview button asks the server).
  const [live, setLive] = useState<FormValues | null>(null);
  const shown = live ?? values;
  const missing = missingIn(kind, shown);
  const busy = navigation.state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  // A refusal's summary takes focus, so that a screen reader reads it and Tab goes on to its links.
  useEffect(() => {
    if (reply?.message) summary.current?.focus();
  }, [reply]);

  const labelOf = (name: string): { label: string; target: string } => {
    const [base = name, locale] = name.split(".");
    const text = kind.texts.find((candidate) => candidate.name === base);
    if (text) return { label: `${t(`adminContent.${text.label}`)} (${locale ?? "uk"})`, target: fieldId(`${base}.${locale ?? "uk"}`) };
    const labels: Record<string, string> = {
      slug: "adminContent.slug",
      topic_id: "adminContent.topic",
      position: "adminContent.position",
      published: "adminContent.published",
      published_at: "adminContent.publishedAt",
      publish_at: "adminContent.publishAt",
    };
    return { label: labels[name] ? t(labels[name]) : name, target: fieldId(labels[name] ? name : (kind.texts[0]?.name ?? name) + ".uk") };
  };

  const field = (name: string, label: string, input: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode, help?: string) => {
    const id = fieldId(name);
    const messages = errors[name];
    const described = [help ? `${id}-help` : null, messages ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div key={name}>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {label}
        </label>
        {help ? (
          <p id={`${id}-help`} className="mb-1 text-sm text-slate-700">
            {help}
          </p>
        ) : null}
        {input({ id, name, ...(messages ? { "aria-invalid": true as const } : {}), "aria-describedby": described })}
        <FieldError id={`${id}-error`} messages={messages} />
      </div>
    );
  };

  return (
    <div className="space-y-6">
      <p>
        <AppLink to={href(kind.path)} className="text-sm text-brand-800 underline underline-offset-2">
          {t("adminContent.back")}
        </AppLink>
      </p>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t(`pages.${kind.itemTitle}`)}</h1>
      {reply?.message ? (
        <div ref={summary} tabIndex={-1} role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4">
          <p className="font-semibold">{reply.message}</p>
          {Object.keys(errors).length > 0 ? (
            <ul className="mt-2 list-disc pl-6">
              {Object.entries(errors).map(([name, messages]) => {
                const { label, target } = labelOf(name);
                return (
                  <li key={name}>
                    <a href={`#${target}`} className="text-red-900 underline underline-offset-2">
                      {label}: {messages[0]}
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {reply.current ? <StaleChanges kindId={kindId} current={reply.current} typed={values} /> : null}
        </div>
      ) : null}
      {item ? (
        <p>
          {t("adminContent.status")}: <strong>{t(`adminContent.state.${item.state}`)}</strong>
        </p>
      ) : null}
      <p>
        <MissingTranslation languages={missing} />
      </p>

      {reply?.confirmDelete && !isNew ? (
        <Form method="post" className="space-y-3 rounded border-2 border-red-700 p-4" aria-labelledby="confirm-delete">
          <p id="confirm-delete" role="alert" className="font-semibold">
            {t("adminContent.confirmDelete")}
          </p>
          <input type="hidden" name="version" value={values.version ?? ""} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="delete-confirmed" className={DANGER} disabled={busy}>
              {t("adminContent.confirmYes")}
            </button>
            <AppLink to={href(`${kind.path}/${item?.id ?? ""}`)} className={SECONDARY}>
              {t("adminContent.back")}
            </AppLink>
          </div>
        </Form>
      ) : null}

      <Form method="post" className="space-y-6" noValidate onChange={(event) => setLive(formValues(kind, new FormData(event.currentTarget)))}>
        <input type="hidden" name="version" value={values.version ?? ""} />
        {kind.slug || kind.topic ? (
          <div className="grid gap-4 sm:grid-cols-3">
            {kind.topic
              ? field("topic_id", t("adminContent.topic"), (props) => (
                  <select {...props} defaultValue={values.topic_id} className={INPUT}>
                    <option value="">—</option>
                    {topics.map((topic) => (
                      <option key={topic.id} value={topic.id} lang="uk">
                        {topic.title}
                      </option>
                    ))}
                  </select>
                ))
              : null}
            {kind.slug ? field("slug", t("adminContent.slug"), (props) => <input {...props} defaultValue={values.slug} className={INPUT} autoComplete="off" />) : null}
            {kind.topic ? field("position", t("adminContent.position"), (props) => <input {...props} defaultValue={values.position} inputMode="numeric" className={INPUT} />) : null}
          </div>
        ) : null}

        <p className="text-sm text-slate-800">{t("adminContent.languagesHelp")}</p>
        <FieldError id="field-texts-error" messages={kind.texts.flatMap((text) => errors[text.name] ?? [])} />
        {LOCALES.map((locale) => (
          <fieldset key={locale} className="space-y-3 rounded border border-slate-300 p-4">
            <legend className="px-1 font-semibold" lang={LOCALE_TAGS[locale]}>
              {LOCALE_NAMES[locale]} ({locale})
            </legend>
            {kind.texts.map((text) => {
              const name = `${text.name}.${locale}`;
              const label = `${t(`adminContent.${text.label}`)} (${locale})`;
              return text.multiline
                ? field(
                    name,
                    label,
                    (props) => <textarea {...props} defaultValue={values[name]} rows={8} lang={LOCALE_TAGS[locale]} className={`${INPUT} font-mono text-sm`} />,
                    locale === "uk" && kind.markdown ? t("adminContent.markdownHelp") : undefined,
                  )
                : field(name, label, (props) => <input {...props} defaultValue={values[name]} lang={LOCALE_TAGS[locale]} className={INPUT} />);
            })}
          </fieldset>
        ))}

        <fieldset className="space-y-3 rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminContent.status")}</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="published" defaultChecked={values.published === "on"} className="h-5 w-5" />
            {t("adminContent.published")}
          </label>
          {field(
            kind.time,
            t(kind.time === "published_at" ? "adminContent.publishedAt" : "adminContent.publishAt"),
            (props) => <input {...props} type="datetime-local" defaultValue={values[kind.time]} className={INPUT} />,
            t("adminContent.timeHelp"),
          )}
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={BUTTON} disabled={busy}>
            {t("adminContent.save")}
          </button>
          <button type="submit" name="intent" value="preview" className={SECONDARY} disabled={busy}>
            {t("adminContent.preview")}
          </button>
          {!isNew ? (
            <button type="submit" name="intent" value="delete" className={DANGER} disabled={busy}>
              {t("adminContent.delete")}
            </button>
          ) : null}
        </div>
      </Form>

      {reply?.preview || live ? (
        <section aria-labelledby="preview-title" className="space-y-4">
          <h2 id="preview-title" className="text-xl font-semibold text-brand-900">
            {t("adminContent.preview")}
          </h2>
          {LOCALES.filter((locale) => (shown[`${markdown.name}.${locale}`] ?? "").trim() !== "").map((locale) => (
            <article key={locale} aria-label={t("adminContent.previewOf", { language: LOCALE_NAMES[locale] })} className="rounded border border-slate-300 p-4">
              <h3 className="mb-2 font-semibold">{t("adminContent.previewOf", { language: LOCALE_NAMES[locale] })}</h3>
              <div lang={LOCALE_TAGS[locale]}>
                {kind.texts
                  .filter((text) => !text.multiline)
                  .map((text) => (
                    <p key={text.name} className="font-semibold">
                      {shown[`${text.name}.${locale}`]}
                    </p>
                  ))}
                {kind.markdown ? (
                  <MarkdownText source={shown[`${markdown.name}.${locale}`] ?? ""} className="mt-2 space-y-3" />
                ) : (
                  // As /faq shows an answer: paragraphs split by blank lines, line breaks kept.
                  <div className="mt-2 space-y-3 whitespace-pre-line">
                    {(shown[`${markdown.name}.${locale}`] ?? "").split(/\n{2,}/).map((paragraph, index) => (
                      <p key={index}>{paragraph}</p>
                    ))}
                  </div>
                )}
              </div>
            </article>
          ))}
        </section>
      ) : null}
    </div>
  );
}

/** What the other administrator changed: each text (and state) of the current version that differs from what is typed. */
function StaleChanges({ kindId, current, typed }: { kindId: ContentKindId; current: AdminContentItem; typed: FormValues }) {
  const { t } = useTranslation();
  const kind = CONTENT_KINDS[kindId];
  const rows: Array<{ key: string; label: string; value: string; lang?: string }> = [];
  for (const text of kind.texts) {
    const texts = (current[text.name] ?? {}) as Partial<Record<Locale, string>>;
    for (const locale of LOCALES) {
      const now = texts[locale] ?? "";
      if (now !== (typed[`${text.name}.${locale}`] ?? "").trim()) rows.push({ key: `${text.name}.${locale}`, label: `${t(`adminContent.${text.label}`)} (${locale})`, value: now || "—", lang: LOCALE_TAGS[locale] });
    }
  }
  if (current.published !== (typed.published === "on")) rows.push({ key: "published", label: t("adminContent.published"), value: t(`adminContent.state.${current.state}`) });
  return (
    <div className="mt-3">
      <h2 className="font-semibold">{t("admin.current")}</h2>
      <dl className="mt-2 space-y-2">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="text-sm font-semibold">{row.label}</dt>
            <dd className="whitespace-pre-wrap break-words" lang={row.lang}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
