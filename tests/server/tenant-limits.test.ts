// The worker's per-tenant limit on attempts in flight: halved by a round of unanswered attempts, given
// back one slot per answered attempt.
import { describe, expect, it } from 'vitest';
import type { AttemptOutcome } from '../../server/webhooks/deliver';
import { TenantLimits } from '../../server/webhooks/tenant-limits';

const timedOut: AttemptOutcome = {
  ok: false,
  status: null,
  durationMs: 1000,
  error: 'Timed out after 1000 ms',
  retryable: true,
};
const answered = (status: number): AttemptOutcome => ({
  ok: status < 300,
  status,
  durationMs: 5,
  error: status < 300 ? null : `The receiver answered HTTP ${status}`,
  retryable: status >= 500,
});

describe('TenantLimits', () => {
  it('gives every tenant its whole share while its receivers answer', () => {
    const limits = new TenantLimits(12);
    limits.observe('demo', answered(200), 0, 10);
    limits.observe('demo', answered(503), 10, 20);
    expect(limits.limitOf('demo')).toBe(12);
    expect(limits.reducedLimits().size).toBe(0);
  });

  it('halves a tenant once per round of unanswered attempts, down to one, and leaves the others alone', () => {
    const limits = new TenantLimits(12);
    // Twelve attempts started together at 0 all time out at 1000: one cut, not twelve.
    for (let i = 0; i < 12; i += 1) limits.observe('demo', timedOut, 0, 1000 + i);
    expect(limits.limitOf('demo')).toBe(6);
    // The next round started after that cut: it cuts again.
    for (let i = 0; i < 6; i += 1) limits.observe('demo', timedOut, 1001, 2001 + i);
    expect(limits.limitOf('demo')).toBe(3);
    limits.observe('demo', timedOut, 2010, 3010);
    limits.observe('demo', timedOut, 3010, 4010);
    limits.observe('demo', timedOut, 4010, 5010);
    expect(limits.limitOf('demo')).toBe(1);
    expect(limits.limitOf('other')).toBe(12);
    expect([...limits.reducedLimits()]).toEqual([['demo', 1]]);
  });

  it('gives one slot back per answered attempt, whatever its status, up to the share', () => {
    const limits = new TenantLimits(4);
    limits.observe('demo', timedOut, 0, 1000);
    limits.observe('demo', timedOut, 1000, 2000);
    expect(limits.limitOf('demo')).toBe(1);
    limits.observe('demo', answered(500), 2000, 2005);
    expect(limits.limitOf('demo')).toBe(2);
    limits.observe('demo', answered(200), 2005, 2010);
    limits.observe('demo', answered(404), 2010, 2015);
    limits.observe('demo', answered(200), 2015, 2020);
    expect(limits.limitOf('demo')).toBe(4);
    expect(limits.reducedLimits().size).toBe(0);
  });

  it('learns nothing from an attempt refused before it was sent', () => {
    const limits = new TenantLimits(4);
    const refused: AttemptOutcome = {
      ok: false,
      status: null,
      durationMs: 0,
      error: 'Refused: the address is private',
      retryable: false,
    };
    limits.observe('demo', refused, 0, 1);
    expect(limits.limitOf('demo')).toBe(4);
  });
});
