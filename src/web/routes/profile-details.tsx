/**
 * /profile/details ('My info'): the account (login, account type, carrier type), changing the
 * password (the other sessions end) and logging out on all devices. The personal details of the
 * driver come with the profiles. The notification settings: channels, and Web Push in this browser.
 */
import { useTranslation } from "react-i18next";
import { Form, useRouteLoaderData } from "react-router";
import { z } from "../../domain/zod.ts";
import { changePasswordSchema } from "../../domain/accounts.ts";
import { DEFAULT_NOTIFICATION_PREFERENCES, notificationPreferencesFormSchema, type NotificationPreferences } from "../../domain/notification-settings.ts";
import { phoneCodeSchema } from "../../domain/personal-details.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash, type FlashMessage } from "../flash.server.ts";
import { loginRedirect, submitForm } from "../forms/api-submission.server.ts";
import { NewPasswordFields } from "../forms/account-fields.tsx";
import { ErrorSummary, SubmitButton, TextField } from "../forms/form-fields.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { ApiError } from "../platform/api-client.ts";
import { routeTitleMeta } from "../page-title.ts";
import { countryOptions } from "../profile/countries.server.ts";
import { phoneCodeChoice, splitE164 } from "../forms/phone-codes.server.ts";
import { signUpVerifiedPhone } from "../../domain/phone.ts";
import { getViewer } from "../viewer.server.ts";
import { NOTIFICATIONS_FORM, NotificationSettingsSection, SAVE_NOTIFICATIONS } from "../profile/notification-settings.tsx";
import {
  CONFIRM_PHONE,
  detailsFormSchema,
  PersonalDetailsSection,
  SAVE_DETAILS,
  SEND_PHONE_CODE,
  type PersonalDetails,
} from "../profile/personal-details-section.tsx";
import type { loader as requireLoginLoader } from "./require-login.tsx";
import type { Route } from "./+types/profile-details";

const LOGOUT_EVERYWHERE = "logout-all";

export async function loader({ context }: Route.LoaderArgs) {
  const web = getWeb(context);
  const [body, preferences, push, viewer] = await Promise.all([
    web.api.get<{ data: PersonalDetails | null }>("/profile/details"),
    web.api.get<{ data: NotificationPreferences }>("/notifications/preferences"),
    web.api.get<{ data: { public_key: string | null } }>("/push/public-key"),
    getViewer(web),
  ]);
  const signUpPhone = viewer ? signUpVerifiedPhone(viewer) : null;
  return {
    details: body?.data ?? null,
    countries: countryOptions(web.locale),
    phoneCodes: phoneCodeChoice(web.locale),
    signUpPhone: signUpPhone ? splitE164(signUpPhone) : null,
    notifications: { preferences: preferences?.data ?? DEFAULT_NOTIFICATION_PREFERENCES, publicKey: push?.data.public_key ?? null },
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const page = { locale: web.locale, url };
  const done = (key: FlashMessage) => redirectWithFlash(web, url.pathname, key);
  const intent = formData.get("intent");
  if (intent === SAVE_DETAILS) {
    const outcome = await submitForm(formData, detailsFormSchema, (value) => web.api.put("/profile/details", value), { page, form: "details" });
    return outcome.ok ? done("profile.updated") : outcome.reply;
  }
  if (intent === SEND_PHONE_CODE) {
    const outcome = await submitForm(formData, z.object({}), () => web.api.post("/profile/phone-verification"), { page, form: "phone-send" });
    return outcome.ok ? done("auth.codeSent") : outcome.reply;
  }
  if (intent === CONFIRM_PHONE) {
    const outcome = await submitForm(formData, phoneCodeSchema, (value) => web.api.post("/profile/phone-verification/confirm", value), {
      page,
      form: "phone-code",
    });
    return outcome.ok ? done("profile.phoneVerified") : outcome.reply;
  }
  if (intent === SAVE_NOTIFICATIONS) {
    const outcome = await submitForm(formData, notificationPreferencesFormSchema, (value) => web.api.put("/notifications/preferences", value), {
      page,
      form: NOTIFICATIONS_FORM,
    });
    return outcome.ok ? done("notificationSettings.saved") : outcome.reply;
  }
  if (formData.get("intent") === LOGOUT_EVERYWHERE) {
    try {
      await web.api.post("/auth/logout-all");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw loginRedirect(web.locale, url);
      throw error;
    }
    return redirectWithFlash(web, localizePath("/login", web.locale), "auth.loggedOutEverywhere");
  }
  const outcome = await submitForm(formData, changePasswordSchema, (value) => web.api.put("/account/password", value), {
    page,
    form: "password",
  });
  return outcome.ok ? done("auth.passwordChanged") : outcome.reply;
}

export const handle = { features: ["notificationSettings", "auth"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function ProfileDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const viewer = useRouteLoaderData<typeof requireLoginLoader>("routes/require-login")?.viewer;
  const { form, fields, pending, formProps, summary } = usePageForm("change-password", changePasswordSchema, actionData?.form === "password" ? actionData : undefined);
  const section = "space-y-4 rounded border border-slate-200 bg-white p-5";
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.details")}</h1>
      <PersonalDetailsSection
        details={loaderData.details}
        countries={loaderData.countries}
        phoneCodes={loaderData.phoneCodes}
        signUpPhone={loaderData.signUpPhone}
        reply={actionData}
      />
      {viewer ? (
        <section aria-labelledby="account-heading" className={section}>
          <h2 id="account-heading" className="text-xl font-semibold">
            {t("profile.account")}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {viewer.email ? (
              <>
                <dt className="font-medium text-slate-700">{t("auth.form.email")}</dt>
                <dd>{viewer.email}</dd>
              </>
            ) : null}
            {viewer.phone ? (
              <>
                <dt className="font-medium text-slate-700">{t("auth.form.phone")}</dt>
                <dd>{viewer.phone}</dd>
              </>
            ) : null}
            <dt className="font-medium text-slate-700">{t("fieldNames.accountType")}</dt>
            <dd>{t(`auth.accountTypes.${viewer.account_type}`)}</dd>
            {viewer.carrier_type !== null ? (
              <>
                <dt className="font-medium text-slate-700">{t("profile.carrierType")}</dt>
                <dd>{t(`vehicleTypes.${viewer.carrier_type}`)}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <NotificationSettingsSection settings={loaderData.notifications} userId={viewer?.id} reply={actionData} />
      <section aria-labelledby="password-heading" className={section}>
        <h2 id="password-heading" className="text-xl font-semibold">
          {t("profile.changePassword")}
        </h2>
        <p className="text-sm text-slate-700">{t("profile.changePasswordNote")}</p>
        <Form method="post" {...formProps} className="space-y-5">
          <ErrorSummary
            form={form}
            summary={summary}
            fields={[
              { field: fields.current_password, label: t("auth.form.currentPassword") },
              { field: fields.password, label: t("auth.form.newPassword") },
              { field: fields.password_confirmation, label: t("auth.form.passwordConfirmation") },
            ]}
          />
          <TextField field={fields.current_password} label={t("auth.form.currentPassword")} type="password" autoComplete="current-password" />
          <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} label={t("auth.form.newPassword")} />
          <SubmitButton pending={pending}>{t("profile.changePassword")}</SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="sessions-heading" className={section}>
        <h2 id="sessions-heading" className="text-xl font-semibold">
          {t("profile.sessions")}
        </h2>
        <p className="text-sm text-slate-700">{t("profile.logoutEverywhereNote")}</p>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={LOGOUT_EVERYWHERE}
            className="rounded border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("profile.logoutEverywhere")}
          </button>
        </Form>
      </section>
    </div>
  );
}
