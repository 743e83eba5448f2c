import { describe, expect, it } from "vitest";
import { shouldPrefetch } from "./prefetch-policy.ts";
import type { ConnectionInfo } from "./prefetch-policy.ts";

describe("shouldPrefetch", () => {
  it.each<[string, ConnectionInfo | undefined, boolean]>([
    ["unknown connection", undefined, true],
    ["empty connection info", {}, true],
    ["4g", { effectiveType: "4g" }, true],
    ["3g", { effectiveType: "3g" }, true],
    ["2g", { effectiveType: "2g" }, false],
    ["slow-2g", { effectiveType: "slow-2g" }, false],
    ["data saver", { saveData: true }, false],
    ["data saver on 4g", { saveData: true, effectiveType: "4g" }, false],
    ["data saver off on 4g", { saveData: false, effectiveType: "4g" }, true],
    ["data saver off on 2g", { saveData: false, effectiveType: "2g" }, false],
  ])("%s -> %s", (_name, connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});
