/**
 * A form of a page whose zod schema comes with the page (use-checked-form.ts); a page that loads
 * its schema on demand passes a lazy check (form-check.ts) to useCheckedForm instead.
 */
import { useMemo } from "react";
import type { z } from "zod";
import { readyCheck, type FormParse } from "./form-check.ts";
import type { FormReply } from "./form-reply.ts";
import { parseForm } from "./parse-form.ts";
import { useCheckedForm, type FieldDefault } from "./use-checked-form.ts";

export function usePageForm<Schema extends z.ZodType<Record<string, unknown>>>(
  id: string,
  schema: Schema,
  reply: FormReply | undefined,
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, FieldDefault>>,
  /** When a field is first checked: on leaving it, or (lists of choices) on submitting the form. */
  shouldValidate: "onBlur" | "onSubmit" = "onBlur",
) {
  const check = useMemo(() => readyCheck<Schema>((formData) => parseForm(formData, schema) as ReturnType<FormParse>), [schema]);
  return useCheckedForm(id, check, reply, defaultValue, shouldValidate);
}
