// The dashboard's Responses dialog (issue #8): the same responses view the builder's Tools show
// (src/responses), on the dashboard's session, for one form of the list. Only the view is imported, never
// the builder, so the dashboard stays free of the builder's code. The list carries no schemas (it would
// cost every form's), so the dialog reads its form's schema when it opens.
import { useEffect, useState } from 'react';
import { type ApiForm, type FormSummary, getForm } from '../../api/forms';
import { RESPONSES_TEXTS, ResponsesView } from '../../responses';
import { Button, Dialog, Spinner } from '../../ui';
import { useShell } from '../shell-context';
import { responsesLabel } from './format';

export interface ResponsesModalProps {
  /** The form whose responses are shown; null keeps the dialog closed. */
  form: FormSummary | null;
  onClose(): void;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; form: ApiForm }
  | { status: 'error'; message: string };

/** The listed form with its schema, read again whenever `attempt` changes (Try again). */
function useFullForm(formId: string | null, attempt: number): Loaded {
  const { session } = useShell();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same form again.
  useEffect(() => {
    if (formId === null) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    getForm(session.client, formId, controller.signal).then(
      (form) => {
        if (!controller.signal.aborted) setLoaded({ status: 'ready', form });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [session, formId, attempt]);
  return loaded;
}

export function ResponsesModal({ form, onClose }: ResponsesModalProps) {
  const { session } = useShell();
  const [attempt, setAttempt] = useState(0);
  const loaded = useFullForm(form?.id ?? null, attempt);
  return (
    <Dialog
      open={form !== null}
      onClose={onClose}
      title={form ? responsesLabel(form.description) : ''}
      size="large"
      className="fw-dashboard__responses"
    >
      {form === null ? null : loaded.status === 'error' ? (
        <div role="alert" className="fw-dashboard__responses-error">
          <p>{`${RESPONSES_TEXTS.loadFailed}: ${loaded.message}`}</p>
          <Button size="small" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {RESPONSES_TEXTS.retry}
          </Button>
        </div>
      ) : loaded.status === 'ready' && loaded.form.id === form.id ? (
        // No notify: the dashboard's toasts sit outside this modal dialog, where the inert page would
        // hide them from screen readers; the view's own inline status and alert are inside it.
        <ResponsesView
          key={form.id}
          client={session.client}
          formId={form.id}
          schema={loaded.form.schema_data}
          role={loaded.form.role}
          headingLevel={3}
        />
      ) : (
        <Spinner label={RESPONSES_TEXTS.loading} />
      )}
    </Dialog>
  );
}
