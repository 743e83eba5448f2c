CREATE TABLE "notice_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text,
	"user_id" integer NOT NULL,
	"message" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_deliveries_state_known" CHECK ("notice_deliveries"."state" in ('pending', 'sent', 'failed')),
	CONSTRAINT "notice_deliveries_channel_known" CHECK ("notice_deliveries"."channel" in ('email', 'sms', 'push'))
);
--> statement-breakpoint
CREATE TABLE "queue_entry_drivers" (
	"entry_id" integer NOT NULL,
	"driver_key" text NOT NULL,
	"open" boolean NOT NULL,
	CONSTRAINT "queue_entry_drivers_pkey" PRIMARY KEY("entry_id","driver_key")
);
--> statement-breakpoint
DROP INDEX "queue_entries_open_driver_key";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entry_drivers" ADD CONSTRAINT "queue_entry_drivers_entry_id_queue_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_deliveries_notice_channel_key" ON "notice_deliveries" USING btree ("notification_id","channel");--> statement-breakpoint
CREATE INDEX "notice_deliveries_due_idx" ON "notice_deliveries" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entry_drivers_open_key" ON "queue_entry_drivers" USING btree ("driver_key") WHERE open;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key" ON "outbox" USING btree ("idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
-- Every driver of an entry, kept from the entry's snapshot and status (the key as driverKeyOf in
-- src/server/modules/queue/open-entry-keys.ts makes it: citizenship ':' passport). A second open
-- entry for a driver violates queue_entry_drivers_open_key, which the API answers 409 driver-busy.
CREATE FUNCTION "queue_entry_drivers_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.snapshot -> 'drivers' IS NOT DISTINCT FROM OLD.snapshot -> 'drivers' THEN
    UPDATE queue_entry_drivers SET open = NEW.status IN (30, 40, 50) WHERE entry_id = NEW.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM queue_entry_drivers WHERE entry_id = NEW.id;
  END IF;
  INSERT INTO queue_entry_drivers (entry_id, driver_key, open)
    SELECT DISTINCT NEW.id, (d ->> 'citizenship') || ':' || (d ->> 'passport'), NEW.status IN (30, 40, 50)
    FROM jsonb_array_elements(NEW.snapshot -> 'drivers') AS d;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "queue_entry_drivers_insert" AFTER INSERT ON "queue_entries"
  FOR EACH ROW EXECUTE FUNCTION "queue_entry_drivers_sync"();--> statement-breakpoint
-- Only when the entry opens or closes, or its drivers change: other updates cost nothing.
CREATE TRIGGER "queue_entry_drivers_update" AFTER UPDATE OF "status", "snapshot" ON "queue_entries"
  FOR EACH ROW
  WHEN ((OLD.status IN (30, 40, 50)) IS DISTINCT FROM (NEW.status IN (30, 40, 50))
    OR OLD.snapshot -> 'drivers' IS DISTINCT FROM NEW.snapshot -> 'drivers')
  EXECUTE FUNCTION "queue_entry_drivers_sync"();--> statement-breakpoint
-- Backfill: the drivers of the entries booked so far. Where two open entries already share a driver
-- (second drivers were not held before), the earlier-registered one holds the driver; the later
-- one's row for that driver is recorded closed rather than failing the migration.
INSERT INTO "queue_entry_drivers" ("entry_id", "driver_key", "open")
SELECT DISTINCT ON (e."id", (d ->> 'citizenship') || ':' || (d ->> 'passport'))
  e."id", (d ->> 'citizenship') || ':' || (d ->> 'passport'), false
FROM "queue_entries" e, jsonb_array_elements(e."snapshot" -> 'drivers') AS d;--> statement-breakpoint
UPDATE "queue_entry_drivers" AS x SET "open" = true
FROM (
  SELECT DISTINCT ON (x2."driver_key") x2."entry_id", x2."driver_key"
  FROM "queue_entry_drivers" x2 JOIN "queue_entries" e ON e."id" = x2."entry_id"
  WHERE e."status" IN (30, 40, 50)
  ORDER BY x2."driver_key", e."registered_at", e."id"
) AS holder
WHERE x."entry_id" = holder."entry_id" AND x."driver_key" = holder."driver_key";
