/**
 * /service-by-countries/create: an operator applies to connect a waiting area (company, contact
 * person, e-mail, phone, the area's details and services). Works before JavaScript loads (a plain
 * POST to the action), checked with the API's schema, bot check; on success an acknowledgement goes
 * by mail and the list page says "application submitted".
 */
import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { localizePath } from "../../domain/locale-routing.ts";
import type { LocalizedText } from "../../domain/locales.ts";
import { waitingAreaApplicationSchema } from "../../domain/waiting-area-application.ts";
import { APPLICATION_COMMENT_MAX, WAITING_AREA_SERVICES } from "../../domain/waiting-areas.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { botCheckHeaders, botQuestion, submitForm } from "../forms/api-submission.server.ts";
import { BotCheckField } from "../forms/bot-check-field.tsx";
import { lazyCheck } from "../forms/form-check.ts";
import { ErrorSummary, FieldError, SelectField, SubmitButton, TextAreaField, TextField } from "../forms/form-fields.tsx";
import { FormPage } from "../forms/form-page.tsx";
import { useCheckedForm } from "../forms/use-checked-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { ServiceIcon } from "../waiting-areas/service-icon.tsx";
import type { Route } from "./+types/service-by-countries-create";

// The form's schema (and zod) load when the visitor starts on the form; the action checks it at once.
const applicationCheck = lazyCheck(() => import("../../domain/waiting-area-application.ts").then((m) => m.waitingAreaApplicationSchema));

interface CheckpointChoice {
  id: number;
  name: LocalizedText;
  foreign_name: LocalizedText;
}

export async function loader({ context }: Route.LoaderArgs) {
  const web = getWeb(context);
  const [question, found] = await Promise.all([botQuestion(web.api), web.api.get<{ data: CheckpointChoice[] }>("/checkpoints")]);
  const checkpoints = (found?.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name[web.locale]} – ${c.foreign_name[web.locale]}` }));
  return { botQuestion: question, checkpoints };
}

export async function action({ context, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), waitingAreaApplicationSchema, async (value, botCheck) => {
    await web.api.post("/waiting-area-applications", value, { headers: botCheckHeaders(botCheck) });
  });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, localizePath("/service-by-countries", web.locale), "waitingAreas.applicationSubmitted");
}

export const handle = { features: ["waitingAreas", "botCheck", "botQuestion"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

type Field = FieldMetadata<unknown>;

function ServicesField({ field, legend, name }: { field: Field; legend: string; name: (service: string) => string }) {
  const inputs = getCollectionProps(field, { type: "checkbox", options: [...WAITING_AREA_SERVICES] });
  return (
    <fieldset id={field.id} tabIndex={-1} aria-describedby={field.errors?.length ? field.errorId : undefined} className="space-y-1">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <FieldError field={field} />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {inputs.map(({ key, ...input }) => (
          <label key={key} htmlFor={input.id} className="inline-flex items-center gap-2">
            <input {...input} className="size-5 accent-brand-700" />
            <ServiceIcon service={input.value as (typeof WAITING_AREA_SERVICES)[number]} />
            {name(input.value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function ServiceByCountriesCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { form, fields, pending, formProps, summary } = useCheckedForm("waiting-area-application", applicationCheck, actionData);
  return (
    <FormPage title={t("pages.serviceByCountriesCreate")} intro={<p>{t("waitingAreas.formIntro")}</p>}>
      <Form method="post" {...formProps} className="space-y-5">
        <ErrorSummary
          form={form}
          summary={summary}
          fields={[
            { field: fields.company, label: t("waitingAreas.company") },
            { field: fields.contact_person, label: t("waitingAreas.contactPerson") },
            { field: fields.email, label: t("waitingAreas.email") },
            { field: fields.phone, label: t("waitingAreas.phone") },
            { field: fields.area_name, label: t("waitingAreas.areaName") },
            { field: fields.address, label: t("waitingAreas.areaAddress") },
            { field: fields.highway, label: t("waitingAreas.areaHighway") },
            { field: fields.checkpoint_id, label: t("waitingAreas.areaCheckpoint") },
            { field: fields.parking_spaces, label: t("waitingAreas.areaParking") },
            { field: fields.services, label: t("waitingAreas.areaServices") },
            { field: fields.comment, label: t("waitingAreas.comment") },
          ]}
        />
        <TextField field={fields.company} label={t("waitingAreas.company")} autoComplete="organization" />
        <TextField field={fields.contact_person} label={t("waitingAreas.contactPerson")} autoComplete="name" />
        <TextField field={fields.email} label={t("waitingAreas.email")} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={t("waitingAreas.phone")} hint={t("waitingAreas.phoneHint")} type="tel" autoComplete="tel" />
        <fieldset className="space-y-5 border-t border-slate-200 pt-4">
          <legend className="text-xl font-semibold">{t("waitingAreas.areaDetails")}</legend>
          <TextField field={fields.area_name} label={t("waitingAreas.areaName")} />
          <TextField field={fields.address} label={t("waitingAreas.areaAddress")} autoComplete="street-address" />
          <TextField field={fields.highway} label={t("waitingAreas.areaHighway")} hint={t("waitingAreas.areaHighwayHint")} />
          <SelectField field={fields.checkpoint_id} label={t("waitingAreas.areaCheckpoint")} placeholder={t("waitingAreas.chooseCheckpoint")} options={loaderData.checkpoints} />
          <TextField field={fields.parking_spaces} label={t("waitingAreas.areaParking")} inputMode="numeric" />
          <ServicesField field={fields.services} legend={t("waitingAreas.areaServices")} name={(service) => t(`waitingAreas.service.${service}`)} />
          <TextAreaField field={fields.comment} label={t("waitingAreas.comment")} rows={4} maxLength={APPLICATION_COMMENT_MAX} />
        </fieldset>
        <BotCheckField answer={actionData} question={loaderData.botQuestion} />
        <SubmitButton pending={pending}>{t("waitingAreas.submit")}</SubmitButton>
      </Form>
      <p className="text-sm">
        <AppLink to={href("/service-by-countries/api")} className="text-brand-800 underline underline-offset-2">
          {t("waitingAreas.apiLink")}
        </AppLink>
      </p>
    </FormPage>
  );
}
