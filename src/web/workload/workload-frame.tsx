/**
 * The workload boards' own layout (SPEC §2 "Workload (own layout)"): lighter than the site's, for a
 * board left open on a screen or a phone: a compact header with the portal's name, the languages
 * and a link back to /workload; no navigation or notice; the site's footer (the hotlines, the
 * contacts, the privacy policy and the terms). A route asks for it in its handle
 * (`{ frame: "workload" }`); the language layout renders it instead of the site's chrome.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { LanguageSwitcher } from "../components/language-switcher.tsx";
import { NavigationProgress } from "../components/navigation-progress.tsx";
import { Footer, SkipToContent } from "../components/site-chrome.tsx";
import { useLocale } from "../components/use-locale.ts";

export interface WorkloadFrameHandle {
  frame: "workload";
}

/** Whether the matched routes ask for the workload boards' layout (the deepest one decides). */
export function wantsWorkloadFrame(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  const handle = matches.at(-1)?.handle as Partial<WorkloadFrameHandle> | undefined;
  return handle?.frame === "workload";
}

export function WorkloadFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
      <NavigationProgress />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <AppLink to={href("/")} className="mr-auto flex items-center gap-2 font-bold text-brand-800 no-underline">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            <span>{t("app.name")}</span>
          </AppLink>
          <LanguageSwitcher />
          <AppLink to={href("/workload")} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
            {t("nav.workload")}
          </AppLink>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
