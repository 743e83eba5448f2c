import { describe, expect, it } from "vitest";
import { z } from "../../domain/zod.ts";
import { lazyCheck, readyCheck } from "./form-check.ts";

const schema = z.object({ name: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }) });
const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("a form's check in the browser", () => {
  it("a ready check parses at once", () => {
    const check = readyCheck<typeof schema>(() => ({ status: "success", payload: {}, value: {}, reply: () => ({}) }) as never);
    expect(check.settled).toBe(true);
    expect(check.parse).not.toBeNull();
  });

  it("a lazy check has nothing until loaded, loads its schema once, then parses with it", async () => {
    let loads = 0;
    const check = lazyCheck(async () => {
      loads += 1;
      return schema;
    });
    expect(check.parse).toBeNull();
    expect(check.settled).toBe(false);
    await Promise.all([check.load(), check.load()]);
    await check.load();
    expect(loads).toBe(1);
    expect(check.settled).toBe(true);
    expect(check.parse!(formData({ name: "" }))).toMatchObject({ status: "error", error: { name: ["validation.required"] } });
    expect(check.parse!(formData({ name: "Ann" })).status).toBe("success");
  });

  it("a lazy check whose code cannot load settles without a parse (the server checks the form)", async () => {
    const check = lazyCheck<typeof schema>(() => Promise.reject(new Error("chunk gone")));
    await expect(check.load()).resolves.toBeUndefined();
    expect(check.settled).toBe(true);
    expect(check.parse).toBeNull();
  });
});
