import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../src/logic/relative-time';

const now = Date.UTC(2026, 0, 10, 12, 0, 0);
const ago = (ms: number) => now - ms;

describe('relative time', () => {
  it("reads 'Just now' under one minute", () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_999), now)).toBe('Just now');
  });

  it("reads 'Nm ago' under 60 minutes", () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * 60_000 + 59_999), now)).toBe('59m ago');
  });

  it("reads 'Nh ago' under 24 hours", () => {
    expect(formatRelativeTime(ago(3_600_000), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * 3_600_000 + 3_599_999), now)).toBe('23h ago');
  });

  it("reads 'Nd ago' from 24 hours on", () => {
    expect(formatRelativeTime(ago(86_400_000), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(30 * 86_400_000), now)).toBe('30d ago');
  });

  it('accepts dates and ISO strings, calls the future "Just now" and gives an empty text for junk', () => {
    expect(formatRelativeTime(new Date(ago(2 * 3_600_000)).toISOString(), new Date(now))).toBe('2h ago');
    expect(formatRelativeTime(now + 10_000, now)).toBe('Just now');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
