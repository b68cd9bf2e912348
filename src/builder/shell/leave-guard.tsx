// The header's Dashboard button asks before unsaved changes are dropped; the page's own exits (closing the
// tab, reloading, following a link out of the app) are the browser's, and beforeunload is the only way to
// make it ask. Listening only while there is something to lose keeps the page eligible for the
// back/forward cache the rest of the time.
import { useEffect } from 'react';
import { useReadOnly, useStoreSelector } from '../hooks/use-store';

export function LeaveGuard() {
  const dirty = useStoreSelector((state) => state.dirty);
  const readOnly = useReadOnly();
  const unsaved = dirty && !readOnly;

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return null;
}
