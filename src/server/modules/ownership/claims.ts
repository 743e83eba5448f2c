/**
 * The ownership API (docs/ownership.md): a claim to a plate or passport another account holds
 * (with documents, to an administrator's review), a driver's passport scan (a foreign driver's
 * review), and the user's reviews. The multipart routes read their forms themselves (as the
 * vehicle uploads do); ownership.docs.ts documents them in the OpenAPI document.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { and, eq, inArray } from "drizzle-orm";
import { passportKey as registryPassportKey } from "../../../domain/drivers.ts";
import { passportKey, plateKey } from "../../../domain/ownership.ts";
import { vehicleSchema, withoutUnaskedSemiTrailer, semiTrailerPlateOf } from "../../../domain/vehicles.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem, fieldProblem, validationFailed } from "../../http/errors.ts";
import { readForm } from "../../http/forms.ts";
import type { Database } from "../../db/client.ts";
import { drivers, files, vehicles, type ownershipReviews } from "../../db/schema.ts";
import type { Translate } from "../../i18n.ts";
import { checkUploads, uploadProblemKey, type CheckedUpload, type FileStore } from "../../platform/file-store.ts";
import { audit } from "../accounts/audit.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { accountLimits, enforce } from "../accounts/limits.ts";
import { driverBodySchema } from "../profile/drivers.routes.ts";
import { driverBody, driverValuesOf, passportScansOf } from "../profile/drivers.ts";
import { askRegistry, refuseDuplicates } from "../profile/own-resources.ts";
import { userResources } from "../profile/profile-data.ts";
import { holderOf, tellHolder } from "./holdings.ts";
import { listOwnReviewsRoute } from "./ownership.docs.ts";
import { openReview, reviewsOfUser } from "./reviews.ts";
import { verifyDriver } from "./verify.ts";
import { idOrNotFound } from "../../http/schemas.ts";

type ReviewRow = typeof ownershipReviews.$inferSelect;

/** A claim to what the account holds already. */
const heldAlready = () => new ApiProblem(409, "ownership.heldAlready", { extra: { code: "held-already" } });

export function reviewBody(review: ReviewRow) {
  return {
    id: review.id,
    kind: review.kind,
    subject: review.subject,
    record_id: (review.subject === "vehicle" ? review.vehicleId : review.driverId) ?? null,
    key: review.key,
    status: review.status,
    note: review.note,
    reason: review.reason,
    created_at: review.createdAt.toISOString(),
    decided_at: review.decidedAt?.toISOString() ?? null,
  };
}

/** Saves checked uploads as the files of a vehicle or driver, replacing what it had; files are removed again if the rows fail. */
async function replaceFiles(db: Database, store: FileStore, userId: number, target: { vehicleId: number } | { driverId: number }, uploads: CheckedUpload[]) {
  const saved: string[] = [];
  const ofTarget = "vehicleId" in target ? eq(files.vehicleId, target.vehicleId) : eq(files.driverId, target.driverId);
  const old = await db.select().from(files).where(ofTarget);
  try {
    for (const upload of uploads) saved.push(await store.save(upload.bytes, upload.extension));
    await db.insert(files).values(
      uploads.map((upload, i) => ({ userId, ...target, mime: upload.mime, size: upload.bytes.byteLength, storageKey: saved[i]!, name: upload.name })),
    );
  } catch (error) {
    await Promise.all(saved.map((key) => store.remove(key)));
    throw error;
  }
  if (old.length > 0) {
    await db.delete(files).where(inArray(files.id, old.map((file) => file.id)));
    await Promise.all(old.map((file) => store.remove(file.storageKey)));
  }
}

export function ownershipRoutes({ database: { db }, config, fileStore, registry, rateLimits, stateRegisters, engine }: ApiDeps) {
  const limits = { maxUploadMb: config.maxUploadMb, maxFiles: config.maxFiles };
  const accountLimit = accountLimits(rateLimits);
  const writes = rateLimits.limiter("ownership-claims", { points: 20, seconds: 3600 });
  const fileProblem = (t: Translate, key: string) =>
    new ApiProblem(422, "errors.invalidInput", { extra: { errors: { documents: [t(key, { size: `${limits.maxUploadMb} MB`, maxFiles: limits.maxFiles })] } } });
  const upload = bodyLimit({
    maxSize: (limits.maxUploadMb * limits.maxFiles + 1) * 1024 * 1024,
    onError: (c) => {
      throw fileProblem((c as Context<ApiEnv>).get("t"), "validation.fileLimits");
    },
  });

  /** The documents of a form: at least one, each checked by content. */
  async function documentsOf(t: Translate, body: Record<string, unknown>): Promise<CheckedUpload[]> {
    const uploads = [body.documents].flat().filter((value): value is File => value instanceof File && value.size > 0);
    if (uploads.length === 0) throw fileProblem(t, "profileEdits.ownership.documentsRequired");
    const checked = await checkUploads(uploads, limits);
    if ("problem" in checked) throw fileProblem(t, uploadProblemKey(checked.problem));
    return checked.files;
  }

  const text = (body: Record<string, unknown>, name: string) => (typeof body[name] === "string" ? body[name] : undefined);

  /** A vehicle claim: the claimant's vehicle with this plate (added now if it has none), its certificate the documents. */
  async function claimVehicle(c: Context<ApiEnv>, userId: number, body: Record<string, unknown>, documents: CheckedUpload[]) {
    const parsed = vehicleSchema.safeParse(
      withoutUnaskedSemiTrailer(
        Object.fromEntries(["vehicle_type", "plate", "make", "country", "has_semi_trailer", "semi_trailer_plate", "seats"].map((name) => [name, text(body, name)])),
      ),
    );
    if (!parsed.success) return { response: validationFailed(c, parsed.error.issues) };
    const input = parsed.data;
    const key = plateKey(input.plate);
    if ((await holderOf(db, "vehicle", key)) === userId) throw heldAlready();
    let [vehicle] = await db.select().from(vehicles).where(and(eq(vehicles.userId, userId), eq(vehicles.plate, key)));
    if (!vehicle) {
      [vehicle] = await refuseDuplicates("profile.vehicleExists", () =>
        db
          .insert(vehicles)
          .values({
            userId,
            vehicleType: input.vehicle_type,
            plate: key,
            make: input.make,
            country: input.country,
            semiTrailerPlate: semiTrailerPlateOf(input),
            seats: input.seats ?? null,
          })
          .returning(),
      );
    }
    await replaceFiles(db, fileStore, userId, { vehicleId: vehicle!.id }, documents);
    return { record: { subject: "vehicle" as const, id: vehicle!.id, userId, key } };
  }

  /** A driver claim: the claimant's driver with this passport (added now if it has none), the documents its passport scan. */
  async function claimDriver(c: Context<ApiEnv>, userId: number, accountType: string, body: Record<string, unknown>, documents: CheckedUpload[]) {
    const fields = ["origin", "first_name", "last_name", "birth_date", "citizenship", "passport_series", "passport_number", "phone_code", "phone_number", "phone", "email"];
    const parsed = driverBodySchema.safeParse(Object.fromEntries(fields.map((name) => [name, text(body, name)])));
    if (!parsed.success) return { response: validationFailed(c, parsed.error.issues) };
    const input = parsed.data;
    const key = passportKey({ series: input.passport_series, number: input.passport_number });
    if ((await holderOf(db, "driver", key)) === userId) throw heldAlready();
    let [driver] = await db.select().from(drivers).where(and(eq(drivers.userId, userId), eq(drivers.passportKey, key)));
    if (!driver) {
      if (accountType !== "carrier" && (await userResources(db, userId)).drivers > 0) throw new ApiProblem(409, "profile.driverAccountHasOneDriver");
      // A Ukrainian driver's passport must be in the cargo-permit registry, claimed or not.
      if (input.origin === "ukrainian") {
        await enforce(accountLimit.registryPerUser, String(userId));
        if ((await askRegistry(() => registry.checkPassport(registryPassportKey(input)))) === "not-found") {
          throw fieldProblem(c.get("t"), "passport_number", "profile.passportNotRegistered");
        }
      }
      [driver] = await refuseDuplicates("profile.driverExists", () =>
        db
          .insert(drivers)
          .values({ userId, ...driverValuesOf(input), registryCheckedAt: input.origin === "ukrainian" ? new Date() : null })
          .returning(),
      );
    }
    await replaceFiles(db, fileStore, userId, { driverId: driver!.id }, documents);
    return { record: { subject: "driver" as const, id: driver!.id, userId, key } };
  }

  const routes = new OpenAPIHono<ApiEnv>().openapi(listOwnReviewsRoute, async (c) => {
    const viewer = requireViewer(c);
    return c.json({ data: (await reviewsOfUser(db, viewer.user.id)).map(reviewBody) }, 200);
  });

  routes.post("/profile/ownership-claims", upload, async (c) => {
    const viewer = requireViewer(c);
    const t = c.get("t");
    await enforce(writes, `user:${viewer.user.id}`);
    const body = await readForm(c);
    const subject = text(body, "subject");
    if (subject !== "vehicle" && subject !== "driver") throw fieldProblem(t, "subject", "validation.invalid");
    const note = text(body, "note")?.trim() || null;
    if (note && note.length > 1000) throw fieldProblem(t, "note", "validation.invalid");
    const documents = await documentsOf(t, body);
    const claimed =
      subject === "vehicle" ? await claimVehicle(c, viewer.user.id, body, documents) : await claimDriver(c, viewer.user.id, viewer.user.accountType, body, documents);
    if ("response" in claimed) return claimed.response;
    const { record } = claimed;
    const now = await engine.clock.now();
    const review = await db.transaction((tx) => openReview(tx, record, "claim", note));
    await tellHolder(db, record.subject, record.key, "claimed", viewer.user.id, now);
    await audit(db, c, "ownership.claim", viewer.user.id, { subject: record.subject, recordId: record.id, reviewId: review.id });
    return c.json({ message: t("ownership.claimOpened"), data: reviewBody(review) }, 201);
  });

  routes.post("/profile/drivers/:id/documents", upload, async (c) => {
    const viewer = requireViewer(c);
    const t = c.get("t");
    await enforce(writes, `user:${viewer.user.id}`);
    const id = idOrNotFound(c.req.param("id"));
    const [driver] = await db.select().from(drivers).where(and(eq(drivers.id, id), eq(drivers.userId, viewer.user.id)));
    if (!driver) throw new ApiProblem(404, "errors.notFound");
    const documents = await documentsOf(t, await readForm(c));
    await replaceFiles(db, fileStore, viewer.user.id, { driverId: driver.id }, documents);
    // A driver not verified yet goes to a review with its scan (a Ukrainian one is asked of the register again).
    if (driver.verification === "unverified" || driver.verification === "rejected") await verifyDriver(db, stateRegisters, driver, await engine.clock.now());
    await audit(db, c, "profile.driver-documents", viewer.user.id, { driverId: driver.id });
    const [saved] = await db.select().from(drivers).where(eq(drivers.id, driver.id));
    return c.json({ message: t("profileEdits.ownership.documentsSaved"), data: driverBody(saved!, t, (await passportScansOf(db, [driver.id])).get(driver.id) ?? []) }, 201);
  });

  return routes;
}
