/**
 * What the error page says (SPEC §2): the status, and for anything but 404 the error's own message
 * (404 keeps its fixed text and the path). A route's thrown response carries its message as
 * `data.message` (`apiPageError`) or as text; an unexpected error shows no internals, only the
 * generic 'Something went wrong' (message null).
 */
export interface ErrorPageContent {
  status: number;
  /** The error's own message, or null for the page's fixed text. */
  message: string | null;
}

interface RouteResponseLike {
  status: number;
  data?: unknown;
}

function isRouteResponse(error: unknown): error is RouteResponseLike {
  return typeof error === "object" && error !== null && typeof (error as { status?: unknown }).status === "number" && "data" in error;
}

export function errorPageContent(error: unknown): ErrorPageContent {
  if (!isRouteResponse(error)) return { status: 500, message: null };
  const { status, data } = error;
  if (status === 404) return { status, message: null };
  const text =
    typeof data === "string" ? data : typeof data === "object" && data !== null && typeof (data as { message?: unknown }).message === "string" ? (data as { message: string }).message : "";
  return { status, message: text.trim() === "" ? null : text.trim() };
}
