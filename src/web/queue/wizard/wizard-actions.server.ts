/**
 * The booking wizard's actions (plain POST forms, so they work without JavaScript): 'Next' saves
 * the step (PATCH /queue-drafts/{id}) and moves on, 'Previous' moves back saving what is valid,
 * adding a driver or a vehicle inline, holding a timeslot, and the submit with an Idempotency-Key
 * derived from the draft (a double click or a retry books once). Every refusal of the API comes
 * back as the reply the page shows next to what to do.
 */
import { parseForm } from "../../forms/parse-form.ts";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { type VehicleType } from "../../../domain/codes.ts";
import { localizePath } from "../../../domain/locale-routing.ts";
import { MAX_DRIVERS } from "../../../domain/queue/draft-rules.ts";
import { moveStep, WIZARD_STEPS, type WizardStep } from "../../../domain/queue/wizard-steps.ts";
import type { WebContext } from "../../context.ts";
import { redirectWithFlash } from "../../flash.server.ts";
import { loginRedirect, submitForm } from "../../forms/api-submission.server.ts";
import { ApiError } from "../../platform/api-client.ts";
import { isClaim, submitClaim } from "../../profile/claim.server.ts";
import { driverFormSchema } from "../../profile/driver-form-schema.ts";
import { vehicleFormSchema as profileVehicleFormSchema, withSemiTrailerAnswer } from "../../profile/vehicle-form-schema.ts";
import { busRouteFormSchema, cargoFormSchema, checkpointFormSchema, driversFormSchema, slotFormSchema, vehicleFormSchema } from "./step-schemas.ts";
import type { Draft, Refusal, WizardReply } from "./types.ts";
import { notFound, read, wizardHref } from "./wizard-loader.server.ts";

export const INTENTS = {
  create: "create",
  next: "next",
  previous: "previous",
  addDriver: "add-driver",
  addVehicle: "add-vehicle",
  removeDocument: "remove-document",
  slot: "slot",
  live: "live",
  rechoose: "rechoose",
  submit: "submit",
} as const;

export interface WizardScope {
  mode: "new" | "edit";
  vehicleType: VehicleType;
  basePath: string;
  /** Edit: the entry the change draft changes. */
  entryId?: number;
}

/** The reply that shows a refusal of the API (its code, message and what goes with it). */
function refusalReply(error: ApiError) {
  const refusal: Refusal = {
    status: error.status,
    code: error.body.code ?? null,
    message: error.body.message,
    ...(error.body.blocked_until ? { blocked_until: error.body.blocked_until } : {}),
    ...(error.body.support ? { support: error.body.support } : {}),
    ...(error.body.errors ? { fields: Object.keys(error.body.errors) } : {}),
  };
  return data<WizardReply>({ refusal }, { status: error.status });
}

/** Runs an API call; a refusal becomes the page's reply, an ended session the login page. */
async function attempt<T>(web: WebContext, url: URL, call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; reply: ReturnType<typeof refusalReply> }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw loginRedirect(web.locale, url);
    return { ok: false, reply: refusalReply(error) };
  }
}

const patchDraft = (web: WebContext, id: number, body: unknown) =>
  web.api.patch<{ data: Draft }>(`/queue-drafts/${id}`, body, { toastErrors: false }).then((answer) => answer!.data);

/** Nothing typed or chosen on the step's form (moving back from it saves nothing). */
function nothingGiven(formData: FormData): boolean {
  const ignored = new Set(["intent", "draft", "step", "regularity"]);
  for (const [name, value] of formData) {
    if (ignored.has(name)) continue;
    if (typeof value === "string" ? value.trim() !== "" : value.size > 0) return false;
  }
  return true;
}

/** What the step's form saves: its schema and the PATCH body of its value (null: nothing to save). */
function stepForm(step: WizardStep, draft: Draft): { schema: z.ZodType; patch: (value: never) => unknown } | null {
  switch (step) {
    case "Checkpoint":
      return { schema: checkpointFormSchema, patch: (value: z.output<typeof checkpointFormSchema>) => ({ checkpoint_id: value.checkpoint_id }) };
    case "Drivers":
      return { schema: driversFormSchema(MAX_DRIVERS[draft.vehicle_type]), patch: (value: { driver_ids: number[] }) => ({ driver_ids: value.driver_ids }) };
    case "Vehicle":
      return { schema: vehicleFormSchema, patch: (value: z.output<typeof vehicleFormSchema>) => ({ vehicle_id: value.vehicle_id }) };
    case "BusRoute":
      return {
        schema: busRouteFormSchema,
        patch: ({ regularity, permit_id, ...trip }: z.output<typeof busRouteFormSchema>) => ({ trip: { ...trip, regular: regularity === "regular" }, permit_id }),
      };
    case "CarDate":
      return null;
    default:
      return null;
  }
}

export async function wizardAction(web: WebContext, request: Request, url: URL, scope: WizardScope): Promise<Response | ReturnType<typeof data<WizardReply>>> {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const page = { locale: web.locale, url };
  const to = (draft: Pick<Draft, "id">, step: WizardStep, extra: Record<string, string> = {}) =>
    redirect(wizardHref(scope.basePath, web.locale, { draft: draft.id, step, ...extra }));

  if (intent === INTENTS.create && scope.mode === "new") {
    const outcome = await submitForm(
      formData,
      checkpointFormSchema,
      (value) => web.api.post<{ data: Draft }>("/queue-drafts", { vehicle_type: scope.vehicleType, checkpoint_id: value.checkpoint_id }, { toastErrors: false }),
      { page, form: "step" },
    );
    if (!outcome.ok) return outcome.reply;
    const draft = outcome.value!.data;
    return to(draft, moveStep(draft.steps, "Checkpoint", "next"));
  }

  // The inline profile forms (driver, vehicle) name no draft: it is in the page's address.
  const draftId = Number(formData.get("draft") ?? url.searchParams.get("draft"));
  if (!Number.isInteger(draftId) || draftId <= 0) throw notFound();
  const draft = await read<Draft>(web, url, `/queue-drafts/${draftId}`);
  if (scope.mode === "new" ? draft.change_id !== null || draft.vehicle_type !== scope.vehicleType : draft.change_id !== scope.entryId) throw notFound();
  // Submitted already (a second click, a retry after a lost answer): to the entry, booked once.
  if (draft.submitted_entry_id !== null) return redirect(localizePath(`/queues/${draft.submitted_entry_id}`, web.locale));
  const askedStep = formData.get("step") ?? url.searchParams.get("step");
  const step = WIZARD_STEPS.find((s) => s === askedStep && draft.steps.includes(s)) ?? draft.steps[0]!;
  const slotStep = draft.steps.find((s) => s === "CarDate" || s === "BusRoute");

  // A slot's or a day's button carries its value in the intent: "slot:<start>", "day:<date>".
  const [action, value] = intent.includes(":") ? [intent.slice(0, intent.indexOf(":")), intent.slice(intent.indexOf(":") + 1)] : [intent, ""];
  if (action === INTENTS.slot) formData.set("slot_start", value);
  if (action === "day") formData.set("date", value);
  switch (action) {
    case INTENTS.addDriver: {
      // A passport another account holds: the claim goes to an administrator's review (docs/ownership.md).
      if (isClaim(formData)) {
        const claimed = await submitClaim(web, formData, "driver", { page, form: "driver" });
        return claimed.ok ? redirectWithFlash(web, wizardHref(scope.basePath, web.locale, { draft: draft.id, step: "Drivers" }), "ownership.claimOpened") : claimed.reply;
      }
      const outcome = await submitForm(formData, driverFormSchema, (value) => web.api.post<{ data: { id: number } }>("/profile/drivers", value, { toastErrors: false }), {
        page,
        form: "driver",
      });
      if (!outcome.ok) return outcome.reply;
      const added = outcome.value!.data.id;
      const max = MAX_DRIVERS[draft.vehicle_type];
      if (draft.change_id === null || draft.change.allow_change_drivers) {
        // Ticked at once (the oldest choice gives way when the booking has its most drivers).
        await attempt(web, url, () => patchDraft(web, draft.id, { driver_ids: [...draft.driver_ids.filter((id) => id !== added), added].slice(-max) }));
      }
      return to(draft, "Drivers");
    }
    case INTENTS.addVehicle: {
      if (isClaim(formData)) {
        const claimed = await submitClaim(web, formData, "vehicle", { page, form: "vehicle" });
        return claimed.ok ? redirectWithFlash(web, wizardHref(scope.basePath, web.locale, { draft: draft.id, step: "Vehicle" }), "ownership.claimOpened") : claimed.reply;
      }
      // The API takes the form as it came, files included (multipart).
      withSemiTrailerAnswer(formData);
      const upload = new FormData();
      for (const [name, value] of formData) if (!["intent", "draft", "step"].includes(name)) upload.append(name, value);
      const outcome = await submitForm(formData, profileVehicleFormSchema, () => web.api.post<{ data: { id: number } }>("/profile/vehicles", upload, { toastErrors: false }), {
        page,
        form: "vehicle",
      });
      if (!outcome.ok) return outcome.reply;
      await attempt(web, url, () => patchDraft(web, draft.id, { vehicle_id: outcome.value!.data.id }));
      return to(draft, "Vehicle");
    }
    case INTENTS.removeDocument: {
      const documentId = Number(formData.get("document_id"));
      if (!draft.cargo) return to(draft, "Cargos");
      const cargo = { ...draft.cargo, document_ids: draft.cargo.document_ids.filter((id) => id !== documentId) };
      const outcome = await attempt(web, url, () => patchDraft(web, draft.id, { cargo }));
      return outcome.ok ? to(draft, "Cargos") : outcome.reply;
    }
    case INTENTS.slot: {
      const submission = parseForm(formData, slotFormSchema);
      if (submission.status !== "success") return data<WizardReply>({ result: submission.reply(), form: "slot" }, { status: 400 });
      // On the bus route the trip typed beside the times is saved with the chosen one.
      const trip = step === "BusRoute" ? validTrip(formData) : {};
      if (trip === null) return tripReply(formData);
      const outcome = await attempt(web, url, () => patchDraft(web, draft.id, { ...trip, slot_start: submission.value.slot_start }));
      const date = String(formData.get("date") ?? "");
      return outcome.ok ? to(draft, step, date ? { date } : {}) : outcome.reply;
    }
    case INTENTS.live:
    case INTENTS.rechoose: {
      const outcome = await attempt(web, url, () => patchDraft(web, draft.id, { slot_start: null }));
      return outcome.ok ? to(draft, action === INTENTS.rechoose && slotStep ? slotStep : step) : outcome.reply;
    }
    case INTENTS.submit: {
      const outcome = await attempt(web, url, () =>
        web.api.post<{ data: { id: number } }>(`/queue-drafts/${draft.id}/submit`, undefined, {
          toastErrors: false,
          // The same key for every retry of this draft: a double click or a lost answer books once.
          headers: { "Idempotency-Key": `wizard-draft-${draft.id}` },
        }),
      );
      if (!outcome.ok) return outcome.reply;
      const entryId = outcome.value!.data.id;
      return redirectWithFlash(web, localizePath(`/queues/${entryId}`, web.locale), scope.mode === "edit" ? "booking.dataChanged" : "booking.queueJoined");
    }
    case INTENTS.next:
    case INTENTS.previous: {
      const direction = action === INTENTS.next ? "next" : "previous";
      const target = moveStep(draft.steps, step, direction);
      const form = stepForm(step, draft);
      if (step === "Cargos") return saveCargo(web, url, formData, draft, direction, () => to(draft, target));
      if (!form) {
        // A timeslot lane needs a slot before the booking goes on.
        if (direction === "next" && step === slotStep && draft.missing.includes("slot_start")) return slotRequired(formData);
        return to(draft, target);
      }
      if (direction === "previous" && nothingGiven(formData)) return to(draft, target);
      const outcome = await submitForm(formData, form.schema, (value) => patchDraft(web, draft.id, form.patch(value as never)), { page, form: "step" });
      if (!outcome.ok) return outcome.reply;
      if (direction === "next" && step === slotStep && outcome.value.missing.includes("slot_start")) return slotRequired(formData);
      return to(outcome.value, moveStep(outcome.value.steps, step, direction));
    }
    default: {
      const day = action === "day" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
      if (!day) throw notFound();
      // Another day's times: what was typed on the bus route is kept (saved when valid).
      const trip = step === "BusRoute" ? validTrip(formData) : {};
      if (trip && "trip" in trip) await attempt(web, url, () => patchDraft(web, draft.id, trip));
      return to(draft, step, { date: day });
    }
  }
}

/** The bus route's trip as a PATCH body, or null when the form is not valid. */
function validTrip(formData: FormData): { trip: unknown; permit_id: number | null } | null {
  const submission = parseForm(formData, busRouteFormSchema);
  if (submission.status !== "success") return null;
  const { regularity, permit_id, ...trip } = submission.value;
  return { trip: { ...trip, regular: regularity === "regular" }, permit_id };
}

function tripReply(formData: FormData) {
  return data<WizardReply>({ result: parseForm(formData, busRouteFormSchema).reply(), form: "step" }, { status: 400 });
}

/** A timeslot lane: 'Next' needs a chosen time. */
function slotRequired(formData: FormData) {
  return data<WizardReply>({ result: parseForm(formData, slotFormSchema).reply(), form: "slot" }, { status: 400 });
}

/** The cargo step: new files first (POST …/documents), then the cargo with every document kept. */
async function saveCargo(web: WebContext, url: URL, formData: FormData, draft: Draft, direction: "next" | "previous", moveOn: () => Response) {
  const files = formData.getAll("documents").filter((value): value is File => typeof value !== "string" && value.size > 0);
  if (direction === "previous" && nothingGiven(formData)) return moveOn();
  const outcome = await submitForm(
    formData,
    cargoFormSchema,
    async (value) => {
      let documentIds = draft.cargo?.document_ids ?? [];
      if (files.length > 0) {
        const upload = new FormData();
        for (const file of files) upload.append("documents", file);
        const answer = await web.api.post<{ data: Draft }>(`/queue-drafts/${draft.id}/documents`, upload, { toastErrors: false });
        documentIds = answer!.data.cargo?.document_ids ?? documentIds;
      }
      const { documents: _files, ...cargo } = value;
      return patchDraft(web, draft.id, { cargo: { ...cargo, document_ids: documentIds } });
    },
    { page: { locale: web.locale, url }, form: "step" },
  );
  if (!outcome.ok) return outcome.reply;
  return moveOn();
}

/** /queue/{id}/edit: starts a change of the entry (POST /queues/{id}/change) and goes to its first step. */
export async function startChange(web: WebContext, url: URL, scope: WizardScope) {
  const outcome = await attempt(web, url, () => web.api.post<{ data: Draft }>(`/queues/${scope.entryId}/change`, undefined, { toastErrors: false }));
  if (!outcome.ok) return outcome.reply;
  const draft = outcome.value!.data;
  return redirect(wizardHref(scope.basePath, web.locale, { draft: draft.id, step: draft.steps[0]! }));
}
