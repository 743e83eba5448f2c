/**
 * 'Open a claim' in the vehicle and driver forms (docs/ownership.md): whether a reply asks for it,
 * and its fields, whose code loads only with a form that shows them (few forms ever do).
 */
import type { FormReply } from "../forms/form-reply.ts";
import { lazyRendered } from "../components/lazy-rendered.ts";

export const HELD_ELSEWHERE = "held-elsewhere";

/** Whether a reply asks for the claim's fields: the API answered that another account holds the record. */
export const claimAsked = (reply: FormReply | undefined) => reply?.code === HELD_ELSEWHERE;

export const ClaimFields = lazyRendered(() => import("./claim-fields.tsx").then((m) => m.ClaimFields));
