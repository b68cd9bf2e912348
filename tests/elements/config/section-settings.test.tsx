import { expect } from '@open-wc/testing';
import { AccordionEditor, SectionSettingsPanel } from '../../../src/builder/config';
import type { Field, FieldTemplate, SectionConfig } from '../../../src/model';
import { expectNoAxeViolations } from '../support/axe';
import { unmountAll } from '../support/mount-ui';
import {
  button,
  choose,
  click,
  control,
  hasButton,
  hasControl,
  makeField,
  makeSchema,
  mountEditor,
  optionLabels,
  text,
  typeInto,
} from './support';

const child = makeField({ id: 'kid', label: 'Nickname' });

function mountSection(config?: Partial<SectionConfig>) {
  const added: FieldTemplate[] = [];
  const section = makeField({
    id: 'sec',
    type: 'section',
    label: 'About you',
    sectionConfig: config && {
      title: 'About you',
      collapsible: false,
      collapsed: false,
      showBorder: true,
      padding: 'medium',
      children: [],
      ...config,
    },
  });
  return mountEditor(
    section,
    (field, schema, onChange) => (
      <SectionSettingsPanel
        field={field}
        schema={schema}
        onChange={onChange}
        onAddChild={(template) => added.push(template)}
      />
    ),
    makeSchema([section, child]),
  ).then((harness) => ({ ...harness, added }));
}

describe('SectionSettingsPanel', () => {
  afterEach(unmountAll);

  it('edits title, description, border and padding', async () => {
    const { ui, field } = await mountSection();
    expect(control(ui, 'Section title').value).to.equal('About you');
    typeInto(control(ui, 'Section title'), 'Contact');
    typeInto(control(ui, 'Section description (optional)'), 'How to reach you');
    await click(control(ui, 'Show border'));
    expect(optionLabels(control(ui, 'Padding'))).to.deep.equal(['None', 'Small', 'Medium', 'Large']);
    choose(control(ui, 'Padding'), 'large');
    expect(field().sectionConfig).to.deep.include({
      title: 'Contact',
      description: 'How to reach you',
      showBorder: false,
      padding: 'large',
    });
  });

  it('shows Start collapsed only while the section is collapsible', async () => {
    const { ui, field } = await mountSection();
    expect(hasControl(ui, 'Start collapsed')).to.equal(false);

    await click(control(ui, 'Collapsible'));
    expect(hasControl(ui, 'Start collapsed')).to.equal(true);
    await click(control(ui, 'Start collapsed'));
    expect(field().sectionConfig).to.deep.include({ collapsible: true, collapsed: true });

    await click(control(ui, 'Collapsible'));
    expect(hasControl(ui, 'Start collapsed')).to.equal(false);
    expect(field().sectionConfig).to.deep.include({ collapsible: false, collapsed: false });
  });

  it('lists its fields and adds one through the picker', async () => {
    const empty = await mountSection();
    expect(text(empty.ui)).to.contain('No fields in this section');
    await empty.ui.unmount();

    const { ui, added } = await mountSection({ children: ['kid'] });
    expect(text(ui)).to.contain('Nickname (text)');
    choose(control(ui, 'Field type'), 'phone');
    await click(button(ui, 'Add Field'));
    expect(added.map((template) => template.type)).to.deep.equal(['phone']);
  });

  it('passes axe', async () => {
    const { ui } = await mountSection({ collapsible: true, children: ['kid'] });
    await expectNoAxeViolations(ui.host);
  });
});

function mountAccordion(panels?: SectionConfig['panels']) {
  const added: { template: FieldTemplate; panelId: string }[] = [];
  const accordion: Field = makeField({
    id: 'acc',
    type: 'accordion',
    label: 'FAQ',
    sectionConfig: panels && {
      title: 'FAQ',
      collapsible: false,
      collapsed: false,
      showBorder: true,
      padding: 'medium',
      children: [],
      panels,
    },
  });
  return mountEditor(
    accordion,
    (field, schema, onChange) => (
      <AccordionEditor
        field={field}
        schema={schema}
        onChange={onChange}
        onAddChild={(template, panelId) => added.push({ template, panelId })}
      />
    ),
    makeSchema([accordion, child]),
  ).then((harness) => ({ ...harness, added }));
}

describe('AccordionEditor', () => {
  afterEach(unmountAll);

  it('adds panels titled Panel N', async () => {
    const { ui, field } = await mountAccordion();
    expect(text(ui)).to.contain('No panels yet');
    await click(button(ui, 'Add Panel'));
    await click(button(ui, 'Add Panel'));
    expect(field().sectionConfig?.panels).to.deep.equal([
      { id: 'panel1', title: 'Panel 1', collapsed: false, children: [] },
      { id: 'panel2', title: 'Panel 2', collapsed: false, children: [] },
    ]);
    expect(text(ui)).to.contain('No fields in this panel');
  });

  it('edits titles and collapsed flags, reorders and removes empty panels', async () => {
    const { ui, field } = await mountAccordion([
      { id: 'p1', title: 'One', collapsed: false, children: [] },
      { id: 'p2', title: 'Two', collapsed: false, children: ['kid'] },
    ]);
    typeInto(control(ui, 'Panel 1 title'), 'First');
    await click(control(ui, 'Start collapsed'));
    await click(button(ui, 'Move panel 1 down'));
    expect(field().sectionConfig?.panels?.map((p) => [p.id, p.title, p.collapsed])).to.deep.equal([
      ['p2', 'Two', false],
      ['p1', 'First', true],
    ]);

    expect(button(ui, 'Remove panel 1').disabled).to.equal(true);
    expect(text(ui)).to.contain('Move or remove the fields of this panel before removing it.');
    await click(button(ui, 'Remove panel 2'));
    expect(field().sectionConfig?.panels?.map((p) => p.id)).to.deep.equal(['p2']);
  });

  it('switches allowMultipleOpen and adds fields to a panel', async () => {
    const { ui, field, added } = await mountAccordion([
      { id: 'p1', title: 'One', collapsed: false, children: [] },
    ]);
    await click(control(ui, 'Allow several panels open at once'));
    expect(field().sectionConfig?.allowMultipleOpen).to.equal(true);
    await click(button(ui, 'Add Field'));
    expect(added.map((a) => a.panelId)).to.deep.equal(['p1']);
    expect(hasButton(ui, 'Add Panel')).to.equal(true);
  });

  it('passes axe', async () => {
    const { ui } = await mountAccordion([
      { id: 'p1', title: 'One', collapsed: false, children: ['kid'] },
      { id: 'p2', title: 'Two', collapsed: true, children: [] },
    ]);
    await expectNoAxeViolations(ui.host);
  });
});
