CREATE TABLE "admin_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "aeo_certificate" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "aeo_expires_on" date;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "takes_bookings" boolean;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "violations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "violations" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "violations" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "waiting_area_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "waiting_area_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_area_applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "waiting_area_applications" ADD COLUMN "waiting_area_id" integer;--> statement-breakpoint
ALTER TABLE "waiting_area_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_subject_idx" ON "admin_audit" USING btree ("subject_type","subject_id","at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_area_applications" ADD CONSTRAINT "waiting_area_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_area_applications" ADD CONSTRAINT "waiting_area_applications_waiting_area_id_waiting_areas_id_fk" FOREIGN KEY ("waiting_area_id") REFERENCES "public"."waiting_areas"("id") ON DELETE set null ON UPDATE no action;