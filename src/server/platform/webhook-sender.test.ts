import { createHmac } from "node:crypto";
import { networkInterfaces } from "node:os";
import { expect, it } from "vitest";
import { signedContent } from "../../domain/webhooks.ts";
import { createWebhookSender, webhookNetwork, webhookSignature } from "./webhook-sender.ts";

it("signs the timestamp and the body with HMAC-SHA256, hex, after sha256=", () => {
  const expected = createHmac("sha256", "whsec_k").update('1764165600.{"id":"evt_1"}').digest("hex");
  expect(signedContent(1764165600, '{"id":"evt_1"}')).toBe('1764165600.{"id":"evt_1"}');
  expect(webhookSignature("whsec_k", 1764165600, '{"id":"evt_1"}')).toBe(`sha256=${expected}`);
});

it("refuses the server's own addresses even where the rule would allow them", () => {
  const everything = { resolve: () => Promise.resolve([]), allowAddress: () => true };
  const network = webhookNetwork(everything);
  const own = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []).map((entry) => entry.address);
  expect(own.length).toBeGreaterThan(0);
  for (const address of own) expect(network.allowAddress(address)).toBe(false);
  expect(network.allowAddress("93.184.215.14")).toBe(!own.includes("93.184.215.14"));
});

it("posts nothing to an address literal that is not public, nor over plain http", async () => {
  const sender = createWebhookSender({ allowLoopbackHttp: false, userAgent: "test" });
  const now = new Date();
  for (const url of ["https://10.1.2.3/h", "https://[::1]/h", "https://169.254.169.254/h", "http://93.184.215.14/h", "http://127.0.0.1:9/h"]) {
    expect(await sender.send({ url, id: "evt_1", body: "{}", secret: "s" }, now)).toMatchObject({ status: null, notPublic: true });
  }
  expect(await sender.check("https://10.1.2.3/h")).toBe("not-public");
  expect(await sender.check("http://127.0.0.1:9/h")).toBe("not-public");
});
