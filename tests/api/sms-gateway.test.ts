import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema.ts";
import { createHttpSms, SmsGatewayError } from "../../src/server/platform/sms.ts";
import { registration, TEST_HEADERS } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** A stand-in SMS gateway: records what it is sent, answers with `status`. */
let received: Array<{ authorization: string | undefined; idempotencyKey: string | undefined; body: { to: string; text: string } }> = [];
let status = 202;
const gateway = createServer((req: IncomingMessage, res) => {
  let raw = "";
  req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  req.on("end", () => {
    received.push({ authorization: req.headers.authorization, idempotencyKey: req.headers["idempotency-key"] as string | undefined, body: JSON.parse(raw) });
    res.writeHead(status, { "Content-Type": "application/json" }).end("{}");
  });
});
let url: string;
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
  t = await createTestApp({ SMS_URL: url, SMS_TOKEN: "gateway-secret" });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

describe("the SMS gateway (SMS_URL)", () => {
  it("carries the sign-up code of a phone-only account, and nothing goes to the outbox", async () => {
    received = [];
    const res = await t.request("/api/v3/auth/register", {
      method: "POST",
      headers: TEST_HEADERS,
      body: JSON.stringify(registration("", { email: "", phone: "+380 67 123 45 67" })),
    });
    expect(res.status).toBe(202);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ authorization: "Bearer gateway-secret", body: { to: "+380671234567" } });
    const code = /\b(\d{6})\b/.exec(received[0]!.body.text)?.[1];
    expect(code).toBeDefined();
    expect(await t.database.db.select().from(outbox)).toEqual([]);

    const confirmed = await t.request("/api/v3/auth/register/confirm", {
      method: "POST",
      headers: TEST_HEADERS,
      body: JSON.stringify({ login: "+380671234567", code }),
    });
    expect(confirmed.status).toBe(200);
  });

  it("passes a notice's idempotency key on as the Idempotency-Key header, the same when sent again", async () => {
    received = [];
    const sms = createHttpSms(url, undefined);
    await sms.send("+380671234567", "Queue joined", { idempotencyKey: "notice-7-sms" });
    await sms.send("+380671234567", "Queue joined", { idempotencyKey: "notice-7-sms" });
    await sms.send("+380671234567", "Your code");
    expect(received.map((r) => r.idempotencyKey)).toEqual(["notice-7-sms", "notice-7-sms", undefined]);
  });

  it("reports a refusal or a gateway that does not answer as an error", async () => {
    status = 500;
    await expect(createHttpSms(url, undefined).send("+380671234567", "x")).rejects.toThrow(SmsGatewayError);
    status = 202;
    await expect(createHttpSms("http://127.0.0.1:9/none", undefined).send("+380671234567", "x")).rejects.toThrow(
      /did not answer/,
    );
  });
});
