ALTER TABLE "checkpoints" ADD COLUMN "checkpoints_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_count_positive" CHECK ("checkpoints"."checkpoints_count" > 0);--> statement-breakpoint
-- Backfill: a checkpoint's lanes stand for its control points until an administrator sets the count.
UPDATE "checkpoints" SET "checkpoints_count" = "lane_counts"."count"
FROM (SELECT "checkpoint_id", count(*)::integer AS "count" FROM "lanes" GROUP BY "checkpoint_id") AS "lane_counts"
WHERE "lane_counts"."checkpoint_id" = "checkpoints"."id";
