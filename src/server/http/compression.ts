/**
 * Pages and API answers compressed on the fly: brotli when the client accepts it, else gzip, for a
 * compressible type (HTML, JSON, text, …) of at least `COMPRESSION_THRESHOLD` bytes. Brotli runs at
 * a fast quality (4 for streamed pages: smaller than gzip's default level and as quick; 1 for whole
 * answers, `WHOLE_BROTLI_QUALITY`), since every answer pays it;
 * the static files were compressed at the highest levels when they were built (scripts/precompress.ts).
 *
 * A streamed page stays streamed: what the renderer writes is flushed to the client as soon as the
 * renderer pauses (the chunks written in one turn of the event loop go out together), so the shell
 * is not held back until the end. The work runs on libuv's thread pool, off the main thread.
 * Any other answer (JSON, text) is made whole by its handler: it is compressed in one piece and
 * sent with its length in one write; on the main thread up to `SYNC_COMPRESSION_LIMIT` (a few
 * tens of microseconds, less than a trip to the thread pool and a compressor's set-up cost), on
 * the thread pool above it.
 *
 * Left as they are: event streams (`text/event-stream`, never buffered), answers that already have a
 * `Content-Encoding` (precompressed files, a cache's stored bytes), partial content, `no-transform`,
 * HEAD and bodies below the threshold. Every answer whose coding could depend on `Accept-Encoding`
 * says so (`Vary: Accept-Encoding`), small ones included, for the caches on the way.
 */
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
  type BrotliCompress,
  type BrotliOptions,
  type Gzip,
} from "node:zlib";
import { isWholeAnswer, planCompression } from "./answer-plan.ts";

export type ContentCoding = "br" | "gzip";

/** Below about a kilobyte compression saves less than a packet and costs a compressor. */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli's quality for answers made per request (0–11; the build uses 11 for static files). */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Brotli's quality for whole answers made per request (JSON, text; an API answer is mostly 1–4 KB):
 * 1 takes a third of quality 4's time (22 µs against 63 for a 2.3 KB entry) for about 10 % more bytes,
 * some fifty on such an answer. The answers kept in caches are compressed once, harder (encoded-body.ts).
 */
export const WHOLE_BROTLI_QUALITY = 1;

/** Whole answers up to this size are compressed on the main thread (brotli 1: ~0.2 ms at the limit). */
export const SYNC_COMPRESSION_LIMIT = 64 * 1024;

/** The codings the server offers, preferred first when the client weighs them alike. */
const OFFERED: readonly ContentCoding[] = ["br", "gzip"];

/**
 * The coding to send for an `Accept-Encoding` header: the offered one the client weighs most (q),
 * brotli before gzip when equal; `*` stands for codings it does not name; `q=0` refuses. None when
 * the header is absent (HTTP lets a server choose then, but old clients that send none may not
 * decode) or accepts neither.
 */
export function chooseContentCoding(acceptEncoding: string | null | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = parseAccept(acceptEncoding);
  const weightOf = (coding: string) =>
    accepted.find((entry) => entry.type.toLowerCase() === coding)?.q ?? accepted.find((entry) => entry.type === "*")?.q ?? 0;
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of OFFERED) {
    const q = weightOf(coding);
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}

/** Whether an answer's coding is the server's to choose: a compressible type, not yet encoded. */
export function isNegotiable(headers: Headers): boolean {
  if (headers.has("content-encoding")) return false;
  const type = headers.get("content-type");
  // The type pattern leaves out text/event-stream.
  return type !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
}

/** Adds `Accept-Encoding` to a `Vary` header unless it is there already (or `*`). */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (vary === null || vary.trim() === "") {
    headers.set("Vary", "Accept-Encoding");
    return;
  }
  const names = vary.split(",").map((name) => name.trim().toLowerCase());
  if (!names.includes("accept-encoding") && !names.includes("*")) headers.set("Vary", `${vary}, Accept-Encoding`);
}

function mayTransform(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control");
  return cacheControl === null || !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl);
}

type Compressor = BrotliCompress | Gzip;

/** Brotli for answers made per request: the fast quality, tuned for text. */
const DYNAMIC_BROTLI = {
  [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

/** A streamed page's: a 1 MB window covers any page here, with a quarter of the default's memory. */
const STREAM_BROTLI = { ...DYNAMIC_BROTLI, [constants.BROTLI_PARAM_LGWIN]: 20 };

type BrotliParams = NonNullable<BrotliOptions["params"]>;

const brotliOnPool = promisify<Uint8Array, BrotliOptions, Buffer>(brotliCompress);
const gzipOnPool = promisify(gzip);

/** `bytes` compressed in one piece on libuv's thread pool: brotli with `brotliParams`, gzip at its default level (6). */
export function compressOnThreadPool(bytes: Uint8Array, coding: ContentCoding, brotliParams: BrotliParams): Promise<Buffer> {
  return coding === "br" ? brotliOnPool(bytes, { params: brotliParams }) : gzipOnPool(bytes);
}

/**
 * Brotli's parameters for a whole answer of `size` bytes: whole, the encoder sizes its window to the
 * bytes (with the stream's 1 MB window a 1 KB answer took 35 µs, not 15).
 */
const wholeBrotli = (size: number) => ({ ...DYNAMIC_BROTLI, [constants.BROTLI_PARAM_QUALITY]: WHOLE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size });

/** `bytes` compressed in one piece with `coding` on the main thread (for at most SYNC_COMPRESSION_LIMIT bytes). */
export function compressWholeSync(bytes: Uint8Array, coding: ContentCoding): Uint8Array {
  return coding === "br" ? brotliCompressSync(bytes, { params: wholeBrotli(bytes.byteLength) }) : gzipSync(bytes);
}

/** `bytes` compressed in one piece with `coding`, on the main thread when small (SYNC_COMPRESSION_LIMIT). */
export async function compressWhole(bytes: Uint8Array, coding: ContentCoding): Promise<Uint8Array> {
  if (bytes.byteLength > SYNC_COMPRESSION_LIMIT) return compressOnThreadPool(bytes, coding, wholeBrotli(bytes.byteLength));
  return compressWholeSync(bytes, coding);
}

function createCompressor(coding: ContentCoding): { compressor: Compressor; flush: () => void } {
  if (coding === "br") {
    const compressor = createBrotliCompress({ params: STREAM_BROTLI });
    return { compressor, flush: () => compressor.flush(constants.BROTLI_OPERATION_FLUSH) };
  }
  const compressor = createGzip();
  // A sync flush ends the bytes so far without resetting the dictionary (the default, a full flush, does).
  return { compressor, flush: () => compressor.flush(constants.Z_SYNC_FLUSH) };
}

/**
 * `source`'s bytes, compressed, as a stream: `head` (what was read to reach the threshold) first,
 * then the rest as the consumer pulls it. Output is flushed whenever the source pauses, so a
 * streamed page reaches the client as it is rendered. Cancelling the result cancels the source.
 */
function compressStream(
  head: readonly Uint8Array[],
  source: ReadableStreamDefaultReader<Uint8Array>,
  coding: ContentCoding,
): ReadableStream<Uint8Array> {
  const { compressor, flush } = createCompressor(coding);
  // What the source gave since the last write: written as one piece per turn of the event loop, since
  // each write to the compressor costs a trip to the thread pool (a page arrives in many small chunks).
  const pending: Uint8Array[] = [];
  let flushPending = false;
  let ended = false;
  const writePending = () => {
    if (pending.length === 0) return;
    compressor.write(pending.length === 1 ? pending[0]! : Buffer.concat(pending));
    pending.length = 0;
  };
  const flushSoon = () => {
    if (flushPending) return;
    flushPending = true;
    // After the chunks already waiting in this turn of the event loop, so they go out together.
    setImmediate(() => {
      flushPending = false;
      if (ended) return;
      writePending();
      flush();
    });
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
      compressor.once("end", () => controller.close());
      compressor.once("error", (error) => {
        controller.error(error);
        void source.cancel(error);
      });
      pending.push(...head);
      flushSoon();
    },
    async pull() {
      // The compressor's input is full: the client reads slower than the source writes.
      if (compressor.writableNeedDrain) await new Promise((drained) => compressor.once("drain", drained));
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await source.read();
      } catch (error) {
        // The source failed (a render aborted): the client's response fails with it.
        ended = true;
        compressor.destroy();
        throw error;
      }
      if (next.done) {
        ended = true;
        writePending();
        compressor.end();
        return;
      }
      pending.push(next.value);
      flushSoon();
    },
    async cancel(reason) {
      ended = true;
      compressor.destroy();
      await source.cancel(reason);
    },
  });
}

/** A response like `response`, with the body `body` and the headers changed by `edit`. */
function withBody(response: Response, body: BodyInit | null, edit: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  edit(headers);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The compressed answer's headers: its coding, no length of the other bytes, a weakened ETag. */
function encodedAs(coding: ContentCoding, length?: number) {
  return (headers: Headers) => {
    if (length === undefined) headers.delete("Content-Length");
    else headers.set("Content-Length", String(length));
    headers.set("Content-Encoding", coding);
    // Another coding, other bytes: a strong validator of the uncompressed bytes no longer holds.
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  };
}

/** Pages are streamed as they render; every other answer is whole when its handler returns it. */
const isStreamed = (headers: Headers) => headers.get("content-type")?.startsWith("text/html") ?? false;

/**
 * A whole answer compressed in one piece with `coding`, or as it was (with its `Content-Length`)
 * below `threshold` bytes.
 */
export async function compressWholeResponse(response: Response, coding: ContentCoding, threshold = COMPRESSION_THRESHOLD): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength < threshold) return withBody(response, bytes, (headers) => headers.set("Content-Length", String(bytes.byteLength)));
  const compressed = await compressWhole(bytes, coding);
  return withBody(response, compressed as Uint8Array<ArrayBuffer>, encodedAs(coding, compressed.byteLength));
}

/**
 * `response` compressed with `coding`, or as it was (read whole, with its `Content-Length`) when
 * its body ends before `threshold` bytes.
 */
export async function compressResponse(response: Response, coding: ContentCoding, threshold = COMPRESSION_THRESHOLD): Promise<Response> {
  if (!response.body) return response;
  const reader = response.body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < threshold) {
    const { done, value } = await reader.read();
    if (done) {
      const whole = new Uint8Array(size);
      let at = 0;
      for (const chunk of head) {
        whole.set(chunk, at);
        at += chunk.byteLength;
      }
      return withBody(response, whole, (headers) => headers.set("Content-Length", String(size)));
    }
    head.push(value);
    size += value.byteLength;
  }
  return withBody(response, compressStream(head, reader, coding), encodedAs(coding));
}

/** The middleware: compresses what the handlers answered, by the rules at the top of this module. */
export function compression(options: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = options.threshold ?? COMPRESSION_THRESHOLD;
  return async (c, next) => {
    if (c.req.method !== "HEAD") planCompression(c, c.req.header("accept-encoding"), threshold);
    await next();
    const response = c.res;
    if (isWholeAnswer(response) || response.status === 206 || !isNegotiable(response.headers)) return;
    varyOnAcceptEncoding(response.headers);
    // The length first: reading a small answer's body would cost more than the answer (answer-headers.ts).
    const length = response.headers.get("content-length");
    if (c.req.method === "HEAD" || (length !== null && Number(length) < threshold)) return;
    if (!response.body || !mayTransform(response)) return;
    const coding = chooseContentCoding(c.req.header("accept-encoding"));
    if (!coding) return;
    const compressed = isStreamed(response.headers)
      ? await compressResponse(response, coding, threshold)
      : await compressWholeResponse(response, coding, threshold);
    // Replaced, not merged: setting `c.res` over a response copies the old one's headers
    // (its Content-Length, a strong ETag) onto the new one; `compressed` has them all as they must be.
    c.res = undefined;
    c.res = compressed;
  };
}
