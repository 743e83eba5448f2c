import { describe, expect, it } from "vitest";
import { CUSTOMS_BATCH, CUSTOMS_REQUESTS_AT_ONCE, CustomsUnavailableError, createHttpCustoms, createSimulatedCustoms } from "./customs.ts";

const since = new Date("2026-11-25T10:00:00Z");

describe("the customs declarations client", () => {
  it("asks for the plates in batches since a time and reads the declarations, normalising their plates", async () => {
    const asked: URL[] = [];
    const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
      asked.push(new URL(String(input)));
      expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer secret-token");
      const first = asked.length === 1;
      return Response.json({ data: first ? [{ number: "UA100000/2026/1", plate: "aa 1234 bb", registered_at: "2026-11-25T11:00:00Z" }, { number: 5 }] : [] });
    }) as typeof fetch;
    const plates = Array.from({ length: CUSTOMS_BATCH + 1 }, (_, i) => `AA${String(i).padStart(4, "0")}BB`);
    const found = await createHttpCustoms("https://customs.example/api/", "secret-token", fetchImpl).registeredSince(plates, since);
    expect(asked.map((url) => url.searchParams.getAll("plate").length)).toEqual([CUSTOMS_BATCH, 1]);
    expect(asked[0]!.pathname).toBe("/api/declarations");
    expect(asked[0]!.searchParams.get("since")).toBe(since.toISOString());
    expect(found).toEqual([{ number: "UA100000/2026/1", plate: "AA1234BB", registeredAt: new Date("2026-11-25T11:00:00Z") }]);
  });

  it("asks a long queue's plates a few requests at a time, and answers in the plates' order", async () => {
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    const fetchImpl = (async (input: string | URL) => {
      const first = new URL(String(input)).searchParams.getAll("plate")[0]!;
      asked.push(first);
      inFlight += 1;
      most = Math.max(most, inFlight);
      // The later batches answer first.
      await new Promise((done) => setTimeout(done, 40 - asked.length * 3));
      inFlight -= 1;
      return Response.json({ data: [{ number: `D-${first}`, plate: first, registered_at: "2026-11-25T11:00:00Z" }] });
    }) as typeof fetch;
    const plates = Array.from({ length: CUSTOMS_BATCH * 10 }, (_, i) => `AA${String(i).padStart(4, "0")}BB`);
    const found = await createHttpCustoms("https://customs.example", undefined, fetchImpl).registeredSince(plates, since);
    expect(most).toBe(CUSTOMS_REQUESTS_AT_ONCE);
    expect(asked).toHaveLength(10);
    expect(found.map((declaration) => declaration.plate)).toEqual(Array.from({ length: 10 }, (_, i) => plates[i * CUSTOMS_BATCH]));
  });

  it("stops asking once a request fails, and calls customs unavailable", async () => {
    let asked = 0;
    const fetchImpl = (async () => {
      asked += 1;
      await new Promise((done) => setTimeout(done, 5));
      return new Response("busy", { status: asked === 1 ? 503 : 200 });
    }) as typeof fetch;
    const plates = Array.from({ length: CUSTOMS_BATCH * 10 }, (_, i) => `AA${String(i).padStart(4, "0")}BB`);
    await expect(createHttpCustoms("https://customs.example", undefined, fetchImpl).registeredSince(plates, since)).rejects.toThrow(CustomsUnavailableError);
    // The first failed while the other three were out: none was started after it.
    expect(asked).toBe(CUSTOMS_REQUESTS_AT_ONCE);
  });

  it("calls customs unavailable on another status, an unreadable body or no answer", async () => {
    const answering = (response: () => Response) => createHttpCustoms("https://customs.example", undefined, (async () => response()) as unknown as typeof fetch);
    await expect(answering(() => new Response("busy", { status: 503 })).registeredSince(["AA1234BB"], since)).rejects.toThrow(CustomsUnavailableError);
    await expect(answering(() => new Response("<html>")).registeredSince(["AA1234BB"], since)).rejects.toThrow(CustomsUnavailableError);
    const failing = createHttpCustoms("https://customs.example", undefined, (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch);
    await expect(failing.registeredSince(["AA1234BB"], since)).rejects.toThrow(CustomsUnavailableError);
  });
});

describe("the customs simulator", () => {
  it("answers the declarations registered for the plates since the time", async () => {
    const customs = createSimulatedCustoms();
    customs.register({ number: "D1", plate: "aa-1234-bb", registeredAt: new Date("2026-11-25T09:00:00Z") });
    customs.register({ number: "D2", plate: "AA1234BB", registeredAt: new Date("2026-11-25T11:00:00Z") });
    customs.register({ number: "D3", plate: "BC0001AA", registeredAt: new Date("2026-11-25T11:00:00Z") });
    expect((await customs.registeredSince(["AA1234BB"], since)).map((d) => d.number)).toEqual(["D2"]);
  });

  it("answers, among many plates asked, the declarations of those asked for, in the order they were registered", async () => {
    const customs = createSimulatedCustoms();
    customs.register({ number: "D1", plate: "BC0001AA", registeredAt: new Date("2026-11-25T11:00:00Z") });
    customs.register({ number: "D2", plate: "XX9999XX", registeredAt: new Date("2026-11-25T11:00:00Z") });
    customs.register({ number: "D3", plate: "AA1234BB", registeredAt: new Date("2026-11-25T12:00:00Z") });
    customs.register({ number: "D4", plate: "BC0001AA", registeredAt: new Date("2026-11-25T12:30:00Z") });
    const plates = Array.from({ length: 50_000 }, (_, index) => `AB${String(index).padStart(5, "0")}CD`);
    plates.splice(20_000, 0, "AA1234BB", "BC0001AA");
    expect((await customs.registeredSince(plates, since)).map((d) => d.number)).toEqual(["D1", "D3", "D4"]);
    expect(await customs.registeredSince(plates, new Date("2026-11-26T00:00:00Z"))).toEqual([]);
  });
});
