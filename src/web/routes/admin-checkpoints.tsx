/**
 * /admin/checkpoints: every checkpoint with its state, whether it takes bookings, and its lanes, each
 * linked to its edit page. A table on a wider screen; on a phone (below 640 px) a card per
 * checkpoint, its lanes counted and linked to the list of them on the checkpoint's page.
 */
import { useTranslation } from "react-i18next";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { AppLink } from "../components/app-link.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-checkpoints";
import type { AdminCheckpoint } from "../admin/places.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  return { read: await readAsAdmin<{ data: AdminCheckpoint[] }>(getWeb(context), url, "/admin/checkpoints") };
}

export const handle = { features: ["admin", "adminCheckpoints"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminCheckpoints({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  const checkpoints = read.value.data;
  const name = (checkpoint: AdminCheckpoint) => `${checkpoint.name[locale]} – ${checkpoint.foreign_name[locale]}`;
  const state = (checkpoint: AdminCheckpoint) => t(checkpoint.is_open ? "adminCheckpoints.open" : "adminCheckpoints.closed");
  const bookings = (checkpoint: AdminCheckpoint) => t(checkpoint.booking_enabled ? "adminCheckpoints.takesBookings" : "adminCheckpoints.noBookings");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminCheckpoints")}</h1>
      {/* A phone: one card per checkpoint, its lanes counted and listed on its page. */}
      <ul className="space-y-3 sm:hidden">
        {checkpoints.map((checkpoint) => {
          const paused = checkpoint.lanes.filter((lane) => !lane.is_open).length;
          return (
            <li key={checkpoint.id} className="rounded border border-slate-300 p-3">
              <h2 className="font-semibold">
                <AppLink to={href(`/admin/checkpoints/${checkpoint.id}`)} className="text-brand-800 underline">
                  {name(checkpoint)}
                </AppLink>
              </h2>
              <p className="mt-1 text-sm">
                {state(checkpoint)} · {bookings(checkpoint)}
              </p>
              <p className="mt-1 text-sm">
                <AppLink to={`${href(`/admin/checkpoints/${checkpoint.id}`)}#lanes-heading`} className="text-brand-800 underline">
                  {t("adminCheckpoints.laneCount", { count: checkpoint.lanes.length })}
                </AppLink>
                {paused > 0 ? ` · ${t("adminCheckpoints.pausedCount", { count: paused })}` : ""}
              </p>
            </li>
          );
        })}
      </ul>
      <ScrollingTable title={t("pages.adminCheckpoints")} className="hidden sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t("pages.adminCheckpoints")}</caption>
          <thead>
            <tr className="border-b-2 border-slate-400">
              <th scope="col" className="p-2">{t("adminCheckpoints.checkpoint")}</th>
              <th scope="col" className="p-2">{t("adminCheckpoints.state")}</th>
              <th scope="col" className="p-2">{t("adminCheckpoints.bookings")}</th>
              <th scope="col" className="p-2">{t("adminCheckpoints.lanes")}</th>
            </tr>
          </thead>
          <tbody>
            {checkpoints.map((checkpoint) => (
              <tr key={checkpoint.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="p-2">
                  <AppLink to={href(`/admin/checkpoints/${checkpoint.id}`)} className="font-semibold text-brand-800 underline">
                    {name(checkpoint)}
                  </AppLink>
                </th>
                <td className="p-2">{state(checkpoint)}</td>
                <td className="p-2">{bookings(checkpoint)}</td>
                <td className="p-2">
                  <ul className="space-y-1">
                    {checkpoint.lanes.map((lane) => (
                      <li key={lane.id}>
                        <AppLink to={href(`/admin/lanes/${lane.id}`)} className="text-brand-800 underline">
                          {lane.name[locale]}
                        </AppLink>{" "}
                        · {t("adminCheckpoints.capacityLine", { capacity: lane.capacity_per_hour })}
                        {lane.is_open ? "" : ` · ${t("adminCheckpoints.paused")}`}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </div>
  );
}
