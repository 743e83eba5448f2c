/**
 * /workload/{carrierType}/checkpoints/{checkpointId}/{flowType}/{queueStatus} (the workload boards'
 * own layout): a checkpoint queue's public list of vehicles by status (tabs 30, 40, 50): queue
 * number, masked plate, registration time, status, expected entry (and since when under control),
 * 50 a page (links). A plate search (a GET form: ?plate=) shows the vehicle found in any open
 * queue, its plate in full, or says nothing was found. The list stays live: a server-sent event
 * says when the queue changed and the page reads its data again, announced politely.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { FLOW_TYPES, VEHICLE_TYPES } from "../../domain/codes.ts";
import type { Locale } from "../../domain/locales.ts";
import { BOARD_STATUSES, PLATE_QUERY_MAX } from "../../domain/workload.ts";
import { AppLink } from "../components/app-link.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime, formatTime } from "../format.ts";
import type { GuestPageHandle } from "../guest-pages.ts";
import { apiPageError } from "../page-error.server.ts";
import { pageMeta } from "../page-title.ts";
import { ApiError } from "../platform/api-client.ts";
import { JoinQueueLink } from "../queue/join/join-queue-link.tsx";
import { useLiveBoard } from "../workload/live-board.ts";
import { QueueFlow, QueueStateBadge } from "../workload/queue-cells.tsx";
import { useTakesBookings } from "../workload/use-takes-bookings.ts";
import type { WorkloadFrameHandle } from "../workload/workload-frame.tsx";
import { boardPath, shownQueue, type Paging, type WorkloadQueue, type WorkloadRow } from "../workload/workload-types.ts";
import type { Route } from "./+types/workload-board";
import { layoutData } from "./layout-data.ts";

type Found = WorkloadRow & { checkpoint_id: number; vehicle_type: number; flow_type: number; page: number; queue: WorkloadQueue };
/** The plate search's outcome: nothing asked, found, not found, or not a plate. */
type Search = { typed: string; outcome: "found"; found: Found } | { typed: string; outcome: "notFound" | "invalid" } | null;

const codeOf = <T extends number>(raw: string | undefined, codes: readonly T[]) => codes.find((code) => String(code) === raw);

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const vehicleType = codeOf(params.carrierType, VEHICLE_TYPES);
  const flowType = codeOf(params.flowType, FLOW_TYPES);
  const status = codeOf(params.queueStatus, BOARD_STATUSES);
  const checkpointId = /^[1-9]\d{0,9}$/.test(params.checkpointId) ? Number(params.checkpointId) : null;
  if (vehicleType === undefined || flowType === undefined || status === undefined || checkpointId === null || checkpointId > 2_147_483_647) {
    throw data(null, { status: 404 });
  }
  const { api, i18n } = getWeb(context);
  const rawPage = url.searchParams.get("page") ?? "";
  const page = /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1;
  const typed = (url.searchParams.get("plate") ?? "").trim().slice(0, PLATE_QUERY_MAX);
  const [board, search] = await Promise.all([
    api
      .get<{ data: WorkloadRow[]; queue: WorkloadQueue; paging: Paging }>(`/workload/${vehicleType}/checkpoints/${checkpointId}/${flowType}/${status}`, {
        query: { page },
        toastErrors: false,
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
        if (error instanceof ApiError) throw apiPageError(error);
        throw error;
      }),
    typed === "" ? null : searchPlate(api, typed),
  ]);
  if (!board) throw data(null, { status: 404 });
  const queue = shownQueue(board.queue);
  const title = `${queue.title}: ${i18n.t(`workload.statuses.${status}`)}`;
  return { vehicleType, flowType, checkpointId, status, rows: board.data, paging: board.paging, queue, search, title };
}

async function searchPlate(api: ReturnType<typeof getWeb>["api"], typed: string): Promise<Search> {
  try {
    const body = await api.get<{ data: Found }>("/workload/search", { query: { plate: typed }, toastErrors: false });
    if (!body) return { typed, outcome: "notFound" };
    const { queue, ...found } = body.data;
    return { typed, outcome: "found", found: { ...found, queue: shownQueue(queue) } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { typed, outcome: "notFound" };
    if (error instanceof ApiError && error.status === 422) return { typed, outcome: "invalid" };
    throw error;
  }
}

/** The same for every guest without a search (guest-pages.ts: a query string is never kept). */
export const handle = { sharedWithGuests: true, features: ["workload"], frame: "workload" } satisfies GuestPageHandle & FeatureHandle & WorkloadFrameHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  return pageMeta(loaded?.title, layoutData(matches)?.app ?? { name: "" });
}

export default function WorkloadBoard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { vehicleType, flowType, checkpointId, status, rows, paging, queue, search } = loaderData;
  const updatedAt = useLiveBoard({ vehicleType, checkpointId, flowType }, loaderData);
  const bookable = useTakesBookings()(checkpointId);
  const counts = { 30: queue.vehicles.awaiting, 40: queue.vehicles.be_ready, 50: queue.vehicles.on_control };
  const path = href(boardPath(queue, status));
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{queue.title}</h1>
        <p className="text-slate-700">
          <QueueFlow queue={queue} lead={t(`vehicleTypes.${vehicleType}`)} />
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-3">
          <QueueStateBadge state={queue.state} />
          <AppLink to={href(`/workload/${vehicleType}/${flowType}`)} className="text-sm text-brand-800 underline underline-offset-2">
            {t("workload.otherCheckpoints")}
          </AppLink>
          {bookable ? (
            <JoinQueueLink checkpointId={checkpointId} className="rounded bg-accent px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-yellow-300">
              {t("home.joinQueue")}
            </JoinQueueLink>
          ) : null}
        </p>
      </div>

      <PlateSearch search={search} action={path} locale={locale} />

      <nav aria-label={t("workload.statusTabs")}>
        <ul className="flex flex-wrap gap-2 border-b border-slate-200">
          {BOARD_STATUSES.map((code) => (
            <li key={code}>
              <AppLink
                to={href(boardPath(queue, code))}
                aria-current={code === status ? "page" : undefined}
                className={`block rounded-t px-3 py-2 font-semibold ${code === status ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`}
              >
                {t(`workload.statuses.${code}`)} <span className="font-normal">({counts[code]})</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {updatedAt ? t("workload.live.updated", { time: formatTime(updatedAt.toISOString(), locale) }) : ""}
      </p>

      {rows.length === 0 ? (
        <p>{t("workload.noVehicles")}</p>
      ) : (
        <BoardTable rows={rows} status={status} paging={paging} locale={locale} />
      )}

      {paging.last_page > 1 ? <Pages paging={paging} path={path} /> : null}
    </div>
  );
}

function BoardTable({ rows, status, paging, locale }: { rows: WorkloadRow[]; status: number; paging: Paging; locale: Locale }) {
  const { t } = useTranslation();
  const time = (iso: string | null) => (iso ? formatDateTime(iso, locale) : "—");
  const caption = t("workload.boardCaption", { status: t(`workload.statuses.${status}`), count: paging.total });
  return (
    <ScrollingTable title={caption}>
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="mb-2 text-left font-semibold text-brand-900">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2 text-right">
              {t("workload.rows.number")}
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              {t("workload.rows.plate")}
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              {t("workload.rows.registered")}
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              {t("workload.rows.status")}
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              {t("workload.rows.eta")}
            </th>
            {status === 50 ? (
              <th scope="col" className="px-3 py-2 text-left">
                {t("workload.rows.inspection")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.queue_number} className="border-b border-slate-200">
              <td className="px-3 py-2 text-right font-semibold">{row.queue_number}</td>
              <td className="px-3 py-2 font-mono">{row.plate}</td>
              <td className="px-3 py-2">{time(row.registered_at)}</td>
              <td className="px-3 py-2">{t(`workload.statuses.${row.status}`)}</td>
              <td className="px-3 py-2">{time(row.estimated_entry_at)}</td>
              {status === 50 ? <td className="px-3 py-2">{time(row.time_on_inspection)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function Pages({ paging, path }: { paging: Paging; path: string }) {
  const { t } = useTranslation();
  const { current_page: current, last_page: last } = paging;
  const link = "rounded border-2 border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50";
  return (
    <nav aria-label={t("workload.paging")} className="flex flex-wrap items-center gap-3">
      {current > 1 ? (
        <AppLink to={`${path}?page=${Math.min(current - 1, last)}`} className={link}>
          {t("workload.previous")}
        </AppLink>
      ) : null}
      <span>{t("workload.page", { page: current, pages: last })}</span>
      {current < last ? (
        <AppLink to={`${path}?page=${current + 1}`} className={link}>
          {t("workload.next")}
        </AppLink>
      ) : null}
    </nav>
  );
}

function PlateSearch({ search, action, locale }: { search: Search; action: string; locale: Locale }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const inputId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-lg bg-slate-50 p-4">
      <h2 id={`${inputId}-title`} className="font-semibold text-brand-900">
        {t("workload.search.title")}
      </h2>
      <Form method="get" action={action} className="mt-2 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={inputId} className="block text-sm">
            {t("workload.search.label")}
          </label>
          <input
            id={inputId}
            name="plate"
            type="search"
            defaultValue={search?.typed ?? ""}
            key={search?.typed ?? ""}
            maxLength={PLATE_QUERY_MAX}
            autoComplete="off"
            aria-describedby={hintId}
            aria-invalid={search?.outcome === "invalid" ? true : undefined}
            className="mt-1 w-56 rounded border border-slate-500 px-3 py-2 font-mono uppercase"
          />
        </div>
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t("workload.search.submit")}
        </button>
        <p id={hintId} className="w-full text-xs text-slate-700">
          {t("workload.search.hint")}
        </p>
      </Form>
      <div role="status" className="mt-3">
        {search?.outcome === "notFound" ? <p className="font-semibold">{t("workload.search.notFound")}</p> : null}
        {search?.outcome === "invalid" ? <p className="font-semibold text-red-800">{t("workload.search.invalid")}</p> : null}
        {search?.outcome === "found" ? (
          <div>
            <p className="font-semibold">{t("workload.search.found", { plate: search.found.plate })}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
              <dt>{t("workload.search.checkpoint")}</dt>
              <dd>
                {search.found.queue.title} ({t(`vehicleTypes.${search.found.vehicle_type}`)}, {t(`workload.flows.${search.found.flow_type}`)})
              </dd>
              <dt>{t("workload.rows.status")}</dt>
              <dd>{t(`workload.statuses.${search.found.status}`)}</dd>
              <dt>{t("workload.rows.number")}</dt>
              <dd>{search.found.queue_number}</dd>
              <dt>{t("workload.rows.registered")}</dt>
              <dd>{formatDateTime(search.found.registered_at, locale)}</dd>
              <dt>{t("workload.rows.eta")}</dt>
              <dd>{search.found.estimated_entry_at ? formatDateTime(search.found.estimated_entry_at, locale) : "—"}</dd>
              {search.found.time_on_inspection ? (
                <>
                  <dt>{t("workload.rows.inspection")}</dt>
                  <dd>{formatDateTime(search.found.time_on_inspection, locale)}</dd>
                </>
              ) : null}
            </dl>
            <AppLink
              to={`${href(boardPath(search.found, search.found.status))}?page=${search.found.page}`}
              className="mt-2 inline-block text-brand-800 underline underline-offset-2"
            >
              {t("workload.search.showInList")}
            </AppLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
