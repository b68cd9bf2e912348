import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { findField } from '../../logic';
import { FieldConfigDialog } from '../config';
import { useBuilder } from '../context';
import { useRegistry } from '../hooks/use-registry';
import { useDocSelector, useReadOnly } from '../hooks/use-store';

/**
 * Mounts the field configuration dialog for the field the Advanced or Configure button asked for. It
 * closes through `open={false}` before it unmounts: an open modal dialog that is simply removed would try
 * to hand focus back while the rest of the page is still inert, and focus would fall to <body>.
 * Edit on a child shows the child in the same dialog (and selects it); the opener, which belonged to the
 * parent's card or properties, may then be gone, so closing hands focus to the shown field's card.
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
  const shownFieldId = field.id;
  return (
    <FieldConfigDialog
      open={configFieldId !== null}
      field={field}
      schema={schema}
      registry={registry ?? undefined}
      onChange={(patch) => store.update(field.id, patch)}
      onClose={close}
      restoreFocusFallback={() =>
        ui.focusTarget([`configure:${shownFieldId}`, `select:${shownFieldId}`, 'canvas'])
      }
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
