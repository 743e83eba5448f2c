/**
 * The console's list of a kind of content (news, FAQ entries, pages): each item's state, time and
 * the languages it lacks (their readers see the Ukrainian), a page at a time.
 */
import { useTranslation } from "react-i18next";
import type { Locale } from "../../domain/locales.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { formatDateTime } from "../format.ts";
import { AdminList, AdminPager } from "./admin-list.tsx";
import { CONTENT_KINDS, type AdminContentItem, type ContentKindId } from "./content-kinds.ts";

export const BUTTON = "rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";

export function MissingTranslation({ languages }: { languages: readonly Locale[] }) {
  const { t } = useTranslation();
  if (languages.length === 0) return <span>{t("adminContent.allTranslated")}</span>;
  return <span className="font-semibold text-amber-900">{t("admin.missingTranslation", { languages: languages.join(", ") })}</span>;
}

export function ContentList({ kindId, items, page, perPage, total }: { kindId: ContentKindId; items: AdminContentItem[]; page: number; perPage: number; total: number }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const kind = CONTENT_KINDS[kindId];
  const title = t(`pages.${kind.listTitle}`);
  const first = kind.texts[0]!;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="flex flex-wrap items-center gap-4">
        <AppLink to={href(`${kind.path}/new`)} className={`inline-block ${BUTTON}`}>
          {t("adminContent.add")}
        </AppLink>
        {kind.topic ? (
          <AppLink to={href("/admin/faq-topics")} className="text-brand-800 underline underline-offset-2">
            {t("pages.adminFaqTopics")}
          </AppLink>
        ) : null}
      </p>
      <AdminList
        title={title}
        total={t("adminContent.total", { count: total })}
        empty={t("adminContent.empty")}
        columns={[t(`adminContent.${first}`), t("adminContent.status"), t(kind.time === "published_at" ? "adminContent.publishedAt" : "adminContent.publishAt"), t("adminContent.translations")]}
      >
        {items.map((item) => {
          const time = item[kind.time];
          return (
            <tr key={item.id} className="border-b border-slate-200 align-top">
              <td className="p-2">
                <AppLink to={href(`${kind.path}/${item.id}`)} lang="uk" className="font-semibold text-brand-800 underline underline-offset-2">
                  {item[first]?.uk ?? String(item.id)}
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
      </AdminList>
      <AdminPager page={page} total={total} perPage={perPage} pageHref={(n) => `${href(kind.path)}?page=${n}`} />
    </div>
  );
}
