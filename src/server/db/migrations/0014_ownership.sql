CREATE TABLE "ownership_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ownership_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer,
	"driver_id" integer,
	"key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ownership_reviews_kind_known" CHECK ("ownership_reviews"."kind" in ('verification', 'claim')),
	CONSTRAINT "ownership_reviews_status_known" CHECK ("ownership_reviews"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "ownership_reviews_one_record" CHECK (("ownership_reviews"."subject" = 'vehicle' and "ownership_reviews"."vehicle_id" is not null and "ownership_reviews"."driver_id" is null) or ("ownership_reviews"."subject" = 'driver' and "ownership_reviews"."driver_id" is not null and "ownership_reviews"."vehicle_id" is null))
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "passport_key" text GENERATED ALWAYS AS (upper(replace(coalesce(passport_series, '') || passport_number, ' ', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "verification_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "verification_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ownership_reviews" ADD CONSTRAINT "ownership_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_reviews" ADD CONSTRAINT "ownership_reviews_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_reviews" ADD CONSTRAINT "ownership_reviews_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_reviews_pending_vehicle_key" ON "ownership_reviews" USING btree ("vehicle_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_reviews_pending_driver_key" ON "ownership_reviews" USING btree ("driver_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "ownership_reviews_status_idx" ON "ownership_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ownership_reviews_user_idx" ON "ownership_reviews" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_verified_passport_key" ON "drivers" USING btree ("passport_key") WHERE verification = 'verified';--> statement-breakpoint
CREATE INDEX "drivers_passport_key_idx" ON "drivers" USING btree ("passport_key");--> statement-breakpoint
CREATE INDEX "drivers_registry_retry_idx" ON "drivers" USING btree ("verification_attempted_at") WHERE verification_note = 'registry-retry';--> statement-breakpoint
CREATE INDEX "files_driver_idx" ON "files" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "queue_entries_open_passports_idx" ON "queue_entries" USING gin (("snapshot" -> 'drivers') jsonb_path_ops) WHERE status in (30, 40, 50);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_verified_plate_key" ON "vehicles" USING btree ("plate") WHERE verification = 'verified';--> statement-breakpoint
CREATE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "vehicles_registry_retry_idx" ON "vehicles" USING btree ("verification_attempted_at") WHERE verification_note = 'registry-retry';--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_verification_known" CHECK (verification in ('unverified', 'pending', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_verification_known" CHECK (verification in ('unverified', 'pending', 'verified', 'rejected'));--> statement-breakpoint
-- Backfill (docs/ownership.md): Ukrainian vehicles and drivers are asked of the state registers by
-- the next periodic pass; foreign vehicles, whose certificates are uploaded already, go to an
-- administrator's review; foreign drivers wait for their passport scan.
UPDATE "vehicles" SET "verification_note" = 'registry-retry' WHERE "country" = 'UA';--> statement-breakpoint
UPDATE "drivers" SET "verification_note" = CASE WHEN "origin" = 'ukrainian' THEN 'registry-retry' ELSE 'documents-missing' END;--> statement-breakpoint
INSERT INTO "ownership_reviews" ("kind", "subject", "user_id", "vehicle_id", "key")
SELECT 'verification', 'vehicle', "user_id", "id", "plate" FROM "vehicles"
WHERE "country" <> 'UA' AND EXISTS (SELECT 1 FROM "files" WHERE "files"."vehicle_id" = "vehicles"."id");--> statement-breakpoint
UPDATE "vehicles" SET "verification" = 'pending'
WHERE "country" <> 'UA' AND EXISTS (SELECT 1 FROM "files" WHERE "files"."vehicle_id" = "vehicles"."id");--> statement-breakpoint
UPDATE "vehicles" SET "verification_note" = 'documents-missing' WHERE "country" <> 'UA' AND "verification" = 'unverified';
