/** One item a page is about (a news item, a permit, a violation): an unknown id, or another user's, is the page's 404. */
import { data } from "react-router";
import { apiPageError } from "./page-error.server.ts";
import { ApiError, type ApiClient } from "./platform/api-client.ts";

export async function loadItem<T>(api: ApiClient, path: string): Promise<T> {
  try {
    const body = await api.get<{ data: T }>(path, { toastErrors: false });
    if (!body) throw data(null, { status: 404 });
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof ApiError && error.status !== 401) throw apiPageError(error);
    throw error;
  }
}
