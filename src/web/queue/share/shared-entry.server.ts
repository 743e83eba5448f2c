/** The shared entry behind a short link /s/{id} (public): an unknown or revoked link is the 404 page. */
import { data } from "react-router";
import type { WebContext } from "../../context.ts";
import { apiPageError } from "../../page-error.server.ts";
import { ApiError } from "../../platform/api-client.ts";

/** GET /shared-entries/{linkId}: no names, documents, phone or carrier. */
export interface SharedEntry {
  status: number;
  kind: "dynamic" | "timeslot";
  vehicle_type: number;
  checkpoint: { id: number; name: Record<string, string>; foreign_name: Record<string, string>; time_zone: string };
  plate: string;
  position: number | null;
  registered_at: string;
  arrival_time: string | null;
  estimated_entry_at: string | null;
  latest_entry_at: string | null;
  on_control_at: string | null;
}

export async function loadSharedEntry(web: Pick<WebContext, "api">, linkId: string): Promise<{ entry: SharedEntry; readAt: string }> {
  // Not retried: every read counts as a visit.
  const options = { toastErrors: false, retry: 0 };
  try {
    const answer = await web.api.get<{ data: SharedEntry }>(`/shared-entries/${encodeURIComponent(linkId)}`, options);
    if (!answer) throw data(null, { status: 404 });
    return { entry: answer.data, readAt: new Date().toISOString() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    // Too many reads (429) and the like: the error page with the API's message.
    if (error instanceof ApiError) throw apiPageError(error);
    throw error;
  }
}
