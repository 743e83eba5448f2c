/** /login: e-mail or phone and password, with the bot check; back to `?redirectTo=` afterwards. */
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { loginSchema } from "../../domain/accounts.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { botCheckHeaders, botQuestion, submitForm } from "../forms/api-submission.server.ts";
import { BotCheckField } from "../forms/bot-check-field.tsx";
import { ErrorSummary, SubmitButton, TextField } from "../forms/form-fields.tsx";
import { LoginField } from "../forms/account-fields.tsx";
import { FormPage } from "../forms/form-page.tsx";
import { lazyCheck } from "../forms/form-check.ts";
import { useCheckedForm } from "../forms/use-checked-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { safeRedirectTarget } from "../platform/redirect-target.ts";
import { getViewer } from "../viewer.server.ts";
import type { Route } from "./+types/login";

const afterLogin = (target: unknown, locale: Parameters<typeof localizePath>[1]) =>
  safeRedirectTarget(target, localizePath("/profile/details", locale));

// The form's schema (and zod) load when the visitor starts on the form; the action checks it at once.
const loginCheck = lazyCheck(() => import("../../domain/accounts.ts").then((m) => m.loginSchema));

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const redirectTo = afterLogin(url.searchParams.get("redirectTo"), web.locale);
  if (await getViewer(web)) throw redirect(redirectTo);
  return { redirectTo, botQuestion: await botQuestion(web.api) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const outcome = await submitForm(formData, loginSchema, (value, botCheck) =>
    web.api.post("/auth/login", value, { headers: botCheckHeaders(botCheck) }),
  );
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, afterLogin(formData.get("redirectTo"), web.locale), "auth.loggedIn");
}

export const handle = { features: ["auth", "botCheck", "botQuestion"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { form, fields, pending, formProps, summary } = useCheckedForm("login", loginCheck, actionData);
  return (
    <FormPage
      title={t("pages.login")}
      aside={
        <ul className="space-y-2">
          <li>
            <AppLink to={href("/recover")} className="text-brand-800 underline">
              {t("auth.form.forgotPassword")}
            </AppLink>
          </li>
          <li>
            {t("auth.form.noAccount")}{" "}
            <AppLink to={href("/create-account")} className="text-brand-800 underline">
              {t("nav.register")}
            </AppLink>
          </li>
        </ul>
      }
    >
      <Form method="post" {...formProps} className="space-y-5">
        <ErrorSummary
          form={form}
          summary={summary}
          fields={[
            { field: fields.login, label: t("auth.form.login") },
            { field: fields.password, label: t("auth.form.password") },
          ]}
        />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <LoginField field={fields.login} />
        <TextField field={fields.password} label={t("auth.form.password")} type="password" autoComplete="current-password" />
        <BotCheckField answer={actionData} question={loaderData.botQuestion} />
        <SubmitButton pending={pending}>{t("auth.form.logIn")}</SubmitButton>
      </Form>
    </FormPage>
  );
}
