/**
 * /admin/audit: the administrators' audit log, newest first, 50 a page, filtered by who, what, on
 * what and when (a GET form: the filters are in the address, so a filtered view can be shared).
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { AppLink } from "../components/app-link.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-audit";

interface AuditRow {
  id: number;
  at: string;
  actor: { id: number; email: string | null } | null;
  action: string;
  subject_type: string;
  subject_id: string;
  before: unknown;
  after: unknown;
}

const FILTERS = ["actor_id", "action", "subject_type", "subject_id", "from", "to"] as const;
type Filter = (typeof FILTERS)[number];

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, url.searchParams.get(name)?.trim() ?? ""])) as Record<Filter, string>;
  const page = Number(url.searchParams.get("page") ?? "1");
  const query = { ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== "")), page: Number.isInteger(page) && page > 0 ? page : 1 };
  const read = await readAsAdmin<{ data: AuditRow[]; meta: { page: number; per_page: number; total: number } }>(web, url, "/admin/audit", query).catch(
    (error: unknown) => {
      // Filters the API refuses (422): shown with nothing found, the form keeping what was typed.
      if (typeof error === "object" && error !== null && (error as { status?: number }).status === 422) return { ok: true as const, value: { data: [], meta: { page: 1, per_page: 50, total: 0 } } };
      throw error;
    },
  );
  return { filters, read };
}

export const meta = routeTitleMeta;

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 1));

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { filters, read } = loaderData;
  if (!read.ok) {
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
        {read.message}
      </p>
    );
  }
  const { data: rows, meta } = read.value;
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const pageHref = (page: number) => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
    params.set("page", String(page));
    return `${href("/admin/audit")}?${params}`;
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminAudit")}</h1>
      <Form method="get" className="rounded border border-slate-300 p-4">
        <fieldset>
          <legend className="mb-2 font-semibold">{t("admin.audit.filters")}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {FILTERS.map((name) => (
              <label key={name} className="block text-sm">
                <span className="mb-1 block font-semibold">{t(`admin.audit.${filterLabel[name]}`)}</span>
                <input
                  name={name}
                  defaultValue={filters[name]}
                  type={name === "from" || name === "to" ? "date" : "text"}
                  inputMode={name === "actor_id" ? "numeric" : undefined}
                  className="w-full rounded border border-slate-500 px-2 py-1.5"
                />
              </label>
            ))}
          </div>
          <button type="submit" className="mt-3 rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {t("admin.audit.apply")}
          </button>
        </fieldset>
      </Form>
      <p role="status">{t("admin.audit.total", { count: meta.total })}</p>
      {rows.length === 0 ? (
        <p>{t("admin.audit.empty")}</p>
      ) : (
        <ScrollingTable title={t("pages.adminAudit")}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("pages.adminAudit")}</caption>
            <thead>
              <tr className="border-b-2 border-slate-400">
                <th scope="col" className="p-2">{t("admin.audit.at")}</th>
                <th scope="col" className="p-2">{t("admin.audit.actor")}</th>
                <th scope="col" className="p-2">{t("admin.audit.what")}</th>
                <th scope="col" className="p-2">{t("admin.audit.before")}</th>
                <th scope="col" className="p-2">{t("admin.audit.after")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200 align-top">
                  <td className="whitespace-nowrap p-2">
                    <time dateTime={row.at}>{formatDateTime(row.at, locale)}</time>
                  </td>
                  <td className="p-2">{row.actor ? `${row.actor.email ?? ""} (${row.actor.id})` : t("admin.audit.deletedUser")}</td>
                  <td className="p-2">
                    <code>{row.action}</code> {row.subject_type} {row.subject_id}
                  </td>
                  <td className="p-2">
                    <pre className="max-w-xs overflow-x-auto whitespace-pre-wrap break-words text-xs">{json(row.before)}</pre>
                  </td>
                  <td className="p-2">
                    <pre className="max-w-xs overflow-x-auto whitespace-pre-wrap break-words text-xs">{json(row.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {pages > 1 ? (
        <nav aria-label={t("admin.audit.page", { page: meta.page, pages })} className="flex items-center gap-4">
          {meta.page > 1 ? <AppLink to={pageHref(meta.page - 1)}>{t("admin.audit.previous")}</AppLink> : null}
          <span>{t("admin.audit.page", { page: meta.page, pages })}</span>
          {meta.page < pages ? <AppLink to={pageHref(meta.page + 1)}>{t("admin.audit.next")}</AppLink> : null}
        </nav>
      ) : null}
    </div>
  );
}

const filterLabel: Record<Filter, string> = {
  actor_id: "actor",
  action: "action",
  subject_type: "subjectType",
  subject_id: "subjectId",
  from: "from",
  to: "to",
};
