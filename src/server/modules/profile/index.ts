/**
 * The user's profile beyond the account: for now the carrier type, chosen once after sign-up (the
 * web's carrier-type guard sends a user without one to /profile/carrierType).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { carrierTypeSchema } from "../../../domain/accounts.ts";
import type { ApiDeps, ApiEnv } from "../../api/context.ts";
import { ApiProblem } from "../../api/errors.ts";
import { users } from "../../db/schema.ts";
import { audit } from "../accounts/audit.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { profileOf } from "../accounts/index.ts";
import { setCarrierType } from "./carrier-type.routes.ts";

export function profileRoutes({ database: { db } }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>().openapi(setCarrierType, async (c) => {
    const viewer = requireViewer(c);
    // Validated by the route's schema; zod-openapi infers `never` for a body with a preprocessed field.
    const input = c.req.valid("json" as never) as z.infer<typeof carrierTypeSchema>;
    // Set once: the condition holds even when two requests race.
    const [user] = await db
      .update(users)
      .set({ carrierType: input.carrier_type })
      .where(and(eq(users.id, viewer.user.id), isNull(users.carrierType)))
      .returning();
    if (!user) throw new ApiProblem(409, "profile.carrierTypeAlreadySet");
    await audit(db, c, "profile.carrier-type", user.id, { carrierType: user.carrierType });
    return c.json({ message: c.get("t")("profile.updated"), data: profileOf(user) }, 200);
  });
}
