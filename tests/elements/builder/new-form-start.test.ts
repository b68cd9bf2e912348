import { expect } from '@open-wc/testing';
import { builderConnection, readForm, resetBrowserState, signInAsOwner } from './real-service';
import { $, button, mountBuilder, schemaWith, until } from './support';

// A host starts a new form from something (the demo: a template): its schema and its description.

describe('builder: what a new form starts with', () => {
  beforeEach(() => resetBrowserState());

  it('takes a description property, shows it, and Create saves it', async () => {
    const owner = await signInAsOwner();
    const { attributes, properties } = builderConnection(owner);
    const el = await mountBuilder({
      attributes,
      properties: { ...properties, description: 'Job Application' },
      schema: schemaWith([{ id: 'q1', type: 'text', label: 'Name' }]),
    });
    const box = $(el, 'input[aria-label="Form description"]') as HTMLInputElement;
    expect(box.value).to.equal('Job Application');
    // Where it starts is no change of the author's.
    expect(el.dirty).to.equal(false);
    const created: string[] = [];
    el.addEventListener('fw-navigate', (event) => {
      const { formId } = (event as CustomEvent<{ formId: string | null }>).detail;
      if (formId) created.push(formId);
    });
    button(el, 'Create').click();
    await until(() => created.length === 1, 'the form was not created');
    expect((await readForm(owner, created[0] ?? '')).description).to.equal('Job Application');
  });
});
