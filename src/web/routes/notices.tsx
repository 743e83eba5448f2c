/**
 * /account/notices: the user's queue notices (GET /notifications), unread first, in pages
 * (`?page=`), and a plain form that marks them read (all of them, up to the newest one shown, so a
 * notice arriving meanwhile stays unread).
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { loginRedirect } from "../forms/api-submission.server.ts";
import { NoticeList, type Notice } from "../notices/notice-list.tsx";
import { routeTitleMeta } from "../page-title.ts";
import { ApiError } from "../platform/api-client.ts";
import type { Route } from "./+types/notices";

const PER_PAGE = 20;
const READ = "read";

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const body = await getWeb(context).api.get<{ data: Notice[]; meta: { unread: number } }>("/notifications", {
    query: { page, per_page: PER_PAGE },
  });
  const notices = body?.data ?? [];
  return { page, notices, unread: body?.meta.unread ?? 0, hasNext: notices.length === PER_PAGE };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  if (formData.get("intent") !== READ) return null;
  const upTo = Number(formData.get("up_to_id"));
  try {
    await web.api.post("/notifications/read", Number.isSafeInteger(upTo) && upTo > 0 ? { up_to_id: upTo } : {}, { toastErrors: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(web.locale, url);
    throw error;
  }
  return redirectWithFlash(web, `${url.pathname}${url.search}`, "notices.allRead");
}

export const meta = routeTitleMeta;

export default function Notices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { page, notices, unread, hasNext } = loaderData;
  const newest = notices.reduce((max, notice) => Math.max(max, notice.id), 0);
  const list = (n: number) => `${href("/account/notices")}${n > 1 ? `?page=${n}` : ""}`;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.notices")}</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800">{unread > 0 ? t("notices.unreadCount", { count: unread }) : t("notices.allCaughtUp")}</p>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="up_to_id" value={page === 1 ? newest : ""} />
            <button
              type="submit"
              name="intent"
              value={READ}
              className="rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("notices.markAllRead")}
            </button>
          </Form>
        ) : null}
      </div>
      {notices.length === 0 ? <p className="rounded border border-slate-200 bg-white p-4">{t("notices.empty")}</p> : <NoticeList notices={notices} />}
      {page > 1 || hasNext ? (
        <nav aria-label={t("notices.pages")} className="flex gap-4">
          {page > 1 ? (
            <AppLink to={list(page - 1)} className="text-brand-800 underline">
              {t("notices.newer")}
            </AppLink>
          ) : null}
          {hasNext ? (
            <AppLink to={list(page + 1)} className="text-brand-800 underline">
              {t("notices.older")}
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
