import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { createPushSender, NORMAL_TTL_SECONDS, URGENT_TTL_SECONDS, VAPID_FILE, type PushMessage, type PushSubscriptionKeys } from "./web-push.ts";

/** A push service on a local port: records each request and answers with the status set for it. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let server: Server;
let pushService: string;
const received: Received[] = [];
let answer = 201;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  pushService = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));
afterEach(() => {
  received.length = 0;
  answer = 201;
});

/** A browser's side of a subscription: its key pair and auth secret, to read what it is sent. */
function browser(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription: PushSubscriptionKeys = {
    endpoint: `${pushService}${path}`,
    p256dh: ecdh.getPublicKey("base64url"),
    auth: auth.toString("base64url"),
  };
  return { subscription, read: (body: Buffer) => decrypt(body, ecdh, auth) };
}

/** RFC 8291 (aes128gcm, one record), as the browser decrypts. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
}

const silent = pino({ level: "silent" });
const message: PushMessage = { title: "Your turn", body: "Drive to lane 3", url: "/queue/12", urgent: true, tag: "queue-12" };

describe("sending", () => {
  it("posts the message encrypted for the browser, signed with VAPID, urgent at once", async () => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent);
    const { subscription, read } = browser("/push/abc");
    expect(await push.send(subscription, message)).toBe("sent");

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe("/push/abc");
    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    expect(request!.headers["content-type"]).toBe("application/octet-stream");
    expect(request!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${push.publicKey}$`));
    expect(request!.headers.urgency).toBe("high");
    expect(request!.headers.ttl).toBe(String(URGENT_TTL_SECONDS));
    expect(request!.headers.topic).toMatch(/^[\w-]{32}$/);
    expect(request!.body.includes(Buffer.from("Your turn"))).toBe(false);
    expect(JSON.parse(read(request!.body))).toEqual(message);
  });

  it("sends other messages with normal urgency", async () => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent);
    expect(await push.send(browser("/push/def").subscription, { ...message, urgent: false })).toBe("sent");
    expect(received[0]!.headers.urgency).toBe("normal");
    expect(received[0]!.headers.ttl).toBe(String(NORMAL_TTL_SECONDS));
  });

  it("answers gone when the push service no longer knows the subscription, failed on other refusals", async () => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent);
    answer = 410;
    expect(await push.send(browser("/push/expired").subscription, message)).toBe("gone");
    answer = 404;
    expect(await push.send(browser("/push/unknown").subscription, message)).toBe("gone");
    answer = 429;
    expect(await push.send(browser("/push/busy").subscription, message)).toBe("failed");
    answer = 201;
    const unreachable = { ...browser("/x").subscription, endpoint: "http://127.0.0.1:1/push" };
    expect(await push.send(unreachable, message)).toBe("failed");
    const badKeys = { ...browser("/push/bad").subscription, p256dh: "AAAA" };
    expect(await push.send(badKeys, message)).toBe("gone");
  });
});

describe("keys", () => {
  it("are kept in DATA_DIR/vapid.json in development, readable by the owner only, and reused", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bq-vapid-"));
    try {
      const config = loadConfig({ APP_ENV: "development", DATA_DIR: join(dataDir, "data") });
      const first = createPushSender(config, silent);
      const file = join(dataDir, "data", VAPID_FILE);
      expect(first.publicKey).toMatch(/^[\w-]{87}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, "utf8")).publicKey).toBe(first.publicKey);
      expect(createPushSender(config, silent).publicKey).toBe(first.publicKey);

      writeFileSync(file, "not json");
      const replaced = createPushSender(config, silent).publicKey;
      expect(replaced).toMatch(/^[\w-]{87}$/);
      expect(replaced).not.toBe(first.publicKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("come from the configuration when set, and a bad pair stops the start", () => {
    const keys = createPushSender(loadConfig({ APP_ENV: "test" }), silent).publicKey!;
    const other = createECDH("prime256v1");
    other.generateKeys();
    const env = { APP_ENV: "production", SESSION_SECRET: "x".repeat(40), VAPID_PUBLIC_KEY: other.getPublicKey("base64url") };
    const configured = createPushSender(loadConfig({ ...env, VAPID_PRIVATE_KEY: other.getPrivateKey("base64url") }), silent);
    expect(configured.publicKey).toBe(other.getPublicKey("base64url"));

    expect(() => createPushSender(loadConfig({ ...env, VAPID_PUBLIC_KEY: keys, VAPID_PRIVATE_KEY: other.getPrivateKey("base64url") }), silent)).toThrow(
      ConfigError,
    );
    expect(() => createPushSender(loadConfig(env), silent)).toThrow(/set both, or neither/);
  });

  it("accept a configured private key whose leading zero byte was dropped (one key in 256)", () => {
    const pair = createECDH("prime256v1");
    pair.setPrivateKey(Buffer.concat([Buffer.from([0]), randomBytes(31)]));
    const shortKey = pair.getPrivateKey("base64url");
    expect(Buffer.from(shortKey, "base64url")).toHaveLength(31);
    const env = { APP_ENV: "production", SESSION_SECRET: "x".repeat(40), VAPID_PUBLIC_KEY: pair.getPublicKey("base64url"), VAPID_PRIVATE_KEY: shortKey };
    expect(createPushSender(loadConfig(env), silent).publicKey).toBe(pair.getPublicKey("base64url"));
  });

  it("are absent in production without configuration: Web Push is off, with one warning", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
    const push = createPushSender(loadConfig({ APP_ENV: "production", SESSION_SECRET: "x".repeat(40) }), logger);
    expect(push.publicKey).toBeNull();
    expect(await push.send(browser("/push/off").subscription, message)).toBe("failed");
    expect(await push.send(browser("/push/off").subscription, message)).toBe("failed");
    expect(received).toHaveLength(0);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).msg).toMatch(/VAPID_PUBLIC_KEY/);
  });
});
