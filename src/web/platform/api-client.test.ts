import { describe, expect, it, vi } from "vitest";
import {
  ApiError,
  FALLBACK_ERROR_MESSAGE_KEY,
  RETRY_STATUSES,
  buildUrl,
  clientIdentifier,
  createApiClient,
} from "./api-client.ts";
import type { ApiClientConfig, QueryValue } from "./api-client.ts";

type FetchFn = ApiClientConfig["fetch"];

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function setup(overrides: Partial<ApiClientConfig> = {}, respond: () => Response = () => json({ ok: true })) {
  const fetch = vi.fn<FetchFn>(overrides.fetch ?? (async () => respond()));
  const sleep = vi.fn(async (_ms: number) => {});
  const onErrorMessage = vi.fn<(message: string) => void>();
  const client = createApiClient({
    baseUrl: "/api/v3",
    appName: "eQueue",
    appVersion: "1.2.3",
    sleep,
    onErrorMessage,
    ...overrides,
    fetch,
  });
  const call = (index = 0) => {
    const [url, init] = fetch.mock.calls[index]!;
    return { url, init, headers: new Headers(init.headers) };
  };
  return { client, fetch, sleep, onErrorMessage, call };
}

/** A fetch that answers with the given responses (or throws the given errors) in order. */
function sequence(...steps: Array<Response | Error>): FetchFn {
  let index = 0;
  return async () => {
    const step = steps[Math.min(index++, steps.length - 1)]!;
    if (step instanceof Error) throw step;
    return step.clone();
  };
}

describe("clientIdentifier", () => {
  it.each([
    [42, "eQueue/1.2.3 Web/1.2.3 User/42"],
    ["u-7", "eQueue/1.2.3 Web/1.2.3 User/u-7"],
    [0, "eQueue/1.2.3 Web/1.2.3 User/0"],
    [null, "eQueue/1.2.3 Web/1.2.3 User/guest"],
    [undefined, "eQueue/1.2.3 Web/1.2.3 User/guest"],
  ])("user %j -> %s", (userId, expected) => {
    expect(clientIdentifier("eQueue", "1.2.3", userId)).toBe(expected);
  });
});

describe("buildUrl", () => {
  it.each<[string, string, Record<string, QueryValue> | undefined, string]>([
    ["/api/v3", "/queues", undefined, "/api/v3/queues"],
    ["/api/v3/", "/queues", undefined, "/api/v3/queues"],
    ["/api/v3", "queues", undefined, "/api/v3/queues"],
    ["http://internal/api/v3/", "queues", {}, "http://internal/api/v3/queues"],
    ["/api/v3", "/queues", { page: 2, active: true }, "/api/v3/queues?page=2&active=true"],
    ["/api/v3", "/queues", { a: null, b: undefined, c: "x" }, "/api/v3/queues?c=x"],
    ["/api/v3", "/queues", { a: null }, "/api/v3/queues"],
    ["/api/v3", "/queues", { id: [1, 2] }, "/api/v3/queues?id=1&id=2"],
    ["/api/v3", "/queues", { id: [] }, "/api/v3/queues"],
    ["/api/v3", "/queues?sort=asc", { page: 1 }, "/api/v3/queues?sort=asc&page=1"],
    ["/api/v3", "/search", { q: "a b&c" }, "/api/v3/search?q=a+b%26c"],
    ["/api/v3", "/queues", { empty: "" }, "/api/v3/queues?empty="],
  ])("%s + %s + %j -> %s", (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});

describe("request headers", () => {
  it("sends the defaults for a guest", async () => {
    const { client, call } = setup();
    await client.get("/me");
    const { url, init, headers } = call();
    expect(url).toBe("/api/v3/me");
    expect(init.method).toBe("GET");
    expect(headers.get("Accept")).toBe("application/json");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("X-Client-Locale")).toBe("uk");
    expect(headers.get("X-User-Agent")).toBe("eQueue/1.2.3 Web/1.2.3 User/guest");
    expect(headers.has("Authorization")).toBe(false);
    expect(headers.has("X-Bot-Check")).toBe(false);
    expect(headers.has("X-Skip-Bot-Check")).toBe(false);
  });

  it("sends locale, user, token, bot-check and skip flag when configured", async () => {
    const { client, call } = setup({
      locale: () => "pl",
      userId: () => 17,
      accessToken: () => "tok",
      botCheckToken: () => "payload",
      skipBotCheck: true,
    });
    await client.get("/me");
    const { headers } = call();
    expect(headers.get("X-Client-Locale")).toBe("pl");
    expect(headers.get("X-User-Agent")).toBe("eQueue/1.2.3 Web/1.2.3 User/17");
    expect(headers.get("Authorization")).toBe("Bearer tok");
    expect(headers.get("X-Bot-Check")).toBe("payload");
    expect(headers.get("X-Skip-Bot-Check")).toBe("1");
  });

  it.each([null, undefined, ""])("omits Authorization and X-Bot-Check for %j", async (value) => {
    const { client, call } = setup({ accessToken: () => value, botCheckToken: () => value });
    await client.get("/me");
    expect(call().headers.has("Authorization")).toBe(false);
    expect(call().headers.has("X-Bot-Check")).toBe(false);
  });

  it("reads token and locale at request time", async () => {
    let token = "first";
    const { client, call } = setup({ accessToken: () => token });
    await client.get("/a");
    token = "second";
    await client.get("/b");
    expect(call(0).headers.get("Authorization")).toBe("Bearer first");
    expect(call(1).headers.get("Authorization")).toBe("Bearer second");
  });

  it("adds configured extra headers and per-request headers (request wins)", async () => {
    const { client, call } = setup({ headers: () => ({ Cookie: "sid=1", "X-Trace": "config" }) });
    await client.get("/me", { headers: { "X-Trace": "request" } });
    expect(call().headers.get("Cookie")).toBe("sid=1");
    expect(call().headers.get("X-Trace")).toBe("request");
  });

  it("appends the query and passes the signal", async () => {
    const { client, call } = setup();
    const controller = new AbortController();
    await client.get("/queues", { query: { page: 2, status: [30, 40] }, signal: controller.signal });
    expect(call().url).toBe("/api/v3/queues?page=2&status=30&status=40");
    expect(call().init.signal).toBe(controller.signal);
  });
});

describe("request bodies", () => {
  it("JSON-encodes a body", async () => {
    const { client, call } = setup();
    await client.post("/queues", { plate: "AA1234BB" });
    expect(call().init.method).toBe("POST");
    expect(call().init.body).toBe('{"plate":"AA1234BB"}');
    expect(call().headers.get("Content-Type")).toBe("application/json");
  });

  it("sends no body when none is given", async () => {
    const { client, call } = setup();
    await client.post("/queues/1/confirm");
    expect(call().init.body).toBeUndefined();
  });

  it("sends FormData as is and drops Content-Type", async () => {
    const { client, call } = setup();
    const form = new FormData();
    form.append("file", "content");
    await client.post("/documents", form);
    expect(call().init.body).toBe(form);
    expect(call().headers.has("Content-Type")).toBe(false);
    expect(call().headers.get("Accept")).toBe("application/json");
  });

  it("drops an explicit multipart Content-Type", async () => {
    const { client, call } = setup();
    await client.post("/documents", undefined, { headers: { "Content-Type": "multipart/form-data" } });
    expect(call().headers.has("Content-Type")).toBe(false);
  });

  it.each([
    ["put", "PUT"],
    ["patch", "PATCH"],
  ] as const)("%s sends method %s with the body", async (name, method) => {
    const { client, call } = setup();
    await client[name]("/queues/1", { a: 1 });
    expect(call().init.method).toBe(method);
    expect(call().init.body).toBe('{"a":1}');
  });

  it("delete sends DELETE without a body", async () => {
    const { client, call } = setup();
    await client.delete("/queues/1");
    expect(call().init.method).toBe("DELETE");
    expect(call().init.body).toBeUndefined();
  });

  it("request() upper-cases the method", async () => {
    const { client, call } = setup();
    await client.request("get", "/me");
    expect(call().init.method).toBe("GET");
  });
});

describe("responses", () => {
  it.each<[string, () => Response, unknown]>([
    ["2xx JSON", () => json({ id: 1 }), { id: 1 }],
    ["201 JSON", () => json({ id: 2 }, 201), { id: 2 }],
    ["problem+json", () => new Response('{"a":1}', { headers: { "Content-Type": "application/problem+json" } }), { a: 1 }],
    ["JSON with charset", () => new Response("[1]", { headers: { "Content-Type": "application/json; charset=utf-8" } }), [1]],
    ["204", () => new Response(null, { status: 204 }), null],
    ["empty JSON body", () => new Response("", { headers: { "Content-Type": "application/json" } }), null],
    ["text/html", () => new Response("<html></html>", { headers: { "Content-Type": "text/html" } }), null],
    ["no content type", () => new Response("{}", { headers: { "Content-Type": "" } }), null],
    ["invalid JSON", () => new Response("{oops", { headers: { "Content-Type": "application/json" } }), null],
  ])("%s", async (_name, respond, expected) => {
    const { client } = setup({}, respond);
    await expect(client.get("/x")).resolves.toEqual(expected);
  });
});

describe("error responses", () => {
  it("toasts a message without field errors, then throws ApiError", async () => {
    const { client, onErrorMessage } = setup({}, () => json({ message: "Queue is closed" }, 400));
    const error = await client.get("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 400, message: "Queue is closed", body: { message: "Queue is closed" } });
    expect(onErrorMessage).toHaveBeenCalledExactlyOnceWith("Queue is closed");
  });

  it("does not toast field errors", async () => {
    const body = { message: "Invalid data", errors: { plate: ["Required"] } };
    const { client, onErrorMessage } = setup({}, () => json(body, 422));
    await expect(client.post("/x", {})).rejects.toMatchObject({ status: 422, body });
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it("does not toast when toastErrors is false", async () => {
    const { client, onErrorMessage } = setup({}, () => json({ message: "Nope" }, 403));
    await expect(client.get("/x", { toastErrors: false })).rejects.toBeInstanceOf(ApiError);
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it("keeps expired and recaptcha_wasted", async () => {
    const body = { message: "Token expired", expired: true, recaptcha_wasted: false };
    const { client } = setup({}, () => json(body, 401));
    await expect(client.get("/x", { toastErrors: false })).rejects.toMatchObject({ status: 401, body });
  });

  it.each<[string, () => Response]>([
    ["an HTML page", () => new Response("<h1>Bad gateway</h1>", { status: 400, headers: { "Content-Type": "text/html" } })],
    ["an empty body", () => new Response(null, { status: 404 })],
    ["unparsable JSON", () => new Response("{", { status: 400, headers: { "Content-Type": "application/json" } })],
    ["a JSON array", () => json(["x"], 400)],
  ])("uses the fallback message key for %s", async (_name, respond) => {
    const { client, onErrorMessage } = setup({}, respond);
    const error = await client.get("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({ message: FALLBACK_ERROR_MESSAGE_KEY });
    expect(onErrorMessage).toHaveBeenCalledExactlyOnceWith(FALLBACK_ERROR_MESSAGE_KEY);
  });

  it("does not call a missing onErrorMessage", async () => {
    const { client } = setup({ onErrorMessage: undefined }, () => json({ message: "x" }, 400));
    await expect(client.get("/x")).rejects.toBeInstanceOf(ApiError);
  });
});

describe("retries", () => {
  it("has the specified retry statuses", () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each<[string, number, number | undefined, number]>([
    ["GET", 503, undefined, 2],
    ["HEAD", 503, undefined, 2],
    ["OPTIONS", 429, undefined, 2],
    ["GET", 404, undefined, 1],
    ["GET", 400, undefined, 1],
    ["GET", 501, undefined, 1],
    ["GET", 503, 0, 1],
    ["GET", 503, 3, 4],
    ["POST", 503, undefined, 1],
    ["PUT", 503, undefined, 1],
    ["PATCH", 503, undefined, 1],
    ["DELETE", 503, undefined, 1],
    ["POST", 503, 2, 3],
    ["POST", 422, 2, 1],
  ])("%s answered %i with retry=%s makes %i attempts", async (method, status, retry, attempts) => {
    const { client, fetch } = setup({}, () => json({ message: "x" }, status));
    await expect(client.request(method, "/x", { retry, toastErrors: false })).rejects.toMatchObject({ status });
    expect(fetch).toHaveBeenCalledTimes(attempts);
  });

  it.each([...RETRY_STATUSES])("GET retries once on %i", async (status) => {
    const { client, fetch } = setup({ fetch: sequence(json({}, status), json({ ok: 1 })) });
    await expect(client.get("/x")).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("returns the result of a successful retry without toasting", async () => {
    const { client, onErrorMessage, fetch } = setup({ fetch: sequence(json({ message: "busy" }, 503), json({ id: 5 })) });
    await expect(client.get("/x")).resolves.toEqual({ id: 5 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it("toasts only once, for the final failure", async () => {
    const { client, onErrorMessage } = setup({}, () => json({ message: "busy" }, 503));
    await expect(client.get("/x")).rejects.toBeInstanceOf(ApiError);
    expect(onErrorMessage).toHaveBeenCalledTimes(1);
  });

  it("retries a GET after a network error", async () => {
    const { client, fetch } = setup({ fetch: sequence(new TypeError("fetch failed"), json({ id: 1 })) });
    await expect(client.get("/x")).resolves.toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("rethrows the network error when retries are used up", async () => {
    const error = new TypeError("fetch failed");
    const { client, onErrorMessage, fetch } = setup({ fetch: sequence(error) });
    await expect(client.get("/x")).rejects.toBe(error);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it("does not retry a POST after a network error", async () => {
    const { client, fetch } = setup({ fetch: sequence(new TypeError("fetch failed"), json({})) });
    await expect(client.post("/x", {})).rejects.toBeInstanceOf(TypeError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not retry an abort", async () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    const { client, fetch } = setup({ fetch: sequence(abort, json({})) });
    await expect(client.get("/x")).rejects.toBe(abort);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not retry other errors", async () => {
    const { client, fetch } = setup({ fetch: sequence(new Error("boom"), json({})) });
    await expect(client.get("/x")).rejects.toThrow("boom");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not retry a network error once the signal is aborted", async () => {
    const controller = new AbortController();
    const fetch = vi.fn<FetchFn>(async () => {
      controller.abort();
      throw new TypeError("fetch failed");
    });
    const { client } = setup({ fetch });
    await expect(client.get("/x", { signal: controller.signal })).rejects.toBeInstanceOf(TypeError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends the same request again", async () => {
    const { client, call } = setup({ fetch: sequence(json({}, 503), json({})), accessToken: () => "t" });
    await client.get("/x", { query: { a: 1 } });
    expect(call(1).url).toBe(call(0).url);
    expect(call(1).headers.get("Authorization")).toBe("Bearer t");
  });

  it.each<[string, number | undefined, Record<string, string>, number]>([
    ["default delay", undefined, {}, 300],
    ["configured delay", 50, {}, 50],
    ["Retry-After seconds", undefined, { "Retry-After": "2" }, 2000],
    ["Retry-After zero", undefined, { "Retry-After": "0" }, 0],
    ["Retry-After capped at 5 s", undefined, { "Retry-After": "120" }, 5000],
    ["Retry-After date ignored", 100, { "Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT" }, 100],
    ["Retry-After negative ignored", 100, { "Retry-After": "-1" }, 100],
  ])("waits: %s", async (_name, retryDelayMs, headers, expected) => {
    const fetch = sequence(json({}, 429, headers), json({}));
    const { client, sleep } = setup({ fetch, retryDelayMs });
    await client.get("/x");
    expect(sleep).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it("waits the retry delay after a network error", async () => {
    const { client, sleep } = setup({ fetch: sequence(new TypeError("x"), json({})), retryDelayMs: 70 });
    await client.get("/x");
    expect(sleep).toHaveBeenCalledExactlyOnceWith(70);
  });

  it("does not wait when there is no retry", async () => {
    const { client, sleep } = setup({}, () => json({ message: "x" }, 503));
    await expect(client.post("/x")).rejects.toBeInstanceOf(ApiError);
    expect(sleep).not.toHaveBeenCalled();
  });
});
