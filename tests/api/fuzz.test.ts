/**
 * The fuzz run of the whole API (docs/api-errors.md): every operation of the OpenAPI document,
 * with path ids, query strings, headers and bodies generated from its schemas (valid, hostile,
 * malformed), as a guest and as each identity that may call it (a carrier with a driver, a vehicle,
 * a permit, a draft and an entry in the queue; an operator; a waiting area's key). The bar: no
 * answer 5xx (but a documented 503, an outside system's outage), and every status one the document
 * lists for the operation.
 *
 * FUZZ_RUNS (requests per operation and identity, default 20) and FUZZ_SEED (a number; default
 * fixed, so that CI repeats itself; `random` for a new one each run) tune it.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { files, news, permits, queueDrafts, queueEntries, shortLinks, violations, waitingAreas } from "../../src/server/db/schema.ts";
import { TEST_HEADERS } from "../support/accounts.ts";
import { createBooker, truckDraft, useQueueTestApp, type Booker } from "../support/booking.ts";
import { documentedStatuses, operationsOf, requestArbitrary, type DocumentedOperation, type FuzzRequest, type OpenApiDocument } from "../support/fuzz/api-fuzzer.ts";

const RUNS = Number(process.env.FUZZ_RUNS || 20);
/** Operations slow by nature get fewer runs: each advance of the test clock runs a clock pass. */
const RUNS_OF: Record<string, number> = { "POST /test-clock/advance": Math.min(RUNS, 5) };
const SEED = process.env.FUZZ_SEED === "random" ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED || 20_260_513);
/** A request that has not answered in this time counts as a failure (a hang). */
const REQUEST_TIMEOUT_MS = 15_000;

const q = useQueueTestApp();

type Identity = { name: string; auth: Record<string, string> };

interface Finding {
  operation: string;
  identity: string;
  request: string;
  status: number | "timeout";
  answer: string;
}

/** Writes that end the caller's session: each is fuzzed last, with a session of its own. */
const SESSION_ENDING = new Set(["POST /auth/logout", "POST /auth/logout-all", "POST /auth/refresh", "PUT /account/password"]);
const ORDER: Record<string, number> = { get: 0, post: 1, put: 1, patch: 1, delete: 2 };
const rank = (op: DocumentedOperation) => (SESSION_ENDING.has(op.name) ? 3 : ORDER[op.method]!);

async function send(request: FuzzRequest): Promise<{ status: number | "timeout"; answer: string }> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), REQUEST_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([
      q.t.request(`${request.server ?? "/api/v3"}${request.path}`, { method: request.method, headers: request.headers, body: request.body, signal: abort.signal }),
      timeout,
    ]);
    if (response === "timeout") return { status: "timeout", answer: "" };
    // Event streams never end by themselves: read no further than the headers.
    if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
      await response.body?.cancel();
      return { status: response.status, answer: "(event stream)" };
    }
    const answer = await Promise.race([response.text(), timeout]);
    return answer === "timeout" ? { status: "timeout", answer: "" } : { status: response.status, answer: answer.slice(0, 300) };
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

it(
  `answers every operation of its OpenAPI document without a server error, with statuses it documents (seed ${SEED})`,
  async () => {
    const { t, yahodyn, operator, smtp } = q;
    const booker: Booker = await createBooker(t, smtp, 1, "fuzz");
    const db = t.database.db;

    // The booker's data: a permit, an open draft, an entry in the queue (with a share link), and a notice.
    expect((await booker.call("POST", "/profile/permits", { number: "ua2026001", year: 2026, count: 2, kind: "regular", ua_passenger_permit_number: "PAX778899" })).status).toBe(201);
    const violation = await t.request("/api/v3/dev/violations", { method: "POST", headers: TEST_HEADERS, body: JSON.stringify({ email: booker.email, kind: "late-cancellation", subject: "Queue #1" }) });
    expect(violation.status).toBe(201);
    const booked = await truckDraft(booker, yahodyn);
    const submitted = await booker.call("POST", `/queue-drafts/${booked.id}/submit`);
    expect(submitted.status).toBe(201);
    const entry = (await submitted.json()).data as { id: number };
    await truckDraft(booker, yahodyn);
    await booker.call("POST", `/queues/${entry.id}/share-link`);
    const [area] = await db.select({ id: waitingAreas.id }).from(waitingAreas).limit(1);
    const issued = await t.request("/api/v3/dev/waiting-area-keys", { method: "POST", headers: TEST_HEADERS, body: JSON.stringify({ waiting_area_id: area!.id }) });
    const { key } = (await issued.json()).data as { key: string };

    const ids = async <T extends { id: number | string }>(rows: Promise<T[]>) => (await rows).map((row) => String(row.id));
    const pools: Record<string, readonly string[]> = {
      "/profile/drivers/": [String(booker.driverId)],
      "/profile/vehicles/": [String(booker.vehicleId)],
      "/profile/permits/": await ids(db.select({ id: permits.id }).from(permits)),
      "/profile/files/": await ids(db.select({ id: files.id }).from(files)),
      "/profile/carriers/": ["1", "2", "3"],
      "/queue-drafts/": await ids(db.select({ id: queueDrafts.id }).from(queueDrafts)),
      "/queues/": await ids(db.select({ id: queueEntries.id }).from(queueEntries)),
      "/operator/queues/": await ids(db.select({ id: queueEntries.id }).from(queueEntries)),
      "/operator/lanes/": [String(booked.lane_id)],
      "/checkpoints/": [String(yahodyn)],
      "/news/": await ids(db.select({ id: news.id }).from(news).limit(3)),
      "/shared-entries/": await ids(db.select({ id: shortLinks.id }).from(shortLinks)),
      "/violations/": await ids(db.select({ id: violations.id }).from(violations)),
    };
    const pathValues = (op: DocumentedOperation) => Object.entries(pools).find(([prefix]) => op.path.startsWith(prefix))?.[1] ?? [];
    const bodyIds = [booker.driverId, booker.vehicleId, yahodyn, booked.lane_id, entry.id].filter((id, i, all) => all.indexOf(id) === i);

    const guest: Identity = { name: "guest", auth: {} };
    const user: Identity = { name: "carrier", auth: booker.auth };
    const freshSession = async (email: string) => {
      const res = await t.request("/api/v3/auth/login", { method: "POST", headers: TEST_HEADERS, body: JSON.stringify({ login: email, password: "correct horse" }) });
      expect(res.status).toBe(200);
      return { Authorization: `Bearer ${(await res.json()).data.token.access_token}` };
    };
    const identitiesOf = (op: DocumentedOperation): Identity[] => {
      const schemes = (op.operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (schemes.includes("waitingAreaKey")) return [guest, { name: "waiting area", auth: { Authorization: `Bearer ${key}` } }];
      if (op.path.startsWith("/operator/")) return [guest, user, { name: "operator", auth: operator.auth }];
      return [guest, user];
    };

    const doc = (await (await t.request("/api/v3/openapi.json")).json()) as OpenApiDocument;
    const operations = operationsOf(doc).sort((a, b) => rank(a) - rank(b));
    const serverErrors: Finding[] = [];
    const undocumented: Finding[] = [];
    let sent = 0;

    for (const [index, op] of operations.entries()) {
      // Each operation that ends the session gets a session of its own to end.
      if (SESSION_ENDING.has(op.name)) user.auth = await freshSession(booker.email);
      const documented = documentedStatuses(op);
      const started = Date.now();
      const answered = new Map<string, number>();
      for (const identity of identitiesOf(op)) {
        const requests = fc.sample(requestArbitrary(doc, op, { auth: identity.auth, pathValues, bodyIds }), { numRuns: RUNS_OF[op.name] ?? RUNS, seed: SEED + index });
        for (const request of requests) {
          const { status, answer } = await send(request);
          sent++;
          answered.set(`${identity.name} ${status}`, (answered.get(`${identity.name} ${status}`) ?? 0) + 1);
          const finding = { operation: op.name, identity: identity.name, request: request.describe, status, answer };
          // A documented 503 is an outside system's outage (the registry simulator has one for numbers
          // starting 000), not a server error; any other 5xx, or no answer, is.
          if (status === "timeout" || (status >= 500 && !(status === 503 && documented.has(503)))) serverErrors.push(finding);
          else if (!documented.has(status)) undocumented.push(finding);
        }
      }
      if (process.env.FUZZ_VERBOSE) console.log(`${op.name}: ${Date.now() - started} ms, ${[...answered].map(([key, n]) => `${key}×${n}`).join(", ")}`);
    }

    expect(sent).toBeGreaterThan(operations.length * RUNS);
    // One report of both: each server error, and each operation's undocumented statuses with an example.
    const examples = new Map<string, Finding>();
    for (const finding of undocumented) {
      const key = `${finding.operation} answered ${finding.status}`;
      if (!examples.has(key)) examples.set(key, finding);
    }
    const report = {
      serverErrors: serverErrors.map((f) => `${f.identity}: ${f.request} → ${f.status} ${f.answer}`),
      undocumented: [...examples].map(([key, f]) => `${key} (${f.identity}: ${f.request} → ${f.answer})`),
    };
    expect(report, `seed ${SEED}`).toEqual({ serverErrors: [], undocumented: [] });
  },
  600_000,
);
