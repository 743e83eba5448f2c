/**
 * Login protection that an attacker cannot turn against an account's owner: wrong passwords are
 * counted per account *and* client address, and after a few, each next attempt from that address
 * waits twice as long as the one before. The owner, from any other address, is not slowed down.
 */
export const LOGIN_PROTECTION = {
  /** Wrong passwords a pair (account, address) may give without waiting. */
  freeFailures: 5,
  /** The wait after the last free failure (seconds); it doubles with every failure after it. */
  firstWaitSeconds: 30,
  /** The longest wait (seconds). */
  maxWaitSeconds: 60 * 60,
  /** How long a pair's failures are remembered, counted from its first (seconds). */
  memorySeconds: 24 * 60 * 60,
} as const;

/**
 * The seconds a pair must wait after its `failures`-th wrong password before its next attempt:
 * none for the first few, then 30 s, 1 min, 2 min, … up to an hour.
 */
export function loginWaitSeconds(failures: number, rule: typeof LOGIN_PROTECTION = LOGIN_PROTECTION): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // Past 2^7 the cap has long been reached; no need to compute ever larger powers.
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** Math.min(doublings, 20));
}
