// When a failed delivery is tried again: exponential backoff from a base delay, capped, with jitter so
// that a receiver coming back after an outage is not hit by every queued delivery in the same second.

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * The wait after the failed attempt number `attempt` (1 for the first): base × 2^(attempt−1), capped at
 * MAX_RETRY_DELAY_MS, then "equal jitter": half of it fixed, the other half random. `random` returns a
 * number in [0, 1) (tests pass their own).
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 40));
  const full = Math.min(baseMs * 2 ** exponent, MAX_RETRY_DELAY_MS);
  return Math.round(full / 2 + random() * (full / 2));
}

/** An integration with retry_attempts n makes at most 1 + n attempts. */
export function attemptsAllowed(retryAttempts: number): number {
  return 1 + Math.max(0, retryAttempts);
}

/** Whether the delivery may be tried again after `attempts` attempts, the last of which failed. */
export function mayRetry(attempts: number, retryAttempts: number, retryable: boolean): boolean {
  return retryable && attempts < attemptsAllowed(retryAttempts);
}
