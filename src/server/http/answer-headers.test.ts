import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { jsonWithLength, setAnswerHeader } from "./answer-headers.ts";

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
