import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { submissionsPerMinute } from '../../server/domain/submissions-spam';

describe('numbers in the environment', () => {
  it('reads plain decimals only: 0x50 is refused, not taken as port 80', () => {
    expect(readConfig({ PORT: '8080' }).port).toBe(8080);
    expect(() => readConfig({ PORT: '0x50' })).toThrow("PORT must be an integer from 0 to 65535, got '0x50'");
    expect(() => readConfig({ PORT: '80.5' })).toThrow("PORT must be an integer from 0 to 65535, got '80.5'");
  });

  it('reads FW_SUBMISSIONS_PER_MINUTE the same way', () => {
    expect(submissionsPerMinute({ FW_SUBMISSIONS_PER_MINUTE: ' 20 ' })).toBe(20);
    expect(() => submissionsPerMinute({ FW_SUBMISSIONS_PER_MINUTE: '0b11' })).toThrow(
      "FW_SUBMISSIONS_PER_MINUTE must be a whole number, got '0b11'",
    );
  });
});
