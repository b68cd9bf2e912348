// The header's Dashboard button asks before unsaved changes are dropped; the page's own exits (closing the
// tab, reloading, following a link out of the app) are the browser's, and beforeunload is the only way to
// make it ask. Listening only while there is something to lose keeps the page eligible for the
// back/forward cache the rest of the time.
import { useEffect } from 'react';
import { useStoreSelector } from '../hooks/use-store';

export function LeaveGuard() {
  // Read-only included: a member made viewer while editing keeps changes that leaving would lose.
  const unsaved = useStoreSelector((state) => state.dirty);

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
