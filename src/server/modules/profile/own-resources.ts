/** What the profile's resources (drivers, vehicles, permits) share: duplicates, the registry. */
import { ApiProblem } from "../../http/errors.ts";
import { RegistryUnavailableError, type RegistryAnswer } from "../../platform/registry.ts";


/** The unique constraint a database error violated, or null (drizzle wraps the driver's error). */
export function violatedConstraint(error: unknown): string | null {
  const withCode = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const cause = withCode?.cause ?? withCode;
  return cause?.code === "23505" ? (cause.constraint ?? "") : null;
}

export const isUniqueViolation = (error: unknown): boolean => violatedConstraint(error) !== null;

/** Runs a write; a duplicate answers 409 with `messageKey`. */
export async function refuseDuplicates<T>(messageKey: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiProblem(409, messageKey);
    throw error;
  }
}

/** Asks the cargo-permit registry; when it does not answer, the request fails with 503 and nothing is saved. */
export async function askRegistry(question: () => Promise<RegistryAnswer>): Promise<RegistryAnswer> {
  try {
    return await question();
  } catch (error) {
    if (error instanceof RegistryUnavailableError) throw new ApiProblem(503, "errors.registryUnavailable");
    throw error;
  }
}
