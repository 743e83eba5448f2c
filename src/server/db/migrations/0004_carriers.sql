CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"vehicle_type" smallint NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"registration_code" text,
	"contact_person" text,
	"regular_passenger" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_vehicle_type" CHECK ("carriers"."vehicle_type" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_user_vehicle_type_key" ON "carriers" USING btree ("user_id","vehicle_type");