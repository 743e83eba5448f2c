/**
 * The address a code was just sent to, and when, remembered for the next form (the code forms of
 * sign-up and recovery), so the user need not type it again and the page can count down to the next
 * code. httpOnly, short-lived, never in the URL.
 */
import { createCookie } from "react-router";
import { CODE_RESEND_SECONDS } from "../domain/accounts.ts";

const pendingLoginCookie = createCookie("pending_login", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 30 * 60 });

interface PendingLogin {
  login: string;
  /** When the last code went to it (ms since the epoch). */
  sentAt: number;
}

export function rememberPendingLogin(login: string, secure: boolean, sentAt = new Date()): Promise<string> {
  return pendingLoginCookie.serialize({ login, sentAt: sentAt.getTime() } satisfies PendingLogin, { secure });
}

async function readPendingLogin(request: Request): Promise<PendingLogin | null> {
  const value: unknown = await pendingLoginCookie.parse(request.headers.get("cookie"));
  if (typeof value === "string") return { login: value, sentAt: 0 };
  if (value && typeof value === "object" && "login" in value && typeof value.login === "string") {
    const sentAt = "sentAt" in value && typeof value.sentAt === "number" ? value.sentAt : 0;
    return { login: value.login, sentAt };
  }
  return null;
}

export async function pendingLogin(request: Request): Promise<string> {
  return (await readPendingLogin(request))?.login ?? "";
}

/** The pending address, when its code went, and the seconds left before a new one may be asked for. */
export async function pendingCode(request: Request, now = new Date()): Promise<{ login: string; sentAt: number; resendInSeconds: number }> {
  const pending = await readPendingLogin(request);
  if (!pending) return { login: "", sentAt: 0, resendInSeconds: 0 };
  const elapsed = (now.getTime() - pending.sentAt) / 1000;
  return { ...pending, resendInSeconds: Math.max(0, Math.min(CODE_RESEND_SECONDS, Math.ceil(CODE_RESEND_SECONDS - elapsed))) };
}

export function forgetPendingLogin(): Promise<string> {
  return pendingLoginCookie.serialize("", { maxAge: 0 });
}
