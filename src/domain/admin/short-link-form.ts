/**
 * The short links an administrator makes to pages of the portal (/admin/short-links): a link
 * `/s/{id}` to a path of the portal, and revoking one. One schema per form checks it in the browser
 * and in the route action; the API's request schema (POST /admin/short-links, content.routes.ts)
 * takes the path's rules from here.
 */
import { tooLong } from "../form-fields.ts";
import { z } from "../zod.ts";

/** A path of the portal: `/…`, no scheme or host, no spaces or control characters. */
export const TARGET_PATH = /^\/(?![/\\])[^\s\p{Cc}]*$/u;
export const TARGET_PATH_MAX = 500;
/** A link's id as the API names it. */
export const SHORT_LINK_ID_MAX = 64;

export const targetPath = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(TARGET_PATH_MAX, { error: tooLong(TARGET_PATH_MAX) })
  .regex(TARGET_PATH, { error: "validation.portalPath" });

/** Making a link: the path it leads to. */
export const shortLinkFormSchema = z.object({ target_path: targetPath });

/** Revoking a link: which one. */
export const shortLinkRevokeFormSchema = z.object({
  id: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(SHORT_LINK_ID_MAX, { error: "validation.invalid" }),
});
