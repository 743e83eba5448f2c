/**
 * 'Open a claim' in the vehicle and driver forms (docs/ownership.md): whether a reply asks for it,
 * and its fields, whose code loads only with a form that shows them (few forms ever do).
 */
import type { FormReply } from "../forms/form-reply.ts";
import { lazyRendered } from "../components/lazy-rendered.ts";
import { ensureFeatureStrings } from "../feature-strings.ts";

export const HELD_ELSEWHERE = "held-elsewhere";

/** Whether a reply asks for the claim's fields: the API answered that another account holds the record. */
export const claimAsked = (reply: FormReply | undefined) => reply?.code === HELD_ELSEWHERE;

// Its strings (`profileEdits`) come with its code: the booking wizard does not load them otherwise.
export const ClaimFields = lazyRendered(() =>
  Promise.all([import("./claim-fields.tsx"), ensureFeatureStrings(["profileEdits"])]).then(([module]) => module.ClaimFields),
);
