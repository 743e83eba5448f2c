/**
 * The user's profile beyond the account: the carrier type, chosen once after sign-up (the web's
 * carrier-type guard sends a user without one to /profile/carrierType), and the carriers. Every
 * resource is the viewer's own: another user's is never read or changed.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq, isNull } from "drizzle-orm";
import { VehicleType } from "../../../domain/codes.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { carriers, users } from "../../db/schema.ts";
import { audit } from "../accounts/audit.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { carrierBody, carriersByVehicleType, profileFor, userResources } from "./profile-data.ts";
import { deleteCarrier, listCarriers, saveCarrier } from "./carriers.routes.ts";
import { driverRoutes } from "./drivers.ts";
import { detailsRoutes } from "./details.ts";
import { permitRoutes } from "./permits.ts";
import { vehicleRoutes } from "./vehicles.ts";
import { setCarrierType } from "./carrier-type.routes.ts";
import { ownershipRoutes } from "../ownership/claims.ts";
import { recheckVehiclesOfCarrier } from "../ownership/registry-checks.ts";

export function profileRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<ApiEnv>()
    .route("/", driverRoutes(deps))
    .route("/", vehicleRoutes(deps))
    .route("/", permitRoutes(deps))
    .route("/", detailsRoutes(deps))
    .route("/", ownershipRoutes(deps))
    .openapi(setCarrierType, async (c) => {
    const viewer = requireViewer(c);
    const input = c.req.valid("json");
    // Set once: the condition holds even when two requests race.
    const [user] = await db
      .update(users)
      .set({ carrierType: input.carrier_type })
      .where(and(eq(users.id, viewer.user.id), isNull(users.carrierType)))
      .returning();
    if (!user) throw new ApiProblem(409, "profile.carrierTypeAlreadySet");
    await audit(db, c, "profile.carrier-type", user.id, { carrierType: user.carrierType });
    return c.json({ message: c.get("t")("profile.updated"), data: await profileFor(db, user) }, 200);
    })
    .openapi(listCarriers, async (c) => c.json({ data: await carriersByVehicleType(db, requireViewer(c).user.id) }, 200))
    .openapi(saveCarrier, async (c) => {
      const viewer = requireViewer(c);
      const input = c.req.valid("json");
      const values = {
        name: input.name,
        country: input.country,
        registrationCode: input.registration_code || null,
        contactPerson: input.contact_person || null,
        regularPassenger: input.vehicle_type === VehicleType.Bus && input.regular_passenger,
      };
      const [carrier] = await db
        .insert(carriers)
        .values({ userId: viewer.user.id, vehicleType: input.vehicle_type, ...values })
        .onConflictDoUpdate({ target: [carriers.userId, carriers.vehicleType], set: { ...values, updatedAt: new Date() } })
        .returning();
      if (!carrier) throw new Error("saving the carrier returned no row");
      // Ukrainian vehicles waiting for the carrier's code (or refused for another holder) are checked again (docs/ownership.md).
      await recheckVehiclesOfCarrier(db, deps.stateRegisters, viewer.user.id, input.vehicle_type, await deps.engine.clock.now());
      await audit(db, c, "profile.carrier", viewer.user.id, { vehicleType: input.vehicle_type });
      return c.json({ message: c.get("t")("profile.updated"), data: carrierBody(carrier, await userResources(db, viewer.user.id)) }, 200);
    })
    .openapi(deleteCarrier, async (c) => {
      const viewer = requireViewer(c);
      const vehicleType = Number(c.req.valid("param").vehicle_type) as VehicleType;
      const removed = await db
        .delete(carriers)
        .where(and(eq(carriers.userId, viewer.user.id), eq(carriers.vehicleType, vehicleType)))
        .returning({ id: carriers.id });
      if (removed.length === 0) throw new ApiProblem(404, "errors.notFound");
      await audit(db, c, "profile.carrier-removed", viewer.user.id, { vehicleType });
      return c.body(null, 204);
    });
}
