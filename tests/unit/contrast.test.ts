import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  meetsWcagAA,
  parseColor,
  relativeLuminance,
  themeContrastWarnings,
  WCAG_AA_MIN_CONTRAST,
} from '../../src/logic/contrast';
import { BUILT_IN_THEMES, type Theme } from '../../src/model';

const hexByte = fc.integer({ min: 0, max: 255 }).map((n) => n.toString(16).padStart(2, '0'));
const hexColor = fc.tuple(hexByte, hexByte, hexByte).map(([r, g, b]) => `#${r}${g}${b}`);

function withColors(colors: Partial<Theme['colors']>): Theme {
  return { ...BUILT_IN_THEMES.default, colors: { ...BUILT_IN_THEMES.default.colors, ...colors } };
}

describe('parseColor', () => {
  it('reads six- and three-digit hex colours in any case', () => {
    expect(parseColor('#FF8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(parseColor('#f80')).toEqual({ r: 255, g: 136, b: 0 });
  });

  it('reads rgb() and rgba() and ignores the alpha part', () => {
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30 });
  });

  it('gives null for names, variables, out-of-range channels and junk', () => {
    for (const text of ['red', 'var(--x)', 'rgb(300, 0, 0)', '#12', '#12345g', '']) {
      expect(parseColor(text)).toBeNull();
    }
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG reference values for known pairs', () => {
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is symmetric and between 1 and 21 for any two colours', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).not.toBeNull();
        expect(ratio).toBeCloseTo(contrastRatio(b, a) as number, 10);
        expect(ratio as number).toBeGreaterThanOrEqual(1);
        expect(ratio as number).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });

  it('is null when either colour cannot be read', () => {
    expect(contrastRatio('tomato', '#ffffff')).toBeNull();
    expect(contrastRatio('#000', 'transparent')).toBeNull();
  });

  it('grows with the luminance gap', () => {
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
  });
});

describe('meetsWcagAA', () => {
  it('passes at exactly 4.5:1 and fails just below', () => {
    expect(WCAG_AA_MIN_CONTRAST).toBe(4.5);
    expect(meetsWcagAA(4.5)).toBe(true);
    expect(meetsWcagAA(4.49)).toBe(false);
  });
});

describe('themeContrastWarnings', () => {
  it('finds nothing in the five built-in themes', () => {
    for (const theme of Object.values(BUILT_IN_THEMES)) {
      expect(themeContrastWarnings(theme), theme.id).toEqual([]);
    }
  });

  it('warns about light grey text on white with the ratio and the AA threshold', () => {
    const warnings = themeContrastWarnings(withColors({ text: '#aaaaaa', background: '#ffffff' }));
    const textOnBackground = warnings.find((w) => w.foreground === 'text' && w.background === 'background');
    expect(textOnBackground?.ratio).toBe(2.32);
    expect(textOnBackground?.message).toBe(
      'Text on Background has a contrast of 2.32:1; WCAG AA needs 4.5:1.',
    );
  });

  it('never rounds a failing ratio up to a passing 4.5', () => {
    const warnings = themeContrastWarnings(withColors({ text: '#777777', background: '#ffffff' }));
    const shown = warnings.find((w) => w.foreground === 'text' && w.background === 'background');
    expect(shown?.ratio).toBe(4.47);
  });

  it('checks secondary text on the surface colour too', () => {
    const warnings = themeContrastWarnings(withColors({ textSecondary: '#cccccc', surface: '#ffffff' }));
    expect(warnings.map((w) => `${w.foreground}/${w.background}`)).toContain('textSecondary/surface');
  });

  it('skips pairs with colours it cannot read', () => {
    expect(themeContrastWarnings(withColors({ text: 'var(--ink)', textSecondary: 'inherit' }))).toEqual([]);
  });
});
