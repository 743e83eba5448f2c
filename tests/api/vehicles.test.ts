import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let owner: Record<string, string>;
let stranger: Record<string, string>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail({ MAX_UPLOAD_MB: "1", MAX_FILES: "2" }));
  owner = { Authorization: `Bearer ${(await signUp(t, smtp, "vehicles@example.com")).token}`, "X-Client-Locale": "en" };
  stranger = { Authorization: `Bearer ${(await signUp(t, smtp, "not-the-owner@example.com")).token}`, "X-Client-Locale": "en" };
});
afterAll(() => close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

function form(fields: Record<string, string>, certificate: File[] = [new File([PNG], "certificate.png")]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of certificate) body.append("certificate", file);
  return body;
}
const truck = { vehicle_type: "1", plate: "вс 1234 нк", make: "Volvo FH", country: "UA", semi_trailer_plate: "BC 5678 XX" };
const send = (method: string, path: string, headers: Record<string, string>, body?: FormData) =>
  t.request(`/api/v3${path}`, { method, headers, body });

describe("vehicles", () => {
  it("are for logged-in users only", async () => {
    expect((await send("GET", "/profile/vehicles", {})).status).toBe(401);
    expect((await send("POST", "/profile/vehicles", {}, form(truck))).status).toBe(401);
  });

  it("refuse bad fields per field, and a missing certificate", async () => {
    const bad = await send("POST", "/profile/vehicles", owner, form({ ...truck, plate: "ЖЖ", make: "" }));
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      plate: ["Enter the licence plate in Latin letters and digits, 2 to 12 characters"],
      make: ["Enter the make"],
    });
    const none = await send("POST", "/profile/vehicles", owner, form(truck, []));
    expect((await none.json()).errors).toEqual({ certificate: ["Attach the vehicle registration certificate"] });
  });

  it("ask a semi-trailer's plate only of a truck with a semi-trailer, and store none without one", async () => {
    const missing = await send("POST", "/profile/vehicles", owner, form({ ...truck, plate: "AA0001AA", has_semi_trailer: "true", semi_trailer_plate: "" }));
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({ semi_trailer_plate: ["Enter the semi-trailer plate"] });
    const without = await send("POST", "/profile/vehicles", owner, form({ ...truck, plate: "AA0002AA", has_semi_trailer: "false", semi_trailer_plate: "!!" }));
    expect(without.status).toBe(201);
    const withoutData = (await without.json()).data;
    expect(withoutData).toMatchObject({ has_semi_trailer: false, semi_trailer_plate: null });
    const withOne = await send("POST", "/profile/vehicles", owner, form({ ...truck, plate: "AA0003AA", has_semi_trailer: "on" }));
    const withData = (await withOne.json()).data;
    expect(withData).toMatchObject({ has_semi_trailer: true, semi_trailer_plate: "BC5678XX" });
    // The other tests start from an empty list.
    for (const id of [withoutData.id, withData.id]) expect((await send("DELETE", `/profile/vehicles/${id}`, owner)).status).toBeLessThan(300);
  });

  it.each([
    ["a disguised file (text named .png)", [new File(["not an image"], "photo.png", { type: "image/png" })], "Attach photos (JPEG or PNG) or a PDF scan"],
    ["an oversized file", [new File([PNG, new Uint8Array(1024 * 1024)], "big.png")], "File size exceeded 1 MB."],
    ["too many files", [new File([PNG], "a.png"), new File([PNG], "b.png"), new File([PNG], "c.png")], "Too many files. Max files count: 2."],
  ])("refuse %s, saving nothing", async (_, certificate, message) => {
    const res = await send("POST", "/profile/vehicles", owner, form(truck, certificate));
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ certificate: [message] });
    expect((await (await send("GET", "/profile/vehicles", owner)).json()).data).toEqual([]);
  });

  it("refuse a body far over the limits before reading it", async () => {
    const huge = new File([new Uint8Array(4 * 1024 * 1024)], "huge.pdf");
    const res = await send("POST", "/profile/vehicles", owner, form(truck, [huge]));
    expect(res.status).toBe(422);
  });

  it("are added with their certificate, normalised, served to their owner only, and counted for the carrier", async () => {
    const res = await send("POST", "/profile/vehicles", owner, form(truck, [new File([PNG], "front.png"), new File([PDF], "scan.pdf")]));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ plate: "BC1234HK", semi_trailer_plate: "BC5678XX", seats: null });
    expect(data.certificate.map((file: { mime: string }) => file.mime)).toEqual(["image/png", "application/pdf"]);

    const file = await t.request(data.certificate[1].url, { headers: owner });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    // A PDF is a download, never a document rendered in the portal's origin; a photo may show inline.
    expect(file.headers.get("content-disposition")).toBe("attachment; filename=scan.pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    const photo = await t.request(data.certificate[0].url, { headers: owner });
    expect(photo.headers.get("content-type")).toBe("image/png");
    expect(photo.headers.get("content-disposition")).toBe("inline; filename=front.png");
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await t.request(data.certificate[1].url, { headers: stranger })).status).toBe(404);
    expect((await t.request(data.certificate[1].url)).status).toBe(401);

    // The same plate, however typed, is the same vehicle.
    expect((await send("POST", "/profile/vehicles", owner, form({ ...truck, plate: "BC-1234-HK" }))).status).toBe(409);

    await t.request("/api/v3/profile/carriers", {
      method: "PUT",
      headers: { ...owner, "Content-Type": "application/json" },
      body: JSON.stringify({ vehicle_type: 1, name: "Fleet LLC", country: "UA", registration_code: "14360570", contact_person: "Olena Koval" }),
    });
    const carriers = (await (await t.request("/api/v3/profile/carriers", { headers: owner })).json()).data;
    expect(carriers["1"].missing).toEqual(["drivers"]);
  });

  it("belong to their user: another user's id answers 404 to reading, changing and removing", async () => {
    const [own] = (await (await send("GET", "/profile/vehicles", owner)).json()).data;
    expect((await send("GET", `/profile/vehicles/${own.id}`, stranger)).status).toBe(404);
    expect((await send("PUT", `/profile/vehicles/${own.id}`, stranger, form({ ...truck, make: "Stolen" }))).status).toBe(404);
    expect((await send("DELETE", `/profile/vehicles/${own.id}`, stranger)).status).toBe(404);
    expect((await (await send("GET", `/profile/vehicles/${own.id}`, owner)).json()).data.make).toBe("Volvo FH");
  });

  it("are changed by their owner, keeping the certificate unless new files come, and removed with their files", async () => {
    const [own] = (await (await send("GET", "/profile/vehicles", owner)).json()).data;
    const changed = await send("PUT", `/profile/vehicles/${own.id}`, owner, form({ ...truck, make: "Volvo FH16" }, []));
    expect(changed.status).toBe(200);
    expect((await changed.json()).data).toMatchObject({ make: "Volvo FH16", certificate: own.certificate });

    const replaced = await send("PUT", `/profile/vehicles/${own.id}`, owner, form(truck, [new File([PDF], "new-scan.pdf")]));
    const { certificate } = (await replaced.json()).data;
    expect(certificate.map((file: { name: string }) => file.name)).toEqual(["new-scan.pdf"]);
    expect((await t.request(own.certificate[0].url, { headers: owner })).status).toBe(404);

    expect((await send("DELETE", `/profile/vehicles/${own.id}`, owner)).status).toBe(204);
    expect((await t.request(certificate[0].url, { headers: owner })).status).toBe(404);
    expect((await send("GET", `/profile/vehicles/${own.id}`, owner)).status).toBe(404);
  });
});
