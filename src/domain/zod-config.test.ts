import { config, z } from "zod";
import { afterEach, describe, expect, it } from "vitest";
import "./zod-config.ts";

const realFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = realFunction;
});

/** Records every function built from a string (what a CSP without 'unsafe-eval' refuses). */
function recordGeneratedCode(): unknown[][] {
  const generated: unknown[][] = [];
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args, newTarget) {
      generated.push(args);
      return Reflect.construct(target, args, newTarget) as object;
    },
    apply(target, self, args) {
      generated.push(args);
      return Reflect.apply(target, self, args) as unknown;
    },
  });
  return generated;
}

describe("zod's options", () => {
  it("build and parse object schemas without generating code (the CSP allows no eval)", () => {
    expect(config().jitless).toBe(true);
    const generated = recordGeneratedCode();
    const schema = z.object({ plate: z.string().min(2), seats: z.number().int(), driver: z.object({ name: z.string() }) });
    // The generated parser would be built on a first parse and used from then on.
    for (let i = 0; i < 3; i++) {
      expect(schema.parse({ plate: "AA1234BB", seats: 2, driver: { name: "Ivan" }, extra: 1 })).toEqual({
        plate: "AA1234BB",
        seats: 2,
        driver: { name: "Ivan" },
      });
    }
    expect(schema.safeParse({ plate: "A", seats: 1.5, driver: {} }).error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "plate",
      "seats",
      "driver.name",
    ]);
    expect(generated).toEqual([]);
  });
});
