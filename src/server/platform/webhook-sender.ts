/**
 * Posting a webhook (docs/webhooks.md): signed JSON to a URL its user chose, so never to the
 * server's own network. As for Web Push (web-push.ts), the host must be, or resolve to, public
 * addresses only: checked when the endpoint is registered, and at each delivery by the lookup of
 * the very connection that carries it (no pool), so a name that answers a public address first
 * and a private one later (DNS rebinding) gains nothing. Redirects are not followed; an attempt
 * waits 5 s at most, and only the first bytes of the answer are read.
 *
 * The tests' receiver listens on http://127.0.0.1: with `allowLoopbackHttp` (APP_ENV=test and
 * WEBHOOKS_ALLOW_LOOPBACK_HTTP only, config.ts) that one address is allowed over plain HTTP.
 */
import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { networkInterfaces } from "node:os";
import ipaddr from "ipaddr.js";
import { answerExcerpt, ANSWER_EXCERPT_CHARS, signedContent, WEBHOOK_TIMEOUT_MS } from "../../domain/webhooks.ts";
import { isAddressLiteral } from "./ip-addresses.ts";
import { checkedLookup, checkHost, DEFAULT_PUSH_NETWORK, hostOf, NotPublicAddressError, type EndpointCheck, type PushNetwork } from "./web-push.ts";

/** How webhooks reach their receivers: DNS and the addresses allowed (the same rule as Web Push's); tests give their own. */
export type WebhookNetwork = PushNetwork;

/** This machine's own addresses (every interface's), in one spelling, so that an IPv4 in IPv6 clothes is the same. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (ipaddr.isValid(entry.address)) own.add(ipaddr.process(entry.address).toString());
    }
  }
  return own;
}

/** Public addresses only, and none of this server's own (a public address of its own interfaces). */
export function webhookNetwork(base: PushNetwork = DEFAULT_PUSH_NETWORK): WebhookNetwork {
  const own = ownAddresses();
  return {
    resolve: base.resolve,
    allowAddress: (address) => base.allowAddress(address) && !own.has(ipaddr.process(address).toString()),
  };
}

export interface WebhookRequest {
  url: string;
  /** The event's id: the same at every attempt. */
  id: string;
  body: string;
  secret: string;
}

/** An answer (its status and first characters), or why there was none. */
export type WebhookOutcome = { status: number; answer: string } | { status: null; error: string; notPublic: boolean };

export interface WebhookSender {
  /** Where a URL's host leads now (see PushSender.checkEndpoint). */
  check(url: string): Promise<EndpointCheck>;
  send(request: WebhookRequest, now: Date): Promise<WebhookOutcome>;
}

/** `X-Webhook-Signature`: `sha256=` and the hex HMAC-SHA256 of "<timestamp>.<body>" with the endpoint's secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(signedContent(timestamp, body)).digest("hex")}`;
}

/** The tests' receiver: plain HTTP to 127.0.0.1, nothing else. */
const isTestReceiver = (url: URL) => url.protocol === "http:" && url.hostname === "127.0.0.1";

export function createWebhookSender(options: { allowLoopbackHttp: boolean; userAgent: string }, network: WebhookNetwork = webhookNetwork()): WebhookSender {
  const lookup = checkedLookup(network);
  return {
    check: (value) => {
      const url = URL.parse(value);
      if (url && options.allowLoopbackHttp && isTestReceiver(url)) return Promise.resolve("public");
      return checkHost(value, network);
    },
    async send({ url: value, id, body, secret }, now) {
      const url = new URL(value);
      const testReceiver = options.allowLoopbackHttp && isTestReceiver(url);
      if (url.protocol !== "https:" && !testReceiver) return { status: null, error: "only https is allowed", notPublic: true };
      const host = hostOf(url);
      if (!testReceiver && isAddressLiteral(host) && !network.allowAddress(host)) {
        return { status: null, error: `${host} is not a public address`, notPublic: true };
      }
      const timestamp = Math.floor(now.getTime() / 1000);
      const headers = {
        "content-type": "application/json",
        "user-agent": options.userAgent,
        "x-webhook-id": id,
        "x-webhook-timestamp": String(timestamp),
        "x-webhook-signature": webhookSignature(secret, timestamp, body),
      };
      try {
        return await post(url, headers, body, testReceiver ? undefined : lookup);
      } catch (error) {
        if (error instanceof NotPublicAddressError) return { status: null, error: error.message, notPublic: true };
        const message = error instanceof Error ? (error.name === "TimeoutError" || error.name === "AbortError" ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : error.message) : String(error);
        return { status: null, error: message.slice(0, ANSWER_EXCERPT_CHARS), notPublic: false };
      }
    },
  };
}

/** Posts on a connection of its own; answers the status and the answer's first characters (the rest is not read). */
function post(url: URL, headers: Record<string, string>, body: string, lookup: ReturnType<typeof checkedLookup> | undefined): Promise<{ status: number; answer: string }> {
  const client = url.protocol === "http:" ? http : https;
  const limit = ANSWER_EXCERPT_CHARS * 4 + 4;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, lookup, agent: false, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          resolve({ status: response.statusCode ?? 0, answer: answerExcerpt(Buffer.concat(chunks).toString("utf8").replace(/\uFFFD+$/, "")) });
          response.destroy();
        };
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= limit) finish();
        });
        response.on("end", finish);
        response.on("error", (error) => (chunks.length > 0 ? finish() : reject(error)));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
