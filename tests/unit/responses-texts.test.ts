import { describe, expect, it } from 'vitest';
import { nextAttemptText } from '../../src/responses/delivery-texts';
import { formatSubmittedAt } from '../../src/responses/texts';

describe('times in the responses view', () => {
  const iso = '2026-11-26T10:05:09.000Z';

  it('say which time zone they are in (the CSV export writes UTC), keeping month, hour and minute', () => {
    expect(formatSubmittedAt(iso, 'UTC')).toBe('Nov 26, 2026, 10:05:09 AM UTC');
    expect(formatSubmittedAt(iso, 'America/New_York')).toBe('Nov 26, 2026, 5:05:09 AM EST');
  });

  it("name the reader's own zone by default, in the deliveries log too", () => {
    expect(formatSubmittedAt(iso)).toMatch(
      /^Nov 2[67], 2026, \d{1,2}:\d\d:09 [AP]M [A-Z]{2,5}([+-]\d{1,2}(:\d\d)?)?$/,
    );
    expect(nextAttemptText(iso)).toBe(`Next attempt ${formatSubmittedAt(iso)}`);
  });

  it('leaves a text that is no time as it is', () => {
    expect(formatSubmittedAt('soon')).toBe('soon');
  });
});
