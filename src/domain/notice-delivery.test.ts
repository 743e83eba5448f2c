import { describe, expect, it } from "vitest";
import {
  afterFailure,
  deliveryKey,
  FIRST_RETRY_DELAY_MS,
  MAX_DELIVERY_ATTEMPTS,
  noticeChannels,
  RETRY_DELAY_CAP_MS,
  retryDelayMs,
} from "./notice-delivery.ts";

const MINUTE = 60_000;

describe("the delay before a retry", () => {
  it.each([
    [1, 30_000],
    [2, MINUTE],
    [3, 2 * MINUTE],
    [4, 4 * MINUTE],
    [6, 16 * MINUTE],
    [7, 30 * MINUTE],
    [12, 30 * MINUTE],
  ])("after %i failed attempts is %i ms", (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });

  it("doubles from the first delay up to the cap", () => {
    expect(retryDelayMs(1)).toBe(FIRST_RETRY_DELAY_MS);
    for (let n = 1; n < 20; n += 1) expect(retryDelayMs(n + 1)).toBe(Math.min(RETRY_DELAY_CAP_MS, 2 * retryDelayMs(n)));
  });
});

describe("a failed attempt", () => {
  const now = new Date("2026-03-29T00:30:00Z");

  it("is retried after the delay until the last attempt, which gives the delivery up", () => {
    expect(afterFailure(1, now)).toEqual({ state: "pending", nextAttemptAt: new Date(now.getTime() + FIRST_RETRY_DELAY_MS) });
    expect(afterFailure(MAX_DELIVERY_ATTEMPTS - 1, now)).toEqual({
      state: "pending",
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(MAX_DELIVERY_ATTEMPTS - 1)),
    });
    expect(afterFailure(MAX_DELIVERY_ATTEMPTS, now)).toEqual({ state: "failed" });
  });
});

describe("the channels of a notice", () => {
  const all = { email: true, sms: true, push: true };
  const none = { email: false, sms: false, push: false };
  const reachable = { email: true, phone: true, push: true };

  it.each([
    ["follows the user's choice", false, { email: true, sms: false, push: true }, reachable, ["email", "push"]],
    ["never goes where the user cannot be reached", false, all, { email: false, phone: true, push: false }, ["sms"]],
    ["goes nowhere when the user chose no channel", false, none, reachable, []],
    ["goes, when urgent (the call-up), to every channel the user has, whatever they chose", true, none, reachable, ["email", "sms", "push"]],
    ["goes, when urgent, only where the user can be reached", true, none, { email: true, phone: false, push: false }, ["email"]],
  ] as const)("%s", (_name, urgent, chosen, reach, channels) => {
    expect(noticeChannels(urgent, chosen, reach)).toEqual(channels);
  });
});

describe("a delivery's idempotency key", () => {
  it("names the notice and the channel, the same at every attempt", () => {
    expect(deliveryKey(42, "sms")).toBe("notice-42-sms");
    expect(deliveryKey(42, "email")).not.toBe(deliveryKey(42, "sms"));
  });
});
