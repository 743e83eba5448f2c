/**
 * Web Push (RFC 8030, 8291, 8292): messages to the browsers that subscribed, encrypted for each and
 * signed with the portal's VAPID key pair. The `web-push` package encrypts and signs; the request
 * itself goes out with `fetch`.
 *
 * A subscription's endpoint names a host the browser chose, so the server could be pointed at its own
 * network: the endpoint's host must resolve to public addresses only (ip-addresses.ts), checked when
 * the subscription is registered and again at each delivery, by the lookup of the very connection
 * that carries the message (so a name that changes its answer in between, DNS rebinding, gains
 * nothing). An address literal is checked as it stands.
 *
 * The key pair comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY. Without them, production sends
 * nothing (the public key is null, so browsers are not offered to subscribe); tests make a pair in
 * memory; development makes one once and keeps it in DATA_DIR/vapid.json, so subscriptions survive a
 * restart.
 */
import { createECDH, createHash } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress } from "node:dns";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { dirname, join } from "node:path";
import type { Logger } from "pino";
import webpush from "web-push";
import { ConfigError, type Config } from "../config.ts";
import { isAddressLiteral, isPublicAddress } from "./ip-addresses.ts";

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker (public/sw.js) shows; `url` is opened when the notification is clicked. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** A call-up or a deadline: delivered at once and kept on screen until the user acts. */
  urgent: boolean;
  /** A newer message with the same tag replaces the older one, on the screen and at the push service. */
  tag: string;
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url); null when Web Push is off. */
  publicKey: string | null;
  /**
   * Where an endpoint's host leads: "public"; "not-public" when it is, or resolves to, any address
   * the server must not post to; "unresolved" when its name has no address now (delivery checks again).
   */
  checkEndpoint(endpoint: string): Promise<EndpointCheck>;
  /**
   * "gone": the push service no longer knows the subscription, or its host now leads somewhere not
   * public; the caller deletes it.
   */
  send(sub: PushSubscriptionKeys, message: PushMessage): Promise<"sent" | "gone" | "failed">;
}

export type EndpointCheck = "public" | "not-public" | "unresolved";

/** How the sender reaches push services; tests give their own (this network has no DNS of the world). */
export interface PushNetwork {
  /** Every address of a host name (node:dns's lookup, by default). */
  resolve: (hostname: string) => Promise<LookupAddress[]>;
  /** The addresses the server may post to (public ones, by default). */
  allowAddress: (address: string) => boolean;
}

export const DEFAULT_PUSH_NETWORK: PushNetwork = {
  resolve: (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
  allowAddress: isPublicAddress,
};

/** A push endpoint's host led to an address the server must not post to. */
export class NotPublicAddressError extends Error {
  constructor(host: string) {
    super(`${host} leads to an address that is not public`);
  }
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** How long a push service keeps an undelivered message (seconds): a call-up is stale soon. */
export const URGENT_TTL_SECONDS = 15 * 60;
export const NORMAL_TTL_SECONDS = 12 * 60 * 60;
export const PUSH_TIMEOUT_MS = 10_000;

export const VAPID_FILE = "vapid.json";

export function createPushSender(config: Config, logger: Logger, network: PushNetwork = DEFAULT_PUSH_NETWORK): PushSender {
  const checkEndpoint = (endpoint: string) => checkHost(endpoint, network);
  const keys = vapidKeys(config, logger);
  if (!keys) {
    logger.warn("Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to send browser notifications");
    return { publicKey: null, checkEndpoint, send: () => Promise.resolve("failed") };
  }
  const vapidDetails = { subject: config.vapid.subject, ...keys };
  const lookup = checkedLookup(network);
  return {
    publicKey: keys.publicKey,
    checkEndpoint,
    async send(sub, message) {
      // The endpoint is a capability URL: only its host goes to the log.
      const host = URL.parse(sub.endpoint)?.host ?? "?";
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(message), {
          vapidDetails,
          TTL: message.urgent ? URGENT_TTL_SECONDS : NORMAL_TTL_SECONDS,
          urgency: message.urgent ? "high" : "normal",
          topic: topicOf(message.tag),
        });
      } catch (error) {
        // Keys no message can be encrypted for (not a point of the curve, a wrong length) never will be.
        logger.warn({ host, err: error }, "push subscription dropped: its keys are unusable");
        return "gone";
      }
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      let status: number;
      try {
        status = await post(new URL(request.endpoint), headers, request.body, lookup, network);
      } catch (error) {
        if (error instanceof NotPublicAddressError) {
          logger.warn({ host }, "push subscription dropped: its endpoint leads to an address that is not public");
          return "gone";
        }
        logger.warn({ host, err: error }, "push message not sent: the push service did not answer");
        return "failed";
      }
      if (status >= 200 && status < 300) return "sent";
      if (status === 404 || status === 410) return "gone";
      logger.warn({ host, status }, "push message refused by the push service");
      return "failed";
    },
  };
}

export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

export async function checkHost(endpoint: string, network: PushNetwork): Promise<EndpointCheck> {
  const url = URL.parse(endpoint);
  if (!url) return "not-public";
  const host = hostOf(url);
  if (isAddressLiteral(host)) return network.allowAddress(host) ? "public" : "not-public";
  let addresses: LookupAddress[];
  try {
    addresses = await network.resolve(host);
  } catch {
    return "unresolved";
  }
  if (addresses.length === 0) return "unresolved";
  return addresses.every(({ address }) => network.allowAddress(address)) ? "public" : "not-public";
}

/**
 * The lookup of each connection to a push service: the name's addresses, refused when any is not
 * allowed. The socket connects to what this answers, so the address checked is the one used.
 */
export function checkedLookup(network: PushNetwork): LookupFunction {
  return (hostname, options, callback) => {
    network.resolve(hostname).then(
      (found) => {
        if (found.some(({ address }) => !network.allowAddress(address))) return callback(new NotPublicAddressError(hostname), "", 0);
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter((a) => family === 0 || a.family === family);
        if (usable.length === 0) {
          const error: NodeJS.ErrnoException = Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" });
          return callback(error, "", 0);
        }
        if (options.all) return callback(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

/** Posts one message on a connection of its own (no pool: every delivery looks the host up again); answers the status. */
function post(url: URL, headers: Record<string, string>, body: Buffer | null, lookup: LookupFunction, network: PushNetwork): Promise<number> {
  // A socket skips the lookup for an address literal: it is checked here instead.
  const host = hostOf(url);
  if (isAddressLiteral(host) && !network.allowAddress(host)) return Promise.reject(new NotPublicAddressError(host));
  const client = url.protocol === "http:" ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: "POST", headers, lookup, agent: false, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end(body ?? undefined);
  });
}

/** A push service's Topic header is at most 32 base64url characters; a tag may be longer. */
function topicOf(tag: string): string | undefined {
  return tag ? createHash("sha256").update(tag).digest("base64url").slice(0, 32) : undefined;
}

function vapidKeys(config: Config, logger: Logger): VapidKeys | null {
  const { publicKey, privateKey, subject } = config.vapid;
  let keys: VapidKeys | null;
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw configProblem("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY", "set both, or neither");
    keys = { publicKey, privateKey: paddedPrivateKey(privateKey) };
    const problem = keyPairProblem(keys);
    if (problem) throw configProblem("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY", problem);
  } else if (config.isProduction) {
    return null;
  } else {
    keys = config.isTest ? webpush.generateVAPIDKeys() : storedKeys(join(config.dataDir, VAPID_FILE), logger);
  }
  try {
    webpush.getVapidHeaders(SOME_AUDIENCE, subject, keys.publicKey, keys.privateKey, "aes128gcm");
  } catch (error) {
    throw configProblem("VAPID_SUBJECT", (error as Error).message);
  }
  return keys;
}

const SOME_AUDIENCE = "https://push.example";

function configProblem(names: string, problem: string) {
  return new ConfigError(`Invalid configuration:\n  ${names}: ${problem}`);
}

/** Development: the pair made on the first start, kept (readable by the owner only) for the next. */
function storedKeys(file: string, logger: Logger): VapidKeys {
  const text = readIfExists(file);
  const stored = text === null ? null : parseKeys(text);
  if (stored && !keyPairProblem(stored)) return stored;
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // an unusable file that is replaced keeps its old mode otherwise
  if (text === null) logger.info({ file }, "made Web Push keys for development");
  else logger.warn({ file }, "replaced unusable Web Push keys; browsers must subscribe again");
  return keys;
}

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function parseKeys(text: string): VapidKeys | null {
  try {
    const value = JSON.parse(text) as Partial<Record<keyof VapidKeys, unknown>> | null;
    return typeof value?.publicKey === "string" && typeof value.privateKey === "string"
      ? { publicKey: value.publicKey, privateKey: value.privateKey }
      : null;
  } catch {
    return null;
  }
}

/**
 * A P-256 private key is a 32-byte number; tools that print it as a number (Node's own ECDH among
 * them) drop leading zero bytes, about one key in 256. web-push wants all 32 bytes.
 */
export function paddedPrivateKey(privateKey: string): string {
  const bytes = Buffer.from(privateKey, "base64url");
  if (bytes.length === 0 || bytes.length >= 32) return privateKey;
  return Buffer.concat([Buffer.alloc(32 - bytes.length), bytes]).toString("base64url");
}

/** Why a key pair cannot sign: web-push's own checks, and the public key must be the private key's. */
function keyPairProblem(keys: VapidKeys): string | null {
  try {
    webpush.getVapidHeaders(SOME_AUDIENCE, "mailto:check@push.example", keys.publicKey, keys.privateKey, "aes128gcm");
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, "base64url"));
    return ecdh.getPublicKey("base64url") === keys.publicKey ? null : "the public key does not belong to the private key";
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * For the workers of one server (WEB_CONCURRENCY): the key pair this process would make or read
 * (development, test), as the variables that hand it to every worker, so that all sign with the
 * same one. Empty when the keys come from the environment already, or in production.
 */
export function vapidKeysForWorkers(config: Config, logger: Logger): Record<string, string> {
  if (config.vapid.publicKey || config.vapid.privateKey || config.isProduction) return {};
  const keys = vapidKeys(config, logger);
  return keys ? { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey } : {};
}
