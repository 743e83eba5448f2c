/**
 * A map of checkpoints (status, load, links to their boards and to booking) and waiting areas,
 * each a layer that can be hidden, with the same points as a list under it. The list is rendered
 * by the server and is all a visitor without JavaScript gets (the map's box shows only where
 * scripts run); screen-reader and keyboard users have it too, and a link before the map skips to it.
 * The map itself (Leaflet, the country borders) loads in the browser, on the pages that show one.
 *
 * Pages using it name the `map` feature in their handle (its strings) and load the points on the
 * server (map-data.server.ts, map-points.ts).
 */
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRouteLoaderData } from "react-router";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { JoinQueueLink } from "../queue/join/join-queue-link.tsx";
import { joinSearch } from "../queue/join/join-carriers.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { drawMap, DrawnMap, LayerName, MarkerSpec } from "./leaflet-map.ts";
import type { MapCheckpoint, MapData, MapWaitingArea } from "./map-points.ts";

const LINK = "text-brand-800 underline underline-offset-2";

/** A checkpoint's load: the vehicles waiting and the expected wait per vehicle type, the free places today. */
function useCheckpointLoad() {
  const { t } = useTranslation();
  return (checkpoint: MapCheckpoint): string[] => [
    ...checkpoint.load.map(
      (load) =>
        `${t("home.waiting", { type: t(`vehicleTypes.${load.vehicleType}`) })}: ${load.waiting}; ${t("home.waitTime")}: ${load.minutes === null ? t("home.noWait") : t("home.minutes", { count: load.minutes })}`,
    ),
    ...(checkpoint.freePlacesToday > 0 ? [`${t("home.freePlaces")}: ${checkpoint.freePlacesToday}`] : []),
  ];
}

/**
 * `listedOnPage`: layers whose points the page already lists with their links (the waiting areas
 * on their own pages), left out of the list under the map so that they are not read twice.
 * `loadShownOnPage`: the page shows the checkpoints' load already (the /workload table): the list
 * names each checkpoint with its state and its links only, behind a disclosure ('Показати список'),
 * so that a phone's page is not doubled.
 */
export function BorderMap({
  title,
  data,
  listedOnPage = [],
  loadShownOnPage = false,
}: {
  title: string;
  data: MapData;
  listedOnPage?: readonly LayerName[];
  loadShownOnPage?: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigate = useNavigate();
  const tiles = useRouteLoaderData<typeof rootLoader>("root")?.publicEnv.tiles ?? null;
  const checkpointLoad = useCheckpointLoad();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnMap | null>(null);
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState<Record<LayerName, boolean>>({ checkpoints: true, waitingAreas: true });
  const { checkpoints, waitingAreas, highlight } = data;
  const isHighlighted = (kind: "checkpoint" | "waitingArea", pointId: number) => highlight?.kind === kind && highlight.id === pointId;

  const checkpointName = (checkpoint: MapCheckpoint) => t("home.pair", { ua: checkpoint.name, foreign: checkpoint.foreignName });
  const boardLabel = (board: MapCheckpoint["boards"][number]) => t("map.board", { type: t(`vehicleTypes.${board.vehicleType}`), flow: t(`map.flow.${board.flowType}`) });
  const areaText = (area: MapWaitingArea) => [
    t("map.parkingSpaces", { count: area.parkingSpaces }),
    ...(area.freeSpaces === null ? [] : [t("map.freeSpaces", { count: area.freeSpaces })]),
  ];

  const markers: MarkerSpec[] = [
    ...checkpoints.map((checkpoint) => ({
      layer: "checkpoints" as const,
      lat: checkpoint.lat,
      lng: checkpoint.lng,
      name: checkpointName(checkpoint),
      className: `map-marker--checkpoint map-marker--${checkpoint.state}`,
      highlighted: isHighlighted("checkpoint", checkpoint.id),
      lines: [t(`map.state.${checkpoint.state}`), ...checkpointLoad(checkpoint)],
      links: [
        ...checkpoint.boards.map((board) => ({ href: href(board.path), label: boardLabel(board) })),
        ...(checkpoint.bookingEnabled ? [{ href: `${href("/queue/join")}${joinSearch(checkpoint.id)}`, label: t("home.joinQueue") }] : []),
      ],
    })),
    ...waitingAreas.map((area) => ({
      layer: "waitingAreas" as const,
      lat: area.lat,
      lng: area.lng,
      name: area.name,
      className: "map-marker--area",
      highlighted: isHighlighted("waitingArea", area.id),
      lines: areaText(area),
      links: [{ href: href(`/service-by-countries/${area.id}`), label: t("map.aboutArea") }],
    })),
  ];
  // The map is drawn once per set of points; a new page's points draw it again.
  const signature = JSON.stringify(markers);
  const labels = { zoomIn: t("map.zoomIn"), zoomOut: t("map.zoomOut"), close: t("common.close"), borders: t("map.borders") };
  const follow = useEffectEvent((to: string) => void navigate(to));
  const draw = useEffectEvent((element: HTMLElement, drawWith: typeof drawMap) => {
    drawn.current = drawWith(element, { markers, labels, tiles, navigate: (to) => follow(to) });
    setShown({ checkpoints: true, waitingAreas: true });
    setReady(true);
  });

  useEffect(() => {
    let cancelled = false;
    const element = box.current;
    if (!element) return;
    void import("./leaflet-map.ts").then(({ drawMap }) => {
      if (!cancelled) draw(element, drawMap);
    });
    return () => {
      cancelled = true;
      drawn.current?.remove();
      drawn.current = null;
    };
  }, [signature]);

  const toggle = (layer: LayerName, on: boolean) => {
    setShown((current) => ({ ...current, [layer]: on }));
    drawn.current?.showLayer(layer, on);
  };
  const layersShown = (["checkpoints", "waitingAreas"] as const).filter((layer) => (layer === "checkpoints" ? checkpoints : waitingAreas).length > 0);

  const checkpointList = (
    <ul className="mt-2 space-y-3">
      {checkpoints.map((checkpoint) => (
        <li key={checkpoint.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <p className="font-semibold">
            {checkpointName(checkpoint)}
            {isHighlighted("checkpoint", checkpoint.id) ? ` · ${t("map.yourCheckpoint")}` : ""}
          </p>
          {[t(`map.state.${checkpoint.state}`), ...(loadShownOnPage ? [] : checkpointLoad(checkpoint))].map((line) => (
            <p key={line} className="text-sm text-slate-700">
              {line}
            </p>
          ))}
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {checkpoint.boards.map((board) => (
              <li key={board.path}>
                <AppLink to={href(board.path)} className={LINK}>
                  {boardLabel(board)}
                </AppLink>
              </li>
            ))}
            {checkpoint.bookingEnabled ? (
              <li>
                <JoinQueueLink checkpointId={checkpoint.id} className={LINK}>
                  {`${t("home.joinQueue")}: ${checkpoint.name}`}
                </JoinQueueLink>
              </li>
            ) : null}
          </ul>
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      {ready && layersShown.length > 1 ? (
        <fieldset className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <legend className="sr-only">{t("map.layers")}</legend>
          {layersShown.map((layer) => (
            <label key={layer} className="inline-flex min-h-6 items-center gap-2">
              <input type="checkbox" checked={shown[layer]} onChange={(event) => toggle(layer, event.target.checked)} className="size-5 accent-brand-700" />
              <span aria-hidden="true" className={`map-marker map-marker--legend ${layer === "checkpoints" ? "map-marker--checkpoint map-marker--open" : "map-marker--area"}`} />
              {t(`map.layer.${layer}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <a href={`#${id}-list`} className="map-skip sr-only focus:not-sr-only focus:mt-2 focus:inline-block focus:underline">
        {t("map.skipToList")}
      </a>
      <div ref={box} className="map-box mt-3 rounded-lg border border-slate-300" role="region" aria-label={t("map.mapLabel", { title })} data-testid="border-map" />

      <div id={`${id}-list`} tabIndex={-1} className="mt-4 space-y-4">
        {checkpoints.length > 0 ? (
          <section aria-labelledby={`${id}-checkpoints`}>
            <h3 id={`${id}-checkpoints`} className="text-lg font-semibold">
              {t("map.layer.checkpoints")}
            </h3>
            {loadShownOnPage ? (
              <details className="mt-2">
                <summary className="cursor-pointer font-semibold text-brand-800 underline underline-offset-2">{t("map.showList", { count: checkpoints.length })}</summary>
                {checkpointList}
              </details>
            ) : (
              checkpointList
            )}
          </section>
        ) : null}
        {waitingAreas.length > 0 && !listedOnPage.includes("waitingAreas") ? (
          <section aria-labelledby={`${id}-areas`}>
            <h3 id={`${id}-areas`} className="text-lg font-semibold">
              {t("map.layer.waitingAreas")}
            </h3>
            <ul className="mt-2 space-y-2">
              {waitingAreas.map((area) => (
                <li key={area.id}>
                  <AppLink to={href(`/service-by-countries/${area.id}`)} className={LINK}>
                    {area.name}
                  </AppLink>
                  {isHighlighted("waitingArea", area.id) ? ` · ${t("map.thisArea")}` : ""}
                  <span className="text-sm text-slate-700"> · {areaText(area).join(" · ")}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {checkpoints.length === 0 && waitingAreas.length === 0 ? <p>{t("map.empty")}</p> : null}
      </div>
    </section>
  );
}
