/**
 * Remembers, for the browser session, that the user came from the mobile app's web view
 * (`?hasNavigatedFromWebView=true`), so later pages can hide what the app already shows.
 * Storage is injected (session storage in the browser); storage failures are ignored.
 */
export const WEBVIEW_FLAG_KEY = "hasNavigatedFromWebView";

/** Stores the flag when the query parameter equals exactly "true"; never clears it. */
export function rememberWebViewFlag(search: string, storage: Pick<Storage, "setItem">): void {
  if (new URLSearchParams(search).get(WEBVIEW_FLAG_KEY) !== "true") return;
  try {
    storage.setItem(WEBVIEW_FLAG_KEY, "true");
  } catch {
    // Storage unavailable (private mode, quota): the flag lasts for this page only.
  }
}

export function isFromWebView(storage: Pick<Storage, "getItem">): boolean {
  try {
    return storage.getItem(WEBVIEW_FLAG_KEY) === "true";
  } catch {
    return false;
  }
}
