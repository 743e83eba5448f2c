import { createRoute, z } from "@hono/zod-openapi";
import {
  ACCOUNT_TYPES,
  changePasswordSchema,
  confirmSchema,
  deviceSchema,
  loginSchema,
  newPasswordSchema,
  recoverSchema,
  registerSchema,
  resendCodeSchema,
} from "../../../domain/accounts.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";
import { withE164 } from "../../platform/phone-numbers.ts";
import { CarrierSchema } from "../profile/carriers.routes.ts";

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    account_type: z.enum(ACCOUNT_TYPES),
    role: z.enum(["user", "operator", "admin"]).openapi({ description: "operator: the checkpoint console (/operator); admin: the administration console (/admin) and the operator's" }),
    carrier_type: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .nullable()
      .openapi({ description: "What the user carries (vehicle type: 1 truck, 2 bus, 3 car), chosen once; null until then" }),
    carriers: z.record(z.string(), CarrierSchema).openapi({ description: "The user's carriers keyed by vehicle type (1, 2, 3)" }),
    queues_counter: z.number().int().openapi({ description: "How many of the user's queue entries are open (statuses 30, 40, 50)" }),
    notices_unread: z.number().int().openapi({ description: "How many of the user's in-app notices (GET /notifications) are unread" }),
  })
  .openapi("Profile");

const TokenSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().openapi({ description: "Seconds until the access token must be renewed" }),
  })
  .openapi("AccessToken");

const SessionResponse = z
  .object({ message: z.string().optional(), data: z.object({ token: TokenSchema, profile: ProfileSchema }) })
  .openapi("SessionResponse");

/** Documented only: the check itself reads the headers (so its refusal can say `recaptcha_wasted`). */
const botCheckHeaders = z.object({
  "x-bot-check": z.string().optional().openapi({ description: "The solved ALTCHA payload (base64 JSON); required unless X-Bot-Question is sent" }),
  "x-bot-question": z.string().optional().openapi({ description: "Without JavaScript, instead of X-Bot-Check: the token of GET /bot-check/question" }),
  "x-bot-answer": z.string().optional().openapi({ description: "With X-Bot-Question: the sum it asks for" }),
  "x-skip-bot-check": z.string().optional().openapi({ description: "`1` skips the check when neither X-Bot-Check nor X-Bot-Question is sent, in test mode (APP_ENV=test) only" }),
});

const MessageResponse = z.object({ message: z.string() }).openapi("Message");

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const answer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});

export const register = createRoute({
  method: "post",
  path: "/auth/register",
  tags: ["Auth"],
  summary: "Create an account; a 6-digit code goes by e-mail (or SMS when only a phone is given)",
  description:
    "Answers the same whether or not the address is already registered (the owner of an active account gets a notice instead). " +
    "Repeated within 60 s of the code before, it sends none and answers 429 saying how many seconds are left (also in Retry-After). " +
    "The phone is given as `phone_code` (e.g. `+48`) and `phone_number` (the national number; one typed with its own code, " +
    "`+48…` or `0048…`, is read as such), checked as an international number and stored in E.164; the whole number in `phone` " +
    "is still accepted.",
  request: { body: json(withE164(registerSchema)), headers: botCheckHeaders },
  responses: { 202: answer("Code sent", MessageResponse), ...errorResponses(422, 429) },
});

export const resendRegistrationCode = createRoute({
  method: "post",
  path: "/auth/register/resend",
  tags: ["Auth"],
  summary: "Send a new sign-up code to an account that awaits its confirmation",
  description:
    "Answers the same whether or not such a sign-up exists (nothing is sent for an unknown or active account). " +
    "Within 60 s of the code before, answers 429 saying how many seconds are left (also in Retry-After).",
  request: { body: json(resendCodeSchema) },
  responses: { 202: answer("Code sent", MessageResponse), ...errorResponses(422, 429) },
});

export const confirmRegistration = createRoute({
  method: "post",
  path: "/auth/register/confirm",
  tags: ["Auth"],
  summary: "Confirm the code: activates the account and logs in",
  request: { body: json(confirmSchema.extend(deviceSchema.shape)) },
  responses: { 200: answer("Logged in; also sets the session cookie", SessionResponse), ...errorResponses(422, 429) },
});

export const login = createRoute({
  method: "post",
  path: "/auth/login",
  tags: ["Auth"],
  summary: "Log in with e-mail or phone and password",
  description:
    "Wrong passwords are counted per account and client address (an IPv6 /64): after 5, each next attempt from " +
    "that address must wait, 30 s and then twice as long after each further failure (up to an hour), answered 429 " +
    "with `Retry-After`; the account's owner elsewhere is not affected. One address may try 50 logins in 15 minutes.",
  request: { body: json(loginSchema.extend(deviceSchema.shape)), headers: botCheckHeaders },
  responses: { 200: answer("Logged in; also sets the session cookie", SessionResponse), ...errorResponses(422, 429) },
});

export const refresh = createRoute({
  method: "post",
  path: "/auth/refresh",
  tags: ["Auth"],
  summary: "Renew the access token of a live session (the current token may have expired)",
  description:
    "Names the session by its bearer token (which may have expired) or, for the web, by the session cookie. " +
    "A bearer token is rotated: the answer's token replaces it, and the presented one stops working at once. " +
    "Presenting a rotated token again ends the whole session (reuse detection). A token is never valid past its session's end, " +
    "and one without `exp` is refused. By the cookie, nothing is rotated. " +
    "Answers 401 with `expired: true` once the session has ended (or cannot be renewed).",
  security: BEARER_OR_SESSION,
  // The gate (api/gate.ts) lets an expired token through to this operation only.
  "x-expired-token-accepted": true,
  request: { body: { content: { "application/json": { schema: deviceSchema } } } },
  responses: {
    200: answer("A new access token", SessionResponse),
    ...errorResponses(401),
  },
});

export const logout = createRoute({
  method: "post",
  path: "/auth/logout",
  tags: ["Auth"],
  summary: "End the current session (cookie and tokens)",
  security: BEARER_OR_SESSION,
  responses: { 204: { description: "Logged out" }, ...errorResponses(401) },
});

export const getProfile = createRoute({
  method: "get",
  path: "/account/profile",
  tags: ["Account"],
  summary: "The logged-in user's profile",
  security: BEARER_OR_SESSION,
  responses: { 200: answer("The profile", z.object({ data: ProfileSchema })), ...errorResponses(401) },
});

export const logoutAll = createRoute({
  method: "post",
  path: "/auth/logout-all",
  tags: ["Auth"],
  summary: "End every session of the account, on all devices",
  security: BEARER_OR_SESSION,
  responses: { 204: { description: "Logged out everywhere" }, ...errorResponses(401) },
});

export const recover = createRoute({
  method: "post",
  path: "/auth/recover",
  tags: ["Auth"],
  summary: "Send a recovery code (answers the same whether or not the account exists)",
  request: { body: json(recoverSchema), headers: botCheckHeaders },
  responses: { 202: answer("Code sent, if the account exists", MessageResponse), ...errorResponses(422, 429) },
});

export const newPassword = createRoute({
  method: "post",
  path: "/auth/new-password",
  tags: ["Auth"],
  summary: "Set a new password with the recovery code; every session ends",
  request: { body: json(newPasswordSchema) },
  responses: { 200: answer("Password changed", MessageResponse), ...errorResponses(422, 429) },
});

export const changePassword = createRoute({
  method: "put",
  path: "/account/password",
  tags: ["Account"],
  summary: "Change the password; the other sessions end",
  security: BEARER_OR_SESSION,
  request: { body: json(changePasswordSchema) },
  responses: { 200: answer("Password changed", MessageResponse), ...errorResponses(401, 422) },
});
