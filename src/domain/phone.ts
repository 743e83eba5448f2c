/**
 * Phones as the forms take them (SPEC §3, §5): a country code ('phone code', e.g. "+48") and the
 * national number, validated together as one international number and stored in E.164. A number
 * typed with its own code ("+48 512…" or "0048 512…") is read as such, whatever the code says.
 *
 * This file is the light part the browser runs too: it checks the shape only (a code of 1 to 4
 * digits, a number of 4 to 15 digits). The server checks the number against the numbering plans
 * (libphonenumber-js, src/server/platform/phone-numbers.ts) and stores it in E.164.
 * Messages are locale keys.
 */
import { z } from "./zod.ts";
import type { Locale } from "./locales.ts";

export const PHONE_MESSAGES = {
  codeRequired: "phoneFields.codeRequired",
  numberRequired: "phoneFields.numberRequired",
  invalid: "phoneFields.invalid",
} as const;

/** The phone code a form offers first, by the page's language: the country whose language it is. */
export const DEFAULT_PHONE_COUNTRY: Record<Locale, string> = { uk: "UA", pl: "PL", en: "GB", ro: "RO", tr: "TR", sk: "SK", hu: "HU" };

/**
 * The phone an account signed up with, when the sign-up code went to it by SMS (an account without
 * an e-mail): that code verified it, so 'My info' takes it as verified.
 */
export function signUpVerifiedPhone(account: { email: string | null; phone: string | null }): string | null {
  return account.phone && !account.email ? account.phone : null;
}

/** Spaces, dashes, dots, slashes and brackets are how people group digits: they are dropped. */
export function compactPhone(value: string): string {
  return value.replace(/[\s\-()./\u00a0]/g, "");
}

/** "+48", "48" and "0048" are the same code: answers "+48", or null when it is not a code's shape. */
export function normalisePhoneCode(value: string): string | null {
  const digits = compactPhone(value).replace(/^(\+|00)/, "");
  return /^[1-9]\d{0,3}$/.test(digits) ? `+${digits}` : null;
}

/** A number typed with its own code ("+48…", "0048…"), as "+48…"; null for a national number. */
export function internationalForm(number: string): string | null {
  const compact = compactPhone(number);
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  return null;
}

export type PhoneParts = { phone_code?: string | undefined; phone_number?: string | undefined };

/**
 * What the two fields say, before the numbering plans are asked: the number with its code
 * ("+48512345678", a national trunk 0 kept), or the field and message that are wrong. An empty
 * number is `empty` (the caller knows whether a phone is required).
 */
export function readPhone(parts: PhoneParts): { ok: true; code: string | null; number: string } | { ok: false; field: keyof PhoneParts; message: string } | { empty: true; ok: false; field: "phone_number"; message: string } {
  const number = compactPhone(parts.phone_number ?? "");
  if (number === "") return { empty: true, ok: false, field: "phone_number", message: PHONE_MESSAGES.numberRequired };
  const international = internationalForm(number);
  const digits = international ? international.slice(1) : number;
  if (!/^\d{4,17}$/.test(digits)) return { ok: false, field: "phone_number", message: PHONE_MESSAGES.invalid };
  if (international) {
    if (!/^[1-9]\d{7,14}$/.test(digits)) return { ok: false, field: "phone_number", message: PHONE_MESSAGES.invalid };
    return { ok: true, code: null, number: international };
  }
  if (!compactPhone(parts.phone_code ?? "")) return { ok: false, field: "phone_code", message: PHONE_MESSAGES.codeRequired };
  const code = normalisePhoneCode(parts.phone_code ?? "");
  if (!code) return { ok: false, field: "phone_code", message: PHONE_MESSAGES.invalid };
  return { ok: true, code, number };
}

/**
 * The phone fields of a form: the code and the number. `phone` is the single field that clients
 * before the split send (the whole number with its code, "+48…" or "0048…"); it is still accepted
 * when neither of the two is given, and its problems are told on `phone`.
 */
export const phoneFieldsShape = {
  phone_code: z.string({ error: PHONE_MESSAGES.codeRequired }).max(12, { error: PHONE_MESSAGES.invalid }).optional(),
  phone_number: z.string({ error: PHONE_MESSAGES.numberRequired }).max(40, { error: PHONE_MESSAGES.invalid }).optional(),
  phone: z.string({ error: PHONE_MESSAGES.invalid }).max(40, { error: PHONE_MESSAGES.invalid }).optional(),
};

export type PhoneFields = PhoneParts & { phone?: string | undefined };

/** Whether a value gives its phone in the single field of old clients. */
export const isLegacyPhone = (value: PhoneFields) => value.phone !== undefined && value.phone_code === undefined && value.phone_number === undefined;

/** The two fields a value's phone is read from (the old single field as a number with its code). */
export const phonePartsOf = (value: PhoneFields): PhoneParts => (isLegacyPhone(value) ? { phone_number: value.phone } : value);

/** Whether a value gives no phone at all. */
export const phoneIsEmpty = (value: PhoneFields) => compactPhone(phonePartsOf(value).phone_number ?? "") === "";

/** The shape check of the phone fields, for a form's object schema (`superRefine`). */
export function checkPhoneShape(required: boolean) {
  return (value: PhoneFields, ctx: z.RefinementCtx) => {
    const legacy = isLegacyPhone(value);
    const parts = phonePartsOf(value);
    const read = readPhone(parts);
    if (read.ok) return;
    if ("empty" in read) {
      if (!required) return;
      if (!legacy && !compactPhone(parts.phone_code ?? "")) ctx.addIssue({ code: "custom", path: ["phone_code"], message: PHONE_MESSAGES.codeRequired });
    }
    // The old single field holds the whole number: a number without its code is not a number there.
    const message = legacy && read.message === PHONE_MESSAGES.codeRequired ? PHONE_MESSAGES.invalid : read.message;
    ctx.addIssue({ code: "custom", path: [legacy ? "phone" : read.field], message });
  };
}
