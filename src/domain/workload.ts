/**
 * The public workload (SPEC §2 /workload, issue 16): a checkpoint queue is a checkpoint's exit
 * lanes for one vehicle type and one queue flow; its board lists the entries of one status (30, 40,
 * 50) in the order they are served, with the plate masked. Pure: no database, no clock.
 */
import { FlowType, QueueStatus, type LaneCategory } from "./codes.ts";
import { normalisePlate } from "./licence-plate.ts";
import { estimatedEntry, type LaneRate } from "./queue/estimate.ts";

/** The statuses a public board lists: in the queue, called up, under control. */
export const BOARD_STATUSES = [QueueStatus.Awaiting, QueueStatus.BeReady, QueueStatus.OnControl] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** Rows on one page of a board. */
export const BOARD_PAGE_SIZE = 50;

/** The longest plate a search accepts as typed (spaces and dashes included). */
export const PLATE_QUERY_MAX = 40;

/**
 * What a plate search looks for: the plate as stored (upper case, no spaces or dashes, Cyrillic
 * look-alikes С Е А І О Р Т Х В Н К М as Latin), or null when what was typed cannot be a plate.
 */
export function plateQuery(typed: string): string | null {
  if (typed.length > PLATE_QUERY_MAX) return null;
  const plate = normalisePlate(typed);
  return /^[A-Z0-9]{2,12}$/.test(plate) ? plate : null;
}

/**
 * A plate as the public sees it: the first two and last two characters, the rest as `*` (shorter
 * plates keep less), so that at least two characters are always hidden and no full plate leaks.
 */
export function maskPlate(plate: string): string {
  const keep = plate.length >= 6 ? 2 : plate.length >= 4 ? 1 : 0;
  const hidden = plate.length - 2 * keep;
  return plate.slice(0, keep) + "*".repeat(hidden) + plate.slice(plate.length - keep);
}

/** The lane categories that make a checkpoint's main queue of a vehicle type; the others are additional (empty trucks, goods 1–24, irregular buses). */
const MAIN_CATEGORIES: ReadonlySet<LaneCategory> = new Set(["truck-general", "bus-regular", "car"]);

/** A checkpoint queue is its main one when one of its lanes serves the vehicle type's general traffic. */
export function isMainQueue(categories: readonly LaneCategory[]): boolean {
  return categories.some((category) => MAIN_CATEGORIES.has(category));
}

export type QueueState = "open" | "paused" | "closed";

/** Closed: the checkpoint is closed; paused: its lanes of this queue admit no one now; else open. */
export function queueState(checkpointOpen: boolean, lanes: ReadonlyArray<{ isOpen: boolean }>): QueueState {
  if (!checkpointOpen) return "closed";
  return lanes.some((lane) => lane.isOpen) ? "open" : "paused";
}

/** Expected wait in a lane's dynamic queue, in seconds: the vehicles waiting at the lane's rate (null: it admits no one). */
export function dynamicWaitSeconds(waiting: number, rate: LaneRate, now: Date): number | null {
  const at = estimatedEntry(waiting, rate, now);
  return at === null ? null : Math.round((at.getTime() - now.getTime()) / 1000);
}

/** Whether a lane of this flow has a dynamic queue (dynamic and hybrid lanes) and timeslots (timeslot and hybrid). */
export const hasDynamicQueue = (flowType: FlowType) => flowType !== FlowType.Timeslot;
export const hasTimeslots = (flowType: FlowType) => flowType !== FlowType.Dynamic;

/** An open entry as a board needs it (the plate is the stored, normalised one). */
export interface BoardEntry {
  id: number;
  laneId: number;
  kind: "dynamic" | "timeslot";
  status: BoardStatus;
  priority: number;
  plate: string;
  registeredAt: Date;
  notBefore: Date | null;
  slotStart: Date | null;
  calledAt: Date | null;
  confirmedAt: Date | null;
  readyDeadline: Date | null;
  admittedAt: Date | null;
}

/**
 * A board row, before the plate is masked. Its instants are epoch milliseconds, not `Date`s: the
 * boards of a busy queue hold tens of thousands of rows, kept while the queue is watched, and a
 * `Date` costs 96 bytes of heap where a number costs at most 16.
 */
export interface BoardRow {
  entryId: number;
  /** 1-based: the vehicle's number on this status's board, in the order vehicles are served. */
  queueNumber: number;
  plate: string;
  registeredAtMs: number;
  status: BoardStatus;
  estimatedEntryAtMs: number | null;
  /** When control began (status 50), else null. */
  timeOnInspectionMs: number | null;
}

/** The order of the call-up within a lane's dynamic queue: priority first, then registration, then id. */
function dynamicOrder(a: BoardEntry, b: BoardEntry): number {
  return b.priority - a.priority || a.registeredAt.getTime() - b.registeredAt.getTime() || a.id - b.id;
}

/**
 * A queue's boards, one per status, from its open entries. Dynamic entries wait at their lane's
 * rate (the same estimate as the entry's own page: position in its lane over the rate, from now or
 * the entry's not-before); timeslot entries enter at their slot; called entries by their deadline
 * (at once once confirmed); entries under control entered when admitted.
 */
export function buildBoards(entries: readonly BoardEntry[], rates: ReadonlyMap<number, LaneRate>, now: Date): Record<BoardStatus, BoardRow[]> {
  const estimates = new Map<number, Date | null>();
  const byLane = new Map<number, BoardEntry[]>();
  for (const entry of entries) {
    if (entry.status !== QueueStatus.Awaiting || entry.kind !== "dynamic") continue;
    const lane = byLane.get(entry.laneId);
    if (lane) lane.push(entry);
    else byLane.set(entry.laneId, [entry]);
  }
  for (const [laneId, waiting] of byLane) {
    const rate = rates.get(laneId) ?? { capacityPerHour: 0, observedAdmissions: 0, observedHours: 1 };
    waiting.sort(dynamicOrder).forEach((entry, index) => {
      const start = entry.notBefore && entry.notBefore > now ? entry.notBefore : now;
      estimates.set(entry.id, estimatedEntry(index + 1, rate, start));
    });
  }
  const estimateOf = (entry: BoardEntry): Date | null => {
    if (entry.status === QueueStatus.Awaiting) return entry.kind === "dynamic" ? (estimates.get(entry.id) ?? null) : entry.slotStart;
    if (entry.status === QueueStatus.BeReady) return entry.confirmedAt ? now : entry.readyDeadline;
    return entry.admittedAt;
  };
  const boards: Record<BoardStatus, BoardRow[]> = { 30: [], 40: [], 50: [] };
  for (const status of BOARD_STATUSES) {
    const rows = entries
      .filter((entry) => entry.status === status)
      .map((entry) => ({ entry, at: estimateOf(entry) }))
      .sort(
        (a, b) =>
          (a.at?.getTime() ?? Number.POSITIVE_INFINITY) - (b.at?.getTime() ?? Number.POSITIVE_INFINITY) ||
          a.entry.registeredAt.getTime() - b.entry.registeredAt.getTime() ||
          a.entry.id - b.entry.id,
      );
    boards[status] = rows.map(({ entry, at }, index) => ({
      entryId: entry.id,
      queueNumber: index + 1,
      plate: entry.plate,
      registeredAtMs: entry.registeredAt.getTime(),
      status,
      estimatedEntryAtMs: at?.getTime() ?? null,
      timeOnInspectionMs: status === QueueStatus.OnControl ? (entry.admittedAt?.getTime() ?? null) : null,
    }));
  }
  return boards;
}

/** The page `page` (1-based) of a board's rows, with the paging a client needs. */
export function pageOf<T>(rows: readonly T[], page: number, perPage = BOARD_PAGE_SIZE) {
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  return {
    rows: rows.slice((page - 1) * perPage, page * perPage),
    paging: { current_page: page, last_page: lastPage, per_page: perPage, total: rows.length },
  };
}
