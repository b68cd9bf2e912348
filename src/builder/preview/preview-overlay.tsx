import { Component, type ErrorInfo, type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { migrate } from '../../model';
import { Button, Dialog } from '../../ui';
import { useBuilder } from '../context';
import { useDocSelector } from '../hooks/use-store';
import { PREVIEW_SUBMITTED, PreviewRenderer } from './preview-renderer';
import { previewSchema } from './preview-schema';

export const PREVIEW_TEXTS = {
  title: 'Form Preview',
  loading: 'Loading Preview',
  errorTitle: 'Error',
  error: 'Unable to load form preview',
  submitted: PREVIEW_SUBMITTED,
} as const;

/** The full-screen Form Preview overlay with Close (shell §2); a native modal dialog, so focus is trapped. */
export function PreviewOverlay() {
  const { ui } = useBuilder();
  const { previewOpen } = useSnapshot(ui.state);
  const close = () => {
    ui.state.previewOpen = false;
  };
  return (
    <Dialog
      open={previewOpen}
      onClose={close}
      title={PREVIEW_TEXTS.title}
      className="fw-preview-overlay"
      footer={<Button onClick={close}>Close</Button>}
    >
      {previewOpen ? <PreviewBody /> : null}
    </Dialog>
  );
}

function PreviewBody() {
  const schema = useDocSelector((doc) => doc.schema);
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  // The preview shows what a saved form would be (the same migrate() every load goes through), without
  // the custom CSS and script, which are never applied inside the builder.
  const checked = useMemo(() => {
    const migrated = migrate(schema);
    return migrated.ok ? { ...migrated, value: previewSchema(migrated.value) } : migrated;
  }, [schema]);
  if (!checked.ok || failed) return <PreviewError />;
  return (
    <PreviewBoundary>
      <PreviewRenderer schema={checked.value} loadingText={PREVIEW_TEXTS.loading} onFailed={fail} />
    </PreviewBoundary>
  );
}

function PreviewError() {
  return (
    <div className="fw-preview-error" role="alert">
      <p className="fw-preview-error__title">{PREVIEW_TEXTS.errorTitle}</p>
      <p>{PREVIEW_TEXTS.error}</p>
    </div>
  );
}

class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    console.error('[formwright] form preview failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <PreviewError /> : this.props.children;
  }
}
