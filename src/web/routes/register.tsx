/**
 * /register: the last step of sign-up. The 6-digit code sent to the e-mail (or phone) activates
 * the account and logs the user in; the next stop is choosing the carrier type. A new code can be
 * asked for here, once the resend pause is over (counted down in the browser).
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CODE_TTL_MINUTES, confirmSchema, resendCodeSchema } from "../../domain/accounts.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { CodeCountdown } from "../forms/code-countdown.tsx";
import { ErrorSummary, SubmitButton } from "../forms/form-fields.tsx";
import { CodeField, LoginField } from "../forms/account-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { FormPage } from "../forms/form-page.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { forgetPendingLogin, pendingCode, rememberPendingLogin } from "../pending-login.server.ts";
import type { Route } from "./+types/register";

const RESEND = "resend";

export async function loader({ request }: Route.LoaderArgs) {
  return await pendingCode(request);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  if (formData.get("intent") === RESEND) {
    const outcome = await submitForm(formData, resendCodeSchema, async (value) => {
      await web.api.post("/auth/register/resend", value);
      return value.login;
    }, { form: RESEND });
    if (!outcome.ok) return outcome.reply;
    return redirectWithFlash(web, url.pathname, "auth.codeSent", await rememberPendingLogin(outcome.value, web.secureCookies));
  }
  const outcome = await submitForm(formData, confirmSchema, (value) =>
    web.api.post("/auth/register/confirm", { ...value, device: { name: "Web" } }),
  );
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, localizePath("/profile/carrierType", web.locale), "auth.registered", await forgetPendingLogin());
}

export const handle = { features: ["auth", "codeResend"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  // A new code starts the forms afresh: no 'wrong code' left from the one before.
  return <RegisterForms key={loaderData.sentAt} {...loaderData} reply={actionData} />;
}

function RegisterForms({ login, resendInSeconds, reply }: { login: string; resendInSeconds: number; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const resendReply = reply?.form === RESEND ? reply : undefined;
  const { form, fields, pending, formProps, summary } = usePageForm("register", confirmSchema, resendReply ? undefined : reply, { login });
  const resend = usePageForm("resend", resendCodeSchema, resendReply, { login });
  const changeAddress = (
    <AppLink to={href("/create-account")} className="text-brand-800 underline">
      {t("codeResend.changeAddress")}
    </AppLink>
  );
  return (
    <FormPage
      title={t("pages.register")}
      intro={<p>{t("auth.form.codeIntro", { minutes: CODE_TTL_MINUTES })}</p>}
      aside={
        login ? (
          <div className="space-y-3">
            <CodeCountdown secondsLeft={resendInSeconds}>
              <Form method="post" {...resend.formProps} className="space-y-3">
                <ErrorSummary form={resend.form} summary={resend.summary} fields={[]} />
                <input type="hidden" name="intent" value={RESEND} />
                <input type="hidden" name={resend.fields.login.name} value={login} />
                <SubmitButton pending={resend.pending}>{t("codeResend.resend")}</SubmitButton>
              </Form>
            </CodeCountdown>
            <p>{changeAddress}</p>
          </div>
        ) : (
          <p>{changeAddress}</p>
        )
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
