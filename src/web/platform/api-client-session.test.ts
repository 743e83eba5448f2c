/** SPEC §8: renewing the session on a 401, and re-running the bot check on recaptcha_wasted. */
import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient, type ApiClientConfig } from "./api-client.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function setup(responses: Response[], extra: Partial<ApiClientConfig> = {}) {
  const seen: Array<{ url: string; headers: Headers }> = [];
  const queue = [...responses];
  let token = "old-token";
  let botToken = "payload-1";
  const session = {
    isLoggedIn: vi.fn(() => true),
    refresh: vi.fn(async () => {
      token = "new-token";
      return true;
    }),
    onEnded: vi.fn(),
  };
  const rerunBotCheck = vi.fn(async () => {
    botToken = "payload-2";
  });
  const client = createApiClient({
    baseUrl: "/api/v3",
    appName: "eQueue",
    appVersion: "1.0.0",
    fetch: async (url, init) => {
      seen.push({ url, headers: new Headers(init.headers) });
      const next = queue.shift();
      if (!next) throw new Error("no more responses");
      return next;
    },
    accessToken: () => token,
    botCheckToken: () => botToken,
    session,
    rerunBotCheck,
    sleep: async () => {},
    ...extra,
  });
  return { client, seen, session, rerunBotCheck };
}

describe("401 while logged in", () => {
  it("renews the session and retries the request once with the new token", async () => {
    const { client, seen, session } = setup([json(401, { message: "Unauthenticated" }), json(200, { data: 1 })]);
    await expect(client.post("/queues/1/confirm", {})).resolves.toEqual({ data: 1 });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.headers.get("Authorization"))).toEqual(["Bearer old-token", "Bearer new-token"]);
    expect(session.onEnded).not.toHaveBeenCalled();
  });

  it("does not try to renew an expired session: it ends it", async () => {
    const { client, session } = setup([json(401, { message: "Session ended", expired: true })]);
    await expect(client.get("/account/profile")).rejects.toBeInstanceOf(ApiError);
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.onEnded).toHaveBeenCalledTimes(1);
  });

  it("ends the session when renewing fails", async () => {
    const { client, session } = setup([json(401, { message: "x" })], {});
    session.refresh.mockResolvedValueOnce(false);
    await expect(client.get("/account/profile")).rejects.toMatchObject({ status: 401 });
    expect(session.onEnded).toHaveBeenCalledTimes(1);
  });

  it("ends the session when the retry is refused again, without a second renewal", async () => {
    const { client, session } = setup([json(401, { message: "x" }), json(401, { message: "x" })]);
    await expect(client.get("/account/profile")).rejects.toMatchObject({ status: 401 });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.onEnded).toHaveBeenCalledTimes(1);
  });

  it("leaves a guest's 401 alone", async () => {
    const { client, session } = setup([json(401, { message: "x" })]);
    session.isLoggedIn.mockReturnValue(false);
    await expect(client.get("/account/profile")).rejects.toMatchObject({ status: 401 });
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.onEnded).not.toHaveBeenCalled();
  });

  it("renews once for requests refused at the same time", async () => {
    const { client, session } = setup([json(401, {}), json(401, {}), json(200, { a: 1 }), json(200, { b: 2 })]);
    let release: (ok: boolean) => void = () => {};
    session.refresh.mockImplementationOnce(() => new Promise<boolean>((resolve) => (release = resolve)));
    const both = Promise.all([client.get("/a"), client.get("/b")]);
    await vi.waitFor(() => expect(session.refresh).toHaveBeenCalled());
    release(true);
    await expect(both).resolves.toEqual([{ a: 1 }, { b: 2 }]);
    expect(session.refresh).toHaveBeenCalledTimes(1);
  });
});

describe("recaptcha_wasted", () => {
  it("re-runs the bot check and retries once with the new payload", async () => {
    const { client, seen, rerunBotCheck } = setup([json(422, { message: "used", recaptcha_wasted: true }), json(202, { message: "Code sent" })]);
    await expect(client.post("/auth/register", {})).resolves.toEqual({ message: "Code sent" });
    expect(rerunBotCheck).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.headers.get("X-Bot-Check"))).toEqual(["payload-1", "payload-2"]);
  });

  it("does not retry when the answer also has field errors", async () => {
    const { client, rerunBotCheck } = setup([
      json(422, { message: "x", recaptcha_wasted: true, errors: { email: ["The entered email is incorrect"] } }),
    ]);
    await expect(client.post("/auth/register", {})).rejects.toMatchObject({ status: 422 });
    expect(rerunBotCheck).not.toHaveBeenCalled();
  });

  it("retries only once", async () => {
    const wasted = () => json(422, { message: "used", recaptcha_wasted: true });
    const { client, rerunBotCheck, seen } = setup([wasted(), wasted()]);
    await expect(client.post("/auth/login", {})).rejects.toMatchObject({ body: { recaptcha_wasted: true } });
    expect(rerunBotCheck).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });
});
