CREATE TABLE "faq_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic_id" integer NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_slug_form" CHECK ("faq_entries"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "faq_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_topics_slug_form" CHECK ("faq_topics"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_topic_id_faq_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."faq_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_slug_key" ON "faq_entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "faq_entries_topic_position_idx" ON "faq_entries" USING btree ("topic_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_topics_slug_key" ON "faq_topics" USING btree ("slug");