/**
 * Reading the administration API from a loader (src/server/modules/admin): a viewer who is not an
 * administrator gets the API's 403 message as the page's message (not an error page); an ended
 * session leads to login and back; an unknown item is the page's 404.
 */
import { data } from "react-router";
import type { WebContext } from "../context.ts";
import { loginRedirect } from "../forms/api-submission.server.ts";
import { ApiError, type QueryValue } from "../platform/api-client.ts";

export type AdminRead<T> = { ok: true; value: T } | { ok: false; message: string };

export async function readAsAdmin<T>(web: WebContext, url: URL, path: string, query?: Record<string, QueryValue>): Promise<AdminRead<T>> {
  try {
    const body = await web.api.get<T>(path, { toastErrors: false, query });
    if (!body) throw data(null, { status: 404 });
    return { ok: true, value: body };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw loginRedirect(web.locale, url);
    if (error.status === 403) return { ok: false, message: error.body.message };
    if (error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
