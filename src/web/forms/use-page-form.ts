/**
 * A form of a page (Conform's way): the same zod schema checks it in the browser (on blur, then as
 * the user types) and in the route action; the action's reply shows what the server refused.
 */
import { getFormProps, useForm, type DefaultValue, type Submission } from "@conform-to/react";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { FormReply } from "./form-reply.ts";
import { parseForm } from "./parse-form.ts";
import { submissionHold } from "./submission-hold.ts";

/** Where on the screen the button that sent the form was when it was pressed. */
export interface SubmitAnchor {
  element: Element;
  top: number;
}

export function usePageForm<Schema extends z.ZodType<Record<string, unknown>>>(
  id: string,
  schema: Schema,
  reply: FormReply | undefined,
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, string | string[]>>,
  /** When a field is first checked: on leaving it, or (lists of choices) on submitting the form. */
  shouldValidate: "onBlur" | "onSubmit" = "onBlur",
) {
  // Fields are named after the schema's keys; their values stay unknown (the schema checks them).
  type Fields = { [K in keyof z.input<Schema> & string]: unknown };
  const [form, fields] = useForm<Fields>({
    id,
    defaultValue: defaultValue as DefaultValue<Fields> | undefined,
    lastResult: reply?.result,
    shouldValidate,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema) as Submission<Fields, string[]>,
  });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  // The error summary appears after a submission (not while typing, which would move the form),
  // and takes focus after each one the browser or the server refused. The button that sent the
  // form stays where it was on the screen (`anchor`), so that the next tap lands where it aims.
  const [attempts, setAttempts] = useState(0);
  const anchor = useRef<SubmitAnchor | null>(null);
  const summary = useMemo(() => ({ visible: attempts > 0 || reply !== undefined, attempts, reply, anchor }), [attempts, reply]);
  const formProps = getFormProps(form);
  // A form that passed its checks may still wait for something (the bot check's solution): it is
  // held, once, and sent again when that is there.
  const held = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (held.current) {
      event.preventDefault();
      return;
    }
    anchor.current = submitter ? { element: submitter, top: submitter.getBoundingClientRect().top } : null;
    setAttempts((count) => count + 1);
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    const element = event.currentTarget;
    const hold = submissionHold(element);
    if (!hold) return;
    event.preventDefault();
    held.current = true;
    void hold.then(() => {
      held.current = false;
      element.requestSubmit(submitter?.isConnected ? submitter : null);
    });
  };
  return { form, fields, pending, formProps: { ...formProps, onSubmit }, summary };
}
