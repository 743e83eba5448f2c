/**
 * The cargo-permit registry (the national system drivers and permits must be registered in): one
 * interface, two implementations. With REGISTRY_URL the HTTP client asks the real registry; without
 * it a local simulator answers from seeded records by documented rules, so the demo and the tests
 * meet every answer the real one gives: found, not found, unavailable.
 *
 * HTTP contract (REGISTRY_URL is the base, REGISTRY_TOKEN an optional bearer token):
 *   GET {base}/passports/{number}   200 registered, 404 not registered
 *   GET {base}/permits/{number}     200 registered, 404 not registered
 * Anything else, or no answer within 5 s, means the registry is unavailable.
 */
export type RegistryAnswer = "found" | "not-found";

export interface CargoPermitRegistry {
  /** Whether a driver's foreign passport is registered. Throws RegistryUnavailableError. */
  checkPassport(number: string): Promise<RegistryAnswer>;
  /** Whether a permit number is registered. Throws RegistryUnavailableError. */
  checkPermit(number: string): Promise<RegistryAnswer>;
}

export class RegistryUnavailableError extends Error {
  override name = "RegistryUnavailableError";
}

export const REGISTRY_TIMEOUT_MS = 5_000;

/** How numbers are compared: upper case, without spaces and dashes. */
export function registryKey(number: string): string {
  return number.toUpperCase().replace(/[\s-]/g, "");
}

export function createHttpRegistry(baseUrl: string, token: string | undefined, fetchImpl: typeof fetch = fetch): CargoPermitRegistry {
  async function lookUp(kind: "passports" | "permits", number: string): Promise<RegistryAnswer> {
    const url = `${baseUrl.replace(/\/$/, "")}/${kind}/${encodeURIComponent(registryKey(number))}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RegistryUnavailableError(`the registry did not answer: ${(error as Error).message}`);
    }
    await response.body?.cancel();
    if (response.status === 200) return "found";
    if (response.status === 404) return "not-found";
    throw new RegistryUnavailableError(`the registry answered HTTP ${response.status}`);
  }
  return { checkPassport: (number) => lookUp("passports", number), checkPermit: (number) => lookUp("permits", number) };
}

/**
 * The simulator's records and rules (docs/registry-simulator.md lists them for the demo):
 * - a number in the seeded lists below is registered;
 * - a number that starts with "000" makes the registry unavailable (to try that path);
 * - any other number is not registered.
 */
export const SIMULATED_PASSPORTS: readonly string[] = ["FA123456", "FB654321", "EK000111", "AB1234567", "PL7654321"];
export const SIMULATED_PERMITS: readonly string[] = ["UA2026001", "UA2026002", "EKMT1001", "INT12345", "PAX778899"];

export function createSimulatedRegistry(): CargoPermitRegistry {
  const answer = (records: readonly string[], number: string): Promise<RegistryAnswer> => {
    const key = registryKey(number);
    if (key.startsWith("000")) return Promise.reject(new RegistryUnavailableError("the simulated registry is unavailable"));
    return Promise.resolve(records.includes(key) ? "found" : "not-found");
  };
  return {
    checkPassport: (number) => answer(SIMULATED_PASSPORTS, number),
    checkPermit: (number) => answer(SIMULATED_PERMITS, number),
  };
}
