/** A thin bar and a screen-reader status while the next page loads. */
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden">
      {busy ? (
        <>
          <div className="h-full w-2/5 bg-accent motion-safe:animate-[loading-bar_1s_ease-in-out_infinite]" />
          <span className="sr-only">{t("common.loading")}</span>
        </>
      ) : null}
    </div>
  );
}
