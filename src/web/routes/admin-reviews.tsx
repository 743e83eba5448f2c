/** /admin/reviews: the reviews of vehicles and drivers queued for an administrator (the waiting ones first, oldest first). */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { buttonClass, controlClass } from "../forms/form-fields.tsx";
import { AppLink } from "../components/app-link.tsx";
import { AdminList } from "../admin/admin-list.tsx";
import { listQuery } from "../admin/list-query.ts";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-reviews";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

export interface AdminReview {
  id: number;
  kind: "verification" | "claim";
  subject: "vehicle" | "driver";
  key: string;
  status: (typeof REVIEW_STATUSES)[number];
  user: { id: number; email: string | null; phone: string | null };
  record: Record<string, unknown> | null;
  documents: Array<{ id: number; name: string; mime: string; size: number; url: string }>;
  held_by: { id: number; email: string | null } | null;
  note: string | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const { values, query } = listQuery(url, { choice: { status: { values: [...REVIEW_STATUSES, "all"], initial: "pending", otherwise: "pending" } } });
  const read = await readAsAdmin<{ data: AdminReview[] }>(web, url, "/admin/reviews", query);
  return { status: values.status, read };
}

export const meta = routeTitleMeta;

export const handle = { features: ["admin", "adminUsers"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { status, read } = loaderData;
  if (!read.ok) {
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
        {read.message}
      </p>
    );
  }
  const rows = read.value.data;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminReviews")}</h1>
      <Form method="get" className="flex flex-wrap items-end gap-2 rounded border border-slate-300 p-4">
        <div>
          <label htmlFor="review-status" className="mb-1 block font-semibold">
            {t("adminUsers.reviews.status")}
          </label>
          <select id="review-status" name="status" defaultValue={status} className={controlClass}>
            {REVIEW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`adminUsers.reviews.statuses.${value}`)}
              </option>
            ))}
            <option value="all">{t("adminUsers.reviews.all")}</option>
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          {t("adminUsers.reviews.apply")}
        </button>
      </Form>
      <AdminList
        title={t("pages.adminReviews")}
        total={t("adminUsers.reviews.total", { count: rows.length })}
        empty={t("adminUsers.reviews.empty")}
        columns={[t("adminUsers.reviews.columns.id"), t("adminUsers.reviews.columns.kind"), t("adminUsers.reviews.columns.key"), t("adminUsers.reviews.columns.user"), t("adminUsers.reviews.columns.status"), t("adminUsers.reviews.columns.created")]}
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-200 align-top">
            <td className="p-2">
              <AppLink to={href(`/admin/reviews/${row.id}`)}>{row.id}</AppLink>
            </td>
            <td className="p-2">
              {t(`adminUsers.reviews.kinds.${row.kind}`)}: {t(`adminUsers.reviews.subjects.${row.subject}`)}
            </td>
            <td className="p-2">
              <AppLink to={href(`/admin/reviews/${row.id}`)}>{row.key}</AppLink>
            </td>
            <td className="break-all p-2">{row.user.email ?? row.user.phone}</td>
            <td className="p-2">{t(`adminUsers.reviews.statuses.${row.status}`)}</td>
            <td className="whitespace-nowrap p-2">{formatDateTime(row.created_at, locale)}</td>
          </tr>
        ))}
      </AdminList>
    </div>
  );
}
