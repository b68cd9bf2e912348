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

export const BUILT_IN_THEME_IDS = ['default', 'modern', 'minimal', 'corporate', 'creative'] as const;
export type BuiltInThemeId = (typeof BUILT_IN_THEME_IDS)[number];

const systemFont = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const BUILT_IN_THEMES: Readonly<Record<BuiltInThemeId, Theme>> = {
  default: {
    id: 'default',
    name: 'Default',
    description: 'Clean blue and grey, the Formwright look.',
    colors: {
      primary: '#2563eb',
      secondary: '#64748b',
      accent: '#0ea5e9',
      background: '#ffffff',
      surface: '#f9fafb',
      text: '#374151',
      textSecondary: '#6b7280',
      border: '#d1d5db',
      error: '#dc2626',
      success: '#16a34a',
    },
    typography: { fontFamily: systemFont, fontSize: '16px', fontWeight: '400' },
    spacing: '16px',
    borderRadius: '6px',
    shadows: '0 1px 2px rgba(0, 0, 0, 0.05)',
  },
  modern: {
    id: 'modern',
    name: 'Modern',
    description: 'Violet accents, generous rounding and soft shadows.',
    colors: {
      primary: '#7c3aed',
      secondary: '#4b5563',
      accent: '#db2777',
      background: '#ffffff',
      surface: '#f5f3ff',
      text: '#1f2937',
      textSecondary: '#4b5563',
      border: '#c4b5fd',
      error: '#b91c1c',
      success: '#047857',
    },
    typography: { fontFamily: `'Inter', ${systemFont}`, fontSize: '16px', fontWeight: '400' },
    spacing: '18px',
    borderRadius: '12px',
    shadows: '0 4px 12px rgba(124, 58, 237, 0.12)',
  },
  minimal: {
    id: 'minimal',
    name: 'Minimal',
    description: 'Black on white, square corners, no shadows.',
    colors: {
      primary: '#111827',
      secondary: '#374151',
      accent: '#111827',
      background: '#ffffff',
      surface: '#ffffff',
      text: '#111827',
      textSecondary: '#4b5563',
      border: '#9ca3af',
      error: '#b91c1c',
      success: '#15803d',
    },
    typography: { fontFamily: systemFont, fontSize: '15px', fontWeight: '400' },
    spacing: '12px',
    borderRadius: '0px',
    shadows: 'none',
  },
  corporate: {
    id: 'corporate',
    name: 'Corporate',
    description: 'Navy and slate with a serif-free, formal feel.',
    colors: {
      primary: '#1e3a8a',
      secondary: '#475569',
      accent: '#0369a1',
      background: '#ffffff',
      surface: '#f1f5f9',
      text: '#0f172a',
      textSecondary: '#475569',
      border: '#94a3b8',
      error: '#b91c1c',
      success: '#166534',
    },
    typography: { fontFamily: "Arial, 'Helvetica Neue', sans-serif", fontSize: '15px', fontWeight: '400' },
    spacing: '14px',
    borderRadius: '4px',
    shadows: '0 1px 3px rgba(15, 23, 42, 0.15)',
  },
  creative: {
    id: 'creative',
    name: 'Creative',
    description: 'Warm orange and teal, rounded and playful.',
    colors: {
      primary: '#c2410c',
      secondary: '#0f766e',
      accent: '#be185d',
      background: '#fffbf5',
      surface: '#fff1e6',
      text: '#292524',
      textSecondary: '#57534e',
      border: '#fdba74',
      error: '#b91c1c',
      success: '#15803d',
    },
    typography: { fontFamily: `'Trebuchet MS', ${systemFont}`, fontSize: '16px', fontWeight: '500' },
    spacing: '18px',
    borderRadius: '16px',
    shadows: '0 6px 16px rgba(194, 65, 12, 0.15)',
  },
};
