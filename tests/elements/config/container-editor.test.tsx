import { expect } from '@open-wc/testing';
import { ContainerEditor, ContainerPreview } from '../../../src/builder/config';
import type { Field, FieldTemplate } from '../../../src/model';
import { expectNoAxeViolations } from '../support/axe';
import { unmountAll } from '../support/mount-ui';
import {
  button,
  choose,
  click,
  control,
  makeField,
  makeSchema,
  mountEditor,
  optionLabels,
  typeInto,
} from './support';

const children = ['a', 'b', 'c'].map((id) => makeField({ id, label: id.toUpperCase() }));

type ContainerConfig = NonNullable<Field['containerConfig']>;
const defaults = (): ContainerConfig => ({
  columns: 2,
  gap: 'medium',
  padding: 'medium',
  border: false,
  children: [],
});

async function mountContainer(config?: Partial<ContainerConfig>) {
  const added: { template: FieldTemplate; column: number }[] = [];
  const container = makeField({
    id: 'box',
    type: 'container',
    label: 'Box',
    containerConfig: config && { ...defaults(), ...config },
  });
  const harness = await mountEditor(
    container,
    (field, schema, onChange) => (
      <>
        <ContainerEditor
          field={field}
          schema={schema}
          onChange={onChange}
          onAddChild={(template, column) => added.push({ template, column })}
        />
        <ContainerPreview field={field} schema={schema} />
      </>
    ),
    makeSchema([container, ...children]),
  );
  return { ...harness, added };
}

const columnLists = (root: ShadowRoot) =>
  [...root.querySelectorAll('.fw-container-columns__column')].map((column) =>
    [...column.querySelectorAll('li')].map((item) => item.textContent?.trim()),
  );

describe('ContainerEditor', () => {
  afterEach(unmountAll);

  it('starts from 2 columns, medium gap and medium padding', async () => {
    const { ui } = await mountContainer();
    expect(control<HTMLSelectElement>(ui, 'Columns').value).to.equal('2');
    expect(optionLabels(control(ui, 'Columns'))).to.deep.equal([
      '1 column',
      '2 columns',
      '3 columns',
      '4 columns',
    ]);
    expect(control<HTMLSelectElement>(ui, 'Gap').value).to.equal('medium');
    expect(optionLabels(control(ui, 'Padding'))).to.deep.equal(['None', 'Small', 'Medium', 'Large']);
  });

  it('lists the children column by column, round-robin', async () => {
    const { ui, field } = await mountContainer({ children: ['a', 'b', 'c'] });
    expect(columnLists(ui.root)).to.deep.equal([['A (text)', 'C (text)'], ['B (text)']]);

    choose(control(ui, 'Columns'), '3');
    expect(field().containerConfig?.columns).to.equal(3);
    expect(columnLists(ui.root)).to.deep.equal([['A (text)'], ['B (text)'], ['C (text)']]);
  });

  it('edits gap, padding, background and border', async () => {
    const { ui, field } = await mountContainer();
    choose(control(ui, 'Gap'), 'large');
    choose(control(ui, 'Padding'), 'none');
    typeInto(control(ui, 'Container background colour'), '#EEEEEE');
    await click(control(ui, 'Show border'));
    expect(field().containerConfig).to.deep.equal({
      columns: 2,
      gap: 'large',
      padding: 'none',
      backgroundColor: '#EEEEEE',
      border: true,
      children: [],
    });
  });

  it('previews the grid with its gap, padding and background', async () => {
    const { ui } = await mountContainer({ columns: 3, gap: 'large', padding: 'small' });
    const preview = ui.root.querySelector<HTMLElement>('.fw-container-preview') as HTMLElement;
    const style = getComputedStyle(preview);
    expect(style.gridTemplateColumns.split(' ')).to.have.length(3);
    expect(style.columnGap).to.equal('24px');
    expect(style.paddingTop).to.equal('8px');
    expect(preview.textContent).to.contain('Column 3');
    expect(preview.textContent).to.contain('No fields in this column');
  });

  it('adds a field from the picker to the chosen column', async () => {
    const mounted = await mountContainer({ columns: 3 });
    const { ui } = mounted;
    choose(control(ui, 'Field type'), 'email');
    choose(control(ui, 'Column'), '2');
    await click(button(ui, 'Add Field'));
    expect(mounted.added).to.have.length(1);
    expect(mounted.added[0]?.template.type).to.equal('email');
    expect(mounted.added[0]?.column).to.equal(2);
    expect(optionLabels(control(ui, 'Column'))).to.deep.equal(['Column 1', 'Column 2', 'Column 3']);
  });

  it('passes axe', async () => {
    const { ui } = await mountContainer({ children: ['a', 'b'] });
    await expectNoAxeViolations(ui.host);
  });
});
