import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

export const VIEW_MODE_STORAGE_KEY = 'fw-dashboard-view';

function readViewMode(): ViewMode {
  try {
    return localStorage.getItem(VIEW_MODE_STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    // Storage can be blocked (privacy settings): fall back to the default, never fail the page.
    return 'grid';
  }
}

/** The grid/list choice, remembered in localStorage across visits. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(VIEW_MODE_STORAGE_KEY, next);
    } catch {
      // Not remembered, still applied.
    }
  }, []);
  return [mode, choose];
}
