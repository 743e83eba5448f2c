/**
 * The user's permits: listed, added, changed and removed by their owner only (another user's id
 * answers 404). Every number on a permit must be in the cargo-permit registry.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, asc, eq } from "drizzle-orm";
import { PERMIT_NUMBER_FIELDS, type PermitInput } from "../../../domain/permits.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { permits } from "../../db/schema.ts";
import type { Translate } from "../../i18n.ts";
import type { CargoPermitRegistry } from "../../platform/registry.ts";
import { audit } from "../accounts/audit.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { accountLimits, enforce } from "../accounts/limits.ts";
import { askRegistry, refuseDuplicates } from "./own-resources.ts";
import { createPermit, deletePermit, getPermit, listPermits, updatePermit } from "./permits.routes.ts";
import { idOrNotFound } from "../../http/schemas.ts";

type PermitRow = typeof permits.$inferSelect;

function permitBody(permit: PermitRow) {
  return {
    id: permit.id,
    number: permit.number,
    series: permit.series,
    year: permit.year,
    count: permit.count,
    kind: permit.kind,
    interbus_number: permit.interbusNumber,
    ata_carnet_number: permit.ataCarnetNumber,
    ua_passenger_permit_number: permit.uaPassengerPermitNumber,
    registry_checked_at: permit.registryCheckedAt.toISOString(),
  };
}

function valuesOf(input: PermitInput) {
  return {
    number: input.number,
    series: input.series ?? null,
    year: input.year,
    count: input.count,
    kind: input.kind,
    interbusNumber: input.interbus_number ?? null,
    ataCarnetNumber: input.ata_carnet_number ?? null,
    uaPassengerPermitNumber: input.ua_passenger_permit_number ?? null,
  };
}

/** Asks the registry about every number on the permit; refuses those it does not know, each on its field. */
async function checkNumbers(t: Translate, input: PermitInput, registry: CargoPermitRegistry): Promise<Date> {
  const numbers = PERMIT_NUMBER_FIELDS.flatMap((field) => (input[field] ? [[field, input[field]] as const] : []));
  const answers = await Promise.all(numbers.map(([, number]) => askRegistry(() => registry.checkPermit(number))));
  const unknown = numbers.filter((_, i) => answers[i] === "not-found").map(([field]) => field);
  if (unknown.length > 0) {
    const message = t("profile.permitNotInRegistry");
    throw new ApiProblem(422, "errors.invalidInput", { extra: { errors: Object.fromEntries(unknown.map((field) => [field, [message]])) } });
  }
  return new Date();
}

export function permitRoutes({ database: { db }, registry, rateLimits }: ApiDeps) {
  const limits = accountLimits(rateLimits);
  const own = async (userId: number, id: number) => {
    const [row] = await db.select().from(permits).where(and(eq(permits.id, id), eq(permits.userId, userId)));
    if (!row) throw new ApiProblem(404, "errors.notFound");
    return row;
  };

  return new OpenAPIHono<ApiEnv>()
    .openapi(listPermits, async (c) => {
      const viewer = requireViewer(c);
      const rows = await db.select().from(permits).where(eq(permits.userId, viewer.user.id)).orderBy(asc(permits.id));
      return c.json({ data: rows.map(permitBody) }, 200);
    })
    .openapi(getPermit, async (c) => {
      const viewer = requireViewer(c);
      return c.json({ data: permitBody(await own(viewer.user.id, idOrNotFound(c.req.valid("param").id))) }, 200);
    })
    .openapi(createPermit, async (c) => {
      const viewer = requireViewer(c);
      // Validated by the route's schema; zod-openapi infers `unknown` for a schema built by a function.
      const input = c.req.valid("json" as never) as PermitInput;
      await enforce(limits.registryPerUser, String(viewer.user.id));
      const registryCheckedAt = await checkNumbers(c.get("t"), input, registry);
      const [row] = await refuseDuplicates("profile.permitExists", () =>
        db.insert(permits).values({ userId: viewer.user.id, ...valuesOf(input), registryCheckedAt }).returning(),
      );
      if (!row) throw new Error("saving the permit returned no row");
      await audit(db, c, "profile.permit", viewer.user.id, { permitId: row.id, action: "create" });
      return c.json({ message: c.get("t")("profile.permitSaved"), data: permitBody(row) }, 201);
    })
    .openapi(updatePermit, async (c) => {
      const viewer = requireViewer(c);
      const existing = await own(viewer.user.id, idOrNotFound(c.req.valid("param").id));
      const input = c.req.valid("json" as never) as PermitInput;
      await enforce(limits.registryPerUser, String(viewer.user.id));
      const registryCheckedAt = await checkNumbers(c.get("t"), input, registry);
      const [row] = await refuseDuplicates("profile.permitExists", () =>
        db
          .update(permits)
          .set({ ...valuesOf(input), registryCheckedAt, updatedAt: new Date() })
          .where(and(eq(permits.id, existing.id), eq(permits.userId, viewer.user.id)))
          .returning(),
      );
      if (!row) throw new ApiProblem(404, "errors.notFound");
      await audit(db, c, "profile.permit", viewer.user.id, { permitId: row.id, action: "update" });
      return c.json({ message: c.get("t")("profile.permitSaved"), data: permitBody(row) }, 200);
    })
    .openapi(deletePermit, async (c) => {
      const viewer = requireViewer(c);
      const permit = await own(viewer.user.id, idOrNotFound(c.req.valid("param").id));
      await db.delete(permits).where(and(eq(permits.id, permit.id), eq(permits.userId, viewer.user.id)));
      await audit(db, c, "profile.permit", viewer.user.id, { permitId: permit.id, action: "delete" });
      return c.body(null, 204);
    });
}
