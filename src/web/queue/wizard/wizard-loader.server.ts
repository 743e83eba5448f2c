/**
 * The booking wizard's loaders: which draft and step the URL names (?draft=&step=), resuming the
 * user's newest open draft, and what the step shows (checkpoints, drivers, vehicles, permits, the
 * day's free timeslots, the summary). A draft that is not the user's answers 404; a submitted one
 * leads to its entry.
 */
import { data, redirect } from "react-router";
import { FlowType, VehicleType } from "../../../domain/codes.ts";
import { dateIn } from "../../../domain/form-fields.ts";
import { localizePath } from "../../../domain/locale-routing.ts";
import { MAX_DRIVERS } from "../../../domain/queue/draft-rules.ts";
import { BOOKING_DAYS_AHEAD } from "../../../domain/queue/lanes.ts";
import { WIZARD_STEPS, type WizardStep } from "../../../domain/queue/wizard-steps.ts";
import type { WebContext } from "../../context.ts";
import { setFlash } from "../../flash.server.ts";
import { loginRedirect } from "../../forms/api-submission.server.ts";
import { apiPageError } from "../../page-error.server.ts";
import { ApiError } from "../../platform/api-client.ts";
import { countryOptions } from "../../profile/countries.server.ts";
import type { Carrier, Checkpoint, Draft, Driver, Entry, Permit, Slot, SlotChoice, StepData, Vehicle, WizardData } from "./types.ts";
import { phoneCodeChoice } from "../../forms/phone-codes.server.ts";
import { checkpointDetails } from "./checkpoint-details.ts";

const DAY_MS = 86_400_000;

export const notFound = () => data(null, { status: 404 });

/** An API read; 401 leads to the login page and back, 404 to the not-found page. */
export async function read<T>(web: WebContext, url: URL, path: string, query?: Record<string, string | number>): Promise<T> {
  try {
    const body = await web.api.get<{ data: T }>(path, { toastErrors: false, query });
    if (!body) throw notFound();
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(web.locale, url);
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (error instanceof ApiError) throw apiPageError(error);
    throw error;
  }
}

/** The step a draft's missing field is filled in at. */
function stepOfField(field: string, steps: readonly WizardStep[]): WizardStep | undefined {
  const candidates: Record<string, WizardStep[]> = {
    checkpoint_id: ["Checkpoint"],
    slot_start: ["CarDate", "BusRoute"],
    trip: ["BusRoute"],
    driver_ids: ["Drivers"],
    vehicle_id: ["Vehicle"],
    cargo: ["Cargos"],
  };
  return candidates[field]?.find((step) => steps.includes(step));
}

/** Where a draft continues: its first step still lacking something, else Confirm. */
export function resumeStep(draft: Pick<Draft, "steps" | "missing" | "change_id">): WizardStep {
  if (draft.change_id !== null) return draft.steps[0]!;
  const lacking = draft.missing.map((field) => stepOfField(field, draft.steps)).filter((step) => step !== undefined);
  return draft.steps.find((step) => lacking.includes(step)) ?? draft.steps.at(-1)!;
}

/** The steps where what a refused submit misses is given. */
export function stepsOfFields(fields: readonly string[], steps: readonly WizardStep[]): WizardStep[] {
  return steps.filter((step) => fields.some((field) => stepOfField(field.split(".")[0]!, steps) === step));
}

export const wizardHref = (basePath: string, locale: WebContext["locale"], query: Record<string, string | number>) =>
  `${localizePath(basePath, locale)}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

const parseId = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The booking days at a checkpoint: today and the next days its lanes book, in its time zone. */
function bookingDays(timeZone: string, now = new Date()): string[] {
  return Array.from({ length: BOOKING_DAYS_AHEAD }, (_, i) => dateIn(timeZone, new Date(now.getTime() + i * DAY_MS))).filter(
    (day, i, days) => days.indexOf(day) === i,
  );
}

async function slotChoice(web: WebContext, url: URL, draft: Draft, checkpoint: Checkpoint | null): Promise<SlotChoice | null> {
  if (!checkpoint || draft.lane_id === null) return null;
  const lane = checkpoint.lanes.find((l) => l.id === draft.lane_id);
  if (!lane || lane.flow_type === FlowType.Dynamic) return null;
  const days = bookingDays(checkpoint.time_zone);
  const asked = url.searchParams.get("date");
  const chosenDay = draft.slot_start ? dateIn(checkpoint.time_zone, new Date(draft.slot_start)) : null;
  const date = asked && days.includes(asked) ? asked : chosenDay && days.includes(chosenDay) ? chosenDay : days[0]!;
  const lanes = await read<Array<{ lane_id: number; slots: Slot[] }>>(web, url, `/checkpoints/${checkpoint.id}/slots`, {
    date,
    vehicle_type: draft.vehicle_type,
  });
  const slots = lanes.find((l) => l.lane_id === lane.id)?.slots ?? [];
  return { days, date, slots, hybrid: lane.flow_type === FlowType.Hybrid, timeslots: true };
}

/**
 * A checkpoint as the wizard uses it: the fields of `Checkpoint` only. The API's answer has more
 * (addresses and lane names in every language, the road, the coordinates), which the page would
 * otherwise carry in its HTML and its data for nothing (the Checkpoint step's page: 22 KB sent).
 */
function wizardCheckpoint(checkpoint: Checkpoint): Checkpoint {
  const { id, slug, name, foreign_name, time_zone, is_open, booking_enabled, checkpoints_count, lanes, load } = checkpoint;
  return {
    id,
    slug,
    name,
    foreign_name,
    time_zone,
    is_open,
    booking_enabled,
    checkpoints_count,
    lanes: lanes.map(({ id, vehicle_type, flow_type, category, is_open, schedule }) => ({ id, vehicle_type, flow_type, category, is_open, schedule })),
    load,
  };
}

/** The checkpoints to choose from for `vehicleType`, each with what the step says of it (checkpoint-details.ts). */
const readCheckpoints = async (web: WebContext, url: URL, vehicleType: VehicleType) =>
  (await read<Checkpoint[]>(web, url, "/checkpoints", { vehicle_type: vehicleType })).map((checkpoint) => {
    const chosen = wizardCheckpoint(checkpoint);
    return { ...chosen, details: checkpointDetails(chosen, vehicleType, web.locale, web.i18n.t) };
  });

/** What the step shows besides the draft. */
async function stepData(web: WebContext, url: URL, step: WizardStep, draft: Draft, checkpoint: Checkpoint | null, entry: Entry | null): Promise<StepData> {
  switch (step) {
    case "Checkpoint":
      return { step, checkpoints: await readCheckpoints(web, url, draft.vehicle_type), selected: draft.checkpoint_id };
    case "Drivers": {
      const drivers = await read<Driver[]>(web, url, "/profile/drivers");
      const selected = draft.driver_ids.length > 0 ? draft.driver_ids : (entry?.drivers.map((d) => d.id) ?? []);
      return { step, drivers, countries: countryOptions(web.locale), phoneCodes: phoneCodeChoice(web.locale), max: MAX_DRIVERS[draft.vehicle_type], selected };
    }
    case "Vehicle": {
      const vehicles = (await read<Vehicle[]>(web, url, "/profile/vehicles")).filter((v) => v.vehicle_type === draft.vehicle_type);
      return { step, vehicles, countries: countryOptions(web.locale), selected: draft.vehicle_id ?? entry?.vehicle.id ?? null };
    }
    case "Cargos":
      return { step };
    case "BusRoute": {
      const [permits, slots] = await Promise.all([read<Permit[]>(web, url, "/profile/permits"), slotChoice(web, url, draft, checkpoint)]);
      return { step, permits, slots };
    }
    case "CarDate":
      return { step, slots: await slotChoice(web, url, draft, checkpoint) };
    case "Confirm": {
      const [drivers, vehicles, permits] = await Promise.all([
        read<Driver[]>(web, url, "/profile/drivers"),
        read<Vehicle[]>(web, url, "/profile/vehicles"),
        draft.vehicle_type === VehicleType.Bus ? read<Permit[]>(web, url, "/profile/permits") : Promise.resolve([]),
      ]);
      return { step, drivers, vehicles, permits, entry };
    }
    default:
      throw notFound();
  }
}

async function checkpointOf(web: WebContext, url: URL, id: number | null): Promise<Checkpoint | null> {
  return id === null ? null : wizardCheckpoint(await read<Checkpoint>(web, url, `/checkpoints/${id}`));
}

/** The draft the URL names, if it is the user's. */
async function draftOf(web: WebContext, url: URL): Promise<Draft | null> {
  const param = url.searchParams.get("draft");
  if (param === null) return null;
  const id = parseId(param);
  if (id === null) throw notFound();
  return read<Draft>(web, url, `/queue-drafts/${id}`);
}

async function withStep(web: WebContext, url: URL, base: Omit<WizardData, "step" | "steps" | "data" | "checkpoint" | "draft">, draft: Draft, entry: Entry | null = null): Promise<WizardData> {
  const asked = url.searchParams.get("step");
  const step = WIZARD_STEPS.find((s) => s === asked && draft.steps.includes(s));
  if (!step) throw redirect(wizardHref(base.basePath, web.locale, { draft: draft.id, step: resumeStep(draft) }));
  const checkpoint = await checkpointOf(web, url, draft.checkpoint_id);
  return { ...base, draft, step, steps: draft.steps, checkpoint, data: await stepData(web, url, step, draft, checkpoint, entry) };
}

/** /queue/new/{carrierId}: the user's carrier, then the draft (or the Checkpoint step that starts one). */
/** The user's carrier the URL names (404 when it is not one of theirs). */
export async function carrierOf(web: WebContext, url: URL, carrierParam: string | undefined): Promise<Carrier> {
  const carriers = await read<Record<string, Carrier>>(web, url, "/profile/carriers");
  const carrier = Object.values(carriers).find((c) => String(c.id) === carrierParam);
  if (!carrier) throw notFound();
  return carrier;
}

export async function loadNewBooking(web: WebContext, url: URL, carrierParam: string | undefined): Promise<WizardData> {
  const carrier = await carrierOf(web, url, carrierParam);
  if (!carrier.has_enough_carrier_info) {
    throw redirect(`${localizePath("/profile/carrier", web.locale)}?type=${carrier.vehicle_type}`, {
      headers: { "Set-Cookie": await setFlash("join.carrierRequired", web.secureCookies, "info") },
    });
  }
  const basePath = `/queue/new/${carrier.id}`;
  const base = { mode: "new" as const, vehicleType: carrier.vehicle_type, basePath };
  const wanted = parseId(url.searchParams.get("checkpoint"));
  const draft = await draftOf(web, url);
  if (!draft) {
    const [newest] = await read<Draft[]>(web, url, "/queue-drafts", { vehicle_type: carrier.vehicle_type });
    if (newest) {
      const elsewhere = wanted !== null && newest.checkpoint_id !== wanted;
      throw redirect(wizardHref(basePath, web.locale, elsewhere ? { draft: newest.id, step: "Checkpoint", checkpoint: wanted } : { draft: newest.id, step: resumeStep(newest) }));
    }
    const checkpoints = await readCheckpoints(web, url, carrier.vehicle_type);
    return { ...base, draft: null, step: "Checkpoint", steps: ["Checkpoint"], checkpoint: null, data: { step: "Checkpoint", checkpoints, selected: wanted } };
  }
  if (draft.vehicle_type !== carrier.vehicle_type || draft.change_id !== null) throw notFound();
  if (draft.submitted_entry_id !== null) throw redirect(localizePath(`/queues/${draft.submitted_entry_id}`, web.locale));
  const loaded = await withStep(web, url, base, draft);
  if (loaded.data.step === "Checkpoint" && wanted !== null) loaded.data.selected = wanted;
  return loaded;
}

/** /queue/{id}/edit: the user's open entry, then its change draft. */
export async function loadEdit(web: WebContext, url: URL, entryParam: string | undefined): Promise<WizardData & { entry: Entry }> {
  const entryId = parseId(entryParam);
  if (entryId === null) throw notFound();
  const entry = await read<Entry>(web, url, `/queues/${entryId}`);
  const basePath = `/queue/${entry.id}/edit`;
  const base = { mode: "edit" as const, vehicleType: entry.vehicle_type, basePath };
  const draft = await draftOf(web, url);
  if (!draft) {
    return { ...base, entry, draft: null, step: "Confirm", steps: [], checkpoint: null, data: { step: "Confirm", drivers: [], vehicles: [], permits: [], entry } };
  }
  if (draft.change_id !== entry.id) throw notFound();
  if (draft.submitted_entry_id !== null) throw redirect(localizePath(`/queues/${entry.id}`, web.locale));
  return { ...(await withStep(web, url, base, draft, entry)), entry };
}
