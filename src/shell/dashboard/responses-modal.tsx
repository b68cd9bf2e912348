// The dashboard's Responses dialog (issue #8): the same responses view the builder's Tools show
// (src/responses), on the dashboard's session, for one form of the list. Only the view is imported, never
// the builder, so the dashboard stays free of the builder's code.
import type { ApiForm } from '../../api/forms';
import { ResponsesView } from '../../responses';
import { Dialog } from '../../ui';
import { useShell } from '../shell-context';
import { responsesLabel } from './format';

export interface ResponsesModalProps {
  /** The form whose responses are shown; null keeps the dialog closed. */
  form: ApiForm | null;
  onClose(): void;
}

export function ResponsesModal({ form, onClose }: ResponsesModalProps) {
  const { session } = useShell();
  return (
    <Dialog
      open={form !== null}
      onClose={onClose}
      title={form ? responsesLabel(form.description) : ''}
      size="large"
      className="fw-dashboard__responses"
    >
      {form ? (
        // No notify: the dashboard's toasts sit outside this modal dialog, where the inert page would
        // hide them from screen readers; the view's own inline status and alert are inside it.
        <ResponsesView
          key={form.id}
          client={session.client}
          formId={form.id}
          schema={form.schema_data}
          role={form.role}
          headingLevel={3}
        />
      ) : null}
    </Dialog>
  );
}
