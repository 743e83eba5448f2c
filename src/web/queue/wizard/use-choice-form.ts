/**
 * The form of a step that chooses (radios, checkboxes): checked when submitted, then again as the
 * user changes the choice. Checking on blur would show a message while the pointer moves to the
 * next choice, moving the list under it so the click misses. The steps' schemas load when the
 * visitor starts on the form (form-check.ts): zod is not part of the wizard's first load.
 */
import type { z } from "zod";
import { lazyCheck, type FormCheck } from "../../forms/form-check.ts";
import type { FormReply } from "../../forms/form-reply.ts";
import { useCheckedForm } from "../../forms/use-checked-form.ts";
import type { driversFormSchema } from "./step-schemas.ts";

export function useChoiceForm<Schema extends z.ZodType<Record<string, unknown>>>(
  id: string,
  check: FormCheck<Schema>,
  reply: FormReply | undefined,
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, string | string[]>>,
) {
  return useCheckedForm(id, check, reply, defaultValue, "onSubmit");
}

const steps = () => import("./step-schemas.ts");
export const checkpointCheck = lazyCheck(() => steps().then((m) => m.checkpointFormSchema));
export const vehicleCheck = lazyCheck(() => steps().then((m) => m.vehicleFormSchema));

const driversChecks = new Map<number, FormCheck<ReturnType<typeof driversFormSchema>>>();
/** The drivers' check for a booking of at most `max` drivers. */
export function driversCheck(max: number) {
  let check = driversChecks.get(max);
  if (!check) {
    check = lazyCheck(() => steps().then((m) => m.driversFormSchema(max)));
    driversChecks.set(max, check);
  }
  return check;
}
