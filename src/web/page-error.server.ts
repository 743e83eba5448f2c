/**
 * An API refusal a loader cannot handle becomes the page's error with the API's status and its
 * message, already in the page's language (the error page shows it, SPEC §2). Thrown as data, not
 * as the ApiError itself, so the message survives to the browser (React Router hides the text of
 * unexpected errors there).
 */
import { data } from "react-router";
import type { ApiError } from "./platform/api-client.ts";

export function apiPageError(error: ApiError) {
  return data({ message: error.body.message }, { status: error.status });
}
