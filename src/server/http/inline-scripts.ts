/**
 * The inline scripts of a page, for a Content-Security-Policy that names them by hash instead of a
 * per-request nonce (a page kept for every guest: http/page-cache.ts). Pure functions over the HTML.
 */
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/** `'sha256-…'` sources of the page's inline scripts (those without `src`), each once, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The page without the `nonce` attributes of one request's nonce (a kept page carries none). */
export function withoutNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}
