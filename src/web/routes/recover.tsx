/** /recover: a code to set a new password goes to the account's e-mail (or phone), if it exists. */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { recoverSchema } from "../../domain/accounts.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { botCheckHeaders, botQuestion, submitForm } from "../forms/api-submission.server.ts";
import { BotCheckField } from "../forms/bot-check-field.tsx";
import { ErrorSummary, SubmitButton } from "../forms/form-fields.tsx";
import { LoginField } from "../forms/account-fields.tsx";
import { FormPage } from "../forms/form-page.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { rememberPendingLogin } from "../pending-login.server.ts";
import type { Route } from "./+types/recover";

export async function loader({ context }: Route.LoaderArgs) {
  return { botQuestion: await botQuestion(getWeb(context).api) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), recoverSchema, async (value, botCheck) => {
    await web.api.post("/auth/recover", value, { headers: botCheckHeaders(botCheck) });
    return value.login;
  });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, localizePath("/new-password", web.locale), "auth.codeSent", await rememberPendingLogin(outcome.value, web.secureCookies));
}

export const handle = { features: ["auth", "botCheck", "botQuestion"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function Recover({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { form, fields, pending, formProps, summary } = usePageForm("recover", recoverSchema, actionData);
  return (
    <FormPage
      title={t("pages.recover")}
      intro={<p>{t("auth.form.recoverIntro")}</p>}
      aside={
        <AppLink to={href("/login")} className="text-brand-800 underline">
          {t("auth.form.backToLogin")}
        </AppLink>
      }
    >
      <Form method="post" {...formProps} className="space-y-5">
        <ErrorSummary form={form} summary={summary} fields={[{ field: fields.login, label: t("auth.form.login") }]} />
        <LoginField field={fields.login} />
        <BotCheckField answer={actionData} question={loaderData.botQuestion} />
        <SubmitButton pending={pending}>{t("auth.form.sendCode")}</SubmitButton>
      </Form>
    </FormPage>
  );
}
