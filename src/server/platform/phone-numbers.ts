/**
 * Phones checked against the numbering plans (libphonenumber-js with its small `min` metadata) and
 * stored in E.164 ("+48512345678"). The browser checks the shape only (src/domain/phone.ts); this
 * is the server's full check, run by the API on every phone it is given.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { type z } from "zod";
import { isLegacyPhone, PHONE_MESSAGES, phonePartsOf, readPhone, type PhoneFields } from "../../domain/phone.ts";

/** The phone the two fields give, in E.164; null when it is no valid number (or none is given). */
export function toE164(value: PhoneFields): string | null {
  const read = readPhone(phonePartsOf(value));
  if (!read.ok) return null;
  try {
    const parsed = read.code
      ? parsePhoneNumberFromString(read.number, { defaultCallingCode: read.code.slice(1) })
      : parsePhoneNumberFromString(read.number);
    return parsed?.isValid() ? parsed.number : null;
  } catch {
    // A code no country has.
    return null;
  }
}

/** A stored E.164 phone as the forms show it: the code ("+48") and the national number. */
export function splitE164(phone: string | null): { phone_code: string | null; phone_number: string | null } {
  const parsed = phone ? parsePhoneNumberFromString(phone) : undefined;
  if (!parsed) return { phone_code: null, phone_number: phone };
  return { phone_code: `+${parsed.countryCallingCode}`, phone_number: parsed.nationalNumber };
}

/**
 * The API's form of a schema with phone fields (its shape checked by `checkPhoneShape`): a number
 * the numbering plans do not know is refused on the field it was typed in, and the value's `phone`
 * becomes the E.164 number (undefined when none is given).
 */
export function withE164<Output extends PhoneFields>(schema: z.ZodType<Output>) {
  return schema
    .superRefine((value, ctx) => {
      const read = readPhone(phonePartsOf(value));
      if (!read.ok || toE164(value)) return;
      ctx.addIssue({ code: "custom", path: [isLegacyPhone(value) ? "phone" : "phone_number"], message: PHONE_MESSAGES.invalid });
    }, {
      // Runs while other fields are still wrong too, so a form shows every problem at once.
      // The value is the raw input then: only texts are read (a number sent as `[]` is the schema's to refuse).
      when: (payload) => {
        if (typeof payload.value !== "object" || payload.value === null) return false;
        const raw = payload.value as Record<string, unknown>;
        const text = (field: unknown) => (typeof field === "string" ? field : undefined);
        return readPhone(phonePartsOf({ phone: text(raw.phone), phone_code: text(raw.phone_code), phone_number: text(raw.phone_number) })).ok;
      },
    })
    .transform((value) => {
      const { phone_code: _code, phone_number: _number, ...rest } = value;
      return { ...rest, phone: toE164(value) ?? undefined };
    });
}
