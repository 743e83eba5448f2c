/**
 * The pieces every form is built from (GOV.UK's patterns): a label, an optional hint, the field's
 * first error above the control, and an error summary at the top that links to the fields and
 * takes focus after a refused submission. Messages are locale keys (from the shared zod schemas)
 * or sentences the API has already put in the user's language.
 */
import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { CERTIFICATE_TYPES } from "../../domain/document-files.ts";
import { isFormMessage, parseFormMessage } from "../../domain/validation-messages.ts";

/**
 * A message as shown: a locale key (with its parameters, `validation.tooLong?max=100`) is
 * translated, an API sentence shown as it is; a key the page does not know reads "invalid".
 */
export function useMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (!isFormMessage(message)) return i18n.exists(message) ? t(message) : message;
    const { key, params } = parseFormMessage(message);
    return i18n.exists(key) ? t(key, params) : t("validation.invalid");
  };
}

type Field = FieldMetadata<unknown>;

/** A field's first error, above its control (the id its control's aria-describedby names). */
export function FieldError({ field }: { field: Field }) {
  const message = useMessage();
  const error = field.errors?.[0];
  return error ? (
    <p id={field.errorId} className="text-sm font-semibold text-red-700">
      {message(error)}
    </p>
  ) : null;
}

const groupClass = (field: Field) => `space-y-1 ${field.errors?.length ? "border-l-4 border-red-700 pl-3" : ""}`;
/** A text input's or select's look, full width of its container. */
export const controlClass =
  "block w-full rounded border border-slate-500 bg-white px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-[invalid=true]:border-red-700";
const inputClass = `${controlClass} max-w-md`;

/**
 * The frame of a field with its own label: the label, the hint (`field.descriptionId`, which the
 * control's aria-describedby names: see `hintId`), the first error, then the control.
 */
function LabelledField({ field, label, hint, children }: { field: Field; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className={groupClass(field)}>
      <label htmlFor={field.id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
      {children}
    </div>
  );
}

/** The id the control's aria-describedby gives beside its error's (Conform adds that one): its hint's, if it has one. */
const hintId = (field: Field, hint: string | undefined) => (hint ? field.descriptionId : undefined);

/** A documents field (photos or scans, several at once); the API checks type, size and count. */
export function FileField({ field, label, hint }: { field: Field; label: string; hint: string }) {
  return (
    <LabelledField field={field} label={label} hint={hint}>
      <input
        {...getInputProps(field, { type: "file", ariaDescribedBy: hintId(field, hint) })}
        multiple
        accept={CERTIFICATE_TYPES.join(",")}
        className="block w-full max-w-md text-sm"
      />
    </LabelledField>
  );
}

export function TextField({
  field,
  label,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  lang,
}: {
  field: Field;
  label: string;
  hint?: string;
  type?: "text" | "email" | "password" | "tel" | "date" | "datetime-local";
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "text";
  /** The language of what is typed, when it is not the page's (a text written per language). */
  lang?: string;
}) {
  const props = getInputProps(field, { type, ariaDescribedBy: hintId(field, hint) });
  return (
    <LabelledField field={field} label={label} hint={hint}>
      <input {...props} key={props.key} autoComplete={autoComplete} inputMode={inputMode} lang={lang} className={inputClass} />
    </LabelledField>
  );
}

/** A text of several lines (a question); `maxLength` stops typing past what the schema takes. */
export function TextAreaField({
  field,
  label,
  hint,
  rows = 6,
  maxLength,
  lang,
}: {
  field: Field;
  label: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  /** The language of what is typed, when it is not the page's. */
  lang?: string;
}) {
  const props = getTextareaProps(field, { ariaDescribedBy: hintId(field, hint) });
  return (
    <LabelledField field={field} label={label} hint={hint}>
      <textarea {...props} key={props.key} rows={rows} maxLength={maxLength} lang={lang} className={controlClass} />
    </LabelledField>
  );
}

export function SelectField({
  field,
  label,
  placeholder,
  options,
}: {
  field: Field;
  label: string;
  /** The choice of none (left out when one must be chosen and the form starts with one). */
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <LabelledField field={field} label={label}>
      <select key={key} {...props} className={inputClass}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

export function CheckboxField({ field, label }: { field: Field; label: ReactNode }) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div className={groupClass(field)}>
      <FieldError field={field} />
      <div className="flex items-start gap-2">
        <input {...props} key={props.key} className="mt-1 size-5 shrink-0 accent-brand-700" />
        <label htmlFor={field.id}>{label}</label>
      </div>
    </div>
  );
}

/**
 * A list of choices, several of which may be ticked (an operator's checkpoints, a waiting area's
 * services): the field's value is the list ticked (a z.array of the options' values); a box each,
 * under one legend that the error summary's link focuses, the list's first error above the boxes.
 */
export function CheckboxGroup({
  field,
  legend,
  hint,
  options,
}: {
  field: Field;
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const inputs = getCollectionProps(field, { type: "checkbox", options: options.map((option) => option.value) });
  const describedBy = [field.errors?.length ? field.errorId : undefined, hint ? field.descriptionId : undefined].filter(Boolean).join(" ");
  return (
    <fieldset className={groupClass(field)} aria-describedby={describedBy || undefined} id={field.id} tabIndex={-1}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
      <div className="grid gap-1 sm:grid-cols-2">
        {inputs.map(({ key, ...input }, index) => (
          <div key={key} className="flex items-start gap-2">
            <input {...input} className="mt-1 size-5 shrink-0 accent-brand-700" />
            <label htmlFor={input.id}>{options[index]!.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function RadioGroup({
  field,
  legend,
  options,
}: {
  field: Field;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; hint?: string }>;
}) {
  const inputs = getCollectionProps(field, { type: "radio", options: options.map((option) => option.value) });
  return (
    <fieldset
      className={groupClass(field)}
      aria-describedby={field.errors?.length ? field.errorId : undefined}
      id={field.id}
      tabIndex={-1}
    >
      <legend className="mb-1 font-semibold">{legend}</legend>
      <FieldError field={field} />
      <div className="grid gap-2 sm:grid-cols-3">
        {inputs.map((input, index) => {
          const option = options[index]!;
          const { key, ...rest } = input;
          // The whole card is clickable; the option's name is its label, the hint its description.
          return (
            <label
              key={key}
              htmlFor={input.id}
              className="flex cursor-pointer items-start gap-2 rounded border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                {...rest}
                aria-labelledby={`${input.id}-label`}
                aria-describedby={option.hint ? `${input.id}-hint` : undefined}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span id={`${input.id}-label`} className="block font-medium">
                  {option.label}
                </span>
                {option.hint ? (
                  <span id={`${input.id}-hint`} className="block text-sm text-slate-700">
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The list of problems at the top of a refused form: the form's own message, then each field's
 * first error linking to the field. Takes focus when it appears, so screen readers announce it.
 */
export function ErrorSummary({
  form,
  fields,
  summary,
}: {
  form: Pick<FormMetadata, "id" | "errors">;
  fields: ReadonlyArray<{ field: Field; label: string }>;
  /**
   * From usePageForm: whether a submission was made, and a new value after each one; `anchor`, the
   * button that sent it and where it was on the screen.
   */
  summary: { visible: boolean; anchor?: RefObject<{ element: Element; top: number } | null> };
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const ref = useRef<HTMLDivElement>(null);
  const formErrors = form.errors ?? [];
  const fieldErrors = fields.flatMap(({ field, label }) => {
    const error = field.errors?.[0];
    return error ? [{ id: field.id, label, error }] : [];
  });
  const shown = summary.visible && formErrors.length + fieldErrors.length > 0;
  const anchor = summary.anchor?.current;
  const kept = shown && anchor?.element.isConnected ? anchor : null;
  // The summary and the fields' errors appear above the button that sent the form: before the
  // browser paints, scroll by as much as they pushed it, so that it stays under the user's finger
  // (a phone's next tap would otherwise land on something else).
  useLayoutEffect(() => {
    if (kept) window.scrollBy(0, kept.element.getBoundingClientRect().top - kept.top);
  }, [kept, summary]);
  useEffect(() => {
    if (!shown) return;
    // After Conform has focused the first invalid field, in the same turn; without scrolling to it
    // when the button is kept in place (screen readers read it all the same).
    const timer = setTimeout(() => {
      ref.current?.focus(kept ? { preventScroll: true } : undefined);
      if (kept) window.scrollBy(0, kept.element.getBoundingClientRect().top - kept.top);
    }, 0);
    return () => clearTimeout(timer);
  }, [shown, summary, kept]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${form.id}-summary`}
      className="rounded border-4 border-red-700 bg-white p-4 focus:outline-3 focus:outline-accent"
    >
      <h2 id={`${form.id}-summary`} className="text-lg font-bold">
        {t("forms.errorSummary")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {formErrors.map((error) => (
          <li key={error} className="font-semibold text-red-700">
            {message(error)}
          </li>
        ))}
        {fieldErrors.map(({ id, label, error }) => (
          <li key={id}>
            <a href={`#${id}`} className="font-semibold text-red-700 underline">
              {/* A message that is the label itself ('Choose an account type') is not said twice. */}
              {message(error) === label ? label : `${label}: ${message(error)}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The look of a form's main button (a filter form's button too). */
export const buttonClass =
  "rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent aria-disabled:opacity-70";
/** The look of a form's other button (beside the main one: 'Reject', 'Close'). */
const secondaryButtonClass =
  "rounded border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus:outline-3 focus:outline-offset-2 focus:outline-accent aria-disabled:opacity-70";

/**
 * The button that sends the form; a form with several (approve or reject) names each by its
 * `intent` (sent as the field `intent`), the main one `primary`, the others `secondary`.
 */
export function SubmitButton({
  children,
  pending,
  intent,
  variant = "primary",
}: {
  children: ReactNode;
  pending: boolean;
  intent?: string;
  variant?: "primary" | "secondary";
}) {
  const { t } = useTranslation();
  return (
    <button type="submit" name={intent === undefined ? undefined : "intent"} value={intent} aria-disabled={pending} className={variant === "primary" ? buttonClass : secondaryButtonClass}>
      {pending ? t("common.sending") : children}
    </button>
  );
}
