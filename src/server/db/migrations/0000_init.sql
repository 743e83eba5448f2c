CREATE TABLE "checkpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"foreign_name" jsonb NOT NULL,
	"foreign_country" text NOT NULL,
	"address" jsonb NOT NULL,
	"highway" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkpoints_lat_range" CHECK ("checkpoints"."lat" between -90 and 90),
	CONSTRAINT "checkpoints_lng_range" CHECK ("checkpoints"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "lanes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lanes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checkpoint_id" integer NOT NULL,
	"direction" text NOT NULL,
	"vehicle_type" smallint NOT NULL,
	"flow_type" smallint NOT NULL,
	"category" text NOT NULL,
	"name" jsonb NOT NULL,
	"capacity_per_hour" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lanes_vehicle_type_known" CHECK ("lanes"."vehicle_type" in (1, 2, 3)),
	CONSTRAINT "lanes_flow_type_known" CHECK ("lanes"."flow_type" in (1, 2, 3)),
	CONSTRAINT "lanes_capacity_positive" CHECK ("lanes"."capacity_per_hour" > 0)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_slug_key" ON "checkpoints" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "lanes_checkpoint_direction_category_key" ON "lanes" USING btree ("checkpoint_id","direction","category");--> statement-breakpoint
CREATE INDEX "lanes_vehicle_type_idx" ON "lanes" USING btree ("vehicle_type","flow_type");--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);