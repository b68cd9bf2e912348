import type { Theme, ThemeColors } from '../model';

/** WCAG 2.x level AA for normal text (success criterion 1.4.3). */
export const WCAG_AA_MIN_CONTRAST = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_COLOR = /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/**
 * An opaque colour from '#rgb', '#rrggbb' or 'rgb(r, g, b)' (an alpha part is ignored); null for anything
 * else (names, gradients, variables), which the contrast check cannot judge and therefore skips.
 */
export function parseColor(text: string): Rgb | null {
  const value = text.trim();
  const hex = HEX_COLOR.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = RGB_COLOR.exec(value);
  if (!rgb) return null;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
  if (r === undefined || g === undefined || b === undefined || r > 255 || g > 255 || b > 255) return null;
  return { r, g, b };
}

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as WCAG defines it: 0 for black, 1 for white. */
export function relativeLuminance(color: Rgb): number {
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

/** (lighter + 0.05) / (darker + 0.05), from 1 (same colour) to 21 (black on white); null when a colour is unreadable. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) return null;
  const [lighter, darker] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

export function meetsWcagAA(ratio: number): boolean {
  return ratio >= WCAG_AA_MIN_CONTRAST;
}

type ColorKey = keyof ThemeColors;

/** The text-on-background pairs of a theme that readers meet: body and secondary text on page and surface. */
export const THEME_TEXT_PAIRS: readonly (readonly [ColorKey, ColorKey])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textSecondary', 'background'],
  ['textSecondary', 'surface'],
];

export interface ContrastWarning {
  foreground: ColorKey;
  background: ColorKey;
  /** Rounded to 2 decimals. */
  ratio: number;
  message: string;
}

const COLOR_NAMES: Record<ColorKey, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  background: 'Background',
  surface: 'Surface',
  text: 'Text',
  textSecondary: 'Secondary text',
  border: 'Border',
  error: 'Error',
  success: 'Success',
};

/** The message of one failing pair, e.g. 'Text on Background has a contrast of 3.2:1; WCAG AA needs 4.5:1.' */
export function contrastWarningMessage(foreground: ColorKey, background: ColorKey, ratio: number): string {
  return `${COLOR_NAMES[foreground]} on ${COLOR_NAMES[background]} has a contrast of ${ratio}:1; WCAG AA needs ${WCAG_AA_MIN_CONTRAST}:1.`;
}

/** Every text/background pair of the theme below WCAG AA (4.5:1); pairs with an unreadable colour are skipped. */
export function themeContrastWarnings(theme: Pick<Theme, 'colors'>): ContrastWarning[] {
  return THEME_TEXT_PAIRS.flatMap(([foreground, background]) => {
    const ratio = contrastRatio(theme.colors[foreground], theme.colors[background]);
    if (ratio === null || meetsWcagAA(ratio)) return [];
    // Floor, not round: 4.496 must not be shown as a passing 4.5.
    const shown = Math.floor(ratio * 100) / 100;
    return [
      {
        foreground,
        background,
        ratio: shown,
        message: contrastWarningMessage(foreground, background, shown),
      },
    ];
  });
}
