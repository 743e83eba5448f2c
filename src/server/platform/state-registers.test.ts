import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpStateRegisters, createSimulatedStateRegisters } from "./state-registers.ts";

const ivan = { series: "FA", number: "123456", firstName: "Ivan", lastName: "Petrenko", birthDate: "1980-05-12" };

describe("the simulated state registers", () => {
  const registers = createSimulatedStateRegisters();

  it.each([
    ["a seeded plate, in Cyrillic look-alikes", "АА 1234 ВВ", { kind: "found", holderCode: "32855961" }],
    ["a car held by a person (tax number)", "ka0001ax", { kind: "found", holderCode: "3012345670" }],
    ["an unknown plate", "ZZ0000ZZ", { kind: "not-found" }],
    ["a plate starting with 000", "000AA1", { kind: "unavailable" }],
  ])("answers %s", async (_, plate, answer) => {
    expect(await registers.vehicleHolder(plate)).toEqual(answer);
  });

  it.each([
    ["the person of a seeded passport", ivan, "match"],
    ["the name in another case", { ...ivan, firstName: "IVAN", lastName: "petrenko" }, "match"],
    ["another date of birth", { ...ivan, birthDate: "1980-05-13" }, "mismatch"],
    ["an unknown passport", { ...ivan, number: "999999" }, "not-found"],
    ["a number starting with 000", { ...ivan, series: "EK", number: "000111" }, "unavailable"],
  ] as const)("checks %s", async (_, question, answer) => {
    expect(await registers.checkPassport(question)).toBe(answer);
  });
});

describe("the HTTP state registers client", () => {
  const seen: Array<{ method: string | undefined; url: string | undefined; authorization: string | undefined; body: string }> = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
      const reply = (status: number, json: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      if (req.url === "/v1/vehicles/AA1234BB") return reply(200, { holder_code: "3285 5961" });
      if (req.url === "/v1/vehicles/BROKEN1") return reply(500, {});
      if (req.url === "/v1/vehicles/ODD1") return reply(200, { holder: "?" });
      if (req.url === "/v1/passports/check") return JSON.parse(body).number === "123456" ? reply(200, { result: "mismatch" }) : reply(404, {});
      reply(404, {});
    });
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("asks for the normalised plate with the token, and reads the holder's code", async () => {
    const registers = createHttpStateRegisters(base, "registers-token");
    expect(await registers.vehicleHolder("аа 1234 вв")).toEqual({ kind: "found", holderCode: "32855961" });
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/v1/vehicles/AA1234BB", authorization: "Bearer registers-token" });
    expect(await registers.vehicleHolder("XX1")).toEqual({ kind: "not-found" });
  });

  it("posts the passport with the person, and maps the answers", async () => {
    const registers = createHttpStateRegisters(base, undefined);
    expect(await registers.checkPassport(ivan)).toBe("mismatch");
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ series: "FA", number: "123456", first_name: "Ivan", last_name: "Petrenko", birth_date: "1980-05-12" });
    expect(seen.at(-1)!.authorization).toBeUndefined();
    expect(await registers.checkPassport({ ...ivan, number: "111111" })).toBe("not-found");
  });

  it("is unavailable on a server error, an answer it cannot read, or no answer", async () => {
    const registers = createHttpStateRegisters(base, undefined);
    expect(await registers.vehicleHolder("BROKEN1")).toEqual({ kind: "unavailable" });
    expect(await registers.vehicleHolder("ODD1")).toEqual({ kind: "unavailable" });
    const nowhere = createHttpStateRegisters("http://127.0.0.1:9/", undefined);
    expect(await nowhere.vehicleHolder("AA1234BB")).toEqual({ kind: "unavailable" });
    expect(await nowhere.checkPassport(ivan)).toBe("unavailable");
  });
});
