/**
 * The portal's service worker: it shows Web Push notifications and opens the portal when one is
 * clicked. Nothing else: no caching, no fetch handler, nothing loaded from elsewhere.
 *
 * A message is the JSON the server sends (src/server/platform/web-push.ts):
 * {title, body, url, urgent, tag}. An urgent one (a call-up, a deadline) stays on screen until the
 * user acts and alerts again when it replaces one with the same tag.
 */
"use strict";

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

/** The message, or a plain one when the payload cannot be read (a push must always show something). */
function readMessage(data) {
  try {
    const message = data ? data.json() : null;
    if (message && typeof message.title === "string") return message;
  } catch {
    // falls through to the plain message
  }
  return { title: "eQueue", body: "", url: "/", urgent: false, tag: "" };
}

/** Only the portal's own pages are opened. */
function portalUrl(url) {
  try {
    const target = new URL(typeof url === "string" && url ? url : "/", self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + "/";
  } catch {
    return self.location.origin + "/";
  }
}

self.addEventListener("push", (event) => {
  const message = readMessage(event.data);
  const urgent = message.urgent === true;
  const tag = typeof message.tag === "string" ? message.tag : "";
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === "string" ? message.body : "",
      tag: tag || undefined,
      // renotify needs a tag; an urgent message alerts again even when it replaces an older one.
      renotify: urgent && tag !== "",
      requireInteraction: urgent,
      data: { url: portalUrl(message.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = portalUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(openPortal(url));
});

/** Focuses a tab already showing `url`, else another tab of the portal (taken to `url`), else a new one. */
async function openPortal(url) {
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = tabs.find((tab) => tab.url === url);
  if (same) return same.focus();
  const portalTab = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
  if (portalTab) {
    const focused = await portalTab.focus();
    try {
      return (await focused.navigate(url)) || focused;
    } catch {
      // a tab this worker does not control cannot be navigated: open the page beside it
    }
  }
  return self.clients.openWindow(url);
}

/**
 * The browser replaced the subscription (keys rotated or expired): register the new one for the
 * logged-in user (the session cookie goes along) and forget the old one.
 */
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const renewed =
        event.newSubscription ||
        (old && old.options && old.options.applicationServerKey
          ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: old.options.applicationServerKey })
          : null);
      const send = (method, body) =>
        fetch("/api/v3/push-subscriptions", {
          method,
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
        });
      if (renewed) await send("POST", renewed.toJSON());
      if (old && (!renewed || old.endpoint !== renewed.endpoint)) await send("DELETE", { endpoint: old.endpoint });
    })().catch(() => {}),
  );
});
