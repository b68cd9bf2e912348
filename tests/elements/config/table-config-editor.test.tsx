import { expect } from '@open-wc/testing';
import { TableConfigEditor, TablePreview } from '../../../src/builder/config';
import type { TableConfig } from '../../../src/model';
import { expectNoAxeViolations } from '../support/axe';
import { unmountAll } from '../support/mount-ui';
import {
  button,
  choose,
  click,
  control,
  errorOf,
  hasControl,
  makeField,
  mountEditor,
  settle,
  text,
  typeAndLeave,
  typeInto,
} from './support';

const libraryTable = (): TableConfig => ({
  columns: [
    { id: 'name', label: 'Name', type: 'text', required: true, visible: true },
    { id: 'email', label: 'Email', type: 'email', required: false, visible: true },
    {
      id: 'status',
      label: 'Status',
      type: 'select',
      required: false,
      visible: true,
      options: [
        { label: 'Active', value: 'Active' },
        { label: 'Inactive', value: 'Inactive' },
      ],
    },
  ],
  rows: 2,
  minRows: 1,
  maxRows: 10,
  allowAddRows: true,
  allowDeleteRows: true,
});

function mountTable(tableConfig: TableConfig | null = libraryTable()) {
  return mountEditor(
    makeField({ id: 't', type: 'table', label: 'People', tableConfig: tableConfig ?? undefined }),
    (field, _s, onChange) => (
      <>
        <TableConfigEditor field={field} onChange={onChange} />
        <TablePreview field={field} />
      </>
    ),
  );
}

const headers = (root: ShadowRoot) =>
  [...root.querySelectorAll('.fw-table-preview th')].map((th) => th.textContent ?? '');

describe('TableConfigEditor', () => {
  afterEach(unmountAll);

  it('shows each column with its properties', async () => {
    const { ui } = await mountTable();
    expect(control(ui, 'Column 1 label').value).to.equal('Name');
    expect(control(ui, 'Column 1 id').value).to.equal('name');
    expect(control<HTMLSelectElement>(ui, 'Column 2 type').value).to.equal('email');
    expect(control(ui, 'Column 1 required').checked).to.equal(true);
    expect(control(ui, 'Column 3 options').value).to.equal('Active, Inactive');
    expect(hasControl(ui, 'Column 1 options')).to.equal(false);
  });

  it('starts a table without configuration at minRows 0 and maxRows 10, and the preview says it is missing', async () => {
    const { ui } = await mountTable(null);
    expect(control(ui, 'Minimum rows').value).to.equal('0');
    expect(control(ui, 'Maximum rows').value).to.equal('10');
    expect(text(ui)).to.contain('Table configuration is missing');
  });

  it('enters select options comma-separated, keeping the text as typed', async () => {
    const { ui, field } = await mountTable();
    const options = control(ui, 'Column 3 options');
    options.focus();
    typeInto(options, 'Open,');
    expect(options.value).to.equal('Open,');
    typeInto(options, 'Open, Closed , ,Archived');
    expect(field().tableConfig?.columns[2]?.options).to.deep.equal([
      { label: 'Open', value: 'Open' },
      { label: 'Closed', value: 'Closed' },
      { label: 'Archived', value: 'Archived' },
    ]);
    options.blur();
    await settle();
    expect(options.value).to.equal('Open, Closed, Archived');
  });

  it('keeps the values of the options already there when the options text is edited', async () => {
    // The library's Status column: labels Active/Inactive, values active/inactive. The text shows labels
    // only; adding ', Pending' used to turn the values into 'Active'/'Inactive', orphaning stored answers.
    const table = libraryTable();
    table.columns[2]!.options = [
      { label: 'Active', value: 'active' },
      { label: 'Inactive', value: 'inactive' },
    ];
    const { ui, field } = await mountTable(table);
    const options = control(ui, 'Column 3 options');
    options.focus();
    typeInto(options, 'Active, Inactive, P');
    typeInto(options, 'Active, Inactive, Pending');
    expect(field().tableConfig?.columns[2]?.options).to.deep.equal([
      { label: 'Active', value: 'active' },
      { label: 'Inactive', value: 'inactive' },
      { label: 'Pending', value: 'Pending' },
    ]);
    typeInto(options, 'Pending, Active');
    expect(field().tableConfig?.columns[2]?.options).to.deep.equal([
      { label: 'Pending', value: 'Pending' },
      { label: 'Active', value: 'active' },
    ]);
  });

  it('gives a column options when it becomes a select, and shows them only while it is one', async () => {
    const { ui, field } = await mountTable();
    choose(control(ui, 'Column 1 type'), 'select');
    expect(field().tableConfig?.columns[0]?.options).to.deep.equal([]);
    expect(hasControl(ui, 'Column 1 options')).to.equal(true);
    choose(control(ui, 'Column 3 type'), 'date');
    expect(hasControl(ui, 'Column 3 options')).to.equal(false);
    expect(headers(ui.root)).to.deep.equal(['Name * (required)', 'Email', 'Status']);
  });

  it("restores a column's options when it is switched from select to text and back", async () => {
    const { ui, field } = await mountTable();
    choose(control(ui, 'Column 3 type'), 'text');
    await settle();
    expect(hasControl(ui, 'Column 3 options')).to.equal(false);
    choose(control(ui, 'Column 3 type'), 'select');
    await settle();
    expect(control(ui, 'Column 3 options').value).to.equal('Active, Inactive');
    expect(field().tableConfig?.columns[2]).to.deep.include({
      type: 'select',
      options: [
        { label: 'Active', value: 'Active' },
        { label: 'Inactive', value: 'Inactive' },
      ],
    });
  });

  it('edits label, placeholder, width, required and visible', async () => {
    const { ui, field } = await mountTable();
    typeInto(control(ui, 'Column 2 label'), 'E-mail');
    typeInto(control(ui, 'Column 2 placeholder'), 'name@example.com');
    typeInto(control(ui, 'Column 2 width'), '200px');
    await click(control(ui, 'Column 2 required'));
    await click(control(ui, 'Column 2 visible'));
    expect(field().tableConfig?.columns[1]).to.deep.equal({
      id: 'email',
      label: 'E-mail',
      type: 'email',
      required: true,
      visible: false,
      placeholder: 'name@example.com',
      width: '200px',
    });
    expect(headers(ui.root)).to.deep.equal(['Name * (required)', 'Status']);
  });

  it('refuses an empty or duplicate column id', async () => {
    const { ui, field } = await mountTable();
    const id = control(ui, 'Column 2 id');
    typeInto(id, 'name');
    expect(errorOf(ui, id)).to.equal('Another column already uses this id');
    typeInto(id, '');
    expect(errorOf(ui, id)).to.equal('Column id is required');
    expect(field().tableConfig?.columns[1]?.id).to.equal('email');
    typeInto(id, 'mail');
    expect(field().tableConfig?.columns[1]?.id).to.equal('mail');
  });

  it('adds, reorders and removes columns', async () => {
    const { ui, field } = await mountTable();
    await click(button(ui, 'Add Column'));
    expect(field().tableConfig?.columns[3]).to.deep.equal({
      id: 'column1',
      label: 'Column 4',
      type: 'text',
      required: false,
      visible: true,
    });
    await click(button(ui, 'Move column 4 up'));
    expect(field().tableConfig?.columns.map((c) => c.id)).to.deep.equal([
      'name',
      'email',
      'column1',
      'status',
    ]);
    await click(button(ui, 'Remove column 1'));
    expect(field().tableConfig?.columns.map((c) => c.id)).to.deep.equal(['email', 'column1', 'status']);
  });

  it('keeps minRows at 0 or more and maxRows at 1 or more', async () => {
    const { ui, field } = await mountTable();
    typeAndLeave(control(ui, 'Minimum rows'), '-3');
    typeAndLeave(control(ui, 'Maximum rows'), '0');
    await settle();
    expect(field().tableConfig).to.deep.include({ minRows: 0, maxRows: 1 });
  });

  it('switches adding and deleting rows and shows it in the preview', async () => {
    const { ui, field } = await mountTable();
    await click(control(ui, 'Allow adding rows'));
    await click(control(ui, 'Allow deleting rows'));
    expect(field().tableConfig).to.deep.include({ allowAddRows: false, allowDeleteRows: false });
    expect(text(ui)).to.contain('no rows can be added, no rows can be deleted');
  });

  it('previews the visible columns and the initial rows', async () => {
    const { ui } = await mountTable();
    expect(headers(ui.root)).to.deep.equal(['Name * (required)', 'Email', 'Status']);
    expect(ui.root.querySelectorAll('.fw-table-preview tbody tr')).to.have.length(2);
    typeAndLeave(control(ui, 'Initial rows'), '4');
    await settle();
    expect(ui.root.querySelectorAll('.fw-table-preview tbody tr')).to.have.length(4);
  });

  it('passes axe', async () => {
    const { ui } = await mountTable();
    await expectNoAxeViolations(ui.host);
  });
});
