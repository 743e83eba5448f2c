import { expect, it } from "vitest";
import { featuresOf } from "./feature-strings.ts";

it("collects the lazy features the matched routes name, once each", () => {
  const matches = [{ handle: undefined }, { handle: { features: ["queues"] } }, { handle: { other: true } }, { handle: { features: ["booking", "queues"] } }];
  expect(featuresOf(matches)).toEqual(["queues", "booking"]);
  expect(featuresOf([{}])).toEqual([]);
});
