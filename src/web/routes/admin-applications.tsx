/** /admin/applications: applications to connect a waiting area, newest first, filtered by status (a GET form). */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { listQuery } from "../admin/list-query.ts";
import type { AdminApplication } from "../admin/places.ts";
import { AppLink } from "../components/app-link.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-applications";

const STATUSES = ["new", "accepted", "declined"] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { values, query } = listQuery(url, { choice: { status: { values: STATUSES, initial: "new" } } });
  return { status: values.status, read: await readAsAdmin<{ data: AdminApplication[]; meta: { total: number } }>(getWeb(context), url, "/admin/waiting-area-applications", query) };
}

export const handle = { features: ["admin", "adminWaitingAreas", "waitingAreas"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read, status } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  const rows = read.value.data;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminApplications")}</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="applications-status" className="mb-1 block text-sm font-semibold">
            {t("adminWaitingAreas.status")}
          </label>
          <select id="applications-status" name="status" defaultValue={status} className="rounded border border-slate-500 px-2 py-1.5">
            <option value="all">{t("adminWaitingAreas.statuses.all")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`adminWaitingAreas.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("admin.audit.apply")}
        </button>
      </Form>
      <p role="status">{t("admin.audit.total", { count: read.value.meta.total })}</p>
      {rows.length === 0 ? (
        <p>{t("admin.audit.empty")}</p>
      ) : (
        <ScrollingTable title={t("pages.adminApplications")}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("pages.adminApplications")}</caption>
            <thead>
              <tr className="border-b-2 border-slate-400">
                <th scope="col" className="p-2">{t("waitingAreas.areaName")}</th>
                <th scope="col" className="p-2">{t("waitingAreas.company")}</th>
                <th scope="col" className="p-2">{t("adminWaitingAreas.status")}</th>
                <th scope="col" className="p-2">{t("adminWaitingAreas.received")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200">
                  <th scope="row" className="p-2">
                    <AppLink to={href(`/admin/applications/${row.id}`)} className="font-semibold text-brand-800 underline">
                      {row.area_name}
                    </AppLink>
                  </th>
                  <td className="p-2">{row.company}</td>
                  <td className="p-2">{t(`adminWaitingAreas.statuses.${row.status}`)}</td>
                  <td className="p-2">
                    <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </div>
  );
}
