import { createRoute, z } from "@hono/zod-openapi";
import { borderDate } from "../../../domain/form-fields.ts";
import { personalDetailsSchema, phoneCodeSchema } from "../../../domain/personal-details.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";
import { withE164 } from "../../platform/phone-numbers.ts";

/** Ages are counted in Ukraine's calendar; the phone is checked in full and stored in E.164. */
export const detailsBodySchema = withE164(personalDetailsSchema(() => borderDate(new Date())));

export const DetailsSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    birth_date: z.string().openapi({ format: "date" }),
    citizenship: z.string(),
    phone: z.string().openapi({ description: "E.164, e.g. +48512345678" }),
    phone_code: z.string().nullable().openapi({ description: "The phone's country code, e.g. +48" }),
    phone_number: z.string().nullable().openapi({ description: "The phone's national number, e.g. 512345678" }),
    phone_verified: z.boolean().openapi({ description: "False until the code sent by SMS is confirmed; a new phone is unverified" }),
    contact_email: z.string().nullable(),
  })
  .openapi("PersonalDetails");

const security = BEARER_OR_SESSION;
const message = z.object({ message: z.string() });
const answer = (description: string, schema: z.ZodType) => ({ description, content: { "application/json": { schema } } });

export const getDetails = createRoute({
  method: "get",
  path: "/profile/details",
  tags: ["Profile"],
  summary: "'My info': the user's own details (null until given)",
  security,
  responses: { 200: answer("The details", z.object({ data: DetailsSchema.nullable() })), ...errorResponses(401) },
});

export const saveDetails = createRoute({
  method: "put",
  path: "/profile/details",
  tags: ["Profile"],
  summary: "Save 'My info'; a changed phone must be verified again",
  description:
    "The phone is given as `phone_code` (e.g. `+48`) and `phone_number` (the national number; one typed with its own code, " +
    "`+48…` or `0048…`, is read as such), checked as an international number and stored in E.164. Clients may still send " +
    "the whole number in `phone` instead. The phone an account signed up with (confirmed by SMS) counts as verified.",
  security,
  request: { body: { content: { "application/json": { schema: detailsBodySchema } }, required: true } },
  responses: { 200: answer("Saved", z.object({ message: z.string(), data: DetailsSchema })), ...errorResponses(401, 422) },
});

export const sendPhoneCode = createRoute({
  method: "post",
  path: "/profile/phone-verification",
  tags: ["Profile"],
  summary: "Send a 6-digit code by SMS to the phone in 'My info'",
  description: "409 when there is no phone or it is verified already; 429 while the resend pause or the limits last.",
  security,
  responses: { 202: answer("Code sent", message), ...errorResponses(401, 409, 429) },
});

export const confirmPhone = createRoute({
  method: "post",
  path: "/profile/phone-verification/confirm",
  tags: ["Profile"],
  summary: "Confirm the phone with the code",
  security,
  request: { body: { content: { "application/json": { schema: phoneCodeSchema } }, required: true } },
  responses: { 200: answer("Verified", message), ...errorResponses(401, 409, 422, 429) },
});
