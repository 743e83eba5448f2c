/**
 * Toasts (SPEC §9): notifications top-right, messages ("message" kind: the new-version message) at
 * the top in the middle, 3 s each unless told otherwise. The toast library is loaded with the first
 * toast, not with the page: showToast asks the region to mount the toaster, waits until it listens,
 * then shows the toast. The live region and the × (40 × 40 px, app.css) are named in the page's
 * language.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { ExternalToast } from "sonner";

export const TOAST_DURATION_MS = 3000;
/** Pixels from the top of the window: below the header's buttons. */
const TOAST_TOP_OFFSET = 128;

let wanted = false;
const listeners = new Set<() => void>();
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const Toaster = lazy(() =>
  import("sonner").then(({ Toaster: SonnerToaster }) => ({
    default: function ListeningToaster() {
      const { t } = useTranslation();
      // Runs after the toaster's own effects, so it is subscribed by then.
      useEffect(() => markListening(), []);
      return <SonnerToaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          closeButton
          customAriaLabel={t("toasts.region")}
          toastOptions={{ closeButtonAriaLabel: t("toasts.close") }}
          // All toasts at full strength (stacked ones would be faded below contrast), and below the
          // header so that they never cover its buttons.
          expand
          offset={{ top: TOAST_TOP_OFFSET, right: 16 }}
          mobileOffset={{ top: TOAST_TOP_OFFSET, right: 8, left: 8 }}
        />;
    },
  })),
);

export function ToastRegion() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function showToast(kind: "error" | "success" | "info" | "message", message: string, options?: ExternalToast) {
  wantToaster();
  void Promise.all([import("sonner"), listening]).then(([{ toast }]) => {
    // A message (not a notification) shows at the top in the middle (SPEC §9: "messages top").
    if (kind === "message") toast(message, { position: "top-center", ...options });
    else toast[kind](message, options);
  });
}
