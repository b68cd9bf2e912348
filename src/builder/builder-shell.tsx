import { type KeyboardEvent, useCallback, useState } from 'react';
import { LoadingScreen } from '../ui';
import { Canvas, PROPERTIES_REGION_ID } from './canvas/canvas';
import { useBuilder } from './context';
import { BuilderDnd } from './dnd/builder-dnd';
import { keepsOwnUndo, stepHistory } from './history-step';
import { useStoreSelector } from './hooks/use-store';
import { PreviewOverlay } from './preview/preview-overlay';
import { ConfigDialogSlot } from './shell/config-dialog-slot';
import { BuilderHeader } from './shell/header';
import { LeaveGuard } from './shell/leave-guard';
import { LoadErrorPanel } from './shell/load-error';
import { MoveDialogSlot } from './shell/move-dialog-slot';
import { ActionAnnouncer, Notifications } from './shell/notifications';
import { PropertiesPanel } from './shell/properties-panel';
import { RemoteNotice } from './shell/remote-notice';
import { Sidebar } from './shell/sidebar';
import { PresenceConnection } from './tools/collaboration/presence';
import { ToolsDialog } from './tools/tools-dialog';

export const LOADING_TEXTS = {
  title: 'Form builder loading',
  message: 'Please wait while we fetch your forms...',
} as const;

/**
 * Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Ctrl/Cmd+S save; not while a keyboard drag runs, and
 * not while the Preview is open: keys typed into the preview's form belong to that form (Ctrl+Z there
 * undoes typing in a preview input, never a change of the form being built). Undo and redo re-render
 * what holds focus (a moved card's button); focus is kept rather than dropped to <body>. In a text box
 * marked OWN_UNDO they are left to the browser, which undoes the typing there.
 */
function useShortcuts() {
  const { store, ui, dnd } = useBuilder();
  return useCallback(
    (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || dnd.active() || ui.state.previewOpen) return;
      const key = event.key.toLowerCase();
      if ((key === 'z' || key === 'y') && keepsOwnUndo(event.target)) return;
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        stepHistory(store, ui, 'undo');
      } else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) {
        event.preventDefault();
        stepHistory(store, ui, 'redo');
      } else if (key === 's' && !event.shiftKey) {
        event.preventDefault();
        void store.save();
      }
    },
    [store, ui, dnd],
  );
}

/** The builder's screen: loading, the load error, or header, sidebar, canvas and properties (shell §2). */
export function BuilderShell({ onNavigateDashboard }: { onNavigateDashboard: () => void }) {
  const { ui, dnd } = useBuilder();
  const loadStatus = useStoreSelector((state) => state.loadStatus);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      setRoot(element);
      ui.setRoot(element);
      dnd.setRoot(element);
    },
    [ui, dnd],
  );
  const onKeyDown = useShortcuts();

  let body: React.ReactNode = null;
  if (loadStatus === 'loading' || loadStatus === 'idle') {
    body = <LoadingScreen title={LOADING_TEXTS.title} message={LOADING_TEXTS.message} />;
  } else if (loadStatus === 'error') {
    body = <LoadErrorPanel onNavigateDashboard={onNavigateDashboard} />;
  } else if (root) {
    // dnd-kit's announcements and instructions must live in the shadow root, next to what they describe.
    body = (
      <>
        <BuilderHeader onNavigateDashboard={onNavigateDashboard} />
        <RemoteNotice />
        <BuilderDnd container={root}>
          <div className="fw-builder__body">
            <Sidebar />
            <Canvas />
            <aside
              id={PROPERTIES_REGION_ID}
              className="fw-builder__properties"
              aria-label="Field properties"
              // The target of 'Skip to properties': focused itself, the next Tab goes to its first control.
              tabIndex={-1}
              data-focus-key={PROPERTIES_REGION_ID}
            >
              <PropertiesPanel />
            </aside>
          </div>
        </BuilderDnd>
        <ConfigDialogSlot />
        <MoveDialogSlot />
        <ToolsDialog />
        <PreviewOverlay />
      </>
    );
  }

  return (
    // Shortcuts listen on the builder's root: they work wherever focus is inside it, and nowhere else.
    // biome-ignore lint/a11y/noStaticElementInteractions: a keyboard shortcut scope, not a control.
    <div ref={attach} className="fw-builder" data-builder="" onKeyDown={onKeyDown}>
      {body}
      <Notifications />
      <ActionAnnouncer />
      <PresenceConnection />
      <LeaveGuard />
    </div>
  );
}
