/**
 * A form of a page (Conform's way): its zod schema checks it in the browser (on blur, then as the
 * user types) and in the route action; the action's reply shows what the server refused. The check
 * may come later than the page (form-check.ts): it starts loading when the visitor starts on the
 * form; a field left before it is there is checked as soon as it is, and a form sent before it is
 * there waits for it (or goes to the server as it is, if it cannot load).
 */
import { getFormProps, parse, useForm, type DefaultValue, type Submission } from "@conform-to/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { FormCheck } from "./form-check.ts";
import type { FormReply } from "./form-reply.ts";
import { submissionHold } from "./submission-hold.ts";

/** A field's starting value as the form holds it: text, several (a list of choices), or a nested object's fields by name. */
export type FieldDefault = string | string[] | { [name: string]: FieldDefault };

/** The name of the button Conform sends a form with to check a field or change it (@conform-to/dom's INTENT), not to submit it. */
const CONFORM_INTENT = "__intent__";

/** Where on the screen the button that sent the form was when it was pressed. */
export interface SubmitAnchor {
  element: Element;
  top: number;
}

export function useCheckedForm<Schema extends z.ZodType<Record<string, unknown>>>(
  id: string,
  check: FormCheck<Schema>,
  reply: FormReply | undefined,
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, FieldDefault>>,
  /** When a field is first checked: on leaving it, or (lists of choices) on submitting the form. */
  shouldValidate: "onBlur" | "onSubmit" = "onBlur",
) {
  // Fields are named after the schema's keys; their values stay unknown (the schema checks them).
  type Fields = { [K in keyof z.input<Schema> & string]: unknown };
  // What the form shows now, and the fields left while the check was loading (checked once it is there).
  const shownErrors = useRef<Record<string, string[]>>({});
  const unchecked = useRef(new Set<string>());
  const [form, fields] = useForm<Fields>({
    id,
    defaultValue: defaultValue as DefaultValue<Fields> | undefined,
    lastResult: reply?.result,
    shouldValidate,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      if (check.parse) return check.parse(formData) as Submission<Fields, string[]>;
      // The check is not there yet: a field keeps what it shows; a submission goes on (`null`: not
      // checked here), to wait for the check below, or to the server if it could not load.
      return parse(formData, {
        resolve: (_payload, intent) => {
          if (!intent) return { error: null };
          if (intent.type === "validate" && intent.payload.name) unchecked.current.add(intent.payload.name);
          return { error: shownErrors.current };
        },
      }) as Submission<Fields, string[]>;
    },
  });
  useEffect(() => {
    shownErrors.current = form.allErrors;
  });

  // The visitor starts on the form: its check loads (a visitor already in it when the page's code ran has started).
  useEffect(() => {
    if (check.settled) return;
    const element = document.forms.namedItem(id);
    if (!element) return;
    let active = true;
    const start = () => {
      void check.load().then(() => {
        if (!active) return;
        for (const name of unchecked.current) form.validate({ name });
        unchecked.current.clear();
      });
    };
    if (element.contains(document.activeElement)) start();
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const type of events) element.addEventListener(type, start, { once: true });
    return () => {
      active = false;
      for (const type of events) element.removeEventListener(type, start);
    };
  }, [check, id, form]);

  // Pressing a button that sends the form keeps the focus where it is (as Safari does): leaving a
  // field would check it and show its error above the button, which moves the button away from the
  // pointer before it is released, so the click (and the submission, which checks every field) would
  // be lost. The submission checks that field with the others.
  useEffect(() => {
    const keepFocus = (event: MouseEvent) => {
      if (event.button !== 0 || !(event.target instanceof Element)) return;
      const button = event.target.closest("button, input[type=submit]");
      if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement)) return;
      if (button.type === "submit" && button.form?.id === id) event.preventDefault();
    };
    document.addEventListener("mousedown", keepFocus, true);
    return () => document.removeEventListener("mousedown", keepFocus, true);
  }, [id]);

  // Leaving a field checks it (Conform sends the form with an intent, not a submission): its error
  // appears under it, above what the user pressed to leave it. What was pressed is kept where it
  // was on the screen (before the browser paints), so that the press (a click, a tap on a box)
  // lands where it aimed; the error summary waits for a submission, and the focus stays where the
  // user put it.
  const pressed = useRef<SubmitAnchor | null>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    const remember = (event: PointerEvent) => {
      if (event.target instanceof Element) pressed.current = { element: event.target, top: event.target.getBoundingClientRect().top };
    };
    const forget = () => {
      pressed.current = null;
    };
    document.addEventListener("pointerdown", remember, true);
    document.addEventListener("keydown", forget, true);
    return () => {
      document.removeEventListener("pointerdown", remember, true);
      document.removeEventListener("keydown", forget, true);
    };
  }, []);
  useLayoutEffect(() => {
    const kept = pressed.current;
    if (checks === 0 || !kept?.element.isConnected) return;
    window.scrollBy(0, kept.element.getBoundingClientRect().top - kept.top);
  }, [checks]);

  // The form is "sending" only when it is this form that was sent (a page may have several).
  const navigation = useNavigation();
  const [sent, setSent] = useState(false);
  const navigating = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") navigating.current = true;
    else if (navigating.current) {
      navigating.current = false;
      setSent(false);
    }
  }, [navigation.state]);
  const pending = sent && navigation.state !== "idle" && navigation.formMethod === "POST";
  // The error summary appears after a submission (not while typing, which would move the form),
  // and takes focus after each one the browser or the server refused. The button that sent the
  // form stays where it was on the screen (`anchor`), so that the next tap lands where it aims.
  const [attempts, setAttempts] = useState(0);
  const anchor = useRef<SubmitAnchor | null>(null);
  const summary = useMemo(() => ({ visible: attempts > 0 || reply !== undefined, attempts, reply, anchor }), [attempts, reply]);
  const formProps = getFormProps(form);
  // A form that passed its checks may still wait for something (its check's code, then the bot
  // check's solution): it is held, and sent again when that is there.
  const held = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") === CONFORM_INTENT) {
      // A field checked on leaving it (or another of Conform's intents): not a submission.
      setChecks((count) => count + 1);
      formProps.onSubmit(event);
      return;
    }
    if (held.current) {
      event.preventDefault();
      return;
    }
    anchor.current = submitter ? { element: submitter, top: submitter.getBoundingClientRect().top } : null;
    setAttempts((count) => count + 1);
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    const element = event.currentTarget;
    const hold = check.settled ? submissionHold(element) : check.load();
    if (!hold) {
      setSent(true);
      return;
    }
    event.preventDefault();
    held.current = true;
    void hold.then(() => {
      held.current = false;
      element.requestSubmit(submitter?.isConnected ? submitter : null);
    });
  };
  return { form, fields, pending, formProps: { ...formProps, onSubmit }, summary };
}
