/** Recording a violation or blocking: the queue engine's entry point (no routes, so the engine needs none). */
import { violationEndsAt, type ViolationKind } from "../../../domain/violations.ts";
import type { Database } from "../../db/client.ts";
import { violations } from "../../db/schema.ts";

type ViolationRow = typeof violations.$inferSelect;

export interface NewViolation {
  userId: number;
  kind: ViolationKind;
  subject: string;
  note?: string | null;
  occurredAt: Date;
  /** For a blocking: its term (default 14 days). */
  blockingDays?: number;
}

/** Records a violation or blocking (the queue engine's entry point). */
export async function recordViolation(db: Database, violation: NewViolation): Promise<ViolationRow> {
  const [row] = await db
    .insert(violations)
    .values({
      userId: violation.userId,
      kind: violation.kind,
      subject: violation.subject,
      note: violation.note ?? null,
      occurredAt: violation.occurredAt,
      endsAt: violationEndsAt(violation.kind, violation.occurredAt, violation.blockingDays),
    })
    .returning();
  if (!row) throw new Error("recording the violation returned no row");
  return row;
}
