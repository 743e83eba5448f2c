/**
 * Web Push in this browser: whether it can be on, turning it on (permission, the service worker
 * /sw.js, a subscription with the portal's VAPID key, registered with the API) and off. The
 * browser's objects and the API calls come in as arguments.
 */

export type PushState =
  /** No service worker, Push API or notifications here. */
  | "unsupported"
  /** The portal sends no Web Push (no keys). */
  | "unavailable"
  /** The user refused notifications for the site. */
  | "blocked"
  | "off"
  | "on";

export const SERVICE_WORKER_URL = "/sw.js";
/** Which user this browser's subscription was last registered for (`<user id> <endpoint>`). */
export const PUSH_OWNER_KEY = "pushSubscriptionOwner";

/** The parts of a browser's PushSubscription used here. */
export interface BrowserSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

interface PushRegistration {
  pushManager: {
    getSubscription(): Promise<BrowserSubscription | null>;
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }): Promise<BrowserSubscription>;
  };
}

export interface PushBrowser {
  /** `navigator.serviceWorker`, when the browser has it and the Push API. */
  serviceWorker:
    | {
        register(url: string, options: { scope: string }): Promise<unknown>;
        getRegistration(scope: string): Promise<PushRegistration | undefined>;
        readonly ready: Promise<PushRegistration>;
      }
    | undefined;
  /** `window.Notification`, when present. */
  notification: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> } | undefined;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

export interface PushServer {
  /** The VAPID public key (base64url), or null when the portal sends no Web Push. */
  publicKey: string | null;
  /** POST /push-subscriptions */
  save(subscription: PushSubscriptionJSON): Promise<unknown>;
  /** DELETE /push-subscriptions */
  remove(endpoint: string): Promise<unknown>;
}

/** The VAPID public key as `applicationServerKey` wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.length) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, i) => byte === expected[i]);
}

const ownerOf = (userId: number, subscription: BrowserSubscription) => `${userId} ${subscription.endpoint}`;

/** Storage failures (private mode, quota) only mean the subscription is registered again next time. */
function recordOwner(storage: PushBrowser["storage"], owner: string | null) {
  try {
    if (owner === null) storage.removeItem(PUSH_OWNER_KEY);
    else storage.setItem(PUSH_OWNER_KEY, owner);
  } catch {
    // see above
  }
}

function recordedOwner(storage: PushBrowser["storage"]): string | null {
  try {
    return storage.getItem(PUSH_OWNER_KEY);
  } catch {
    return null;
  }
}

function refusal(browser: PushBrowser, server: PushServer): PushState | null {
  if (!browser.serviceWorker || !browser.notification) return "unsupported";
  if (server.publicKey === null) return "unavailable";
  if (browser.notification.permission === "denied") return "blocked";
  return null;
}

/**
 * Whether notifications are on in this browser for `userId`. A subscription another account of this
 * browser registered is registered again for this one (the API moves it), so that the person now
 * logged in gets the notices.
 */
export async function readPushState(browser: PushBrowser, server: PushServer, userId: number): Promise<PushState> {
  const refused = refusal(browser, server);
  if (refused) return refused;
  const registration = await browser.serviceWorker!.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  const granted = browser.notification!.permission === "granted";
  // A subscription made with another key (the portal's keys changed) no longer receives anything.
  if (!subscription || !granted || !sameKey(subscription.options.applicationServerKey, applicationServerKey(server.publicKey!))) return "off";
  if (recordedOwner(browser.storage) !== ownerOf(userId, subscription)) {
    await server.save(subscription.toJSON());
    recordOwner(browser.storage, ownerOf(userId, subscription));
  }
  return "on";
}

/** Asks for permission first, while the click still counts as the user's gesture (Safari requires it). */
export async function turnOnPush(browser: PushBrowser, server: PushServer, userId: number): Promise<PushState> {
  if (!browser.serviceWorker || !browser.notification) return "unsupported";
  if (server.publicKey === null) return "unavailable";
  const { notification, serviceWorker } = browser;
  const permission = notification.permission === "granted" ? "granted" : await notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off"; // the question was dismissed
  await serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
  const registration = await serviceWorker.ready;
  const key = applicationServerKey(server.publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await server.save(subscription.toJSON());
  recordOwner(browser.storage, ownerOf(userId, subscription));
  return "on";
}

/** The API forgets this browser first, so that a failure leaves it on rather than half off. */
export async function turnOffPush(browser: PushBrowser, server: PushServer): Promise<PushState> {
  const registration = await browser.serviceWorker?.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await server.remove(subscription.endpoint);
    await subscription.unsubscribe();
  }
  recordOwner(browser.storage, null);
  return "off";
}

/** This browser's objects (call in the browser only). */
export function browserPush(): PushBrowser {
  const supported = "serviceWorker" in navigator && "PushManager" in window;
  let storage: PushBrowser["storage"];
  try {
    storage = window.localStorage;
  } catch {
    storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
  return {
    serviceWorker: supported ? navigator.serviceWorker : undefined,
    notification: "Notification" in window ? window.Notification : undefined,
    storage,
  };
}
