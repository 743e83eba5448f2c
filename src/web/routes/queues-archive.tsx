/**
 * /queues-archive: the user's past entries (passed, cancelled, expired, annulled), newest first, in
 * pages, filtered by status, checkpoint and the days they ended (?status=&checkpoint=&from=&to=&page=).
 */
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import { ApiError } from "../platform/api-client.ts";
import { routeTitleMeta } from "../page-title.ts";
import { ArchiveFilters, type ArchiveFilterValues } from "../queue/entries/archive-filters.tsx";
import { loadCheckpoints } from "../queue/entries/entries.server.ts";
import { ARCHIVE_STATUSES, type QueueEntry } from "../queue/entries/entry-types.ts";
import { StatusBadge } from "../queue/entries/status-badge.tsx";
import type { Route } from "./+types/queues-archive";

const PER_PAGE = 10;

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const search = url.searchParams;
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(search.get("page"))) || 1));
  const status = search.get("status") ?? "";
  const checkpoint = search.get("checkpoint") ?? "";
  const values: ArchiveFilterValues = {
    status: (ARCHIVE_STATUSES as readonly number[]).includes(Number(status)) ? status : "",
    checkpoint: /^[1-9]\d{0,9}$/.test(checkpoint) ? checkpoint : "",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
  };
  const checkpoints = loadCheckpoints(web);
  let body: { data: QueueEntry[]; meta: { total: number } } | null = null;
  let invalid = false;
  try {
    body = await web.api.get("/queues/archive", {
      toastErrors: false,
      query: {
        page,
        per_page: PER_PAGE,
        status: values.status || undefined,
        checkpoint_id: values.checkpoint || undefined,
        from: values.from || undefined,
        to: values.to || undefined,
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 422)) throw error;
    invalid = true;
  }
  return {
    page,
    values,
    invalid,
    entries: body?.data ?? [],
    pages: Math.max(1, Math.ceil((body?.meta.total ?? 0) / PER_PAGE)),
    checkpoints: await checkpoints,
  };
}

export const handle = { features: ["queues"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function QueuesArchive({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { page, pages, values, invalid, entries, checkpoints } = loaderData;
  const at = (iso: string | null, timeZone: string | undefined) => (iso ? formatDateTime(iso, locale, timeZone) : "—");
  const pageLink = (to: number) => {
    const params = new URLSearchParams(Object.entries({ ...values, page: to > 1 ? String(to) : "" }).filter(([, value]) => value !== ""));
    const query = params.toString();
    return `${href("/queues-archive")}${query ? `?${query}` : ""}`;
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.queuesArchive")}</h1>
        <AppLink to={href("/queues")} className="text-brand-800 underline">
          {t("queues.archive.openLink")}
        </AppLink>
      </div>
      <ArchiveFilters values={values} checkpoints={Object.values(checkpoints)} invalid={invalid} resetTo={href("/queues-archive")} />
      {entries.length === 0 ? (
        <p>{t("queues.archive.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {entries.map((entry) => {
            const checkpoint = checkpoints[entry.checkpoint_id];
            return (
              <li key={entry.id} className="space-y-1 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <AppLink to={href(`/queues/${entry.id}`)} className="font-semibold text-brand-800 underline">
                    {t("queues.cardTitle", { plate: entry.vehicle.plate, id: entry.id })}
                  </AppLink>
                  <StatusBadge status={entry.status} />
                </div>
                <p className="text-sm text-slate-700">
                  {checkpoint?.name ?? "—"} · {t("queues.fields.registered")}: {at(entry.registered_at, checkpoint?.time_zone)} ·{" "}
                  {t("queues.fields.endedAt")}: {at(entry.ended_at, checkpoint?.time_zone)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("queues.archive.pages")} className="flex flex-wrap gap-4">
          {page > 1 ? (
            <AppLink to={pageLink(page - 1)} className="text-brand-800 underline">
              {t("queues.archive.previous")}
            </AppLink>
          ) : null}
          <span>{t("queues.archive.pageOf", { page, pages })}</span>
          {page < pages ? (
            <AppLink to={pageLink(page + 1)} className="text-brand-800 underline">
              {t("queues.archive.next")}
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
