/** /profile/licenses/{id}: one of the user's permits, to change or remove (another user's is not found). */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { localizePath } from "../../domain/locale-routing.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { removeOwn, submitForm } from "../forms/api-submission.server.ts";
import { ErrorSummary, SubmitButton } from "../forms/form-fields.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { loadItem } from "../load-item.server.ts";
import { permitDefaults, PermitFormFields, permitFormSchema, permitSummaryFields, usePermitLabels, type Permit } from "../profile/permit-form.tsx";
import type { Route } from "./+types/profile-license";
import { SectionCard } from "../components/section-card.tsx";

const REMOVE = "remove";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { permit: await loadItem<Permit>(getWeb(context).api, `/profile/permits/${encodeURIComponent(params.id)}`) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const path = `/profile/permits/${encodeURIComponent(params.id)}`;
  const list = localizePath("/profile/licenses", web.locale);
  const page = { locale: web.locale, url };
  if (formData.get("intent") === REMOVE) {
    await removeOwn(web.api, path, page);
    return redirectWithFlash(web, list, "profile.permitRemoved");
  }
  const outcome = await submitForm(formData, permitFormSchema, (value) => web.api.put(path, value), { page });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, list, "profile.permitSaved");
}

export const meta = routeTitleMeta;

export default function ProfileLicense({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const label = usePermitLabels();
  const { permit } = loaderData;
  const { form, fields, pending, formProps, summary } = usePageForm(`permit-${permit.id}`, permitFormSchema, actionData, permitDefaults(permit));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <AppLink to={href("/profile/licenses")} className="text-brand-800 underline">
        {t("profile.allPermits")}
      </AppLink>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {t("pages.license")} {permit.series ?? ""}
        {permit.number}
      </h1>
      <SectionCard id="edit-permit" title={t("profile.editPermit")}>
        <Form method="post" {...formProps} className="space-y-5">
          <ErrorSummary form={form} summary={summary} fields={permitSummaryFields(fields, label)} />
          <PermitFormFields fields={fields} />
          <SubmitButton pending={pending}>{t("profile.permitForm.saveChanges")}</SubmitButton>
        </Form>
      </SectionCard>
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value={REMOVE}
          className="rounded border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
        >
          {t("profile.removePermit")}
        </button>
      </Form>
    </div>
  );
}
