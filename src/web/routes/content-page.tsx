/**
 * /about, /privacy, /terms: an information page an administrator writes (GET /api/v3/pages/{slug}),
 * with its "last updated" date, a table of contents linking to its sections, and its body. The
 * body comes as blocks of text, read from Markdown on the server, and is rendered as elements:
 * never as HTML. A page without a translation in the reader's language is shown in Ukrainian,
 * marked as such (`lang`) and said so.
 */
import { useTranslation } from "react-i18next";
import type { Block, TocEntry } from "../../domain/content-pages.ts";
import { BodyBlock, LINK } from "../components/markdown-blocks.tsx";
import { LOCALE_TAGS, type Locale } from "../../domain/locales.ts";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDate } from "../format.ts";
import type { GuestPageHandle } from "../guest-pages.ts";
import { loadItem } from "../load-item.server.ts";
import { pageMeta } from "../page-title.ts";
import type { Route } from "./+types/content-page";
import { layoutData } from "./layout-data.ts";

interface ContentPage {
  slug: string;
  language: Locale;
  title: string;
  updated_at: string;
  toc: TocEntry[];
  blocks: Block[];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's slug is the path's last segment (/about, /en/about; /en/about.data when the browser asks for the data).
  const slug = new URL(request.url).pathname.replace(/\.data$/, "").split("/").filter(Boolean).at(-1) ?? "";
  return { page: await loadItem<ContentPage>(getWeb(context).api, `/pages/${encodeURIComponent(slug)}`) };
}

/** The same for every guest: the server may keep the page for them (guest-pages.ts). */
export const handle = { sharedWithGuests: true, features: ["contentPages"] } satisfies GuestPageHandle & FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return pageMeta(loaderData?.page.title, { name: layout?.app.name ?? "" });
}

export default function ContentPageView({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { page } = loaderData;
  const inAnotherLanguage = page.language !== locale;
  const lang = inAnotherLanguage ? LOCALE_TAGS[page.language] : undefined;

  return (
    <article aria-labelledby="content-page-title" className="mx-auto max-w-3xl">
      <h1 id="content-page-title" lang={lang} className="text-3xl font-bold text-brand-900">
        {page.title}
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        {t("contentPages.lastUpdated", { date: formatDate(page.updated_at, locale) })}
      </p>
      {inAnotherLanguage ? <p className="mt-4 rounded border border-slate-300 bg-slate-50 p-3">{t("contentPages.notTranslated")}</p> : null}

      {page.toc.length > 0 ? (
        <nav aria-labelledby="content-page-toc" className="mt-6 rounded-lg border border-slate-200 p-4">
          <h2 id="content-page-toc" className="text-lg font-semibold text-brand-900">
            {t("contentPages.contents")}
          </h2>
          <ol className="mt-2 space-y-1" lang={lang}>
            {page.toc.map((entry) => (
              <li key={entry.id} className={entry.level === 3 ? "pl-5" : undefined}>
                <a href={`#${entry.id}`} className={LINK}>
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div className="mt-6 space-y-4 text-lg" lang={lang}>
        {page.blocks.map((block, index) => (
          <BodyBlock key={block.type === "heading" ? block.id : index} block={block} />
        ))}
      </div>
    </article>
  );
}
