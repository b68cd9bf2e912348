export type TimeInput = Date | number | string;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const JUST_NOW_TEXT = 'Just now';

function toMillis(time: TimeInput): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time;
  return new Date(time).getTime();
}

/**
 * 'Just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago' (authoring §9), N rounded down.
 * A time in the future reads 'Just now' (clocks of two machines drift); an invalid time gives ''.
 */
export function formatRelativeTime(then: TimeInput, now: TimeInput): string {
  const thenMs = toMillis(then);
  const nowMs = toMillis(now);
  if (!Number.isFinite(thenMs) || !Number.isFinite(nowMs)) return '';
  const elapsed = nowMs - thenMs;
  if (elapsed < MINUTE_MS) return JUST_NOW_TEXT;
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}
