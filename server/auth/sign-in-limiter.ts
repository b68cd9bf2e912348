// Sign-in rate limiting: failed sign-ins are counted per attempted username and per client address in a
// sliding window, and past a limit further attempts answer 429 before any password work is done.
// - An attempt counts from the moment it starts (not when it fails), so a burst of parallel guesses cannot
//   slip past the limit before the first failure is recorded; a successful sign-in takes its own attempt
//   back and clears its username's failures.
// - Keys are independent: failures for other usernames from other addresses never block anyone.
// - In memory, per process: with several server processes behind a load balancer each keeps its own window,
//   so the effective limit is the per-process limit times the number of processes.

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface SignInLimits {
  windowMs: number;
  /** Failed attempts per username (in any tenant) within the window. */
  perUsername: number;
  /** Failed attempts per client address within the window (one office behind NAT shares one). */
  perAddress: number;
}

export const SIGN_IN_LIMITS: SignInLimits = { windowMs: 15 * 60_000, perUsername: 10, perAddress: 50 };

/** Beyond this many keys the oldest are dropped, so junk usernames cannot grow memory without bound. */
const MAX_KEYS = 100_000;

class SlidingWindow {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly limit: number,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it is under the limit. */
  waitFor(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + this.windowMs - now;
  }

  add(key: string, at: number): void {
    const recent = this.recent(key, at);
    recent.push(at);
    this.attempts.delete(key);
    this.attempts.set(key, recent);
    if (this.attempts.size > MAX_KEYS) this.attempts.delete(this.attempts.keys().next().value as string);
  }

  /** Takes back one attempt made at `at`. */
  remove(key: string, at: number): void {
    const list = this.attempts.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
    if (list?.length === 0) this.attempts.delete(key);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = this.attempts.get(key) ?? [];
    const since = now - this.windowMs;
    let drop = 0;
    while (drop < list.length && list[drop]! <= since) drop += 1;
    return drop === 0 ? list : list.slice(drop);
  }
}

export interface SignInAttempt {
  /** Call when the credentials were right: the attempt no longer counts as a failure. */
  succeeded(): void;
}

export class SignInLimiter {
  private readonly byUsername: SlidingWindow;
  private readonly byAddress: SlidingWindow;

  constructor(
    private readonly clock: () => number,
    limits: SignInLimits = SIGN_IN_LIMITS,
  ) {
    this.byUsername = new SlidingWindow(limits.windowMs, limits.perUsername);
    this.byAddress = new SlidingWindow(limits.windowMs, limits.perAddress);
  }

  /** Counts the attempt, or answers how long to wait when the username or the address is over its limit. */
  begin(username: string, address: string): SignInAttempt | { retryAfterSeconds: number } {
    const now = this.clock();
    const userKey = username.trim();
    const wait = Math.max(this.byUsername.waitFor(userKey, now), this.byAddress.waitFor(address, now));
    if (wait > 0) return { retryAfterSeconds: Math.ceil(wait / 1000) };
    this.byUsername.add(userKey, now);
    this.byAddress.add(address, now);
    return {
      succeeded: () => {
        this.byUsername.clear(userKey);
        this.byAddress.remove(address, now);
      },
    };
  }
}
