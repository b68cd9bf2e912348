// The public submission rate limit's window, driven by its clock alone.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE, SubmissionRateLimiter } from '../../server/domain/submissions-spam';

describe('SubmissionRateLimiter', () => {
  it('refuses the key past its minute, and counts again in the next minute', () => {
    let now = 1_000_000;
    const limiter = new SubmissionRateLimiter(2, () => now);
    limiter.take('203.0.113.7 form');
    limiter.take('203.0.113.7 form');
    expect(() => limiter.take('203.0.113.7 form')).toThrow(RATE_LIMITED_MESSAGE);
    limiter.take('198.51.100.1 form');
    now += 60_000;
    expect(() => limiter.take('203.0.113.7 form')).not.toThrow();
  });

  it('starts a new minute when the clock is set back, rather than holding the old one until it catches up', () => {
    let now = 10_000_000;
    const limiter = new SubmissionRateLimiter(1, () => now);
    limiter.take('203.0.113.7 form');
    expect(() => limiter.take('203.0.113.7 form')).toThrow(RATE_LIMITED_MESSAGE);
    now -= 5 * 60_000;
    expect(() => limiter.take('203.0.113.7 form')).not.toThrow();
  });
});
