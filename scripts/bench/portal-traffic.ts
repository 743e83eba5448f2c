/**
 * The traffic of the memory soak, as a load test would send it (autocannon): the public pages and
 * reads that people and bots hit most (`/`, `/en`, `/en/news`, `GET /api/v3/checkpoints`, a static
 * asset) and a signed-in carrier's pages and API calls. The carrier is made over the API, which
 * only a test-mode server allows (APP_ENV=test: the bot check skipped, codes in the outbox).
 */
import { VehicleType } from "../../src/domain/codes.ts";

export interface SoakRequest {
  method?: "GET";
  path: string;
  headers?: Record<string, string>;
}

export interface SignedInCarrier {
  /** The `session` cookie's value (pages). */
  session: string;
  /** A bearer token (the API, as the mobile app calls it). */
  token: string;
}

const API_HEADERS = { "Content-Type": "application/json", "X-Client-Locale": "en", "X-Skip-Bot-Check": "1" };

async function post(baseUrl: string, path: string, body: unknown, method = "POST", headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/v3${path}`, { method, headers: { ...API_HEADERS, ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The six-digit code of the newest mail to `recipient` in the development outbox. */
async function latestCode(baseUrl: string, recipient: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v3/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const { data } = (await response.json()) as { data: Array<{ text: string }> };
  const code = /\b(\d{6})\b/.exec(data[0]?.text ?? "")?.[1];
  if (!code) throw new Error(`no code for ${recipient} in the outbox (is the server in test mode?)`);
  return code;
}

/** A confirmed carrier account carrying trucks, signed in. */
export async function signUpCarrier(baseUrl: string): Promise<SignedInCarrier> {
  const email = `soak-${Date.now()}-${process.pid}@example.com`;
  const password = "correct horse battery";
  await post(baseUrl, "/auth/register", {
    account_type: "carrier",
    email,
    password,
    password_confirmation: password,
    accept_privacy: true,
    accept_rules: true,
    accept_personal_data: true,
  });
  const confirmed = await post(baseUrl, "/auth/register/confirm", { login: email, code: await latestCode(baseUrl, email) });
  const session = /(?:^|[\s,])session=([^;]+)/.exec(confirmed.headers.get("set-cookie") ?? "")?.[1];
  const { data } = (await confirmed.json()) as { data: { token: { access_token: string } } };
  if (!session) throw new Error("the confirmation set no session cookie");
  const token = data.token.access_token;
  await post(baseUrl, "/profile/carrier-type", { carrier_type: VehicleType.Truck }, "PUT", { Authorization: `Bearer ${token}` });
  return { session, token };
}

/** The first script the home page loads (a hashed file under /assets/). */
export async function staticAssetPath(baseUrl: string): Promise<string> {
  const page = await (await fetch(`${baseUrl}/en`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
  if (!asset) throw new Error("the home page names no script under /assets/");
  return asset;
}

/** The requests each connection sends in turn, over and over. */
export function soakRequests(asset: string, carrier?: SignedInCarrier): SoakRequest[] {
  const requests: SoakRequest[] = [{ path: "/" }, { path: "/en" }, { path: "/en/news" }, { path: "/api/v3/checkpoints" }, { path: asset }];
  if (carrier) {
    const page = { cookie: `session=${carrier.session}` };
    const api = { Authorization: `Bearer ${carrier.token}`, "X-Client-Locale": "en" };
    requests.push(
      { path: "/en/queues", headers: page },
      { path: "/en/profile/details", headers: page },
      { path: "/api/v3/account/profile", headers: api },
      { path: "/api/v3/queues", headers: api },
    );
  }
  return requests;
}
