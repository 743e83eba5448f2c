/**
 * /faq: the questions by topic, each a `<details>` with an anchor (`#slug` opens it), and a search.
 * Without JavaScript the search is a GET form the server answers filtered (?q=); with it the page
 * filters as one types, with the same search as the API (src/domain/faq.ts), and says how many
 * questions it found in a polite live region. Text from the database is shown as text.
 */
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { countEntries, FAQ_QUERY_MAX, filterFaq } from "../../domain/faq.ts";
import { AppLink } from "../components/app-link.tsx";
import { PageSection } from "../components/page-section.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import type { GuestPageHandle } from "../guest-pages.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/faq";
import { LOCALE_TAGS, type Locale } from "../../domain/locales.ts";
import { OtherLanguage } from "../components/markdown-blocks.tsx";
import { otherLanguageNames } from "../language-names.server.ts";

interface FaqEntry {
  slug: string;
  /** The reader's language, or uk where the entry has no translation. */
  language: Locale;
  question: string;
  answer: string;
}

interface FaqTopic {
  slug: string;
  title: string;
  entries: FaqEntry[];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // The whole FAQ (kept by the API per language), so that the browser can search it as one types.
  const { api, locale } = getWeb(context);
  const body = await api.get<{ data: FaqTopic[] }>("/faq");
  const topics = body?.data ?? [];
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, FAQ_QUERY_MAX);
  // The languages' names made here: in the browser they would build an Intl object while the page hydrates.
  const languageNames = otherLanguageNames(topics.flatMap((topic) => topic.entries.map((entry) => entry.language)), locale);
  return { topics, q, languageNames };
}

/** The same for every guest without a query: the server may keep it for them (guest-pages.ts; a query string is never kept). */
export const handle = { sharedWithGuests: true, features: ["faq"] } satisfies GuestPageHandle & FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

/** Opens the question the address names (#slug), on arrival and when the fragment changes. */
function useOpenNamedQuestion() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id === "" ? null : document.getElementById(id);
      if (target instanceof HTMLDetailsElement && !target.open) {
        target.open = true;
        target.scrollIntoView();
      }
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { topics, q, languageNames } = loaderData;
  const [query, setQuery] = useState(q);
  // A submitted search (a navigation to ?q=) sets the box to what the server searched.
  const [submitted, setSubmitted] = useState(q);
  if (submitted !== q) {
    setSubmitted(q);
    setQuery(q);
  }
  const found = filterFaq(topics, query);
  const searching = query.trim() !== "";
  const inputId = useId();
  useOpenNamedQuestion();

  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
      <h1 id="faq-title" className="text-3xl font-bold text-brand-900">
        {t("pages.faq")}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{t("faq.intro")}</p>

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={inputId} className="block font-semibold">
            {t("faq.searchLabel")}
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maxLength={FAQ_QUERY_MAX}
            autoComplete="off"
            className="block w-full rounded border border-slate-500 bg-white px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
          />
        </div>
        <button
          type="submit"
          className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
        >
          {t("faq.search")}
        </button>
      </Form>

      <p role="status" className="mt-4 font-semibold">
        {searching ? (found.length === 0 ? t("faq.nothingFound") : t("faq.found", { count: countEntries(found) })) : ""}
      </p>
      {searching ? (
        <AppLink to={href("/faq")} onClick={() => setQuery("")} className="text-brand-800 underline underline-offset-2">
          {t("faq.showAll")}
        </AppLink>
      ) : null}
      {topics.length === 0 ? <p className="mt-6">{t("faq.empty")}</p> : null}

      {found.map((topic) => (
        <PageSection key={topic.slug} id={topic.slug} headingId={`${topic.slug}-title`} title={topic.title}>
          <div className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {topic.entries.map((entry) => (
              <details key={entry.slug} id={entry.slug} className="group scroll-mt-4 p-4">
                <summary className="cursor-pointer text-lg font-semibold text-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent">
                  <span lang={entry.language !== locale ? LOCALE_TAGS[entry.language] : undefined}>{entry.question}</span>
                  <OtherLanguage name={languageNames[entry.language]} />
                </summary>
                <div className="mt-3 space-y-3 whitespace-pre-line" lang={entry.language !== locale ? LOCALE_TAGS[entry.language] : undefined}>
                  {entry.answer.split(/\n{2,}/).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
                <a href={`#${entry.slug}`} className="mt-3 inline-block text-sm text-brand-800 underline underline-offset-2">
                  {t("faq.linkToQuestion")}
                </a>
              </details>
            ))}
          </div>
        </PageSection>
      ))}
    </section>
  );
}
