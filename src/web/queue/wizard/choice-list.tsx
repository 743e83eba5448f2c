/**
 * A list of choices as radios or checkboxes (a checkpoint, drivers, a vehicle, a permit), each a
 * card with its name and details; options may be disabled with the reason shown. Conform's field,
 * so the first error shows above the list and the error summary links to it.
 */
import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEventHandler } from "react";
import { useMessage } from "../../forms/form-fields.tsx";

export interface Choice {
  value: string;
  label: string;
  details?: string[];
  /** Why it cannot be chosen (shown under it). */
  disabledReason?: string;
}

export function ChoiceList({
  field,
  legend,
  hint,
  type,
  choices,
  onChange,
  showError = true,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  hint?: string;
  type: "radio" | "checkbox";
  choices: readonly Choice[];
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /**
   * False until the form was submitted: a message appearing on blur would move the choices under
   * the pointer between press and release, and the click would miss.
   */
  showError?: boolean;
}) {
  const message = useMessage();
  const error = showError ? field.errors?.[0] : undefined;
  const inputs = getCollectionProps(field, { type, options: choices.map((choice) => choice.value) });
  return (
    <fieldset id={field.id} tabIndex={-1} aria-describedby={error ? field.errorId : hint ? field.descriptionId : undefined} className={`space-y-2 ${error ? "border-l-4 border-red-700 pl-3" : ""}`}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className="text-sm font-semibold text-red-700">
          {message(error)}
        </p>
      ) : null}
      <div className="grid gap-2">
        {inputs.map((input, index) => {
          const choice = choices[index]!;
          const { key, ...rest } = input;
          const disabled = choice.disabledReason !== undefined;
          const described = [choice.details?.length ? `${input.id}-details` : null, disabled ? `${input.id}-reason` : null].filter(Boolean).join(" ");
          return (
            <label
              key={key}
              htmlFor={input.id}
              className={`flex items-start gap-3 rounded border p-3 ${disabled ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-700" : "cursor-pointer border-slate-300 bg-white has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"}`}
            >
              <input
                {...rest}
                disabled={disabled}
                onChange={onChange}
                aria-labelledby={`${input.id}-label`}
                aria-describedby={described || undefined}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span id={`${input.id}-label`} className="block font-medium">
                  {choice.label}
                </span>
                {choice.details?.length ? (
                  <span id={`${input.id}-details`} className="block text-sm text-slate-700">
                    {choice.details.join(" · ")}
                  </span>
                ) : null}
                {disabled ? (
                  <span id={`${input.id}-reason`} className="block text-sm font-semibold text-slate-800">
                    {choice.disabledReason}
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
