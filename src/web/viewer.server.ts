/** Who is asking: the API's profile of the session the request carries, or null for a guest. */
import { ApiError, type ApiClient } from "./platform/api-client.ts";

export interface Viewer {
  id: number;
  email: string | null;
}

export async function getViewer(api: ApiClient): Promise<Viewer | null> {
  try {
    const body = await api.get<{ data: Viewer }>("/account/profile", { toastErrors: false });
    return body?.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
