/**
 * The key that signs access tokens and bot-check challenges and keys the hashes of codes, when
 * SESSION_SECRET is not set: made at random on the first start and kept in DATA_DIR (readable by
 * the owner only), so that tokens survive a restart and no key is written in the source.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export const SESSION_SECRET_FILE = "session-secret";

/** Shorter than this is not a key we made (a truncated or hand-edited file): it is replaced. */
const MIN_LENGTH = 32;

export interface StoredSecret {
  secret: string;
  /** The file was made (or replaced) now. */
  created: boolean;
}

/** The secret kept in `file`, made on the first call; two processes starting at once agree on one. */
export function storedSessionSecret(file: string): StoredSecret {
  const existing = readIfExists(file);
  if (existing !== null && existing.length >= MIN_LENGTH) return { secret: existing, created: false };
  const secret = randomBytes(48).toString("base64url");
  mkdirSync(dirname(file), { recursive: true });
  try {
    // "wx": of two processes making it at once, the second finds the first's and uses it.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: existing === null ? "wx" : "w" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return storedSessionSecret(file);
  }
  chmodSync(file, 0o600);
  return { secret, created: true };
}

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
