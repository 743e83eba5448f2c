/**
 * The queue engine as the API and the server process use it: its clock, its live events, and the
 * periodic pass (clock pass, new cargos that customs registered, then the notice outbox: delivery of
 * the notices it and the API wrote, and retries of earlier ones that failed).
 */
import type { Logger } from "pino";
import type { DatabaseHandle } from "../../db/client.ts";
import type { CustomsDeclarations } from "../../platform/customs.ts";
import { runClockPass, type PassResult } from "./clock-pass.ts";
import { createEngineClock, type EngineClock } from "./clock.ts";
import { createQueueEvents, type QueueEvents } from "./events.ts";
import { createNewCargoDetector } from "./new-cargo.ts";

export interface QueueEngine {
  clock: EngineClock;
  events: QueueEvents;
  /** One pass at the engine's current time: what the clock applied, new cargos, ownership checks retried, and notice deliveries sent (e-mail, SMS, push). */
  pass(): Promise<PassResult & { newCargo: number; ownershipChecks: number; delivered: number }>;
  /** Runs `pass` every `intervalMs` (one at a time); answers the function that stops it. */
  start(intervalMs: number, logger: Logger): () => Promise<void>;
}

export function createQueueEngine(
  database: DatabaseHandle,
  options: {
    testClock: boolean;
    deliver: (now: Date) => Promise<number>;
    customs?: CustomsDeclarations;
    logger?: Logger;
    /** Asks the state registers again about records they did not answer for (docs/ownership.md). */
    verifyOwnership?: (now: Date) => Promise<number>;
    /** After each pass: what the public sees may have changed (platform/public-changes.ts). */
    afterPass?: () => void;
  },
): QueueEngine {
  const clock = createEngineClock(database.db, options.testClock);
  const events = createQueueEvents(database);
  const detectNewCargo = options.customs ? createNewCargoDetector(database.db, options.customs, options.logger) : null;
  let running: Promise<unknown> = Promise.resolve();
  // Passes of one instance never overlap; another instance's may (SKIP LOCKED keeps them apart).
  const pass = () => {
    const next = running.then(async () => {
      const now = await clock.now();
      const result = await runClockPass(database.db, now).finally(() => options.afterPass?.());
      const newCargo = detectNewCargo ? await detectNewCargo(now) : 0;
      const ownershipChecks = options.verifyOwnership ? await options.verifyOwnership(now) : 0;
      return { ...result, newCargo, ownershipChecks, delivered: await options.deliver(now) };
    });
    running = next.catch(() => {});
    return next;
  };
  return {
    clock,
    events,
    pass,
    start: (intervalMs, logger) => {
      const timer = setInterval(() => {
        pass().catch((error: unknown) => logger.error({ err: error }, "queue clock pass failed"));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
