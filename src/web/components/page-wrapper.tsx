/**
 * What a page is wrapped in (SPEC §2): a loading indicator, an optional client-only mode (for
 * things that cannot render on the server, like maps) and a coming-soon mode (the placeholder).
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "./status-pages.tsx";
import { useHydrated } from "./use-hydrated.ts";

export function PageWrapper({
  children,
  clientOnly = false,
  comingSoon = false,
  title,
}: {
  children?: ReactNode;
  clientOnly?: boolean;
  comingSoon?: boolean;
  title?: string;
}) {
  const { t } = useTranslation();
  const mounted = useHydrated();
  if (comingSoon) return <PlaceholderPage title={title} />;
  if (clientOnly && !mounted) {
    return (
      <p role="status" className="py-12 text-center text-slate-700">
        <span className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent align-[-2px]" />
        {t("common.loading")}
      </p>
    );
  }
  return <>{children}</>;
}
