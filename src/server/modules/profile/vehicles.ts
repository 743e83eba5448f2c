/**
 * The user's vehicles, each with its registration certificate (photos or a PDF, required): listed,
 * added, changed and removed by their owner only (another user's id answers 404), and the
 * certificate's files served to their owner only (a PDF as a download, never opened in the portal's
 * origin; photos inline). Uploads come as multipart/form-data, checked
 * here with the shared schema (messages in the user's language); vehicles.docs.ts documents the
 * routes in the OpenAPI document. Who holds a plate (docs/ownership.md): a plate another account
 * holds verified is refused (409 held-elsewhere; a claim can be opened), and a new or changed plate
 * is verified (the state registers for Ukrainian vehicles, an administrator's review for others).
 */
import { create as contentDisposition } from "content-disposition";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { and, asc, eq, inArray } from "drizzle-orm";
import { semiTrailerPlateOf, vehicleSchema, withoutUnaskedSemiTrailer, type VehicleInput } from "../../../domain/vehicles.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem, validationFailed } from "../../http/errors.ts";
import { readForm } from "../../http/forms.ts";
import { editKeepsVerification } from "../../../domain/ownership.ts";
import type { Translate } from "../../i18n.ts";
import type { Database } from "../../db/client.ts";
import { files, vehicles } from "../../db/schema.ts";
import { checkUploads, uploadProblemKey, type CheckedUpload } from "../../platform/file-store.ts";
import { audit } from "../accounts/audit.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { refuseDuplicates } from "./own-resources.ts";
import { refuseHeldElsewhere } from "../ownership/holdings.ts";
import { verificationBody, verifyVehicle } from "../ownership/verify.ts";
import { idOrNotFound } from "../../http/schemas.ts";

type VehicleRow = typeof vehicles.$inferSelect;
type FileRow = typeof files.$inferSelect;

export function vehicleBody(vehicle: VehicleRow, certificate: FileRow[], t: Translate) {
  return {
    id: vehicle.id,
    vehicle_type: vehicle.vehicleType,
    plate: vehicle.plate,
    make: vehicle.make,
    country: vehicle.country,
    has_semi_trailer: vehicle.semiTrailerPlate !== null,
    semi_trailer_plate: vehicle.semiTrailerPlate,
    seats: vehicle.seats,
    certificate: certificate.map((file) => ({
      id: file.id,
      name: file.name,
      mime: file.mime,
      size: file.size,
      url: `/api/v3/profile/files/${file.id}`,
    })),
    verification: verificationBody(vehicle, t),
  };
}

async function certificatesOf(db: Database, vehicleIds: number[]): Promise<Map<number, FileRow[]>> {
  const byVehicle = new Map<number, FileRow[]>();
  if (vehicleIds.length === 0) return byVehicle;
  const rows = await db.select().from(files).where(inArray(files.vehicleId, vehicleIds)).orderBy(asc(files.id));
  for (const row of rows) byVehicle.set(row.vehicleId!, [...(byVehicle.get(row.vehicleId!) ?? []), row]);
  return byVehicle;
}

export function vehicleRoutes({ database: { db }, config, fileStore: store, stateRegisters, engine }: ApiDeps) {
  const limits = { maxUploadMb: config.maxUploadMb, maxFiles: config.maxFiles };

  function fileProblem(c: Context<ApiEnv>, key: string) {
    const t = c.get("t");
    const message = t(key, { size: `${limits.maxUploadMb} MB`, maxFiles: limits.maxFiles });
    return new ApiProblem(422, "errors.invalidInput", { extra: { errors: { certificate: [message] } } });
  }

  /** The form's fields and files; the fields checked with the shared schema, the files by content. */
  async function readVehicleForm(c: Context<ApiEnv>, certificateRequired: boolean) {
    const body = await readForm(c);
    const field = (name: string) => (typeof body[name] === "string" ? body[name] : undefined);
    const parsed = vehicleSchema.safeParse(
      withoutUnaskedSemiTrailer({
        vehicle_type: field("vehicle_type"),
        plate: field("plate"),
        make: field("make"),
        country: field("country"),
        has_semi_trailer: field("has_semi_trailer"),
        semi_trailer_plate: field("semi_trailer_plate"),
        seats: field("seats"),
      }),
    );
    const uploads = [body.certificate].flat().filter((value): value is File => value instanceof File && value.size > 0);
    if (!parsed.success) return { response: validationFailed(c, parsed.error.issues) };
    if (certificateRequired && uploads.length === 0) throw fileProblem(c, "validation.certificateRequired");
    const checked = await checkUploads(uploads, limits);
    if ("problem" in checked) throw fileProblem(c, uploadProblemKey(checked.problem));
    return { input: parsed.data, uploads: checked.files };
  }

  async function keep(userId: number, vehicleId: number, uploads: CheckedUpload[]) {
    const saved: string[] = [];
    try {
      for (const upload of uploads) saved.push(await store.save(upload.bytes, upload.extension));
      await db.insert(files).values(
        uploads.map((upload, i) => ({ userId, vehicleId, mime: upload.mime, size: upload.bytes.byteLength, storageKey: saved[i]!, name: upload.name })),
      );
    } catch (error) {
      await Promise.all(saved.map((key) => store.remove(key)));
      throw error;
    }
  }

  const valuesOf = (input: VehicleInput) => ({
    vehicleType: input.vehicle_type,
    plate: input.plate,
    make: input.make,
    country: input.country,
    semiTrailerPlate: semiTrailerPlateOf(input),
    seats: input.seats ?? null,
  });

  async function ownVehicle(userId: number, id: number): Promise<VehicleRow> {
    const [row] = await db.select().from(vehicles).where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
    if (!row) throw new ApiProblem(404, "errors.notFound");
    return row;
  }

  async function answer(vehicle: VehicleRow, t: Translate) {
    const [fresh] = await db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    return vehicleBody(fresh ?? vehicle, (await certificatesOf(db, [vehicle.id])).get(vehicle.id) ?? [], t);
  }

  const upload = bodyLimit({
    maxSize: (limits.maxUploadMb * limits.maxFiles + 1) * 1024 * 1024,
    onError: (c) => {
      throw fileProblem(c as Context<ApiEnv>, "validation.fileLimits");
    },
  });

  return new Hono<ApiEnv>()
    .get("/profile/vehicles", async (c) => {
      const viewer = requireViewer(c);
      const rows = await db.select().from(vehicles).where(eq(vehicles.userId, viewer.user.id)).orderBy(asc(vehicles.id));
      const certificates = await certificatesOf(db, rows.map((row) => row.id));
      return c.json({ data: rows.map((row) => vehicleBody(row, certificates.get(row.id) ?? [], c.get("t"))) });
    })
    .get("/profile/vehicles/:id", async (c) => {
      const viewer = requireViewer(c);
      return c.json({ data: await answer(await ownVehicle(viewer.user.id, idOrNotFound(c.req.param("id"))), c.get("t")) });
    })
    .post("/profile/vehicles", upload, async (c) => {
      const viewer = requireViewer(c);
      const form = await readVehicleForm(c, true);
      if ("response" in form) return form.response;
      const now = await engine.clock.now();
      await refuseHeldElsewhere(db, "vehicle", form.input.plate, viewer.user.id, now);
      const [vehicle] = await refuseDuplicates("profile.vehicleExists", () =>
        db.insert(vehicles).values({ userId: viewer.user.id, ...valuesOf(form.input) }).returning(),
      );
      if (!vehicle) throw new Error("saving the vehicle returned no row");
      try {
        await keep(viewer.user.id, vehicle.id, form.uploads);
      } catch (error) {
        await db.delete(vehicles).where(eq(vehicles.id, vehicle.id));
        throw error;
      }
      await verifyVehicle(db, stateRegisters, vehicle, now);
      await audit(db, c, "profile.vehicle", viewer.user.id, { vehicleId: vehicle.id, action: "create" });
      return c.json({ message: c.get("t")("profile.vehicleSaved"), data: await answer(vehicle, c.get("t")) }, 201);
    })
    .put("/profile/vehicles/:id", upload, async (c) => {
      const viewer = requireViewer(c);
      const existing = await ownVehicle(viewer.user.id, idOrNotFound(c.req.param("id")));
      const form = await readVehicleForm(c, false);
      if ("response" in form) return form.response;
      const now = await engine.clock.now();
      // What verified it: the plate, the country, and (a Ukrainian vehicle's holder is its type's carrier) the type.
      const keeps = editKeepsVerification(
        { key: existing.plate, origin: `${existing.country}:${existing.vehicleType}` },
        { key: form.input.plate, origin: `${form.input.country}:${form.input.vehicle_type}` },
      );
      if (!keeps) await refuseHeldElsewhere(db, "vehicle", form.input.plate, viewer.user.id, now);
      const [vehicle] = await refuseDuplicates("profile.vehicleExists", () =>
        db
          .update(vehicles)
          .set({
            ...valuesOf(form.input),
            ...(keeps ? {} : { verification: "unverified" as const, verifiedAt: null, verifiedBy: null, verificationNote: null }),
            updatedAt: new Date(),
          })
          .where(and(eq(vehicles.id, existing.id), eq(vehicles.userId, viewer.user.id)))
          .returning(),
      );
      if (!vehicle) throw new ApiProblem(404, "errors.notFound");
      // New files replace the certificate; without any, it stays as it was.
      if (form.uploads.length > 0) {
        const old = await db.select().from(files).where(eq(files.vehicleId, vehicle.id));
        await keep(viewer.user.id, vehicle.id, form.uploads);
        await db.delete(files).where(inArray(files.id, old.map((file) => file.id)));
        await Promise.all(old.map((file) => store.remove(file.storageKey)));
      }
      // A new plate or country is verified again; a foreign vehicle not verified yet goes to a review with its new certificate.
      if (!keeps || (vehicle.verification !== "verified" && vehicle.verification !== "pending" && form.uploads.length > 0)) {
        await verifyVehicle(db, stateRegisters, vehicle, now);
      }
      await audit(db, c, "profile.vehicle", viewer.user.id, { vehicleId: vehicle.id, action: "update" });
      return c.json({ message: c.get("t")("profile.vehicleSaved"), data: await answer(vehicle, c.get("t")) }, 200);
    })
    .delete("/profile/vehicles/:id", async (c) => {
      const viewer = requireViewer(c);
      const vehicle = await ownVehicle(viewer.user.id, idOrNotFound(c.req.param("id")));
      const kept = await db.select().from(files).where(eq(files.vehicleId, vehicle.id));
      await db.delete(vehicles).where(and(eq(vehicles.id, vehicle.id), eq(vehicles.userId, viewer.user.id)));
      await Promise.all(kept.map((file) => store.remove(file.storageKey)));
      await audit(db, c, "profile.vehicle", viewer.user.id, { vehicleId: vehicle.id, action: "delete" });
      return c.body(null, 204);
    })
    .get("/profile/files/:id", async (c) => {
      const viewer = requireViewer(c);
      const [file] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, idOrNotFound(c.req.param("id"))), eq(files.userId, viewer.user.id)));
      if (!file) throw new ApiProblem(404, "errors.notFound");
      const bytes = await store.read(file.storageKey);
      c.header("Content-Type", file.mime);
      // A PDF can carry scripts and forms: the browser saves it rather than rendering it as the portal's page.
      c.header("Content-Disposition", contentDisposition(file.name, { type: file.mime === "application/pdf" ? "attachment" : "inline" }));
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Cache-Control", "private, no-store");
      return c.body(bytes as Uint8Array<ArrayBuffer>);
    });
}
