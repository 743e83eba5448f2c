/**
 * The action behind the share panel's forms (/queues/{id}/share): create or revoke the entry's
 * short link over the API, then back to the entry's page with a toast. Another user's or an unknown
 * entry is the 404 page; a session that has ended goes to login and back to the entry's page; any
 * other refusal (an ended entry, too many requests) is thrown as `ShareRefusal` data for the
 * route's error boundary to show (thrown, so that the route's redirecting loader does not run).
 */
import { data } from "react-router";
import { z } from "../../../domain/zod.ts";
import { localizePath } from "../../../domain/locale-routing.ts";
import type { WebContext } from "../../context.ts";
import { redirectWithFlash } from "../../flash.server.ts";
import { redirectVia } from "../../forms/api-submission.server.ts";
import { ApiError } from "../../platform/api-client.ts";

/** Why the API refused to create or revoke a link, and the way back. */
export interface ShareRefusal {
  message: string;
  entryPath: string;
}

export const shareIntentSchema = z.object({ intent: z.enum(["create", "revoke"]) });

/** The entry's id from the path: anything that cannot be one is an unknown entry. */
export function entryIdOf(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export const entryPagePath = (web: Pick<WebContext, "locale">, entryId: number) => localizePath(`/queues/${entryId}`, web.locale);

export async function shareAction(web: WebContext, entryId: number, formData: FormData, url: URL) {
  const parsed = shareIntentSchema.safeParse({ intent: formData.get("intent") });
  if (!parsed.success) throw data(null, { status: 400 });
  const path = `/queues/${entryId}/share-link`;
  const quiet = { toastErrors: false };
  try {
    if (parsed.data.intent === "create") await web.api.post(path, undefined, quiet);
    else await web.api.delete(path, quiet);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw redirectVia("/login", web.locale, new URL(entryPagePath(web, entryId), url));
    if (error.status === 404) throw data(null, { status: 404 });
    throw data({ message: error.body.message, entryPath: entryPagePath(web, entryId) } satisfies ShareRefusal, { status: error.status });
  }
  return redirectWithFlash(web, entryPagePath(web, entryId), parsed.data.intent === "create" ? "share.created" : "share.revoked");
}
