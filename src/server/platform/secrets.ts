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
