import { createRoute, z } from "@hono/zod-openapi";
import { DRIVER_ORIGINS, driverSchema } from "../../../domain/drivers.ts";
import { phoneCodeSchema } from "../../../domain/personal-details.ts";
import { borderDate } from "../../../domain/form-fields.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";
import { withE164 } from "../../platform/phone-numbers.ts";
import { DocumentFileSchema, VerificationSchema } from "../ownership/ownership.schemas.ts";

/** Ages are counted in Ukraine's calendar, where the border is; the phone is checked in full and stored in E.164. */
export const driverBodySchema = withE164(driverSchema(() => borderDate(new Date())));

export const DriverSchema = z
  .object({
    id: z.number().int(),
    origin: z.enum(DRIVER_ORIGINS),
    first_name: z.string(),
    last_name: z.string(),
    birth_date: z.string().openapi({ format: "date" }),
    citizenship: z.string().openapi({ description: "ISO 3166-1 alpha-2" }),
    passport_series: z.string().nullable(),
    passport_number: z.string(),
    phone: z.string().nullable().openapi({ description: "E.164, e.g. +48512345678" }),
    phone_code: z.string().nullable().openapi({ description: "The phone's country code, e.g. +48" }),
    phone_number: z.string().nullable().openapi({ description: "The phone's national number, e.g. 512345678" }),
    phone_verified: z.boolean().openapi({ description: "False until the code sent to the driver's phone by SMS is confirmed; a new phone is unverified" }),
    email: z.string().nullable().openapi({ description: "The driver's own e-mail" }),
    registry_checked_at: z.string().nullable().openapi({ description: "When the cargo-permit registry confirmed the passport (Ukrainian drivers)" }),
    verification: VerificationSchema.openapi({
      description:
        "Whether this account holds the driver's passport (docs/ownership.md): a Ukrainian driver is verified by the state passport register, a foreign one by an administrator's review of the passport scan",
    }),
    passport_scan: z.array(DocumentFileSchema).openapi({ description: "The passport's photo page, uploaded with POST /profile/drivers/{id}/documents (foreign drivers' review, claims)" }),
  })
  .openapi("Driver");

const security = BEARER_OR_SESSION;
const idParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "1" }) });
const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } }, required: true });
const answer = (description: string, schema: z.ZodType) => ({ description, content: { "application/json": { schema } } });
const saved = z.object({ message: z.string(), data: DriverSchema });
const registryNote =
  "The optional phone is given as `phone_code` (e.g. `+48`) and `phone_number` (the national number; one typed with its own " +
  "code, `+48…` or `0048…`, is read as such), checked as an international number and stored in E.164; the whole number in " +
  "`phone` is still accepted. A Ukrainian driver's passport must be registered in the cargo-permit registry: when it is not, the answer is 422 on " +
  "`passport_number`; when the registry does not answer, 503 (nothing is saved). A passport that another account holds verified " +
  "answers 409 with `code: held-elsewhere` (open a claim with POST /profile/ownership-claims); the answer's `verification` says whether " +
  "this account holds the driver now.";

export const listDrivers = createRoute({
  method: "get",
  path: "/profile/drivers",
  tags: ["Profile"],
  summary: "The user's drivers",
  security,
  responses: { 200: answer("The drivers", z.object({ data: z.array(DriverSchema) })), ...errorResponses(401) },
});

export const getDriver = createRoute({
  method: "get",
  path: "/profile/drivers/{id}",
  tags: ["Profile"],
  summary: "One of the user's drivers",
  security,
  request: { params: idParam },
  responses: { 200: answer("The driver", z.object({ data: DriverSchema })), ...errorResponses(401, 404) },
});

export const createDriver = createRoute({
  method: "post",
  path: "/profile/drivers",
  tags: ["Profile"],
  summary: "Add a driver (a driver account has one: itself)",
  description: registryNote,
  security,
  request: { body: json(driverBodySchema) },
  responses: { 201: answer("Added", saved), ...errorResponses(401, 409, 422, 429, 503) },
});

export const updateDriver = createRoute({
  method: "put",
  path: "/profile/drivers/{id}",
  tags: ["Profile"],
  summary: "Change one of the user's drivers",
  description: registryNote,
  security,
  request: { params: idParam, body: json(driverBodySchema) },
  responses: { 200: answer("Changed", saved), ...errorResponses(401, 404, 409, 422, 429, 503) },
});

export const sendDriverPhoneCode = createRoute({
  method: "post",
  path: "/profile/drivers/{id}/phone-verification",
  tags: ["Profile"],
  summary: "Send a 6-digit code by SMS to the driver's phone",
  description:
    "The same codes, resend pause and rate limits as 'My info' (/profile/phone-verification). 409 when the driver has no " +
    "phone or it is verified already; 429 while the resend pause or the limits last.",
  security,
  request: { params: idParam },
  responses: { 202: answer("Code sent", z.object({ message: z.string() })), ...errorResponses(401, 404, 409, 429) },
});

export const confirmDriverPhone = createRoute({
  method: "post",
  path: "/profile/drivers/{id}/phone-verification/confirm",
  tags: ["Profile"],
  summary: "Confirm the driver's phone with the code; changing the phone later makes it unverified",
  security,
  request: { params: idParam, body: json(phoneCodeSchema) },
  responses: { 200: answer("Verified", z.object({ message: z.string(), data: DriverSchema })), ...errorResponses(401, 404, 409, 422, 429) },
});

export const deleteDriver = createRoute({
  method: "delete",
  path: "/profile/drivers/{id}",
  tags: ["Profile"],
  summary: "Remove one of the user's drivers",
  security,
  request: { params: idParam },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 404) },
});
