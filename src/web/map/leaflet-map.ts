/**
 * The drawn map, loaded only by the pages that show one (border-map.tsx imports this module
 * dynamically, in the browser): Leaflet, its stylesheet and the country borders of Natural Earth
 * (1:50m from the `world-atlas` package, cut to the region: border-region.ts), served by the portal
 * as a hashed file. A tile server is used only when configured (TILE_URL); by default no request
 * leaves the portal.
 *
 * Markers and popups are built from the same points as the list beside the map, with DOM
 * nodes and text (never HTML from data). Links inside a popup are followed by the router. The
 * markers are for the pointer: the keyboard and screen readers have the same points and links in
 * the list (WCAG 2.5.8's equivalent control), so that the map is a few tab stops (the map itself,
 * its zoom buttons, the attribution), not one per point, and close points may overlap.
 */
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import bordersUrl from "./borders.json?url";
import { REGION } from "./border-region.ts";
import { drawBordersOnLoad } from "./borders-layer.ts";
import { boundsOf } from "./map-points.ts";

export type LayerName = "checkpoints" | "waitingAreas";

/** One marker: where, how it looks, its name, and the popup's lines and links. */
export interface MarkerSpec {
  layer: LayerName;
  lat: number;
  lng: number;
  /** The marker's accessible name (its title). */
  name: string;
  /** CSS classes of the marker's dot: its kind and state (app.css `.map-marker…`). */
  className: string;
  highlighted: boolean;
  lines: string[];
  links: Array<{ href: string; label: string }>;
}

export interface MapOptions {
  markers: MarkerSpec[];
  tiles: { url: string; attribution: string } | null;
  labels: { zoomIn: string; zoomOut: string; close: string; borders: string };
  /** Follows a link of the portal without reloading the page. */
  navigate: (href: string) => void;
}

export interface DrawnMap {
  showLayer: (layer: LayerName, shown: boolean) => void;
  remove: () => void;
}

let borders: Promise<GeoJSON.FeatureCollection> | null = null;

function loadBorders(): Promise<GeoJSON.FeatureCollection> {
  borders ??= fetch(bordersUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`country borders: ${response.status}`);
      return response.json() as Promise<GeoJSON.FeatureCollection>;
    })
    .catch((error: unknown) => {
      borders = null;
      throw error;
    });
  return borders;
}

function popupContent(marker: MarkerSpec): HTMLElement {
  const box = document.createElement("div");
  const title = document.createElement("p");
  title.className = "map-popup-title";
  title.textContent = marker.name;
  box.append(title);
  for (const line of marker.lines) {
    const p = document.createElement("p");
    p.textContent = line;
    box.append(p);
  }
  if (marker.links.length > 0) {
    const list = document.createElement("ul");
    for (const link of marker.links) {
      const item = document.createElement("li");
      const a = document.createElement("a");
      a.href = link.href;
      a.textContent = link.label;
      a.dataset.mapLink = "";
      item.append(a);
      list.append(item);
    }
    box.append(list);
  }
  return box;
}

export function drawMap(element: HTMLElement, options: MapOptions): DrawnMap {
  let removed = false;
  const map = L.map(element, {
    zoomControl: false,
    attributionControl: false,
    minZoom: 5,
    maxZoom: options.tiles ? 18 : 12,
    // Without tiles, the borders end at the region's edges: the map stays near them (with room
    // to pan a popup of a point near an edge into view).
    ...(options.tiles
      ? {}
      : {
          maxBounds: [
            [REGION.south - 4, REGION.west - 4],
            [REGION.north + 4, REGION.east + 4],
          ] as L.LatLngBoundsExpression,
          maxBoundsViscosity: 1,
        }),
    // The page scrolls under a finger or a wheel; the map zooms with its buttons or two fingers.
    scrollWheelZoom: false,
  });
  L.control.zoom({ zoomInTitle: options.labels.zoomIn, zoomOutTitle: options.labels.zoomOut }).addTo(map);
  const attribution = L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  if (options.tiles) {
    L.tileLayer(options.tiles.url, { maxZoom: 18 }).addTo(map);
    // The configured attribution is text: shown as such, never as HTML.
    const text = document.createElement("span");
    text.textContent = options.tiles.attribution;
    attribution.addAttribution(text.innerHTML);
  } else {
    attribution.addAttribution(options.labels.borders);
    void drawBordersOnLoad(loadBorders(), {
      removed: () => removed,
      draw: (collection) => {
        L.geoJSON(collection, { interactive: false, style: { color: "#64748b", weight: 1, fillColor: "#f8fafc", fillOpacity: 1 } }).addTo(map).bringToBack();
      },
      mark: (state) => {
        element.dataset.borders = state;
      },
    });
  }

  const layers: Record<LayerName, L.LayerGroup> = { checkpoints: L.layerGroup(), waitingAreas: L.layerGroup() };
  for (const spec of options.markers) {
    const icon = L.divIcon({
      className: `map-marker ${spec.className}${spec.highlighted ? " map-marker--highlighted" : ""}`,
      iconSize: spec.highlighted ? [26, 26] : [18, 18],
    });
    L.marker([spec.lat, spec.lng], { icon, title: spec.name, alt: spec.name, keyboard: false, riseOnHover: true, zIndexOffset: spec.highlighted ? 2000 : spec.layer === "checkpoints" ? 1000 : 0 })
      .bindPopup(() => popupContent(spec), { maxHeight: 220, autoPanPadding: [12, 12] })
      .addTo(layers[spec.layer]);
  }
  layers.checkpoints.addTo(map);
  layers.waitingAreas.addTo(map);

  // Leaflet names its popup's close button in English: the page's language instead.
  map.on("popupopen", (event) => {
    event.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", options.labels.close);
  });

  const followLink = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-map-link]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    options.navigate(link.getAttribute("href")!);
  };
  element.addEventListener("click", followLink);

  const highlighted = options.markers.filter((marker) => marker.highlighted);
  const bounds = boundsOf(options.markers);
  if (highlighted.length > 0 && options.markers.length === highlighted.length) map.setView([highlighted[0]!.lat, highlighted[0]!.lng], 9);
  else if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 10 });
  else map.setView([48.5, 31], 5);
  element.dataset.ready = "true";

  return {
    showLayer(layer, shown) {
      if (shown) layers[layer].addTo(map);
      else layers[layer].remove();
    },
    remove() {
      removed = true;
      element.removeEventListener("click", followLink);
      map.remove();
    },
  };
}
