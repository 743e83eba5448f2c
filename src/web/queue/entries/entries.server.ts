/**
 * What the queue pages share on the server: the checkpoints in the page's language, and the
 * actions on an entry (confirm readiness, extend, cancel): the API decides, a refusal (409 with
 * the state machine's reason, in the user's language) comes back to the entry's card.
 */
import { z } from "../../../domain/zod.ts";
import type { Locale } from "../../../domain/locales.ts";
import type { WebContext } from "../../context.ts";
import { redirectWithFlash, type FlashMessage } from "../../flash.server.ts";
import { submitForm } from "../../forms/api-submission.server.ts";
import { entryFormId, type ApiCheckpoint, type CheckpointInfo } from "./entry-types.ts";

export const ENTRY_ACTIONS = ["confirm", "extend", "cancel"] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];

export const entryActionSchema = z.object({
  intent: z.enum(ENTRY_ACTIONS),
  entry: z.coerce.number().int().positive(),
});

const DONE: Record<EntryAction, FlashMessage> = {
  confirm: "queues.confirmed",
  extend: "queues.extended",
  cancel: "queues.cancelled",
};

function checkpointInfo(checkpoint: ApiCheckpoint, locale: Locale): CheckpointInfo {
  return {
    id: checkpoint.id,
    name: checkpoint.name[locale],
    time_zone: checkpoint.time_zone,
    lanes: Object.fromEntries(checkpoint.lanes.map((lane) => [lane.id, { name: lane.name[locale], flow_type: lane.flow_type }])),
  };
}

/** Every checkpoint by id (names in the page's language only: the page carries no more than it shows). */
export async function loadCheckpoints(web: WebContext): Promise<Record<number, CheckpointInfo>> {
  const body = await web.api.get<{ data: ApiCheckpoint[] }>("/checkpoints", { toastErrors: false });
  return Object.fromEntries((body?.data ?? []).map((checkpoint) => [checkpoint.id, checkpointInfo(checkpoint, web.locale)]));
}

export async function loadCheckpoint(web: WebContext, id: number): Promise<CheckpointInfo | null> {
  const body = await web.api.get<{ data: ApiCheckpoint }>(`/checkpoints/${id}`, { toastErrors: false });
  return body ? checkpointInfo(body.data, web.locale) : null;
}

/**
 * The route action of the queue pages: runs the entry action the form names, then back to the
 * page (without ?confirm=) with its toast; a refusal stays on the page.
 */
export async function entryAction(web: WebContext, request: Request, url: URL) {
  const formData = await request.formData();
  const form = entryFormId(String(formData.get("entry") ?? ""));
  const outcome = await submitForm(
    formData,
    entryActionSchema,
    ({ intent, entry }) => web.api.post(`/queues/${entry}/${intent}`, undefined, { toastErrors: false }),
    { page: { locale: web.locale, url }, form },
  );
  if (!outcome.ok) return outcome.reply;
  const intent = formData.get("intent") as EntryAction;
  return redirectWithFlash(web, url.pathname, DONE[intent]);
}

/** `?confirm=extend&entry=12`: the prompt shown as a section of the page when JavaScript is off. */
export function promptOf(url: URL): { action: "extend" | "cancel"; entry: number } | null {
  const action = url.searchParams.get("confirm");
  const entry = Number(url.searchParams.get("entry"));
  if ((action !== "extend" && action !== "cancel") || !Number.isInteger(entry) || entry <= 0) return null;
  return { action, entry };
}

