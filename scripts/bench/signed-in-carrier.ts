/**
 * A carrier ready to book, signed in on a benchmark's server (made over the API as the browser
 * tests make one: account, carrier, driver, vehicle, verified phone; needs the server's test mode),
 * with a booking draft at Yahodyn: its session cookies for a browser or Lighthouse, a bearer token for
 * the API (as the mobile app calls it), and the paths of the booking wizard's steps. Used by
 * `npm run bench`, `bench:pages`, `bench:lighthouse` and the memory soak (scripts/bench/soak.ts).
 */
import { request as newRequest } from "@playwright/test";
import { outboxMailCode } from "../../tests/e2e/account-helpers.ts";
import { bookTruck, checkpointIdOf, createBooker, PASSWORD } from "../../tests/e2e/queue-helpers.ts";
import type { BrowserCookies } from "./first-load.ts";

export type WizardStep = "Checkpoint" | "Drivers" | "Vehicle" | "Cargos" | "Confirm";

export interface SignedInCarrier {
  cookies: BrowserCookies;
  /** The session cookies as a Cookie header. */
  cookieHeader: string;
  /** A bearer token of the carrier (`Authorization: Bearer …`), from the API's login. */
  token: string;
  /** The entry booked first, when asked for (`bookFirst`). */
  entryId: number | null;
  /** The booking wizard at `step`, on the carrier's draft. */
  wizardPath(step: WizardStep): string;
}

export async function signedInCarrier(base: string, options: { bookFirst?: boolean } = {}): Promise<SignedInCarrier> {
  const api = await newRequest.newContext({ baseURL: base });
  try {
    // The benchmarks' server keeps its mail in its development outbox (it has no SMTP server).
    const booker = await createBooker(api, 1, "bench", outboxMailCode(api));
    // The API's login, as the mobile app signs in: a session with an access token (its cookie replaces the sign-up's).
    const loggedIn = await api.post("/api/v3/auth/login", {
      headers: { "X-Client-Locale": "en", "X-Skip-Bot-Check": "1" },
      data: { login: booker.email, password: PASSWORD },
    });
    if (loggedIn.status() !== 200) throw new Error(`logging in answered ${loggedIn.status()}: ${await loggedIn.text()}`);
    const token = ((await loggedIn.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
    const entryId = options.bookFirst ? await bookTruck(api, booker) : null;
    const created = await api.post("/api/v3/queue-drafts", {
      headers: { "X-Client-Locale": "uk" },
      data: { checkpoint_id: await checkpointIdOf(api) },
    });
    if (created.status() !== 201) throw new Error(`creating a draft answered ${created.status()}: ${await created.text()}`);
    const draft = ((await created.json()) as { data: { id: number } }).data;
    const cookies = (await api.storageState()).cookies;
    return {
      cookies,
      cookieHeader: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
      token,
      entryId,
      wizardPath: (step) => `/queue/new/${booker.carrierId}?draft=${draft.id}&step=${step}`,
    };
  } finally {
    await api.dispose();
  }
}
