/** The handlers of reviews.routes.ts: the ownership reviews (modules/ownership/reviews.ts) in the console. */
import { OpenAPIHono } from "@hono/zod-openapi";
import { create as contentDisposition } from "content-disposition";
import { and, eq, or } from "drizzle-orm";
import { files, ownershipReviews } from "../../db/schema.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem } from "../../http/errors.ts";
import { decideReview, listReviews, reviewById, type ReviewView } from "../ownership/reviews.ts";
import type { ApiDeps } from "../deps.ts";
import { recordAdminAction } from "./audit.ts";
import { requireAdmin } from "./guard.ts";
import { decideReviewRoute, getReviewRoute, listReviewsRoute, reviewDocumentRoute } from "./reviews.routes.ts";
import { idOrNotFound } from "../../http/schemas.ts";

function reviewBody(view: ReviewView) {
  return {
    id: view.id,
    kind: view.kind,
    subject: view.subject,
    key: view.key,
    status: view.status,
    user: view.user,
    record: view.record,
    documents: view.documents.map((d) => ({ id: d.id, name: d.name, mime: d.mime, size: d.size, url: `/api/v3/admin/reviews/${view.id}/documents/${d.id}` })),
    held_by: view.heldBy,
    note: view.note,
    reason: view.reason,
    decided_by: view.decidedBy,
    decided_at: view.decidedAt?.toISOString() ?? null,
    created_at: view.createdAt.toISOString(),
  };
}

const auditState = (row: typeof ownershipReviews.$inferSelect) => ({ status: row.status, reason: row.reason, kind: row.kind, subject: row.subject, key: row.key, user_id: row.userId });

export function reviewRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  const store = deps.fileStore;
  return new OpenAPIHono<ApiEnv>()
    .openapi(listReviewsRoute, async (c) => {
      const views = await listReviews(db, c.req.valid("query").status);
      return c.json({ data: views.map(reviewBody) }, 200);
    })
    .openapi(getReviewRoute, async (c) => {
      const view = await reviewById(db, idOrNotFound(c.req.valid("param").id));
      if (!view) throw new ApiProblem(404, "errors.notFound");
      return c.json({ data: reviewBody(view) }, 200);
    })
    .openapi(reviewDocumentRoute, async (c) => {
      const params = c.req.valid("param");
      const [review] = await db.select().from(ownershipReviews).where(eq(ownershipReviews.id, idOrNotFound(params.id)));
      if (!review) throw new ApiProblem(404, "errors.notFound");
      // Only the documents of the review's own record.
      const ofRecord = or(
        review.vehicleId === null ? undefined : eq(files.vehicleId, review.vehicleId),
        review.driverId === null ? undefined : eq(files.driverId, review.driverId),
      );
      const [file] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, idOrNotFound(params.file_id)), ofRecord));
      if (!file) throw new ApiProblem(404, "errors.notFound");
      const bytes = await store.read(file.storageKey);
      c.header("Content-Type", file.mime);
      c.header("Content-Disposition", contentDisposition(file.name, { type: file.mime === "application/pdf" ? "attachment" : "inline" }));
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Cache-Control", "private, no-store");
      return c.body(bytes as Uint8Array<ArrayBuffer>) as never;
    })
    .openapi(decideReviewRoute, async (c) => {
      const admin = requireAdmin(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const input = c.req.valid("json");
      const [review] = await db.select({ status: ownershipReviews.status }).from(ownershipReviews).where(eq(ownershipReviews.id, id));
      if (!review) throw new ApiProblem(404, "errors.notFound");
      if (review.status !== "pending") throw new ApiProblem(409, "adminUsers.errors.decided", { extra: { code: "decided" } });
      const decision = input.approve ? ({ approve: true } as const) : ({ approve: false, reason: input.reason ?? "" } as const);
      try {
        await decideReview(db, id, decision, admin.user.email ?? `user ${admin.user.id}`, new Date(), (tx, before, after) =>
          recordAdminAction(tx, { actorId: admin.user.id, action: input.approve ? "review.approve" : "review.reject", subjectType: "review", subjectId: id, before: auditState(before), after: auditState(after) }),
        );
      } catch (error) {
        // Decided by another administrator between the read and the lock.
        if (error instanceof Error && error.name === "ReviewDecisionError") throw new ApiProblem(409, "adminUsers.errors.decided", { extra: { code: "decided" } });
        throw error;
      }
      const view = await reviewById(db, id);
      return c.json({ data: reviewBody(view!) }, 200);
    });
}
