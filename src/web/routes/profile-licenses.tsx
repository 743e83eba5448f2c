/** /profile/licenses: the user's permits (each opens on /profile/licenses/{id}) and the form to add one. */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { ErrorSummary, SubmitButton } from "../forms/form-fields.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { readOnce } from "../profile/profile-reads.server.ts";
import { PermitFormFields, permitFormSchema, permitSummaryFields, usePermitLabels, type Permit } from "../profile/permit-form.tsx";
import type { Route } from "./+types/profile-licenses";
import { SectionCard } from "../components/section-card.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const body = await readOnce<{ data: Permit[] }>(getWeb(context), "/profile/permits");
  return { permits: body?.data ?? [] };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), permitFormSchema, (value) => web.api.post("/profile/permits", value), {
    page: { locale: web.locale, url },
  });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, url.pathname, "added.permit");
}

export const meta = routeTitleMeta;

export default function ProfileLicenses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  // A permit added (a new highest id) gives a fresh, empty form.
  const newest = loaderData.permits.reduce((max, permit) => Math.max(max, permit.id), 0);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.licenses")}</h1>
      {loaderData.permits.length === 0 ? (
        <p>{t("profile.permitsNone")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {loaderData.permits.map((permit) => (
            <li key={permit.id} className="p-3">
              <AppLink to={href(`/profile/licenses/${permit.id}`)} className="font-medium text-brand-800 underline">
                {permit.series ?? ""}
                {permit.number}
              </AppLink>
              <span className="block text-sm text-slate-700">
                {t(`profile.permitKinds.${permit.kind}`)} · {t("profile.permitLine", { year: permit.year, count: permit.count })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <SectionCard id="add-permit" title={t("profile.addPermit")}>
        <AddPermitForm key={`add-permit-${newest}`} reply={actionData} />
      </SectionCard>
    </div>
  );
}

function AddPermitForm({ reply }: { reply: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const label = usePermitLabels();
  const { form, fields, pending, formProps, summary } = usePageForm("add-permit", permitFormSchema, reply);
  return (
    <Form method="post" {...formProps} className="space-y-5">
      <ErrorSummary form={form} summary={summary} fields={permitSummaryFields(fields, label)} />
      <PermitFormFields fields={fields} />
      <SubmitButton pending={pending}>{t("profile.permitForm.save")}</SubmitButton>
    </Form>
  );
}
