/**
 * What travels compressed (issue 14): JSON answers on the fly, brotli or gzip as the client
 * accepts, never an event stream; the built files as they were precompressed, with the headers a
 * browser and a cache rely on.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory, type PrecompressSummary } from "../../scripts/precompress.ts";
import { staticFiles } from "../../src/server/http/static-files.ts";
import { createBooker, data, truckDraft, checkpointId } from "../support/booking.ts";
import { createTestApp, createTestAppWithMail, type TestApp } from "../support/test-app.ts";

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("JSON answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const get = (path: string, acceptEncoding?: string, method = "GET") =>
    t.request(path, { method, headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
  ] as const)("are compressed for a client that accepts %s (%s), and decode to the uncompressed answer", async (accept, coding) => {
    const plain = await get("/api/v3/checkpoints");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    const uncompressed = await bytesOf(plain);
    expect(uncompressed.byteLength).toBeGreaterThan(1024);

    const res = await get("/api/v3/checkpoints", accept);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(coding);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
    const body = await bytesOf(res);
    expect(body.byteLength).toBeLessThan(uncompressed.byteLength / 3);
    expect(decoders[coding](body).toString("utf8")).toBe(uncompressed.toString("utf8"));
  });

  it("keep the Vary they had, with Accept-Encoding added", async () => {
    const res = await get("/api/v3/news", "br");
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toBe("X-Client-Locale, Accept-Language, Accept-Encoding");
  });

  it("below a kilobyte are sent as they are", async () => {
    const res = await get("/api/v3/health", "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = await res.text();
    expect(body.length).toBeLessThan(1024);
    expect(JSON.parse(body)).toMatchObject({ status: expect.any(String) });
  });

  it("answer HEAD with the status, coding and Vary of GET, without a body", async () => {
    const full = await get("/api/v3/checkpoints", "br");
    await full.arrayBuffer();
    const res = await get("/api/v3/checkpoints", "br", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(full.headers.get("content-encoding"));
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe("");
  });
});

describe("event streams", () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
  beforeAll(async () => {
    ({ app: t, smtp, close } = await createTestAppWithMail());
  }, 60_000);
  afterAll(() => close());

  it("are never compressed, and deliver each event while they stay open", async () => {
    const carrier = await createBooker(t, smtp, 1);
    const entry = await data(await carrier.call("POST", `/queue-drafts/${(await truckDraft(carrier, await checkpointId(t))).id}/submit`));
    const res = await carrier.call("GET", "/queues/events?locale=en", undefined, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary") ?? "").not.toContain("Accept-Encoding");

    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(received) && Date.now() < deadline) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 500))]);
        if (chunk && !chunk.done) received += decoder.decode(chunk.value);
      }
      return pattern.test(received);
    };
    expect(await until(new RegExp(`event: entry\\ndata: \\{"id":${entry.id},"status":30`))).toBe(true);
    // A change made while the stream is open arrives on it, not when it ends.
    expect((await carrier.call("POST", `/queues/${entry.id}/extend`)).status).toBe(200);
    expect(await until(/event: notice\ndata: .*"kind":"delayed"/)).toBe(true);
    await reader.cancel();
  });
});

describe("the built files", () => {
  let dir: string;
  let t: TestApp;
  let summary: PrecompressSummary;
  const script = `export function lanes(){return ${JSON.stringify(Array.from({ length: 150 }, (_, i) => ({ id: i, name: `Lane ${i}` })))}}\n`;
  const worker = `self.addEventListener("push",(event)=>{${"event.waitUntil(self.registration.showNotification('Queue'));".repeat(40)}});\n`;
  const tiny = "export const a=1;\n";
  const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "bq-static-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "assets/lanes-AbC123.js"), script);
    await writeFile(join(dir, "assets/tiny-XyZ789.js"), tiny);
    await writeFile(join(dir, "sw.js"), worker);
    await writeFile(join(dir, "favicon.svg"), favicon);
    await writeFile(join(dir, "assets/gone-Old000.js.br"), "a copy whose file the new build no longer has");
    summary = await precompressDirectory(dir);
    t = await createTestApp(
      {},
      { web: { mode: "production", getBuild: () => Promise.reject(new Error("no pages in this test")), staticFiles: staticFiles(dir) } },
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") => t.request(path, { method, headers });

  it("are precompressed at the build, brotli and gzip, but for files too small to gain", async () => {
    expect(summary.files).toBe(2);
    for (const name of ["assets/lanes-AbC123.js", "sw.js"]) {
      const original = await readFile(join(dir, name));
      expect(brotliDecompressSync(await readFile(join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(dir, `${name}.gz`)))).toEqual(original);
      expect((await readFile(join(dir, `${name}.br`))).byteLength).toBeLessThan((await readFile(join(dir, `${name}.gz`))).byteLength);
    }
    for (const name of ["assets/tiny-XyZ789.js", "favicon.svg"]) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
    expect(existsSync(join(dir, "assets/gone-Old000.js.br"))).toBe(false);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br", ".br"],
    ["gzip, deflate", "gzip", ".gz"],
  ] as const)("are sent to a client that accepts %s as the %s copy, with the file's type and the copy's length", async (accept, coding, suffix) => {
    const copy = await readFile(join(dir, `assets/lanes-AbC123.js${suffix}`));
    const res = await get("/assets/lanes-AbC123.js", { "Accept-Encoding": accept });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(coding);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("content-length")).toBe(String(copy.byteLength));
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await bytesOf(res);
    expect(body).toEqual(copy);
    expect(decoders[coding](body).toString("utf8")).toBe(script);
  });

  it("are sent as they are to a client that accepts neither, saying they vary", async () => {
    const res = await get("/assets/lanes-AbC123.js");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(script)));
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe(script);
  });

  it("under /assets/ carry nosniff but none of a page's headers; the service worker keeps its CSP", async () => {
    const asset = await get("/assets/lanes-AbC123.js", { "Accept-Encoding": "br" });
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of ["content-security-policy", "permissions-policy", "x-frame-options", "referrer-policy"]) {
      expect(asset.headers.get(name), name).toBeNull();
    }
    const worker = await get("/sw.js");
    expect(worker.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("answer HEAD with GET's headers and no body", async () => {
    const head = await get("/assets/lanes-AbC123.js", { "Accept-Encoding": "br" }, "HEAD");
    const full = await get("/assets/lanes-AbC123.js", { "Accept-Encoding": "br" });
    expect(head.status).toBe(200);
    for (const name of ["content-encoding", "content-length", "content-type", "vary", "cache-control", "etag"]) {
      expect(head.headers.get(name), name).toBe(full.headers.get(name));
    }
    expect(await head.text()).toBe("");
  });

  it("answer a Range with the bytes of the copy sent", async () => {
    const copy = await readFile(join(dir, "assets/lanes-AbC123.js.br"));
    const res = await get("/assets/lanes-AbC123.js", { "Accept-Encoding": "br", Range: "bytes=0-9" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-range")).toBe(`bytes 0-9/${copy.byteLength}`);
    expect(res.headers.get("content-length")).toBe("10");
    expect(await bytesOf(res)).toEqual(copy.subarray(0, 10));
  });

  it("leave a file below the threshold uncompressed, also on the fly", async () => {
    const res = await get("/assets/tiny-XyZ789.js", { "Accept-Encoding": "br, gzip" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(tiny.length));
    expect(await res.text()).toBe(tiny);
  });

  it("under a fixed name are revalidated, and answered 304 while unchanged", async () => {
    const first = await get("/sw.js", { "Accept-Encoding": "br" });
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(first.headers.get("content-encoding")).toBe("br");
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^"[^"]+"$/);
    await first.arrayBuffer();

    const again = await get("/sw.js", { "Accept-Encoding": "br", "If-None-Match": tag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe("no-cache");
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
    expect(again.headers.get("content-encoding")).toBeNull();
    expect(await again.text()).toBe("");

    // Another coding is another copy, with a validator of its own.
    const gzipped = await get("/sw.js", { "Accept-Encoding": "gzip", "If-None-Match": tag! });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get("etag")).not.toBe(tag);
    expect(gunzipSync(await bytesOf(gzipped)).toString("utf8")).toBe(worker);

    const icon = await get("/favicon.svg", { "Accept-Encoding": "br" });
    expect(icon.headers.get("cache-control")).toBe("no-cache");
    expect(icon.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await icon.text()).toBe(favicon);
  });
});
