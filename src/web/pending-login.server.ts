/**
 * The address a code was just sent to, remembered for the next form (the code forms of sign-up and
 * recovery), so the user need not type it again. httpOnly, short-lived, never in the URL.
 */
import { createCookie } from "react-router";

const pendingLoginCookie = createCookie("pending_login", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 30 * 60 });

export function rememberPendingLogin(login: string, secure: boolean): Promise<string> {
  return pendingLoginCookie.serialize(login, { secure });
}

export async function pendingLogin(request: Request): Promise<string> {
  const value: unknown = await pendingLoginCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : "";
}

export function forgetPendingLogin(): Promise<string> {
  return pendingLoginCookie.serialize("", { maxAge: 0 });
}
