import { useRef } from 'react';
import { changeValidationRuleType, parseNumberInput, quickRulePatch } from '../../logic';
import {
  createValidationRule,
  describeValidationRule,
  QUICK_RULES,
  validationRuleValueInput,
} from '../../logic/field-rules';
import {
  applicableRuleTypes,
  inapplicableRuleNote,
  noApplicableRulesNote,
  quickRuleApplies,
} from '../../logic/rule-applicability';
import { checkPattern } from '../../logic/safe-pattern';
import type { Field, ValidationRule, ValidationRuleType } from '../../model';
import { Button } from '../../ui';
import { SelectField, TextField } from './controls';
import { CheckedTextField, NumberField, type TextCheck } from './draft-fields';
import { rowControl, useRowFocus } from './row-focus';
import type { FieldEditorProps } from './types';

export const NO_RULES_TITLE = 'No validation rules defined';
export const NO_RULES_TEXT = 'Add rules to validate user input';

const RULE_TYPE_LABELS: Record<ValidationRuleType, string> = {
  minLength: 'Minimum length',
  maxLength: 'Maximum length',
  min: 'Minimum value',
  max: 'Maximum value',
  pattern: 'Pattern (regular expression)',
  email: 'Email format',
  custom: 'Custom',
};

/**
 * The types the field's answer can be checked by (rule-applicability.ts), and the rule's own type when it
 * is not one of them: a rule made before, or imported, stays as it is until the author changes it.
 */
function ruleTypeChoices(applicable: readonly ValidationRuleType[], current: ValidationRuleType) {
  const types = applicable.includes(current) ? applicable : [...applicable, current];
  return types.map((value) => ({ value, label: RULE_TYPE_LABELS[value] }));
}

/** Unsafe or broken patterns are refused with checkPattern's message: they would hang or fail at runtime. */
const checkPatternText = (text: string): TextCheck => {
  const check = checkPattern(text);
  return check.ok ? { ok: true, value: text } : { ok: false, message: check.message };
};

interface RuleEditorProps {
  field: Field;
  rule: ValidationRule;
  index: number;
  onChange: (rule: ValidationRule) => void;
  onRemove: () => void;
}

function RuleEditor({ field, rule, index, onChange, onRemove }: RuleEditorProps) {
  const valueInput = validationRuleValueInput(rule.type);
  const name = `rule ${index + 1}`;
  const numeric = typeof rule.value === 'number' ? rule.value : parseNumberInput(String(rule.value ?? ''));
  return (
    <li className="fw-config-card">
      <div className="fw-config-grid">
        <SelectField
          label={`Rule ${index + 1} type`}
          value={rule.type}
          choices={ruleTypeChoices(applicableRuleTypes(field), rule.type)}
          hint={inapplicableRuleNote(field, rule.type)}
          onChange={(type) => onChange(changeValidationRuleType(rule, type))}
        />
        {valueInput === 'number' ? (
          <NumberField
            label={`Rule ${index + 1} value`}
            value={numeric}
            step="any"
            onChange={(value) => value !== undefined && onChange({ ...rule, value })}
          />
        ) : null}
        {valueInput === 'text' ? (
          <CheckedTextField
            label={`Rule ${index + 1} pattern`}
            value={String(rule.value ?? '')}
            check={checkPatternText}
            spellCheck={false}
            onChange={(value) => onChange({ ...rule, value })}
          />
        ) : null}
        <TextField
          label={`Rule ${index + 1} error message`}
          value={rule.message}
          onChange={(message) => onChange({ ...rule, message })}
        />
      </div>
      <div className="fw-config-card__foot">
        <p className="fw-rule-preview">
          <span className="fw-rule-preview__label">Preview: </span>
          {describeValidationRule(rule)}
        </p>
        <Button
          size="small"
          variant="ghost"
          aria-label={`Remove ${name}`}
          {...rowControl('remove')}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * The Validation Rules editor (authoring §2, §5): Add Rule (value 1, message 'This field is required'),
 * per rule a type, a value input by type, a message, remove and a live preview, and the quick rules.
 * Only the rule types and quick rules that apply to the field's answer are offered; a field no rule
 * applies to (content, layout, hidden) says so instead, and Add Rule is unavailable there.
 */
export function ValidationRulesEditor({ field, onChange }: FieldEditorProps) {
  const rules = field.validation ?? [];
  const [firstType] = applicableRuleTypes(field);
  const noRulesNote = noApplicableRulesNote(field);
  const quickRules = QUICK_RULES.filter((quick) => quickRuleApplies(field, quick.key));
  const setRules = (validation: ValidationRule[]) => onChange({ validation });
  const addRef = useRef<HTMLButtonElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  // With no rule left, focus goes to Add Rule, or to the empty state where Add Rule is disabled (no rule
  // applies to the field, e.g. a heading whose imported rule was removed): never to <body>.
  const { listRef, focusAfterChange } = useRowFocus(field.validation, [addRef, emptyRef]);
  return (
    <div className="fw-config-tab">
      <div className="fw-config-toolbar">
        <h3 className="fw-config-subtitle">Validation Rules</h3>
        <Button
          ref={addRef}
          size="small"
          variant="primary"
          disabled={firstType === undefined}
          onClick={() => firstType && setRules([...rules, createValidationRule(firstType)])}
        >
          Add Rule
        </Button>
      </div>
      {rules.length === 0 ? (
        <div ref={emptyRef} className="fw-config-empty-state" tabIndex={-1}>
          <p className="fw-config-empty-state__title">{NO_RULES_TITLE}</p>
          {/* A field no rule applies to is told why, not invited to add rules. */}
          <p role={noRulesNote ? 'note' : undefined}>{noRulesNote ?? NO_RULES_TEXT}</p>
        </div>
      ) : (
        <ol ref={listRef} className="fw-config-cards">
          {rules.map((rule, index) => (
            <RuleEditor
              // Rules have no id; the position is their identity while the list is edited.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              field={field}
              rule={rule}
              index={index}
              onChange={(next) => setRules(rules.map((r, i) => (i === index ? next : r)))}
              onRemove={() => {
                focusAfterChange(index, 'remove');
                setRules(rules.filter((_, i) => i !== index));
              }}
            />
          ))}
        </ol>
      )}
      {quickRules.length > 0 ? (
        <>
          <h3 className="fw-config-subtitle">Quick Add Common Rules</h3>
          <div className="fw-config-button-row">
            {quickRules.map((quick) => (
              <Button key={quick.key} size="small" onClick={() => onChange(quickRulePatch(field, quick.key))}>
                {quick.label}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
