import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPattern, testPattern } from '../../src/logic/safe-pattern';
import { PATTERN_MAX_INPUT_LENGTH, PATTERN_MAX_LENGTH } from '../../src/model/constants';

/** Known catastrophic patterns (OWASP ReDoS examples and the classic shapes) with the refusal we expect. */
const EVIL: readonly [string, string][] = [
  ['(a+)+$', 'nested_quantifier'],
  ['(a|aa)+$', 'ambiguous_alternation'],
  ['(.*a){12}', 'nested_quantifier'],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', 'nested_quantifier'],
  ['(a*)*', 'nested_quantifier'],
  ['(a|a)*', 'ambiguous_alternation'],
  ['(.*)*', 'nested_quantifier'],
  ['^(\\w+\\s?)*$', 'nested_quantifier'],
  [
    '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
    'nested_quantifier',
  ],
  ['(\\d+|[a-z]+)+', 'nested_quantifier'],
  ['(a+ba+)+', 'nested_quantifier'],
  ['(a|b|ab)*c', 'ambiguous_alternation'],
  ['^(a?){30}a{30}$', 'nested_quantifier'],
  ['^(\\w+\\.?)+@', 'nested_quantifier'],
  ['^\\d+\\d+\\d+$', 'too_much_backtracking'],
  ['\\d+\\d+$', 'too_much_backtracking'],
  ['.*.*.*=', 'too_much_backtracking'],
  ['(?:\\d+\\d+)?\\d+$', 'too_much_backtracking'],
  ['ab[ab]+[ab]+$', 'too_much_backtracking'],
  [`${'(a|a)'.repeat(30)}b`, 'too_much_backtracking'],
  ['(x)\\1', 'backreference'],
  ['(?<x>a)\\k<x>', 'backreference'],
  ['(?<=a)b', 'lookbehind'],
  ['(?<!a)b', 'lookbehind'],
];

const GOOD = [
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$',
  '^\\+?[1-9]\\d{0,15}$',
  '^https?:\\/\\/.+',
  '^https?://(www\\.)?[-a-zA-Z0-9@:%._\\+~#=]{1,256}\\.[a-zA-Z0-9()]{1,6}\\b([-a-zA-Z0-9()@:%_\\+.~#?&//=]*)$',
  '^(\\d{1,3}\\.){3}\\d{1,3}$',
  '^\\d{5}(-\\d{4})?$',
  '^[A-Z]{2}\\d{2}[A-Z0-9]{1,30}$',
  '^#[0-9A-Fa-f]{6}$',
  '^(cat|dog|bird)+$',
  '^\\w+(\\s*,\\s*\\w+)*$',
  '^([a-z]+\\.)+[a-z]+$',
  '^(?=.*\\d)(?=.*[a-z]).{8,}$',
  '[a-z]+@[a-z]+\\.[a-z]+',
];

describe('checkPattern', () => {
  it.each(EVIL)('refuses the catastrophic pattern %s', (source, code) => {
    const result = checkPattern(source);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe(code);
      expect(result.message.length).toBeGreaterThan(20);
    }
  });

  it.each(GOOD)('accepts the everyday pattern %s', (source) => {
    const result = checkPattern(source);
    expect(result).toMatchObject({ ok: true });
  });

  it('refuses a pattern longer than PATTERN_MAX_LENGTH with a message naming the limit', () => {
    const result = checkPattern('a'.repeat(PATTERN_MAX_LENGTH + 1));
    expect(result).toMatchObject({ ok: false, code: 'too_long' });
    if (!result.ok) expect(result.message).toContain(String(PATTERN_MAX_LENGTH));
    expect(checkPattern('a'.repeat(PATTERN_MAX_LENGTH)).ok).toBe(true);
  });

  it('refuses an invalid pattern and passes on the engine reason', () => {
    const result = checkPattern('(abc');
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
    if (!result.ok) expect(result.message).toMatch(/^Pattern is not a valid regular expression: /);
  });

  it('understands Annex B syntax such as literal braces and brackets, escapes and classes', () => {
    for (const source of [
      'a{',
      'x{1,',
      ']',
      '[\\]]',
      '[\\d-x]',
      '\\x41\\u0042\\cJ\\0',
      '[^]',
      '[]',
      '(?:a)(b)(?<n>c)',
    ]) {
      expect(checkPattern(source).ok, source).toBe(true);
    }
  });

  it('lets linear patterns test the longest input and caps quadratic ones lower', () => {
    const phone = checkPattern('^\\+?[1-9]\\d{0,15}$');
    const email = checkPattern('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$');
    expect(phone.ok && phone.maxInputLength).toBe(PATTERN_MAX_INPUT_LENGTH);
    expect(email.ok && email.maxInputLength).toBeLessThan(PATTERN_MAX_INPUT_LENGTH);
    expect(email.ok && email.maxInputLength).toBeGreaterThanOrEqual(1000);
  });
});

describe('testPattern', () => {
  it('tests a value against a safe pattern, unanchored as written', () => {
    expect(testPattern('^\\+?[1-9]\\d{0,15}$', '+4915112345678')).toEqual({ ok: true, matched: true });
    expect(testPattern('^\\+?[1-9]\\d{0,15}$', '0123')).toEqual({ ok: true, matched: false });
    expect(testPattern('\\d{3}', 'abc123def')).toEqual({ ok: true, matched: true });
  });

  it('refuses to run an unsafe pattern', () => {
    expect(testPattern('(a+)+$', 'aaaa!')).toMatchObject({ ok: false, code: 'nested_quantifier' });
  });

  it('refuses input longer than the pattern may safely see', () => {
    const long = '1'.repeat(PATTERN_MAX_INPUT_LENGTH + 1);
    expect(testPattern('^\\d+$', long)).toMatchObject({ ok: false, code: 'input_too_long' });
  });

  it('finishes the worst input for every accepted pattern quickly', () => {
    const hostile = (length: number) => [
      `${'a@'.padEnd(length - 1, '.')}@`,
      `${'a'.repeat(length - 1)}!`,
      `${'1'.repeat(length - 1)}x`,
      `${'a.'.repeat(length / 2 - 1)} !`,
      `http://${'a.'.repeat(length / 2 - 5)} `,
    ];
    for (const source of GOOD) {
      const check = checkPattern(source);
      if (!check.ok) throw new Error(source);
      const started = performance.now();
      for (const input of hostile(check.maxInputLength)) testPattern(source, input);
      expect(performance.now() - started, source).toBeLessThan(500);
    }
  });
});

/** Random patterns from a small grammar of the shapes that cause trouble: repeats, groups, alternatives. */
const patterns: fc.Arbitrary<string> = fc.letrec<{ node: string; seq: string }>((tie) => {
  const atom = fc.constantFrom('a', 'b', '.', '\\d', '\\w', '[ab]', '[^b]', '\\s', '-');
  const quantifier = fc.constantFrom('', '', '*', '+', '?', '{0,3}', '{2,}', '{1,20}');
  return {
    node: fc.oneof(
      { depthSize: 'small' },
      fc.tuple(atom, quantifier).map(([a, q]) => a + q),
      fc
        .tuple(fc.array(tie('node'), { minLength: 1, maxLength: 4 }), quantifier)
        .map(([xs, q]) => `(${xs.join('')})${q}`),
      fc.tuple(tie('node'), tie('node'), quantifier).map(([x, y, q]) => `(${x}|${y})${q}`),
    ),
    seq: fc.array(tie('node'), { minLength: 1, maxLength: 5 }).map((xs) => xs.join('')),
  };
}).seq;

function hostileInputs(length: number): string[] {
  return ['a', 'b', '1', ' ', '-', 'ab', 'a1', 'a-', 'aab'].map(
    (unit) => `${unit.repeat(Math.ceil(length / unit.length)).slice(0, length - 1)}!`,
  );
}

describe('every pattern checkPattern accepts', () => {
  it('runs on hostile input of the longest allowed length in bounded time', () => {
    fc.assert(
      fc.property(patterns, fc.boolean(), fc.boolean(), (body, start, end) => {
        const source = `${start ? '^' : ''}${body}${end ? '$' : ''}`;
        const check = checkPattern(source);
        if (!check.ok) return;
        for (const input of hostileInputs(check.maxInputLength)) {
          // Timing is noisy (GC, tier-up): only a repeatable slow run is a failure.
          const once = () => {
            const started = performance.now();
            testPattern(source, input);
            return performance.now() - started;
          };
          if (once() > 250) expect(once(), source).toBeLessThan(250);
        }
      }),
      { numRuns: 300 },
    );
  });
});
