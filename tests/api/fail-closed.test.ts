/**
 * No back doors by default (issue 13): the development conveniences answer only this machine, and
 * nothing signs tokens with a secret written in the source.
 */
import { sign } from "hono/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registration, TEST_HEADERS } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // APP_ENV=test, no SESSION_SECRET, the default HOST
});
afterAll(() => t.close());

/** What each convenience answers a client that may use it (a 422 shows the route is there). */
const CONVENIENCES = [
  { method: "GET", path: "/api/v3/dev/outbox", body: undefined, reachable: 200 },
  { method: "GET", path: "/dev/outbox", body: undefined, reachable: 200 },
  { method: "POST", path: "/api/v3/dev/operators", body: {}, reachable: 422 },
  { method: "POST", path: "/api/v3/dev/violations", body: {}, reachable: 422 },
  { method: "POST", path: "/api/v3/dev/waiting-area-keys", body: {}, reachable: 422 },
  { method: "POST", path: "/api/v3/dev/customs-declarations", body: {}, reachable: 422 },
  { method: "POST", path: "/api/v3/test-clock/advance", body: { minutes: 0 }, reachable: 200 },
] as const;

type Convenience = (typeof CONVENIENCES)[number];

/** A request as the Node server hands it over: from a socket with this remote address, naming `host`. */
function overSocket(app: TestApp, { method, path, body }: { method: string; path: string; body?: unknown }, remoteAddress: string, host = "localhost:3000") {
  const request = new Request(`http://${host}${path}`, {
    method,
    headers: TEST_HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return app.app.fetch(request, { incoming: { socket: { remoteAddress } } });
}

/** What the same request to a path that does not exist answers. */
async function absent(app: TestApp, convenience: Convenience, remoteAddress: string) {
  const res = await overSocket(app, { ...convenience, path: convenience.path.replace(/\/[^/]+$/, "/nothing-here") }, remoteAddress);
  return { status: res.status, body: await res.text() };
}

describe("the development conveniences", () => {
  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])("answer a client on the loopback address %s", async (address) => {
    for (const convenience of CONVENIENCES) {
      const res = await overSocket(t, convenience, address);
      expect(res.status, convenience.path).toBe(convenience.reachable);
    }
  });

  it("answer anyone else as if they did not exist", async () => {
    for (const address of ["203.0.113.5", "10.1.2.3", "::ffff:192.0.2.1", "2001:db8::1"]) {
      for (const convenience of CONVENIENCES) {
        const res = await overSocket(t, convenience, address);
        expect({ path: convenience.path, status: res.status, body: await res.text() }).toEqual({
          path: convenience.path,
          ...(await absent(t, convenience, address)),
        });
        expect(res.status).toBe(404);
      }
    }
  });

  it("ignore a forwarded address: only the socket's counts", async () => {
    const res = await t.app.fetch(new Request("http://localhost:3000/api/v3/dev/outbox", { headers: { "X-Forwarded-For": "127.0.0.1" } }), {
      incoming: { socket: { remoteAddress: "203.0.113.5" } },
    });
    expect(res.status).toBe(404);
  });

  it("refuse a loopback connection that names another host (a rebound name, a tunnel)", async () => {
    for (const convenience of CONVENIENCES) {
      expect((await overSocket(t, convenience, "127.0.0.1", "rebound.example:3000")).status, convenience.path).toBe(404);
    }
  });

  it("refuse the web's in-process calls made on behalf of a visitor", async () => {
    const res = await t.app.fetch(new Request("http://localhost:3000/api/v3/dev/outbox"), { clientAddress: "127.0.0.1" });
    expect(res.status).toBe(404);
  });

  it("do not exist when the server listens beyond loopback, even for this machine", async () => {
    const exposed = await createTestApp({ HOST: "0.0.0.0" });
    try {
      for (const convenience of CONVENIENCES) {
        expect((await overSocket(exposed, convenience, "127.0.0.1")).status, convenience.path).toBe(404);
        expect((await exposed.request(convenience.path, { method: convenience.method, headers: TEST_HEADERS, body: JSON.stringify(convenience.body) })).status).toBe(404);
      }
    } finally {
      await exposed.close();
    }
  });
});

describe("tokens without SESSION_SECRET", () => {
  it("are not signed with the secret once written in the source: a token forged with it is refused", async () => {
    const email = "forged@example.com";
    const post = (path: string, body: unknown) => t.request(`/api/v3${path}`, { method: "POST", headers: TEST_HEADERS, body: JSON.stringify(body) });
    expect((await post("/auth/register", registration(email))).status).toBe(202);
    const { data: mails } = (await (await t.request(`/api/v3/dev/outbox?recipient=${email}`)).json()) as { data: Array<{ text: string }> };
    const code = /\b(\d{6})\b/.exec(mails[0]!.text)![1];
    const confirmed = await post("/auth/register/confirm", { login: email, code });
    expect(confirmed.status).toBe(200);
    const real = ((await confirmed.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
    const profile = (token: string) => t.request("/api/v3/account/profile", { headers: { Authorization: `Bearer ${token}` } });
    expect((await profile(real)).status).toBe(200);

    const { sid, sub } = JSON.parse(Buffer.from(real.split(".")[1]!, "base64url").toString()) as { sid: string; sub: string };
    const iat = Math.floor(Date.now() / 1000);
    for (const claims of [
      { sid, gen: 0, sub, iat, exp: iat + 600 },
      { sid: 1, sub: "1", iat, exp: iat + 600 },
    ]) {
      const forged = await sign(claims, "development-only-session-secret-not-for-production", "HS256");
      expect((await profile(forged)).status).toBe(401);
    }
  });
});
