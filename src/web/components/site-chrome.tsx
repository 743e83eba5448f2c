/** The frame of every page: skip link, header, beta notice, main content, footer. */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Form, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { JoinQueueLink } from "../queue/join/join-queue-link.tsx";
import type { loader as rootLoader } from "../root.tsx";
import { AppLink } from "./app-link.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";
import { useHydrated } from "./use-hydrated.ts";
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

/**
 * The header: the logo, 'Стати в чергу' and, on wide screens, the languages and the account links
 * in one row, the main navigation under them. Below `xl` (1280 px) the languages, the account links and the
 * navigation collapse into a menu behind a disclosure button, so that a phone's header stays one
 * row. Without JavaScript the button is a link to the menu, which opens it (CSS :target).
 */
function Header() {
  const { t } = useTranslation();
  const { href } = useLocale();
  // The menu stays open on the page it was opened on: a page change (a link in it) closes it.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-3">
        <AppLink to={href("/")} className="mr-auto flex shrink-0 items-center gap-2 text-lg font-bold text-brand-800 no-underline">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>
            {t("app.name")}
            {/* Hidden where a wide screen's row holds the languages and the account links too. */}
            <span className="hidden text-xs font-normal text-slate-700 sm:block xl:hidden">{t("app.fullName")}</span>
          </span>
        </AppLink>
        {/* A wide screen's row: the account links (the languages are at the end of the sections' row below). */}
        <div className="hidden items-center gap-3 whitespace-nowrap xl:flex">
          <AccountLinks />
        </div>
        <JoinQueueLink className="max-w-36 rounded bg-accent px-3 py-2 text-center text-sm leading-tight font-semibold text-slate-900 hover:bg-yellow-300 sm:max-w-none sm:px-4 xl:whitespace-nowrap" />
        <MenuToggle open={open} onToggle={() => setOpenOn(open ? null : key)} buttonRef={menuButton} label={t("join.header.menu")} />
      </div>
      <MenuPanel open={open}>
        <div className="flex flex-col gap-3 border-b border-slate-200 bg-white px-4 py-3 xl:hidden">
          <LanguageSwitcher />
          <div className="flex flex-col gap-2">
            <AccountLinks />
          </div>
        </div>
        <div className="mx-auto max-w-6xl xl:flex xl:items-center xl:justify-between xl:gap-4">
          <nav aria-label={t("nav.main")}>
            <ul className="flex flex-col px-2 text-sm xl:flex-row xl:flex-wrap xl:gap-x-0">
              {NAV_ITEMS.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={href(item.path)}
                    className={({ isActive }) =>
                      `block px-3 py-2.5 font-medium xl:px-2 ${isActive ? "text-brand-900 underline decoration-2 underline-offset-4" : "text-brand-800 hover:underline"}`
                    }
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden shrink-0 pr-4 xl:block">
            <LanguageSwitcher />
          </div>
        </div>
      </MenuPanel>
    </header>
  );
}

const MENU_BUTTON = "flex size-11 shrink-0 items-center justify-center rounded border-2 border-brand-700 text-brand-800 hover:bg-brand-50 xl:hidden";

/**
 * The menu's disclosure button; until the page runs, a link to the menu, which opens it (CSS
 * :target). The parts that change once the page has hydrated are components of their own, so that
 * only they render again then, not the header's links (a long task on a slow phone).
 */
function MenuToggle({ open, onToggle, buttonRef, label }: { open: boolean; onToggle: () => void; buttonRef: RefObject<HTMLButtonElement | null>; label: string }) {
  return useHydrated() ? (
    <button ref={buttonRef} type="button" aria-expanded={open} aria-controls="site-menu" onClick={onToggle} className={MENU_BUTTON}>
      <MenuIcon open={open} />
      <span className="sr-only">{label}</span>
    </button>
  ) : (
    <a href="#site-menu" className={MENU_BUTTON}>
      <MenuIcon open={false} />
      <span className="sr-only">{label}</span>
    </a>
  );
}

/** The menu: opened by the button once the page runs, by :target before. Its content is the header's, rendered once. */
function MenuPanel({ open, children }: { open: boolean; children: ReactNode }) {
  const panel = useHydrated() ? (open ? "block" : "hidden") : "hidden target:block";
  return (
    <div id="site-menu" className={`${panel} border-t border-slate-100 bg-brand-50 xl:block`}>
      {children}
    </div>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** A header link with a count beside it (hidden when nothing is counted); its accessible name says what is counted. */
function CountedLink({ to, label, count, counted }: { to: string; label: string; count: number; counted: string }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        `inline-flex items-center gap-1.5 rounded px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 hover:underline ${isActive ? "underline decoration-2 underline-offset-4" : ""}`
      }
    >
      {label}
      {count > 0 ? (
        <>
          <span aria-hidden="true" className="min-w-6 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 text-white">
            {count}
          </span>
          <span className="sr-only"> ({counted})</span>
        </>
      ) : null}
    </NavLink>
  );
}

/**
 * A guest is offered to log in or sign up; a logged-in user their queues and notices (with their
 * counts), their account, their role's console (an administrator's or an operator's) and logging out.
 */
function AccountLinks() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer;
  const primary = "rounded bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800";
  const secondary = "rounded border-2 border-brand-700 px-3 py-1.5 text-center text-sm font-semibold text-brand-800 hover:bg-brand-50";
  if (viewer) {
    return (
      <>
        <CountedLink
          to={href("/queues")}
          label={t("pages.queues")}
          count={viewer.queuesCounter}
          counted={viewer.queuesCounted}
        />
        <CountedLink
          to={href("/account/notices")}
          label={t("pages.notices")}
          count={viewer.noticesUnread}
          counted={viewer.noticesCounted}
        />
        <AppLink to={href("/profile/details")} className={secondary}>
          {t("nav.account")}
        </AppLink>
        {/* The consoles of the roles that have them (SPEC §6). */}
        {viewer.role === "admin" ? (
          <AppLink to={href("/admin")} className={secondary}>
            {t("pages.adminHome")}
          </AppLink>
        ) : viewer.role === "operator" ? (
          <AppLink to={href("/operator")} className={secondary}>
            {t("pages.operator")}
          </AppLink>
        ) : null}
        <Form method="post" action={href("/logout")}>
          <button type="submit" className={`${secondary} w-full`}>
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

/** The hotlines, the contacts page, the privacy policy, the terms and the API's documentation: on every page, the workload boards' frame too. */
export function Footer() {
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
            <AppLink to={href("/contacts")} className="text-white underline underline-offset-2">
              {t("nav.contacts")}
            </AppLink>
          </li>
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

/** The first stop of the keyboard on every page: straight to the page's own content. */
export function SkipToContent() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
    >
      {t("common.skipToContent")}
    </a>
  );
}

export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
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
