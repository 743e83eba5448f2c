/**
 * 'New cargo detected' (SPEC's notices): a customs declaration registered for the vehicle of an open
 * entry after it was booked. Two sources record it the same way, once per declaration: the customs
 * adapter, asked by each clock pass (src/server/platform/customs.ts), and the checkpoint's operator
 * (POST /operator/queues/{id}/cargo-detected). docs/customs-simulator.md describes both.
 */
import { and, eq, inArray, min, sql } from "drizzle-orm";
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
 * How far back each pass asks again, beyond the previous pass's time: a declaration customs
 * registered at one time may reach its answers a little later (the pass that asked meanwhile did
 * not see it yet). Declarations seen again are known and skipped without a transaction.
 */
export const CUSTOMS_LATE_MS = 15 * 60_000;

/**
 * The new-cargo step of the clock pass, for one instance: each call asks customs for the
 * declarations registered for the open entries' vehicles and records each one registered after its
 * entry was booked. The first call (and one after the clock went back) asks since the earliest
 * booking among the open entries; later ones only since the last answered call's time, less
 * CUSTOMS_LATE_MS, so that a declaration is not fetched and looked at again on every pass for as long
 * as its entry waits. Declarations already recorded for their entry are left out in one read; each new
 * one is recorded in a transaction of its own, which checks again under the entry's lock. Customs
 * being unavailable is logged and the next call asks again from the same time. Answers how many new
 * cargos were recorded.
 */
export function createNewCargoDetector(db: Database, customs: CustomsDeclarations, logger?: Logger) {
  // The time of the last call customs answered: declarations registered before it (less CUSTOMS_LATE_MS) were seen.
  let answeredAt: Date | null = null;
  return async function detectNewCargo(now: Date): Promise<number> {
    // The open entries' plates (one each: an open plate is unique) and the earliest booking, as one
    // row, the plates as one string: with a long queue this runs every pass, and a row per entry, or
    // a text[] (which the driver parses a character at a time), was megabytes of garbage a pass for
    // tens of thousands open. A plate is letters and digits only (normalisePlate): a space parts them.
    const [open] = await db
      .select({ plates: sql<string | null>`string_agg(${queueEntries.plate}, ' ')`, earliest: min(queueEntries.registeredAt) })
      .from(queueEntries)
      .where(inArray(queueEntries.status, [...OPEN_STATUSES]));
    if (!open?.plates || !open.earliest) return 0;
    let since = open.earliest;
    if (answeredAt && answeredAt <= now) since = new Date(Math.max(since.getTime(), answeredAt.getTime() - CUSTOMS_LATE_MS));
    let declarations;
    try {
      declarations = await customs.registeredSince(open.plates.split(" "), since);
    } catch (error) {
      logger?.warn({ err: error }, "customs declarations unavailable; the next pass asks again");
      return 0;
    }
    answeredAt = now;
    if (declarations.length === 0) return 0;
    // The entries of the plates customs answered for, and only those.
    const entries = await db
      .select({ id: queueEntries.id, plate: queueEntries.plate, registeredAt: queueEntries.registeredAt })
      .from(queueEntries)
      .where(and(inArray(queueEntries.status, [...OPEN_STATUSES]), sql`${queueEntries.plate} = any(${sql.param([...new Set(declarations.map((declaration) => declaration.plate))])}::text[])`));
    // One open entry a plate (the open-plate key).
    const entryOf = new Map(entries.map((entry) => [entry.plate, entry]));
    const candidates = declarations.flatMap((declaration) => {
      const entry = entryOf.get(declaration.plate);
      return entry && declaration.registeredAt.getTime() > entry.registeredAt.getTime() ? [{ entry, declaration }] : [];
    });
    if (candidates.length === 0) return 0;
    const known = await db
      .select({ entryId: queueHistory.entryId, number: sql<string>`${queueHistory.after}->>'declaration_number'` })
      .from(queueHistory)
      .where(and(inArray(queueHistory.entryId, [...new Set(candidates.map(({ entry }) => entry.id))]), eq(queueHistory.event, "cargo-detected")));
    const recordedAlready = new Set(known.map((row) => `${row.entryId}:${row.number}`));
    let recorded = 0;
    for (const { entry, declaration } of candidates) {
      if (recordedAlready.has(`${entry.id}:${declaration.number}`)) continue;
      const done = await db.transaction(async (tx) => {
        const locked = await lockEntry(tx, entry.id);
        if (!locked || !OPEN_STATUSES.includes(locked.status)) return null;
        return recordNewCargo(tx, locked, declaration.number, CLOCK, now);
      });
      if (done) recorded += 1;
    }
    return recorded;
  };
}
