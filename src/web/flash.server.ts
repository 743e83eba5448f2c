/**
 * Toasts that survive a redirect (STYLE.md): an action names a message by its locale key in a
 * short-lived cookie; the next page's root loader translates it, shows it once and clears the
 * cookie. Only keys of the success catalogue are accepted, so the cookie cannot carry other text.
 */
import { createCookie, redirect } from "react-router";
import type { WebContext } from "./context.ts";
import { z } from "../domain/zod.ts";

export const FLASH_MESSAGES = [
  "auth.codeSent",
  "auth.registered",
  "auth.loggedIn",
  "auth.loggedOut",
  "auth.loggedOutEverywhere",
  "auth.passwordChanged",
  "profile.updated",
  "profile.driverSaved",
  "profile.driverRemoved",
  "profile.vehicleSaved",
  "profile.vehicleRemoved",
  "profile.permitSaved",
  "profile.permitRemoved",
  "profile.phoneVerified",
  "notificationSettings.saved",
  "operator.admitted",
  "operator.passed",
  "operator.annulled",
  "operator.laneUpdated",
  "booking.queueJoined",
  "booking.dataChanged",
  "queues.extended",
  "queues.cancelled",
  "queues.confirmed",
  "join.carrierRequired",
  "notices.allRead",
  "profileEdits.carrierRemoved",
  "share.created",
  "share.revoked",
  "added.driver",
  "added.vehicle",
  "added.permit",
  "ownership.claimOpened",
  "profileEdits.ownership.documentsSaved",
  "waitingAreas.applicationSubmitted",
  "feedback.received",
  "webhooks.changed",
  "webhooks.deleted",
  "webhooks.tested",
  "adminContent.saved",
  "adminContent.deleted",
  "adminContent.linkCreated",
  "adminContent.revoked",
  "admin.saved",
  "adminWaitingAreas.declined",
  "adminWaitingAreas.keyRevoked",
  "adminUsers.lifted",
  "adminUsers.archived",
  "adminUsers.aeoSaved",
  "adminUsers.roleSaved",
  "adminUsers.checkpointsSaved",
  "adminUsers.sessionsEnded",
  "adminUsers.reviews.approved",
  "adminUsers.reviews.rejected",
  "adminFeedback.sent",
  "adminFeedback.closed",
] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

const flashSchema = z.object({ kind: z.enum(["success", "info"]), key: z.enum(FLASH_MESSAGES) });
export type Flash = z.infer<typeof flashSchema>;

const flashCookie = createCookie("flash", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

export function setFlash(key: FlashMessage, secure: boolean, kind: Flash["kind"] = "success"): Promise<string> {
  return flashCookie.serialize({ kind, key } satisfies Flash, { secure });
}

/** A redirect after a success: the toast `key` goes along, with any other cookies to set. */
export async function redirectWithFlash(
  web: Pick<WebContext, "secureCookies">,
  to: string,
  key: FlashMessage,
  ...cookies: string[]
): Promise<Response> {
  const headers = new Headers();
  for (const cookie of [await setFlash(key, web.secureCookies), ...cookies]) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const header = request.headers.get("cookie");
  if (!header?.includes("flash=")) return { flash: null, clear: null };
  const parsed = flashSchema.safeParse(await flashCookie.parse(header));
  return { flash: parsed.success ? parsed.data : null, clear: await flashCookie.serialize("", { maxAge: 0 }) };
}
