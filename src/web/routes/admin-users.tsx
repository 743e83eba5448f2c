/** /admin/users: users found by e-mail, phone, plate or passport (a GET form), newest first, 50 a page. */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { buttonClass, controlClass } from "../forms/form-fields.tsx";
import { AppLink } from "../components/app-link.tsx";
import { AdminList, AdminPager } from "../admin/admin-list.tsx";
import { listQuery } from "../admin/list-query.ts";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-users";

export interface AdminUserRow {
  id: number;
  email: string | null;
  phone: string | null;
  role: "user" | "operator" | "admin";
  account_type: string;
  locale: string;
  activated: boolean;
  created_at: string;
}

type UsersPage = { data: AdminUserRow[]; meta: { page: number; per_page: number; total: number } };

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const { values, query } = listQuery(url, { text: ["q"], paged: true });
  const read = await readAsAdmin<UsersPage>(web, url, "/admin/users", query).catch((error: unknown) => {
    // A search the API refuses (422: too long, control characters): nothing found, the form keeping what was typed.
    if (typeof error === "object" && error !== null && (error as { status?: number }).status === 422) return { ok: true as const, value: { data: [], meta: { page: 1, per_page: 50, total: 0 } } };
    throw error;
  });
  return { q: values.q, read };
}

export const meta = routeTitleMeta;

export const handle = { features: ["admin", "adminUsers"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { q, read } = loaderData;
  if (!read.ok) {
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
        {read.message}
      </p>
    );
  }
  const { data: rows, meta } = read.value;
  const pageHref = (page: number) => `${href("/admin/users")}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminUsers")}</h1>
      <Form method="get" role="search" className="rounded border border-slate-300 p-4">
        <label htmlFor="user-search" className="mb-1 block font-semibold">
          {t("adminUsers.query")}
        </label>
        <p id="user-search-hint" className="mb-2 text-sm text-slate-700">
          {t("adminUsers.queryHint")}
        </p>
        <div className="flex flex-wrap gap-2">
          <input id="user-search" name="q" type="search" defaultValue={q} maxLength={100} aria-describedby="user-search-hint" className={`${controlClass} max-w-md`} />
          <button type="submit" className={buttonClass}>
            {t("adminUsers.find")}
          </button>
        </div>
      </Form>
      <AdminList
        title={t("pages.adminUsers")}
        total={t("adminUsers.total", { count: meta.total })}
        empty={t("adminUsers.empty")}
        columns={[t("adminUsers.columns.id"), t("adminUsers.columns.email"), t("adminUsers.columns.phone"), t("adminUsers.columns.role"), t("adminUsers.columns.language"), t("adminUsers.columns.created")]}
        cards={rows.map((row) => (
          <li key={row.id} className="rounded border border-slate-300 p-3">
            <p className="break-all font-semibold">
              <AppLink to={href(`/admin/users/${row.id}`)}>{row.email ?? row.phone ?? `#${row.id}`}</AppLink>
            </p>
            <p className="mt-1 text-sm">
              {[row.email && row.phone ? row.phone : null, t(`adminUsers.roles.${row.role}`), row.locale].filter(Boolean).join(" · ")}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              #{row.id} · <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
            </p>
          </li>
        ))}
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-200 align-top">
            <td className="p-2">
              <AppLink to={href(`/admin/users/${row.id}`)}>{row.id}</AppLink>
            </td>
            <td className="break-all p-2">{row.email ? <AppLink to={href(`/admin/users/${row.id}`)}>{row.email}</AppLink> : "—"}</td>
            <td className="whitespace-nowrap p-2">{row.phone ?? "—"}</td>
            <td className="p-2">{t(`adminUsers.roles.${row.role}`)}</td>
            <td className="p-2">{row.locale}</td>
            <td className="whitespace-nowrap p-2">
              <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
            </td>
          </tr>
        ))}
      </AdminList>
      <AdminPager page={meta.page} total={meta.total} perPage={meta.per_page} pageHref={pageHref} />
    </div>
  );
}
