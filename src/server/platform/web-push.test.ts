import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import {
  createPushSender,
  DEFAULT_PUSH_NETWORK,
  NORMAL_TTL_SECONDS,
  URGENT_TTL_SECONDS,
  VAPID_FILE,
  type PushMessage,
  type PushNetwork,
  type PushSubscriptionKeys,
} from "./web-push.ts";

/** A push service on a local port: records each request and answers with the status set for it. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let server: Server;
let port: number;
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
  port = (server.address() as AddressInfo).port;
  // A name only the tests' DNS knows: the connection goes where the sender's lookup says.
  pushService = `http://push.test:${port}`;
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

const notFound = (hostname: string) => Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));

/**
 * The tests' DNS: push.test is the stand-in push service on this machine's loopback, which these
 * tests (and only they) allow the sender to reach; every other name does not exist.
 */
const lookups: string[] = [];
const local: PushNetwork = {
  resolve: (hostname) => {
    lookups.push(hostname);
    return hostname === "push.test" ? Promise.resolve([{ address: "127.0.0.1", family: 4 }]) : notFound(hostname);
  },
  allowAddress: (address) => address === "127.0.0.1",
};
afterEach(() => {
  lookups.length = 0;
});
const message: PushMessage = { title: "Your turn", body: "Drive to lane 3", url: "/queue/12", urgent: true, tag: "queue-12" };

describe("sending", () => {
  it("posts the message encrypted for the browser, signed with VAPID, urgent at once", async () => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent, local);
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
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent, local);
    expect(await push.send(browser("/push/def").subscription, { ...message, urgent: false })).toBe("sent");
    expect(received[0]!.headers.urgency).toBe("normal");
    expect(received[0]!.headers.ttl).toBe(String(NORMAL_TTL_SECONDS));
  });

  it("answers gone when the push service no longer knows the subscription, failed on other refusals", async () => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent, local);
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

describe("the push service's address", () => {
  /** DNS that answers `answers` for every name, one answer per lookup (the last one again after). */
  function dns(...answers: string[][]): PushNetwork {
    let asked = 0;
    return {
      resolve: (hostname) => {
        lookups.push(hostname);
        const addresses = answers[Math.min(asked++, answers.length - 1)]!;
        return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
      },
      allowAddress: DEFAULT_PUSH_NETWORK.allowAddress,
    };
  }

  it.each([
    [["142.250.74.10", "2a00:1450:4001:82a::200a"], "public"],
    [["127.0.0.1"], "not-public"],
    [["169.254.169.254"], "not-public"],
    [["10.0.0.5"], "not-public"],
    [["172.20.1.1"], "not-public"],
    [["192.168.0.10"], "not-public"],
    [["100.100.100.200"], "not-public"],
    [["239.255.255.250"], "not-public"],
    [["::1"], "not-public"],
    [["fe80::1"], "not-public"],
    [["fd00:ec2::254"], "not-public"],
    [["ff05::1"], "not-public"],
    [["::ffff:127.0.0.1"], "not-public"],
    [["142.250.74.10", "10.0.0.5"], "not-public"],
  ])("is checked at subscription: a host resolving to %j is %s", async (addresses, expected) => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent, dns(addresses));
    expect(await push.checkEndpoint("https://push.example.net/send/1")).toBe(expected);
  });

  it("is checked at subscription as it stands when the endpoint names an address, and a name without one is unresolved", async () => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent, { ...DEFAULT_PUSH_NETWORK, resolve: notFound });
    expect(await push.checkEndpoint("https://127.0.0.1/push")).toBe("not-public");
    expect(await push.checkEndpoint("https://[::1]/push")).toBe("not-public");
    expect(await push.checkEndpoint("https://142.250.74.10/push")).toBe("public");
    expect(await push.checkEndpoint("https://no-such-host.example.net/push")).toBe("unresolved");
  });

  it("is looked up again at delivery, and a host that now leads to a private address loses its subscription (DNS rebinding)", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), logger, dns(["142.250.74.10"], ["127.0.0.1"]));
    const { subscription } = browser("/push/rebound");
    expect(await push.checkEndpoint(subscription.endpoint)).toBe("public");
    expect(await push.send(subscription, message)).toBe("gone");
    expect(received).toHaveLength(0);
    expect(lookups).toEqual(["push.test", "push.test"]);
    expect(JSON.parse(lines[0]!)).toMatchObject({ host: `push.test:${port}`, msg: "push subscription dropped: its endpoint leads to an address that is not public" });
  });

  it("is refused at delivery when the endpoint names a private address itself, before any connection", async () => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent);
    const subscription = { ...browser("/push/literal").subscription, endpoint: `http://127.0.0.1:${port}/push/literal` };
    expect(await push.send(subscription, message)).toBe("gone");
    expect(received).toHaveLength(0);
  });

  it("is the address the connection goes to: the lookup that checks it is the one the socket uses, once per delivery", async () => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent, local);
    const { subscription } = browser("/push/pinned");
    expect(await push.send(subscription, message)).toBe("sent");
    expect(await push.send(subscription, message)).toBe("sent");
    // push.test exists in no DNS but the sender's: the requests reached the address it checked.
    expect(received.map((r) => [r.path, r.headers.host])).toEqual([
      ["/push/pinned", `push.test:${port}`],
      ["/push/pinned", `push.test:${port}`],
    ]);
    expect(lookups).toEqual(["push.test", "push.test"]);
  });

  it("fails (to be tried again) when the host has no address at delivery", async () => {
    const push = createPushSender(loadConfig({ APP_ENV: "test" }), silent, local);
    const subscription = { ...browser("/push/x").subscription, endpoint: "https://gone-for-now.example.net/push/x" };
    expect(await push.send(subscription, message)).toBe("failed");
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
