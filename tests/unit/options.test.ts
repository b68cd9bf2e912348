import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  canAddOption,
  deriveOptionValue,
  nextOptionDefaults,
  removeOptionAt,
  updateOptionAt,
} from '../../src/logic/options';

describe('option value derivation', () => {
  it('lower-cases, replaces non-alphanumerics with underscores, collapses and trims them', () => {
    expect(deriveOptionValue('Very Satisfied!')).toBe('very_satisfied');
    expect(deriveOptionValue('  --Yes / No--  ')).toBe('yes_no');
    expect(deriveOptionValue('Café au lait')).toBe('caf_au_lait');
    expect(deriveOptionValue('!!!')).toBe('');
  });

  it('is idempotent and gives only [a-z0-9_] without leading, trailing or double underscores', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (label) => {
        const value = deriveOptionValue(label);
        expect(deriveOptionValue(value)).toBe(value);
        expect(value).toMatch(/^[a-z0-9_]*$/);
        expect(value).not.toMatch(/^_|_$|__/);
      }),
    );
  });
});

describe('the option editor', () => {
  it("names a new option 'Option N' / 'optionN', N being the new count", () => {
    expect(nextOptionDefaults([])).toEqual({ label: 'Option 1', value: 'option1' });
    expect(
      nextOptionDefaults([
        { label: 'A', value: 'a' },
        { label: 'B', value: 'b' },
      ]),
    ).toEqual({ label: 'Option 3', value: 'option3' });
  });

  it('needs a non-empty label and value to add an option', () => {
    expect(canAddOption('Yes', 'yes')).toBe(true);
    expect(canAddOption('  ', 'yes')).toBe(false);
    expect(canAddOption('Yes', '')).toBe(false);
    const options = [{ label: 'A', value: 'a' }];
    expect(addOption(options, { label: '', value: 'b' })).toBe(options);
    expect(addOption(options, { label: ' B ', value: ' b ' })).toEqual([
      ...options,
      { label: 'B', value: 'b' },
    ]);
  });

  it('updates and removes options by index, ignoring indexes out of range', () => {
    const options = [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ];
    expect(updateOptionAt(options, 1, { label: 'Bee' })[1]).toEqual({ label: 'Bee', value: 'b' });
    expect(removeOptionAt(options, 0)).toEqual([{ label: 'B', value: 'b' }]);
    expect(removeOptionAt(options, 5)).toBe(options);
  });
});
