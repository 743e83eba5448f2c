/**
 * The simulation (docs/statistics.md): the people of domain/queue/simulation.ts played through the
 * engine itself on a moving clock over [from, to). Drivers book through the booking statement
 * (`bookArrivals`), confirm and cancel as the user's endpoints do (`actAsUsers`), the operator
 * admits at the gate's pace and passes after control as the console does (`actAsOperators`), and
 * the clock pass (`runClockPass`, scoped to the lanes with something due) calls up and expires. So
 * everything the engine writes is written: entries and their history with the engine's actors,
 * waiting counts, timeslot places, violations and blockings, and notices (marked dispatched, so
 * none of the past is delivered).
 *
 * Speed: the clock passes run only when something is due for the clock (a deadline or reminder, a
 * call-up room opened by an admission or a cancellation, a new entry where there is room, a slot's
 * call time), at whole `clockMinutes`, scoped to the lanes concerned; between them, each window's
 * bookings are one booking statement and its users' and operator's actions one transaction,
 * each action at its own time.
 */
import { and, eq, inArray } from "drizzle-orm";
import { QueueStatus } from "../../../domain/codes.ts";
import { callUpRoom } from "../../../domain/queue/call-up.ts";
import { dynamicPart, type LaneConfig } from "../../../domain/queue/lanes.ts";
import { DEFAULT_QUEUE_POLICY, MINUTE_MS, type QueuePolicy } from "../../../domain/queue/policy.ts";
import { gateIntervalMs, simulateArrivals, type SimArrival } from "../../../domain/queue/simulation.ts";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { queueEntries, users } from "../../db/schema.ts";
import { CONFIRM_REMINDER_MS, ENTRY_WARNING_MS, runClockPass } from "../queue/clock-pass.ts";
import { allLanes } from "../queue/lane-store.ts";
import { actOnEntries } from "../queue/entry-store.ts";
import { operatorAction, operatorMayAct } from "../queue/operator.ts";
import { userAction, usersOwn, type UserAction } from "../queue/user-actions.ts";
import {
  blockedAccounts,
  bookArrivals,
  settleSimulatedNotices,
  simulatedEntries,
  simulationAccounts,
  simulationOperator,
  simulationUsers,
  type SimBooking,
} from "./simulation-people.ts";

export { SIMULATION_EMAIL, simulatedPlate, simulationUsers } from "./simulation-people.ts";

export interface SimulationOptions {
  from: Date;
  to: Date;
  seed: number;
  /** The checkpoints simulated (default: all). */
  checkpointIds?: readonly number[];
  /** The clock passes run at whole multiples of this many minutes after `from` (default 5). */
  clockMinutes?: number;
  policy?: QueuePolicy;
  /** Every this many windows, a pause of this long, so that other work gets its turn (the server's requests). */
  pause?: { everyWindows: number; ms: number };
  /** Asked before each window: true stops the simulation there (the process is stopping); the history then ends where it got. */
  cancelled?: () => boolean;
  /** Told now and then how far the simulation has got. */
  onProgress?: (progress: { at: Date; entries: number; elapsedMs: number }) => void;
}

export interface SimulationRun {
  /** Drivers who came to book. */
  arrivals: number;
  /** The entries booked, in the order of their ids. */
  entryIds: number[];
  /** Arrivals not booked: their account blocked, or no timeslot place left. */
  notBooked: number;
  windows: number;
  clockPasses: number;
  ms: number;
}

type Phase = "booking" | "waiting" | "called" | "confirmed" | "control" | "ended";

interface Person {
  arrival: SimArrival;
  lane: LaneConfig;
  userId: number;
  entryId: number | null;
  phase: Phase;
  readyDeadline: number;
  entryDeadline: number;
  /** Reaches the gate at (once confirmed). */
  gateAt: number;
}

type PeopleEvent = "book" | "cancel-waiting" | "cancel-called" | "confirm" | "at-gate" | "pass";

interface Timed<T> {
  at: number;
  seq: number;
  item: T;
}

/** A binary min-heap by time, then by insertion: the simulation's agendas. */
class Agenda<T> {
  private heap: Timed<T>[] = [];
  private seq = 0;
  get size() {
    return this.heap.length;
  }
  peek(): number {
    return this.heap[0]?.at ?? Infinity;
  }
  push(at: number, item: T) {
    const heap = this.heap;
    heap.push({ at, seq: this.seq++, item });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }
  /** Takes every item due by `until`, in time order. */
  takeUntil(until: number): Array<Timed<T>> {
    const taken: Array<Timed<T>> = [];
    while (this.heap.length > 0 && this.heap[0]!.at <= until) taken.push(this.pop());
    return taken;
  }
  private pop(): Timed<T> {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && this.less(heap[l]!, heap[m]!)) m = l;
        if (r < heap.length && this.less(heap[r]!, heap[m]!)) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    }
    return top;
  }
  private less(a: Timed<T>, b: Timed<T>) {
    return a.at < b.at || (a.at === b.at && a.seq < b.seq);
  }
}

/** Something due for the clock at a lane; `due()` says whether it still is when its time comes. */
interface ClockDue {
  laneId: number;
  due: () => boolean;
}

/**
 * Simulates the lanes (all, or those of `checkpointIds`) over [from, to) through the engine. The
 * same seed on the same database gives the same history.
 */
export async function runSimulation(db: Database, options: SimulationOptions): Promise<SimulationRun> {
  const started = performance.now();
  const { from, to, seed, policy = DEFAULT_QUEUE_POLICY } = options;
  const quantum = (options.clockMinutes ?? 5) * MINUTE_MS;
  const lanes = (await allLanes(db)).filter((lane) => !options.checkpointIds || options.checkpointIds.includes(lane.checkpointId));
  const laneById = new Map(lanes.map((lane) => [lane.id, lane]));
  const checkpointIds = [...new Set(lanes.map((lane) => lane.checkpointId))];
  const accounts = await simulationAccounts(db);
  const operator = await simulationOperator(db, checkpointIds);
  const serialBase = await simulatedEntries(db);
  const arrivals = simulateArrivals({ lanes, from, to, seed });

  const people = new Agenda<{ kind: PeopleEvent; person: Person }>();
  const clock = new Agenda<ClockDue>();
  const byEntry = new Map<number, Person>();
  /** Per lane: the entries called up and not yet admitted or ended, as far as the simulation knows. */
  const called = new Map(lanes.map((lane) => [lane.id, new Set<Person>()]));
  /** Per lane: vehicles at the gate in the order they came, and when the gate is free again. */
  const gates = new Map(lanes.map((lane) => [lane.id, { line: [] as Person[], freeAt: from.getTime() }]));
  /** Accounts that have had a violation here: the ones whose blocking to check before they book. */
  const violators = new Set<number>();
  const entryIds: number[] = [];
  let notBooked = 0;
  let windows = 0;
  let clockPasses = 0;

  const windowEnd = (at: number) => from.getTime() + Math.max(0, Math.ceil((at - from.getTime()) / quantum)) * quantum;
  const dueAt = (at: number, laneId: number, due: () => boolean = () => true) => clock.push(windowEnd(at), { laneId, due });
  const roomAt = (lane: LaneConfig, at: number) => {
    if (lane.flowType !== 2) dueAt(at, lane.id);
  };
  const end = (person: Person) => {
    person.phase = "ended";
    called.get(person.lane.id)!.delete(person);
  };
  for (const arrival of arrivals) {
    const lane = laneById.get(arrival.laneId)!;
    const person: Person = {
      arrival,
      lane,
      userId: accounts[(arrival.n * 7919) % accounts.length]!,
      entryId: null,
      phase: "booking",
      readyDeadline: 0,
      entryDeadline: 0,
      gateAt: 0,
    };
    people.push(arrival.at.getTime(), { kind: "book", person });
  }

  const book = async (persons: Person[]) => {
    if (persons.length === 0) return;
    const at = persons[0]!.arrival.at;
    const blocked = await blockedAccounts(db, [...new Set(persons.map((p) => p.userId).filter((id) => violators.has(id)))], at);
    const booking = persons.filter((person) => !blocked.has(person.userId));
    const booked = await bookArrivals(
      db,
      booking.map((person): SimBooking => ({ arrival: person.arrival, lane: person.lane, userId: person.userId, serial: serialBase + person.arrival.n })),
    );
    notBooked += persons.length - booking.length;
    booking.forEach((person, i) => {
      const entry = booked[i]?.entry;
      if (!entry) {
        notBooked += 1;
        person.phase = "ended";
        return;
      }
      person.entryId = entry.id;
      person.phase = "waiting";
      byEntry.set(entry.id, person);
      entryIds.push(entry.id);
      const { intent, at: registered } = person.arrival;
      if (intent.cancelAfterMs !== null) people.push(registered.getTime() + intent.cancelAfterMs, { kind: "cancel-waiting", person });
      if (entry.kind === "timeslot" && entry.slotStart) {
        dueAt(entry.slotStart.getTime() - person.lane.leadMinutes * MINUTE_MS, person.lane.id, () => person.phase === "waiting");
      } else if (callUpRoom(dynamicPart(person.lane), called.get(person.lane.id)!.size) > 0) {
        roomAt(person.lane, registered.getTime());
      }
    });
  };

  const act = async (actions: Array<{ person: Person; kind: PeopleEvent; at: number }>) => {
    const users: Array<UserAction & { person: Person; kind: PeopleEvent }> = [];
    const operators: Array<{ entryId: number; event: { type: "admit" | "pass" }; at: Date; person: Person }> = [];
    for (const { person, kind, at } of actions) {
      const entryId = person.entryId!;
      if (kind === "pass" || kind === "at-gate") operators.push({ entryId, event: { type: kind === "pass" ? "pass" : "admit" }, at: new Date(at), person });
      else users.push({ userId: person.userId, entryId, at: new Date(at), event: { type: kind === "confirm" ? "confirm" : "cancel" }, person, kind });
    }
    // Users' and the operator's actions in one transaction, each as its own path makes it
    // (actAsUsers, actAsOperators): the same actions, the same rules of whom each may act on.
    const all = [...users.map(userAction), ...operators.map((action) => operatorAction(operator, action))];
    const answers = all.length > 0 ? await actOnEntries(db, all, (row, action) => (action.actor.kind === "user" ? usersOwn(row, action) : operatorMayAct(operator, row))) : [];
    const userAnswers = answers.slice(0, users.length);
    const operatorAnswers = answers.slice(users.length);
    users.forEach((action, i) => {
      const answer = userAnswers[i]!;
      const { person } = action;
      if (answer instanceof Error) {
        // Refused: the entry expired meanwhile (the clock's change was made on the way).
        end(person);
        violators.add(person.userId);
        roomAt(person.lane, action.at.getTime());
        return;
      }
      if (action.kind === "confirm") {
        person.phase = "confirmed";
        person.entryDeadline = answer.entryDeadline!.getTime();
        person.gateAt = action.at.getTime() + person.arrival.intent.driveMs;
        people.push(person.gateAt, { kind: "at-gate", person });
        const stillComing = () => person.phase === "confirmed";
        dueAt(person.entryDeadline - ENTRY_WARNING_MS, person.lane.id, stillComing);
        dueAt(person.entryDeadline, person.lane.id, stillComing);
      } else {
        if (action.kind === "cancel-called") violators.add(person.userId);
        const wasCalled = person.phase !== "waiting";
        end(person);
        if (wasCalled) roomAt(person.lane, action.at.getTime());
      }
    });
    operators.forEach((action, i) => {
      const answer = operatorAnswers[i]!;
      const { person } = action;
      if (answer instanceof Error) {
        end(person);
        violators.add(person.userId);
        return;
      }
      if (action.event.type === "admit") {
        person.phase = "control";
        called.get(person.lane.id)!.delete(person);
        roomAt(person.lane, action.at.getTime());
        people.push(action.at.getTime() + person.arrival.intent.controlMs, { kind: "pass", person });
      } else {
        person.phase = "ended";
      }
    });
  };

  /** The vehicles the gate admits by `until`: in the order they came, one every gate interval, none whose entry deadline passed. */
  const admissions = (until: number) => {
    const admitted: Array<{ person: Person; kind: PeopleEvent; at: number }> = [];
    for (const [laneId, gate] of gates) {
      const interval = gateIntervalMs(laneById.get(laneId)!);
      while (gate.line.length > 0) {
        const person = gate.line[0]!;
        if (person.phase !== "confirmed") {
          gate.line.shift();
          continue;
        }
        const at = Math.max(person.gateAt, gate.freeAt);
        if (at > until) break;
        gate.line.shift();
        // Too late: the clock expires it (its deadline is on the clock's agenda).
        if (at >= person.entryDeadline) continue;
        gate.freeAt = at + interval;
        admitted.push({ person, kind: "at-gate", at });
      }
    }
    return admitted;
  };

  /** After a pass: who was called up (their drivers react) and who expired, at the lanes passed. */
  const learn = async (laneIds: number[], at: number) => {
    const rows = await db
      .select({ id: queueEntries.id, calledAt: queueEntries.calledAt, readyDeadline: queueEntries.readyDeadline })
      .from(queueEntries)
      .where(and(inArray(queueEntries.laneId, laneIds), eq(queueEntries.status, QueueStatus.BeReady)));
    const open = new Set(rows.map((row) => row.id));
    for (const laneId of laneIds) {
      for (const person of called.get(laneId)!) {
        if (!open.has(person.entryId!)) {
          // Expired by the clock.
          end(person);
          violators.add(person.userId);
        }
      }
    }
    for (const row of rows) {
      const person = byEntry.get(row.id);
      if (!person || person.phase !== "waiting" || row.calledAt?.getTime() !== at) continue;
      person.phase = "called";
      person.readyDeadline = row.readyDeadline!.getTime();
      called.get(person.lane.id)!.add(person);
      const { intent } = person.arrival;
      if (intent.cancelOnCallMs !== null) people.push(at + intent.cancelOnCallMs, { kind: "cancel-called", person });
      else if (intent.confirmAfterMs !== null) people.push(at + intent.confirmAfterMs, { kind: "confirm", person });
      const unconfirmed = () => person.phase === "called";
      dueAt(person.readyDeadline - CONFIRM_REMINDER_MS, person.lane.id, unconfirmed);
      dueAt(person.readyDeadline, person.lane.id, unconfirmed);
    }
  };

  const nextGate = () => {
    let next = Infinity;
    for (const gate of gates.values()) {
      const head = gate.line.find((person) => person.phase === "confirmed");
      if (head) next = Math.min(next, Math.max(head.gateAt, gate.freeAt));
    }
    return next;
  };

  try {
    for (;;) {
      const next = Math.min(people.peek(), clock.peek(), nextGate());
      if (next >= to.getTime() || options.cancelled?.()) break;
      const until = Math.min(windowEnd(next), to.getTime());
      windows += 1;
      // People's doings up to the window's end, in rounds: what they do may bring more within it.
      for (;;) {
        const due = people.takeUntil(until);
        const bookings = due.filter(({ item }) => item.kind === "book").map(({ item }) => item.person);
        await book(bookings);
        const actions: Array<{ person: Person; kind: PeopleEvent; at: number }> = [];
        const later: typeof due = [];
        const acting = new Set<Person>();
        for (const { at, item } of due) {
          const { kind, person } = item;
          if (kind === "book") continue;
          if (kind === "at-gate") {
            if (person.phase === "confirmed") gates.get(person.lane.id)!.line.push(person);
            continue;
          }
          const fits =
            (kind === "cancel-waiting" && person.phase === "waiting") ||
            ((kind === "cancel-called" || kind === "confirm") && person.phase === "called") ||
            (kind === "pass" && person.phase === "control");
          if (!fits) continue;
          // One action per entry in a round.
          if (acting.has(person)) later.push({ at, seq: 0, item });
          else {
            acting.add(person);
            actions.push({ person, kind, at });
          }
        }
        for (const admission of admissions(until)) {
          if (acting.has(admission.person)) continue;
          acting.add(admission.person);
          actions.push(admission);
        }
        for (const { at, item } of later) people.push(at, item);
        if (actions.length > 0) await act(actions.sort((a, b) => a.at - b.at));
        if (bookings.length === 0 && actions.length === 0 && later.length === 0 && people.peek() > until && nextGate() > until) break;
      }
      const laneIds = [...new Set(clock.takeUntil(until).filter(({ item }) => item.due()).map(({ item }) => item.laneId))].sort((a, b) => a - b);
      if (laneIds.length > 0) {
        clockPasses += 1;
        await runClockPass(db, new Date(until), policy, { laneIds });
        await learn(laneIds, until);
      }
      if (options.pause && windows % options.pause.everyWindows === 0) {
        await new Promise((resolve) => setTimeout(resolve, options.pause!.ms));
        options.onProgress?.({ at: new Date(until), entries: entryIds.length, elapsedMs: performance.now() - started });
      }
    }
  } finally {
    // Nothing of the past is delivered: every notice the simulation's changes wrote counts as dispatched.
    await settleSimulatedNotices(db, to);
  }
  return { arrivals: arrivals.length, entryIds, notBooked, windows, clockPasses, ms: performance.now() - started };
}

/** Days of history the demo seed simulates. */
export const DEMO_HISTORY_DAYS = 14;
/** The demo history's seed: the same figures on every fresh start. */
export const DEMO_HISTORY_SEED = 16;

/** Whether the simulation has written history on this database. */
export async function hasSimulatedHistory(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(inArray(queueEntries.userId, db.select({ id: users.id }).from(users).where(simulationUsers())))
    .limit(1);
  return row !== undefined;
}

/**
 * The demo's history: the last 14 days at the checkpoints given (those taking bookings), once (while
 * the simulation's accounts have no entries), ending at `now`. Answers the run, or null when the
 * history was there already.
 */
export async function seedDemoHistory(
  db: Database,
  now: Date,
  checkpointIds: readonly number[],
  extra: Pick<SimulationOptions, "pause" | "onProgress" | "cancelled"> = {},
): Promise<SimulationRun | null> {
  if (await hasSimulatedHistory(db)) return null;
  const to = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const from = new Date(to.getTime() - DEMO_HISTORY_DAYS * 24 * 3_600_000);
  return runSimulation(db, { from, to, seed: DEMO_HISTORY_SEED, checkpointIds, ...extra });
}

/** The advisory lock the instance writing the demo's history holds while it writes. */
export const DEMO_HISTORY_LOCK = 727_016;

export interface DemoHistoryWait {
  /** How often to try the lock while another instance holds it (default 5 s). */
  pollMs?: number;
  /** Stop waiting (answering null) when this says so: the process is stopping, or waited long enough. */
  stop?: () => boolean;
}

/**
 * The demo's history, written by whichever instance takes its lock first (`seedDemoHistory`, at the
 * engine's time when it has the lock); the others wait for the lock and then find the history there.
 * A writer that fails (or dies: its lock goes with its session) leaves the history as far as it got,
 * and the next holder finds it there, as a restart would. Answers this instance's run, or null.
 */
export async function writeDemoHistoryOnce(
  database: Pick<DatabaseHandle, "db" | "tryLock">,
  now: () => Promise<Date>,
  checkpointIds: readonly number[],
  options: Pick<SimulationOptions, "pause" | "onProgress" | "cancelled"> & DemoHistoryWait = {},
): Promise<SimulationRun | null> {
  const { pollMs = 5_000, stop = () => false, ...extra } = options;
  for (;;) {
    const release = await database.tryLock(DEMO_HISTORY_LOCK);
    if (release) {
      try {
        return await seedDemoHistory(database.db, await now(), checkpointIds, extra);
      } finally {
        await release();
      }
    }
    if (stop()) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
