import { useSnapshot } from 'valtio/react';
import { findField } from '../../logic';
import { FieldConfigDialog } from '../config';
import { useBuilder } from '../context';
import { useRegistry } from '../hooks/use-registry';
import { useDocSelector, useStoreSelector } from '../hooks/use-store';

/** Mounts the field configuration dialog for the field the Advanced button asked for. */
export function ConfigDialogSlot() {
  const { store, ui } = useBuilder();
  const { configFieldId } = useSnapshot(ui.state);
  const field = useDocSelector((doc) => (configFieldId ? findField(doc.schema, configFieldId) : undefined));
  const schema = useDocSelector((doc) => doc.schema);
  const readOnly = useStoreSelector((state) => state.readOnlyRequested || state.role === 'viewer');
  const registry = useRegistry(field !== undefined);
  if (!field || readOnly) return null;
  const close = () => {
    ui.state.configFieldId = null;
    store.sealHistory();
  };
  return (
    <FieldConfigDialog
      open
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
