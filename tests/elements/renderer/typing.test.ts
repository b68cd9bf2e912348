// Typing into text fields: the boxes are uncontrolled (a keystroke renders nothing), so these check that
// what they show and what the renderer reports still follow every change.
import { expect, waitUntil } from '@open-wc/testing';
import { record } from './support/public';
import {
  errorsOf,
  renderForm,
  schemaOf,
  setControlValue,
  submitAndCapture,
  touch,
  within,
} from './support/render';

describe('renderer typing', () => {
  it('keeps in each fw-change the answers of its own change, read after later ones', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'name', type: 'text', label: 'Name' },
        { id: 'note', type: 'textarea', label: 'Note' },
      ]),
    );
    const changes = record(el, 'fw-change');
    setControlValue(within(el, 'name'), 'A');
    setControlValue(within(el, 'name'), 'Ad');
    setControlValue(within(el, 'note', 'textarea'), 'Hi');
    await waitUntil(() => changes.length === 3);
    expect(
      changes.map((event) => (event.detail.source === 'renderer' ? event.detail.values : null)),
    ).to.deep.equal([
      { name: 'A', note: '' },
      { name: 'Ad', note: '' },
      { name: 'Ad', note: 'Hi' },
    ]);
  });

  it('shows the value a set_value rule of the field itself holds it to, whatever is typed', async () => {
    const el = await renderForm(
      schemaOf([
        {
          id: 'code',
          type: 'text',
          label: 'Code',
          conditionalLogic: [
            {
              id: 'r1',
              triggerFieldId: 'code',
              operator: 'is_not_empty',
              action: { type: 'set_value', targetFieldIds: [], newValue: 'LOCKED' },
            } as never,
          ],
        },
      ]),
    );
    const box = within(el, 'code');
    setControlValue(box, 'a');
    expect(box.value).to.equal('LOCKED');
    setControlValue(box, 'LOCKEDb');
    expect(box.value).to.equal('LOCKED');
    expect((await submitAndCapture(el)).code).to.equal('LOCKED');
  });

  it('keeps what was typed while its errors come and go', async () => {
    const el = await renderForm(schemaOf([{ id: 'email', type: 'email', label: 'E-mail', required: true }]));
    const box = within(el, 'email');
    setControlValue(box, 'x');
    touch(box);
    await waitUntil(() => errorsOf(el, 'email').length === 1);
    expect(box.value).to.equal('x');
    setControlValue(box, 'x@example.com');
    await waitUntil(() => errorsOf(el, 'email').length === 0);
    expect(within(el, 'email').value).to.equal('x@example.com');
    setControlValue(within(el, 'email'), '');
    await waitUntil(() => errorsOf(el, 'email').length === 1);
    expect(within(el, 'email').value).to.equal('');
  });
});
