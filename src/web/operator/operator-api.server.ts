/**
 * Reading the operator's API from a loader: a viewer who is not an operator gets the API's 403
 * message as the page's message (not an error page); an ended session leads to login and back; a
 * lane outside the operator's checkpoints is the page's 404.
 */
import { data } from "react-router";
import type { WebContext } from "../context.ts";
import { loginRedirect } from "../forms/api-submission.server.ts";
import { ApiError } from "../platform/api-client.ts";

export type OperatorRead<T> = { ok: true; value: T } | { ok: false; message: string };

export async function readAsOperator<T>(web: WebContext, url: URL, path: string): Promise<OperatorRead<T>> {
  try {
    const body = await web.api.get<{ data: T }>(path, { toastErrors: false });
    if (!body) throw data(null, { status: 404 });
    return { ok: true, value: body.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw loginRedirect(web.locale, url);
    if (error.status === 403) return { ok: false, message: error.body.message };
    if (error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
