/**
 * What an administrator does to an account on its page (/admin/users/{id}): lift a blocking or
 * archive a violation with a reason, give a role, choose an operator's checkpoints, end all the
 * sessions. One schema per form checks it in the browser and in the route action (STYLE.md); the
 * API's request schemas take the same rules from here (people.routes.ts, roles.routes.ts).
 * A carrier's trusted-operator mark, also on that page, is aeo-form.ts.
 */
import { dbId } from "../input-bounds.ts";
import { z } from "../zod.ts";
import { reasonText } from "./reason-text.ts";

export const USER_ROLES = ["user", "operator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The role form: one of the roles. */
export const roleFormSchema = z.object({
  role: z.enum(USER_ROLES, { error: "validation.required" }),
});

/** A checkpoint as an operator's list names it: its slug. */
export const CHECKPOINT_SLUG = /^[a-z0-9-]+$/;
export const OPERATOR_CHECKPOINTS_MAX = 100;

/** The checkpoints an operator works at (none is a list too: the operator works nowhere yet). */
export const operatorCheckpoints = z
  .array(z.string({ error: "validation.invalid" }).max(64, { error: "validation.invalid" }).regex(CHECKPOINT_SLUG, { error: "validation.invalid" }), { error: "validation.invalid" })
  .max(OPERATOR_CHECKPOINTS_MAX, { error: "validation.invalid" });

/** The operator's checkpoints form: the boxes ticked (a form sends none when none is ticked). */
export const operatorCheckpointsFormSchema = z.object({
  checkpoints: operatorCheckpoints.default([]),
});

/** Lifting a blocking or archiving a violation: which one, and the reason the user is told. */
export const violationCloseFormSchema = z.object({
  violation_id: dbId(),
  reason: reasonText,
});

/** Ending all of a user's sessions: the button is the whole form. */
export const endSessionsFormSchema = z.object({});

/** The role form's starting value: the user's role. */
export function roleFormDefaults(user: { role: UserRole }) {
  return { role: user.role };
}

/** The checkpoints form's starting value: the operator's checkpoints now. */
export function operatorCheckpointsFormDefaults(user: { operator_checkpoints: ReadonlyArray<{ slug: string }> }) {
  return { checkpoints: user.operator_checkpoints.map((checkpoint) => checkpoint.slug) };
}
