/**
 * 'Notifications' on /profile/details: the channels the user gets notices by (a plain form, which
 * works before JavaScript loads; the route's action answers its intent), and turning Web Push on or
 * off in this browser (JavaScript only).
 */
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { notificationPreferencesFormSchema, type NotificationPreferences } from "../../domain/notification-settings.ts";
import { useApi } from "../components/api-client-provider.tsx";
import { useHydrated } from "../components/use-hydrated.ts";
import { CheckboxField, ErrorSummary, SubmitButton } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { browserPush, readPushState, turnOffPush, turnOnPush, type PushServer, type PushState } from "../platform/push-subscription.ts";
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

export function BrowserNotifications({ publicKey, userId }: { publicKey: string | null; userId: number | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const hydrated = useHydrated();
  const [state, setState] = useState<PushState | "checking">("checking");
  const [activity, setActivity] = useState<"idle" | "working" | "failed">("idle");
  const server = useMemo<PushServer>(
    () => ({
      publicKey,
      // This section says what went wrong; no toast on top.
      save: async (subscription) => (await api()).post("/push-subscriptions", subscription, { toastErrors: false }),
      remove: async (endpoint) => (await api()).delete("/push-subscriptions", { body: { endpoint }, toastErrors: false }),
    }),
    [api, publicKey],
  );

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    readPushState(browserPush(), server, userId).then(
      (next) => live && setState(next),
      () => {
        if (!live) return;
        setState("off");
        setActivity("failed");
      },
    );
    return () => {
      live = false;
    };
  }, [server, userId]);

  const change = (action: () => Promise<PushState>) => {
    if (activity === "working") return;
    setActivity("working");
    action().then(
      (next) => {
        setState(next);
        setActivity("idle");
      },
      () => setActivity("failed"),
    );
  };
  // Called straight from the click: browsers ask for permission only during the user's gesture.
  const toggle = () =>
    change(state === "on" ? () => turnOffPush(browserPush(), server) : () => turnOnPush(browserPush(), server, userId!));

  const messages: Record<PushState | "checking", string> = {
    checking: "",
    unsupported: t("notificationSettings.browser.unsupported"),
    unavailable: t("notificationSettings.browser.unavailable"),
    blocked: t("notificationSettings.browser.blocked"),
    off: t("notificationSettings.browser.off"),
    on: t("notificationSettings.browser.on"),
  };
  const message =
    activity === "working"
      ? t("notificationSettings.browser.working")
      : activity === "failed"
        ? t("notificationSettings.browser.failed")
        : messages[state];
  const warning = activity === "failed" || (activity === "idle" && state === "blocked");
  // One button whose label follows the state, so that focus stays on it when the state changes.
  const canToggle = hydrated && userId !== undefined && (state === "on" || state === "off" || state === "blocked");
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="text-lg font-semibold">{t("notificationSettings.browser.heading")}</h3>
      <noscript>
        <p>{t("notificationSettings.browser.noScript")}</p>
      </noscript>
      <p role="status" aria-live="polite" className={warning ? "font-semibold text-red-700" : undefined}>
        {hydrated ? message : ""}
      </p>
      {canToggle ? (
        <button
          type="button"
          onClick={toggle}
          aria-disabled={activity === "working"}
          className="rounded border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus:outline-3 focus:outline-offset-2 focus:outline-accent aria-disabled:opacity-70"
        >
          {state === "on" ? t("notificationSettings.browser.turnOff") : t("notificationSettings.browser.turnOn")}
        </button>
      ) : null}
    </div>
  );
}
