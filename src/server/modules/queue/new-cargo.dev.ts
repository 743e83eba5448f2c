/**
 * Outside production, with the customs simulator: POST /dev/customs-declarations registers a
 * declaration as customs would (demo and tests); new-cargo.ts tells the user at the next clock pass.
 */
import { Hono } from "hono";
import { z } from "zod";
import { plateSchema } from "../../../domain/licence-plate.ts";
import type { ApiEnv } from "../../http/context.ts";
import { validationFailed } from "../../http/errors.ts";
import type { ApiDeps } from "../deps.ts";
import { DeclarationNumberSchema } from "./new-cargo.ts";

const devDeclaration = z.object({ plate: plateSchema, declaration_number: DeclarationNumberSchema });

/**
 * Outside production, with the simulator: registers a customs declaration for a vehicle as customs
 * would (demo and tests); the next clock pass tells the user of an open entry for that vehicle.
 */
export function devCustomsRoutes({ customs, engine }: ApiDeps) {
  return new Hono<ApiEnv>().post("/dev/customs-declarations", async (c) => {
    if (!("register" in customs)) return c.json({ message: c.get("t")("errors.notFound") }, 404);
    const parsed = devDeclaration.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationFailed(c, parsed.error.issues);
    const registeredAt = await engine.clock.now();
    customs.register({ number: parsed.data.declaration_number, plate: parsed.data.plate, registeredAt });
    return c.json({ data: { plate: parsed.data.plate, declaration_number: parsed.data.declaration_number, registered_at: registeredAt.toISOString() } }, 201);
  });
}
