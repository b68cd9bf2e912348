import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { migrate } from '../../model';
import { Button, Dialog, SpinnerOverlay } from '../../ui';
import { useBuilder } from '../context';
import { useDocSelector } from '../hooks/use-store';

export const PREVIEW_TEXTS = {
  title: 'Form Preview',
  loading: 'Loading Preview',
  errorTitle: 'Error',
  error: 'Unable to load form preview',
  submitted: 'Form preview submitted successfully!',
} as const;

// The renderer is its own chunk: opening the builder does not download it, opening the preview does.
const PreviewRenderer = lazy(() =>
  import('./preview-renderer').then((module) => ({ default: module.PreviewRenderer })),
);

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
  const description = useSnapshot(useBuilder().store.state).description;
  // The preview shows what a saved form would be: the same migrate() every load goes through.
  const checked = migrate(schema);
  if (!checked.ok) return <PreviewError />;
  return (
    <PreviewBoundary>
      <Suspense fallback={<SpinnerOverlay message={PREVIEW_TEXTS.loading} />}>
        <PreviewRenderer schema={checked.value} description={description} />
      </Suspense>
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
