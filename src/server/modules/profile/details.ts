/**
 * 'My info' and its phone verification: the user's own details; a code by SMS confirms the phone,
 * and a changed phone is unverified again. Codes are those of the accounts (hashed, 10 minutes,
 * 5 tries, resend pause), with the same rate limits on sending and confirming.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem, fieldProblem } from "../../http/errors.ts";
import { personalDetails } from "../../db/schema.ts";
import { splitE164 } from "../../platform/phone-numbers.ts";
import { audit } from "../accounts/audit.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { codeSms } from "../accounts/code-mail.ts";
import { checkCode, issueCode, refuseWhileResendPause } from "../accounts/codes.ts";
import { accountLimits, enforce } from "../accounts/limits.ts";
import type { User } from "../accounts/sessions.ts";
import { signUpVerifiedPhone } from "../../../domain/phone.ts";
import { confirmPhone, getDetails, saveDetails, sendPhoneCode } from "./details.routes.ts";

type DetailsRow = typeof personalDetails.$inferSelect;

/** Verified by its SMS code, or the phone the account signed up with by SMS. */
const phoneVerified = (row: DetailsRow, user: User) => row.phoneVerifiedAt !== null || row.phone === signUpVerifiedPhone(user);

function detailsBody(row: DetailsRow, user: User) {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    birth_date: row.birthDate,
    citizenship: row.citizenship,
    phone: row.phone,
    ...splitE164(row.phone),
    phone_verified: phoneVerified(row, user),
    contact_email: row.contactEmail,
  };
}

const CODE_REFUSALS = { expired: "auth.codeExpired", exhausted: "auth.codeExhausted", wrong: "auth.codeWrong", missing: "auth.codeWrong" } as const;

export function detailsRoutes({ database: { db }, config, sms, rateLimits }: ApiDeps) {
  const limits = accountLimits(rateLimits);
  const detailsOf = async (userId: number) => (await db.select().from(personalDetails).where(eq(personalDetails.userId, userId)))[0];

  return new OpenAPIHono<ApiEnv>()
    .openapi(getDetails, async (c) => {
      const { user } = requireViewer(c);
      const row = await detailsOf(user.id);
      return c.json({ data: row ? detailsBody(row, user) : null }, 200);
    })
    .openapi(saveDetails, async (c) => {
      const viewer = requireViewer(c);
      const input = c.req.valid("json");
      const existing = await detailsOf(viewer.user.id);
      const phone = input.phone ?? "";
      const values = {
        firstName: input.first_name,
        lastName: input.last_name,
        birthDate: input.birth_date,
        citizenship: input.citizenship,
        phone,
        contactEmail: input.contact_email ?? null,
        // A new phone must be verified again; the one the account signed up with by SMS is verified.
        phoneVerifiedAt:
          existing && existing.phone === phone ? existing.phoneVerifiedAt : phone === signUpVerifiedPhone(viewer.user) ? new Date() : null,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(personalDetails)
        .values({ userId: viewer.user.id, ...values })
        .onConflictDoUpdate({ target: personalDetails.userId, set: values })
        .returning();
      if (!row) throw new Error("saving the details returned no row");
      await audit(db, c, "profile.details", viewer.user.id);
      return c.json({ message: c.get("t")("profile.updated"), data: detailsBody(row, viewer.user) }, 200);
    })
    .openapi(sendPhoneCode, async (c) => {
      const viewer = requireViewer(c);
      const details = await detailsOf(viewer.user.id);
      if (!details) throw new ApiProblem(409, "profile.phoneMissing");
      if (phoneVerified(details, viewer.user)) throw new ApiProblem(409, "profile.phoneVerifiedAlready");
      await enforce(limits.codeSendPerIp, c.get("clientAddress"));
      await enforce(limits.codeSendPerAddress, JSON.stringify({ phone: details.phone }));
      const now = new Date();
      await refuseWhileResendPause(db, viewer.user.id, "phone", now);
      const code = await issueCode(db, viewer.user.id, "phone", config.sessionSecret, now);
      await sms.send(details.phone, codeSms(c.get("t"), code));
      await audit(db, c, "profile.phone-code", viewer.user.id);
      return c.json({ message: c.get("t")("auth.codeSent") }, 202);
    })
    .openapi(confirmPhone, async (c) => {
      const viewer = requireViewer(c);
      const { code } = c.req.valid("json");
      await enforce(limits.confirmPerIp, c.get("clientAddress"));
      const details = await detailsOf(viewer.user.id);
      if (!details) throw new ApiProblem(409, "profile.phoneMissing");
      const result = await checkCode(db, viewer.user.id, "phone", code, config.sessionSecret, new Date());
      if (result !== "ok") throw fieldProblem(c.get("t"), "code", CODE_REFUSALS[result]);
      await db.update(personalDetails).set({ phoneVerifiedAt: new Date() }).where(eq(personalDetails.userId, viewer.user.id));
      await audit(db, c, "profile.phone-verified", viewer.user.id);
      return c.json({ message: c.get("t")("profile.phoneVerified") }, 200);
    });
}
