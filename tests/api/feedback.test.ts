/**
 * POST /api/v3/feedback: stored, mailed over SMTP (to an in-process server) to the support address
 * and to the sender in their language; the bot check, validation and the rate limits refuse before
 * anything is stored or sent.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_LIMITS, FEEDBACK_QUESTION_MAX } from "../../src/domain/feedback.ts";
import { feedbackMessages } from "../../src/server/db/schema.ts";
import { signUp } from "../support/accounts.ts";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

const SUPPORT = "help@support.example";
let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail({ TRUST_PROXY: "true", SUPPORT_EMAIL: SUPPORT }));
});
afterAll(() => close());

let ipCounter = 0;
/** Each test its own client address, so that the per-address limit counts only its own sends. */
const nextIp = () => `198.51.100.${++ipCounter}`;

const message = (email: string, extra: Record<string, unknown> = {}) => ({
  subject: "Booking for a bus",
  question: "How do I book a place for a bus?\nWe travel on Mondays.",
  contact_method: "+48 600 000 000",
  email,
  ...extra,
});

function send(body: unknown, { ip = nextIp(), locale = "en", headers = {} as Record<string, string> } = {}) {
  return t.request("/api/v3/feedback", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Client-Locale": locale, "X-Skip-Bot-Check": "1", "X-Forwarded-For": ip, ...headers },
    body: JSON.stringify(body),
  });
}

const rowsFrom = async (email: string) => t.database.db.select().from(feedbackMessages).where(eq(feedbackMessages.email, email));
const stored = async () => (await t.database.db.select({ n: count() }).from(feedbackMessages))[0]?.n ?? 0;

describe("POST /api/v3/feedback", () => {
  it("stores the message, mails it to support over SMTP and confirms it to the sender in their language", async () => {
    const res = await send(message(" Kierowca@Example.com "), { locale: "pl" });
    expect(res.status).toBe(202);
    const body = (await res.json()) as { message: string; data: { id: number } };
    expect(body.message).toBe("Twoje zgłoszenie zostało przyjęte, odpowiedź otrzymasz e-mailem");

    const [row] = await rowsFrom("kierowca@example.com");
    expect(row).toMatchObject({
      id: body.data.id,
      subject: "Booking for a bus",
      question: "How do I book a place for a bus?\nWe travel on Mondays.",
      contactMethod: "+48 600 000 000",
      locale: "pl",
      status: "new",
      userId: null,
    });

    await expect.poll(() => smtp.mailsTo(SUPPORT).length).toBe(1);
    const toSupport = smtp.mailsTo(SUPPORT)[0]!;
    expect(toSupport.raw).toMatch(/^Reply-To: kierowca@example\.com\r?$/im);
    expect(toSupport.text).toContain(`Номер звернення: ${body.data.id}`);
    expect(toSupport.text).toContain("Booking for a bus");
    expect(toSupport.text).toContain("We travel on Mondays.");
    expect(toSupport.text).toContain("+48 600 000 000");

    const toSender = smtp.mailsTo("kierowca@example.com");
    expect(toSender).toHaveLength(1);
    expect(toSender[0]!.text).toContain("Twoje zgłoszenie zostało przyjęte, odpowiedź otrzymasz e-mailem.");
    expect(toSender[0]!.text).toContain(`Numer zgłoszenia: ${body.data.id}`);
    expect(toSender[0]!.text).toContain("How do I book a place for a bus?");
  });

  it("keeps the signed-in user with the message", async () => {
    const { token } = await signUp(t, smtp, "member@example.com");
    const res = await send(message("member-reply@example.com"), { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(202);
    const [row] = await rowsFrom("member-reply@example.com");
    expect(row?.userId).toEqual(expect.any(Number));
  });

  it("sends what was typed as text: markup in the question is escaped in the mails' HTML", async () => {
    const question = 'Hello <img src=x onerror="alert(1)"> & bye';
    expect((await send(message("markup@example.com", { question }))).status).toBe(202);
    const [row] = await rowsFrom("markup@example.com");
    expect(row?.question).toBe(question);
    await expect.poll(() => smtp.mailsTo("markup@example.com").length).toBe(1);
    const mail = smtp.mailsTo("markup@example.com")[0]!.text;
    const html = mail.slice(mail.indexOf("Content-Type: text/html"));
    expect(html).toContain("<p>Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; bye</p>");
    expect(html).not.toContain("<img");
  });

  it("refuses an empty or oversized message field by field, in the client's language, and stores and sends nothing", async () => {
    const before = await stored();
    const mailsBefore = smtp.mails.length;
    const empty = await send({ subject: " ", question: "", email: "" }, { locale: "uk" });
    expect(empty.status).toBe(422);
    const { errors } = (await empty.json()) as { errors: Record<string, string[]> };
    expect(errors).toEqual({ subject: ["Вкажіть тему запитання"], question: ["Вкажіть запитання"], email: ["Вкажіть e-mail"] });

    const long = await send(message("long@example.com", { question: "a".repeat(FEEDBACK_QUESTION_MAX + 1) }));
    expect(long.status).toBe(422);
    expect(((await long.json()) as { errors: Record<string, string[]> }).errors.question).toEqual([`At most ${FEEDBACK_QUESTION_MAX} characters`]);

    const huge = await send(message("huge@example.com", { question: "a".repeat(100_000) }));
    expect([413, 422]).toContain(huge.status);
    expect(await stored()).toBe(before);
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it("needs the bot check", async () => {
    const before = await stored();
    const res = await send(message("bot@example.com"), { headers: { "X-Skip-Bot-Check": "" } });
    expect(res.status).toBe(422);
    expect(await stored()).toBe(before);
  });

  it("limits the messages per client address and per e-mail, with Retry-After", async () => {
    const ip = nextIp();
    for (let i = 0; i < FEEDBACK_LIMITS.feedbackPerIp.points; i++) {
      expect((await send(message(`ip-${i}@example.com`), { ip })).status).toBe(202);
    }
    const refused = await send(message("ip-last@example.com"), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsFrom("ip-last@example.com")).toEqual([]);

    for (let i = 0; i < FEEDBACK_LIMITS.feedbackPerEmail.points; i++) {
      expect((await send(message("same@example.com"))).status).toBe(202);
    }
    // Another address, and the e-mail written differently, count the same e-mail.
    expect((await send(message("SAME@example.com "))).status).toBe(429);
    expect(await rowsFrom("same@example.com")).toHaveLength(FEEDBACK_LIMITS.feedbackPerEmail.points);
  });
});
