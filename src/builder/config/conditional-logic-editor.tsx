import { useRef } from 'react';
import {
  CONDITIONAL_TEMPLATES,
  createConditionalRule,
  createConditionalTemplate,
  ineffectiveRuleNotes,
  triggerChoices,
} from '../../logic/field-rules';
import { createId } from '../../logic/ids';
import type { ConditionalRule, FormSchemaData } from '../../model';
import { Button } from '../../ui';
import { ConditionalRuleEditor } from './conditional-rule-editor';
import { useRowFocus } from './row-focus';
import type { FieldEditorProps } from './types';

export const NO_CONDITIONS_TITLE = 'No conditional rules defined';
export const NO_CONDITIONS_TEXT =
  'Add a rule to show, hide, require or fill in this field based on another field';

export interface ConditionalLogicEditorProps extends FieldEditorProps {
  /** The form, for the trigger choices and the names in the previews. */
  schema: FormSchemaData;
  /** Makes rule ids; injectable so tests can fix them. */
  makeId?: () => string;
}

const newRuleId = () => createId('rule');

/**
 * The conditional logic editor (authoring §2–4): rule list, Add Rule (no trigger, equals, show), the
 * two quick templates, and a preview per rule. The target of every rule is the field being edited.
 */
export function ConditionalLogicEditor({
  field,
  schema,
  onChange,
  makeId = newRuleId,
}: ConditionalLogicEditorProps) {
  const rules = field.conditionalLogic ?? [];
  const triggers = triggerChoices(schema.all_fields, field.id);
  const setRules = (conditionalLogic: ConditionalRule[]) => onChange({ conditionalLogic });
  const addRef = useRef<HTMLButtonElement>(null);
  const { listRef, focusAfterChange } = useRowFocus(field.conditionalLogic, [addRef]);

  return (
    <div className="fw-config-tab">
      <div className="fw-config-toolbar">
        <h3 className="fw-config-subtitle">Conditional Logic</h3>
        <Button
          ref={addRef}
          size="small"
          variant="primary"
          onClick={() => setRules([...rules, createConditionalRule(field.id, makeId())])}
        >
          Add Rule
        </Button>
      </div>
      <div className="fw-config-button-row">
        <span className="fw-config-field__hint">Quick templates:</span>
        {CONDITIONAL_TEMPLATES.map((template) => (
          <Button
            key={template.key}
            size="small"
            onClick={() => setRules([...rules, createConditionalTemplate(template.key, field.id, makeId())])}
          >
            {template.label}
          </Button>
        ))}
      </div>
      {rules.length === 0 ? (
        <div className="fw-config-empty-state">
          <p className="fw-config-empty-state__title">{NO_CONDITIONS_TITLE}</p>
          <p>{NO_CONDITIONS_TEXT}</p>
        </div>
      ) : (
        <ol ref={listRef} className="fw-config-cards">
          {rules.map((rule, index) => (
            <ConditionalRuleEditor
              key={rule.id}
              rule={rule}
              index={index}
              fieldId={field.id}
              fields={schema.all_fields}
              triggers={triggers}
              onChange={(next) => setRules(rules.map((r, i) => (i === index ? next : r)))}
              onRemove={() => {
                focusAfterChange(index, 'remove');
                setRules(rules.filter((_, i) => i !== index));
              }}
            />
          ))}
        </ol>
      )}
      {ineffectiveRuleNotes(field).map((note) => (
        <p key={note} className="fw-config-field__hint fw-config-note" role="note">
          {note}
        </p>
      ))}
    </div>
  );
}
