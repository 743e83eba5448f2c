import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiCaching, carriesCredentials, pageCaching } from "./private-caching.ts";

describe("credentials in a request", () => {
  it.each([
    ["no cookie, no Authorization", {}, false],
    ["only the language choice", { cookie: "i18n_redirected=en" }, false],
    ["the session cookie", { cookie: "i18n_redirected=en; session=abc" }, true],
    ["a cookie the portal does not know", { cookie: "something=1" }, true],
    ["a bearer token", { authorization: "Bearer x.y.z" }, true],
    ["any Authorization", { authorization: "Basic dTpw" }, true],
  ])("%s: %s", (_, headers, expected) => {
    expect(carriesCredentials(new Headers(headers))).toBe(expected);
  });
});

describe("the API's caching", () => {
  const app = new Hono();
  app.use(apiCaching());
  app.get("/mine", (c) => c.json({ data: "personal" }));
  app.get("/public", (c) => c.json({ data: "everyone's" }, 200, { "Cache-Control": "public, max-age=30" }));
  app.get("/no-store", (c) => c.json({ data: "once" }, 200, { "Cache-Control": "no-store" }));
  app.get("/short", (c) => c.json({ data: "?" }, 200, { "Cache-Control": "max-age=60" }));

  it.each([
    ["/mine", "private, no-store"],
    ["/public", "public, max-age=30"],
    ["/no-store", "no-store"],
    // A lifetime without `public` is no choice to share: it stays private.
    ["/short", "private, no-store"],
    ["/unknown", "private, no-store"],
  ])("%s answers %s", async (path, expected) => {
    expect((await app.request(path)).headers.get("cache-control")).toBe(expected);
  });
});

describe("the pages' caching", () => {
  const app = new Hono();
  app.use(pageCaching());
  app.get("/page", (c) => c.html("<p>hi</p>"));
  app.get("/claims-public", (c) => c.html("<p>hi</p>", 200, { "Cache-Control": "public, max-age=600" }));
  app.get("/first-visit", (c) => c.html("<p>hi</p>", 200, { "Set-Cookie": "i18n_redirected=en; Path=/" }));
  app.post("/login", (c) => c.body(null, 302, { Location: "/", "Set-Cookie": "session=abc; Path=/; HttpOnly" }));

  it("leave a guest's page to its route", async () => {
    expect((await app.request("/page")).headers.get("cache-control")).toBeNull();
    expect((await app.request("/claims-public")).headers.get("cache-control")).toBe("public, max-age=600");
    expect((await app.request("/first-visit", { headers: { cookie: "i18n_redirected=uk" } })).headers.get("cache-control")).toBeNull();
  });

  it("keep every answer to a visitor with credentials private, whatever the route says", async () => {
    for (const path of ["/page", "/claims-public"]) {
      expect((await app.request(path, { headers: { cookie: "session=abc" } })).headers.get("cache-control")).toBe("private, no-store");
      expect((await app.request(path, { headers: { authorization: "Bearer t" } })).headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("keep an answer that sets a personal cookie private", async () => {
    expect((await app.request("/login", { method: "POST" })).headers.get("cache-control")).toBe("private, no-store");
  });
});
