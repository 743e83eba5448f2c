import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { answerEncoded, encodedBody, encodedJson, matchesEtag } from "./encoded-body.ts";

const bytes = new TextEncoder().encode(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: "Ягодин" })) }));
const get = (headers: Record<string, string> = {}, method = "GET") => new Request("http://portal.test/x", { method, headers });

describe("matchesEtag", () => {
  it("compares weakly, in a list, and accepts *", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(null, 'W/"abc"')).toBe(false);
  });
});

describe("answerEncoded", () => {
  it("sends the encoding the client accepts, decoding to the same bytes, with its length", async () => {
    const body = encodedBody(bytes);
    const br = await answerEncoded(get({ "accept-encoding": "gzip, deflate, br" }), body, { "Content-Type": "application/json" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = new Uint8Array(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(bytes.byteLength / 4);
    expect(new Uint8Array(brotliDecompressSync(brBytes))).toEqual(bytes);

    const gz = await answerEncoded(get({ "accept-encoding": "gzip" }), body, {});
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(new Uint8Array(gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toEqual(bytes);

    const plain = await answerEncoded(get(), body, {});
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(bytes);
  });

  it("answers 304 without a body when If-None-Match names the ETag, and HEAD without a body", async () => {
    const body = encodedBody(bytes);
    const first = await answerEncoded(get(), body, { "Cache-Control": "public, max-age=30" });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await answerEncoded(get({ "if-none-match": etag, "accept-encoding": "br" }), body, { "Cache-Control": "public, max-age=30" });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=30");
    expect(await again.text()).toBe("");
    const head = await answerEncoded(get({}, "HEAD"), body, {});
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(await head.text()).toBe("");
  });
});

describe("encodedJson", () => {
  it("keeps the previous body (and its encodings) when the JSON did not change, and gives another ETag when it did", async () => {
    const first = encodedJson({ a: 1 });
    expect(encodedJson({ a: 1 }, first)).toBe(first);
    const changed = encodedJson({ a: 2 }, first);
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
  });
});
