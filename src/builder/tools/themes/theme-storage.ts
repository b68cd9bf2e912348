// The library of custom themes is kept in the browser, per service and tenant (shell §2: 'saved and
// imported within the builder'), so every builder of that tenant in this browser offers the same ones. A
// form refers to its theme by id in settings.themePreset and carries a copy of an applied custom theme in
// settings.customTheme. Anything unreadable in storage, or not a 'custom_' theme, is dropped.
import { useCallback, useSyncExternalStore } from 'react';
import { customThemeSchema, type Theme } from '../../../model';
import { useBuilder } from '../../context';

export const CUSTOM_THEMES_STORAGE_PREFIX = 'fw_custom_themes';
/** How many custom themes one library keeps; a new one past it is refused, never an old one dropped. */
export const MAX_CUSTOM_THEMES = 50;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function customThemesKey(scope: string): string {
  return `${CUSTOM_THEMES_STORAGE_PREFIX}:${scope}`;
}

function parseThemes(raw: string | null | undefined): Theme[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const theme = customThemeSchema.safeParse(entry);
      return theme.success ? [theme.data] : [];
    });
  } catch {
    return [];
  }
}

// Parsed lists keyed by storage key, reused while the stored text is unchanged: useSyncExternalStore
// needs the same array for the same data, and a clear() of the storage must still be seen.
const parsedCache = new Map<string, { raw: string | null; themes: Theme[] }>();
const listeners = new Set<() => void>();

export function readCustomThemes(key: string): Theme[] {
  const raw = storage()?.getItem(key) ?? null;
  const cached = parsedCache.get(key);
  if (cached && cached.raw === raw) return cached.themes;
  const themes = parseThemes(raw);
  parsedCache.set(key, { raw, themes });
  return themes;
}

/** False when the browser refused (storage full or blocked): nothing was saved. */
export function writeCustomThemes(key: string, themes: readonly Theme[]): boolean {
  const target = storage();
  if (!target) return false;
  try {
    target.setItem(key, JSON.stringify(themes));
  } catch {
    return false;
  }
  // Two builders of one page share the list at once.
  for (const listener of listeners) listener();
  return true;
}

/** 'full': the library already holds MAX_CUSTOM_THEMES; 'refused': the browser would not store it. */
export type ThemeSaveResult = 'saved' | 'full' | 'refused';

export interface CustomThemes {
  themes: Theme[];
  /** Adds the theme, or replaces the one with its id. */
  save(theme: Theme): ThemeSaveResult;
  remove(id: string): boolean;
}

export function useCustomThemes(): CustomThemes {
  const { client } = useBuilder();
  const api = client();
  const key = customThemesKey(api ? `${api.serviceUrl}|${api.tenant}` : 'local');
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    // Another tab saved a theme.
    globalThis.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener('storage', listener);
    };
  }, []);
  const themes = useSyncExternalStore(subscribe, () => readCustomThemes(key));
  return {
    themes,
    save(theme) {
      const current = readCustomThemes(key);
      const exists = current.some((existing) => existing.id === theme.id);
      // Refused rather than made room for: the library used to keep the newest 50 and so deleted the
      // oldest theme, unannounced and for good, while saying the new one was saved.
      if (!exists && current.length >= MAX_CUSTOM_THEMES) return 'full';
      const written = writeCustomThemes(
        key,
        exists ? current.map((t) => (t.id === theme.id ? theme : t)) : [...current, theme],
      );
      return written ? 'saved' : 'refused';
    },
    remove(id) {
      return writeCustomThemes(
        key,
        readCustomThemes(key).filter((theme) => theme.id !== id),
      );
    },
  };
}
