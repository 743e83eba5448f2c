/**
 * The profile's lists read once per request: the profile layout (its menu and next step) and the
 * page inside it load in parallel and need the same lists, so they share one API call each.
 */
import type { WebContext } from "../context.ts";

const reads = new WeakMap<WebContext, Map<string, Promise<unknown>>>();

export function readOnce<T>(web: WebContext, path: string): Promise<T | null> {
  let cache = reads.get(web);
  if (!cache) {
    cache = new Map();
    reads.set(web, cache);
  }
  let read = cache.get(path) as Promise<T | null> | undefined;
  if (!read) {
    read = web.api.get<T>(path, { toastErrors: false });
    cache.set(path, read);
  }
  return read;
}
