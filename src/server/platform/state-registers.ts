/**
 * The state registers that say who holds a Ukrainian vehicle and whose a Ukrainian passport is
 * (docs/ownership.md): one interface, two implementations. With STATE_REGISTERS_URL the HTTP client
 * asks the real service; without it a local simulator answers from seeded records by documented
 * rules (docs/state-registers-simulator.md), so the demo and the tests meet every answer: found,
 * not found, a mismatch, unavailable.
 *
 * HTTP contract (STATE_REGISTERS_URL is the base, STATE_REGISTERS_TOKEN an optional bearer token):
 *   GET  {base}/vehicles/{plate}   200 {"holder_code": "<EDRPOU or a person's tax number>"}, 404 not registered
 *   POST {base}/passports/check    body {"series", "number", "first_name", "last_name", "birth_date"}:
 *                                  200 {"result": "match" | "mismatch"}, 404 the passport is not registered
 * Anything else, or no answer within 5 s, means the registers are unavailable: the record stays
 * unverified and is asked about again later, never an error for the user.
 */
import { holderCodeKey, plateKey, type PassportRegisterAnswer, type VehicleRegisterAnswer } from "../../domain/ownership.ts";

export interface PassportQuestion {
  series: string | null;
  number: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

export interface StateRegisters {
  /** Who holds the vehicle with this plate ('unavailable' when the register does not answer). */
  vehicleHolder(plate: string): Promise<VehicleRegisterAnswer>;
  /** Whether the passport is registered to this person ('unavailable' when the register does not answer). */
  checkPassport(question: PassportQuestion): Promise<PassportRegisterAnswer>;
}

export const STATE_REGISTERS_TIMEOUT_MS = 5_000;

export function createHttpStateRegisters(baseUrl: string, token: string | undefined, fetchImpl: typeof fetch = fetch): StateRegisters {
  const base = baseUrl.replace(/\/$/, "");
  const headers = { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  async function ask(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown } | null> {
    try {
      const response = await fetchImpl(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers }, signal: AbortSignal.timeout(STATE_REGISTERS_TIMEOUT_MS) });
      const body: unknown = response.status === 200 ? await response.json().catch(() => null) : (await response.body?.cancel(), null);
      return { status: response.status, body };
    } catch {
      return null;
    }
  }
  return {
    async vehicleHolder(plate) {
      const answer = await ask(`/vehicles/${encodeURIComponent(plateKey(plate))}`);
      if (answer?.status === 404) return { kind: "not-found" };
      const code = (answer?.body as { holder_code?: unknown } | null)?.holder_code;
      if (answer?.status === 200 && typeof code === "string" && code.trim() !== "") return { kind: "found", holderCode: holderCodeKey(code) };
      return { kind: "unavailable" };
    },
    async checkPassport(question) {
      const answer = await ask("/passports/check", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          series: question.series,
          number: question.number,
          first_name: question.firstName,
          last_name: question.lastName,
          birth_date: question.birthDate,
        }),
      });
      if (answer?.status === 404) return "not-found";
      const result = (answer?.body as { result?: unknown } | null)?.result;
      if (answer?.status === 200 && (result === "match" || result === "mismatch")) return result;
      return "unavailable";
    },
  };
}

/**
 * The simulator's records and rules (docs/state-registers-simulator.md lists them for the demo):
 * - a plate below is registered to its holder's code; a passport below to its person;
 * - a plate or passport number that starts with "000" makes the registers unavailable;
 * - any other plate or passport is not registered.
 */
export const SIMULATED_VEHICLES: Readonly<Record<string, string>> = {
  AA1234BB: "32855961",
  AA5678BB: "32855961",
  BC1001AK: "14360570",
  BC1002AK: "14360570",
  KA0001AX: "3012345670",
};

export const SIMULATED_PASSPORTS: ReadonlyArray<PassportQuestion> = [
  { series: "FA", number: "123456", firstName: "Ivan", lastName: "Petrenko", birthDate: "1980-05-12" },
  { series: "FB", number: "654321", firstName: "Olena", lastName: "Koval", birthDate: "1975-11-03" },
];

const names = new Intl.Collator("uk", { sensitivity: "base" });
const sameName = (a: string, b: string) => names.compare(a.trim(), b.trim()) === 0;

export function createSimulatedStateRegisters(): StateRegisters {
  return {
    vehicleHolder(plate) {
      const key = plateKey(plate);
      if (key.startsWith("000")) return Promise.resolve({ kind: "unavailable" });
      const holder = SIMULATED_VEHICLES[key];
      return Promise.resolve(holder ? { kind: "found", holderCode: holder } : { kind: "not-found" });
    },
    checkPassport(question) {
      const number = question.number.toUpperCase().replace(/\s+/g, "");
      if (number.startsWith("000")) return Promise.resolve("unavailable");
      const series = (question.series ?? "").toUpperCase();
      const record = SIMULATED_PASSPORTS.find((p) => (p.series ?? "") === series && p.number === number);
      if (!record) return Promise.resolve("not-found");
      const matches = sameName(record.firstName, question.firstName) && sameName(record.lastName, question.lastName) && record.birthDate === question.birthDate;
      return Promise.resolve(matches ? "match" : "mismatch");
    },
  };
}
