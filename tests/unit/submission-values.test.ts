import { describe, expect, it } from 'vitest';
import {
  choicesOutsideOptions,
  dateControlText,
  isUnreadableDateText,
  normaliseValue,
} from '../../src/logic/submission-values';
import { type Field, type FieldInput, fieldSchema } from '../../src/model/field';

const field = (type: string, extra: Partial<FieldInput> = {}): Field =>
  fieldSchema.parse({ id: 'f', type, label: 'F', ...extra });
const options = [
  { label: 'Silver', value: 'silver' },
  { label: 'Bronze', value: 'bronze' },
];

describe('normaliseValue: dates and times as their boxes hold them', () => {
  it('gives a date box the date of a timestamp, as written in it', () => {
    const date = field('date');
    expect(normaliseValue(date, '2024-05-01T10:00:00Z')).toBe('2024-05-01');
    expect(normaliseValue(date, '2024-05-01T23:30:00.123-04:00')).toBe('2024-05-01');
    expect(normaliseValue(date, '2024-05-01')).toBe('2024-05-01');
  });

  it('gives a datetime box YYYY-MM-DDTHH:mm, a date alone starting at midnight', () => {
    const datetime = field('datetime');
    expect(normaliseValue(datetime, '2024-05-01T10:00:00Z')).toBe('2024-05-01T10:00');
    expect(normaliseValue(datetime, '2024-05-01 07:45:59.5+0200')).toBe('2024-05-01T07:45');
    expect(normaliseValue(datetime, '2024-05-01T10:00')).toBe('2024-05-01T10:00');
    expect(normaliseValue(datetime, '2024-05-01')).toBe('2024-05-01T00:00');
  });

  it('gives a time box HH:mm of a timestamp or a time with seconds', () => {
    const time = field('time');
    expect(normaliseValue(time, '2024-05-01T10:00:00Z')).toBe('10:00');
    expect(normaliseValue(time, '08:15:30')).toBe('08:15');
    expect(normaliseValue(time, '08:15')).toBe('08:15');
  });

  it('drops text of any other shape, which the box cannot show, and keeps empty as empty', () => {
    expect(normaliseValue(field('date'), 'next Tuesday')).toBe('');
    expect(normaliseValue(field('date'), '05/01/2024')).toBe('');
    expect(normaliseValue(field('time'), '2024-05-01')).toBe('');
    expect(normaliseValue(field('date'), undefined)).toBe('');
    expect(dateControlText('date', '2024-05-01T10:00:00Zjunk')).toBe('');
    expect([
      isUnreadableDateText(field('date'), '05/01/2024'),
      isUnreadableDateText(field('date'), ' '),
    ]).toEqual([true, false]);
  });
});

describe('normaliseValue: only choices the control offers', () => {
  it('empties a select or radio holding none of its options', () => {
    for (const type of ['select', 'radio']) {
      const choice = field(type, { options });
      expect(normaliseValue(choice, 'gold'), type).toBe('');
      expect(normaliseValue(choice, 'silver'), type).toBe('silver');
      // Compared exactly, as the controls compare them.
      expect(normaliseValue(choice, 'Silver'), type).toBe('');
      expect(normaliseValue(field(type), 'anything'), `${type} without options`).toBe('');
    }
  });

  it('keeps only the known choices of a multiselect or a checkbox group', () => {
    for (const type of ['multiselect', 'checkbox']) {
      const choices = field(type, { options });
      expect(normaliseValue(choices, ['gold', 'silver', 'bronze']), type).toEqual(['silver', 'bronze']);
      expect(normaliseValue(choices, '["gold"]'), type).toEqual([]);
    }
    // A checkbox without options is one yes/no box: nothing to choose among.
    expect(normaliseValue(field('checkbox'), 'yes')).toBe(true);
  });

  it('names the chosen values outside the options, for the server to refuse', () => {
    expect(choicesOutsideOptions(field('select', { options }), 'gold')).toEqual(['gold']);
    expect(choicesOutsideOptions(field('multiselect', { options }), ['gold', 'silver', ''])).toEqual([
      'gold',
    ]);
    expect(choicesOutsideOptions(field('radio', { options }), '')).toEqual([]);
    expect(choicesOutsideOptions(field('text'), 'gold')).toEqual([]);
  });
});
