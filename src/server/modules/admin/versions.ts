/**
 * Stale edits (docs/administration.md): every item an administrator edits is answered with its
 * `version`, a digest of the item as the console shows it. An edit sends the version it started
 * from; if the item has changed since, the edit is refused with 409 and the item as it is now, so
 * that nobody overwrites another administrator's change without seeing it. The check and the
 * write run in one transaction with the item's row locked.
 */
import { createHash } from "node:crypto";
import { ApiProblem } from "../../http/errors.ts";

/** A short digest of an item's JSON (its keys in a stable order). */
export function itemVersion(item: unknown): string {
  return createHash("sha256").update(stableJson(item)).digest("base64url").slice(0, 16);
}

function stableJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The item with its version, as the admin API answers it. */
export function versioned<T extends Record<string, unknown>>(item: T): T & { version: string } {
  return { ...item, version: itemVersion(item) };
}

/** Refuses an edit that started from another version than the item's current one: 409 with the current item. */
export function checkVersion<T extends Record<string, unknown>>(current: T, given: string): void {
  const now = versioned(current);
  if (now.version !== given) throw new ApiProblem(409, "admin.staleEdit", { extra: { code: "stale-edit", current: now } });
}
