import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpRegistry, createSimulatedRegistry, RegistryUnavailableError } from "./registry.ts";

describe("the simulated registry", () => {
  const registry = createSimulatedRegistry();

  it.each([
    ["a seeded passport, however it is typed", "fa 123-456", "found"],
    ["an unknown passport", "ZZ999999", "not-found"],
  ])("answers %s", async (_, number, answer) => {
    expect(await registry.checkPassport(number)).toBe(answer);
  });

  it("knows the seeded permits", async () => {
    expect(await registry.checkPermit("ua2026001")).toBe("found");
    expect(await registry.checkPermit("UA2026999")).toBe("not-found");
  });

  it("is unavailable for numbers starting with 000", async () => {
    await expect(registry.checkPermit("000123")).rejects.toThrow(RegistryUnavailableError);
    await expect(registry.checkPassport("000ABC")).rejects.toThrow(RegistryUnavailableError);
  });
});

describe("the HTTP registry client", () => {
  const seen: Array<{ url: string | undefined; authorization: string | undefined }> = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url, authorization: req.headers.authorization });
    const status = req.url?.endsWith("/FA123456") ? 200 : req.url?.includes("BROKEN") ? 500 : 404;
    res.writeHead(status, { "Content-Type": "application/json" }).end("{}");
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("maps 200 to found and 404 to not found, sending the normalised number and the token", async () => {
    const registry = createHttpRegistry(base, "registry-token");
    expect(await registry.checkPassport("fa 123456")).toBe("found");
    expect(await registry.checkPermit("ekmt-1")).toBe("not-found");
    expect(seen.slice(-2)).toEqual([
      { url: "/v1/passports/FA123456", authorization: "Bearer registry-token" },
      { url: "/v1/permits/EKMT1", authorization: "Bearer registry-token" },
    ]);
  });

  it("reports other answers and no answer as unavailable", async () => {
    await expect(createHttpRegistry(base, undefined).checkPermit("BROKEN")).rejects.toThrow(RegistryUnavailableError);
    await expect(createHttpRegistry("http://127.0.0.1:9", undefined).checkPermit("X1")).rejects.toThrow(RegistryUnavailableError);
  });
});
