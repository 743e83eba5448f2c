/**
 * Turning Web Push on or off in this browser (JavaScript only), under 'Notifications' on
 * /profile/details and on a queue entry's page. A module of its own so that the entry page does not
 * load the profile's form code with it.
 */
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../components/api-client-provider.tsx";
import { useHydrated } from "../components/use-hydrated.ts";
import { browserPush, readPushState, turnOffPush, turnOnPush, type PushServer, type PushState } from "../platform/push-subscription.ts";

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
