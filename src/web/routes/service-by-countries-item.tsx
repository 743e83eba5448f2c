/**
 * /service-by-countries/{id}: one waiting area: address, highway, phone, opening hours, parking and
 * free spaces, services, coordinates with a geo: link and a small sketch placing it and the
 * checkpoint it serves. An unknown id answers 404.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { distanceKm } from "../../domain/waiting-areas.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime, formatSchedule } from "../format.ts";
import type { GuestPageHandle } from "../guest-pages.ts";
import { loadItem } from "../load-item.server.ts";
import { BorderMap } from "../map/border-map.tsx";
import { loadMapCheckpoints } from "../map/map-data.server.ts";
import { mapWaitingArea, nearby } from "../map/map-points.ts";
import { pageMeta } from "../page-title.ts";
import { AreaSketch } from "../waiting-areas/area-sketch.tsx";
import type { WaitingArea } from "../waiting-areas/area-types.ts";
import { ServiceList } from "../waiting-areas/service-icon.tsx";
import type { Route } from "./+types/service-by-countries-item";
import { layoutData } from "./layout-data.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const web = getWeb(context);
  const [area, checkpoints] = await Promise.all([loadItem<WaitingArea>(web.api, `/waiting-areas/${encodeURIComponent(params.id)}`), loadMapCheckpoints(web)]);
  // The area and the checkpoints around it (the one it serves among them, whatever its distance).
  const around = nearby(checkpoints, area).filter((checkpoint) => checkpoint.id !== area.checkpoint.id);
  const served = checkpoints.filter((checkpoint) => checkpoint.id === area.checkpoint.id);
  return { area, map: { checkpoints: [...served, ...around], waitingAreas: [mapWaitingArea(area)], highlight: { kind: "waitingArea" as const, id: area.id } } };
}

/** The same for every guest: the server may keep the page for them (guest-pages.ts). */
export const handle = { sharedWithGuests: true, features: ["waitingAreas", "map"] } satisfies GuestPageHandle & FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return pageMeta(loaderData?.area.name, layout?.app ?? { name: "" });
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-3 sm:grid-cols-3">
      <dt className="font-semibold">{term}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  );
}

export default function ServiceByCountriesItem({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const { area, map } = loaderData;
  const { checkpoint } = area;
  const days = formatSchedule(area.schedule, locale);
  const coordinates = `${area.lat.toFixed(5)}, ${area.lng.toFixed(5)}`;

  return (
    <article className="mx-auto max-w-3xl">
      <AppLink to={href("/service-by-countries")} className="text-sm text-brand-800 underline underline-offset-2">
        {t("waitingAreas.allAreas")}
      </AppLink>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">{area.name}</h1>

      <dl className="mt-6">
        <Fact term={t("waitingAreas.servesCheckpoint")}>
          {t("waitingAreas.checkpoint", { name: checkpoint.name, foreign: checkpoint.foreign_name })} ({t(`countries.${checkpoint.country}`)})
        </Fact>
        <Fact term={t("waitingAreas.address")}>{area.address}</Fact>
        <Fact term={t("waitingAreas.road")}>{area.highway}</Fact>
        {area.phone ? (
          <Fact term={t("waitingAreas.phone")}>
            <a href={`tel:${area.phone.replace(/[^+\d]/g, "")}`} className="text-brand-800 underline underline-offset-2">
              {area.phone}
            </a>
          </Fact>
        ) : null}
        <Fact term={t("waitingAreas.schedule")}>
          {days === null ? (
            t("schedule.allDay")
          ) : (
            <ul>
              {days.map((day) => (
                <li key={day.weekday}>
                  {day.weekday} {day.hours.length > 0 ? day.hours.join(", ") : t("schedule.closed")}
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term={t("waitingAreas.spaces")}>{area.parking_spaces}</Fact>
        <Fact term={t("waitingAreas.free")}>
          {area.free_spaces
            ? t("waitingAreas.freeValue", { count: area.free_spaces.count, time: formatDateTime(area.free_spaces.reported_at, locale) })
            : t("waitingAreas.notReported")}
        </Fact>
        <Fact term={t("waitingAreas.services")}>
          {area.services.length > 0 ? <ServiceList services={area.services} name={(service) => t(`waitingAreas.service.${service}`)} /> : t("waitingAreas.noServices")}
        </Fact>
        <Fact term={t("waitingAreas.coordinates")}>
          <span className="tabular-nums">{coordinates}</span>{" "}
          <a href={`geo:${area.lat},${area.lng}`} className="ml-2 text-brand-800 underline underline-offset-2">
            {t("waitingAreas.openMap")}
          </a>
        </Fact>
      </dl>

      <div className="mt-6">
        <AreaSketch
          area={area}
          checkpoint={checkpoint}
          title={t("waitingAreas.sketch", { km: distanceKm(area, checkpoint).toLocaleString(locale) })}
          areaLabel={t("waitingAreas.sketchArea")}
          checkpointLabel={t("waitingAreas.sketchCheckpoint")}
        />
      </div>

      <BorderMap title={t("map.areaTitle")} data={map} listedOnPage={["waitingAreas"]} />
    </article>
  );
}
