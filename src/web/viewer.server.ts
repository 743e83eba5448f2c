/**
 * Who is asking: the API's profile of the session the request carries, or null for a guest. Read
 * once per request (the root, the guards and the pages share it), and not at all without a session
 * cookie.
 */
import type { AccountType } from "../domain/accounts.ts";
import type { VehicleType } from "../domain/codes.ts";
import type { WebContext } from "./context.ts";
import { loginRedirect } from "./forms/api-submission.server.ts";
import { ApiError } from "./platform/api-client.ts";

export interface ViewerCarrier {
  id: number;
  vehicle_type: VehicleType;
  has_enough_carrier_info: boolean;
}

export interface Viewer {
  id: number;
  email: string | null;
  phone: string | null;
  account_type: AccountType;
  /** operator: the checkpoint console; admin: the administration console too. */
  role: "user" | "operator" | "admin";
  carrier_type: VehicleType | null;
  /** The user's carriers keyed by vehicle type ("1", "2", "3"): what the join-queue decision reads. */
  carriers: Record<string, ViewerCarrier>;
  /** Open queue entries (the header's 'My queues' count). */
  queues_counter: number;
  /** Unread in-app notices (the header's notices count). */
  notices_unread: number;
}

const viewers = new WeakMap<WebContext, Promise<Viewer | null>>();

export function getViewer(web: WebContext): Promise<Viewer | null> {
  let viewer = viewers.get(web);
  if (!viewer) {
    viewer = web.hasSession ? readViewer(web) : Promise.resolve(null);
    viewers.set(web, viewer);
  }
  return viewer;
}

async function readViewer(web: WebContext): Promise<Viewer | null> {
  try {
    const body = await web.api.get<{ data: Viewer }>("/account/profile", { toastErrors: false, asGuest: true });
    return body?.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The logged-in viewer, or a redirect to the login page of the same language that brings them back here. */
export async function requireViewer(web: WebContext, url: URL): Promise<Viewer> {
  const viewer = await getViewer(web);
  if (!viewer) throw loginRedirect(web.locale, url);
  return viewer;
}
