/**
 * A form of a page (Conform's way): the same zod schema checks it in the browser (on blur, then as
 * the user types) and in the route action; the action's reply shows what the server refused.
 */
import { useForm, type DefaultValue, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { FormReply } from "./form-reply.ts";

export function usePageForm<Schema extends z.ZodType<Record<string, unknown>>>(
  id: string,
  schema: Schema,
  reply: FormReply | undefined,
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, string>>,
) {
  // Fields are named after the schema's keys; their values stay unknown (the schema checks them).
  type Fields = { [K in keyof z.input<Schema> & string]: unknown };
  const [form, fields] = useForm<Fields>({
    id,
    defaultValue: defaultValue as DefaultValue<Fields> | undefined,
    lastResult: reply?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<Fields, string[]>,
  });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  return { form, fields, pending };
}
