/**
 * The user's vehicles, each with its registration certificate (photos or a PDF, required): listed,
 * added, changed and removed by their owner only (another user's id answers 404), and the
 * certificate's files served to their owner only. Uploads come as multipart/form-data, checked
 * here with the shared schema (messages in the user's language); vehicles.docs.ts documents the
 * routes in the OpenAPI document.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { and, asc, eq, inArray } from "drizzle-orm";
import { semiTrailerPlateOf, vehicleSchema, withoutUnaskedSemiTrailer, type VehicleInput } from "../../../domain/vehicles.ts";
import type { ApiDeps, ApiEnv } from "../../api/context.ts";
import { ApiProblem, validationFailed } from "../../api/errors.ts";
import { readForm } from "../../api/forms.ts";
import type { Database } from "../../db/client.ts";
import { files, vehicles } from "../../db/schema.ts";
import { checkUploads, uploadProblemKey, type CheckedUpload } from "../../platform/file-store.ts";
import { audit } from "../accounts/audit.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { idOf, refuseDuplicates } from "./own-resources.ts";

type VehicleRow = typeof vehicles.$inferSelect;
type FileRow = typeof files.$inferSelect;

export function vehicleBody(vehicle: VehicleRow, certificate: FileRow[]) {
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
  };
}

async function certificatesOf(db: Database, vehicleIds: number[]): Promise<Map<number, FileRow[]>> {
  const byVehicle = new Map<number, FileRow[]>();
  if (vehicleIds.length === 0) return byVehicle;
  const rows = await db.select().from(files).where(inArray(files.vehicleId, vehicleIds)).orderBy(asc(files.id));
  for (const row of rows) byVehicle.set(row.vehicleId!, [...(byVehicle.get(row.vehicleId!) ?? []), row]);
  return byVehicle;
}

export function vehicleRoutes({ database: { db }, config, fileStore: store }: ApiDeps) {
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

  async function answer(vehicle: VehicleRow) {
    return vehicleBody(vehicle, (await certificatesOf(db, [vehicle.id])).get(vehicle.id) ?? []);
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
      return c.json({ data: rows.map((row) => vehicleBody(row, certificates.get(row.id) ?? [])) });
    })
    .get("/profile/vehicles/:id", async (c) => {
      const viewer = requireViewer(c);
      return c.json({ data: await answer(await ownVehicle(viewer.user.id, idOf(c.req.param("id")))) });
    })
    .post("/profile/vehicles", upload, async (c) => {
      const viewer = requireViewer(c);
      const form = await readVehicleForm(c, true);
      if ("response" in form) return form.response;
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
      await audit(db, c, "profile.vehicle", viewer.user.id, { vehicleId: vehicle.id, action: "create" });
      return c.json({ message: c.get("t")("profile.vehicleSaved"), data: await answer(vehicle) }, 201);
    })
    .put("/profile/vehicles/:id", upload, async (c) => {
      const viewer = requireViewer(c);
      const existing = await ownVehicle(viewer.user.id, idOf(c.req.param("id")));
      const form = await readVehicleForm(c, false);
      if ("response" in form) return form.response;
      const [vehicle] = await refuseDuplicates("profile.vehicleExists", () =>
        db
          .update(vehicles)
          .set({ ...valuesOf(form.input), updatedAt: new Date() })
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
      await audit(db, c, "profile.vehicle", viewer.user.id, { vehicleId: vehicle.id, action: "update" });
      return c.json({ message: c.get("t")("profile.vehicleSaved"), data: await answer(vehicle) }, 200);
    })
    .delete("/profile/vehicles/:id", async (c) => {
      const viewer = requireViewer(c);
      const vehicle = await ownVehicle(viewer.user.id, idOf(c.req.param("id")));
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
        .where(and(eq(files.id, idOf(c.req.param("id"))), eq(files.userId, viewer.user.id)));
      if (!file) throw new ApiProblem(404, "errors.notFound");
      const bytes = await store.read(file.storageKey);
      c.header("Content-Type", file.mime);
      c.header("Content-Disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      c.header("Cache-Control", "private, no-store");
      return c.body(bytes as Uint8Array<ArrayBuffer>);
    });
}
