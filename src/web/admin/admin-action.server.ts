/**
 * A console form's action (forms that work before JavaScript loads): the API call, and what the
 * page shows after it: success, or the API's refusal (its message, the messages per field, the
 * current item of a stale edit), with what was typed kept.
 */
import type { WebContext } from "../context.ts";
import { loginRedirect } from "../forms/api-submission.server.ts";
import { ApiError } from "../platform/api-client.ts";

export interface AdminActionReply {
  /** Which form of the page answered. */
  form: string;
  ok: boolean;
  /** The success's message key (translated by the page), or the API's message. */
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  /** What was typed, to keep. */
  values?: Record<string, string>;
  /** What the call answered (e.g. how many sessions ended). */
  data?: unknown;
}

/** The form's text fields as typed. */
export function typedValues(formData: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? "")]));
}

export async function adminAction(web: WebContext, url: URL, form: string, success: string, call: () => Promise<unknown>, values?: Record<string, string>): Promise<AdminActionReply> {
  try {
    const answer = (await call()) as { data?: unknown } | null;
    return { form, ok: true, message: success, data: answer?.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw loginRedirect(web.locale, url);
    return {
      form,
      ok: false,
      message: error.body.message,
      ...(error.body.errors ? { errors: error.body.errors } : {}),
      ...(error.body.code ? { code: error.body.code } : {}),
      ...(values ? { values } : {}),
    };
  }
}
