/**
 * An operator's application to connect a waiting area (/service-by-countries/create): the schema
 * the API and the web form share. Messages are locale keys. Every text is bounded, so an oversized
 * submission is refused whole.
 */
import { z } from "./zod.ts";
import { contactEmail as email, personName, requiredText, tooLong } from "./form-fields.ts";
import { NO_CONTROL_CHARACTERS } from "./validation-messages.ts";
import { APPLICATION_COMMENT_MAX, WAITING_AREA_SERVICES } from "./waiting-areas.ts";

export const APPLICATION_PARKING_MAX = 10_000;

/** Digits with an optional leading +, spaces, brackets and dashes between: 7 to 15 digits in all. */
const PHONE = /^\+?[\d\s()-]+$/;
const phone = requiredText(30, "validation.required").refine((value) => value === "" || (PHONE.test(value) && /^(\D*\d){7,15}\D*$/.test(value)), {
  error: "validation.invalid",
});

/** A form's number field: "" is not given. */
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value),
    z.number({ error: "validation.required" }).int({ error: "validation.invalid" }).min(min, { error: "validation.invalid" }).max(max, { error: "validation.invalid" }),
  );

/** Several lines: line breaks allowed, other control characters not. */
const withoutOtherControls = (value: string) => NO_CONTROL_CHARACTERS.test(value.replace(/\r?\n/g, " "));
const comment = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .string({ error: "validation.invalid" })
    .trim()
    .max(APPLICATION_COMMENT_MAX, { error: tooLong(APPLICATION_COMMENT_MAX) })
    .refine(withoutOtherControls, { error: "validation.controlCharacters" })
    .optional(),
);

export const waitingAreaApplicationSchema = z.object({
  company: requiredText(200, "validation.companyNameRequired"),
  contact_person: personName(120, "validation.contactPersonRequired"),
  email,
  phone,
  area_name: requiredText(200),
  address: requiredText(300),
  highway: requiredText(20),
  checkpoint_id: wholeNumber(1, 2_147_483_647),
  parking_spaces: wholeNumber(1, APPLICATION_PARKING_MAX),
  services: z.array(z.enum(WAITING_AREA_SERVICES, { error: "validation.invalid" })).max(WAITING_AREA_SERVICES.length).default([]),
  comment,
});

export type WaitingAreaApplication = z.output<typeof waitingAreaApplicationSchema>;
