import { describe, expect, it } from 'vitest';
import {
  basicPropertiesOf,
  CHILD_TEMPLATE_GROUPS,
  canMoveItem,
  changeConditionAction,
  changeConditionOperator,
  changeConditionTrigger,
  changeTableColumnType,
  changeValidationRuleType,
  checkColorInput,
  childFieldLabel,
  conditionValueFromInput,
  defaultValueEditor,
  defaultValueText,
  editorContainerConfig,
  editorSectionConfig,
  editorTableConfig,
  fieldConfigTabs,
  fieldStyleValues,
  findChildTemplate,
  moveItem,
  newAccordionPanel,
  newOptionDraft,
  newTableColumn,
  parseNumberInput,
  previewRowCount,
  quickRulePatch,
  ratingDefaultPatch,
  sectionCollapsiblePatch,
  setOptionDraftLabel,
  setOptionDraftValue,
  showsStartCollapsed,
  sliderDefaultPatch,
  sliderMaxPatch,
  sliderMinPatch,
  starCountPatch,
  tableColumnIdProblem,
  variableChoices,
} from '../../src/logic';
import { createConditionalRule, PHONE_PATTERN } from '../../src/logic/field-rules';
import { createEmptySchemaData, type Field, type Registry } from '../../src/model';

const field = (id: string, extra: Partial<Field> = {}): Field => ({
  id,
  type: 'text',
  label: id,
  required: false,
  width: 'full',
  ...extra,
});

describe('moving list items', () => {
  it('moves an item one step up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is at the ends and for indexes outside it', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
    expect(canMoveItem(2, 0, -1)).toBe(false);
    expect(canMoveItem(2, 0, 1)).toBe(true);
  });
});

describe('number inputs', () => {
  it('reads finite numbers and nothing while the text is empty or half typed', () => {
    expect(parseNumberInput('12.5')).toBe(12.5);
    expect(parseNumberInput('-3')).toBe(-3);
    expect(parseNumberInput('')).toBeUndefined();
    expect(parseNumberInput('  ')).toBeUndefined();
    expect(parseNumberInput('-')).toBeUndefined();
    expect(parseNumberInput('abc')).toBeUndefined();
  });
});

describe('Basic tab inputs per type', () => {
  it('gives input fields a name, placeholder, help text and required flag', () => {
    expect(basicPropertiesOf('text')).toEqual({
      labelCaption: 'Label',
      name: true,
      placeholder: 'text',
      description: 'text',
      helpText: true,
      required: true,
    });
  });

  it('keeps an image URL in the placeholder and a paragraph text in the description', () => {
    expect(basicPropertiesOf('image').placeholder).toBe('imageUrl');
    expect(basicPropertiesOf('paragraph').description).toBe('paragraph');
    expect(basicPropertiesOf('heading').labelCaption).toBe('Heading text');
  });

  it('offers no required flag where nobody fills the field in', () => {
    for (const type of ['hidden', 'honeypot', 'heading', 'container'] as const) {
      expect(basicPropertiesOf(type).required).toBe(false);
    }
    expect(basicPropertiesOf('hidden').name).toBe(true);
    expect(basicPropertiesOf('heading').name).toBe(false);
  });

  it('edits the default value with the input that fits the type', () => {
    expect(defaultValueEditor('email')).toEqual({ kind: 'input', inputType: 'email' });
    expect(defaultValueEditor('datetime')).toEqual({ kind: 'input', inputType: 'datetime-local' });
    expect(defaultValueEditor('radio')).toEqual({ kind: 'choice' });
    expect(defaultValueEditor('range')).toEqual({ kind: 'slider' });
    expect(defaultValueEditor('heading')).toEqual({ kind: 'heading' });
    expect(defaultValueEditor('multiselect')).toEqual({ kind: 'none' });
    expect(defaultValueEditor('table')).toEqual({ kind: 'none' });
  });

  it('shows scalar default values as text and anything else as empty', () => {
    expect(defaultValueText(3)).toBe('3');
    expect(defaultValueText('x')).toBe('x');
    expect(defaultValueText(['a'])).toBe('');
    expect(defaultValueText(undefined)).toBe('');
  });
});

describe('the option draft', () => {
  it('starts as the next Option N / optionN', () => {
    const options = [{ label: 'Option 1', value: 'option1' }];
    expect(newOptionDraft(options)).toEqual({ label: 'Option 2', value: 'option2', valueEdited: false });
  });

  it('derives the value from the label until the value is typed', () => {
    let draft = setOptionDraftLabel(newOptionDraft([]), 'Red Apple!');
    expect(draft.value).toBe('red_apple');
    draft = setOptionDraftValue(draft, 'apple');
    draft = setOptionDraftLabel(draft, 'Green Apple');
    expect(draft).toEqual({ label: 'Green Apple', value: 'apple', valueEdited: true });
  });

  it('hands the value back to the label when the typed value is cleared', () => {
    const cleared = setOptionDraftValue(setOptionDraftValue(newOptionDraft([]), 'mine'), '');
    expect(cleared).toEqual({ label: 'Option 1', value: '', valueEdited: false });
    expect(setOptionDraftLabel(cleared, 'A B').value).toBe('a_b');
  });
});

describe('slider and rating patches', () => {
  it('pushes the maximum up when the minimum reaches it', () => {
    expect(sliderMinPatch({}, 100)).toEqual({ min: 100, max: 101 });
    expect(sliderMinPatch({ min: 0, max: 50 }, 10)).toEqual({ min: 10, max: 50 });
  });

  it('pulls the minimum down when the maximum reaches it', () => {
    expect(sliderMaxPatch({ min: 20, max: 50 }, 10)).toEqual({ min: 9, max: 10 });
  });

  it('brings a stored default back into the new range', () => {
    expect(sliderMaxPatch({ min: 0, max: 100, defaultValue: 80 }, 50)).toEqual({
      min: 0,
      max: 50,
      defaultValue: 50,
    });
    expect(sliderDefaultPatch({ min: 0, max: 10 }, 99)).toEqual({ defaultValue: 10 });
  });

  it('clamps the star count to 1..10 and a default rating above it', () => {
    expect(starCountPatch({}, 20)).toEqual({ starCount: 10 });
    expect(starCountPatch({}, 0)).toEqual({ starCount: 1 });
    expect(starCountPatch({ defaultValue: 4.5 }, 3)).toEqual({ starCount: 3, defaultValue: 3 });
    expect(ratingDefaultPatch({ starCount: 5 }, 3.3)).toEqual({ defaultValue: 3.5 });
  });
});

describe('colour inputs', () => {
  it('takes a valid colour, and empty as the fallback (#000000 unless told otherwise)', () => {
    expect(checkColorInput('#FF0000')).toEqual({ ok: true, value: '#FF0000' });
    expect(checkColorInput(' ')).toEqual({ ok: true, value: '#000000' });
    expect(checkColorInput('', '#374151')).toEqual({ ok: true, value: '#374151' });
  });

  it('refuses anything else with the spec message', () => {
    for (const typed of ['#FF00', 'red', '#GGGGGG', '#FF00001']) {
      expect(checkColorInput(typed)).toEqual({
        ok: false,
        message: 'Please enter a valid hex color (e.g., #FF0000)',
      });
    }
  });
});

describe('validation rule editing', () => {
  it('keeps a number when the new type also reads a number', () => {
    expect(changeValidationRuleType({ type: 'minLength', value: 5, message: 'm' }, 'max')).toEqual({
      type: 'max',
      value: 5,
      message: 'm',
    });
  });

  it('resets the value when the kind changes and drops it for email and custom', () => {
    expect(changeValidationRuleType({ type: 'min', value: 5, message: 'm' }, 'pattern')).toEqual({
      type: 'pattern',
      value: '',
      message: 'm',
    });
    expect(changeValidationRuleType({ type: 'pattern', value: 'x', message: 'm' }, 'min').value).toBe(1);
    expect(changeValidationRuleType({ type: 'min', value: 5, message: 'm' }, 'email')).toEqual({
      type: 'email',
      message: 'm',
    });
  });

  it('turns quick rules into patches', () => {
    expect(quickRulePatch(field('a'), 'required')).toEqual({ required: true });
    expect(quickRulePatch(field('a'), 'phone')).toEqual({
      validation: [{ type: 'pattern', value: PHONE_PATTERN, message: 'Please enter a valid phone number' }],
    });
  });
});

describe('conditional rule editing', () => {
  const rule = { ...createConditionalRule('me', 'r1'), value: 'old' };

  it('clears the value when the trigger changes and always targets the edited field', () => {
    const stray = { ...rule, action: { type: 'show' as const, targetFieldIds: ['other'] } };
    expect(changeConditionTrigger(stray, 't', 'me')).toMatchObject({
      triggerFieldId: 't',
      value: '',
      action: { targetFieldIds: ['me'] },
    });
    expect(changeConditionOperator(stray, 'is_empty', 'me').action.targetFieldIds).toEqual(['me']);
  });

  it('gives set_value an empty new value and drops it for other actions', () => {
    const setValue = changeConditionAction(rule, 'set_value', 'me');
    expect(setValue.action).toEqual({ type: 'set_value', targetFieldIds: ['me'], newValue: '' });
    expect(changeConditionAction(setValue, 'hide', 'me').action).toEqual({
      type: 'hide',
      targetFieldIds: ['me'],
    });
  });

  it('reads numbers for number triggers and text otherwise', () => {
    expect(conditionValueFromInput('number', '42')).toBe(42);
    expect(conditionValueFromInput('number', '')).toBe('');
    expect(conditionValueFromInput('text', '42')).toBe('42');
  });
});

describe('styling', () => {
  it('previews unset properties at their defaults', () => {
    expect(fieldStyleValues(field('a'))).toEqual({
      marginTop: 0,
      marginBottom: 0,
      borderRadius: 6,
      backgroundColor: '#ffffff',
      color: '#374151',
      borderColor: '#d1d5db',
      fontSize: 16,
      fontWeight: 400,
      textAlign: 'left',
    });
    const styled = fieldStyleValues(
      field('a', { marginTop: 'xlarge', borderStyle: 'pill', fontSize: 'large', fontWeight: 'bold' }),
    );
    expect(styled).toMatchObject({ marginTop: 32, borderRadius: 9999, fontSize: 18, fontWeight: 700 });
  });
});

describe('layout configs', () => {
  it('fills container defaults', () => {
    expect(editorContainerConfig(field('c', { type: 'container' }))).toEqual({
      columns: 2,
      gap: 'medium',
      padding: 'medium',
      border: false,
      children: [],
    });
  });

  it('shows start-collapsed only for collapsible sections and clears it with collapsible', () => {
    const config = editorSectionConfig(field('s', { type: 'section', label: 'About you' }));
    expect(config.title).toBe('About you');
    expect(showsStartCollapsed(config)).toBe(false);
    const collapsible = { ...sectionCollapsiblePatch(config, true), collapsed: true };
    expect(showsStartCollapsed(collapsible)).toBe(true);
    expect(sectionCollapsiblePatch(collapsible, false)).toMatchObject({
      collapsible: false,
      collapsed: false,
    });
  });

  it('starts a table without config at minRows 0 and maxRows 10', () => {
    expect(editorTableConfig(field('t', { type: 'table' }))).toMatchObject({
      columns: [],
      rows: 2,
      minRows: 0,
      maxRows: 10,
    });
  });

  it('adds columns and panels with free ids and numbered labels', () => {
    const first = newTableColumn([]);
    expect(first).toEqual({ id: 'column1', label: 'Column 1', type: 'text', required: false, visible: true });
    expect(newTableColumn([{ ...first, id: 'column2' }]).id).toBe('column1');
    expect(newAccordionPanel([{ id: 'panel1' }])).toEqual({
      id: 'panel2',
      title: 'Panel 2',
      collapsed: false,
      children: [],
    });
  });

  it('needs a present, unique column id', () => {
    const columns = [{ id: 'name' }, { id: 'email' }];
    expect(tableColumnIdProblem(columns, 0, 'name')).toBeUndefined();
    expect(tableColumnIdProblem(columns, 0, ' ')).toBe('Column id is required');
    expect(tableColumnIdProblem(columns, 0, 'email')).toBe('Another column already uses this id');
  });

  it('previews the initial rows within the row bounds', () => {
    expect(previewRowCount({ rows: 2, minRows: 0, maxRows: 10 })).toBe(2);
    expect(previewRowCount({ rows: 20, minRows: 0, maxRows: 10 })).toBe(10);
    expect(previewRowCount({ rows: 0, minRows: 3, maxRows: 10 })).toBe(3);
  });

  it('gives select columns options, and keeps them through another type so switching back restores them', () => {
    const column = newTableColumn([]);
    const select = changeTableColumnType(column, 'select');
    expect(select.options).toEqual([]);
    const options = [
      { label: 'Active', value: 'active' },
      { label: 'Inactive', value: 'inactive' },
    ];
    const text = changeTableColumnType({ ...select, options }, 'text');
    expect(text.type).toBe('text');
    expect(changeTableColumnType(changeTableColumnType(text, 'date'), 'select')).toEqual({
      ...select,
      options,
    });
  });
});

describe('children and templates', () => {
  it('names a child by label and type, or by id when it is missing', () => {
    const schema = { ...createEmptySchemaData(), all_fields: [field('a', { label: 'Email' })] };
    expect(childFieldLabel(schema, 'a')).toBe('Email (text)');
    expect(childFieldLabel(schema, 'gone')).toBe('gone');
  });

  it('offers every library template and finds them by key', () => {
    const keys = CHILD_TEMPLATE_GROUPS.flatMap((group) => group.templates.map((t) => t.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(findChildTemplate('image')?.type).toBe('image');
    expect(findChildTemplate('nope')).toBeUndefined();
  });
});

describe('variable choices', () => {
  it('lists global variables, then visible catalog columns, with their tokens', () => {
    const registry: Registry = {
      customer: {
        columns: [
          { id: 'c1', name: 'email', displayName: 'Email' },
          { id: 'c2', name: 'secret', isVisible: false },
        ],
      },
    };
    const choices = variableChoices(
      [{ id: 'v', name: 'company', value: 'ACME', dataType: 'string' }],
      registry,
    );
    expect(choices).toEqual([
      { value: 'company', label: 'company', token: '{{company}}', group: 'global' },
      {
        value: 'customer.email',
        label: 'Email (customer.email)',
        token: '{{customer.email}}',
        group: 'catalog',
      },
    ]);
  });
});

describe('the dialog tabs', () => {
  it('adds an Advanced tab for containers and tables only', () => {
    expect(fieldConfigTabs('text')).toEqual(['basic', 'validation', 'conditional', 'styling', 'variables']);
    expect(fieldConfigTabs('container')).toContain('advanced');
    expect(fieldConfigTabs('table')).toContain('advanced');
    expect(fieldConfigTabs('section')).not.toContain('advanced');
  });
});
