/**
 * The customs declarations registry: which declarations (form MD-2) were registered for a vehicle,
 * so that the queue engine can tell a user 'New cargo detected' when customs registers a declaration
 * for the vehicle of an open entry after it was booked. One interface, two implementations, like the
 * cargo-permit registry (docs/customs-simulator.md):
 *
 * - With CUSTOMS_URL the HTTP client asks the real system (CUSTOMS_TOKEN an optional bearer token):
 *     GET {base}/declarations?since={ISO time}&plate={plate}&plate={plate}…
 *     200 {"data": [{"number": "…", "plate": "…", "registered_at": "ISO time"}]}
 *   Anything else, or no answer within 5 s, means the system is unavailable (the next pass asks again).
 * - Without it a local simulator keeps the declarations registered through `register` (the
 *   development endpoint POST /api/v3/dev/customs-declarations), in this process's memory.
 */
import pMap from "p-map";
import { normalisePlate } from "../../domain/licence-plate.ts";

export interface CustomsDeclaration {
  number: string;
  /** The vehicle's plate as the portal stores it (normalised). */
  plate: string;
  registeredAt: Date;
}

export interface CustomsDeclarations {
  /** Declarations registered at or after `since` for any of these plates. Throws CustomsUnavailableError. */
  registeredSince(plates: readonly string[], since: Date): Promise<CustomsDeclaration[]>;
}

export interface SimulatedCustoms extends CustomsDeclarations {
  /** Registers a declaration for a vehicle (the development endpoint; demo and tests). */
  register(declaration: CustomsDeclaration): void;
}

export class CustomsUnavailableError extends Error {
  override name = "CustomsUnavailableError";
}

export const CUSTOMS_TIMEOUT_MS = 5_000;
/** Plates per request to the real system. */
export const CUSTOMS_BATCH = 100;
/**
 * Requests to the real system at once: a long queue's plates go in a few rounds of requests, not one
 * after another (a thousand open entries are ten requests each clock pass, which runs every 5 s).
 */
export const CUSTOMS_REQUESTS_AT_ONCE = 4;

export function createHttpCustoms(baseUrl: string, token: string | undefined, fetchImpl: typeof fetch = fetch): CustomsDeclarations {
  async function ask(plates: readonly string[], since: Date): Promise<CustomsDeclaration[]> {
    const query = new URLSearchParams([["since", since.toISOString()], ...plates.map((plate) => ["plate", plate] as [string, string])]);
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl.replace(/\/$/, "")}/declarations?${query}`, {
        headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: AbortSignal.timeout(CUSTOMS_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CustomsUnavailableError(`customs did not answer: ${(error as Error).message}`);
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new CustomsUnavailableError(`customs answered HTTP ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
    if (!body || !Array.isArray(body.data)) throw new CustomsUnavailableError("customs answered an unreadable body");
    return body.data.flatMap((item: unknown) => {
      const { number, plate, registered_at } = (item ?? {}) as Record<string, unknown>;
      const registeredAt = typeof registered_at === "string" ? new Date(registered_at) : null;
      if (typeof number !== "string" || typeof plate !== "string" || !registeredAt || Number.isNaN(registeredAt.getTime())) return [];
      return [{ number: number.trim().slice(0, 64), plate: normalisePlate(plate), registeredAt }];
    });
  }
  return {
    async registeredSince(plates, since) {
      const batches: Array<readonly string[]> = [];
      for (let at = 0; at < plates.length; at += CUSTOMS_BATCH) batches.push(plates.slice(at, at + CUSTOMS_BATCH));
      // CUSTOMS_REQUESTS_AT_ONCE requests at a time, the answers in the batches' order; after a failure none starts another.
      const answers = await pMap(batches, (batch) => ask(batch, since), { concurrency: CUSTOMS_REQUESTS_AT_ONCE });
      return answers.flat();
    },
  };
}

export function createSimulatedCustoms(): SimulatedCustoms {
  const declarations: CustomsDeclaration[] = [];
  return {
    register(declaration) {
      declarations.push({ ...declaration, plate: normalisePlate(declaration.plate) });
    },
    registeredSince(plates, since) {
      // Asked every clock pass with every open entry's plate: what is built is the size of the
      // (few) declarations registered since, not of the plates.
      const recent = declarations.filter((d) => d.registeredAt.getTime() >= since.getTime());
      if (recent.length === 0) return Promise.resolve([]);
      const recentPlates = new Set(recent.map((d) => d.plate));
      const asked = new Set(plates.filter((plate) => recentPlates.has(plate)));
      return Promise.resolve(recent.filter((d) => asked.has(d.plate)));
    },
  };
}
