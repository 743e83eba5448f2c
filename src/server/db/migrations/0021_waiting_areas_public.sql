CREATE TABLE "waiting_area_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_area_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"area_name" text NOT NULL,
	"address" text NOT NULL,
	"highway" text NOT NULL,
	"checkpoint_id" integer,
	"parking_spaces" integer NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD COLUMN "free_spaces" integer;--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD COLUMN "free_spaces_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_area_applications" ADD CONSTRAINT "waiting_area_applications_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_area_applications_status_idx" ON "waiting_area_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "waiting_areas_checkpoint_idx" ON "waiting_areas" USING btree ("checkpoint_id");--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD CONSTRAINT "waiting_areas_parking_spaces" CHECK ("waiting_areas"."parking_spaces" >= 0);--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD CONSTRAINT "waiting_areas_free_spaces" CHECK ("waiting_areas"."free_spaces" is null or "waiting_areas"."free_spaces" >= 0);--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD CONSTRAINT "waiting_areas_lat_range" CHECK ("waiting_areas"."lat" between -90 and 90);--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD CONSTRAINT "waiting_areas_lng_range" CHECK ("waiting_areas"."lng" between -180 and 180);