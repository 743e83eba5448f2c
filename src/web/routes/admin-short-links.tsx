/**
 * /admin/short-links: the short links /s/{id} an administrator made to pages of the portal, with
 * their visits; a form to make one (a path of the portal) and a button to revoke each. One schema
 * per form checks it in the browser and in the action (src/domain/admin/short-link-form.ts); both
 * forms work before JavaScript loads.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { shortLinkFormSchema, shortLinkRevokeFormSchema } from "../../domain/admin/short-link-form.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { Denied } from "../admin/denied.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { ErrorSummary, SubmitButton, TextField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
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

const CREATE = "create-link";
/** The form revoking a link (one a row). */
const revokeForm = (id: string) => `revoke-link-${id}`;

export async function loader({ context, url }: Route.LoaderArgs) {
  const read = await readAsAdmin<{ data: ShortLink[]; meta: { total: number } }>(getWeb(context), url, "/admin/short-links");
  return { read };
}

export async function action({ context, url, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const page = { locale: web.locale, url };
  if (formData.get("intent") === "revoke") {
    const id = String(formData.get("id") ?? "");
    const outcome = await submitForm(formData, shortLinkRevokeFormSchema, (form) => web.api.delete(`/admin/short-links/${encodeURIComponent(form.id)}`), { page, form: revokeForm(id) });
    return outcome.ok ? redirectWithFlash(web, url.pathname, "adminContent.revoked") : outcome.reply;
  }
  const outcome = await submitForm(formData, shortLinkFormSchema, (form) => web.api.post("/admin/short-links", form), { page, form: CREATE });
  return outcome.ok ? redirectWithFlash(web, url.pathname, "adminContent.linkCreated") : outcome.reply;
}

export const handle = { features: ["admin", "adminContent"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminShortLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <Denied message={read.message} />;
  const links = read.value.data;
  const title = t("pages.adminShortLinks");
  const reply = actionData as FormReply | undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {/* A link made (one more in the list) gives a fresh, empty form. */}
      <CreateLinkForm key={read.value.meta.total} reply={reply?.form === CREATE ? reply : undefined} />
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
                    {link.revoked_at ? t("adminContent.revoked") : <RevokeLinkForm link={link} reply={reply?.form === revokeForm(link.id) ? reply : undefined} />}
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

function CreateLinkForm({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = usePageForm(CREATE, shortLinkFormSchema, reply);
  const label = t("adminContent.targetPath");
  return (
    <div className="space-y-3">
      <ErrorSummary form={form} fields={[{ field: fields.target_path, label }]} summary={summary} />
      <Form method="post" {...formProps} className="space-y-3 rounded border border-slate-300 p-4">
        <input type="hidden" name="intent" value="create" />
        <TextField field={fields.target_path} label={label} hint={t("adminContent.targetHelp")} autoComplete="off" />
        <SubmitButton pending={pending}>{t("adminContent.createLink")}</SubmitButton>
      </Form>
    </div>
  );
}

/** A link's 'Revoke' button; a refusal (the link gone meanwhile) is said above it. */
function RevokeLinkForm({ link, reply }: { link: ShortLink; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { form, formProps, summary } = usePageForm(revokeForm(link.id), shortLinkRevokeFormSchema, reply);
  return (
    <>
      <ErrorSummary form={form} fields={[]} summary={summary} />
      <Form method="post" {...formProps}>
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={link.id} />
        <button type="submit" aria-label={`${t("adminContent.revoke")}: ${link.target_path}`} className="rounded border border-red-700 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50">
          {t("adminContent.revoke")}
        </button>
      </Form>
    </>
  );
}
