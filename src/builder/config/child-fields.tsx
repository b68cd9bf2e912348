import { type Ref, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { CHILD_TEMPLATE_GROUPS, childFieldLabel, findChildTemplate } from '../../logic';
import type { FieldTemplate, FormSchemaData } from '../../model';
import { Button } from '../../ui';
import { SelectField } from './controls';

const TEMPLATE_GROUPS = CHILD_TEMPLATE_GROUPS.map((group) => ({
  label: group.title,
  choices: group.templates.map((template) => ({ value: template.key, label: template.label })),
}));
const FIRST_TEMPLATE_KEY = TEMPLATE_GROUPS[0]?.choices[0]?.value ?? '';

export interface ChildActions {
  /** Opens a child for editing (e.g. selects it on the canvas); without it the list is read-only. */
  onEditChild?: (childId: string) => void;
  /** Removes a child from its parent and the form. */
  onRemoveChild?: (childId: string) => void;
}

export interface ChildFieldListProps extends ChildActions {
  schema: FormSchemaData;
  ids: readonly string[];
  emptyText: string;
  /** Accessible name of the list, e.g. 'Fields in Column 1'. */
  label: string;
  /** Where focus goes when Remove empties the list: the add-field picker (its first control). */
  pickerRef?: RefObject<HTMLElement | null>;
}

const CONTROLS = 'select, input, textarea, button';

/**
 * The child fields of a layout field with Edit and Remove. Remove takes away the focused button, so focus
 * moves on: to the row that takes the removed one's place (the next, or the previous at the end), or when
 * none is left to the add-field picker (else the empty text), never to <body>.
 */
export function ChildFieldList({
  schema,
  ids,
  emptyText,
  label,
  onEditChild,
  onRemoveChild,
  pickerRef,
}: ChildFieldListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const removal = useRef<{ id: string; index: number } | null>(null);

  useLayoutEffect(() => {
    const pending = removal.current;
    if (!pending || ids.includes(pending.id)) return;
    removal.current = null;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('.fw-child-list__item') ?? [];
    const row = rows[Math.min(pending.index, rows.length - 1)];
    const target =
      row?.querySelector<HTMLElement>('button') ??
      pickerRef?.current?.querySelector<HTMLElement>(CONTROLS) ??
      emptyRef.current;
    target?.focus();
  }, [ids, pickerRef]);

  const remove = (id: string) => {
    removal.current = { id, index: ids.indexOf(id) };
    onRemoveChild?.(id);
  };

  if (ids.length === 0) {
    return (
      <p ref={emptyRef} className="fw-config-empty" tabIndex={-1}>
        {emptyText}
      </p>
    );
  }
  return (
    <ul ref={listRef} className="fw-child-list" aria-label={label}>
      {ids.map((id) => {
        const name = childFieldLabel(schema, id);
        return (
          <li key={id} className="fw-child-list__item">
            <span>{name}</span>
            {onEditChild ? (
              <Button
                size="small"
                variant="ghost"
                aria-label={`Edit ${name}`}
                onClick={() => onEditChild(id)}
              >
                Edit
              </Button>
            ) : null}
            {onRemoveChild ? (
              <Button size="small" variant="ghost" aria-label={`Remove ${name}`} onClick={() => remove(id)}>
                Remove
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export interface AddChildPickerProps {
  /** Names the picker's group and button, e.g. 'Add field to section'. */
  title: string;
  /** With a column count, the author also picks the column (0-based in the callback, 'Column N' on screen). */
  columns?: number;
  /** The column picked to begin with, 0-based. */
  initialColumn?: number;
  onAdd: (template: FieldTemplate, column: number) => void;
  /** The picker's group, e.g. for a child list to send focus to when it is emptied. */
  ref?: Ref<HTMLDivElement>;
}

/** The add-field picker: a field type from the library (and a column), then Add Field. */
export function AddChildPicker({ title, columns, initialColumn = 0, onAdd, ref }: AddChildPickerProps) {
  const titleId = useId();
  const [key, setKey] = useState(FIRST_TEMPLATE_KEY);
  const [column, setColumn] = useState(String(initialColumn));
  const columnCount = columns ?? 0;
  const chosenColumn = Math.min(Number(column), Math.max(columnCount - 1, 0));
  const columnChoices = Array.from({ length: columnCount }, (_, n) => ({
    value: String(n),
    label: `Column ${n + 1}`,
  }));
  const add = () => {
    const template = findChildTemplate(key);
    if (template) onAdd(template, chosenColumn);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would nest inside the editor's own fieldset and add a second legend.
    <div ref={ref} className="fw-child-picker" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="fw-child-picker__title">
        {title}
      </p>
      <SelectField label="Field type" value={key} groups={TEMPLATE_GROUPS} onChange={setKey} />
      {columnCount > 0 ? (
        <SelectField
          label="Column"
          value={String(chosenColumn)}
          choices={columnChoices}
          onChange={setColumn}
        />
      ) : null}
      <Button size="small" variant="secondary" onClick={add}>
        Add Field
      </Button>
    </div>
  );
}
