/**
 * /profile/carrierType: what the user carries (trucks, buses or cars), chosen once after sign-up.
 * Refused once a type is set (SPEC §6): the user goes on to their profile.
 */
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { carrierTypeSchema } from "../../domain/accounts.ts";
import { VEHICLE_TYPES } from "../../domain/codes.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { ErrorSummary, RadioGroup, SubmitButton } from "../forms/form-fields.tsx";
import { FormPage } from "../forms/form-page.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { safeRedirectTarget } from "../platform/redirect-target.ts";
import { requireViewer } from "../viewer.server.ts";
import type { Route } from "./+types/carrier-type";

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const viewer = await requireViewer(web, url);
  if (viewer.carrier_type !== null) throw redirect(localizePath("/profile/details", web.locale));
  return { redirectTo: safeRedirectTarget(url.searchParams.get("redirectTo"), localizePath("/profile/details", web.locale)) };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const outcome = await submitForm(formData, carrierTypeSchema, (value) => web.api.put("/profile/carrier-type", value), {
    page: { locale: web.locale, url },
  });
  if (!outcome.ok) return outcome.reply;
  const target = safeRedirectTarget(formData.get("redirectTo"), localizePath("/profile/details", web.locale));
  return redirectWithFlash(web, target, "profile.updated");
}

export const meta = routeTitleMeta;

export default function CarrierType({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = usePageForm("carrier-type", carrierTypeSchema, actionData);
  return (
    <FormPage title={t("pages.carrierType")} intro={<p>{t("profile.carrierTypeIntro")}</p>}>
      <Form method="post" {...formProps} className="space-y-5">
        <ErrorSummary form={form} summary={summary} fields={[{ field: fields.carrier_type, label: t("profile.carrierType") }]} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <RadioGroup
          field={fields.carrier_type}
          legend={t("profile.carrierType")}
          options={VEHICLE_TYPES.map((type) => ({
            value: String(type),
            label: t(`vehicleTypes.${type}`),
            hint: t(`profile.carrierTypeHints.${type}`),
          }))}
        />
        <SubmitButton pending={pending}>{t("common.continue")}</SubmitButton>
      </Form>
    </FormPage>
  );
}
