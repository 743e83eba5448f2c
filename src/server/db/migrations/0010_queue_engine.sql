CREATE TABLE "check_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"waiting_area_id" integer NOT NULL,
	"plate" text NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "engine_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"status" smallint NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lane_settings" (
	"lane_id" integer PRIMARY KEY NOT NULL,
	"weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"call_horizon_hours" double precision DEFAULT 1 NOT NULL,
	"lead_minutes" integer DEFAULT 60 NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"timeslot_share" double precision DEFAULT 0.5 NOT NULL,
	"schedule" jsonb,
	"requires_check_in" boolean DEFAULT false NOT NULL,
	"round_robin" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lane_settings_horizon_positive" CHECK ("lane_settings"."call_horizon_hours" > 0),
	CONSTRAINT "lane_settings_slot_minutes" CHECK ("lane_settings"."slot_minutes" between 5 and 240),
	CONSTRAINT "lane_settings_share" CHECK ("lane_settings"."timeslot_share" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"entry_id" integer,
	"kind" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_checkpoints" (
	"user_id" integer NOT NULL,
	"checkpoint_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"vehicle_type" smallint NOT NULL,
	"checkpoint_id" integer,
	"lane_id" integer,
	"kind" text,
	"slot_start" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"driver_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vehicle_id" integer,
	"permit_id" integer,
	"cargo" jsonb,
	"trip" jsonb,
	"change_id" integer,
	"allow_change_drivers" boolean DEFAULT false NOT NULL,
	"allow_change_vehicle" boolean DEFAULT false NOT NULL,
	"submitted_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"lane_id" integer NOT NULL,
	"checkpoint_id" integer NOT NULL,
	"vehicle_type" smallint NOT NULL,
	"kind" text NOT NULL,
	"status" smallint DEFAULT 30 NOT NULL,
	"sub_queue" text DEFAULT 'general' NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"plate" text NOT NULL,
	"driver_key" text NOT NULL,
	"slot_start" timestamp with time zone,
	"registered_at" timestamp with time zone NOT NULL,
	"not_before" timestamp with time zone,
	"called_at" timestamp with time zone,
	"ready_deadline" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"entry_deadline" timestamp with time zone,
	"admitted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"extensions" smallint DEFAULT 0 NOT NULL,
	"annul_reason" text,
	"reminded_at" timestamp with time zone,
	"entry_warned_at" timestamp with time zone,
	"snapshot" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "queue_entries_status_known" CHECK ("queue_entries"."status" in (30, 40, 50, 60, 70, 80, 90)),
	CONSTRAINT "queue_entries_timeslot_has_slot" CHECK (("queue_entries"."kind" = 'timeslot') = ("queue_entries"."slot_start" is not null))
);
--> statement-breakpoint
CREATE TABLE "queue_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "slot_places" (
	"lane_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_places_within_capacity" CHECK ("slot_places"."taken" >= 0 and "slot_places"."taken" <= "slot_places"."capacity")
);
--> statement-breakpoint
CREATE TABLE "waiting_area_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_area_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"waiting_area_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"label" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checkpoint_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"highway" text NOT NULL,
	"phone" text,
	"parking_spaces" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_waiting_area_id_waiting_areas_id_fk" FOREIGN KEY ("waiting_area_id") REFERENCES "public"."waiting_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_settings" ADD CONSTRAINT "lane_settings_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_entry_id_queue_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_checkpoints" ADD CONSTRAINT "operator_checkpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_checkpoints" ADD CONSTRAINT "operator_checkpoints_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_drafts" ADD CONSTRAINT "queue_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_drafts" ADD CONSTRAINT "queue_drafts_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_drafts" ADD CONSTRAINT "queue_drafts_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_drafts" ADD CONSTRAINT "queue_drafts_change_id_queue_entries_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_history" ADD CONSTRAINT "queue_history_entry_id_queue_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_places" ADD CONSTRAINT "slot_places_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_area_keys" ADD CONSTRAINT "waiting_area_keys_waiting_area_id_waiting_areas_id_fk" FOREIGN KEY ("waiting_area_id") REFERENCES "public"."waiting_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD CONSTRAINT "waiting_areas_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_present_plate_key" ON "check_ins" USING btree ("plate") WHERE checked_out_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_pending_idx" ON "notifications" USING btree ("id") WHERE dispatched_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_checkpoints_key" ON "operator_checkpoints" USING btree ("user_id","checkpoint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "queue_drafts_user_idx" ON "queue_drafts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "queue_drafts_hold_idx" ON "queue_drafts" USING btree ("hold_expires_at") WHERE hold_expires_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_open_plate_key" ON "queue_entries" USING btree ("plate") WHERE status in (30, 40, 50);--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_open_driver_key" ON "queue_entries" USING btree ("driver_key") WHERE status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "queue_entries_user_idx" ON "queue_entries" USING btree ("user_id","registered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "queue_entries_waiting_idx" ON "queue_entries" USING btree ("lane_id","kind","sub_queue","priority" DESC NULLS LAST,"registered_at","id") WHERE status = 30;--> statement-breakpoint
CREATE INDEX "queue_entries_called_idx" ON "queue_entries" USING btree ("lane_id","ready_deadline") WHERE status = 40;--> statement-breakpoint
CREATE INDEX "queue_entries_slot_idx" ON "queue_entries" USING btree ("slot_start") WHERE status = 30 and slot_start is not null;--> statement-breakpoint
CREATE INDEX "queue_entries_admitted_idx" ON "queue_entries" USING btree ("lane_id","admitted_at") WHERE admitted_at is not null;--> statement-breakpoint
CREATE INDEX "queue_history_entry_idx" ON "queue_history" USING btree ("entry_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_places_lane_start_key" ON "slot_places" USING btree ("lane_id","slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_area_keys_hash_key" ON "waiting_area_keys" USING btree ("key_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('user', 'operator', 'admin'));--> statement-breakpoint
INSERT INTO "engine_clock" ("id", "offset_ms") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "lane_settings" ("lane_id", "weights")
SELECT "id", CASE WHEN "vehicle_type" = 1
  THEN '{"perishable-trusted":1,"perishable":1,"trusted":1,"general":5}'::jsonb
  ELSE '{"general":1}'::jsonb END
FROM "lanes" ON CONFLICT DO NOTHING;
