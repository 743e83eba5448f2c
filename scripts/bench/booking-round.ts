/**
 * One round of booking submits over HTTP. Before the timed part: `users` bookers inserted straight
 * into the server's database (tests/support/direct-bookers.ts, tokens signed with the server's
 * SESSION_SECRET), each with a dynamic truck draft at Yahodyn filled through the API (driver,
 * vehicle, cargo). Timed: every draft submitted once (`POST /api/v3/queue-drafts/{id}/submit` with
 * an Idempotency-Key, as the clients send it) over `connections` keep-alive connections.
 */
import { sql } from "drizzle-orm";
import type { AutocannonRequest } from "autocannon";
import type { Database } from "../../src/server/db/client.ts";
import { inParallel, insertBookers } from "../../tests/support/direct-bookers.ts";
import { BROWSER_HEADERS, sendAll } from "./http-load.ts";
import { BENCH_SESSION_SECRET } from "./production-server.ts";

const HEADERS = { ...BROWSER_HEADERS.json, "x-client-locale": "en", "x-skip-bot-check": "1" };
/** Requests in flight while the drafts are made (not timed). */
const PREPARING_IN_FLIGHT = 32;

export interface SubmitFigure {
  perSecond: number;
  submitted: number;
  /** Answers other than 201, by status (and "error" for failed connections). */
  refused: Record<string, number>;
  seconds: number;
}

/** The checkpoint whose lanes take the bookings (Yahodyn–Dorohusk in the demo data). */
export async function bookingCheckpointId(base: string): Promise<number> {
  const { data } = (await (await fetch(`${base}/api/v3/checkpoints`)).json()) as { data: Array<{ id: number; slug: string }> };
  const checkpoint = data.find((c) => c.slug === "yahodyn-dorohusk");
  if (!checkpoint) throw new Error("no yahodyn-dorohusk checkpoint: is the database seeded?");
  return checkpoint.id;
}

/** Makes the round's users and their filled drafts; answers the submits to send. */
export async function prepareSubmits(db: Database, base: string, users: number, checkpointId: number): Promise<AutocannonRequest[]> {
  const bookers = await insertBookers(db, users, { vehicleType: 1, secret: BENCH_SESSION_SECRET });
  const call = async (auth: Record<string, string>, method: string, path: string, body: unknown, expected: number) => {
    const response = await fetch(`${base}/api/v3${path}`, { method, headers: { ...HEADERS, ...auth, "content-type": "application/json" }, body: JSON.stringify(body) });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as { data: { id: number } };
  };
  const drafts = await inParallel(bookers, PREPARING_IN_FLIGHT, async (booker) => {
    const { data } = await call(booker.auth, "POST", "/queue-drafts", { checkpoint_id: checkpointId }, 201);
    await call(booker.auth, "PATCH", `/queue-drafts/${data.id}`, { driver_ids: booker.driverIds, vehicle_id: booker.vehicleId, cargo: { code: "8703", description: "Cars" } }, 200);
    return data.id;
  });
  await db.execute(sql`analyze`);
  return bookers.map((booker, i) => ({
    method: "POST",
    path: `/api/v3/queue-drafts/${drafts[i]}/submit`,
    headers: { ...HEADERS, ...booker.auth, "idempotency-key": `bench-submit-${drafts[i]}` },
  }));
}

export async function submitAll(base: string, submits: readonly AutocannonRequest[], connections: number): Promise<SubmitFigure> {
  const { statuses, errors, seconds } = await sendAll(base, submits, connections);
  const submitted = statuses.get(201) ?? 0;
  const refused: Record<string, number> = {};
  for (const [status, count] of statuses) if (status !== 201) refused[String(status)] = count;
  if (errors > 0) refused.error = errors;
  return { perSecond: submitted / seconds, submitted, refused, seconds };
}
