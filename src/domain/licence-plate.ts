/**
 * Licence plates, compared and stored normalised: upper case, without separators, with the Cyrillic
 * letters used on Ukrainian plates written as the Latin letters they look like.
 */
import { z } from "./zod.ts";
import { formMessage } from "./validation-messages.ts";

/** The Cyrillic letters Ukrainian plates use, each with its Latin look-alike. */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  А: "A",
  В: "B",
  Е: "E",
  І: "I",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  У: "Y",
};

/**
 * Upper-cases, drops everything but letters and digits (spaces, hyphens, dots, …), and maps the
 * Cyrillic look-alikes to Latin. Other letters are kept, upper-cased. Compatibility forms (e.g.
 * full-width characters) are folded first (NFKC).
 */
export function normalisePlate(input: string): string {
  return input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/[АВЕІКМНОРСТХУ]/g, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter);
}

/** A plate as entered in a form or API request: 2 to 12 Latin letters and digits once normalised. */
export const plateSchema = plateSchemaFor("validation.plateRequired");

/** A plate whose empty value reads `required` (a vehicle's number, a semi-trailer's). */
export function plateSchemaFor(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(40, { error: formMessage("validation.tooLong", { max: 12 }) })
    .transform(normalisePlate)
    .pipe(
      // Only separators or symbols ("!!") leave nothing: that is no plate either.
      z.string({ error: "validation.plateInvalid" }).regex(/^[A-Z0-9]{2,12}$/, { error: "validation.plateInvalid" }),
    );
}
