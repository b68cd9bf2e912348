import { describe, expect, it } from 'vitest';
import { numberOf, parseDecimal } from '../../src/logic/numbers';

describe('parseDecimal', () => {
  it.each([
    ['12', 12],
    ['-0.5', -0.5],
    ['+3', 3],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['2.5E-1', 0.25],
    [' 42 ', 42],
  ])('reads the plain decimal %j', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each([
    '',
    ' ',
    '0x10',
    '0b11',
    '0o7',
    'Infinity',
    '-Infinity',
    '1,5',
    '1_000',
    '1e',
    '.',
    '-',
    '12abc',
    'e3',
  ])('refuses %j, which is no plain decimal (Number() reads some of them)', (text) => {
    expect(parseDecimal(text)).toBeNaN();
  });
});

describe('numberOf', () => {
  it('keeps numbers, reads text as a plain decimal and nothing else', () => {
    expect(numberOf(7)).toBe(7);
    expect(numberOf('7')).toBe(7);
    expect(numberOf('0x7')).toBeNaN();
    expect(numberOf(true)).toBeNaN();
    expect(numberOf(null)).toBeNaN();
    expect(numberOf([7])).toBeNaN();
  });
});
