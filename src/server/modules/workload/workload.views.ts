/**
 * The workload as the API answers it, in the reader's language: the v3 shape of this portal, and
 * the v4/v5 shape (field names) that clients of the national service read. A board row's plate is
 * masked unless it is the plate the reader searched for.
 */
import { BORDER_COUNTRIES, type BorderCountry } from "../../../domain/codes.ts";
import type { Locale } from "../../../domain/locales.ts";
import { DEFAULT_QUEUE_POLICY } from "../../../domain/queue/policy.ts";
import { maskPlate, type BoardRow } from "../../../domain/workload.ts";
import type { Translate } from "../../i18n.ts";
import type { WorkloadQueue } from "./workload.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The numeric country ids of the v4/v5 answers (the order of BORDER_COUNTRIES: PL 1, SK 2, HU 3, RO 4, MD 5). */
export const countryId = (country: BorderCountry) => BORDER_COUNTRIES.indexOf(country) + 1;

/** A country's flag (regional indicator letters): the `icon` of the v4/v5 filters, needing no image. */
const flagOf = (country: BorderCountry) => String.fromCodePoint(...[...country].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/** "Ягодин – Дорогуськ": the Ukrainian checkpoint and its foreign pair. */
export const titleOf = (queue: WorkloadQueue, locale: Locale) => `${queue.checkpoint.name[locale]} – ${queue.checkpoint.foreignName[locale]}`;

/** The queue's lanes (its sub-queues) by name, e.g. "Trucks ≥ 7.5 t · Empty trucks". */
export const tooltipOf = (queue: WorkloadQueue, locale: Locale) => queue.lanes.map((lane) => lane.name[locale]).join(" · ");

/** The countries of these queues, in the order of BORDER_COUNTRIES. */
export function countriesOf(queues: readonly WorkloadQueue[], t: Translate) {
  const present = new Set(queues.map((queue) => queue.checkpoint.country));
  return BORDER_COUNTRIES.filter((country) => present.has(country)).map((country) => ({ country, name: t(`countries.${country}`) }));
}

export function queueBody(queue: WorkloadQueue, locale: Locale) {
  const { checkpoint, vehicles } = queue;
  return {
    checkpoint_id: checkpoint.id,
    checkpoint_slug: checkpoint.slug,
    title: titleOf(queue, locale),
    name: checkpoint.name[locale],
    foreign_name: checkpoint.foreignName[locale],
    country: checkpoint.country,
    lat: checkpoint.lat,
    lng: checkpoint.lng,
    vehicle_type: queue.vehicleType,
    flow_type: queue.flowType,
    is_main: queue.isMain,
    state: queue.state,
    lanes: queue.lanes.map((lane) => ({ id: lane.id, category: lane.category, name: lane.name[locale], is_open: lane.isOpen })),
    vehicles: { awaiting: vehicles.awaiting, be_ready: vehicles.beReady, on_control: vehicles.onControl, total: vehicles.awaiting + vehicles.beReady + vehicles.onControl },
    wait_seconds: queue.waitSeconds,
    free_places_today: queue.freePlacesToday,
    slots_left_today: queue.slotsLeftToday,
  };
}

export function rowBody(row: BoardRow, searched: boolean) {
  return {
    queue_number: row.queueNumber,
    plate: searched ? row.plate : maskPlate(row.plate),
    searched,
    status: row.status,
    registered_at: new Date(row.registeredAtMs).toISOString(),
    estimated_entry_at: iso(row.estimatedEntryAtMs),
    time_on_inspection: iso(row.timeOnInspectionMs),
  };
}

/** A checkpoint queue in the v4/v5 shape. */
export function compatQueueBody(queue: WorkloadQueue, locale: Locale) {
  const { checkpoint, vehicles } = queue;
  return {
    id: checkpoint.id,
    title: titleOf(queue, locale),
    country_id: countryId(checkpoint.country),
    for_vehicle_type: queue.vehicleType,
    queue_flow: queue.flowType,
    is_paused: queue.state !== "open",
    cancel_after: DEFAULT_QUEUE_POLICY.confirmMinutes * 60,
    lat: checkpoint.lat,
    lng: checkpoint.lng,
    wait_time: queue.waitSeconds ?? 0,
    vehicle_in_active_queues_counts: vehicles.awaiting + vehicles.beReady + vehicles.onControl,
    free_slots_today: queue.freePlacesToday,
    slots_units_left_today: queue.slotsLeftToday,
    tooltip: tooltipOf(queue, locale),
    // Beyond the national service's fields:
    is_main: queue.isMain,
    status: queue.state,
    country_code: checkpoint.country,
  };
}

export function compatCountries(queues: readonly WorkloadQueue[], t: Translate) {
  return countriesOf(queues, t).map(({ country, name }) => ({ id: countryId(country), name, icon: flagOf(country), code: country }));
}

export function compatRowBody(row: BoardRow, searched: boolean) {
  return {
    queue_number: row.queueNumber,
    plate_number: searched ? row.plate : maskPlate(row.plate),
    status: row.status,
    registered_at: new Date(row.registeredAtMs).toISOString(),
    estimated_entry_at: iso(row.estimatedEntryAtMs),
    time_on_inspection: iso(row.timeOnInspectionMs),
  };
}
