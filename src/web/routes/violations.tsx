/**
 * /account/violations: the user's violations and blockings, newest first, in pages (`?page=`),
 * filtered by status (`?status=active|archived`), with the blocking notice and the support
 * contacts while the user is blocked.
 */
import { useTranslation } from "react-i18next";
import { NavLink, useRouteLoaderData } from "react-router";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDate } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Violation } from "../profile/violation-types.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/violations";

const PER_PAGE = 10;
const STATUSES = ["all", "active", "archived"] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const asked = url.searchParams.get("status");
  const status = asked === "active" || asked === "archived" ? asked : "all";
  const body = await getWeb(context).api.get<{ data: Violation[]; meta: { total: number; blocked_until: string | null } }>("/violations", {
    query: { page, per_page: PER_PAGE, status: status === "all" ? undefined : status },
  });
  return {
    page,
    status,
    violations: body?.data ?? [],
    pages: Math.max(1, Math.ceil((body?.meta.total ?? 0) / PER_PAGE)),
    blockedUntil: body?.meta.blocked_until ?? null,
  };
}

export const handle = { features: ["violations"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function Violations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const hotlines = useRouteLoaderData<typeof rootLoader>("root")?.settings.hotlines;
  const { page, status, violations, pages, blockedUntil } = loaderData;
  const list = (query: { status?: string; page?: number }) => {
    const params = new URLSearchParams();
    if (query.status && query.status !== "all") params.set("status", query.status);
    if (query.page && query.page > 1) params.set("page", String(query.page));
    const search = params.toString();
    return `${href("/account/violations")}${search ? `?${search}` : ""}`;
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.violations")}</h1>
      {blockedUntil ? (
        <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4">
          <p className="font-semibold">{t("violations.blocked", { date: formatDate(blockedUntil, locale) })}</p>
          {hotlines ? <p className="mt-1 text-sm">{t("violations.appeal", { ukrainian: hotlines.ukrainian, foreign: hotlines.foreign })}</p> : null}
        </div>
      ) : null}
      <nav aria-label={t("violations.filter")}>
        <ul className="flex flex-wrap gap-2">
          {STATUSES.map((item) => (
            <li key={item}>
              <NavLink
                to={list({ status: item })}
                aria-current={item === status ? "page" : undefined}
                className={`block rounded border-2 border-brand-700 px-3 py-1.5 font-semibold ${item === status ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`}
              >
                {t(`violations.statuses.${item}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {violations.length === 0 ? (
        <p>{t("violations.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {violations.map((violation) => (
            <li key={violation.id} className="p-3">
              <AppLink to={href(`/account/violations/${violation.id}/${page}`)} className="font-medium text-brand-800 underline">
                {violation.name}
              </AppLink>
              <span className="block text-sm text-slate-700">
                {formatDate(violation.occurred_at, locale)} · {violation.subject} · {t(`violations.statuses.${violation.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("violations.pages")} className="flex gap-4">
          {page > 1 ? (
            <AppLink to={list({ status, page: page - 1 })} className="text-brand-800 underline">
              {t("violations.previous")}
            </AppLink>
          ) : null}
          <span>{t("violations.pageOf", { page, pages })}</span>
          {page < pages ? (
            <AppLink to={list({ status, page: page + 1 })} className="text-brand-800 underline">
              {t("violations.next")}
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
