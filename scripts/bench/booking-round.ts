/**
 * One round of booking submits over HTTP. Before the timed part: `users` bookers inserted straight
 * into the server's database (tests/support/direct-bookers.ts, tokens signed with the server's
 * SESSION_SECRET), each with a dynamic truck draft at Yahodyn, filled (driver, vehicle, cargo): the
 * first booker's made through the API, the others copies of it with their own user, drivers and
 * vehicle (every column copied, so the copies are what the API makes; making thousands through the
 * API took minutes on a loaded machine). Timed: every draft submitted once
 * (`POST /api/v3/queue-drafts/{id}/submit` with an Idempotency-Key, as the clients send it) over
 * `connections` keep-alive connections.
 */
import { eq, sql } from "drizzle-orm";
import type { AutocannonRequest } from "autocannon";
import type { Database } from "../../src/server/db/client.ts";
import { queueDrafts } from "../../src/server/db/schema.ts";
import { insertBookers } from "../../tests/support/direct-bookers.ts";
import { BROWSER_HEADERS, sendAll } from "./http-load.ts";
import { BENCH_SESSION_SECRET } from "./production-server.ts";

const HEADERS = { ...BROWSER_HEADERS.json, "x-client-locale": "en", "x-skip-bot-check": "1" };
const CHUNK = 500;

export interface SubmitFigure {
  perSecond: number;
  submitted: number;
  /** CPU milliseconds per submit answered 201: the server's (with its workers), and its database backends'. */
  cpuMs?: { server: number; database: number };
  /** Median time to an answer, ms. */
  latencyP50: number;
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
  const [first, ...others] = bookers;
  if (!first) return [];
  const { data } = await call(first.auth, "POST", "/queue-drafts", { checkpoint_id: checkpointId }, 201);
  await call(first.auth, "PATCH", `/queue-drafts/${data.id}`, { driver_ids: first.driverIds, vehicle_id: first.vehicleId, cargo: { code: "8703", description: "Cars" } }, 200);
  const [template] = await db.select().from(queueDrafts).where(eq(queueDrafts.id, data.id));
  if (!template) throw new Error(`draft ${data.id} is not in the database`);
  const { id: _id, createdAt: _created, updatedAt: _updated, ...filled } = template;
  const draftOf = new Map([[first.userId, data.id]]);
  for (let i = 0; i < others.length; i += CHUNK) {
    const rows = await db
      .insert(queueDrafts)
      .values(others.slice(i, i + CHUNK).map((booker) => ({ ...filled, userId: booker.userId, driverIds: booker.driverIds, vehicleId: booker.vehicleId })))
      .returning({ id: queueDrafts.id, userId: queueDrafts.userId });
    for (const row of rows) draftOf.set(row.userId, row.id);
  }
  await db.execute(sql`analyze`);
  return bookers.map((booker) => ({
    method: "POST",
    path: `/api/v3/queue-drafts/${draftOf.get(booker.userId)}/submit`,
    headers: { ...HEADERS, ...booker.auth, "idempotency-key": `bench-submit-${draftOf.get(booker.userId)}` },
  }));
}

export async function submitAll(base: string, submits: readonly AutocannonRequest[], connections: number): Promise<SubmitFigure> {
  const { statuses, errors, seconds, latencyP50 } = await sendAll(base, submits, connections);
  const submitted = statuses.get(201) ?? 0;
  const refused: Record<string, number> = {};
  for (const [status, count] of statuses) if (status !== 201) refused[String(status)] = count;
  if (errors > 0) refused.error = errors;
  return { perSecond: submitted / seconds, submitted, refused, seconds, latencyP50 };
}
