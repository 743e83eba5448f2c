/**
 * HTTP client for the portal's REST API (/api/v3), shared by the browser and the SSR server.
 *
 * Every request carries the JSON, locale, client-identifier, bot-check and bearer headers;
 * reading methods are retried once on transient failures, writing methods not by default.
 * Error responses become an `ApiError`; a message without field errors is also shown as a toast.
 * Everything environment-specific (fetch, tokens, sleeping) is injected through `ApiClientConfig`.
 */
import { DEFAULT_LOCALE } from "../../domain/locales.ts";

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  expired?: boolean;
  recaptcha_wasted?: boolean;
  /** Why a booking or queue action was refused (blocked, missing-info, slot-full, …). */
  code?: string;
  /** With code blocked: when the blocking ends, and the hotlines to appeal to. */
  blocked_until?: string;
  support?: { ukrainian: string; foreign: string };
  /** With code stale-edit (the administration): the item as it is now, with its version. */
  current?: Record<string, unknown>;
}

/** Message used when an error response has no usable message; an i18n key the UI translates. */
export const FALLBACK_ERROR_MESSAGE_KEY = "errors.somethingWentWrong";

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export interface ApiClientConfig {
  /** "/api/v3" in the browser, "http://internal/api/v3" on the server; a trailing slash is fine. */
  baseUrl: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  appName: string;
  appVersion: string;
  /** Client locale; defaults to "uk". */
  locale?: () => string;
  /** null/undefined means a guest. May be a promise (the server learns the id from the session). */
  userId?: () => string | number | null | undefined | Promise<string | number | null | undefined>;
  /** Sent as `Authorization: Bearer <token>` when present. */
  accessToken?: () => string | null | undefined;
  /** Sent as `X-Bot-Check` when present. */
  botCheckToken?: () => string | null | undefined;
  /** Test mode: sends `X-Skip-Bot-Check: 1`. */
  skipBotCheck?: boolean;
  /** Extra headers per request (the server forwards the user's cookie this way). */
  headers?: () => Record<string, string>;
  /** Shows an error toast (for 3 s). May receive `FALLBACK_ERROR_MESSAGE_KEY`. */
  onErrorMessage?: (message: string) => void;
  /** Pause before a retry; default 300 ms. A `Retry-After` in seconds (capped at 5 s) overrides it. */
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** The logged-in session (SPEC §8): renewed on a 401, ended when it cannot be. */
  session?: SessionHooks;
  /** Solves a new bot check (so `botCheckToken` gives a fresh payload) after `recaptcha_wasted`. */
  rerunBotCheck?: () => Promise<void>;
}

export interface SessionHooks {
  isLoggedIn(): boolean;
  /** Renews the access token (POST /auth/refresh); resolves whether it worked. */
  refresh(): Promise<boolean>;
  /** Resets the session and goes to the login page. */
  onEnded(): void;
}

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export interface RequestOptions {
  /** null/undefined values are skipped; arrays repeat the key (`a=1&a=2`). */
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless it is a FormData, which is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Extra attempts after the first; default 1 for reading methods, 0 for writing ones. */
  retry?: number;
  signal?: AbortSignal;
  /** Show a toast for a message-only error response; default true. */
  toastErrors?: boolean;
  /** Sent as a guest's (the request that finds out who is logged in cannot name them yet). */
  asGuest?: boolean;
}

export interface ApiClient {
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T | null>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T | null>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T | null>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T | null>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T | null>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T | null>;
}

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Methods that change data: not retried unless the caller asks for it. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(["PATCH", "POST", "PUT", "DELETE"]);

const DEFAULT_RETRY_DELAY_MS = 300;
const MAX_RETRY_AFTER_MS = 5_000;

/** Value of the `X-User-Agent` header. */
export function clientIdentifier(
  appName: string,
  appVersion: string,
  userId: string | number | null | undefined,
): string {
  return `${appName}/${appVersion} Web/${appVersion} User/${userId ?? "guest"}`;
}

/** Joins base URL and path (one slash between) and appends the query. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  if (search === "") return url;
  return `${url}${url.includes("?") ? "&" : "?"}${search}`;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const retryDelayMs = config.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  function buildInit(method: string, options: RequestOptions, userId: string | number | null | undefined): RequestInit {
    const headers = new Headers({
      Accept: "application/json",
      "Content-Type": "application/json",
      "X-Client-Locale": config.locale?.() || DEFAULT_LOCALE,
      "X-User-Agent": clientIdentifier(config.appName, config.appVersion, userId),
    });
    const botCheck = config.botCheckToken?.();
    if (botCheck) headers.set("X-Bot-Check", botCheck);
    if (config.skipBotCheck) headers.set("X-Skip-Bot-Check", "1");
    const token = config.accessToken?.();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    for (const [name, value] of Object.entries(config.headers?.() ?? {})) headers.set(name, value);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

    const init: RequestInit = { method, headers };
    if (options.signal) init.signal = options.signal;
    const isFormData = typeof FormData !== "undefined" && options.body instanceof FormData;
    // The runtime sets multipart Content-Type itself, with the boundary.
    if (isFormData || headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data")) {
      headers.delete("Content-Type");
    }
    if (options.body !== undefined) {
      init.body = isFormData ? (options.body as FormData) : JSON.stringify(options.body);
    }
    return init;
  }

  /**
   * One logical request: fetch plus retries. Returns the final response whatever its status.
   * Kept separate from response handling so wrappers (token refresh, bot-check re-run) can go around it.
   */
  async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
    const url = buildUrl(config.baseUrl, path, options.query);
    const init = buildInit(method, options, options.asGuest ? null : await config.userId?.());
    const retries = options.retry ?? (WRITE_METHODS.has(method) ? 0 : 1);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await config.fetch(url, init);
      } catch (error) {
        if (attempt >= retries || !isNetworkError(error) || options.signal?.aborted) throw error;
        await sleep(retryDelayMs);
        continue;
      }
      if (attempt >= retries || !RETRY_STATUSES.has(response.status)) return response;
      const delay = retryAfterMs(response.headers.get("Retry-After")) ?? retryDelayMs;
      discardBody(response);
      await sleep(delay);
    }
  }

  type Outcome = { response: Response; data: unknown };

  async function attempt(method: string, path: string, options: RequestOptions): Promise<Outcome> {
    const response = await send(method, path, options);
    return { response, data: await readJson(response) };
  }

  /** One refresh at a time: concurrent 401s wait for the same renewal. */
  let renewing: Promise<boolean> | null = null;
  function renewSession(session: SessionHooks): Promise<boolean> {
    renewing ??= session.refresh().catch(() => false).finally(() => {
      renewing = null;
    });
    return renewing;
  }

  /**
   * SPEC §8: a 401 while logged in renews the session (unless it is `expired`) and retries once;
   * when that fails the session ends. `recaptcha_wasted` without field errors re-runs the bot
   * check and retries once.
   */
  async function recover(method: string, path: string, options: RequestOptions, first: Outcome): Promise<Outcome> {
    if (first.response.ok) return first;
    const body = toErrorBody(first.data);
    const session = config.session;
    if (first.response.status === 401 && session?.isLoggedIn()) {
      const again = !body.expired && (await renewSession(session)) ? await attempt(method, path, options) : null;
      if (!again || again.response.status === 401) session.onEnded();
      return again ?? first;
    }
    if (body.recaptcha_wasted && body.errors === undefined && config.rerunBotCheck) {
      await config.rerunBotCheck();
      return attempt(method, path, options);
    }
    return first;
  }

  function finish<T>({ response, data }: Outcome, options: RequestOptions): T | null {
    if (response.ok) return data === undefined ? null : (data as T);
    const body = toErrorBody(data);
    if (options.toastErrors !== false && body.errors === undefined) config.onErrorMessage?.(body.message);
    throw new ApiError(response.status, body);
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T | null> {
    const verb = method.toUpperCase();
    const outcome = await recover(verb, path, options, await attempt(verb, path, options));
    return finish<T>(outcome, options);
  }

  const withBody = (body: unknown, options?: RequestOptions): RequestOptions =>
    body === undefined ? (options ?? {}) : { ...options, body };

  return {
    request,
    get: (path, options) => request("GET", path, options),
    post: (path, body, options) => request("POST", path, withBody(body, options)),
    put: (path, body, options) => request("PUT", path, withBody(body, options)),
    patch: (path, body, options) => request("PATCH", path, withBody(body, options)),
    delete: (path, options) => request("DELETE", path, options),
  };
}

/** fetch rejects with a TypeError when the network fails; aborts are DOMException("AbortError"). */
function isNetworkError(error: unknown): boolean {
  return error instanceof Error && error.name === "TypeError";
}

/** `Retry-After` in seconds, capped; HTTP-date or garbage gives undefined (use the default). */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
}

function isJsonContentType(contentType: string | null): boolean {
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/** Parsed JSON body, or undefined for 204, a non-JSON content type, an empty or unparsable body. */
async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204 || !isJsonContentType(response.headers.get("Content-Type"))) {
    discardBody(response);
    return undefined;
  }
  const text = await response.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Releases an unread body. Not awaited: cancelling one branch of a cloned (tee'd) body waits for the other. */
function discardBody(response: Response): void {
  if (response.bodyUsed) return;
  response.body?.cancel().catch(() => {});
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toErrorBody(data: unknown): ApiErrorBody {
  if (!isRecord(data)) return { message: FALLBACK_ERROR_MESSAGE_KEY };
  const message = typeof data.message === "string" && data.message !== "" ? data.message : FALLBACK_ERROR_MESSAGE_KEY;
  const body: ApiErrorBody = { message };
  if (isRecord(data.errors)) body.errors = data.errors as Record<string, string[]>;
  if (typeof data.expired === "boolean") body.expired = data.expired;
  if (typeof data.recaptcha_wasted === "boolean") body.recaptcha_wasted = data.recaptcha_wasted;
  if (typeof data.code === "string") body.code = data.code;
  if (typeof data.blocked_until === "string") body.blocked_until = data.blocked_until;
  if (isRecord(data.current)) body.current = data.current;
  if (isRecord(data.support) && typeof data.support.ukrainian === "string" && typeof data.support.foreign === "string") {
    body.support = { ukrainian: data.support.ukrainian, foreign: data.support.foreign };
  }
  return body;
}
