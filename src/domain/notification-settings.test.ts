import { describe, expect, it } from "vitest";
import { defaultNotificationPreferences, isPublicPushHost, notificationPreferencesFormSchema, notificationPreferencesSchema, pushSubscriptionSchema } from "./notification-settings.ts";

// What Chrome's PushSubscription.toJSON() gives (keys of a real subscription's shape).
const subscription = {
  endpoint: "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH",
  keys: {
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
  },
};
const fieldsOf = (input: unknown) => {
  const result = pushSubscriptionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("a browser's push subscription", () => {
  it("is accepted as the browser gives it, with or without base64 padding", () => {
    expect(fieldsOf(subscription)).toEqual([]);
    expect(fieldsOf({ ...subscription, keys: { p256dh: `${subscription.keys.p256dh}=`, auth: `${subscription.keys.auth}==` } })).toEqual([]);
  });

  it.each([
    ["a plain http endpoint", { endpoint: "http://push.example.net/1" }, ["endpoint"]],
    ["an endpoint longer than 2000 characters", { endpoint: `https://push.example.net/${"a".repeat(1980)}` }, ["endpoint"]],
    ["a compressed or short public key", { keys: { ...subscription.keys, p256dh: `A${subscription.keys.p256dh.slice(1)}` } }, ["keys.p256dh"]],
    ["standard base64 instead of base64url", { keys: { ...subscription.keys, auth: "tBHItJI5svbpez7KI4CC+g" } }, ["keys.auth"]],
    ["no keys", { keys: undefined }, ["keys"]],
  ])("refuses %s", (_, change, fields) => {
    expect(fieldsOf({ ...subscription, ...change })).toEqual(fields);
  });
});

describe("notification preferences", () => {
  it("name every channel in the API, while the form's unticked boxes mean off", () => {
    expect(notificationPreferencesSchema.safeParse({ email: true, sms: false }).success).toBe(false);
    expect(notificationPreferencesFormSchema.parse({ sms: true })).toEqual({ email: false, sms: true, push: false });
  });
});

describe("push endpoints", () => {
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc", true],
    ["https://updates.push.services.mozilla.com/wpush/v2/x", true],
    ["https://127.0.0.1/push", false],
    ["https://10.0.0.5/push", false],
    ["https://[::1]/push", false],
    ["https://localhost/push", false],
    ["https://printer.local/push", false],
    ["https://intranet/push", false],
  ])("%s is a public push host: %s", (url, expected) => {
    expect(isPublicPushHost(url)).toBe(expected);
  });
});

describe("the channels before the user chooses", () => {
  it("tick e-mail only for an account with an e-mail", () => {
    expect(defaultNotificationPreferences({ hasEmail: true })).toEqual({ email: true, sms: true, push: true });
    expect(defaultNotificationPreferences({ hasEmail: false })).toEqual({ email: false, sms: true, push: true });
  });
});
