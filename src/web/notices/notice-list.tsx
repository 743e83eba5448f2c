/**
 * The user's in-app notices (GET /notifications): unread ones first and marked as such, each with
 * its time and a link to its queue entry, or to the page it is about (a violation closed).
 */
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { formatDateTime } from "../format.ts";

export interface Notice {
  id: number;
  entry_id: number | null;
  kind: string;
  urgent: boolean;
  title: string;
  body: string;
  /** The page the notice is about (no language prefix): its entry's, or another (a violation closed), or null. */
  path: string | null;
  created_at: string;
  read: boolean;
}

/** Unread before read; otherwise as the API answered (newest first). */
export function unreadFirst(notices: readonly Notice[]): Notice[] {
  return [...notices.filter((notice) => !notice.read), ...notices.filter((notice) => notice.read)];
}

export function NoticeList({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  return (
    <ul className="space-y-3">
      {unreadFirst(notices).map((notice) => (
        <li key={notice.id}>
          <article
            aria-labelledby={`notice-${notice.id}`}
            className={`rounded border bg-white p-4 ${notice.read ? "border-slate-200" : "border-l-4 border-brand-700 bg-brand-50"}`}
          >
            <h2 id={`notice-${notice.id}`} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-brand-900">
              {notice.read ? null : <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white uppercase">{t("notices.unread")}</span>}
              {notice.title}
            </h2>
            <p className="mt-1 text-slate-900">{notice.body}</p>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
              <time dateTime={notice.created_at}>{formatDateTime(notice.created_at, locale)}</time>
              {notice.entry_id !== null ? (
                <AppLink to={href(`/queues/${notice.entry_id}`)} className="font-semibold text-brand-800 underline">
                  {t("notices.openEntry", { id: notice.entry_id })}
                </AppLink>
              ) : notice.path !== null ? (
                <AppLink to={href(notice.path)} aria-describedby={`notice-${notice.id}`} className="font-semibold text-brand-800 underline">
                  {t("notices.openDetails")}
                </AppLink>
              ) : null}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
