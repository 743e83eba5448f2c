/**
 * The fields of a nested object of a form ("weights.general", "name.uk"): the forms' fields are
 * typed loosely (useCheckedForm types every field `unknown`, the schema checks the values), so the
 * object's field is read as one of the names given.
 */
import type { FieldMetadata } from "@conform-to/react";

export function nestedFields<Name extends string>(field: FieldMetadata<unknown, Record<string, unknown>, string[]>, names: readonly Name[]) {
  const fieldset = (field as unknown as FieldMetadata<{ [name: string]: string }, Record<string, unknown>, string[]>).getFieldset();
  return Object.fromEntries(names.map((name) => [name, fieldset[name]])) as Record<Name, FieldMetadata<unknown, Record<string, unknown>, string[]>>;
}
