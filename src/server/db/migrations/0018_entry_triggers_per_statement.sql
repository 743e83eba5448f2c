-- New entries' drivers and waiting counts are kept once per statement, from the statement's new
-- rows (a transition table), instead of once per row: a statement that books many drafts at once
-- (booking.ts, group commit) runs one insert for its drivers and one for its counts.
DROP TRIGGER "queue_entry_drivers_insert" ON "queue_entries";--> statement-breakpoint
CREATE FUNCTION "queue_entry_drivers_insert_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO queue_entry_drivers (entry_id, driver_key, open)
    SELECT DISTINCT n.id, (d ->> 'citizenship') || ':' || (d ->> 'passport'), n.status IN (30, 40, 50)
    FROM new_entries n, jsonb_array_elements(n.snapshot -> 'drivers') AS d;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "queue_entry_drivers_insert" AFTER INSERT ON "queue_entries"
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "queue_entry_drivers_insert_rows"();--> statement-breakpoint
DROP TRIGGER "queue_waiting_count_insert_delete" ON "queue_entries";--> statement-breakpoint
CREATE TRIGGER "queue_waiting_count_delete" AFTER DELETE ON "queue_entries"
  FOR EACH ROW EXECUTE FUNCTION "queue_waiting_count"();--> statement-breakpoint
CREATE FUNCTION "queue_waiting_count_insert_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lane_waiting_counts AS w (lane_id, priority, backend, waiting)
    SELECT n.lane_id, n.priority, pg_backend_pid(), count(*)::int FROM new_entries n
    WHERE n.status = 30 AND n.kind = 'dynamic' GROUP BY n.lane_id, n.priority
    ON CONFLICT (lane_id, priority, backend) DO UPDATE SET waiting = w.waiting + excluded.waiting;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "queue_waiting_count_insert" AFTER INSERT ON "queue_entries"
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "queue_waiting_count_insert_rows"();
