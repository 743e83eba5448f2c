import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botCheckUses } from "../../src/server/db/schema.ts";
import { CHALLENGE_TTL_MINUTES } from "../../src/server/platform/bot-check.ts";
import { runHousekeeping } from "../../src/server/platform/housekeeping.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the altcha widget does in the browser: fetch a challenge, solve it, encode the payload. */
async function solvedPayload(app = t): Promise<string> {
  const res = await app.request("/api/v3/bot-check/challenge");
  expect(res.headers.get("cache-control")).toBe("no-store");
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

const login = (headers: Record<string, string>, app = t) =>
  app.request("/api/v3/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Client-Locale": "en", ...headers },
    body: JSON.stringify({ login: "someone@example.com", password: "whatever1" }),
  });

describe("bot check on login and register", () => {
  it("issues signed, expiring challenges", async () => {
    const challenge = await (await t.request("/api/v3/bot-check/challenge")).json();
    expect(challenge.signature).toEqual(expect.any(String));
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it("refuses a request without a solution, or with a forged one", async () => {
    for (const headers of [{}, { "X-Bot-Check": "bm90IGEgcGF5bG9hZA==" }] as Array<Record<string, string>>) {
      const res = await login(headers);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: "We could not confirm that you are not a robot. Try again" });
    }
  });

  it("accepts a solution once; a reused one answers recaptcha_wasted", async () => {
    const payload = await solvedPayload();
    const first = await login({ "X-Bot-Check": payload });
    expect(first.status).toBe(422);
    expect((await first.json()).errors).toHaveProperty("password"); // past the check, at the password
    const again = await login({ "X-Bot-Check": payload });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ recaptcha_wasted: true });
  });

  it("checks a solution that is sent even with the skip flag (the web's widget is tested for real)", async () => {
    const res = await login({ "X-Skip-Bot-Check": "1", "X-Bot-Check": "bm90IGEgcGF5bG9hZA==" });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: "We could not confirm that you are not a robot. Try again" });
  });

  it("honours the skip flag only in test mode", async () => {
    expect((await (await login({ "X-Skip-Bot-Check": "1" })).json()).errors).toHaveProperty("password");
    const dev = await createTestApp({ APP_ENV: "development" });
    try {
      const res = await login({ "X-Skip-Bot-Check": "1" }, dev);
      expect(await res.json()).toEqual({ message: "We could not confirm that you are not a robot. Try again" });
    } finally {
      await dev.close();
    }
  });
});

describe("the question for forms without JavaScript", () => {
  const question = async () => {
    const res = await t.request("/api/v3/bot-check/question");
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as { a: number; b: number; token: string };
  };

  it("lets a right answer past the check once; a wrong or reused one is refused, even with the skip flag", async () => {
    const { a, b, token } = await question();
    const wrong = await login({ "X-Bot-Question": token, "X-Bot-Answer": String(a + b + 1), "X-Skip-Bot-Check": "1" });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: "The answer to the check question is wrong. Answer the new question." });

    const right = await login({ "X-Bot-Question": token, "X-Bot-Answer": ` ${a + b} ` });
    expect(right.status).toBe(422);
    expect((await right.json()).errors).toHaveProperty("password"); // past the check, at the password
    const again = await login({ "X-Bot-Question": token, "X-Bot-Answer": String(a + b) });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ message: "This check question was used already. Answer the new question." });
  });

  it("refuses a forged token or an expired question", async () => {
    const { a, b, token } = await question();
    const [id, expires, signature] = token.split(".");
    const later = `${id}.${Number(expires) + 3_600_000}.${signature}`;
    const res = await login({ "X-Bot-Question": later, "X-Bot-Answer": String(a + b) });
    expect(res.status).toBe(422);
    const past = `${id}.${Date.now() - 1000}.${signature}`;
    expect((await login({ "X-Bot-Question": past, "X-Bot-Answer": String(a + b) })).status).toBe(422);
    expect((await login({ "X-Bot-Question": "nonsense", "X-Bot-Answer": "4" })).status).toBe(422);
  });
});

describe("housekeeping", () => {
  it("forgets used solutions once their challenges have long expired, and keeps recent ones", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const { db } = t.database;
    await db.insert(botCheckUses).values([
      { challengeId: "old-one", usedAt: new Date(now.getTime() - 2 * CHALLENGE_TTL_MINUTES * 60_000 - 1000) },
      { challengeId: "recent-one", usedAt: new Date(now.getTime() - 60_000) },
    ]);
    await runHousekeeping(db, now);
    const left = (await db.select().from(botCheckUses)).map((row) => row.challengeId);
    expect(left).toContain("recent-one");
    expect(left).not.toContain("old-one");
  });
});
