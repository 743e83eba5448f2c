import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  chooseContentCoding,
  compression,
  compressResponse,
  COMPRESSION_THRESHOLD,
  isNegotiable,
  SYNC_COMPRESSION_LIMIT,
  varyOnAcceptEncoding,
} from "./compression.ts";

/** Text that compresses like a page does: repetitive markup with some variety. */
function page(bytes: number): string {
  let text = "<!doctype html><html><body>";
  for (let i = 0; text.length < bytes; i++) text += `<li class="lane"><a href="/en/queue/${i}">Lane ${i % 7}</a></li>`;
  return text;
}

const decode = {
  br: (bytes: Uint8Array) => brotliDecompressSync(bytes).toString("utf8"),
  gzip: (bytes: Uint8Array) => gunzipSync(bytes).toString("utf8"),
};

async function get(app: Hono, path: string, acceptEncoding?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (acceptEncoding !== undefined) headers.set("Accept-Encoding", acceptEncoding);
  return app.request(path, { ...init, headers });
}

describe("chooseContentCoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["BR", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["gzip;q=0.5, br;q=0.8", "br"],
    ["*", "br"],
    ["gzip;q=0.8, *;q=0.9", "br"],
    ["br;q=0, *", "gzip"],
  ] as const)("%s: %s", (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });

  it.each([[undefined], [null], [""], ["identity"], ["deflate"], ["zstd"], ["*;q=0"], ["br;q=0, gzip;q=0"]])("%s: none", (header) => {
    expect(chooseContentCoding(header)).toBeUndefined();
  });
});

describe("isNegotiable", () => {
  it.each([
    ["text/html; charset=utf-8", true],
    ["application/json", true],
    ["application/problem+json", true],
    ["text/javascript; charset=utf-8", true],
    ["image/svg+xml", true],
    ["text/event-stream", false],
    ["text/event-stream; charset=utf-8", false],
    ["image/png", false],
    ["application/pdf", false],
  ])("%s: %s", (type, negotiable) => {
    expect(isNegotiable(new Headers({ "Content-Type": type }))).toBe(negotiable);
  });

  it("is false for an answer without a type, or one already encoded", () => {
    expect(isNegotiable(new Headers())).toBe(false);
    expect(isNegotiable(new Headers({ "Content-Type": "text/html", "Content-Encoding": "br" }))).toBe(false);
  });
});

describe("varyOnAcceptEncoding", () => {
  it.each([
    [null, "Accept-Encoding"],
    ["", "Accept-Encoding"],
    ["Cookie", "Cookie, Accept-Encoding"],
    ["X-Client-Locale, Accept-Language", "X-Client-Locale, Accept-Language, Accept-Encoding"],
    ["accept-encoding", "accept-encoding"],
    ["Cookie, Accept-Encoding", "Cookie, Accept-Encoding"],
    ["*", "*"],
  ])("%s: %s", (before, after) => {
    const headers = new Headers(before === null ? {} : { Vary: before });
    varyOnAcceptEncoding(headers);
    expect(headers.get("vary")).toBe(after);
  });
});

describe("the compression middleware", () => {
  const html = page(20_000);
  const json = JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id, name: `Checkpoint ${id}`, open: id % 2 === 0 })) });
  const app = new Hono();
  app.use(compression());
  app.get("/page", (c) => c.html(html));
  app.get("/json", (c) => c.json(JSON.parse(json)));
  app.get("/small", (c) => c.json({ ok: true }));
  const large = JSON.stringify({ data: Array.from({ length: 2_000 }, (_, id) => ({ id, name: `Lane ${id} of ${(id * 7919) % 1000}` })) });
  app.get("/large-json", (c) => c.json(JSON.parse(large)));
  app.get("/tagged", (c) => {
    c.header("ETag", '"v1"');
    return c.html(html);
  });
  app.get("/encoded", (c) => {
    c.header("Content-Encoding", "br");
    c.header("Content-Type", "text/html; charset=utf-8");
    return c.body(new Uint8Array([1, 2, 3]));
  });
  app.get("/no-transform", (c) => {
    c.header("Cache-Control", "public, no-transform");
    return c.html(html);
  });
  app.get("/png", (c) => {
    c.header("Content-Type", "image/png");
    return c.body(new Uint8Array(4096));
  });
  app.get("/not-modified", () => new Response(null, { status: 304, headers: { ETag: '"v1"' } }));

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
  ] as const)("compresses a page for %s with %s, and the decoded page is the page", async (accept, coding) => {
    const res = await get(app, "/page", accept);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(coding);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(html.length / 4);
    expect(decode[coding](body)).toBe(html);
  });

  it.each([
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ] as const)("compresses JSON for %s whole, with the length of what is sent, and the decoded JSON is the same", async (accept, coding) => {
    const res = await get(app, "/json", accept);
    expect(res.headers.get("content-encoding")).toBe(coding);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.byteLength));
    expect(decode[coding](body)).toBe(json);
  });

  it("compresses JSON above the main thread's limit on the thread pool, the same way", async () => {
    expect(large.length).toBeGreaterThan(SYNC_COMPRESSION_LIMIT);
    const res = await get(app, "/large-json", "br");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.byteLength));
    expect(decode.br(body)).toBe(large);
  });

  it("sends a client that accepts neither the page as it is, saying it varies", async () => {
    for (const accept of [undefined, "identity", "deflate"]) {
      const res = await get(app, "/page", accept);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(await res.text()).toBe(html);
    }
  });

  it("leaves a body below the threshold as it is, with its length", async () => {
    const res = await get(app, "/small", "br");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe('{"ok":true}');
  });

  it("weakens a strong ETag of the uncompressed bytes", async () => {
    const res = await get(app, "/tagged", "br");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("etag")).toBe('W/"v1"');
    expect((await get(app, "/tagged")).headers.get("etag")).toBe('"v1"');
  });

  it("leaves alone an answer already encoded, one that says no-transform, and a type that does not compress", async () => {
    const encoded = await get(app, "/encoded", "br, gzip");
    expect(encoded.headers.get("content-encoding")).toBe("br");
    expect(encoded.headers.get("vary")).toBeNull();
    expect([...new Uint8Array(await encoded.arrayBuffer())]).toEqual([1, 2, 3]);

    const kept = await get(app, "/no-transform", "br");
    expect(kept.headers.get("content-encoding")).toBeNull();
    expect(await kept.text()).toBe(html);

    const png = await get(app, "/png", "br");
    expect(png.headers.get("content-encoding")).toBeNull();
    expect(png.headers.get("vary")).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);
  });

  it("answers HEAD and 304 without a body or a coding", async () => {
    const head = await get(app, "/page", "br", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBeNull();
    expect(head.headers.get("vary")).toBe("Accept-Encoding");
    expect(await head.text()).toBe("");

    const notModified = await get(app, "/not-modified", "br");
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-encoding")).toBeNull();
    expect(notModified.headers.get("etag")).toBe('"v1"');
  });
});

/** A source stream the test writes to, as the renderer writes a page, and can see cancelled. */
function controlledSource() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled: unknown = "not cancelled";
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel(reason) {
      cancelled = reason;
    },
  });
  const encoder = new TextEncoder();
  return {
    stream,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    cancelled: () => cancelled,
  };
}

/** Decodes a compressed stream as it arrives, so a test sees what a browser could show so far. */
function liveDecoder(body: ReadableStream<Uint8Array>, coding: "br" | "gzip") {
  const decompress = coding === "br" ? createBrotliDecompress() : createGunzip();
  let text = "";
  decompress.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const ended = new Promise<void>((resolve) => decompress.on("end", resolve));
  void (async () => {
    for await (const chunk of body) decompress.write(chunk);
    decompress.end();
  })();
  return {
    text: () => text,
    ended,
    async until(expected: string, ms = 2_000) {
      const deadline = Date.now() + ms;
      while (!text.includes(expected) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return text.includes(expected);
    },
  };
}

describe("a streamed page", () => {
  it.each(["br", "gzip"] as const)("reaches the client (%s) as it is written, not at its end", async (coding) => {
    const source = controlledSource();
    const shell = page(3_000) + "<main>the shell</main>";
    source.write(shell);
    const response = new Response(source.stream, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    const compressed = await compressResponse(response, coding);
    expect(compressed.headers.get("content-encoding")).toBe(coding);
    const client = liveDecoder(compressed.body!, coding);

    expect(await client.until("the shell")).toBe(true);
    // The renderer pauses (a suspended part); what follows goes out when it is written.
    source.write("<section>a later part</section>");
    expect(await client.until("a later part")).toBe(true);
    source.write("</body></html>");
    source.end();
    await client.ended;
    expect(client.text()).toBe(shell + "<section>a later part</section></body></html>");
  });

  it("cancels the renderer when the client goes away", async () => {
    const source = controlledSource();
    source.write(page(2_000));
    const compressed = await compressResponse(new Response(source.stream, { headers: { "Content-Type": "text/html" } }), "br");
    await compressed.body!.cancel("client gone");
    expect(source.cancelled()).toBe("client gone");
  });

  it("is sent as it is, with its length, when it ends below the threshold over several chunks", async () => {
    const source = controlledSource();
    for (const part of ["<p>", "short", "</p>"]) source.write(part);
    source.end();
    const response = await compressResponse(new Response(source.stream, { headers: { "Content-Type": "text/html" } }), "br");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBe("12");
    expect(await response.text()).toBe("<p>short</p>");
  });

  it("is compressed from the threshold on", async () => {
    const sized = (bytes: number) => new Response("a".repeat(bytes), { headers: { "Content-Type": "text/plain" } });
    expect((await compressResponse(sized(COMPRESSION_THRESHOLD - 1), "gzip")).headers.get("content-encoding")).toBeNull();
    const compressed = await compressResponse(sized(COMPRESSION_THRESHOLD), "gzip");
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(decode.gzip(new Uint8Array(await compressed.arrayBuffer()))).toBe("a".repeat(COMPRESSION_THRESHOLD));
  });
});

describe("an event stream", () => {
  it("is never compressed, and each event arrives when it is sent", async () => {
    let send!: (data: string) => void;
    let finish!: () => void;
    const app = new Hono();
    app.use(compression());
    app.get("/events", (c) =>
      streamSSE(c, async (stream) => {
        send = (data) => void stream.writeSSE({ event: "entry", data });
        await new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    const res = await get(app, "/events", "br, gzip");
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    const reader = res.body!.getReader();
    send("x".repeat(2 * COMPRESSION_THRESHOLD));
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("event: entry\ndata: xxx");
    finish();
    await reader.cancel();
  });
});
