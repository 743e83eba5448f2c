/**
 * A response body kept for many requests (docs/caching.md): its bytes, a validator (a weak ETag
 * from their hash), and its brotli and gzip encodings, each made once, on first demand, off the
 * main thread. Answering from it costs no serialisation and no compression: the encoding the client
 * accepts (brotli first), `Content-Encoding` and `Vary: Accept-Encoding` set here (the compression
 * middleware leaves such answers alone), and 304 when `If-None-Match` names the ETag.
 */
import type { TypedResponse } from "hono";
import { createHash } from "node:crypto";
import { constants } from "node:zlib";
import { chooseContentCoding, compressOnThreadPool, type ContentCoding } from "./compression.ts";

/** A coding this server sends (compression.ts negotiates it). */
export type Encoding = ContentCoding;

export interface EncodedBody {
  readonly bytes: Uint8Array;
  /** Weak: the same for every encoding of the same bytes, and on every instance. */
  readonly etag: string;
  encoded(encoding: Encoding): Promise<Uint8Array>;
}

/**
 * Brotli's quality: 11 (the smallest, tens of milliseconds for a page) for bodies that rarely
 * change, like pages; 5 (about as small as gzip's best, a millisecond) for those that change often.
 */
export type BrotliQuality = 5 | 11;

export function encodedBody(bytes: Uint8Array, brotliQuality: BrotliQuality = 5): EncodedBody {
  const etag = `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  const variants = new Map<Encoding, Promise<Uint8Array>>();
  const make = (encoding: Encoding) =>
    compressOnThreadPool(bytes, encoding, { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength });
  return {
    bytes,
    etag,
    encoded: (encoding) => {
      let variant = variants.get(encoding);
      if (!variant) {
        variant = make(encoding).then((buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
        variant.catch(() => variants.delete(encoding));
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

/** A kept JSON body, typed by the value it holds (so that a route's answer still matches its schema). */
export type EncodedJson<T> = EncodedBody & { readonly json?: T };

/** A value as JSON, kept; the same JSON as `previous` keeps its encodings. */
export function encodedJson<T>(value: T, previous?: EncodedJson<T>): EncodedJson<T> {
  return reuseUnchanged(encodedBody(new TextEncoder().encode(JSON.stringify(value))), previous);
}

/** A route's JSON answer from a kept body (see answerEncoded), typed as the route's 200 answer. */
export function answerJson<T>(request: Request, body: EncodedJson<T>, headers: Record<string, string>): Promise<TypedResponse<T, 200, "json">> {
  return answerEncoded(request, body, { "Content-Type": "application/json", ...headers }) as Promise<never>;
}

/** The same body as `previous` keeps its encodings (a recomputed answer that did not change is not compressed again). */
export function reuseUnchanged(next: EncodedBody, previous: EncodedBody | undefined): EncodedBody {
  return previous && previous.etag === next.etag ? previous : next;
}

/** Whether an If-None-Match header names this (weak) ETag, or is `*`. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * The answer to `request` from a kept body: 304 when the client has it, else its bytes in the best
 * encoding the client accepts. `headers` are the answer's own (Content-Type, Cache-Control, Vary…);
 * this adds ETag, Vary: Accept-Encoding, Content-Encoding and Content-Length. HEAD gets no body.
 */
export async function answerEncoded(request: Request, body: EncodedBody, headers: HeadersInit, status = 200): Promise<Response> {
  const answer = new Headers(headers);
  answer.set("ETag", body.etag);
  answer.append("Vary", "Accept-Encoding");
  if (status === 200 && matchesEtag(request.headers.get("if-none-match"), body.etag)) {
    answer.delete("Content-Type");
    return new Response(null, { status: 304, headers: answer });
  }
  const encoding = chooseContentCoding(request.headers.get("accept-encoding"));
  const bytes = encoding ? await body.encoded(encoding) : body.bytes;
  if (encoding) answer.set("Content-Encoding", encoding);
  answer.set("Content-Length", String(bytes.byteLength));
  return new Response(request.method === "HEAD" ? null : (bytes as Uint8Array<ArrayBuffer>), { status, headers: answer });
}
