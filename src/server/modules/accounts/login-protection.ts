/**
 * Growing waits for wrong passwords, per account and client address (src/domain/login-protection.ts),
 * on the shared rate-limit counters (memory, or Redis for all instances).
 *
 * Each attempt counts as a failure until it succeeds (then the pair starts afresh), so attempts
 * sent at once cannot all slip in before the first failure is recorded. Past the free failures an
 * attempt also needs the pair's turn: there is one, taken by the first attempt after the wait, and
 * a failure takes it away for the next wait. A refused attempt is not counted.
 */
import { LOGIN_PROTECTION, loginWaitSeconds } from "../../../domain/login-protection.ts";
import { ApiProblem } from "../../http/errors.ts";
import { addressKey } from "../../platform/ip-addresses.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";

export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/** How long an admitted attempt holds the pair's turn while its password is checked (seconds). */
const TURN_SECONDS = 30;

export function loginProtection(rateLimits: RateLimits) {
  // Counted with `count` only, never refused by these points.
  const failures = rateLimits.limiter("loginFailuresPerPair", { points: Number.MAX_SAFE_INTEGER, seconds: LOGIN_PROTECTION.memorySeconds });
  const turns = rateLimits.limiter("loginTurnPerPair", { points: 1, seconds: TURN_SECONDS });

  return {
    /**
     * Lets one attempt to log in as `accountKey` from `address` go on, or refuses it (429, with the
     * seconds to wait) while the pair waits; the caller then settles the attempt.
     */
    async admit(accountKey: string, address: string): Promise<LoginAttempt> {
      const pair = JSON.stringify([accountKey, addressKey(address)]);
      const attempt = await failures.count(pair, 1);
      if (attempt > LOGIN_PROTECTION.freeFailures) {
        const wait = await turns.hit(pair);
        if (wait > 0) {
          await failures.count(pair, -1);
          throw new ApiProblem(429, "auth.loginWait", { params: { seconds: wait }, retryAfter: wait });
        }
      }
      return {
        async failed() {
          const wait = loginWaitSeconds(attempt);
          if (wait > 0) await turns.block(pair, wait);
        },
        async succeeded() {
          await Promise.all([failures.reset(pair), turns.reset(pair)]);
        },
      };
    },
  };
}
