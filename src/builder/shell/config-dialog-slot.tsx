import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { findField } from '../../logic';
import { FieldConfigDialog } from '../config';
import { useBuilder } from '../context';
import { useRegistry } from '../hooks/use-registry';
import { useDocSelector, useReadOnly } from '../hooks/use-store';

/**
 * Mounts the field configuration dialog for the field the Advanced button asked for. It closes through
 * `open={false}` before it unmounts: an open modal dialog that is simply removed would try to hand focus
 * back while the rest of the page is still inert, and focus would fall to <body>.
 */
export function ConfigDialogSlot() {
  const { store, ui } = useBuilder();
  const { configFieldId } = useSnapshot(ui.state);
  const [shownId, setShownId] = useState<string | null>(null);
  useEffect(() => {
    if (configFieldId !== null) setShownId(configFieldId);
  }, [configFieldId]);
  const fieldId = configFieldId ?? shownId;
  const field = useDocSelector((doc) => (fieldId ? findField(doc.schema, fieldId) : undefined));
  const schema = useDocSelector((doc) => doc.schema);
  const readOnly = useReadOnly();
  const registry = useRegistry(field !== undefined);
  if (!field || readOnly) return null;
  const close = () => {
    ui.state.configFieldId = null;
    store.sealHistory();
  };
  return (
    <FieldConfigDialog
      open={configFieldId !== null}
      field={field}
      schema={schema}
      registry={registry ?? undefined}
      onChange={(patch) => store.update(field.id, patch)}
      onClose={close}
      onAddChild={(template, target) => {
        store.addTemplate(template, target);
        // Adding selects the new field; the dialog is still about its parent.
        store.selectField(field.id);
      }}
      onEditChild={(childId) => {
        store.selectField(childId);
        ui.state.configFieldId = childId;
      }}
      onRemoveChild={(childId) => store.remove(childId)}
    />
  );
}
