import { createRoute, z } from "@hono/zod-openapi";
import { carrierTypeSchema } from "../../../domain/accounts.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";
import { ProfileSchema } from "../accounts/accounts.routes.ts";

export const setCarrierType = createRoute({
  method: "put",
  path: "/profile/carrier-type",
  tags: ["Profile"],
  summary: "Choose what the account carries (vehicle type 1 truck, 2 bus, 3 car); once only",
  description: "Refused with 409 once a carrier type is set.",
  security: BEARER_OR_SESSION,
  request: { body: { content: { "application/json": { schema: carrierTypeSchema } }, required: true } },
  responses: {
    200: {
      description: "Chosen",
      content: { "application/json": { schema: z.object({ message: z.string(), data: ProfileSchema }) } },
    },
    ...errorResponses(401, 409, 422),
  },
});
