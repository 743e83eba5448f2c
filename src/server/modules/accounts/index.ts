/**
 * Accounts and sessions: register with a code, confirm, log in, renew, log out (here or everywhere),
 * recover and change the password, read the profile. Bot check and rate limits where abuse pays.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq, isNotNull, or, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { ACCESS_TOKEN_MINUTES, normaliseLogin, SESSION_DAYS } from "../../../domain/accounts.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem, fieldProblem } from "../../http/errors.ts";
import { personalDetails, users } from "../../db/schema.ts";
import { addressKey } from "../../platform/ip-addresses.ts";
import { decoyPasswordHash, hashPassword, passwordMatches } from "../../platform/secrets.ts";
import { requireHuman } from "../bot-check/index.ts";
import { profileFor } from "../profile/profile-data.ts";
import {
  changePassword,
  confirmRegistration,
  getProfile,
  login,
  logout,
  logoutAll,
  newPassword,
  recover,
  refresh,
  register,
  resendRegistrationCode,
} from "./accounts.routes.ts";
import { audit } from "./audit.ts";
import { bearerToken, requireViewer } from "./authenticate.ts";
import { alreadyRegisteredMail, codeMail, codeSms } from "./code-mail.ts";
import { checkCode, issueCode, refuseWhileResendPause, resendWaitSeconds, type CodeCheck } from "./codes.ts";
import { accountLimits, enforce } from "./limits.ts";
import { loginProtection } from "./login-protection.ts";
import {
  createSession,
  currentAccessToken,
  readAccessToken,
  revokeSession,
  revokeUserSessions,
  rotateAccessToken,
  SESSION_COOKIE,
  touchSession,
  type ActiveSession,
  type User,
} from "./sessions.ts";

function codeRefusalKey(result: CodeCheck): string {
  if (result === "expired") return "auth.codeExpired";
  if (result === "exhausted") return "auth.codeExhausted";
  return "auth.codeWrong";
}

function byLogin(login: string): SQL {
  const key = normaliseLogin(login);
  return "email" in key ? eq(users.email, key.email) : eq(users.phone, key.phone);
}

/** The rate-limit key of an e-mail or phone, the same whichever endpoint counts it. */
function loginKey(login: string): string {
  return JSON.stringify(normaliseLogin(login));
}

function tokenBody(accessToken: string) {
  return { access_token: accessToken, token_type: "Bearer" as const, expires_in: ACCESS_TOKEN_MINUTES * 60 };
}

export function accountRoutes(deps: ApiDeps) {
  const { config, database, mailer, sms } = deps;
  const { db } = database;
  const secureCookie = config.appUrl.startsWith("https:");
  const limits = accountLimits(deps.rateLimits);
  const protection = loginProtection(deps.rateLimits);

  function setSessionCookie(c: Context, token: string) {
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure: secureCookie,
      path: "/",
      maxAge: SESSION_DAYS * 86_400,
    });
  }

  async function sendCode(c: Context<ApiEnv>, user: User, code: string, purpose: "register" | "recover") {
    const t = c.get("t");
    if (user.email) await mailer.send(codeMail(t, user.email, code, purpose));
    else if (user.phone) await sms.send(user.phone, codeSms(t, code));
  }

  async function activeUserByLogin(login: string): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(and(byLogin(login), isNotNull(users.activatedAt))).limit(1);
    return user;
  }

  /**
   * The active accounts a login may name: by its sign-up e-mail or phone, and by any phone verified
   * later on 'My info' (a few at most: the password decides which).
   */
  async function activeUsersByLogin(login: string): Promise<User[]> {
    const key = normaliseLogin(login);
    const own = await activeUserByLogin(login);
    if ("email" in key) return own ? [own] : [];
    const verified = await db
      .select({ user: users })
      .from(personalDetails)
      .innerJoin(users, eq(users.id, personalDetails.userId))
      .where(and(eq(personalDetails.phone, key.phone), isNotNull(personalDetails.phoneVerifiedAt), isNotNull(users.activatedAt)))
      .limit(5);
    const others = verified.map((row) => row.user).filter((user) => user.id !== own?.id);
    return own ? [own, ...others] : others;
  }

  async function startSession(c: Context<ApiEnv>, user: User, device: { name?: string; fcm_token?: string | null } | undefined) {
    const issued = await createSession(db, {
      userId: user.id,
      deviceName: device?.name,
      fcmToken: device?.fcm_token,
      secret: config.sessionSecret,
      now: new Date(),
    });
    setSessionCookie(c, issued.cookieToken);
    return { token: tokenBody(issued.accessToken), profile: await profileFor(db, user) };
  }

  /**
   * A refresh by bearer token (which may have expired) rotates it; by the web's cookie, it answers a
   * token of the session's current generation and rotates nothing (docs/operations.md#sessions-and-tokens).
   */
  async function renew(c: Context<ApiEnv>, now: Date): Promise<{ session: ActiveSession; accessToken: string }> {
    const expired = () => new ApiProblem(401, "errors.sessionExpired", { extra: { expired: true } });
    const token = bearerToken(c.req.header("authorization"));
    if (!token) {
      const viewer = c.get("viewer");
      const accessToken = viewer && (await currentAccessToken(db, viewer.sessionId, config.sessionSecret, now));
      if (!viewer || !accessToken) throw expired();
      return { session: viewer, accessToken };
    }
    const claims = readAccessToken(token, config.sessionSecret, now, true);
    const renewal = claims ? await rotateAccessToken(db, claims, config.sessionSecret, now) : { refused: "unknown" as const };
    if ("refused" in renewal) {
      if (renewal.refused === "reused") await audit(db, c, "session.token-reused", renewal.userId);
      throw expired();
    }
    return renewal;
  }

  const sessionsAndRegistration = new OpenAPIHono<ApiEnv>()
    .openapi(register, async (c) => {
      await requireHuman(c, deps);
      const input = c.req.valid("json");
      await enforce(limits.codeSendPerIp, c.get("clientAddress"));
      await enforce(limits.codeSendPerAddress, loginKey(input.email ?? input.phone ?? ""));
      const t = c.get("t");
      const now = new Date();
      const matches = [input.email ? eq(users.email, input.email) : undefined, input.phone ? eq(users.phone, input.phone) : undefined].filter(
        (m): m is SQL => m !== undefined,
      );
      const [existing] = await db.select().from(users).where(or(...matches)).limit(1);
      if (existing?.activatedAt) {
        // Same answer as a new sign-up; the owner learns of the attempt, nobody else does.
        if (existing.email) await mailer.send(alreadyRegisteredMail(t, existing.email));
        await audit(db, c, "register", existing.id, { outcome: "already-registered" });
        return c.json({ message: t("auth.codeSent") }, 202);
      }
      // A sign-up repeated within the resend pause sends no code, and says how long to wait.
      if (existing) await refuseWhileResendPause(db, existing.id, "register", now);
      const passwordHash = await hashPassword(input.password);
      const values = {
        email: input.email ?? null,
        phone: input.phone ?? null,
        passwordHash,
        accountType: input.account_type,
        locale: c.get("locale"),
      };
      const [user] = existing
        ? await db.update(users).set(values).where(eq(users.id, existing.id)).returning()
        : await db.insert(users).values(values).returning();
      if (!user) throw new Error("saving the user returned no row");
      const code = await issueCode(db, user.id, "register", config.sessionSecret, now);
      await sendCode(c, user, code, "register");
      await audit(db, c, "register", user.id, { outcome: "code-sent", channel: user.email ? "mail" : "sms" });
      return c.json({ message: t("auth.codeSent") }, 202);
    })
    .openapi(resendRegistrationCode, async (c) => {
      const input = c.req.valid("json");
      await enforce(limits.codeSendPerIp, c.get("clientAddress"));
      await enforce(limits.codeSendPerAddress, loginKey(input.login));
      const now = new Date();
      const [user] = await db.select().from(users).where(byLogin(input.login)).limit(1);
      // The same answer whether or not a sign-up awaits its code (only the pause tells it does).
      if (user && !user.activatedAt) {
        await refuseWhileResendPause(db, user.id, "register", now);
        const code = await issueCode(db, user.id, "register", config.sessionSecret, now);
        await sendCode(c, user, code, "register");
        await audit(db, c, "register.resend", user.id, { channel: user.email ? "mail" : "sms" });
      }
      return c.json({ message: c.get("t")("auth.codeSent") }, 202);
    })
    .openapi(confirmRegistration, async (c) => {
      const input = c.req.valid("json");
      await enforce(limits.confirmPerIp, c.get("clientAddress"));
      const t = c.get("t");
      const [user] = await db.select().from(users).where(byLogin(input.login)).limit(1);
      const result = user && !user.activatedAt ? await checkCode(db, user.id, "register", input.code, config.sessionSecret, new Date()) : "missing";
      if (result !== "ok" || !user) {
        await audit(db, c, "register.confirm-failed", user?.id ?? null, { result });
        throw fieldProblem(t, "code", codeRefusalKey(result));
      }
      const [active] = await db.update(users).set({ activatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      await audit(db, c, "register.confirm", user.id);
      return c.json({ message: t("auth.registered"), data: await startSession(c, active ?? user, input.device) }, 200);
    })
    .openapi(login, async (c) => {
      await requireHuman(c, deps);
      const input = c.req.valid("json");
      const address = c.get("clientAddress");
      await enforce(limits.loginPerIp, addressKey(address));
      // Wrong passwords slow down their own address only, never the owner elsewhere (login-protection.ts).
      const attempt = await protection.admit(loginKey(input.login), address);
      const t = c.get("t");
      const candidates = await activeUsersByLogin(input.login);
      let user: User | undefined;
      for (const candidate of candidates) {
        if (await passwordMatches(candidate.passwordHash, input.password)) {
          user = candidate;
          break;
        }
      }
      // The same work whether or not the login names an account.
      const ok = candidates.length > 0 ? user !== undefined : await passwordMatches(await decoyPasswordHash(), input.password) && false;
      if (!user || !ok) {
        await attempt.failed();
        await audit(db, c, "login.failed", candidates[0]?.id ?? null);
        throw fieldProblem(t, "password", "auth.invalidCredentials", "auth.invalidCredentials");
      }
      await attempt.succeeded();
      await audit(db, c, "login", user.id);
      return c.json({ data: await startSession(c, user, input.device) }, 200);
    })
    .openapi(refresh, async (c) => {
      const now = new Date();
      const body = c.req.valid("json");
      const { session, accessToken } = await renew(c, now);
      await touchSession(db, session.sessionId, body?.device && { name: body.device.name, fcmToken: body.device.fcm_token }, now);
      await audit(db, c, "session.refresh", session.user.id);
      return c.json(
        {
          data: {
            token: tokenBody(accessToken),
            profile: await profileFor(db, session.user),
          },
        },
        200,
      );
    })
    .openapi(logout, async (c) => {
      const viewer = requireViewer(c);
      await revokeSession(db, viewer.sessionId, new Date());
      deleteCookie(c, SESSION_COOKIE, { path: "/" });
      await audit(db, c, "logout", viewer.user.id);
      return c.body(null, 204);
    })
    .openapi(logoutAll, async (c) => {
      const viewer = requireViewer(c);
      await revokeUserSessions(db, viewer.user.id, new Date());
      deleteCookie(c, SESSION_COOKIE, { path: "/" });
      await audit(db, c, "logout.all", viewer.user.id);
      return c.body(null, 204);
    })
    .openapi(getProfile, async (c) => c.json({ data: await profileFor(db, requireViewer(c).user) }, 200));

  const passwords = new OpenAPIHono<ApiEnv>()
    .openapi(changePassword, async (c) => {
      const input = c.req.valid("json");
      const viewer = requireViewer(c);
      const t = c.get("t");
      if (!(await passwordMatches(viewer.user.passwordHash, input.current_password))) {
        await audit(db, c, "password.change-failed", viewer.user.id);
        throw fieldProblem(t, "current_password", "auth.currentPasswordWrong");
      }
      await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, viewer.user.id));
      await revokeUserSessions(db, viewer.user.id, new Date(), viewer.sessionId);
      await audit(db, c, "password.change", viewer.user.id);
      return c.json({ message: t("auth.passwordChanged") }, 200);
    })
    .openapi(recover, async (c) => {
      await requireHuman(c, deps);
      const input = c.req.valid("json");
      await enforce(limits.codeSendPerIp, c.get("clientAddress"));
      await enforce(limits.codeSendPerAddress, loginKey(input.login));
      const t = c.get("t");
      const now = new Date();
      const user = await activeUserByLogin(input.login);
      // The same answer whether or not the account exists.
      if (user && (await resendWaitSeconds(db, user.id, "recover", now)) === 0) {
        const code = await issueCode(db, user.id, "recover", config.sessionSecret, now);
        await sendCode(c, user, code, "recover");
        await audit(db, c, "password.recover", user.id);
      }
      return c.json({ message: t("auth.codeSent") }, 202);
    })
    .openapi(newPassword, async (c) => {
      const input = c.req.valid("json");
      await enforce(limits.confirmPerIp, c.get("clientAddress"));
      const t = c.get("t");
      const now = new Date();
      const user = await activeUserByLogin(input.login);
      const result = user ? await checkCode(db, user.id, "recover", input.code, config.sessionSecret, now) : "missing";
      if (result !== "ok" || !user) {
        await audit(db, c, "password.reset-failed", user?.id ?? null, { result });
        throw fieldProblem(t, "code", codeRefusalKey(result));
      }
      await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
      await revokeUserSessions(db, user.id, now);
      await audit(db, c, "password.reset", user.id);
      return c.json({ message: t("auth.passwordChanged") }, 200);
    });

  return new OpenAPIHono<ApiEnv>().route("/", sessionsAndRegistration).route("/", passwords);
}
