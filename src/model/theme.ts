import { z } from 'zod';
import { CUSTOM_THEME_ID_PREFIX } from './constants';

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

/** Whether a theme id names a custom theme ('custom_{timestamp}', authoring §9) rather than a built-in. */
export function isCustomThemeId(id: string): boolean {
  return id.startsWith(CUSTOM_THEME_ID_PREFIX);
}

/**
 * A custom theme as a form carries it (settings.customTheme): the whole theme, so every browser and the
 * published form can apply it, not only the browser whose local library holds it.
 */
export const customThemeSchema = themeSchema.extend({
  id: themeSchema.shape.id.startsWith(CUSTOM_THEME_ID_PREFIX),
});

export { BUILT_IN_THEME_IDS, BUILT_IN_THEMES, type BuiltInThemeId } from './built-in-themes';
