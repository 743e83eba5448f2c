/** One news item; an unknown id answers 404. */
import { useTranslation } from "react-i18next";
import { LOCALE_TAGS, type Locale } from "../../domain/locales.ts";
import { AppLink } from "../components/app-link.tsx";
import { MarkdownText, OtherLanguage } from "../components/markdown-blocks.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { formatDate } from "../format.ts";
import { pageMeta } from "../page-title.ts";
import { loadItem } from "../load-item.server.ts";
import { otherLanguageNames } from "../language-names.server.ts";
import type { Route } from "./+types/news-item";
import { layoutData } from "./layout-data.ts";
import type { GuestPageHandle } from "../guest-pages.ts";

interface NewsItem {
  id: number;
  language: Locale;
  title: string;
  summary: string;
  body: string;
  published_at: string;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, locale } = getWeb(context);
  const item = await loadItem<NewsItem>(api, `/news/${encodeURIComponent(params.id)}`);
  // The date and the language's name made here: in the browser they would build Intl objects while the page hydrates.
  return { item, publishedOn: formatDate(item.published_at, locale), languageNames: otherLanguageNames([item.language], locale) };
}

/** The same for every guest: the server may keep the page for them (guest-pages.ts). */
export const handle = { sharedWithGuests: true } satisfies GuestPageHandle;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return pageMeta(loaderData?.item.title, { name: layout?.app.name ?? "", description: loaderData?.item.summary });
}

export default function NewsItemPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const { item } = loaderData;
  // Without a translation in the reader's language the item is shown in Ukrainian, marked as such.
  const lang = item.language !== locale ? LOCALE_TAGS[item.language] : undefined;
  return (
    <article className="mx-auto max-w-3xl">
      <AppLink to={href("/news")} className="text-sm text-brand-800 underline underline-offset-2">
        {t("news.allNews")}
      </AppLink>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">
        <span lang={lang}>{item.title}</span>
        <OtherLanguage name={loaderData.languageNames[item.language]} />
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t("news.published", { date: loaderData.publishedOn })}</p>
      <MarkdownText source={item.body} className="mt-6 space-y-4 text-lg" lang={lang} />
    </article>
  );
}
