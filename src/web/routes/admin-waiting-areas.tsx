/** /admin/waiting-areas: every waiting area, published or not, linked to its page; a link to make a new one and to the applications. */
import { useTranslation } from "react-i18next";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import type { AdminWaitingArea } from "../admin/places.ts";
import { AppLink } from "../components/app-link.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-waiting-areas";

export async function loader({ context, url }: Route.LoaderArgs) {
  return { read: await readAsAdmin<{ data: AdminWaitingArea[] }>(getWeb(context), url, "/admin/waiting-areas") };
}

export const handle = { features: ["admin", "adminWaitingAreas", "waitingAreas"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminWaitingAreas({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminWaitingAreas")}</h1>
      <p className="flex flex-wrap gap-4">
        <AppLink to={href("/admin/waiting-areas/new")} className="font-semibold text-brand-800 underline">
          {t("adminWaitingAreas.create")}
        </AppLink>
        <AppLink to={href("/admin/applications")} className="font-semibold text-brand-800 underline">
          {t("pages.adminApplications")}
        </AppLink>
      </p>
      {read.value.data.length === 0 ? (
        <p>{t("adminWaitingAreas.empty")}</p>
      ) : (
        <ScrollingTable title={t("pages.adminWaitingAreas")}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("pages.adminWaitingAreas")}</caption>
            <thead>
              <tr className="border-b-2 border-slate-400">
                <th scope="col" className="p-2">{t("adminWaitingAreas.name")}</th>
                <th scope="col" className="p-2">{t("waitingAreas.areaParking")}</th>
                <th scope="col" className="p-2">{t("adminWaitingAreas.published")}</th>
              </tr>
            </thead>
            <tbody>
              {read.value.data.map((area) => (
                <tr key={area.id} className="border-b border-slate-200">
                  <th scope="row" className="p-2">
                    <AppLink to={href(`/admin/waiting-areas/${area.id}`)} className="font-semibold text-brand-800 underline">
                      {area.name[locale]}
                    </AppLink>
                  </th>
                  <td className="p-2">{area.parking_spaces}</td>
                  <td className="p-2">{t(area.published ? "adminWaitingAreas.yes" : "adminWaitingAreas.no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </div>
  );
}
