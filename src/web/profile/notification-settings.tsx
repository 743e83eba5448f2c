/**
 * 'Notifications' on /profile/details: the channels the user gets notices by (a plain form, which
 * works before JavaScript loads; the route's action answers its intent), and turning Web Push on or
 * off in this browser (browser-notifications.tsx).
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { notificationPreferencesFormSchema, type NotificationPreferences } from "../../domain/notification-settings.ts";
import { CheckboxField, ErrorSummary, SubmitButton } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { BrowserNotifications } from "./browser-notifications.tsx";
import { SectionCard } from "../components/section-card.tsx";

export const SAVE_NOTIFICATIONS = "save-notifications";
export const NOTIFICATIONS_FORM = "notifications";

export interface NotificationSettings {
  preferences: NotificationPreferences;
  /** The VAPID public key; null when the portal sends no Web Push. */
  publicKey: string | null;
}

export function NotificationSettingsSection({
  settings,
  userId,
  reply,
}: {
  settings: NotificationSettings;
  userId: number | undefined;
  reply: FormReply | undefined;
}) {
  const { t } = useTranslation();
  const { preferences } = settings;
  const ticked = (on: boolean) => (on ? "on" : undefined);
  const { form, fields, pending, formProps, summary } = usePageForm(
    NOTIFICATIONS_FORM,
    notificationPreferencesFormSchema,
    reply?.form === NOTIFICATIONS_FORM ? reply : undefined,
    { email: ticked(preferences.email), sms: ticked(preferences.sms), push: ticked(preferences.push) },
  );
  const label = {
    email: t("notificationSettings.email"),
    sms: t("notificationSettings.sms"),
    push: t("notificationSettings.push"),
  };
  return (
    <SectionCard id="notifications" title={t("notificationSettings.heading")}>
      <p className="text-sm text-slate-700">{t("notificationSettings.intro")}</p>
      <Form method="post" {...formProps} className="space-y-4">
        <ErrorSummary
          form={form}
          summary={summary}
          fields={(Object.keys(label) as Array<keyof typeof label>).map((name) => ({ field: fields[name], label: label[name] }))}
        />
        <input type="hidden" name="intent" value={SAVE_NOTIFICATIONS} />
        <fieldset className="space-y-2" aria-describedby="notifications-push-hint">
          <legend className="mb-1 font-semibold">{t("notificationSettings.channels")}</legend>
          <CheckboxField field={fields.email} label={label.email} />
          <CheckboxField field={fields.sms} label={label.sms} />
          <CheckboxField field={fields.push} label={label.push} />
          <p id="notifications-push-hint" className="text-sm text-slate-700">
            {t("notificationSettings.pushHint")}
          </p>
        </fieldset>
        <SubmitButton pending={pending}>{t("notificationSettings.save")}</SubmitButton>
      </Form>
      <BrowserNotifications publicKey={settings.publicKey} userId={userId} />
    </SectionCard>
  );
}
