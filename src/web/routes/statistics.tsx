/**
 * /statistics: a checkpoint's queue figures for a date range (docs/statistics.md). The choice is a
 * GET form, so the page works without JavaScript: the server reads the figures from the API and
 * renders the summary and the tables. With JavaScript each table also gets its chart (uPlot, loaded
 * only here: statistics-chart.tsx). The CSV link downloads the same figures from the API.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Locale } from "../../domain/locales.ts";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDayMonth } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import { ApiError } from "../platform/api-client.ts";
import { daySeconds, hourLabel } from "../statistics/chart-axis.ts";
import { StatisticsChart, type ChartSeries } from "../statistics/statistics-chart.tsx";
import type { Route } from "./+types/statistics";

const FIGURES = ["registered", "called", "admitted", "passed", "no_shows", "cancelled"] as const;
type Figure = (typeof FIGURES)[number];
type Counts = Record<Figure, number>;

interface Statistics {
  checkpoint: { id: number; name: string; time_zone: string };
  vehicle_type: number | null;
  from: string;
  to: string;
  totals: Counts;
  wait_minutes: { admitted: number; average: number | null; p90: number | null };
  days: Array<{ date: string } & Counts>;
  hours: Array<{ hour: number } & Counts>;
}

interface CheckpointOption {
  id: number;
  name: Record<Locale, string>;
  foreign_name: Record<Locale, string>;
  booking_enabled: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = getWeb(context);
  const params = new URL(request.url).searchParams;
  const checkpoints = (await api.get<{ data: CheckpointOption[] }>("/checkpoints"))?.data ?? [];
  const asked = Number(params.get("checkpoint_id"));
  const checkpoint = checkpoints.find((c) => c.id === asked) ?? checkpoints.find((c) => c.booking_enabled) ?? checkpoints[0];
  const vehicleType = ["1", "2", "3"].includes(params.get("vehicle_type") ?? "") ? params.get("vehicle_type")! : "";
  const from = DATE.test(params.get("from") ?? "") ? params.get("from")! : "";
  const to = DATE.test(params.get("to") ?? "") ? params.get("to")! : "";
  const query = new URLSearchParams({ checkpoint_id: String(checkpoint?.id ?? "") });
  if (vehicleType) query.set("vehicle_type", vehicleType);
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  let statistics: Statistics | null = null;
  let errors: Record<string, string[]> = {};
  if (checkpoint) {
    try {
      statistics = (await api.get<{ data: Statistics }>(`/statistics?${query}`, { toastErrors: false }))?.data ?? null;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      errors = error.body.errors ?? {};
    }
  }
  const options = checkpoints.map((c) => ({ id: c.id, name: c.name, foreignName: c.foreign_name }));
  return { options, checkpointId: checkpoint?.id ?? null, vehicleType, from: statistics?.from ?? from, to: statistics?.to ?? to, statistics, errors };
}

export const handle = { features: ["statistics"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

const COLORS: Record<Figure, string> = {
  registered: "#1d4ed8",
  called: "#7c3aed",
  admitted: "#047857",
  passed: "#0f172a",
  no_shows: "#b91c1c",
  cancelled: "#b45309",
};
const FIGURE_KEY: Record<Figure, string> = {
  registered: "registered",
  called: "called",
  admitted: "admitted",
  passed: "passed",
  no_shows: "noShows",
  cancelled: "cancelled",
};

const fieldClass =
  "block w-full rounded border border-slate-500 bg-white px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700";

function FigureTable({ caption, first, rows }: { caption: string; first: string; rows: Array<{ label: string } & Counts> }) {
  const { t } = useTranslation();
  return (
    <ScrollingTable title={caption} className="mt-3">
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-400 text-left">
            <th scope="col" className="px-2 py-1">
              {first}
            </th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col" className="px-2 py-1 text-right">
                {t(`statistics.${FIGURE_KEY[figure]}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-200">
              <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
                {row.label}
              </th>
              {FIGURES.map((figure) => (
                <td key={figure} className="px-2 py-1 text-right tabular-nums">
                  {row[figure]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function ChartWithTable(props: { id: string; title: string; first: string; rows: Array<{ label: string } & Counts>; x: number[]; unit: "day" | "hour" }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const series: ChartSeries[] = FIGURES.map((figure) => ({
    label: t(`statistics.${FIGURE_KEY[figure]}`),
    values: props.rows.map((row) => row[figure]),
    color: COLORS[figure],
    dash: figure === "no_shows" || figure === "cancelled" ? [6, 4] : undefined,
  }));
  return (
    <section aria-labelledby={props.id} className="mt-8">
      <h2 id={props.id} className="text-xl font-bold text-brand-900">
        {props.title}
      </h2>
      <StatisticsChart x={props.x} unit={props.unit} series={series} xTitle={props.first} locale={locale} />
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-800 underline underline-offset-2">{t("statistics.showTable")}</summary>
        <FigureTable caption={props.title} first={props.first} rows={props.rows} />
      </details>
    </section>
  );
}

export default function StatisticsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { options, checkpointId, vehicleType, from, to, statistics, errors } = loaderData;
  const ids = { checkpoint: useId(), type: useId(), from: useId(), to: useId(), summary: useId() };
  const error = (field: string) => errors[field]?.[0];
  const csv = statistics
    ? `/api/v3/statistics.csv?${new URLSearchParams({
        checkpoint_id: String(statistics.checkpoint.id),
        ...(statistics.vehicle_type ? { vehicle_type: String(statistics.vehicle_type) } : {}),
        from: statistics.from,
        to: statistics.to,
      })}`
    : null;
  const dayLabel = (date: string) => formatDayMonth(`${date}T00:00:00Z`, locale, "UTC", { weekday: true });
  const minutes = (value: number | null) => (value === null ? "—" : t("statistics.minutes", { value: Math.round(value) }));

  return (
    <section aria-labelledby="statistics-title" className="mx-auto max-w-5xl">
      <h1 id="statistics-title" className="text-3xl font-bold text-brand-900">
        {t("pages.statistics")}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{t("statistics.intro")}</p>

      <Form method="get" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-describedby={ids.summary}>
        <div className="space-y-1 lg:col-span-2">
          <label htmlFor={ids.checkpoint} className="block font-semibold">
            {t("statistics.checkpoint")}
          </label>
          <select id={ids.checkpoint} name="checkpoint_id" defaultValue={checkpointId ?? undefined} className={fieldClass}>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name[locale]} – {option.foreignName[locale]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.type} className="block font-semibold">
            {t("statistics.vehicleType")}
          </label>
          <select id={ids.type} name="vehicle_type" defaultValue={vehicleType} className={fieldClass}>
            <option value="">{t("statistics.allTypes")}</option>
            {["1", "2", "3"].map((type) => (
              <option key={type} value={type}>
                {t(`vehicleTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.from} className="block font-semibold">
            {t("statistics.from")}
          </label>
          <input
            id={ids.from}
            type="date"
            name="from"
            defaultValue={from}
            aria-invalid={error("from") ? true : undefined}
            aria-describedby={error("from") ? `${ids.from}-error` : undefined}
            className={fieldClass}
          />
          {error("from") ? (
            <p id={`${ids.from}-error`} className="text-sm font-semibold text-red-700">
              {error("from")}
            </p>
          ) : null}
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.to} className="block font-semibold">
            {t("statistics.to")}
          </label>
          <input
            id={ids.to}
            type="date"
            name="to"
            defaultValue={to}
            aria-invalid={error("to") ? true : undefined}
            aria-describedby={error("to") ? `${ids.to}-error` : undefined}
            className={fieldClass}
          />
          {error("to") ? (
            <p id={`${ids.to}-error`} className="text-sm font-semibold text-red-700">
              {error("to")}
            </p>
          ) : null}
        </div>
        <div className="lg:col-span-5">
          <button
            type="submit"
            className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
          >
            {t("statistics.show")}
          </button>
        </div>
      </Form>

      {statistics ? (
        <>
          <section aria-labelledby={ids.summary} className="mt-8">
            <h2 id={ids.summary} className="text-xl font-bold text-brand-900">
              {t("statistics.summary", { checkpoint: statistics.checkpoint.name, from: dayLabel(statistics.from), to: dayLabel(statistics.to) })}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {FIGURES.map((figure) => (
                <div key={figure} className="rounded border border-slate-300 bg-white p-3">
                  <dt className="text-sm text-slate-700">{t(`statistics.${FIGURE_KEY[figure]}`)}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{statistics.totals[figure]}</dd>
                </div>
              ))}
              <div className="rounded border border-slate-300 bg-white p-3">
                <dt className="text-sm text-slate-700">{t("statistics.waitAverage")}</dt>
                <dd className="text-2xl font-bold tabular-nums">{minutes(statistics.wait_minutes.average)}</dd>
              </div>
              <div className="rounded border border-slate-300 bg-white p-3">
                <dt className="text-sm text-slate-700">{t("statistics.waitP90")}</dt>
                <dd className="text-2xl font-bold tabular-nums">{minutes(statistics.wait_minutes.p90)}</dd>
              </div>
            </dl>
            {csv ? (
              <p className="mt-4">
                <a href={csv} download className="font-semibold text-brand-800 underline underline-offset-2">
                  {t("statistics.downloadCsv")}
                </a>
              </p>
            ) : null}
          </section>
          <ChartWithTable
            id="statistics-days"
            title={t("statistics.byDay")}
            first={t("statistics.date")}
            rows={statistics.days.map((day) => ({ ...day, label: dayLabel(day.date) }))}
            x={statistics.days.map((day) => daySeconds(day.date))}
            unit="day"
          />
          <ChartWithTable
            id="statistics-hours"
            title={t("statistics.byHour")}
            first={t("statistics.hour")}
            rows={statistics.hours.map((hour) => ({ ...hour, label: hourLabel(hour.hour, locale) }))}
            x={statistics.hours.map((hour) => hour.hour)}
            unit="hour"
          />
        </>
      ) : null}
    </section>
  );
}
