import { describe, expect, it } from "vitest";
import { getWeb } from "./context.ts";
import { testLoadContext } from "../../tests/support/load-context.ts";

/** A server-rendering context whose API answers the profile of user 42 and records each call's identifier. */
function renderingContext(cookie: string | undefined) {
  const calls: Array<{ path: string; identifier: string | null }> = [];
  const context = testLoadContext(async (request) => {
    const path = new URL(request.url).pathname;
    calls.push({ path, identifier: request.headers.get("X-User-Agent") });
    if (path.endsWith("/account/profile")) return Response.json({ data: { id: 42, email: "a@example.com", carriers: {} } });
    return Response.json({ data: [] });
  }, cookie ? { cookie } : {});
  return { web: getWeb(context), calls };
}

describe("the client identifier of server rendering (SPEC §7)", () => {
  it("names the logged-in user in the calls a page's loaders make", async () => {
    const { web, calls } = renderingContext("session=abc");
    await Promise.all([web.api.get("/queues"), web.api.get("/checkpoints")]);
    expect(calls.filter((call) => !call.path.endsWith("/account/profile"))).toEqual([
      { path: "/api/v3/queues", identifier: "eQueue/1.2.3 Web/1.2.3 User/42" },
      { path: "/api/v3/checkpoints", identifier: "eQueue/1.2.3 Web/1.2.3 User/42" },
    ]);
    // The profile is read once, by the call that finds out who is asking.
    expect(calls.filter((call) => call.path.endsWith("/account/profile"))).toHaveLength(1);
  });

  it("says guest without a session, and asks nobody who it is", async () => {
    const { web, calls } = renderingContext(undefined);
    await web.api.get("/checkpoints");
    expect(calls).toEqual([{ path: "/api/v3/checkpoints", identifier: "eQueue/1.2.3 Web/1.2.3 User/guest" }]);
  });
});
