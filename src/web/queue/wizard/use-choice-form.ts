/**
 * usePageForm for the steps that choose (radios, checkboxes): checked when submitted, then again
 * as the user changes the choice. Checking on blur would show a message while the pointer moves
 * to the next choice, moving the list under it so the click misses.
 */
import type { z } from "zod";
import type { FormReply } from "../../forms/form-reply.ts";
import { usePageForm } from "../../forms/use-page-form.ts";

export function useChoiceForm<Schema extends z.ZodType<Record<string, unknown>>>(
  id: string,
  schema: Schema,
  reply: FormReply | undefined,
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, string | string[]>>,
) {
  return usePageForm(id, schema, reply, defaultValue, "onSubmit");
}
