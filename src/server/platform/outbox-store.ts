/**
 * The development outbox's table, written by the outbox mailer and SMS sender (mailer.ts, sms.ts):
 * messages kept at the same time go in one insert (group commit, db/group-commit.ts; db/bulk-insert.ts), as a burst
 * of notices (a clock pass calling up many, a rush of bookings) would otherwise cost a statement
 * each. A message kept again with its idempotency key stays once.
 */
import { insertRows } from "../db/bulk-insert.ts";
import type { Database } from "../db/client.ts";
import { groupCommit } from "../db/group-commit.ts";
import { outbox } from "../db/schema.ts";

/** Sends the outbox's mailer and SMS sender take at once: a delivery pass's batch (100), kept by one insert. */
export const OUTBOX_SENDS_AT_ONCE = 100;

export type OutboxMessage = Omit<typeof outbox.$inferInsert, "id" | "createdAt">;

const writers = new WeakMap<Database, (message: OutboxMessage) => Promise<void>>();

/** Keeps `message` in the outbox of `db`; resolves once it is stored. */
export function keepInOutbox(db: Database, message: OutboxMessage): Promise<void> {
  let write = writers.get(db);
  if (!write) {
    write = groupCommit<OutboxMessage, void>(async (messages) => {
      await insertRows(db, outbox, messages, { onConflictDoNothing: true });
      return messages.map(() => undefined);
    }, { inFlight: 1 });
    writers.set(db, write);
  }
  return write(message);
}
