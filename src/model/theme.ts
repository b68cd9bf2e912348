import { z } from 'zod';

const color = z.string().max(100);
export const themeColorsSchema = z.object({
  primary: color,
  secondary: color,
  accent: color,
  background: color,
  surface: color,
  text: color,
  textSecondary: color,
  border: color,
  error: color,
  success: color,
});
export type ThemeColors = z.infer<typeof themeColorsSchema>;

export const themeSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  colors: themeColorsSchema,
  typography: z.object({
    fontFamily: z.string().max(500),
    fontSize: z.string().max(50),
    fontWeight: z.string().max(50),
  }),
  /** Base spacing unit, a CSS length. */
  spacing: z.string().max(50),
  /** Corner radius, a CSS length. */
  borderRadius: z.string().max(50),
  /** Box shadow of raised surfaces, a CSS box-shadow value ('none' for flat themes). */
  shadows: z.string().max(500),
});
export type Theme = z.infer<typeof themeSchema>;

export { BUILT_IN_THEME_IDS, BUILT_IN_THEMES, type BuiltInThemeId } from './built-in-themes';
