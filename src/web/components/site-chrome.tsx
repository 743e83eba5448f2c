/** The frame of every page: skip link, header, beta notice, main content, footer. */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, NavLink, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import { AppLink } from "./app-link.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";
import { useLocale } from "./use-locale.ts";

const NAV_ITEMS = [
  { path: "/news", key: "nav.news" },
  { path: "/workload", key: "nav.workload" },
  { path: "/statistics", key: "nav.statistics" },
  { path: "/service-by-countries", key: "nav.serviceByCountries" },
  { path: "/faq", key: "nav.faq" },
  { path: "/contacts", key: "nav.contacts" },
  { path: "/about", key: "nav.about" },
] as const;

function Header() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <AppLink to={href("/")} className="flex items-center gap-2 text-lg font-bold text-brand-800 no-underline">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>
            {t("app.name")}
            <span className="block text-xs font-normal text-slate-700">{t("app.fullName")}</span>
          </span>
        </AppLink>
        <div className="flex flex-wrap items-center gap-3">
          <LanguageSwitcher />
          <AccountLinks />
        </div>
      </div>
      <nav aria-label={t("nav.main")} className="border-t border-slate-100 bg-brand-50">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-2 text-sm">
          {NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <NavLink
                to={href(item.path)}
                className={({ isActive }) =>
                  `block px-3 py-2.5 font-medium ${isActive ? "text-brand-900 underline decoration-2 underline-offset-4" : "text-brand-800 hover:underline"}`
                }
              >
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** A guest is offered to log in or sign up; a logged-in user their account and logging out. */
function AccountLinks() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const loggedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.viewer);
  const primary = "rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";
  const secondary = "rounded border-2 border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";
  if (loggedIn) {
    return (
      <>
        <AppLink to={href("/profile/details")} className={primary}>
          {t("nav.account")}
        </AppLink>
        <Form method="post" action={href("/logout")}>
          <button type="submit" className={secondary}>
            {t("nav.logout")}
          </button>
        </Form>
      </>
    );
  }
  return (
    <>
      <AppLink to={href("/create-account")} className={secondary}>
        {t("nav.register")}
      </AppLink>
      <AppLink to={href("/login")} className={primary}>
        {t("nav.login")}
      </AppLink>
    </>
  );
}

function BetaNotice() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  const pairs = (settings?.booking_checkpoints ?? [])
    .map((cp) => `${cp.name[locale]} – ${cp.foreign_name[locale]}`)
    .join(", ");
  return (
    <aside aria-label={t("beta.label")} className="bg-accent/30 text-slate-900">
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm">
        <strong className="mr-2 rounded bg-slate-900 px-1.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
          {t("beta.label")}
        </strong>
        {t("beta.note", { checkpoints: pairs })}
      </p>
    </aside>
  );
}

function Footer() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const hotlines = useRouteLoaderData<typeof rootLoader>("root")?.settings.hotlines;
  const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
  return (
    <footer className="mt-12 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3">
        {hotlines ? (
          <>
            <p>
              <span className="block text-sm text-brand-100">{t("footer.hotlineUkrainian")}</span>
              <a href={tel(hotlines.ukrainian)} className="text-lg font-semibold text-white underline-offset-2 hover:underline">
                {hotlines.ukrainian}
              </a>
            </p>
            <p>
              <span className="block text-sm text-brand-100">{t("footer.hotlineForeign")}</span>
              <a href={tel(hotlines.foreign)} className="text-lg font-semibold text-white underline-offset-2 hover:underline">
                {hotlines.foreign}
              </a>
            </p>
          </>
        ) : null}
        <ul className="space-y-1 text-sm">
          <li>
            <AppLink to={href("/privacy")} className="text-white underline underline-offset-2">
              {t("footer.privacy")}
            </AppLink>
          </li>
          <li>
            <AppLink to={href("/terms")} className="text-white underline underline-offset-2">
              {t("footer.terms")}
            </AppLink>
          </li>
          <li>
            <a href="/api/v3/docs/" className="text-white underline underline-offset-2">
              {t("footer.apiDocs")}
            </a>
          </li>
        </ul>
      </div>
      <p className="border-t border-brand-800 px-4 py-3 text-center text-xs text-brand-100">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

export function SiteChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t("common.skipToContent")}
      </a>
      <NavigationProgress />
      <Header />
      <BetaNotice />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
