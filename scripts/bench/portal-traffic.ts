/**
 * The traffic of the memory soak, as a load test would send it (autocannon): the public pages and
 * reads that people and bots hit most (`/`, `/en`, `/en/news`, `GET /api/v3/checkpoints`, a static
 * asset) and a signed-in carrier's pages and API calls (the carrier of signed-in-carrier.ts: its
 * session cookies for the pages, its bearer token for the API), each with the headers a browser
 * sends (http-load.ts), so that answers are compressed as a browser gets them.
 */
import { BROWSER_HEADERS } from "./http-load.ts";
import type { SignedInCarrier } from "./signed-in-carrier.ts";

export interface SoakRequest {
  method?: "GET";
  path: string;
  headers?: Record<string, string>;
}

/** The first script the home page loads (a hashed file under /assets/). */
export async function staticAssetPath(baseUrl: string): Promise<string> {
  const page = await (await fetch(`${baseUrl}/en`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
  if (!asset) throw new Error("the home page names no script under /assets/");
  return asset;
}

/** The requests each connection sends in turn, over and over. */
export function soakRequests(asset: string, carrier?: Pick<SignedInCarrier, "cookieHeader" | "token">): SoakRequest[] {
  const { page: guestPage, json, asset: script } = BROWSER_HEADERS;
  const requests: SoakRequest[] = [
    { path: "/", headers: { ...guestPage } },
    { path: "/en", headers: { ...guestPage } },
    { path: "/en/news", headers: { ...guestPage } },
    { path: "/api/v3/checkpoints", headers: { ...json } },
    { path: asset, headers: { ...script } },
  ];
  if (carrier) {
    const page = { ...guestPage, cookie: carrier.cookieHeader };
    const api = { ...json, Authorization: `Bearer ${carrier.token}`, "X-Client-Locale": "en" };
    requests.push(
      { path: "/en/queues", headers: page },
      { path: "/en/profile/details", headers: page },
      { path: "/api/v3/account/profile", headers: api },
      { path: "/api/v3/queues", headers: api },
    );
  }
  return requests;
}
