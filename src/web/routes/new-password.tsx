/** /new-password: the recovery code and a new password; every session of the account ends. */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CODE_TTL_MINUTES, newPasswordSchema } from "../../domain/accounts.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { ErrorSummary, SubmitButton } from "../forms/form-fields.tsx";
import { CodeField, LoginField, NewPasswordFields } from "../forms/account-fields.tsx";
import { FormPage } from "../forms/form-page.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { forgetPendingLogin, pendingLogin } from "../pending-login.server.ts";
import type { Route } from "./+types/new-password";

export async function loader({ request }: Route.LoaderArgs) {
  return { login: await pendingLogin(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), newPasswordSchema, (value) => web.api.post("/auth/new-password", value));
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, localizePath("/login", web.locale), "auth.passwordChanged", await forgetPendingLogin());
}

export const handle = { features: ["auth"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function NewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { form, fields, pending, formProps, summary } = usePageForm("new-password", newPasswordSchema, actionData, { login: loaderData.login });
  return (
    <FormPage
      title={t("pages.newPassword")}
      intro={<p>{t("auth.form.newPasswordIntro", { minutes: CODE_TTL_MINUTES })}</p>}
      aside={
        <AppLink to={href("/recover")} className="text-brand-800 underline">
          {t("auth.form.requestCodeAgain")}
        </AppLink>
      }
    >
      <Form method="post" {...formProps} className="space-y-5">
        <ErrorSummary
          form={form}
          summary={summary}
          fields={[
            { field: fields.login, label: t("auth.form.login") },
            { field: fields.code, label: t("auth.form.code") },
            { field: fields.password, label: t("auth.form.newPassword") },
            { field: fields.password_confirmation, label: t("auth.form.passwordConfirmation") },
          ]}
        />
        <LoginField field={fields.login} />
        <CodeField field={fields.code} />
        <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} label={t("auth.form.newPassword")} />
        <SubmitButton pending={pending}>{t("auth.form.setPassword")}</SubmitButton>
      </Form>
    </FormPage>
  );
}
