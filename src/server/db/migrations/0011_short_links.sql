CREATE TABLE "short_links" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entry_id" integer,
	"target_path" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"visits" integer DEFAULT 0 NOT NULL,
	"last_visit_at" timestamp with time zone,
	CONSTRAINT "short_links_kind_target" CHECK (("short_links"."kind" = 'entry' and "short_links"."entry_id" is not null) or ("short_links"."kind" = 'page' and "short_links"."target_path" is not null))
);
--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_entry_id_queue_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_active_entry_key" ON "short_links" USING btree ("entry_id") WHERE revoked_at is null and entry_id is not null;