/**
 * What no client can make the API do (issue 13): answer 5xx to a date, an integer or a text the
 * database cannot store, or to a broken form; read and validate a guest's request before saying 401;
 * read a body of any size. The fuzz run (fuzz.test.ts) looks for more; these are the known cases.
 */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_HEADERS } from "../support/accounts.ts";
import { createBooker, PNG, truckDraft, useQueueTestApp, type Booker } from "../support/booking.ts";

const q = useQueueTestApp();
let booker: Booker;
beforeAll(async () => {
  booker = await createBooker(q.t, q.smtp, 1, "bounds");
});

const CONTROL_CHARACTERS = "Remove the control characters (line breaks, tabs) from the text";
const api = (path: string, init: RequestInit = {}) => q.t.request(`/api/v3${path}`, { ...init, headers: { "X-Client-Locale": "en", ...init.headers } });
const json = (method: string, body: string, headers: Record<string, string> = {}) => ({
  method,
  body,
  headers: { ...TEST_HEADERS, ...headers },
});

describe("dates outside what PostgreSQL stores", () => {
  it("answer 422 for a timeslot day of year 1 or 9999", async () => {
    for (const date of ["0001-01-01", "9999-12-31"]) {
      const res = await api(`/checkpoints/${q.yahodyn}/slots?date=${date}`);
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ date: ["Invalid value"] });
    }
  });

  it("answer 422 in the archive's filters and in a draft's timeslot", async () => {
    expect((await booker.call("GET", "/queues/archive?from=0001-01-01")).status).toBe(422);
    const draft = await truckDraft(booker, q.yahodyn);
    const res = await booker.call("PATCH", `/queue-drafts/${draft.id}`, { slot_start: "+275760-09-13T00:00:00.000Z" });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["slot_start"]);
  });
});

describe("integers past PostgreSQL's integer", () => {
  it("answer 422 naming the field, in a body and in a query", async () => {
    const read = await booker.call("POST", "/notifications/read", { up_to_id: 2_147_483_648 });
    expect(read.status).toBe(422);
    expect((await read.json()).errors).toEqual({ up_to_id: ["Invalid value"] });
    const draft = await booker.call("POST", "/queue-drafts", { checkpoint_id: 2_147_483_648 });
    expect(draft.status).toBe(422);
    expect((await booker.call("GET", "/queues/archive?checkpoint_id=2147483648")).status).toBe(422);
  });
});

describe("a NUL in a text", () => {
  it("answers 422 naming the field, wherever the text comes in", async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ["POST", "/auth/login", { login: "a\u0000@example.com", password: "secret123" }, "login"],
      ["POST", "/auth/recover", { login: "\u0000" }, "login"],
      ["PUT", "/profile/carriers", { vehicle_type: 1, name: "Acme\u0000", country: "PL", registration_code: "PL12345678", contact_person: "Jan Nowak" }, "name"],
      ["POST", "/profile/drivers", { origin: "foreign", first_name: "Jan\u0000", last_name: "Nowak", birth_date: "1980-01-01", citizenship: "PL", passport_number: "PL1234567" }, "first_name"],
      ["POST", "/queue-drafts", { "\u0000": 1 }, "\u0000"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await booker.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(422);
      expect((await res.json()).errors, `${method} ${path}`).toEqual({ [field]: [CONTROL_CHARACTERS] });
    }
  });

  it("answers 422 in an uploaded file's name, and a direction mark in a name is left out", async () => {
    const upload = (name: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ vehicle_type: "1", plate: `BC${Date.now() % 10000}AA`, make: "Volvo", country: "PL" })) form.append(key, value);
      form.append("certificate", new File([PNG], name));
      return api("/profile/vehicles", { method: "POST", headers: booker.auth, body: form });
    };
    const refused = await upload("scan\u0000.png");
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ certificate: [CONTROL_CHARACTERS] });
    const kept = await upload("gpj.\u202Eexe.png");
    expect(kept.status).toBe(201);
    expect((await kept.json()).data.certificate[0].name).toBe("gpj.exe.png");
  });

  it("answers 422 in a query string, and names nothing in a path", async () => {
    const res = await booker.call("GET", "/queues/archive?from=2026-01-01%00");
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ from: [CONTROL_CHARACTERS] });
    expect((await api("/shared-entries/ab%00cd")).status).toBe(404);
  });
});

describe("direction marks and control characters in names operators see", () => {
  it("are refused in a carrier's name and a vehicle's make", async () => {
    const carrier = await booker.call("PUT", "/profile/carriers", {
      vehicle_type: 1,
      name: "Acme \u202Etropsnart",
      country: "PL",
      registration_code: "PL12345678",
      contact_person: "Jan Nowak",
    });
    expect(carrier.status).toBe(422);
    expect((await carrier.json()).errors).toEqual({ name: [CONTROL_CHARACTERS] });
  });
});

describe("a form that cannot be read", () => {
  it("answers 400, with a boundary or without", async () => {
    const draft = await truckDraft(booker, q.yahodyn);
    for (const path of ["/profile/vehicles", `/queue-drafts/${draft.id}/documents`]) {
      for (const type of ["multipart/form-data; boundary=x", "multipart/form-data"]) {
        const res = await api(path, { method: "POST", headers: { ...booker.auth, "Content-Type": type }, body: "--x\r\nbroken" });
        expect(res.status, `${path} ${type}`).toBe(400);
        expect(await res.json()).toEqual({ message: "The request body could not be read" });
      }
    }
  });
});

describe("authentication before validation", () => {
  it("every operation that needs a user answers a guest 401, whatever the body", async () => {
    const doc = await (await api("/openapi.json")).json();
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { security?: Array<Record<string, unknown>>; requestBody?: { content: Record<string, unknown> } }>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
        if (schemes.length === 0) continue;
        const multipart = Object.keys(operation.requestBody?.content ?? {}).some((type) => type.startsWith("multipart/"));
        const res = await api(path.replaceAll(/\{\w+\}/g, "1"), {
          method: method.toUpperCase(),
          headers: { "Content-Type": multipart ? "multipart/form-data; boundary=x" : "application/json" },
          body: method === "get" ? undefined : multipart ? "--x\r\nbroken" : '{"up_to_id": 2147483648, "a":',
        });
        expect(res.status, `${method.toUpperCase()} ${path}`).toBe(401);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("a guest's 17 MB upload gets 401, not the file limit", async () => {
    const form = new FormData();
    form.append("certificate", new File([new Uint8Array(17 * 1024 * 1024)], "big.png"));
    const res = await api("/profile/vehicles", { method: "POST", body: form });
    expect(res.status).toBe(401);
  });

  it("an operator's operation answers 403 to another user before reading the body", async () => {
    const res = await api("/operator/lanes/1", { method: "PATCH", headers: { ...booker.auth, "Content-Type": "application/json" }, body: "{" });
    expect(res.status).toBe(403);
  });

  it("the waiting areas' API answers 401 to a request without a key before reading the body", async () => {
    const res = await api("/waiting-area-api/check-ins", json("POST", "{"));
    expect(res.status).toBe(401);
  });
});

describe("the body limit", () => {
  const bigLogin = JSON.stringify({ login: "a@example.com", password: "x".repeat(70 * 1024) });

  it("refuses a JSON body over 64 KB with 413, unread, in the user's language", async () => {
    const res = await api("/auth/login", json("POST", bigLogin));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The request is too large" });
    // Sent without a length (chunked): counted as it comes, and refused all the same.
    const stream = new Blob([bigLogin]).stream();
    const chunked = await api("/auth/login", { method: "POST", headers: TEST_HEADERS, body: stream, duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("holds over HTTP too, where a body is known from the request's headers, and lets a request without one through", async () => {
    const server = serve({ fetch: q.t.app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
      const headers = { ...TEST_HEADERS, "X-Client-Locale": "en" };
      const sized = await fetch(`${base}/auth/login`, { method: "POST", headers, body: bigLogin });
      expect(sized.status).toBe(413);
      const chunked = await fetch(`${base}/auth/login`, { method: "POST", headers, body: new Blob([bigLogin]).stream(), duplex: "half" } as RequestInit);
      expect(chunked.status).toBe(413);
      const nul = await fetch(`${base}/auth/login`, { method: "POST", headers, body: JSON.stringify({ login: "a\u0000@example.com", password: "x" }) });
      expect(nul.status).toBe(422);
      expect((await nul.json()).errors).toEqual({ login: [CONTROL_CHARACTERS] });
      // No body: a submit goes on to its route (here, to the sign-in it needs).
      const bare = await fetch(`${base}/queue-drafts/1/submit`, { method: "POST", headers });
      expect(bare.status).toBe(401);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("leaves uploads their file limits", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ vehicle_type: "1", plate: "BC7788AA", make: "Volvo", country: "PL" })) form.append(key, value);
    form.append("certificate", new File([PNG, new Uint8Array(200 * 1024)], "certificate.png"));
    const res = await api("/profile/vehicles", { method: "POST", headers: booker.auth, body: form });
    expect(res.status).toBe(201);
  });

  it("answers a body of another type than JSON with 415, in the user's language", async () => {
    const res = await api("/auth/login", { method: "POST", headers: { "Content-Type": "text/plain", "X-Client-Locale": "en" }, body: "{}" });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: "The request body's type is not supported: send JSON" });
  });
});
