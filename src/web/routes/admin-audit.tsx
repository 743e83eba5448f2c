/**
 * /admin/audit: the administrators' audit log, newest first, 50 a page, filtered by who, what, on
 * what and when (a GET form: the filters are in the address, so a filtered view can be shared).
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { ApiError } from "../platform/api-client.ts";
import { AdminList, AdminPager } from "../admin/admin-list.tsx";
import { listQuery } from "../admin/list-query.ts";
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

type AuditPage = { data: AuditRow[]; meta: { page: number; per_page: number; total: number } };
const NOTHING: AuditPage = { data: [], meta: { page: 1, per_page: 50, total: 0 } };

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const { values: filters, query } = listQuery(url, { text: FILTERS, paged: true });
  // Who: a user's id, or their whole e-mail (looked up as the users' search finds it).
  if (filters.actor_id.includes("@")) {
    const email = filters.actor_id.toLowerCase();
    const users = await readAsAdmin<{ data: Array<{ id: number; email: string | null }> }>(web, url, "/admin/users", { q: email }).catch(() => null);
    const actor = users?.ok ? users.value.data.find((user) => user.email === email) : undefined;
    if (!actor) return { filters, read: { ok: true as const, value: NOTHING }, refusal: web.i18n.t("admin.audit.unknownActor") };
    query.actor_id = String(actor.id);
  }
  let refusal: string | null = null;
  const read = await readAsAdmin<AuditPage>(web, url, "/admin/audit", query).catch((error: unknown) => {
    // Filters the API refuses (422): nothing found, the form keeping what was typed, and the API's reasons above.
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    const reasons = Object.values(error.body.errors ?? {}).flat();
    refusal = reasons.length > 0 ? reasons.join(" ") : error.body.message;
    return { ok: true as const, value: NOTHING };
  });
  return { filters, read, refusal };
}

export const meta = routeTitleMeta;

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 1));

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { filters, read, refusal } = loaderData;
  if (!read.ok) {
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
        {read.message}
      </p>
    );
  }
  const { data: rows, meta } = read.value;
  const pageHref = (page: number) => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
    params.set("page", String(page));
    return `${href("/admin/audit")}?${params}`;
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminAudit")}</h1>
      {/* Above the filters, where a phone shows it without scrolling. */}
      {refusal ? (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
          {refusal}
        </p>
      ) : null}
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
      <AdminList
        title={t("pages.adminAudit")}
        total={t("admin.audit.total", { count: meta.total })}
        empty={t("admin.audit.empty")}
        columns={[t("admin.audit.at"), t("admin.audit.actor"), t("admin.audit.what"), t("admin.audit.before"), t("admin.audit.after")]}
      >
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
      </AdminList>
      <AdminPager page={meta.page} total={meta.total} perPage={meta.per_page} pageHref={pageHref} />
    </div>
  );
}

const filterLabel: Record<Filter, string> = {
  actor_id: "actorFilter",
  action: "actionFilter",
  subject_type: "subjectType",
  subject_id: "subjectId",
  from: "from",
  to: "to",
};
