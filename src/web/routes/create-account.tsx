/**
 * /create-account: choose an account type, give an e-mail or a phone and a password, accept the
 * privacy policy, the service rules and personal-data processing, pass the bot check. A code goes
 * to the e-mail (or by SMS when only a phone is given); /register takes it.
 */
import { Trans, useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { ACCOUNT_TYPES } from "../../domain/account-types.ts";
import { registerSchema } from "../../domain/accounts.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { botCheckHeaders, botQuestion, submitForm } from "../forms/api-submission.server.ts";
import { BotCheckField } from "../forms/bot-check-field.tsx";
import { CheckboxField, ErrorSummary, RadioGroup, SubmitButton, TextField } from "../forms/form-fields.tsx";
import { NewPasswordFields } from "../forms/account-fields.tsx";
import { FormPage } from "../forms/form-page.tsx";
import { phoneCodeChoice, toE164 } from "../forms/phone-codes.server.ts";
import { PhoneFields } from "../forms/phone-fields.tsx";
import { lazyCheck } from "../forms/form-check.ts";
import { useCheckedForm } from "../forms/use-checked-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { rememberPendingLogin } from "../pending-login.server.ts";
import { getViewer } from "../viewer.server.ts";
import type { Route } from "./+types/create-account";

// The form's schema (and zod) load when the visitor starts on the form; the action checks it at once.
const registerCheck = lazyCheck(() => import("../../domain/accounts.ts").then((m) => m.registerSchema));

export async function loader({ context }: Route.LoaderArgs) {
  const web = getWeb(context);
  if (await getViewer(web)) throw redirect(localizePath("/profile/details", web.locale));
  return { botQuestion: await botQuestion(web.api), phoneCodes: phoneCodeChoice(web.locale) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), registerSchema, async (value, botCheck) => {
    await web.api.post("/auth/register", value, { headers: botCheckHeaders(botCheck) });
    return value.email ?? toE164(value) ?? "";
  });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, localizePath("/register", web.locale), "auth.codeSent", await rememberPendingLogin(outcome.value, web.secureCookies));
}

export const handle = { features: ["auth", "botCheck", "botQuestion"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function CreateAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { form, fields, pending, formProps, summary } = useCheckedForm("create-account", registerCheck, actionData, {
    phone_code: loaderData.phoneCodes.defaultCode,
  });
  const link = (path: string) => <AppLink to={href(path)} className="text-brand-800 underline" target="_blank" />;
  return (
    <FormPage
      title={t("pages.createAccount")}
      intro={<p>{t("auth.form.createAccountIntro")}</p>}
      aside={
        <p>
          {t("auth.form.haveAccount")}{" "}
          <AppLink to={href("/login")} className="text-brand-800 underline">
            {t("nav.login")}
          </AppLink>
        </p>
      }
    >
      <Form method="post" {...formProps} className="space-y-5">
        <ErrorSummary
          form={form}
          summary={summary}
          fields={[
            // The field's name, not the question (the message is the question: "Choose an account type").
            { field: fields.account_type, label: t("fieldNames.accountType") },
            { field: fields.email, label: t("auth.form.email") },
            { field: fields.phone_code, label: t("phoneFields.code") },
            { field: fields.phone_number, label: t("phoneFields.number") },
            { field: fields.password, label: t("auth.form.password") },
            { field: fields.password_confirmation, label: t("auth.form.passwordConfirmation") },
            { field: fields.accept_privacy, label: t("auth.form.consentPrivacyShort") },
            { field: fields.accept_rules, label: t("auth.form.consentRulesShort") },
            { field: fields.accept_personal_data, label: t("auth.form.consentPersonalDataShort") },
          ]}
        />
        <RadioGroup
          field={fields.account_type}
          legend={t("auth.form.accountType")}
          options={ACCOUNT_TYPES.map((type) => ({
            value: type,
            label: t(`auth.accountTypes.${type}`),
            hint: t(`auth.accountTypeHints.${type}`),
          }))}
        />
        <TextField field={fields.email} label={t("auth.form.email")} hint={t("auth.form.emailHint")} type="email" autoComplete="email" />
        <PhoneFields code={fields.phone_code} number={fields.phone_number} legend={t("auth.form.phone")} choice={loaderData.phoneCodes} note={t("phoneFields.smsNote")} autoComplete="tel" />
        <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} label={t("auth.form.password")} />
        <CheckboxField
          field={fields.accept_privacy}
          label={<Trans i18nKey="auth.form.consentPrivacy" components={{ policy: link("/privacy") }} />}
        />
        <CheckboxField field={fields.accept_rules} label={<Trans i18nKey="auth.form.consentRules" components={{ rules: link("/terms") }} />} />
        <CheckboxField field={fields.accept_personal_data} label={t("auth.form.consentPersonalData")} />
        <BotCheckField answer={actionData} question={loaderData.botQuestion} />
        <SubmitButton pending={pending}>{t("auth.form.createAccount")}</SubmitButton>
      </Form>
    </FormPage>
  );
}
