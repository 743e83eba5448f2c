/**
 * /admin/short-links: the short links /s/{id} an administrator made to pages of the portal, with
 * their visits; a form to make one (a path of the portal) and a button to revoke each. Both forms
 * work before JavaScript loads.
 */
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { redirectWithFlash } from "../flash.server.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { Denied } from "../admin/denied.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { loginRedirect } from "../forms/api-submission.server.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import { ApiError } from "../platform/api-client.ts";
import type { Route } from "./+types/admin-short-links";

interface ShortLink {
  id: string;
  url: string;
  target_path: string;
  created_at: string;
  revoked_at: string | null;
  visits: number;
  last_visit_at: string | null;
}

export const handle = { features: ["admin", "adminContent"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export async function loader({ context, url }: Route.LoaderArgs) {
  const read = await readAsAdmin<{ data: ShortLink[]; meta: { total: number } }>(getWeb(context), url, "/admin/short-links");
  return { read };
}

export async function action({ context, url, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const targetPath = String(formData.get("target_path") ?? "");
  try {
    if (intent === "revoke") {
      await web.api.delete(`/admin/short-links/${encodeURIComponent(String(formData.get("id") ?? ""))}`, { toastErrors: false });
      return redirectWithFlash(web, localizePath("/admin/short-links", web.locale), "adminContent.revoked");
    }
    await web.api.post("/admin/short-links", { target_path: targetPath }, { toastErrors: false });
    return redirectWithFlash(web, localizePath("/admin/short-links", web.locale), "adminContent.linkCreated");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw loginRedirect(web.locale, url);
    return data({ targetPath, message: error.body.message, errors: error.body.errors ?? {} }, { status: error.status });
  }
}

export default function AdminShortLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <Denied message={read.message} />;
  const links = read.value.data;
  const title = t("pages.adminShortLinks");
  const error = actionData?.errors.target_path?.[0];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {actionData?.message && !error ? (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3 font-semibold">
          {actionData.message}
        </p>
      ) : null}
      <Form method="post" className="rounded border border-slate-300 p-4" noValidate>
        <label htmlFor="target_path" className="mb-1 block text-sm font-semibold">
          {t("adminContent.targetPath")}
        </label>
        <p id="target_path-help" className="mb-1 text-sm text-slate-700">
          {t("adminContent.targetHelp")}
        </p>
        <input
          id="target_path"
          name="target_path"
          defaultValue={actionData?.targetPath ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "target_path-help target_path-error" : "target_path-help"}
          className="w-full rounded border border-slate-500 px-2 py-1.5 sm:w-2/3"
          autoComplete="off"
        />
        {error ? (
          <p id="target_path-error" className="mt-1 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <button type="submit" name="intent" value="create" className="mt-3 block rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("adminContent.createLink")}
        </button>
      </Form>
      <p>{t("adminContent.total", { count: read.value.meta.total })}</p>
      {links.length === 0 ? (
        <p>{t("adminContent.empty")}</p>
      ) : (
        <ScrollingTable title={title}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b-2 border-slate-400">
                <th scope="col" className="p-2">{t("adminContent.link")}</th>
                <th scope="col" className="p-2">{t("adminContent.targetPath")}</th>
                <th scope="col" className="p-2">{t("adminContent.visits")}</th>
                <th scope="col" className="p-2">{t("adminContent.lastVisit")}</th>
                <th scope="col" className="p-2">{t("adminContent.createdAt")}</th>
                <th scope="col" className="p-2">{t("adminContent.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <tr key={link.id} className="border-b border-slate-200 align-top">
                  <td className="break-all p-2">
                    <code>{link.url}</code>
                  </td>
                  <td className="break-all p-2">
                    <code>{link.target_path}</code>
                  </td>
                  <td className="p-2">{link.visits}</td>
                  <td className="whitespace-nowrap p-2">{link.last_visit_at ? formatDateTime(link.last_visit_at, locale) : t("adminContent.never")}</td>
                  <td className="whitespace-nowrap p-2">{formatDateTime(link.created_at, locale)}</td>
                  <td className="p-2">
                    {link.revoked_at ? (
                      t("adminContent.revoked")
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="id" value={link.id} />
                        <button type="submit" name="intent" value="revoke" aria-label={`${t("adminContent.revoke")}: ${link.target_path}`} className="rounded border border-red-700 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50">
                          {t("adminContent.revoke")}
                        </button>
                      </Form>
                    )}
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
