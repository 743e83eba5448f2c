/**
 * The document: language and alternates, providers (API client, queries, toasts), the new-build
 * check and chunk-error recovery. The visible chrome lives in routes/locale-layout.tsx.
 */
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type HeadersFunction,
  type LinksFunction,
} from "react-router";
import { LOCALE_DIRECTIONS, LOCALE_TAGS, LOCALES } from "../domain/locales.ts";
import { localizePath, splitLocalePath } from "../domain/locale-routing.ts";
import { ApiClientProvider } from "./components/api-client-provider.tsx";
import { InlineStylesheet } from "./components/inline-stylesheet.tsx";
import { ScriptsAfterFirstPaint } from "./components/scripts-after-first-paint.tsx";
import { useBrowserPlatform } from "./components/use-browser-platform.ts";
import { featuresOf } from "./feature-strings.ts";
import { useNonce } from "./components/nonce.tsx";
import { showToast, ToastRegion } from "./components/toasts.tsx";
import { getWeb } from "./context.ts";
import { takeFlash } from "./flash.server.ts";
import { joinCarriersOf } from "./queue/join/join-carriers.ts";
import { getViewer } from "./viewer.server.ts";
import type { Route } from "./+types/root";

export interface PublicSettings {
  app_version: string;
  environment: "development" | "test" | "production";
  hotlines: { ukrainian: string; foreign: string };
  support: { email: string; hours: Record<string, Array<{ from: string; to: string }>> };
  uploads: { max_upload_mb: number; max_files: number };
  booking_checkpoints: Array<{ id: number; slug: string; name: Record<string, string>; foreign_name: Record<string, string> }>;
}

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const web = getWeb(context);
  const { api, locale, publicEnv, i18n } = web;
  const [settings, viewer, { flash, clear }] = await Promise.all([
    api.get<PublicSettings>("/settings"),
    getViewer(web),
    takeFlash(request),
  ]);
  if (!settings) throw new Error("The API answered no settings");
  const toast = flash ? { id: crypto.randomUUID(), kind: flash.kind, message: i18n.t(flash.key) } : null;
  // What the header needs of the viewer: the carriers its 'Стати в чергу' decides with, and its
  // counters, with what they count written out here (their plural rules would have the browser build
  // an Intl object while every signed-in page hydrates).
  const header = viewer && {
    id: viewer.id,
    carriers: joinCarriersOf(viewer.carriers),
    queuesCounter: viewer.queues_counter,
    queuesCounted: i18n.t("join.header.openQueues", { count: viewer.queues_counter }),
    noticesUnread: viewer.notices_unread,
    noticesCounted: i18n.t("join.header.unreadNotices", { count: viewer.notices_unread }),
    role: viewer.role,
  };
  return data(
    { locale, publicEnv, settings, viewer: header, toast },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/** The flash toast's cookie is cleared on the page that shows it. */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  for (const cookie of [...actionHeaders.getSetCookie(), ...loaderHeaders.getSetCookie()]) headers.append("Set-Cookie", cookie);
  return headers;
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname, search } = useLocation();
  const locale = data?.locale ?? splitLocalePath(pathname).locale;
  const { rest } = splitLocalePath(pathname);
  const origin = data?.publicEnv.appUrl ?? "";
  const nonce = useNonce();
  const features = featuresOf(useMatches()).join(",");
  return (
    <html lang={LOCALE_TAGS[locale]} data-locale={locale} data-features={features || undefined} dir={LOCALE_DIRECTIONS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f9c" />
        <InlineStylesheet />
        <Meta />
        {LOCALES.map((l) => (
          <link key={l} rel="alternate" hrefLang={LOCALE_TAGS[l]} href={`${origin}${localizePath(rest, l)}${search}`} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={`${origin}${rest}${search}`} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useBrowserPlatform(loaderData.publicEnv);
  const { toast } = loaderData;
  useEffect(() => {
    if (toast) showToast(toast.kind, toast.message);
  }, [toast]);
  // Browser tests (and anyone else) can tell that the page's handlers are attached.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ApiClientProvider env={loaderData.publicEnv} locale={loaderData.locale} userId={loaderData.viewer?.id ?? null}>
      <Outlet />
      <ToastRegion />
    </ApiClientProvider>
  );
}

/** Last resort, when even the settings could not be read: a plain page in the page's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <p className="text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-xl font-semibold">
        {status === 404 ? t("notFound.message") : t("errors.somethingWentWrong")}
      </h1>
      <a className="mt-6 inline-block rounded bg-brand-700 px-5 py-2.5 font-semibold text-white" href="/">
        {t("notFound.home")}
      </a>
    </main>
  );
}
