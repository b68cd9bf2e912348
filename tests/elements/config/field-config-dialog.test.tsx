import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { FieldConfigDialog, QuickEditPanel } from '../../../src/builder/config';
import type { FieldConfigTab } from '../../../src/logic';
import type { DropTarget } from '../../../src/logic/drop';
import type { Field, FieldTemplate, TableConfig } from '../../../src/model';
import { deepActiveElement } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { type MountedUi, unmountAll } from '../support/mount-ui';
import {
  applyPatch,
  button,
  choose,
  click,
  control,
  makeField,
  makeSchema,
  mountConfig,
  settle,
  text,
  typeInto,
} from './support';

const table: TableConfig = {
  columns: [{ id: 'name', label: 'Name', type: 'text', required: false, visible: true }],
  rows: 2,
  minRows: 1,
  maxRows: 10,
  allowAddRows: true,
  allowDeleteRows: true,
};

interface Mounted {
  ui: MountedUi;
  field: () => Field;
  added: { template: FieldTemplate; target: DropTarget }[];
}

interface SideProps {
  initial: Field;
  initialTab?: FieldConfigTab;
  record: (patch: Partial<Field>) => Field;
  onAddChild: (template: FieldTemplate, target: DropTarget) => void;
}

const others = [makeField({ id: 'other', label: 'Other field' })];

/** The builder's side: a Quick edit panel whose Advanced button opens the dialog for the same field. */
function Side({ initial, initialTab, record, onAddChild }: SideProps) {
  const [field, setField] = useState(initial);
  const [open, setOpen] = useState(false);
  const onChange = (patch: Partial<Field>) => setField(record(patch));
  return (
    <>
      <QuickEditPanel field={field} onChange={onChange} onOpenAdvanced={() => setOpen(true)} />
      <FieldConfigDialog
        field={field}
        schema={makeSchema([field, ...others])}
        open={open}
        onChange={onChange}
        onClose={() => setOpen(false)}
        initialTab={initialTab}
        onAddChild={onAddChild}
      />
    </>
  );
}

async function mountBuilderSide(initial: Field, initialTab?: FieldConfigTab): Promise<Mounted> {
  let current = initial;
  const added: Mounted['added'] = [];
  const record = (patch: Partial<Field>) => {
    current = applyPatch(current, patch);
    return current;
  };
  const ui = await mountConfig(
    <Side
      initial={initial}
      initialTab={initialTab}
      record={record}
      onAddChild={(template, target) => added.push({ template, target })}
    />,
  );
  return { ui, field: () => current, added };
}

async function openDialog(mounted: Mounted): Promise<HTMLDialogElement> {
  const advanced = button(mounted.ui, 'Advanced');
  advanced.focus();
  await click(advanced);
  const dialog = mounted.ui.root.querySelector('dialog') as HTMLDialogElement;
  await waitUntil(() => dialog.open, 'the dialog did not open');
  return dialog;
}

const tabNames = (ui: MountedUi) =>
  [...ui.root.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
const tab = (ui: MountedUi, name: string) =>
  [...ui.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (t) => t.textContent === name,
  ) as HTMLButtonElement;

describe('QuickEditPanel', () => {
  afterEach(unmountAll);

  it('edits label, placeholder, required and width', async () => {
    const { ui, field } = await mountBuilderSide(makeField({ id: 'f', label: 'Name' }));
    typeInto(control(ui, 'Label'), 'Your name');
    typeInto(control(ui, 'Placeholder'), 'Jane');
    await click(control(ui, 'Required'));
    choose(control(ui, 'Width'), 'half');
    expect(field()).to.deep.include({
      label: 'Your name',
      placeholder: 'Jane',
      required: true,
      width: 'half',
    });
  });

  it('passes axe', async () => {
    const { ui } = await mountBuilderSide(makeField({ id: 'f' }));
    await expectNoAxeViolations(ui.host);
  });
});

describe('FieldConfigDialog', () => {
  afterEach(unmountAll);

  it('opens from Advanced with the five tabs, and closes from Done with focus back on Advanced', async () => {
    const mounted = await mountBuilderSide(makeField({ id: 'f', label: 'Email' }));
    const dialog = await openDialog(mounted);
    const { ui } = mounted;
    expect(tabNames(ui)).to.deep.equal(['Basic', 'Validation', 'Conditional', 'Styling', 'Variables']);
    expect(text(ui)).to.contain('Field Configuration');
    expect(dialog.classList.contains('fw-config-dialog--wide')).to.equal(false);

    await click(button(ui, 'Done'));
    await waitUntil(() => !dialog.open, 'Done did not close the dialog');
    await waitUntil(() => deepActiveElement() === button(ui, 'Advanced'), 'focus did not return to Advanced');
  });

  it('closes on Escape with focus back on the opener', async () => {
    const mounted = await mountBuilderSide(makeField({ id: 'f' }));
    const dialog = await openDialog(mounted);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog.open, 'Escape did not close the dialog');
    await waitUntil(() => deepActiveElement() === button(mounted.ui, 'Advanced'));
  });

  it('stays open on a refused entry, on its tab with focus on it, until it is corrected', async () => {
    const rule = { type: 'pattern' as const, value: '^a+$', message: 'Only a' };
    const mounted = await mountBuilderSide(makeField({ id: 'f', label: 'Code', validation: [rule] }));
    const dialog = await openDialog(mounted);
    const { ui, field } = mounted;
    await click(tab(ui, 'Validation'));
    const pattern = control(ui, 'Rule 1 pattern');
    typeInto(pattern, '^(a+)+$');
    await settle();
    expect(pattern.getAttribute('aria-invalid')).to.equal('true');
    await click(tab(ui, 'Basic'));

    for (const [how, close] of [
      ['Done', () => click(button(ui, 'Done'))],
      // A key pressed first: the browser lets a page keep a dialog open on Escape only after user input.
      [
        'Escape',
        async () => {
          await sendKeys({ press: 'ArrowLeft' });
          await sendKeys({ press: 'Escape' });
        },
      ],
    ] as const) {
      await close();
      expect(dialog.open, how).to.equal(true);
      await waitUntil(() => deepActiveElement() === pattern, 'focus did not go to the refused entry');
      expect(dialog.open).to.equal(true);
      expect(tab(ui, 'Validation').getAttribute('aria-selected')).to.equal('true');
      expect(ui.root.querySelector('.fw-config-refused[role="alert"]')?.textContent).to.equal(
        'An entry shows an error and is not part of the field yet: correct it or clear it, then close.',
      );
      // The field kept its last accepted pattern: nothing the author did not mean was applied.
      expect(field().validation?.[0]?.value).to.equal('^a+$');
    }

    typeInto(pattern, '^a*$');
    await click(button(ui, 'Done'));
    await waitUntil(() => !dialog.open, 'Done did not close the corrected dialog');
    expect(field().validation?.[0]?.value).to.equal('^a*$');
  });

  it('reports edits from every tab to the same field', async () => {
    const mounted = await mountBuilderSide(makeField({ id: 'f', label: 'Email' }));
    await openDialog(mounted);
    const { ui, field } = mounted;
    typeInto(control(ui, 'Help text'), 'Work address');
    await click(tab(ui, 'Validation'));
    await click(button(ui, 'Email Format'));
    await click(tab(ui, 'Conditional'));
    await click(button(ui, 'Require when filled'));
    await click(tab(ui, 'Styling'));
    choose(control(ui, 'Font weight'), 'semibold');
    expect(field()).to.deep.include({ helpText: 'Work address', fontWeight: 'semibold' });
    expect(field().validation).to.have.length(1);
    expect(field().conditionalLogic?.[0]?.action.targetFieldIds).to.deep.equal(['f']);
  });

  it('moves between tabs with the arrow keys', async () => {
    const mounted = await mountBuilderSide(makeField({ id: 'f' }));
    await openDialog(mounted);
    tab(mounted.ui, 'Basic').focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(tab(mounted.ui, 'Validation').getAttribute('aria-selected')).to.equal('true');
    expect(deepActiveElement()).to.equal(tab(mounted.ui, 'Validation'));
  });

  it('opens on the requested tab', async () => {
    const mounted = await mountBuilderSide(makeField({ id: 'f' }), 'conditional');
    await openDialog(mounted);
    expect(tab(mounted.ui, 'Conditional').getAttribute('aria-selected')).to.equal('true');
  });

  it('gives a container an Advanced tab, a wider dialog, a live preview and column targets', async () => {
    const container = makeField({ id: 'box', type: 'container', label: 'Box' });
    const mounted = await mountBuilderSide(container, 'advanced');
    const dialog = await openDialog(mounted);
    const { ui, added } = mounted;
    expect(tabNames(ui)).to.deep.equal([
      'Basic',
      'Validation',
      'Conditional',
      'Styling',
      'Variables',
      'Advanced',
    ]);
    expect(dialog.classList.contains('fw-config-dialog--wide')).to.equal(true);
    expect(ui.root.querySelector('[aria-label="Live preview"] .fw-container-preview')).to.exist;

    choose(control(ui, 'Column'), '1');
    await click(button(ui, 'Add Field'));
    expect(added[0]?.target).to.deep.equal({ kind: 'container', containerId: 'box', column: 1 });
  });

  it('gives a table an Advanced tab with the column editor and a live table preview', async () => {
    const mounted = await mountBuilderSide(
      makeField({ id: 't', type: 'table', tableConfig: table }),
      'advanced',
    );
    await openDialog(mounted);
    const { ui, field } = mounted;
    typeInto(control(ui, 'Column 1 label'), 'Full name');
    expect(field().tableConfig?.columns[0]?.label).to.equal('Full name');
    expect(ui.root.querySelector('[aria-label="Live preview"] th')?.textContent).to.equal('Full name');
  });

  it('passes axe on every tab of a text field', async () => {
    const mounted = await mountBuilderSide(
      makeField({ id: 'f', validation: [{ type: 'min', value: 1, message: '' }] }),
    );
    await openDialog(mounted);
    for (const name of ['Basic', 'Validation', 'Conditional', 'Styling', 'Variables']) {
      await click(tab(mounted.ui, name));
      if (name === 'Conditional') await click(button(mounted.ui, 'Add Rule'));
      await expectNoAxeViolations(mounted.ui.host);
    }
  });

  it('passes axe on the Advanced tab of a container and of a table', async () => {
    for (const field of [
      makeField({ id: 'box', type: 'container' }),
      makeField({ id: 't', type: 'table', tableConfig: table }),
    ]) {
      const mounted = await mountBuilderSide(field, 'advanced');
      await openDialog(mounted);
      await expectNoAxeViolations(mounted.ui.host);
      await mounted.ui.unmount();
    }
  });
});
