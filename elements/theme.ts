import type { CSSProperties } from 'react';
import type { Theme } from '../src/model';

/** Any part of a saved theme; a full `Theme` fits. Missing entries keep the `:host` defaults. */
export interface FwTheme {
  colors?: Partial<Theme['colors']>;
  typography?: Partial<Theme['typography']>;
  spacing?: string;
  borderRadius?: string;
  shadows?: string;
}

export type FwTokenName = `--fw-${string}`;
export type FwTokenStyle = CSSProperties & Partial<Record<FwTokenName, string>>;

const colorTokens: Readonly<Record<keyof Theme['colors'], FwTokenName>> = {
  primary: '--fw-color-primary',
  secondary: '--fw-color-secondary',
  accent: '--fw-color-accent',
  background: '--fw-color-background',
  surface: '--fw-color-surface',
  text: '--fw-color-text',
  textSecondary: '--fw-color-text-secondary',
  border: '--fw-color-border',
  error: '--fw-color-error',
  success: '--fw-color-success',
};

const typographyTokens: Readonly<Record<keyof Theme['typography'], FwTokenName>> = {
  fontFamily: '--fw-font-family',
  fontSize: '--fw-font-size',
  fontWeight: '--fw-font-weight',
};

/**
 * The `--fw-*` custom properties for a theme, as an inline style for the element's root. React sets them
 * with `style.setProperty`, so a hostile value cannot break out into other declarations; non-strings
 * (from untyped host scripts) are skipped.
 */
export function themeTokens(theme: FwTheme | undefined): FwTokenStyle {
  const style: Partial<Record<FwTokenName, string>> = {};
  if (!theme) return style;
  const put = (token: FwTokenName, value: unknown) => {
    if (typeof value === 'string' && value !== '') style[token] = value;
  };
  for (const [key, token] of Object.entries(colorTokens))
    put(token, theme.colors?.[key as keyof Theme['colors']]);
  for (const [key, token] of Object.entries(typographyTokens)) {
    put(token, theme.typography?.[key as keyof Theme['typography']]);
  }
  put('--fw-spacing', theme.spacing);
  put('--fw-radius', theme.borderRadius);
  put('--fw-shadow', theme.shadows);
  return style;
}
