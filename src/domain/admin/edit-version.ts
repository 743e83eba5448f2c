/**
 * The version an administrator's edit started from (docs/administration.md, "Stale edits"): the
 * item's digest as the API showed it, sent back with the edit, refused with 409 when the item
 * changed meanwhile. The console's forms carry it in a hidden field.
 */
import { z } from "../zod.ts";

export const EDIT_VERSION_MAX = 64;

export const editVersion = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .max(EDIT_VERSION_MAX, { error: "validation.invalid" });
