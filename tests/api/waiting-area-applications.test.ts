import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitingAreaApplications } from "../../src/server/db/schema.ts";
import { TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail } from "../support/test-app.ts";

let env: Awaited<ReturnType<typeof createTestAppWithMail>>;
beforeAll(async () => {
  env = await createTestAppWithMail();
});
afterAll(() => env.close());

const application = (email: string, extra: Record<string, unknown> = {}) => ({
  company: "TOV Zakhid-Parking",
  contact_person: "Olena Kovalchuk",
  email,
  phone: "+380 33 123 45 67",
  area_name: "Zakhid truck stop <b>",
  address: "Luboml, Kovel Raion, Volyn Oblast",
  highway: "M-07",
  checkpoint_id: 1,
  parking_spaces: 120,
  services: ["wifi", "shower"],
  comment: "Open since 2024.\nGuarded.",
  ...extra,
});
const submit = (body: unknown, headers: Record<string, string> = {}) =>
  env.app.request("/api/v3/waiting-area-applications", { method: "POST", headers: { ...TEST_HEADERS, ...headers }, body: JSON.stringify(body) });
const stored = async () => (await env.app.database.db.select({ v: count() }).from(waitingAreaApplications))[0]?.v ?? 0;

describe("POST /api/v3/waiting-area-applications", () => {
  it("stores the application and acknowledges it by mail over SMTP, the applicant's text escaped", async () => {
    const res = await submit(application("ops@zakhid.example"));
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe("Application submitted. Your request has been received, expect an answer by e-mail.");
    const [row] = await env.app.database.db.select().from(waitingAreaApplications);
    expect(row).toMatchObject({ company: "TOV Zakhid-Parking", checkpointId: 1, services: ["wifi", "shower"], status: "new", locale: "en", comment: "Open since 2024.\nGuarded." });
    await expect.poll(() => env.smtp.mailsTo("ops@zakhid.example").length).toBe(1);
    const mail = env.smtp.mailsTo("ops@zakhid.example")[0]!;
    expect(mail.text).toContain("Your application to connect a waiting area");
    expect(mail.text).toContain("Yahodyn – Dorohusk");
    expect(mail.text).toContain("Zakhid truck stop &lt;b&gt;");
    expect(mail.text).not.toContain("<td>Zakhid truck stop <b>");
  });

  it("refuses bad input field by field and stores nothing", async () => {
    const before = await stored();
    const res = await submit(application("not-an-email", { company: " ", parking_spaces: 0, services: ["sauna"], checkpoint_id: 99999 }));
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(Object.keys(errors).sort()).toEqual(["company", "email", "parking_spaces", "services.0"].sort());
    expect((await submit(application("a@b.example", { checkpoint_id: 99999 }))).status).toBe(422);
    expect((await submit({})).status).toBe(422);
    expect((await submit(application("a@b.example", { comment: "x".repeat(1001) }))).status).toBe(422);
    expect((await submit(application("a@b.example", { area_name: "x".repeat(201) }))).status).toBe(422);
    expect(await stored()).toBe(before);
  });

  it("needs the bot check", async () => {
    const res = await env.app.request("/api/v3/waiting-area-applications", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client-Locale": "en" },
      body: JSON.stringify(application("bot@example.com")),
    });
    expect(res.status).toBe(422);
  });

  it("limits applications from one address", async () => {
    let status = 0;
    for (let i = 0; i < 8 && status !== 429; i++) status = (await submit(application(`many${i}@example.com`), { "X-Forwarded-For": "203.0.113.9" })).status;
    expect(status).toBe(429);
  });
});
