import { describe, expect, it } from "vitest";
import type { WebContext } from "../../context.ts";
import type { Viewer, ViewerCarrier } from "../../viewer.server.ts";
import { decideJoin } from "./join-decision.server.ts";

const carrier = (id: number, vehicle_type: 1 | 2 | 3, ready = true): ViewerCarrier => ({ id, vehicle_type, has_enough_carrier_info: ready });

function webOf(carriers: ViewerCarrier[] | null, locale: "uk" | "en" = "en"): WebContext {
  const viewer: Viewer | null = carriers && {
    id: 1,
    email: "a@example.com",
    phone: null,
    account_type: "carrier",
    role: "user",
    carrier_type: 1,
    carriers: Object.fromEntries(carriers.map((c) => [String(c.vehicle_type), c])),
    queues_counter: 0,
    notices_unread: 0,
  };
  return { locale, hasSession: viewer !== null, secureCookies: false, api: { get: async () => ({ data: viewer }) } } as unknown as WebContext;
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("no redirect");
}

const url = (search = "", path = "/en/queue/join") => new URL(`http://portal.test${path}${search}`);

describe("decideJoin", () => {
  it("sends a guest to the login page, which brings them back", async () => {
    const response = await thrown(decideJoin(webOf(null), url("?checkpoint=4")));
    expect(response.headers.get("Location")).toBe(`/en/login?redirectTo=${encodeURIComponent("/en/queue/join?checkpoint=4")}`);
  });

  it("sends a single ready carrier to its new-queue page, with the checkpoint", async () => {
    const response = await thrown(decideJoin(webOf([carrier(7, 1)]), url("?checkpoint=4")));
    expect(response.headers.get("Location")).toBe("/en/queue/new/7?checkpoint=4");
  });

  it("asks which vehicle type when there are several carriers, and follows the choice", async () => {
    const web = webOf([carrier(7, 1), carrier(9, 3), carrier(11, 2, false)]);
    expect(await decideJoin(web, url())).toEqual({
      carriers: [
        { id: 7, vehicleType: 1, hasEnoughCarrierInfo: true },
        { id: 9, vehicleType: 3, hasEnoughCarrierInfo: true },
      ],
      checkpointId: null,
      invalidChoice: false,
    });
    const response = await thrown(decideJoin(web, url("?carrier=9&checkpoint=4")));
    expect(response.headers.get("Location")).toBe("/en/queue/new/9?checkpoint=4");
  });

  it("asks again, saying so, for a carrier that is not one of the user's", async () => {
    const choice = await decideJoin(webOf([carrier(7, 1), carrier(9, 3)]), url("?carrier=12345"));
    expect(choice.invalidChoice).toBe(true);
  });

  it("sends a user without a ready carrier to the carrier profile with the warning (uk without a prefix)", async () => {
    const response = await thrown(decideJoin(webOf([carrier(7, 1, false)], "uk"), url("", "/queue/join")));
    expect(response.headers.get("Location")).toBe("/profile/carrier?warning=carrierRequired");
    expect(response.headers.get("Set-Cookie")).toMatch(/^flash=/);
  });
});
