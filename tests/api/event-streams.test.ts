/**
 * Event streams end with their session (issue 13): at once when it is ended (logout, logout
 * everywhere, a password change or reset), found by a periodic check otherwise; at most a few per
 * user; and a longest life, after which the client reconnects.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../src/server/db/schema.ts";
import { sessionCookie, signUp, TEST_HEADERS } from "../support/accounts.ts";
import { checkpointId, createBooker, data, truckDraft } from "../support/booking.ts";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

/** The default limits (a check a minute, an hour's life): only what ends a session ends a stream here. */
let t: TestApp;
let smtp: SmtpSink;
/** Short limits: 2 streams a user, 3 s of life, a check every second. */
let quick: TestApp;
let quickSmtp: SmtpSink;
const closers: Array<() => Promise<void>> = [];
beforeAll(async () => {
  const a = await createTestAppWithMail();
  ({ app: t, smtp } = a);
  const b = await createTestAppWithMail({ STREAMS_PER_USER: "2", STREAM_MAX_SECONDS: "3", STREAM_CHECK_SECONDS: "1" });
  ({ app: quick, smtp: quickSmtp } = b);
  closers.push(a.close, b.close);
}, 60_000);
afterAll(() => Promise.all(closers.map((close) => close())));

let serial = 0;
const email = (name: string) => `${name}-${++serial}@example.com`;

const post = (app: TestApp, path: string, body: unknown, auth: Record<string, string> = {}) =>
  app.request(`/api/v3${path}`, { method: "POST", headers: { ...TEST_HEADERS, ...auth }, body: JSON.stringify(body) });

/** A second session of the account (another device). */
async function login(app: TestApp, address: string) {
  const res = await post(app, "/auth/login", { login: address, password: "correct horse" });
  expect(res.status).toBe(200);
  return { cookie: sessionCookie(res)!, token: ((await res.json()) as { data: { token: { access_token: string } } }).data.token.access_token };
}

interface OpenStream {
  received(): string;
  /** Waits until `pattern` shows up; false after `ms`. */
  until(pattern: RegExp, ms?: number): Promise<boolean>;
  /** Waits until the server closes the stream; false after `ms`. */
  closed(ms?: number): Promise<boolean>;
  cancel(): Promise<void>;
}

async function openStream(app: TestApp, auth: Record<string, string>, path = "/queues/events"): Promise<OpenStream> {
  const response = await app.request(`/api/v3${path}`, { headers: { ...TEST_HEADERS, ...auth } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let done = false;
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    done = true;
  })();
  const waitFor = async (ready: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!ready() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return ready();
  };
  // Held by the server once it has started (the registry counts it).
  await new Promise((r) => setTimeout(r, 100));
  return {
    received: () => text,
    until: (pattern, ms = 5_000) => waitFor(() => pattern.test(text), ms),
    closed: (ms = 5_000) => waitFor(() => done, ms),
    cancel: async () => {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}

const ENDED_WITH_SESSION = /event: end\ndata: \{"reason":"session"\}\n\n$/;

describe("an event stream ends with its session", () => {
  it("at once on logout, before the minute's check", async () => {
    const { token } = await signUp(t, smtp, email("logout"));
    const auth = { Authorization: `Bearer ${token}` };
    const stream = await openStream(t, auth);
    const started = Date.now();
    expect((await post(t, "/auth/logout", {}, auth)).status).toBe(204);
    expect(await stream.closed(3_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(stream.received()).toMatch(ENDED_WITH_SESSION);
  });

  it("on logout everywhere, for every session's streams, the per-entry stream too", async () => {
    const booker = await createBooker(t, smtp, 1, "everywhere");
    const entry = await data(await booker.call("POST", `/queue-drafts/${(await truckDraft(booker, await checkpointId(t))).id}/submit`));
    const other = await login(t, booker.email);
    const streams = [
      await openStream(t, booker.auth),
      await openStream(t, booker.auth, `/queues/${entry.id}/events`),
      await openStream(t, { Cookie: `session=${other.cookie}` }),
    ];
    expect((await post(t, "/auth/logout-all", {}, { Authorization: `Bearer ${other.token}` })).status).toBe(204);
    for (const stream of streams) {
      expect(await stream.closed(3_000)).toBe(true);
      expect(stream.received()).toMatch(ENDED_WITH_SESSION);
    }
  });

  it("on a password change, but for the session that changed it", async () => {
    const address = email("password");
    const { token } = await signUp(t, smtp, address);
    const other = await login(t, address);
    const elsewhere = await openStream(t, { Authorization: `Bearer ${token}` });
    const here = await openStream(t, { Authorization: `Bearer ${other.token}` });
    const changed = await t.request("/api/v3/account/password", {
      method: "PUT",
      headers: { ...TEST_HEADERS, Authorization: `Bearer ${other.token}` },
      body: JSON.stringify({ current_password: "correct horse", password: "battery staple", password_confirmation: "battery staple" }),
    });
    expect(changed.status).toBe(200);
    expect(await elsewhere.closed(3_000)).toBe(true);
    expect(elsewhere.received()).toMatch(ENDED_WITH_SESSION);
    expect(await here.closed(500)).toBe(false);
    await here.cancel();
  });

  it("when a rotated token is replayed (reuse detection)", async () => {
    const { token } = await signUp(t, smtp, email("replay"));
    const renewed = await post(t, "/auth/refresh", {}, { Authorization: `Bearer ${token}` });
    const current = ((await renewed.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
    const stream = await openStream(t, { Authorization: `Bearer ${current}` });
    expect((await post(t, "/auth/refresh", {}, { Authorization: `Bearer ${token}` })).status).toBe(401);
    expect(await stream.closed(3_000)).toBe(true);
    expect(stream.received()).toMatch(ENDED_WITH_SESSION);
  });

  it("found by the periodic check when nothing announced it (a session revoked or expired in the database)", async () => {
    for (const end of [{ revokedAt: new Date() }, { expiresAt: new Date(Date.now() - 1000) }]) {
      const address = email("check");
      const { token } = await signUp(quick, quickSmtp, address);
      const stream = await openStream(quick, { Authorization: `Bearer ${token}` });
      const [user] = await quick.database.db.select().from(users).where(eq(users.email, address));
      await quick.database.db.update(sessions).set(end).where(eq(sessions.userId, user!.id));
      expect(await stream.closed(2_500)).toBe(true);
      expect(stream.received()).toMatch(ENDED_WITH_SESSION);
    }
  });
});

describe("event streams", () => {
  it("are at most a few per user: a new one ends the oldest, and other users' are left alone", async () => {
    const { token } = await signUp(quick, quickSmtp, email("many"));
    const auth = { Authorization: `Bearer ${token}` };
    const { token: theirs } = await signUp(quick, quickSmtp, email("neighbour"));
    const neighbour = await openStream(quick, { Authorization: `Bearer ${theirs}` });
    const first = await openStream(quick, auth);
    const second = await openStream(quick, auth);
    expect(await first.closed(300)).toBe(false);
    const third = await openStream(quick, auth);
    expect(await first.closed(1_000)).toBe(true);
    expect(first.received()).toMatch(/event: end\ndata: \{"reason":"replaced"\}\n\n$/);
    expect(await second.closed(300)).toBe(false);
    expect(await neighbour.closed(10)).toBe(false);
    await Promise.all([second.cancel(), third.cancel(), neighbour.cancel()]);
  });

  it("end after their longest life, telling the client to reconnect, which it may", async () => {
    const { token } = await signUp(quick, quickSmtp, email("aged"));
    const auth = { Authorization: `Bearer ${token}` };
    const started = Date.now();
    const stream = await openStream(quick, auth);
    expect(await stream.closed(2_000)).toBe(false);
    expect(await stream.closed(3_000)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    expect(stream.received()).toMatch(/event: end\ndata: \{"reason":"age"\}\n\n$/);
    const again = await openStream(quick, auth);
    expect(await again.closed(300)).toBe(false);
    await again.cancel();
  });

  it("are let go by the registry once closed, whoever closed them", async () => {
    const { token } = await signUp(quick, quickSmtp, email("gone"));
    const stream = await openStream(quick, { Authorization: `Bearer ${token}` });
    expect(quick.app.sessionStreams.count()).toBeGreaterThan(0);
    await stream.cancel();
    const deadline = Date.now() + 2_000;
    while (quick.app.sessionStreams.count() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(quick.app.sessionStreams.count()).toBe(0);
  });
});
