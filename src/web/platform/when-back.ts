/**
 * Calls `back` when the page becomes visible again or the network returns while it is visible (a
 * phone woken, a tunnel left): the moment a live page re-opens its event stream and catches up.
 * Answers the function that stops listening.
 */
export function whenBack(back: () => void): () => void {
  const ifVisible = () => {
    if (document.visibilityState === "visible") back();
  };
  document.addEventListener("visibilitychange", ifVisible);
  window.addEventListener("online", ifVisible);
  return () => {
    document.removeEventListener("visibilitychange", ifVisible);
    window.removeEventListener("online", ifVisible);
  };
}
