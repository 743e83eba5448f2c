/**
 * usePageForm for the steps that choose (radios, checkboxes): checked when submitted, then again
 * as the user changes the choice. Checking on blur would show a message while the pointer moves
 * to the next choice, moving the list under it so the click misses.
 */
import { getFormProps, useForm, type DefaultValue, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState, type FormEvent } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { FormReply } from "../../forms/form-reply.ts";

export function useChoiceForm<Schema extends z.ZodType<Record<string, unknown>>>(
  id: string,
  schema: Schema,
  reply: FormReply | undefined,
  defaultValue?: Record<string, string | string[]>,
) {
  type Fields = { [K in keyof z.input<Schema> & string]: unknown };
  const [form, fields] = useForm<Fields>({
    id,
    defaultValue: defaultValue as DefaultValue<Fields> | undefined,
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<Fields, string[]>,
  });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [attempts, setAttempts] = useState(0);
  const summary = useMemo(() => ({ visible: attempts > 0 || reply !== undefined, attempts, reply }), [attempts, reply]);
  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAttempts((count) => count + 1);
    formProps.onSubmit(event);
  };
  return { form, fields, pending, formProps: { ...formProps, onSubmit }, summary };
}
