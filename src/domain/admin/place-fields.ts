/**
 * The fields the console's place forms share (checkpoint-form.ts, waiting-area-form.ts,
 * application-form.ts) and the API's schemas take as they are (places.schemas.ts): a text in each of the 7 languages, coordinates and numbers within limits. Messages are
 * locale keys.
 */
import { LOCALES, type Locale } from "../locales.ts";
import { requiredText } from "../form-fields.ts";
import { z } from "../zod.ts";

const V = "adminCheckpoints.validation";

/** A number's limits and the message of a number outside them (or not a number). */
export interface NumberLimits {
  min: number;
  max: number;
  message: string;
}

export const COORDINATE_LIMITS = {
  lat: { min: -90, max: 90, message: `${V}.latitude` },
  lng: { min: -180, max: 180, message: `${V}.longitude` },
} as const satisfies Record<string, NumberLimits>;

/** A decimal comma typed ("51,22", as Ukrainian, Polish and most of the portal's languages write it) read as a point; anything else as it is. */
const decimalPoint = (value: unknown) => (typeof value === "string" ? value.trim().replace(/^(-?\d+),(\d+)$/, "$1.$2") : value);

/**
 * A number within `limits` (whole when `whole`); anything else reads the limits' message. A form's
 * text may write its decimals with a comma; the API's JSON takes numbers only (a string is refused).
 */
export const numberIn = ({ min, max, message }: NumberLimits, whole = false) => {
  const number = z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
  return z.preprocess(decimalPoint, whole ? number.int({ error: message }) : number);
};

export const latitude = numberIn(COORDINATE_LIMITS.lat);
export const longitude = numberIn(COORDINATE_LIMITS.lng);

/** A text in each of the 7 languages, every one required, of at most `max` characters ("name.uk" … "name.hu" in a form). */
export const localizedText = (max: number) =>
  z.object(Object.fromEntries(LOCALES.map((l) => [l, requiredText(max)])) as Record<Locale, ReturnType<typeof requiredText>>, {
    error: "validation.required",
  });

/** A text in each language as the form's nested fields start with it. */
export const localizedFields = (text: Partial<Record<Locale, string>> | undefined): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((l) => [l, text?.[l] ?? ""])) as Record<Locale, string>;

/** A ticked checkbox as the form holds it ("on"; unticked ""). */
export const ticked = (value: boolean) => (value ? "on" : "");
