/** News list, newest first. */
import { useTranslation } from "react-i18next";
import { LOCALE_TAGS, type Locale } from "../../domain/locales.ts";
import { AppLink } from "../components/app-link.tsx";
import { OtherLanguage } from "../components/markdown-blocks.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { formatDate } from "../format.ts";
import { otherLanguageNames } from "../language-names.server.ts";
import { pageMeta } from "../page-title.ts";
import type { Route } from "./+types/news";
import { layoutData } from "./layout-data.ts";
import type { GuestPageHandle } from "../guest-pages.ts";

interface NewsSummary {
  id: number;
  /** The reader's language, or uk where the item has no translation. */
  language: Locale;
  title: string;
  summary: string;
  published_at: string;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { api, locale } = getWeb(context);
  const body = await api.get<{ data: NewsSummary[] }>("/news", { query: { per_page: 20 } });
  const items = body?.data ?? [];
  // Dates and languages' names made here: in the browser they would build Intl objects while the page hydrates.
  return {
    items: items.map(({ published_at, ...item }) => ({ ...item, published_on: formatDate(published_at, locale) })),
    languageNames: otherLanguageNames(items.map((item) => item.language), locale),
  };
}

/** The same for every guest: the server may keep the page for them (guest-pages.ts). */
export const handle = { sharedWithGuests: true } satisfies GuestPageHandle;

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return pageMeta(layout?.pageTitles.news, layout?.app ?? { name: "" });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  return (
    <section aria-labelledby="news-title">
      <h1 id="news-title" className="text-3xl font-bold text-brand-900">
        {t("pages.news")}
      </h1>
      {loaderData.items.length === 0 ? (
        <p className="mt-6">{t("news.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.items.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 p-5">
              <h2 className="text-xl font-semibold">
                <AppLink to={href(`/news/${item.id}`)} lang={item.language !== locale ? LOCALE_TAGS[item.language] : undefined} className="text-brand-800 underline-offset-2 hover:underline">
                  {item.title}
                </AppLink>
                <OtherLanguage name={loaderData.languageNames[item.language]} />
              </h2>
              <p className="mt-1 text-sm text-slate-700">{t("news.published", { date: item.published_on })}</p>
              <p className="mt-2" lang={item.language !== locale ? LOCALE_TAGS[item.language] : undefined}>
                {item.summary}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
