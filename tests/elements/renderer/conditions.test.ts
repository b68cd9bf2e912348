import { expect, waitUntil } from '@open-wc/testing';
import type { ConditionalRule, FieldInput } from '../../../src/model';
import {
  button,
  errorsOf,
  fieldBox,
  inShadow,
  renderForm,
  schemaOf,
  setControlValue,
  submitAndCapture,
  within,
} from './support/render';

type Action = ConditionalRule['action'];

function ruled(targetProps: Partial<FieldInput>, action: Action, operator = 'equals', value = 'yes') {
  return schemaOf([
    { id: 'trigger', type: 'text', label: 'Trigger' },
    {
      id: 'target',
      type: 'text',
      label: 'Target',
      ...targetProps,
      conditionalLogic: [{ id: 'r1', triggerFieldId: 'trigger', operator, value, action } as never],
    },
  ]);
}

const onScreen = (el: Element, id: string) => inShadow(el, `[data-field-id="${id}"]`) !== null;
const type = (el: Element, text: string) => setControlValue(within(el, 'trigger'), text);

describe('renderer conditions (live)', () => {
  it('shows a field while the condition holds', async () => {
    const el = await renderForm(ruled({}, { type: 'hide', targetFieldIds: ['target'] }, 'not_equals', 'yes'));
    expect(onScreen(el, 'target')).to.equal(false);
    type(el, 'YES');
    await waitUntil(() => onScreen(el, 'target'));
    type(el, 'no');
    await waitUntil(() => !onScreen(el, 'target'));
  });

  it('hides a field and leaves it out of the answers and the checks', async () => {
    const el = await renderForm(ruled({ required: true }, { type: 'hide', targetFieldIds: ['target'] }));
    type(el, 'yes');
    await waitUntil(() => !onScreen(el, 'target'));
    expect(await submitAndCapture(el)).to.deep.equal({ trigger: 'yes' });
  });

  it('requires and unrequires a field', async () => {
    const el = await renderForm(ruled({}, { type: 'require', targetFieldIds: ['target'] }, 'is_not_empty'));
    const input = within(el, 'target');
    expect(input.required).to.equal(false);
    type(el, 'anything');
    await waitUntil(() => input.required);
    expect(fieldBox(el, 'target').querySelector('.fw-field__required')).to.exist;
    button(el, 'Submit').click();
    await waitUntil(() => errorsOf(el, 'target').length > 0);
    expect(errorsOf(el, 'target')).to.deep.equal(['Target is required']);

    const optional = await renderForm(
      ruled({ required: true }, { type: 'unrequire', targetFieldIds: ['target'] }),
    );
    setControlValue(within(optional, 'trigger'), 'yes');
    await waitUntil(() => !within(optional, 'target').required);
  });

  it('disables and enables a field', async () => {
    const el = await renderForm(ruled({}, { type: 'disable', targetFieldIds: ['target'] }));
    type(el, 'yes');
    await waitUntil(() => within(el, 'target').disabled);
    const enabled = await renderForm(
      schemaOf([
        { id: 'trigger', type: 'checkbox', label: 'Edit' },
        {
          id: 'target',
          type: 'text',
          label: 'Target',
          conditionalLogic: [
            {
              id: 'off',
              triggerFieldId: 'trigger',
              operator: 'equals',
              value: false,
              action: { type: 'disable', targetFieldIds: ['target'] },
            },
            {
              id: 'on',
              triggerFieldId: 'trigger',
              operator: 'equals',
              value: true,
              action: { type: 'enable', targetFieldIds: ['target'] },
            },
          ],
        },
      ]),
    );
    expect(within(enabled, 'target').disabled).to.equal(true);
    within(enabled, 'trigger').click();
    await waitUntil(() => !within(enabled, 'target').disabled);
  });

  it('sets a value, which shows in the field and in the answers', async () => {
    const el = await renderForm(
      schemaOf([
        {
          id: 'country',
          type: 'select',
          label: 'Country',
          options: [
            { label: 'UK', value: 'uk' },
            { label: 'France', value: 'fr' },
          ],
        },
        {
          id: 'currency',
          type: 'text',
          label: 'Currency',
          conditionalLogic: [
            {
              id: 'gbp',
              triggerFieldId: 'country',
              operator: 'equals',
              value: 'uk',
              action: { type: 'set_value', targetFieldIds: ['currency'], newValue: 'GBP' },
            },
            {
              id: 'eur',
              triggerFieldId: 'country',
              operator: 'equals',
              value: 'fr',
              action: { type: 'set_value', targetFieldIds: ['currency'], newValue: 'EUR' },
            },
          ],
        },
      ]),
    );
    setControlValue(within(el, 'country', 'select'), 'uk');
    await waitUntil(() => within(el, 'currency').value === 'GBP');
    setControlValue(within(el, 'country', 'select'), 'fr');
    await waitUntil(() => within(el, 'currency').value === 'EUR');
    expect(await submitAndCapture(el)).to.deep.equal({ country: 'fr', currency: 'EUR' });
  });

  it('hides the children of a hidden container with it', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'trigger', type: 'text', label: 'Trigger' },
        {
          id: 'box',
          type: 'container',
          label: 'Box',
          containerConfig: { columns: 1, children: ['inner'] } as never,
          conditionalLogic: [
            {
              id: 'r',
              triggerFieldId: 'trigger',
              operator: 'equals',
              value: 'hide',
              action: { type: 'hide', targetFieldIds: ['box'] },
            } as never,
          ],
        },
        { id: 'inner', type: 'text', label: 'Inner', required: true },
      ]),
    );
    expect(onScreen(el, 'inner')).to.equal(true);
    type(el, 'hide');
    await waitUntil(() => !onScreen(el, 'inner'));
    expect(await submitAndCapture(el)).to.deep.equal({ trigger: 'hide' });
  });

  it('re-renders only the fields a change touches', async () => {
    const fields: FieldInput[] = [
      { id: 'trigger', type: 'text', label: 'Trigger' },
      ...Array.from({ length: 30 }, (_, i): FieldInput => ({ id: `f${i}`, type: 'text', label: `F${i}` })),
    ];
    const el = await renderForm(schemaOf(fields));
    const boxes = fields.map((f) => fieldBox(el, f.id));
    const observer = new MutationObserver(() => {});
    const touched = new Set<string>();
    const record = new MutationObserver((records) => {
      for (const r of records) {
        const box = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest(
          '[data-field-id]',
        );
        if (box) touched.add(box.getAttribute('data-field-id') ?? '');
      }
    });
    for (const box of boxes)
      record.observe(box, { attributes: true, childList: true, subtree: true, characterData: true });
    type(el, 'hello');
    await waitUntil(() => within(el, 'trigger').value === 'hello');
    await new Promise((resolve) => setTimeout(resolve, 50));
    record.disconnect();
    observer.disconnect();
    expect([...touched].filter((id) => id !== 'trigger')).to.deep.equal([]);
  });
});
