import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { type FieldConfigTab, fieldConfigTabs, hasAdvancedConfig } from '../../logic';
import type { DropTarget } from '../../logic/drop';
import type { Field, FieldTemplate, FormSchemaData, Registry } from '../../model';
import { Button, Dialog, type TabItem, Tabs } from '../../ui';
import { BasicTab } from './basic-tab';
import type { ChildActions } from './child-fields';
import { ConditionalLogicEditor } from './conditional-logic-editor';
import { ContainerEditor } from './container-editor';
import { ContainerPreview } from './container-preview';
import { StylingTab } from './styling-tab';
import { TableConfigEditor, TablePreview } from './table-config-editor';
import type { FieldConfigPatch } from './types';
import { ValidationRulesEditor } from './validation-rules-editor';
import { VariablesTab } from './variables-tab';

export interface FieldConfigDialogProps extends ChildActions {
  field: Field;
  /** The form: trigger choices, child names and global variables come from it. */
  schema: FormSchemaData;
  /** The tenant's data catalog for the Variables tab. */
  registry?: Registry;
  open: boolean;
  /** Every edit, as it happens; the parent applies it (e.g. updateField) and passes the new field back. */
  onChange: (patch: FieldConfigPatch) => void;
  onClose: () => void;
  initialTab?: FieldConfigTab;
  /**
   * The add-field pickers of containers (per column), sections and accordion panels: a new field of
   * the template at the target (e.g. addFieldFromTemplate(state, template, { target })).
   */
  onAddChild?: (template: FieldTemplate, target: DropTarget) => void;
  /** Makes conditional rule ids; injectable for tests. */
  makeRuleId?: () => string;
  /** Where focus goes on close when the opener is gone (see Dialog). */
  restoreFocusFallback?: () => HTMLElement | null | undefined;
}

/** Said when the dialog will not close: an entry it shows is refused, so the field does not hold it. */
export const REFUSED_ENTRY_MESSAGE =
  'An entry shows an error and is not part of the field yet: correct it or clear it, then close.';

const TAB_LABELS: Record<FieldConfigTab, string> = {
  basic: 'Basic',
  validation: 'Validation',
  conditional: 'Conditional',
  styling: 'Styling',
  variables: 'Variables',
  advanced: 'Advanced',
};

/**
 * The field configuration dialog (authoring §2): tabs Basic, Validation, Conditional, Styling and
 * Variables; containers and tables also get Advanced, a wider dialog and a live preview. Controlled:
 * it shows `field` and reports patches; closing hands focus back to the opener (the Dialog does it).
 */
export function FieldConfigDialog({
  field,
  schema,
  registry,
  open,
  onChange,
  onClose,
  initialTab = 'basic',
  onAddChild,
  onEditChild,
  onRemoveChild,
  makeRuleId,
  restoreFocusFallback,
}: FieldConfigDialogProps) {
  const wide = hasAdvancedConfig(field.type);
  const layoutRef = useRef<HTMLDivElement>(null);
  useFocusOnNewField(field.id, open, layoutRef);
  /** The field whose refused entry kept the dialog open (the message goes with another field). */
  const [refusedIn, setRefusedIn] = useState<string | null>(null);
  // An edit is applied as it is typed, but a refused text (an unsafe pattern, a name another field uses)
  // is not: the field keeps its last accepted value. Closing then would keep a value the author never
  // meant, unseen; so the dialog stays open, on the entry, until it is corrected or cleared.
  const canClose = () => {
    const entry = layoutRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    setRefusedIn(entry ? field.id : null);
    if (entry) revealEntry(entry, layoutRef.current);
    return entry == null;
  };
  const childActions = { onEditChild, onRemoveChild };
  const panels: Record<FieldConfigTab, () => ReactNode> = {
    basic: () => (
      <BasicTab field={field} schema={schema} onChange={onChange} onAddChild={onAddChild} {...childActions} />
    ),
    validation: () => <ValidationRulesEditor field={field} onChange={onChange} />,
    conditional: () => (
      <ConditionalLogicEditor field={field} schema={schema} onChange={onChange} makeId={makeRuleId} />
    ),
    styling: () => <StylingTab field={field} onChange={onChange} />,
    variables: () => <VariablesTab field={field} schema={schema} registry={registry} onChange={onChange} />,
    advanced: () =>
      field.type === 'container' ? (
        <ContainerEditor
          field={field}
          schema={schema}
          onChange={onChange}
          onAddChild={
            onAddChild &&
            ((template, column) => onAddChild(template, { kind: 'container', containerId: field.id, column }))
          }
          {...childActions}
        />
      ) : (
        <TableConfigEditor field={field} onChange={onChange} />
      ),
  };
  const tabs: TabItem[] = fieldConfigTabs(field.type).map((id) => ({
    id,
    label: TAB_LABELS[id],
    panel: panels[id](),
  }));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Field Configuration"
      description={`${field.label || 'Untitled field'} (${field.type})`}
      size="large"
      className={wide ? 'fw-config-dialog fw-config-dialog--wide' : 'fw-config-dialog'}
      restoreFocusFallback={restoreFocusFallback}
      canClose={canClose}
      footer={
        <>
          {refusedIn === field.id ? (
            <p className="fw-config-refused" role="alert">
              {REFUSED_ENTRY_MESSAGE}
            </p>
          ) : null}
          <Button variant="primary" onClick={() => canClose() && onClose()}>
            Done
          </Button>
        </>
      }
    >
      <div
        // Another field (Edit on a child) starts on its first tab, with fresh editor state.
        key={field.id}
        ref={layoutRef}
        className={wide ? 'fw-config-layout fw-config-layout--preview' : 'fw-config-layout'}
      >
        <Tabs tabs={tabs} label="Field configuration" defaultSelectedId={initialTab} />
        {wide ? (
          <section className="fw-live-preview" aria-label="Live preview">
            <h3 className="fw-config-subtitle">Live Preview</h3>
            {field.type === 'container' ? (
              <ContainerPreview field={field} schema={schema} />
            ) : (
              <TablePreview field={field} />
            )}
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}

/** Shows the tab that holds `entry` (every panel stays mounted, hidden when inactive) and focuses it. */
function revealEntry(entry: HTMLElement, layout: HTMLElement | null): void {
  const panel = entry.closest<HTMLElement>('[role="tabpanel"]');
  if (panel?.hidden) {
    layout?.querySelector<HTMLElement>(`[role="tab"][aria-controls="${CSS.escape(panel.id)}"]`)?.click();
  }
  // The panel is shown on the next render.
  requestAnimationFrame(() => entry.focus());
}

/**
 * When the open dialog switches to another field (Edit on a child), the control that had focus is gone:
 * focus goes to the new field's first control on the shown tab (its label), never to <body>.
 */
function useFocusOnNewField(fieldId: string, open: boolean, layoutRef: RefObject<HTMLDivElement | null>) {
  const shownId = useRef(fieldId);
  useLayoutEffect(() => {
    if (shownId.current === fieldId) return;
    shownId.current = fieldId;
    if (!open) return;
    const panel = layoutRef.current?.querySelector('[role="tabpanel"]:not([hidden])');
    panel?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [fieldId, open, layoutRef]);
}
