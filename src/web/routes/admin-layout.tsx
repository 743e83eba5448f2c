/**
 * The frame of the administration console (/admin/*, SPEC §6): a menu of its sections and the page.
 * On a screen narrower than 1024 px the menu is a native disclosure (<details>) whose summary names
 * the current section, so that the 12 links do not stand above every page; from 1024 px, a column.
 * Administrators only: anyone else signed in sees the API's refusal in their language (403), a
 * guest is sent to log in and back. Plain links and forms: it works without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { data, Outlet, useLocation } from "react-router";
import { splitLocalePath } from "../../domain/locale-routing.ts";
import { ADMIN_SECTIONS } from "../admin/sections.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { requireViewer } from "../viewer.server.ts";
import type { Route } from "./+types/admin-layout";

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const viewer = await requireViewer(web, url);
  if (viewer.role !== "admin") throw data({ message: web.i18n.t("admin.notAdmin") }, { status: 403 });
  return null;
}

export const handle = { features: ["admin"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export default function AdminLayout() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { pathname } = useLocation();
  const here = splitLocalePath(pathname).rest;
  // The deepest section the page is in: /admin/news/3 is in News, /admin only in the console's home.
  const within = (path: string) => here === path || (path !== "/admin" && here.startsWith(`${path}/`));
  const current = ADMIN_SECTIONS.filter((section) => within(section.path) || section.also?.some(within)).at(-1);
  const links = (className: string) => (
    <ul className={className}>
      {ADMIN_SECTIONS.map((section) => (
        <li key={section.id}>
          <AppLink
            to={href(section.path)}
            aria-current={section === current ? "page" : undefined}
            className="block rounded px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {t(`pages.${section.id}`)}
          </AppLink>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6">
      <nav aria-label={t("admin.nav")} className="mb-6 lg:mb-0">
        {/* Narrower than 1024 px the menu is a disclosure naming the section (closed again on every page); wider, the whole list. */}
        <details key={here} className="rounded border border-slate-300 lg:hidden">
          <summary className="cursor-pointer rounded px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50">
            {t("admin.menuSection", { section: t(`pages.${(current ?? ADMIN_SECTIONS[0]!).id}`) })}
          </summary>
          {links("grid gap-1 border-t border-slate-300 p-2 sm:grid-cols-2")}
        </details>
        {links("hidden lg:flex lg:flex-col lg:gap-1")}
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
