/** Accounts for the join-queue tests: a second carrier beside createBooker's, or a carrier not ready to book. */
import { expect, type APIRequestContext } from "@playwright/test";
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { PASSWORD } from "./queue-helpers.ts";

const HEADERS = { "X-Skip-Bot-Check": "1", "X-Client-Locale": "en" };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, "0");

/** Adds a carrier of `vehicleType` with a vehicle of that type to the logged-in account of `request` (its driver is shared); answers the carrier's id. */
export async function addReadyCarrier(request: APIRequestContext, vehicleType: 1 | 2 | 3): Promise<number> {
  const carrier = await request.put("/api/v3/profile/carriers", {
    headers: HEADERS,
    data: { vehicle_type: vehicleType, name: `Second ${random(4)}`, country: "PL", registration_code: `PL${random(8)}`, contact_person: "Jan Kowalski" },
  });
  expect(carrier.status(), await carrier.text()).toBe(200);
  const vehicle = await request.post("/api/v3/profile/vehicles", {
    headers: { "X-Client-Locale": "en" },
    multipart: {
      vehicle_type: String(vehicleType),
      plate: `WB${random(5)}`,
      make: "Skoda",
      country: "PL",
      ...(vehicleType === 2 ? { seats: "50" } : {}),
      certificate: { name: "certificate.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const { data } = (await (await request.get("/api/v3/profile/carriers")).json()) as { data: Record<string, { id: number; has_enough_carrier_info: boolean }> };
  expect(data[String(vehicleType)]?.has_enough_carrier_info).toBe(true);
  return data[String(vehicleType)]!.id;
}

/** A truck carrier with no driver and no vehicle yet (not enough to book), logged in on `request`. */
export async function createUnreadyCarrier(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail("unready");
  await createAccount(request, email, PASSWORD);
  expect((await request.put("/api/v3/profile/carrier-type", { headers: HEADERS, data: { carrier_type: 1 } })).status()).toBe(200);
  const carrier = await request.put("/api/v3/profile/carriers", {
    headers: HEADERS,
    data: { vehicle_type: 1, name: `Unready ${random(4)}`, country: "PL", registration_code: `PL${random(8)}`, contact_person: "Jan Kowalski" },
  });
  expect(carrier.status()).toBe(200);
  return email;
}
