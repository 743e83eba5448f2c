ALTER TABLE "users" ALTER COLUMN "carrier_type" SET DATA TYPE smallint USING "carrier_type"::smallint;--> statement-breakpoint
CREATE INDEX "bot_check_uses_used_at_idx" ON "bot_check_uses" USING btree ("used_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_carrier_type" CHECK ("users"."carrier_type" in (1, 2, 3));