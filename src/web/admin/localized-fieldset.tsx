/**
 * A console form's text in each of the 7 languages ("name.uk" … "name.hu", a nested object of the
 * form's schema): a field per language under the text's legend, each labelled "Name (en)".
 */
import type { FieldMetadata } from "@conform-to/react";
import { LOCALES, type Locale } from "../../domain/locales.ts";
import { TextField } from "../forms/form-fields.tsx";
import { nestedFields } from "../forms/nested-fields.ts";

type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** The languages' fields of a text, with their labels, for the form's error summary (in the form's order). */
export function localizedSummary(field: Field, name: string, label: string) {
  const fields = nestedFields(field, LOCALES);
  return LOCALES.map((l) => ({ name: `${name}.${l}`, field: fields[l], label: localizedLabel(label, l) }));
}

export const localizedLabel = (label: string, locale: Locale) => `${label} (${locale})`;

export function LocalizedFieldset({ field, legend }: { field: Field; legend: string }) {
  const fields = nestedFields(field, LOCALES);
  return (
    <fieldset className="rounded border border-slate-300 p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {LOCALES.map((l) => (
          <TextField key={l} field={fields[l]} label={localizedLabel(legend, l)} />
        ))}
      </div>
    </fieldset>
  );
}
