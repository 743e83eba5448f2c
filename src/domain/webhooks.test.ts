import { describe, expect, it } from "vitest";
import {
  afterWebhookFailure,
  answerExcerpt,
  isWebhookUrl,
  MAX_WEBHOOK_ATTEMPTS,
  STATUS_AFTER,
  WEBHOOK_EVENTS,
  webhookEndpointSchema,
  webhookEventOfNotice,
  webhookFormSchema,
} from "./webhooks.ts";

const MINUTE = 60_000;
const now = new Date("2026-03-29T00:30:00Z");

describe("retries", () => {
  it.each([
    [1, 1 * MINUTE],
    [2, 5 * MINUTE],
    [3, 30 * MINUTE],
    [4, 120 * MINUTE],
    [5, 360 * MINUTE],
  ])("after failed attempt %i waits %i ms", (attempts, delay) => {
    expect(afterWebhookFailure(attempts, now)).toEqual({ state: "pending", nextAttemptAt: new Date(now.getTime() + delay) });
  });

  it("gives up after the last attempt", () => {
    expect(MAX_WEBHOOK_ATTEMPTS).toBe(6);
    expect(afterWebhookFailure(6, now)).toEqual({ state: "failed" });
  });
});

describe("events", () => {
  it.each([
    ["joined", "submit", 30],
    ["called-up", "call-up", 40],
    ["confirmed", "confirm", 40],
    ["admitted", "admit", 50],
    ["passed", "pass", 60],
    ["cancelled", "cancel", 70],
    ["expired", "expire", 80],
    ["extended", "extend", 30],
    ["annulled", "annul", 90],
    ["ownership-annulled", "annul", 90],
  ] as const)("the notice %s reports %s, after which the entry is %i", (kind, event, status) => {
    expect(webhookEventOfNotice(kind)).toBe(event);
    expect(STATUS_AFTER[event]).toBe(status);
  });

  it.each(["confirm-reminder", "entry-warning", "delayed", "new-cargo", "ownership-used"])("the notice %s is no status change", (kind) => {
    expect(webhookEventOfNotice(kind)).toBeNull();
  });

  it("keeps the events chosen in the engine's order, once each, and wants one", () => {
    const schema = webhookEndpointSchema({ allowLoopbackHttp: false });
    expect(schema.parse({ url: "https://fleet.example.com/h", events: ["pass", "submit", "pass"] }).events).toEqual(["submit", "pass"]);
    expect(schema.safeParse({ url: "https://fleet.example.com/h", events: [] }).success).toBe(false);
    expect(schema.safeParse({ url: "https://fleet.example.com/h", events: ["teleport"] }).success).toBe(false);
    expect(webhookFormSchema.parse({ url: "https://fleet.example.com/h", events: "call-up" }).events).toEqual(["call-up"]);
    expect(webhookFormSchema.safeParse({ url: "https://fleet.example.com/h" }).success).toBe(false);
    expect(WEBHOOK_EVENTS).toHaveLength(9);
  });
});

describe("addresses", () => {
  it.each([
    ["https://fleet.example.com/hooks?x=1", true],
    ["https://93.184.215.14/hook", true],
    ["http://fleet.example.com/hook", false],
    ["ftp://fleet.example.com/hook", false],
    ["https://user:secret@fleet.example.com/hook", false],
    ["https://localhost/hook", false],
    ["https://printer.local/hook", false],
    ["https://db.internal/hook", false],
    ["https://intranet/hook", false],
    ["not a url", false],
    ["http://127.0.0.1:8080/hook", false],
  ])("%s is a webhook URL: %s", (url, ok) => {
    expect(isWebhookUrl(url, { allowLoopbackHttp: false })).toBe(ok);
  });

  it("lets the tests' receiver through only with the flag, and only plain http to 127.0.0.1", () => {
    expect(isWebhookUrl("http://127.0.0.1:8080/hook", { allowLoopbackHttp: true })).toBe(true);
    expect(isWebhookUrl("http://127.0.0.2:8080/hook", { allowLoopbackHttp: true })).toBe(false);
    expect(isWebhookUrl("http://localhost:8080/hook", { allowLoopbackHttp: true })).toBe(false);
  });
});

it("keeps the first 500 characters of an answer", () => {
  expect(answerExcerpt("ok")).toBe("ok");
  expect(answerExcerpt("x".repeat(500))).toHaveLength(500);
  expect(answerExcerpt("x".repeat(501))).toBe(`${"x".repeat(500)}…`);
});
