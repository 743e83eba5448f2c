import { expect, it } from "vitest";
import { nodeEnvFor } from "./node-env.ts";

it("runs the libraries in production mode when the portal runs in production", () => {
  expect(nodeEnvFor("production", undefined)).toBe("production");
});

it("leaves development and test, and an operator's own NODE_ENV, as they are", () => {
  expect(nodeEnvFor(undefined, undefined)).toBeUndefined();
  expect(nodeEnvFor("development", undefined)).toBeUndefined();
  expect(nodeEnvFor("test", undefined)).toBeUndefined();
  expect(nodeEnvFor("production", "development")).toBe("development");
});
