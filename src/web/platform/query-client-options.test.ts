import { describe, expect, it } from "vitest";
import { QUERY_DEFAULTS, queryClientConfig } from "./query-client-options.ts";

describe("QUERY_DEFAULTS", () => {
  it.each<[keyof typeof QUERY_DEFAULTS, unknown]>([
    ["staleTime", 60_000],
    ["gcTime", 300_000],
    ["retry", false],
    ["refetchOnWindowFocus", false],
  ])("%s is %j", (key, value) => {
    expect(QUERY_DEFAULTS[key]).toBe(value);
  });
});

describe("queryClientConfig", () => {
  it("uses the defaults for queries and no retry for mutations", () => {
    expect(queryClientConfig()).toEqual({
      defaultOptions: {
        queries: { staleTime: 60_000, gcTime: 300_000, retry: false, refetchOnWindowFocus: false },
        mutations: { retry: false },
      },
    });
  });

  it("returns independent objects", () => {
    const first = queryClientConfig();
    first.defaultOptions.queries.staleTime = 0;
    expect(queryClientConfig().defaultOptions.queries.staleTime).toBe(60_000);
    expect(QUERY_DEFAULTS.staleTime).toBe(60_000);
  });
});
