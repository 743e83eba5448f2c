import { Hono } from "hono";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageCache, type PageCacheVariables } from "./page-cache.ts";
import { pageCaching } from "./private-caching.ts";
import { hashedContentSecurityPolicy, securityHeaders } from "./security-headers.ts";

const SECURITY = { production: false, dev: false };
const SCRIPT = 'window.__ctx = {"page":1};';

/** The page cache in front of a stand-in for the web handler, which counts its renders. */
function setup() {
  let version = 0;
  const renders: string[] = [];
  const app = new Hono<{ Variables: PageCacheVariables }>();
  app.use(securityHeaders(SECURITY));
  app.all(
    "*",
    pageCaching(),
    pageCache({ version: () => version, maxAgeMs: 5_000, contentSecurityPolicy: (hashes) => hashedContentSecurityPolicy(SECURITY, hashes) }),
    (c) => {
      renders.push(c.req.path);
      const nonce = c.get("secureHeadersNonce");
      if (c.req.path !== "/en/login") c.set("sharedWithGuests", true);
      if (c.req.path === "/en/flash") c.header("Set-Cookie", "flash=; Max-Age=0");
      if (c.req.path === "/en/missing") return c.html("<p>not found</p>", 404);
      return c.html(`<!DOCTYPE html><html><body><p>${c.req.path}</p><script nonce="${nonce}">${SCRIPT}</script></body></html>`);
    },
  );
  return { app, renders, change: () => (version += 1) };
}

const sha = `'sha256-${createHash("sha256").update(SCRIPT).digest("base64")}'`;

describe("the page cache", () => {
  it("renders a guest's page once: the next guests get the same page, without a nonce, its script named by hash", async () => {
    const { app, renders } = setup();
    const first = await app.request("/en/news");
    const second = await app.request("/en/news", { headers: { "accept-encoding": "br", cookie: "i18n_redirected=en" } });
    expect(renders).toEqual(["/en/news"]);
    expect(first.status).toBe(200);
    expect(second.headers.get("content-encoding")).toBe("br");
    const html = await first.text();
    expect(html).toContain(`<script>${SCRIPT}</script>`);
    expect(html).not.toContain("nonce");
    for (const response of [first, second]) {
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain(`script-src 'self' ${sha};`);
      expect(csp).not.toContain("nonce");
    }
    // The policy is the application's own, with the hash in the nonce's place.
    const personal = await app.request("/en/news", { headers: { cookie: "session=abc" } });
    const nonce = /'nonce-([^']+)'/.exec(personal.headers.get("content-security-policy")!)![1];
    expect(first.headers.get("content-security-policy")).toBe(personal.headers.get("content-security-policy")!.replace(`'nonce-${nonce}'`, sha));
  });

  it("never answers a visitor with a session from it, nor keeps what it renders for them", async () => {
    const { app, renders } = setup();
    await app.request("/en/news");
    const signedIn = await app.request("/en/news", { headers: { cookie: "session=abc; i18n_redirected=en" } });
    expect(renders).toEqual(["/en/news", "/en/news"]);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    expect(await signedIn.text()).toContain(`nonce="`);
    await app.request("/en/news", { headers: { authorization: "Bearer x" } });
    expect(renders).toHaveLength(3);
  });

  it("keeps no answer that sets a cookie, no page its route does not share, no error, no page asked with a query", async () => {
    const { app, renders } = setup();
    for (const path of ["/en/flash", "/en/login", "/en/missing", "/en/news?page=2"]) {
      await app.request(path);
      const again = await app.request(path);
      expect(again.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    }
    expect(renders).toEqual(["/en/flash", "/en/flash", "/en/login", "/en/login", "/en/missing", "/en/missing", "/en/news", "/en/news"]);
  });

  it("renders again once what the public sees changed", async () => {
    const { app, renders, change } = setup();
    await app.request("/en");
    await app.request("/en");
    change();
    await app.request("/en");
    expect(renders).toEqual(["/en", "/en"]);
  });

  it("answers HEAD from a kept page only, and sends a first visit to the root on to its language's redirect", async () => {
    const { app, renders } = setup();
    await app.request("/", { method: "HEAD" });
    await app.request("/", { headers: { "accept-language": "uk" } });
    const head = await app.request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(renders).toEqual(["/", "/"]);
    // A browser asking for Polish without the language cookie is the home route's to redirect.
    await app.request("/", { headers: { "accept-language": "pl-PL,pl" } });
    expect(renders).toEqual(["/", "/", "/"]);
    await app.request("/", { headers: { "accept-language": "pl-PL,pl", cookie: "i18n_redirected=uk" } });
    expect(renders).toHaveLength(3);
  });
});
