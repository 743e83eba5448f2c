/** Random tokens, one-time codes and their hashes; argon2id for passwords. */
import argon2 from "argon2";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH } from "../../domain/accounts.ts";

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/** Codes are short, so they are hashed with a server-side key: a leaked table does not reveal them. */
export function hashCode(code: string, key: string): string {
  return createHmac("sha256", key).update(code).digest("hex");
}

export function codeMatches(code: string, hash: string, key: string): boolean {
  const expected = Buffer.from(hash, "hex");
  const actual = Buffer.from(hashCode(code, key), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verifying against this costs the same as a real check, so unknown accounts take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomToken());
  return decoyHash;
}

const JWT_HS256_HEADER = /^[A-Za-z0-9_-]+$/;

/**
 * The payload of a compact JWT signed with HMAC-SHA256 under `secret`, or null when it is not one
 * (other algorithm, `crit`, bad signature, malformed). Synchronous, with node:crypto: WebCrypto's
 * HMAC (hono/jwt's `verify`) costs an asynchronous job per request on the API's hottest path.
 * Tokens are still signed by hono/jwt's `sign`; the claims are judged by the caller.
 */
export function verifyHs256Jwt(token: string, secret: string): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((part) => JWT_HS256_HEADER.test(part))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const actual = Buffer.from(signature, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const head: unknown = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
    if (typeof head !== "object" || head === null || Array.isArray(head)) return null;
    const { alg, typ } = head as Record<string, unknown>;
    if (alg !== "HS256" || "crit" in head || (typ !== undefined && (typeof typ !== "string" || !/^(application\/)?jwt$/i.test(typ)))) return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof claims === "object" && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
