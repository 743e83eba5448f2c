/**
 * The user's drivers: listed, added, changed and removed by their owner only (another user's id
 * answers 404). A Ukrainian driver's passport must be registered in the cargo-permit registry.
 * A driver account has one driver, itself.
 */
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { passportKey } from "../../../domain/drivers.ts";
import { editKeepsVerification, passportKey as heldPassportKey } from "../../../domain/ownership.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import type { Translate } from "../../i18n.ts";
import { ApiProblem, fieldProblem } from "../../http/errors.ts";
import type { Database } from "../../db/client.ts";
import { drivers, files } from "../../db/schema.ts";
import { splitE164 } from "../../platform/phone-numbers.ts";
import type { CargoPermitRegistry } from "../../platform/registry.ts";
import { audit } from "../accounts/audit.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { accountLimits, enforce } from "../accounts/limits.ts";
import {
  confirmDriverPhone,
  createDriver,
  deleteDriver,
  type driverBodySchema,
  getDriver,
  listDrivers,
  sendDriverPhoneCode,
  updateDriver,
} from "./drivers.routes.ts";
import { codeSms } from "../accounts/code-mail.ts";
import { checkCode, issueCode, resendWaitSeconds, type CodePurpose } from "../accounts/codes.ts";
import { verificationCodes } from "../../db/schema.ts";
import { askRegistry, refuseDuplicates } from "./own-resources.ts";
import { userResources } from "./profile-data.ts";
import { refuseHeldElsewhere } from "../ownership/holdings.ts";
import { verificationBody, verifyDriver } from "../ownership/verify.ts";
import { idOrNotFound } from "../../http/schemas.ts";

type DriverRow = typeof drivers.$inferSelect;
type DriverInput = z.output<typeof driverBodySchema>;

type FileRow = typeof files.$inferSelect;

/** The drivers' passport scans, by driver. */
export async function passportScansOf(db: Database, driverIds: number[]): Promise<Map<number, FileRow[]>> {
  const byDriver = new Map<number, FileRow[]>();
  if (driverIds.length === 0) return byDriver;
  const rows = await db.select().from(files).where(inArray(files.driverId, driverIds)).orderBy(asc(files.id));
  for (const row of rows) byDriver.set(row.driverId!, [...(byDriver.get(row.driverId!) ?? []), row]);
  return byDriver;
}

/** What verified a driver besides the passport: a Ukrainian driver's name and date of birth (the register matches them). */
const personOf = (driver: { origin: string; firstName: string; lastName: string; birthDate: string }) =>
  driver.origin === "ukrainian" ? `${driver.firstName}|${driver.lastName}|${driver.birthDate}` : "";

export function driverBody(driver: DriverRow, t: Translate, scans: FileRow[] = []) {
  return {
    id: driver.id,
    origin: driver.origin,
    first_name: driver.firstName,
    last_name: driver.lastName,
    birth_date: driver.birthDate,
    citizenship: driver.citizenship,
    passport_series: driver.passportSeries,
    passport_number: driver.passportNumber,
    phone: driver.phone,
    ...splitE164(driver.phone),
    phone_verified: driver.phone !== null && driver.phoneVerifiedAt !== null,
    email: driver.email,
    registry_checked_at: driver.registryCheckedAt?.toISOString() ?? null,
    verification: verificationBody(driver, t),
    passport_scan: scans.map((file) => ({ id: file.id, name: file.name, mime: file.mime, size: file.size, url: `/api/v3/profile/files/${file.id}` })),
  };
}

/** A driver's columns as the form gives them (adding, changing, or claiming a driver). */
export function driverValuesOf(input: DriverInput) {
  return {
    origin: input.origin,
    firstName: input.first_name,
    lastName: input.last_name,
    birthDate: input.birth_date,
    citizenship: input.citizenship,
    passportSeries: input.passport_series ?? null,
    passportNumber: input.passport_number,
    phone: input.phone ?? null,
    email: input.email ?? null,
  };
}

/** The code that verifies a driver's phone: one per driver. */
const driverPhonePurpose = (id: number): CodePurpose => `driver-phone:${id}`;
const CODE_REFUSALS = { expired: "auth.codeExpired", exhausted: "auth.codeExhausted", wrong: "auth.codeWrong", missing: "auth.codeWrong" } as const;

export function driverRoutes({ database: { db }, registry, rateLimits, config, sms, stateRegisters, engine }: ApiDeps) {
  const limits = accountLimits(rateLimits);
  /** When the registry must know the passport (Ukrainian drivers), asks it; refuses if it does not. */
  async function registryCheck(t: Translate, userId: number, input: DriverInput, reg: CargoPermitRegistry): Promise<Date | null> {
    if (input.origin !== "ukrainian") return null;
    await enforce(limits.registryPerUser, String(userId));
    const answer = await askRegistry(() => reg.checkPassport(passportKey(input)));
    if (answer === "not-found") throw fieldProblem(t, "passport_number", "profile.passportNotRegistered");
    return new Date();
  }

  async function ownDriver(userId: number, id: number): Promise<DriverRow> {
    const [row] = await db.select().from(drivers).where(and(eq(drivers.id, id), eq(drivers.userId, userId)));
    if (!row) throw new ApiProblem(404, "errors.notFound");
    return row;
  }

  const save = (write: () => Promise<DriverRow | undefined>) => refuseDuplicates("profile.driverExists", write);
  /** The driver as the API answers it: read again (its verification was written after the save), with its passport scan. */
  const answer = async (id: number, t: Translate) => {
    const [row] = await db.select().from(drivers).where(eq(drivers.id, id));
    if (!row) throw new ApiProblem(404, "errors.notFound");
    return driverBody(row, t, (await passportScansOf(db, [id])).get(id) ?? []);
  };

  return new OpenAPIHono<ApiEnv>()
    .openapi(listDrivers, async (c) => {
      const viewer = requireViewer(c);
      const rows = await db.select().from(drivers).where(eq(drivers.userId, viewer.user.id)).orderBy(asc(drivers.id));
      const scans = await passportScansOf(db, rows.map((row) => row.id));
      return c.json({ data: rows.map((row) => driverBody(row, c.get("t"), scans.get(row.id) ?? [])) }, 200);
    })
    .openapi(getDriver, async (c) => {
      const viewer = requireViewer(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const [row] = await db.select().from(drivers).where(and(eq(drivers.id, id), eq(drivers.userId, viewer.user.id)));
      if (!row) throw new ApiProblem(404, "errors.notFound");
      return c.json({ data: await answer(row.id, c.get("t")) }, 200);
    })
    .openapi(createDriver, async (c) => {
      const viewer = requireViewer(c);
      // Validated by the route's schema; zod-openapi infers `unknown` for a schema built by a function.
      const input = c.req.valid("json" as never) as DriverInput;
      if (viewer.user.accountType !== "carrier" && (await userResources(db, viewer.user.id)).drivers > 0) {
        throw new ApiProblem(409, "profile.driverAccountHasOneDriver");
      }
      const now = await engine.clock.now();
      await refuseHeldElsewhere(db, "driver", heldPassportKey({ series: input.passport_series, number: input.passport_number }), viewer.user.id, now);
      const registryCheckedAt = await registryCheck(c.get("t"), viewer.user.id, input, registry);
      const row = await save(async () => {
        const [inserted] = await db.insert(drivers).values({ userId: viewer.user.id, ...driverValuesOf(input), registryCheckedAt }).returning();
        return inserted;
      });
      if (!row) throw new Error("saving the driver returned no row");
      await verifyDriver(db, stateRegisters, row, now);
      await audit(db, c, "profile.driver", viewer.user.id, { driverId: row.id, action: "create" });
      return c.json({ message: c.get("t")("profile.driverSaved"), data: await answer(row.id, c.get("t")) }, 201);
    })
    .openapi(updateDriver, async (c) => {
      const viewer = requireViewer(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const input = c.req.valid("json" as never) as DriverInput;
      const [existing] = await db.select().from(drivers).where(and(eq(drivers.id, id), eq(drivers.userId, viewer.user.id)));
      if (!existing) throw new ApiProblem(404, "errors.notFound");
      const now = await engine.clock.now();
      const values = driverValuesOf(input);
      const key = heldPassportKey({ series: values.passportSeries, number: values.passportNumber });
      const keeps = editKeepsVerification(
        { key: existing.passportKey, origin: existing.origin, person: personOf(existing) },
        { key, origin: values.origin, person: personOf(values) },
      );
      if (!keeps) await refuseHeldElsewhere(db, "driver", key, viewer.user.id, now);
      const registryCheckedAt = await registryCheck(c.get("t"), viewer.user.id, input, registry);
      const samePhone = existing.phone === values.phone;
      // A new phone must be verified again; a code sent to the old one no longer counts.
      if (!samePhone) {
        await db
          .update(verificationCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(verificationCodes.userId, viewer.user.id), eq(verificationCodes.purpose, driverPhonePurpose(id)), isNull(verificationCodes.usedAt)));
      }
      const row = await save(async () => {
        const [updated] = await db
          .update(drivers)
          .set({
            ...values,
            phoneVerifiedAt: samePhone ? existing.phoneVerifiedAt : null,
            registryCheckedAt,
            ...(keeps ? {} : { verification: "unverified" as const, verifiedAt: null, verifiedBy: null, verificationNote: null }),
            updatedAt: new Date(),
          })
          .where(and(eq(drivers.id, id), eq(drivers.userId, viewer.user.id)))
          .returning();
        return updated;
      });
      if (!row) throw new ApiProblem(404, "errors.notFound");
      // A new passport, origin, or (Ukrainian drivers) name or date of birth is verified again.
      if (!keeps) await verifyDriver(db, stateRegisters, row, now);
      await audit(db, c, "profile.driver", viewer.user.id, { driverId: row.id, action: "update" });
      return c.json({ message: c.get("t")("profile.driverSaved"), data: await answer(row.id, c.get("t")) }, 200);
    })
    .openapi(sendDriverPhoneCode, async (c) => {
      const viewer = requireViewer(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const driver = await ownDriver(viewer.user.id, id);
      if (!driver.phone) throw new ApiProblem(409, "driverContacts.phoneMissing");
      if (driver.phoneVerifiedAt) throw new ApiProblem(409, "profile.phoneVerifiedAlready");
      await enforce(limits.codeSendPerIp, c.get("clientAddress"));
      await enforce(limits.codeSendPerAddress, JSON.stringify({ phone: driver.phone }));
      const now = new Date();
      const wait = await resendWaitSeconds(db, viewer.user.id, driverPhonePurpose(id), now);
      if (wait > 0) throw new ApiProblem(429, "errors.tooManyRequests", { params: { minutes: Math.ceil(wait / 60) }, retryAfter: wait });
      const code = await issueCode(db, viewer.user.id, driverPhonePurpose(id), config.sessionSecret, now);
      await sms.send(driver.phone, codeSms(c.get("t"), code));
      await audit(db, c, "profile.driver-phone-code", viewer.user.id, { driverId: id });
      return c.json({ message: c.get("t")("auth.codeSent") }, 202);
    })
    .openapi(confirmDriverPhone, async (c) => {
      const viewer = requireViewer(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const { code } = c.req.valid("json" as never) as { code: string };
      await enforce(limits.confirmPerIp, c.get("clientAddress"));
      const driver = await ownDriver(viewer.user.id, id);
      if (!driver.phone) throw new ApiProblem(409, "driverContacts.phoneMissing");
      const result = await checkCode(db, viewer.user.id, driverPhonePurpose(id), code, config.sessionSecret, new Date());
      if (result !== "ok") throw fieldProblem(c.get("t"), "code", CODE_REFUSALS[result]);
      const [row] = await db.update(drivers).set({ phoneVerifiedAt: new Date() }).where(eq(drivers.id, id)).returning();
      await audit(db, c, "profile.driver-phone-verified", viewer.user.id, { driverId: id });
      return c.json({ message: c.get("t")("profile.phoneVerified"), data: await answer((row ?? driver).id, c.get("t")) }, 200);
    })
    .openapi(deleteDriver, async (c) => {
      const viewer = requireViewer(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const removed = await db
        .delete(drivers)
        .where(and(eq(drivers.id, id), eq(drivers.userId, viewer.user.id)))
        .returning({ id: drivers.id });
      if (removed.length === 0) throw new ApiProblem(404, "errors.notFound");
      await audit(db, c, "profile.driver", viewer.user.id, { driverId: id, action: "delete" });
      return c.body(null, 204);
    });
}
