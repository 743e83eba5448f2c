/**
 * /service-by-countries: the waiting areas by the country of the border and the checkpoint they
 * serve, with a filter by services. The filter is a GET form of checkboxes the server answers
 * (?service=wifi&service=shower), so it works before JavaScript loads; the API filters
 * (src/domain/waiting-areas.ts). Text from the database is shown as text.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { groupByCountryAndCheckpoint, servicesFilter, WAITING_AREA_SERVICES } from "../../domain/waiting-areas.ts";
import { AppLink } from "../components/app-link.tsx";
import { PageSection } from "../components/page-section.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDateTime } from "../format.ts";
import type { GuestPageHandle } from "../guest-pages.ts";
import { BorderMap } from "../map/border-map.tsx";
import { loadMapCheckpoints } from "../map/map-data.server.ts";
import { mapWaitingArea } from "../map/map-points.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { WaitingArea } from "../waiting-areas/area-types.ts";
import { ServiceIcon, ServiceList } from "../waiting-areas/service-icon.tsx";
import type { Route } from "./+types/service-by-countries";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = servicesFilter(new URL(request.url).searchParams.getAll("service"));
  const query = services.length > 0 ? `?services=${services.join(",")}` : "";
  const web = getWeb(context);
  const [body, checkpoints] = await Promise.all([web.api.get<{ data: WaitingArea[] }>(`/waiting-areas${query}`), loadMapCheckpoints(web)]);
  const areas = body?.data ?? [];
  return { areas, services, map: { checkpoints, waitingAreas: areas.map(mapWaitingArea), highlight: null } };
}

/** The same for every guest without a filter: the server may keep it for them (guest-pages.ts; a query string is never kept). */
export const handle = { sharedWithGuests: true, features: ["waitingAreas", "map"] } satisfies GuestPageHandle & FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function ServiceByCountries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const { areas, services, map } = loaderData;
  const groups = groupByCountryAndCheckpoint(areas);
  const filtering = services.length > 0;

  return (
    <section aria-labelledby="areas-title" className="mx-auto max-w-4xl">
      <h1 id="areas-title" className="text-3xl font-bold text-brand-900">
        {t("pages.serviceByCountries")}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{t("waitingAreas.intro")}</p>

      <Form method="get" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <fieldset>
          <legend className="font-semibold">{t("waitingAreas.filterTitle")}</legend>
          <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-3">
            {WAITING_AREA_SERVICES.map((service) => (
              <label key={service} className="inline-flex min-h-6 items-center gap-2">
                <input type="checkbox" name="service" value={service} defaultChecked={services.includes(service)} className="size-5 accent-brand-700" />
                <ServiceIcon service={service} />
                {t(`waitingAreas.service.${service}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
          >
            {t("waitingAreas.apply")}
          </button>
          {filtering ? (
            <AppLink to={href("/service-by-countries")} className="text-brand-800 underline underline-offset-2">
              {t("waitingAreas.reset")}
            </AppLink>
          ) : null}
        </div>
      </Form>

      <p role="status" className="mt-4 font-semibold">
        {filtering ? (areas.length === 0 ? t("waitingAreas.nothingFound") : t("waitingAreas.found", { count: areas.length })) : ""}
      </p>
      {!filtering && areas.length === 0 ? <p className="mt-6">{t("waitingAreas.empty")}</p> : null}

      {groups.map((group) => (
        <PageSection key={group.country} headingId={`country-${group.country}`} title={t(`countries.${group.country}`)}>
          {group.checkpoints.map(({ checkpoint, areas: served }) => (
            <section key={checkpoint.id} aria-labelledby={`checkpoint-${checkpoint.id}`} className="mt-4">
              <h3 id={`checkpoint-${checkpoint.id}`} className="text-xl font-semibold">
                {t("waitingAreas.checkpoint", { name: checkpoint.name, foreign: checkpoint.foreign_name })}
              </h3>
              <ul className="mt-2 space-y-3">
                {served.map((area) => (
                  <li key={area.id} className="rounded-lg border border-slate-200 bg-white p-4">
                    <AppLink to={href(`/service-by-countries/${area.id}`)} className="text-lg font-semibold text-brand-800 underline underline-offset-2">
                      {area.name}
                    </AppLink>
                    <p className="mt-1 text-slate-700">
                      {area.address} · {t("waitingAreas.highway", { highway: area.highway })}
                    </p>
                    <p className="mt-1">
                      {t("waitingAreas.parkingSpaces", { count: area.parking_spaces })}
                      {area.free_spaces ? (
                        <>
                          {" · "}
                          <strong>{t("waitingAreas.freeSpaces", { count: area.free_spaces.count, time: formatDateTime(area.free_spaces.reported_at, locale) })}</strong>
                        </>
                      ) : null}
                    </p>
                    <div className="mt-2">
                      <ServiceList services={area.services} name={(service) => t(`waitingAreas.service.${service}`)} />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </PageSection>
      ))}

      <BorderMap title={t("map.areasTitle")} data={map} listedOnPage={["waitingAreas"]} />

      <aside aria-labelledby="operators-title" className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 id="operators-title" className="text-xl font-semibold">
          {t("waitingAreas.forOperators")}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <AppLink to={href("/service-by-countries/api")} className="text-brand-800 underline underline-offset-2">
              {t("waitingAreas.apiLink")}
            </AppLink>
          </li>
          <li>
            <AppLink to={href("/service-by-countries/create")} className="text-brand-800 underline underline-offset-2">
              {t("waitingAreas.connectLink")}
            </AppLink>
          </li>
        </ul>
      </aside>
    </section>
  );
}
