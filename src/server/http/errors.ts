/**
 * The API's one error shape (DESIGN.md): `{message, errors?, expired?, recaptcha_wasted?}`, with
 * messages in the user's language. Handlers throw `ApiProblem`; bad input answers 422.
 */
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { config as configureZod } from "zod";
import { issueMessage, parseFormMessage, validationErrorMap, type SchemaIssue } from "../../domain/validation-messages.ts";
import type { ApiEnv, RequestVariables } from "./context.ts";

// Every schema failure the API's validators meet without a message of its own gets one of ours
// (src/domain/validation-messages.ts), never the library's English.
configureZod({ customError: (issue) => validationErrorMap(issue as SchemaIssue) });

export const ErrorBodySchema = z
  .object({
    message: z.string().openapi({ example: "Check the data you entered" }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .openapi({ description: "Messages per field (dot path); the first one is shown" }),
    expired: z.boolean().optional().openapi({ description: "The session can no longer be renewed" }),
    recaptcha_wasted: z.boolean().optional().openapi({ description: "The bot-check payload was used already" }),
    code: z
      .string()
      .optional()
      .openapi({ description: "Why a booking or queue action was refused, for clients: blocked, missing-info, phone-not-verified, permit-absent, slot-full, vehicle-busy, driver-busy, held-elsewhere (another account holds the vehicle or driver verified: docs/ownership.md), held-already, state-changed, not-allowed, …" }),
    blocked_until: z.string().optional().openapi({ description: "With code blocked: when the blocking ends" }),
    support: z
      .object({ ukrainian: z.string(), foreign: z.string() })
      .optional()
      .openapi({ description: "With code blocked: the hotlines to appeal to" }),
    current: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: "With code stale-edit (administration, 409) or mail-failed (a feedback answer saved but not mailed, 503): the item as it is now, with its `version`" }),
  })
  .openapi("Error");

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A refusal a handler means to give: a status and a locale key for its message. */
export class ApiProblem extends Error {
  readonly status: ContentfulStatusCode;
  readonly messageKey: string;
  readonly params: Record<string, unknown>;
  readonly extra: Omit<ErrorBody, "message">;
  /** Seconds, for 429 answers (Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(
    status: ContentfulStatusCode,
    messageKey: string,
    options: {
      params?: Record<string, unknown>;
      extra?: Omit<ErrorBody, "message">;
      retryAfter?: number;
      /** Messages per field as locale keys, translated when the answer is written. */
      fieldKeys?: Record<string, string[]>;
    } = {},
  ) {
    super(messageKey);
    this.status = status;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.extra = options.extra ?? {};
    this.retryAfter = options.retryAfter;
    this.fieldKeys = options.fieldKeys;
  }
  readonly fieldKeys: Record<string, string[]> | undefined;
}

/** A 422 refusal naming one field, with its message in the user's language. */
export function fieldProblem(t: ApiEnv["Variables"]["t"], field: string, messageKey: string, summaryKey = "errors.invalidInput") {
  return new ApiProblem(422, summaryKey, { extra: { errors: { [field]: [t(messageKey)] } } });
}

/** OpenAPI response entries for the error statuses a route can answer. */
export function errorResponses(...statuses: ContentfulStatusCode[]) {
  const descriptions: Partial<Record<number, string>> = {
    400: "Malformed request: the body is not valid JSON, or a form that cannot be read",
    401: "Not logged in, or the session ended",
    403: "Not allowed (also: a cookie-authenticated write from another site)",
    404: "Not found",
    409: "Changed meanwhile, or taken",
    413: "The body is larger than the operation accepts (64 KB; uploads: their file limits)",
    415: "The body is not of the media type the operation takes (JSON)",
    422: "Invalid input; `errors` holds the messages per field",
    429: "Too many requests; see Retry-After",
    503: "Unavailable",
  };
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: descriptions[status] ?? "Error",
        content: { "application/json": { schema: ErrorBodySchema } },
      },
    ]),
  );
}

type Issue = SchemaIssue & { path: PropertyKey[] };

/** A form message (`validation.tooLong?max=100`) in the user's language. */
export function translateFormMessage(message: string, t: ApiEnv["Variables"]["t"]): string {
  const { key, params } = parseFormMessage(message);
  return t(key, params);
}

/**
 * Zod issues → `{field: [messages]}` in the user's language, through the one mapping of
 * src/domain/validation-messages.ts: a schema's own key, else the map's, never the library's text.
 */
export function fieldErrors(issues: readonly Issue[], t: ApiEnv["Variables"]["t"]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "_";
    (errors[field] ??= []).push(translateFormMessage(issueMessage(issue), t));
  }
  return errors;
}

export function validationFailed(c: Context<ApiEnv>, issues: readonly Issue[]) {
  const t = c.get("t");
  return c.json<ErrorBody, 422>({ message: t("errors.invalidInput"), errors: fieldErrors(issues, t) }, 422);
}

/** The same refusal as `validationFailed`, to throw from a handler that checks an input itself. */
export function validationProblem(issues: readonly Issue[], t: ApiEnv["Variables"]["t"]) {
  return new ApiProblem(422, "errors.invalidInput", { extra: { errors: fieldErrors(issues, t) } });
}

/** The message of a framework's refusal (a validator's, a middleware's), by status: never its English. */
const HTTP_EXCEPTION_MESSAGES: Partial<Record<number, (message: string) => string>> = {
  400: (message) => (/json/i.test(message) ? "errors.malformedJson" : "errors.malformedBody"),
  401: () => "errors.unauthenticated",
  404: () => "errors.notFound",
  413: () => "errors.bodyTooLarge",
  415: () => "errors.unsupportedMediaType",
};

/**
 * The API's error handler: known refusals as they are, anything else a logged 500 without details.
 * The application's own (app.ts), for every path under /api: an API app of its own with this as its
 * `onError` would have Hono wrap each of its handlers in a composition of its own, per request.
 */
export function handleApiError(error: Error, c: Context<{ Variables: RequestVariables }>) {
  const t = c.get("t");
  if (error instanceof ApiProblem) {
    if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
    const fieldErrors = error.fieldKeys && {
      errors: Object.fromEntries(Object.entries(error.fieldKeys).map(([field, keys]) => [field, keys.map((key) => translateFormMessage(key, t))])),
    };
    return c.json<ErrorBody>({ message: t(error.messageKey, error.params), ...error.extra, ...fieldErrors }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json<ErrorBody>({ message: t(HTTP_EXCEPTION_MESSAGES[status]?.(error.message) ?? "errors.somethingWentWrong") }, status);
  }
  c.get("logger").error({ err: error }, "unhandled API error");
  return c.json<ErrorBody>({ message: t("errors.somethingWentWrong") }, 500);
}
