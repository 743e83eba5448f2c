/**
 * One server process per core (WEB_CONCURRENCY > 1, PostgreSQL only): this primary process forks
 * the workers, each of which runs the whole server (main.ts) on the shared port while node:cluster
 * hands them the connections. What several instances on one database already share makes several
 * workers safe: migrations and seeding take advisory locks, every worker runs the clock pass (which
 * claims with SKIP LOCKED; the notice outbox leases each delivery), ended sessions travel by
 * pg_notify; the rate-limit counters are kept here unless Redis keeps them (platform/rate-limit.ts).
 * A secret the primary made (test mode's session secret, a development VAPID pair) is handed to the
 * workers, so that all sign alike.
 *
 * SIGTERM or SIGINT asks every worker to stop (as a single server stops); the primary exits once
 * they have, a second signal ends them at once. A worker that dies while serving is replaced; one
 * that dies before it listens stops the server (it would fail again: a port in use, a bad database).
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** The message by which the primary asks a worker to stop. */
export const STOP_WORKER = "bq:stop";

/** Longest wait for the workers to stop before they are killed (each gives itself 10 s). */
const STOP_TIMEOUT_MS = 15_000;

export function superviseWorkers(count: number, env: Record<string, string>, logger: Logger): Promise<never> {
  const listening = new WeakSet<Worker>();
  let stopping = false;
  let failedToStart = false;
  const fork = () => cluster.fork(env);

  return new Promise<never>(() => {
    const exit = (code: number) => process.exit(code);
    const stopAll = (signal: string) => {
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
      if (stopping) {
        logger.warn({ signal }, "second signal: stopping the workers now");
        for (const worker of workers) worker.process.kill("SIGKILL");
        exit(1);
      }
      stopping = true;
      logger.info({ signal, workers: workers.length }, "stopping the workers");
      setTimeout(() => {
        logger.error("the workers took longer than 15 s to stop; killing them");
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        exit(1);
      }, STOP_TIMEOUT_MS).unref();
      for (const worker of workers) {
        if (worker.isConnected()) worker.send(STOP_WORKER);
        else worker.process.kill("SIGTERM");
      }
      if (workers.length === 0) exit(0);
    };
    process.on("SIGTERM", () => stopAll("SIGTERM"));
    process.on("SIGINT", () => stopAll("SIGINT"));

    cluster.on("listening", (worker) => listening.add(worker));
    cluster.on("exit", (worker, code, signal) => {
      const left = Object.keys(cluster.workers ?? {}).length;
      if (stopping) {
        if (left === 0) {
          logger.info("stopped");
          exit(failedToStart ? 1 : 0);
        }
        return;
      }
      if (!listening.has(worker)) {
        logger.fatal({ pid: worker.process.pid, code, signal }, "a worker failed to start; stopping");
        failedToStart = true;
        stopAll("worker-failed");
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, "a worker died; starting another");
      fork();
    });
    for (let i = 0; i < count; i += 1) fork();
    logger.info({ workers: count }, "started the workers");
  });
}
