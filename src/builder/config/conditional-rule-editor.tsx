import {
  changeConditionAction,
  changeConditionOperator,
  changeConditionTrigger,
  defaultValueText,
  parseNumberInput,
} from '../../logic';
import { conditionValueInput, describeConditionalRule, SELECT_TRIGGER_HINT } from '../../logic/field-rules';
import {
  CONDITION_ACTIONS,
  CONDITION_OPERATORS,
  type ConditionActionType,
  type ConditionalRule,
  type ConditionOperator,
  type Field,
} from '../../model';
import { Button } from '../../ui';
import { SelectField, TextField } from './controls';
import { NumberField } from './draft-fields';
import { rowControl } from './row-focus';

const OPERATOR_LABELS: Record<ConditionOperator, string> = {
  equals: 'Equals',
  not_equals: 'Does not equal',
  contains: 'Contains',
  not_contains: 'Does not contain',
  greater_than: 'Greater than',
  less_than: 'Less than',
  is_empty: 'Is empty',
  is_not_empty: 'Is not empty',
};
const ACTION_LABELS: Record<ConditionActionType, string> = {
  show: 'Show this field',
  hide: 'Hide this field',
  require: 'Make this field required',
  unrequire: 'Make this field optional',
  enable: 'Enable this field',
  disable: 'Disable this field',
  set_value: 'Set the value of this field',
};
const OPERATOR_CHOICES = CONDITION_OPERATORS.map((value) => ({ value, label: OPERATOR_LABELS[value] }));
const ACTION_CHOICES = CONDITION_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));

export interface ConditionalRuleEditorProps {
  rule: ConditionalRule;
  index: number;
  /** The field being edited: every rule targets it. */
  fieldId: string;
  /** All fields of the form, for the preview's names. */
  fields: readonly Field[];
  /** The fields this rule may read (triggerChoices). */
  triggers: readonly Field[];
  onChange: (rule: ConditionalRule) => void;
  onRemove: () => void;
}

/** One rule: trigger, operator, value (by operator and trigger type), action, and its preview sentence. */
export function ConditionalRuleEditor({
  rule,
  index,
  fieldId,
  fields,
  triggers,
  onChange,
  onRemove,
}: ConditionalRuleEditorProps) {
  const n = index + 1;
  const trigger = triggers.find((candidate) => candidate.id === rule.triggerFieldId);
  const valueInput = conditionValueInput(rule.operator, trigger);
  const valueText = defaultValueText(rule.value);
  const setValue = (value: ConditionalRule['value']) => onChange({ ...rule, value });

  return (
    <li className="fw-config-card">
      <div className="fw-config-grid">
        <SelectField
          label={`Rule ${n} trigger field`}
          value={trigger ? rule.triggerFieldId : ''}
          emptyLabel={SELECT_TRIGGER_HINT}
          choices={triggers.map((candidate) => ({
            value: candidate.id,
            label: candidate.label.trim() || candidate.id,
          }))}
          onChange={(triggerId) => onChange(changeConditionTrigger(rule, triggerId, fieldId))}
        />
        <SelectField
          label={`Rule ${n} operator`}
          value={rule.operator}
          choices={OPERATOR_CHOICES}
          onChange={(operator) => onChange(changeConditionOperator(rule, operator, fieldId))}
        />
        {valueInput === 'options' ? (
          <SelectField
            label={`Rule ${n} value`}
            value={valueText}
            emptyLabel="Select value"
            choices={(trigger?.options ?? []).map((option) => ({ value: option.value, label: option.label }))}
            onChange={setValue}
          />
        ) : null}
        {valueInput === 'number' ? (
          <NumberField
            label={`Rule ${n} value`}
            value={typeof rule.value === 'number' ? rule.value : parseNumberInput(valueText)}
            step="any"
            allowEmpty
            onChange={(value) => setValue(value ?? '')}
          />
        ) : null}
        {valueInput === 'text' ? (
          <TextField label={`Rule ${n} value`} value={valueText} onChange={setValue} />
        ) : null}
        <SelectField
          label={`Rule ${n} action`}
          value={rule.action.type}
          choices={ACTION_CHOICES}
          onChange={(type) => onChange(changeConditionAction(rule, type, fieldId))}
        />
        {rule.action.type === 'set_value' ? (
          <TextField
            label={`Rule ${n} new value`}
            value={defaultValueText(rule.action.newValue)}
            onChange={(newValue) => onChange({ ...rule, action: { ...rule.action, newValue } })}
          />
        ) : null}
      </div>
      <div className="fw-config-card__foot">
        <p className="fw-rule-preview">
          <span className="fw-rule-preview__label">Preview: </span>
          {describeConditionalRule(rule, fields, fieldId)}
        </p>
        <Button
          size="small"
          variant="ghost"
          aria-label={`Remove conditional rule ${n}`}
          {...rowControl('remove')}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
