import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { FieldConfigDialog, QuickEditPanel } from '../../../src/builder/config';
import type { Field } from '../../../src/model';
import { deepActiveElement } from '../../../src/ui';
import { unmountAll } from '../support/mount-ui';
import { button, makeField, makeSchema, mountConfig } from './support';

// Edit in the dialog's child list shows another field in the same dialog: focus goes to that field's
// first input. When the dialog then closes and its opener is gone, focus goes to the nearest place that
// is still there, never to <body>.

const section = makeField({
  id: 'sec',
  type: 'section',
  label: 'Sec',
  sectionConfig: {
    title: 'About',
    collapsible: false,
    collapsed: false,
    showBorder: true,
    padding: 'medium',
    children: ['one', 'two'],
  },
});
const one = makeField({ id: 'one', label: 'One' });
const two = makeField({ id: 'two', label: 'Two' });
const fields: Record<string, Field> = { sec: section, one, two };

/** Like the builder's properties panel: the quick edit is re-created for each field it shows. */
function Side() {
  const [fieldId, setFieldId] = useState('sec');
  const [open, setOpen] = useState(false);
  const field = fields[fieldId] as Field;
  return (
    <div className="side">
      <QuickEditPanel key={fieldId} field={field} onChange={() => {}} onOpenAdvanced={() => setOpen(true)} />
      <FieldConfigDialog
        field={field}
        schema={makeSchema([section, one, two])}
        open={open}
        onChange={() => {}}
        onClose={() => setOpen(false)}
        onEditChild={setFieldId}
        onRemoveChild={() => {}}
      />
    </div>
  );
}

describe('FieldConfigDialog: focus around Edit', () => {
  afterEach(unmountAll);

  it("focuses the edited child's first input, and after closing the nearest input still there", async () => {
    const ui = await mountConfig(<Side />);
    const advanced = button(ui, 'Advanced');
    advanced.focus();
    advanced.click();
    const dialog = ui.root.querySelector('dialog') as HTMLDialogElement;
    await waitUntil(() => dialog.open && button(ui, 'Edit Two (text)'), 'the dialog did not open');
    button(ui, 'Edit Two (text)').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(
      () => dialog.querySelector('.fw-dialog__description')?.textContent === 'Two (text)',
      'the dialog does not show Two',
    );
    await waitUntil(
      () => (deepActiveElement() as HTMLInputElement | null)?.value === 'Two',
      "focus is not on Two's label",
    );
    expect(dialog.contains(deepActiveElement())).to.equal(true);

    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog.open, 'Escape did not close the dialog');
    expect(advanced.isConnected).to.equal(false);
    await waitUntil(
      () => Boolean(deepActiveElement()?.closest('.fw-quick-edit')),
      'focus did not land in the quick edit that replaced the opener',
    );
    expect((deepActiveElement() as HTMLInputElement).value).to.equal('Two');
  });
});
