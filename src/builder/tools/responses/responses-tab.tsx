// The Tools dialog's Responses tab: the shared responses view (src/responses) on the builder's session,
// form, role and toasts. The tab exists only for a saved form; its view is mounted only while the tab is
// selected, so opening Tools on another tab loads no responses.
import { useSnapshot } from 'valtio/react';
import { ResponsesView } from '../../../responses';
import { useBuilder } from '../../context';
import { useDocSelector, useReadOnly, useStoreSelector } from '../../hooks/use-store';

export const RESPONSES_TAB_ID = 'responses';
export const RESPONSES_TAB_LABEL = 'Responses';

export function ResponsesTab() {
  const { client, notifications, ui } = useBuilder();
  const { toolsTab } = useSnapshot(ui.state);
  const formId = useStoreSelector((state) => state.formId);
  const role = useStoreSelector((state) => state.role);
  const readOnly = useReadOnly();
  const schema = useDocSelector((doc) => doc.schema);
  if (!formId || toolsTab !== RESPONSES_TAB_ID) return null;
  return (
    <div className="fw-tool-panel">
      <ResponsesView
        key={formId}
        client={client()}
        formId={formId}
        schema={schema}
        role={role}
        readOnly={readOnly}
        notify={(type, title, message) => notifications.notify(type, title, message)}
        headingLevel={3}
      />
    </div>
  );
}
