/** The account endpoints' abuse limits (RATE_LIMITS), refused with 429, Retry-After and a message. */
import { RATE_LIMITS } from "../../../domain/accounts.ts";
import { ApiProblem } from "../../http/errors.ts";
import type { Limiter, RateLimits } from "../../platform/rate-limit.ts";

export type AccountLimits = { [K in keyof typeof RATE_LIMITS]: Limiter };

export function accountLimits(rateLimits: RateLimits): AccountLimits {
  const entries = Object.entries(RATE_LIMITS).map(([name, rule]) => [name, rateLimits.limiter(name, rule)]);
  return Object.fromEntries(entries) as AccountLimits;
}

export async function enforce(limiter: Limiter, key: string) {
  const wait = await limiter.hit(key);
  if (wait > 0) {
    throw new ApiProblem(429, "errors.tooManyRequests", { params: { minutes: Math.ceil(wait / 60) }, retryAfter: wait });
  }
}
