import { describe, expect, it } from "vitest";
import {
  applicationServerKey,
  PUSH_OWNER_KEY,
  readPushState,
  SERVICE_WORKER_URL,
  turnOffPush,
  turnOnPush,
  type BrowserSubscription,
  type PushBrowser,
  type PushServer,
} from "./push-subscription.ts";

const KEY = "BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A";
const OTHER_KEY = "BPDx8vP09fb3-Pn6-_z9_v8AAQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSYnKCkqKywtLi8";

/** A browser with a push service: a subscription per key, a permission, storage. */
function fakeBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission; subscribedWith?: string } = {}) {
  const log: string[] = [];
  let permission = options.permission ?? "default";
  let current: BrowserSubscription | null = null;
  const subscription = (key: Uint8Array, endpoint: string): BrowserSubscription => ({
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: "p256dh", auth: "auth" } }),
    unsubscribe: async () => {
      log.push(`unsubscribe ${endpoint}`);
      current = null;
      return true;
    },
  });
  if (options.subscribedWith) current = subscription(applicationServerKey(options.subscribedWith), "https://push.example/old");
  let registered = options.subscribedWith !== undefined;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async ({ applicationServerKey: key }: { applicationServerKey: Uint8Array<ArrayBuffer> }) => {
        log.push("subscribe");
        current = subscription(key, "https://push.example/new");
        return current;
      },
    },
  };
  const store = new Map<string, string>();
  const browser: PushBrowser = {
    serviceWorker: {
      register: async (url, { scope }) => {
        log.push(`register ${url} ${scope}`);
        registered = true;
      },
      getRegistration: async () => (registered ? registration : undefined),
      get ready() {
        return Promise.resolve(registration);
      },
    },
    notification: {
      get permission() {
        return permission;
      },
      requestPermission: async () => {
        log.push("ask");
        permission = options.answer ?? "granted";
        return permission;
      },
    },
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
  };
  return { browser, log, store };
}

function fakeServer(publicKey: string | null = KEY) {
  const calls: string[] = [];
  const server: PushServer = {
    publicKey,
    save: async (subscription) => calls.push(`save ${subscription.endpoint}`),
    remove: async (endpoint) => calls.push(`remove ${endpoint}`),
  };
  return { server, calls };
}

describe("the VAPID key", () => {
  it("is decoded from base64url, padded or not", () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect([...bytes.slice(0, 4)]).toEqual([4, 1, 2, 3]);
    expect(bytes.at(-2)).toBe(0x3f);
    expect(applicationServerKey(`${KEY}=`)).toEqual(bytes);
  });
});

describe("turning notifications on", () => {
  it("asks first, then registers the service worker, subscribes with the key and tells the API", async () => {
    const { browser, log, store } = fakeBrowser();
    const { server, calls } = fakeServer();
    expect(await turnOnPush(browser, server, 7)).toBe("on");
    expect(log).toEqual(["ask", `register ${SERVICE_WORKER_URL} /`, "subscribe"]);
    expect(calls).toEqual(["save https://push.example/new"]);
    expect(store.get(PUSH_OWNER_KEY)).toBe("7 https://push.example/new");
  });

  it("stops when the user refuses or dismisses the question", async () => {
    const refused = fakeBrowser({ answer: "denied" });
    expect(await turnOnPush(refused.browser, fakeServer().server, 7)).toBe("blocked");
    const dismissed = fakeBrowser({ answer: "default" });
    expect(await turnOnPush(dismissed.browser, fakeServer().server, 7)).toBe("off");
    expect([...refused.log, ...dismissed.log]).toEqual(["ask", "ask"]);
  });

  it("replaces a subscription made with another key", async () => {
    const { browser, log } = fakeBrowser({ permission: "granted", subscribedWith: OTHER_KEY });
    const { server, calls } = fakeServer();
    expect(await turnOnPush(browser, server, 7)).toBe("on");
    expect(log).toEqual([`register ${SERVICE_WORKER_URL} /`, "unsubscribe https://push.example/old", "subscribe"]);
    expect(calls).toEqual(["save https://push.example/new"]);
  });

  it("is impossible without browser support or server keys", async () => {
    const { browser } = fakeBrowser();
    expect(await turnOnPush({ ...browser, serviceWorker: undefined }, fakeServer().server, 7)).toBe("unsupported");
    expect(await turnOnPush(browser, fakeServer(null).server, 7)).toBe("unavailable");
  });
});

describe("the state on a page", () => {
  it("is on with a subscription of the current key, registered again for another user of the browser", async () => {
    const { browser, store } = fakeBrowser({ permission: "granted", subscribedWith: KEY });
    const { server, calls } = fakeServer();
    store.set(PUSH_OWNER_KEY, "7 https://push.example/old");
    expect(await readPushState(browser, server, 7)).toBe("on");
    expect(calls).toEqual([]);
    expect(await readPushState(browser, server, 8)).toBe("on");
    expect(calls).toEqual(["save https://push.example/old"]);
    expect(store.get(PUSH_OWNER_KEY)).toBe("8 https://push.example/old");
  });

  it.each([
    ["without a subscription", { permission: "granted" as const }, "off"],
    ["with a subscription of an old key", { permission: "granted" as const, subscribedWith: OTHER_KEY }, "off"],
    ["when the user blocked notifications", { permission: "denied" as const, subscribedWith: KEY }, "blocked"],
  ])("is %s", async (_, options, state) => {
    expect(await readPushState(fakeBrowser(options).browser, fakeServer().server, 7)).toBe(state);
  });
});

describe("turning notifications off", () => {
  it("tells the API, then unsubscribes", async () => {
    const { browser, log, store } = fakeBrowser({ permission: "granted", subscribedWith: KEY });
    const { server, calls } = fakeServer();
    store.set(PUSH_OWNER_KEY, "7 https://push.example/old");
    expect(await turnOffPush(browser, server)).toBe("off");
    expect(calls).toEqual(["remove https://push.example/old"]);
    expect(log).toEqual(["unsubscribe https://push.example/old"]);
    expect(store.has(PUSH_OWNER_KEY)).toBe(false);
  });
});
