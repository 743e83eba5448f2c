/** /admin/feedback: the feedback inbox, the new messages first, filtered by status (a GET form), 50 a page. */
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
import type { Route } from "./+types/admin-feedback";

export const FEEDBACK_STATUSES = ["new", "answered", "closed"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export interface AdminFeedbackMessage {
  id: number;
  subject: string;
  question: string;
  contact_method: string | null;
  email: string;
  locale: string;
  status: FeedbackStatus;
  user_id: number | null;
  answer: string | null;
  answered_at: string | null;
  answered_by: number | null;
  created_at: string;
  version: string;
}

type InboxPage = { data: AdminFeedbackMessage[]; meta: { page: number; per_page: number; total: number } };

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const { values, query } = listQuery(url, { choice: { status: { values: FEEDBACK_STATUSES } }, paged: true });
  const read = await readAsAdmin<InboxPage>(web, url, "/admin/feedback", query);
  return { status: values.status, read };
}

export const meta = routeTitleMeta;

export const handle = { features: ["admin", "adminFeedback"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export default function AdminFeedback({ loaderData }: Route.ComponentProps) {
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
  const { data: rows, meta } = read.value;
  const pageHref = (page: number) => `${href("/admin/feedback")}?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminFeedback")}</h1>
      <Form method="get" className="flex flex-wrap items-end gap-2 rounded border border-slate-300 p-4">
        <div>
          <label htmlFor="feedback-status" className="mb-1 block font-semibold">
            {t("adminFeedback.status")}
          </label>
          <select id="feedback-status" name="status" defaultValue={status} className={controlClass}>
            <option value="">{t("adminFeedback.all")}</option>
            {FEEDBACK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`adminFeedback.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          {t("adminFeedback.apply")}
        </button>
      </Form>
      <AdminList
        title={t("pages.adminFeedback")}
        total={t("adminFeedback.total", { count: meta.total })}
        empty={t("adminFeedback.empty")}
        columns={[t("adminFeedback.columns.id"), t("adminFeedback.columns.subject"), t("adminFeedback.columns.from"), t("adminFeedback.columns.language"), t("adminFeedback.columns.status"), t("adminFeedback.columns.received")]}
      >
        {rows.map((row) => (
          <tr key={row.id} className={`border-b border-slate-200 align-top ${row.status === "new" ? "font-semibold" : ""}`}>
            <td className="p-2">{row.id}</td>
            <td className="break-words p-2">
              <AppLink to={href(`/admin/feedback/${row.id}`)}>{row.subject}</AppLink>
            </td>
            <td className="break-all p-2">{row.email}</td>
            <td className="p-2">{row.locale}</td>
            <td className="p-2">{t(`adminFeedback.statuses.${row.status}`)}</td>
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
