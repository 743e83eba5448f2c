/** Home: what the portal does, how it works, and the checkpoints (with the one open for booking). */
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { LOAD_KEY, VEHICLE_TYPES } from "../../domain/codes.ts";
import { decideRootLocale, hasLocaleCookie, localeCookie } from "../../domain/locale-routing.ts";
import type { Locale } from "../../domain/locales.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { pageMeta } from "../page-title.ts";
import { JoinQueueLink } from "../queue/join/join-queue-link.tsx";
import type { Route } from "./+types/home";
import { layoutData } from "./layout-data.ts";
import { openingHoursLine } from "../components/opening-hours.ts";
import { formatDate, type WeeklySchedule } from "../format.ts";
import type { GuestPageHandle } from "../guest-pages.ts";

interface CheckpointSummary {
  id: number;
  name: Record<string, string>;
  foreign_name: Record<string, string>;
  foreign_country: string;
  highway: string;
  booking_enabled: boolean;
  checkpoints_count: number;
  lanes: Array<{ vehicle_type: number; schedule?: WeeklySchedule | null }>;
  /** Only for the checkpoints taking bookings: the live summary the page shows. */
  load?: CheckpointLoad;
}

interface CheckpointLoad {
  vehicles_in_queue: { trucks: number; buses: number; cars: number };
  waiting_minutes: { trucks: number | null; buses: number | null; cars: number | null };
  free_places_today: number;
}

interface NewsSummary {
  id: number;
  title: string;
  published_at: string;
}

/** The load's keys by vehicle type (1 truck, 2 bus, 3 car). */

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  if (params.lang === undefined) {
    const decision = decideRootLocale({
      pathname: url.pathname,
      hasLocaleCookie: hasLocaleCookie(request.headers.get("cookie")),
      acceptLanguage: request.headers.get("accept-language"),
      search: url.search,
    });
    if (decision) {
      throw redirect(decision.redirectTo, {
        status: 302,
        headers: {
          "Set-Cookie": localeCookie(decision.locale, getWeb(context).publicEnv.appUrl.startsWith("https:")),
          Vary: "Accept-Language, Cookie",
        },
      });
    }
  }
  const { api, locale, i18n } = getWeb(context);
  const [body, news] = await Promise.all([
    api.get<{ data: CheckpointSummary[] }>("/checkpoints"),
    api.get<{ data: NewsSummary[] }>("/news", { query: { per_page: 3 } }),
  ]);
  return {
    checkpoints: (body?.data ?? []).map((checkpoint) => summaryOf(checkpoint, locale, i18n.t)),
    // The date formatted here: formatting it in the browser would build an Intl formatter while the page hydrates.
    news: (news?.data ?? []).map(({ id, title, published_at }) => ({ id, title, published_on: formatDate(published_at, locale) })),
  };
}

/**
 * The fields of a checkpoint the page shows: the API's answer has more (addresses and lane names in
 * every language, the coordinates, today's load), which the page would carry in its HTML for nothing.
 * Its counts, waits and opening hours come written out in the page's language: plural rules and
 * weekday names would have the browser build Intl objects while the page hydrates (format.ts).
 */
function summaryOf(checkpoint: CheckpointSummary, locale: Locale, t: TFunction) {
  const { id, name, foreign_name, foreign_country, highway, booking_enabled, checkpoints_count, lanes, load } = checkpoint;
  const types = VEHICLE_TYPES.filter((type) => lanes.some((lane) => lane.vehicle_type === type));
  return {
    ...(booking_enabled && load ? { load: loadOf(load, types, t) } : {}),
    id,
    name,
    foreign_name,
    foreign_country,
    highway,
    booking_enabled,
    types,
    checkpointsLine: t("checkpointsCount.line", { count: checkpoints_count }),
    hours: types.map((type) => ({ type, line: openingHoursLine(lanes, type, locale, t) })),
  };
}

/** Per vehicle type: how many wait, and how long, written out. */
function loadOf(load: CheckpointLoad, types: readonly number[], t: TFunction) {
  return {
    freePlacesToday: load.free_places_today,
    types: types.map((type) => {
      const key = LOAD_KEY[type as keyof typeof LOAD_KEY];
      const minutes = load.waiting_minutes[key];
      return { type, waiting: load.vehicles_in_queue[key], wait: minutes === null ? t("home.noWait") : t("home.minutes", { count: minutes }) };
    }),
  };
}

/** The same for every guest: the server may keep the page for them (guest-pages.ts). */
export const handle = { sharedWithGuests: true } satisfies GuestPageHandle;

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return pageMeta(undefined, layout?.app ?? { name: "" });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const steps = ["home.step1", "home.step2", "home.step3", "home.step4", "home.step5", "home.step6"] as const;
  return (
    <div className="space-y-12">
      <section aria-labelledby="home-title" className="rounded-lg bg-brand-800 px-6 py-10 text-white sm:px-10">
        <h1 id="home-title" className="text-3xl font-bold sm:text-4xl">
          {t("home.title")}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-brand-50">{t("home.lead")}</p>
        <p className="mt-2 max-w-3xl text-brand-50">{t("home.audience")}</p>
        <JoinQueueLink className="mt-6 inline-block rounded bg-accent px-6 py-3 font-semibold text-slate-900 hover:bg-yellow-300" />
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-bold text-brand-900">
          {t("home.howItWorks")}
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map((key, index) => (
            <li key={key} className="rounded-lg border border-slate-200 p-4">
              <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <p className="mt-3">{t(key)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="checkpoints-title">
        <h2 id="checkpoints-title" className="text-2xl font-bold text-brand-900">
          {t("home.checkpointsTitle")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.checkpoints.map((checkpoint) => {
            const { types } = checkpoint;
            const pair = t("home.pair", { ua: checkpoint.name[locale], foreign: checkpoint.foreign_name[locale] });
            return (
              <li key={checkpoint.id} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold">{pair}</p>
                <p className="text-sm text-slate-700">
                  {t(`countries.${checkpoint.foreign_country}`)} · {checkpoint.highway}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {t("home.lanes", { types: types.map((type) => t(`vehicleTypes.${type}`)).join(", ") })}
                </p>
                <p className="mt-1 text-sm text-slate-700">{checkpoint.checkpointsLine}</p>
                <ul className="mt-1 text-sm text-slate-700">
                  {checkpoint.hours.map(({ type, line }) => (
                    <li key={type}>
                      {t(`vehicleTypes.${type}`)}. {line}
                    </li>
                  ))}
                </ul>
                <p
                  className={`mt-2 inline-block rounded px-2 py-0.5 text-xs font-semibold ${checkpoint.booking_enabled ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"}`}
                >
                  {checkpoint.booking_enabled ? t("home.bookingOpen") : t("home.bookingSoon")}
                </p>
                {checkpoint.load ? <LoadSummary load={checkpoint.load} /> : null}
                {checkpoint.booking_enabled ? (
                  <div className="mt-3">
                    <JoinQueueLink
                      checkpointId={checkpoint.id}
                      className="inline-block rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                    >
                      {t("home.joinQueue")}
                      <span className="sr-only">: {pair}</span>
                    </JoinQueueLink>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="app-title">
          <h2 id="app-title" className="text-2xl font-bold text-brand-900">
            {t("home.appTitle")}
          </h2>
          <p className="mt-3">{t("home.appText")}</p>
        </section>
        {loaderData.news.length > 0 ? (
          <section aria-labelledby="news-title">
            <h2 id="news-title" className="text-2xl font-bold text-brand-900">
              {t("home.newsTitle")}
            </h2>
            <ul className="mt-3 space-y-2">
              {loaderData.news.map((item) => (
                <li key={item.id}>
                  <AppLink to={href(`/news/${item.id}`)} className="font-semibold text-brand-800 underline underline-offset-2">
                    {item.title}
                  </AppLink>
                  <span className="block text-sm text-slate-700">{item.published_on}</span>
                </li>
              ))}
            </ul>
            <AppLink to={href("/news")} className="mt-3 inline-block text-brand-800 underline">
              {t("home.allNews")}
            </AppLink>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** The live load of a checkpoint taking bookings: vehicles waiting per type, the expected wait, free places today. */
function LoadSummary({ load }: { load: ReturnType<typeof loadOf> }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 rounded bg-slate-50 p-3 text-sm">
      <p className="font-semibold">{t("home.loadTitle")}</p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3">
        {load.types.map(({ type, waiting, wait }) => (
          <div key={type} className="contents">
            <dt>{t("home.waiting", { type: t(`vehicleTypes.${type}`) })}</dt>
            <dd className="text-right font-semibold">{waiting}</dd>
            <dt>{`${t("home.waitTime")} (${t(`vehicleTypes.${type}`)})`}</dt>
            <dd className="text-right font-semibold">{wait}</dd>
          </div>
        ))}
        <dt>{t("home.freePlaces")}</dt>
        <dd className="text-right font-semibold">{load.freePlacesToday}</dd>
      </dl>
    </div>
  );
}
