import { describe, expect, it } from 'vitest';
import {
  createCustomThemeId,
  createFieldId,
  createIdGenerator,
  randomText,
  uniqueId,
} from '../../src/logic/ids';

describe('ids', () => {
  it('builds field ids from the time plus random text', () => {
    expect(
      createFieldId(
        () => 1_700_000_000_000,
        () => 0.5,
      ),
    ).toBe('field_1700000000000_iiiiiiiii');
    expect(createFieldId()).toMatch(/^field_\d+_[0-9a-z]{9}$/);
  });

  it('keeps random text inside the alphabet whatever the random source returns', () => {
    expect(randomText(4, () => 1)).toBe('zzzz');
    expect(randomText(2, () => Number.NaN)).toBe('00');
    expect(randomText(2, () => -5)).toBe('00');
  });

  it('makes generators with a prefix', () => {
    expect(
      createIdGenerator(
        'rule',
        () => 1,
        () => 0,
      )(),
    ).toBe('rule_1_000000000');
  });

  it("gives custom themes the id 'custom_{timestamp}'", () => {
    expect(createCustomThemeId(1_700_000_000_123)).toBe('custom_1700000000123');
  });

  it('suffixes an id that is taken', () => {
    expect(uniqueId('a', new Set())).toBe('a');
    expect(uniqueId('a', new Set(['a', 'a_2']))).toBe('a_3');
  });
});
