CREATE TABLE "permits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"series" text,
	"year" smallint NOT NULL,
	"count" smallint NOT NULL,
	"kind" text NOT NULL,
	"interbus_number" text,
	"ata_carnet_number" text,
	"ua_passenger_permit_number" text,
	"registry_checked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permits_user_number_key" ON "permits" USING btree ("user_id","number");