/**
 * Call-up on a dynamic lane (DESIGN.md "Queue model"): while fewer than capacity × horizon entries
 * are called but not yet admitted, the next entries are called. Sub-queues (cargo categories) take
 * turns in a smooth weighted round robin whose weights are lane settings; within a sub-queue the
 * order is priority (higher first), registration time, id. An entry is never called before its
 * `notBefore`, nor, on a lane that requires it, before it has checked in at a waiting area.
 * Pure: the round robin's state goes in and comes out, so successive passes stay fair.
 */
export interface WaitingEntry {
  id: number;
  subQueue: string;
  registeredAt: Date;
  priority: number;
  notBefore: Date | null;
  checkedIn: boolean;
}

export interface DynamicLane {
  open: boolean;
  capacityPerHour: number;
  /** How far ahead (hours) the lane calls: capacity × horizon entries may be called at once. */
  callHorizonHours: number;
  /** Sub-queue weights, e.g. perishable of trusted operators, perishable, trusted, general = 1:1:1:5. */
  weights: Readonly<Record<string, number>>;
  requiresCheckIn: boolean;
}

/** The smooth weighted round robin's running weights, per sub-queue. */
export type RoundRobinState = Readonly<Record<string, number>>;

const byOrder = (a: WaitingEntry, b: WaitingEntry) =>
  b.priority - a.priority || a.registeredAt.getTime() - b.registeredAt.getTime() || a.id - b.id;

/** How many entries the lane may call now. */
export function callUpRoom(lane: DynamicLane, calledNotAdmitted: number): number {
  if (!lane.open) return 0;
  return Math.max(0, Math.floor(lane.capacityPerHour * lane.callHorizonHours) - calledNotAdmitted);
}

export function callUp(
  lane: DynamicLane,
  waiting: readonly WaitingEntry[],
  calledNotAdmitted: number,
  now: Date,
  state: RoundRobinState = {},
): { call: number[]; state: RoundRobinState } {
  const eligible = waiting.filter(
    (entry) => (entry.notBefore === null || entry.notBefore.getTime() <= now.getTime()) && (!lane.requiresCheckIn || entry.checkedIn),
  );
  const queues = new Map<string, WaitingEntry[]>();
  for (const entry of [...eligible].sort(byOrder)) queues.set(entry.subQueue, [...(queues.get(entry.subQueue) ?? []), entry]);
  const running: Record<string, number> = { ...state };
  const call: number[] = [];
  let room = callUpRoom(lane, calledNotAdmitted);
  while (room > 0) {
    // Sub-queues with someone waiting take part; a sub-queue without a weight counts 1.
    const present = [...queues.entries()].filter(([, entries]) => entries.length > 0).map(([name]) => name);
    if (present.length === 0) break;
    const total = present.reduce((sum, name) => sum + (lane.weights[name] ?? 1), 0);
    for (const name of present) running[name] = (running[name] ?? 0) + (lane.weights[name] ?? 1);
    const chosen = present.reduce((best, name) => ((running[name] ?? 0) > (running[best] ?? 0) ? name : best));
    running[chosen] = (running[chosen] ?? 0) - total;
    call.push(queues.get(chosen)!.shift()!.id);
    room -= 1;
  }
  return { call, state: running };
}

/**
 * Each waiting entry's position in its lane (1 = next): by priority, registration time and id, the
 * order the API's position counts (entries ahead of it, plus one).
 */
export function queuePositions(waiting: readonly Pick<WaitingEntry, "id" | "priority" | "registeredAt">[]): Map<number, number> {
  const ordered = [...waiting].sort(
    (a, b) => b.priority - a.priority || a.registeredAt.getTime() - b.registeredAt.getTime() || a.id - b.id,
  );
  return new Map(ordered.map((entry, index) => [entry.id, index + 1]));
}
