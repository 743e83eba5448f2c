/**
 * Housekeeping every instance runs on a timer: forgetting data that can no longer matter. It holds
 * no state (each pass deletes what is old by then), so a restart or several instances change
 * nothing. For now: used bot-check solutions whose challenges have expired.
 */
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { CHALLENGE_TTL_MINUTES, pruneBotCheckUses } from "./bot-check.ts";

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export async function runHousekeeping(db: Database, now: Date) {
  // A solution is refused once its challenge expires, so its record can go after that.
  await pruneBotCheckUses(db, new Date(now.getTime() - 2 * CHALLENGE_TTL_MINUTES * 60_000));
}

export function startHousekeeping(db: Database, logger: Logger): () => void {
  const timer = setInterval(() => {
    runHousekeeping(db, new Date()).catch((error: unknown) => logger.error({ err: error }, "housekeeping failed"));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
