/** The ownership resources in the OpenAPI document: a record's verification, reviews and claims. */
import { z } from "@hono/zod-openapi";
import { VERIFICATION_NOTES, VERIFICATION_STATES } from "../../../domain/ownership.ts";

export const VerificationSchema = z
  .object({
    state: z.enum(VERIFICATION_STATES).openapi({
      description: "unverified, pending (an administrator reviews the documents), verified (held by this account), rejected",
    }),
    verified_at: z.string().nullable().openapi({ format: "date-time" }),
    verified_by: z.enum(["registry", "review"]).nullable(),
    note: z.enum(VERIFICATION_NOTES).nullable().openapi({ description: "Why it is not verified (docs/ownership.md)" }),
    message: z.string().nullable().openapi({ description: "The state and note in the user's language" }),
  })
  .openapi("Verification");

export const DocumentFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mime: z.enum(["image/jpeg", "image/png", "application/pdf"]),
    size: z.number().int(),
    url: z.string().openapi({ description: "Served to the owner only" }),
  })
  .openapi("DocumentFile");
