import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import pino from "pino";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { jsonWithLength, setAnswerHeader } from "./answer-headers.ts";
import { isWholeAnswer } from "./answer-plan.ts";
import { compression } from "./compression.ts";
import { apiCaching } from "./private-caching.ts";
import { requestContext } from "./request-context.ts";
import { securityHeaders } from "./security-headers.ts";

describe("setAnswerHeader", () => {
  it("sets a header on the answer the handler made, keeping that answer", async () => {
    let made: Response | undefined;
    const app = new Hono()
      .use(async (c, next) => {
        await next();
        setAnswerHeader(c, "X-Request-Id", "abc");
        expect(c.res).toBe(made);
      })
      .get("/", (c) => (made = c.json({ ok: true })));
    const res = await app.request("/");
    expect(res.headers.get("x-request-id")).toBe("abc");
    expect(await res.json()).toEqual({ ok: true });
  });

  it("remakes an answer whose headers cannot change (a fetched one)", async () => {
    const app = new Hono()
      .use(async (c, next) => {
        await next();
        setAnswerHeader(c, "Cache-Control", "private, no-store");
      })
      .get("/", () => Response.redirect("https://example.com/", 302));
    const res = await app.request("/");
    expect(res.status).toBe(302);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("location")).toBe("https://example.com/");
  });
});

describe("jsonWithLength", () => {
  it("answers JSON with the byte length of its UTF-8 text, status and headers as asked", async () => {
    const app = new Hono().use(jsonWithLength()).get("/", (c) => c.json({ name: "Ягодин" }, 201, { "X-Extra": "1" }));
    const res = await app.request("/");
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("x-extra")).toBe("1");
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ name: "Ягодин" });
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(text.length);
  });
});

describe("a whole JSON answer (jsonWithLength with the application's middleware)", () => {
  // The application's chain for the API (app.ts, create-api.ts), with two routes answering the same
  // JSON: one made whole at once, one by the handler's own status (the middleware then adds to it).
  const app = new Hono();
  app.use(requestContext(pino({ level: "silent" }), false));
  app.use(securityHeaders({ production: true, dev: false }));
  app.use(compression());
  app.use("/api/*", apiCaching());
  // A middleware of the application's that sets a header of its own before the API's handlers.
  app.use("/api/v3/marked", async (c, next) => {
    c.header("X-Marked", "yes");
    await next();
  });
  const api = new Hono().use(jsonWithLength());
  api.get("/marked", (c) => c.json(answer, 201));
  const answer = { data: { name: "Ягодин", lines: Array.from({ length: 200 }, (_, i) => `line ${i}`) } };
  api.get("/whole", (c) => c.json(answer, 201));
  api.get("/own", (c) => {
    c.status(201);
    return c.json(answer);
  });
  api.get("/small", (c) => c.json({ ok: true }, 201));
  api.get("/small-own", (c) => {
    c.status(201);
    return c.json({ ok: true });
  });
  app.route("/api/v3", api);
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== "x-request-id"));

  for (const [accept, coding] of [["br, gzip", "br"], ["gzip", "gzip"], ["", null]] as const) {
    it(`has the headers and body of one the middleware adds to (Accept-Encoding: "${accept}")`, async () => {
      const request = (path: string) => app.request(path, { headers: accept ? { "accept-encoding": accept } : {} });
      const [whole, own] = [await request("/api/v3/whole"), await request("/api/v3/own")];
      expect(whole.status).toBe(201);
      // Made whole at once: the middleware after the handler had nothing left to add.
      expect([isWholeAnswer(whole), isWholeAnswer(own)]).toEqual([true, false]);
      expect(whole.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(headersOf(whole)).toEqual(headersOf(own));
      expect(whole.headers.get("content-encoding")).toBe(coding);
      expect(whole.headers.get("cache-control")).toBe("private, no-store");
      expect(whole.headers.get("content-security-policy")).toContain("default-src 'self'");
      const bytes = new Uint8Array(await whole.arrayBuffer());
      expect(bytes).toEqual(new Uint8Array(await own.arrayBuffer()));
      const text = coding === "br" ? brotliDecompressSync(bytes) : coding === "gzip" ? gunzipSync(bytes) : Buffer.from(bytes);
      expect(JSON.parse(text.toString("utf8"))).toEqual(answer);
      expect(whole.headers.get("content-length")).toBe(String(bytes.byteLength));
    });
  }

  it("is left uncompressed below the threshold, with the same headers", async () => {
    const [whole, own] = [await app.request("/api/v3/small", { headers: { "accept-encoding": "br" } }), await app.request("/api/v3/small-own", { headers: { "accept-encoding": "br" } })];
    expect(headersOf(whole)).toEqual(headersOf(own));
    expect(whole.headers.get("content-encoding")).toBeNull();
    expect(whole.headers.get("vary")).toBe("Accept-Encoding");
    expect(await whole.json()).toEqual({ ok: true });
  });

  it("is not made whole when a middleware before the handler set a header of its own, which the answer keeps", async () => {
    const res = await app.request("/api/v3/marked", { headers: { "accept-encoding": "br" } });
    expect(isWholeAnswer(res)).toBe(false);
    expect(res.headers.get("x-marked")).toBe("yes");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});
