/**
 * 'New cargo detected' (SPEC's notices): a customs declaration registered for the vehicle of an open
 * entry after it was booked. Two sources record it the same way, once per declaration: the customs
 * adapter, asked by each clock pass (src/server/platform/customs.ts), and the checkpoint's operator
 * (POST /operator/queues/{id}/cargo-detected). docs/customs-simulator.md describes both.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import { QueueStatus } from "../../../domain/codes.ts";
import type { Database } from "../../db/client.ts";
import { queueEntries, queueHistory } from "../../db/schema.ts";
import type { CustomsDeclarations } from "../../platform/customs.ts";
import { addNotice, announce, appendHistory, CLOCK, lockEntry, type Actor, type EntryRow } from "./entry-store.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A declaration's number (form MD-2), as the operator's report and the simulator take it. */
export const DeclarationNumberSchema = z.string().trim().min(3).max(40).regex(/^[\p{L}\p{N} ./-]+$/u, "validation.invalid");

export const OPEN_STATUSES: readonly number[] = [QueueStatus.Awaiting, QueueStatus.BeReady, QueueStatus.OnControl];

/**
 * Records a new cargo for a locked open entry: a new version (pages that follow the entry read it
 * again), the history's declaration, the notice and the live event. A declaration already recorded
 * for the entry changes nothing; answers whether it was new.
 */
export async function recordNewCargo(tx: Tx, entry: EntryRow, declarationNumber: string, actor: Actor, now: Date): Promise<EntryRow | null> {
  const [known] = await tx
    .select({ id: queueHistory.id })
    .from(queueHistory)
    .where(
      and(
        eq(queueHistory.entryId, entry.id),
        eq(queueHistory.event, "cargo-detected"),
        sql`${queueHistory.after}->>'declaration_number' = ${declarationNumber}`,
      ),
    )
    .limit(1);
  if (known) return null;
  const [updated] = await tx.update(queueEntries).set({ version: entry.version + 1 }).where(eq(queueEntries.id, entry.id)).returning();
  await appendHistory(tx, entry.id, "cargo-detected", actor, now, null, { declaration_number: declarationNumber });
  await addNotice(tx, entry, "new-cargo", now);
  await announce(tx, entry, "new-cargo");
  return updated!;
}

/**
 * Asks customs for the declarations registered for the open entries' vehicles since the earliest
 * booking among them, and records each one registered after its entry was booked. Customs being
 * unavailable is logged; the next pass asks again. Answers how many new cargos were recorded.
 */
export async function detectNewCargo(db: Database, customs: CustomsDeclarations, now: Date, logger?: Logger): Promise<number> {
  const open = await db
    .select({ id: queueEntries.id, plate: queueEntries.plate, registeredAt: queueEntries.registeredAt })
    .from(queueEntries)
    .where(inArray(queueEntries.status, [...OPEN_STATUSES]));
  if (open.length === 0) return 0;
  const since = new Date(Math.min(...open.map((entry) => entry.registeredAt.getTime())));
  let declarations;
  try {
    declarations = await customs.registeredSince([...new Set(open.map((entry) => entry.plate))], since);
  } catch (error) {
    logger?.warn({ err: error }, "customs declarations unavailable; the next pass asks again");
    return 0;
  }
  let recorded = 0;
  for (const declaration of declarations) {
    for (const entry of open) {
      if (entry.plate !== declaration.plate || declaration.registeredAt.getTime() <= entry.registeredAt.getTime()) continue;
      const done = await db.transaction(async (tx) => {
        const locked = await lockEntry(tx, entry.id);
        if (!locked || !OPEN_STATUSES.includes(locked.status)) return null;
        return recordNewCargo(tx, locked, declaration.number, CLOCK, now);
      });
      if (done) recorded += 1;
    }
  }
  return recorded;
}
