CREATE TABLE "lane_waiting_counts" (
	"lane_id" integer NOT NULL,
	"priority" smallint NOT NULL,
	"backend" integer NOT NULL,
	"waiting" integer NOT NULL,
	CONSTRAINT "lane_waiting_counts_pkey" PRIMARY KEY("lane_id","priority","backend")
);
--> statement-breakpoint
-- The count of waiting dynamic entries per lane and priority (schema.ts laneWaitingCounts), kept
-- with every insert, delete and change of an entry that starts or ends its wait, or moves it.
-- Each backend adds to its own rows (pg_backend_pid()), so bookings never wait on one another here.
CREATE FUNCTION "queue_waiting_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 30 AND OLD.kind = 'dynamic' THEN
    INSERT INTO lane_waiting_counts AS w (lane_id, priority, backend, waiting) VALUES (OLD.lane_id, OLD.priority, pg_backend_pid(), -1)
      ON CONFLICT (lane_id, priority, backend) DO UPDATE SET waiting = w.waiting - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 30 AND NEW.kind = 'dynamic' THEN
    INSERT INTO lane_waiting_counts AS w (lane_id, priority, backend, waiting) VALUES (NEW.lane_id, NEW.priority, pg_backend_pid(), 1)
      ON CONFLICT (lane_id, priority, backend) DO UPDATE SET waiting = w.waiting + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "queue_waiting_count_insert_delete" AFTER INSERT OR DELETE ON "queue_entries"
  FOR EACH ROW EXECUTE FUNCTION "queue_waiting_count"();--> statement-breakpoint
-- Only when the entry starts or ends its wait, or a waiting entry changes lane or priority.
CREATE TRIGGER "queue_waiting_count_update" AFTER UPDATE OF "status", "kind", "lane_id", "priority" ON "queue_entries"
  FOR EACH ROW
  WHEN ((OLD.status = 30 AND OLD.kind = 'dynamic') IS DISTINCT FROM (NEW.status = 30 AND NEW.kind = 'dynamic')
    OR (NEW.status = 30 AND NEW.kind = 'dynamic' AND (OLD.lane_id <> NEW.lane_id OR OLD.priority <> NEW.priority)))
  EXECUTE FUNCTION "queue_waiting_count"();--> statement-breakpoint
-- Emptying the entries (tests, a reset) empties the counts.
CREATE FUNCTION "queue_waiting_count_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lane_waiting_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "queue_waiting_count_truncate" AFTER TRUNCATE ON "queue_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "queue_waiting_count_reset"();--> statement-breakpoint
-- The entries waiting so far.
INSERT INTO "lane_waiting_counts" ("lane_id", "priority", "backend", "waiting")
SELECT "lane_id", "priority", 0, count(*) FROM "queue_entries" WHERE "status" = 30 AND "kind" = 'dynamic' GROUP BY "lane_id", "priority";
