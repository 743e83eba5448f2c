/**
 * /register: the last step of sign-up. The 6-digit code sent to the e-mail (or phone) activates
 * the account and logs the user in; the next stop is choosing the carrier type.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CODE_RESEND_SECONDS, CODE_TTL_MINUTES, confirmSchema } from "../../domain/accounts.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { ErrorSummary, SubmitButton } from "../forms/form-fields.tsx";
import { CodeField, LoginField } from "../forms/account-fields.tsx";
import { FormPage } from "../forms/form-page.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { forgetPendingLogin, pendingLogin } from "../pending-login.server.ts";
import type { Route } from "./+types/register";

export async function loader({ request }: Route.LoaderArgs) {
  return { login: await pendingLogin(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), confirmSchema, (value) =>
    web.api.post("/auth/register/confirm", { ...value, device: { name: "Web" } }),
  );
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, localizePath("/profile/carrierType", web.locale), "auth.registered", await forgetPendingLogin());
}

export const meta = routeTitleMeta;

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { form, fields, pending, formProps, summary } = usePageForm("register", confirmSchema, actionData, { login: loaderData.login });
  return (
    <FormPage
      title={t("pages.register")}
      intro={<p>{t("auth.form.codeIntro", { minutes: CODE_TTL_MINUTES })}</p>}
      aside={
        <p>
          {t("auth.form.noCode", { seconds: CODE_RESEND_SECONDS })}{" "}
          <AppLink to={href("/create-account")} className="text-brand-800 underline">
            {t("auth.form.requestCodeAgain")}
          </AppLink>
        </p>
      }
    >
      <Form method="post" {...formProps} className="space-y-5">
        <ErrorSummary
          form={form}
          summary={summary}
          fields={[
            { field: fields.login, label: t("auth.form.login") },
            { field: fields.code, label: t("auth.form.code") },
          ]}
        />
        <LoginField field={fields.login} />
        <CodeField field={fields.code} />
        <SubmitButton pending={pending}>{t("auth.form.confirm")}</SubmitButton>
      </Form>
    </FormPage>
  );
}

