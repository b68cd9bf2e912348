import { expect } from '@open-wc/testing';
import {
  FIELD_SERVICE_EMPTY_MESSAGE,
  FIELD_SERVICE_INVALID_FORMAT_MESSAGE,
  FIELD_SERVICE_INVALID_JSON_MESSAGE,
} from '../../../src/logic';
import { VARIABLE_DATA_TYPES } from '../../../src/model';
import { builderConnection, resetBrowserState, signIn } from '../builder/real-service';
import { button, card, mountBuilder, schemaWith, typeInto, until } from '../builder/support';
import { clientFor } from '../renderer/support/api';
import { blur, buttonIn, choose, inputIn, openTools, recordSchemas, reported } from './support';

const REGISTRY = {
  customer: {
    displayName: 'Customer',
    columns: [
      { id: 'c1', name: 'email', displayName: 'Email address', dataType: 'string' },
      { id: 'c2', name: 'created_at', displayName: 'Created', dataType: 'timestamp' },
      { id: 'c3', name: 'secret_note', displayName: 'Secret note', isVisible: false },
    ],
  },
  orders: {
    table_type: 'array',
    displayName: 'Orders',
    columns: [
      { id: 'o1', name: 'amount', displayName: 'Amount', dataType: 'number' },
      { id: 'o2', name: 'status', displayName: 'Status' },
    ],
  },
};

/**
 * Stores REGISTRY as the catalog of tenant 'other' on the real test server (its admin may) and returns the
 * builder's connection for that session. Tenant 'other' keeps the demo tenant's catalog as other tests expect.
 */
async function withRegistry() {
  const admin = await signIn('other', 'other1234');
  await clientFor(admin).request('PUT', '/api/v1/tenant-settings/registry', { body: REGISTRY });
  return builderConnection(admin);
}

function section(panel: HTMLElement, title: string): HTMLElement {
  const heading = [...panel.querySelectorAll('h3')].find((node) => node.textContent === title);
  const found = heading?.closest('section');
  if (!found) throw new Error(`no section "${title}"`);
  return found as HTMLElement;
}

describe('tools: Variables', () => {
  afterEach(resetBrowserState);

  it('adds a global variable with a data type of authoring §3, edits it and deletes it', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const panel = await openTools(el, 'Variables');
    const globals = section(panel, 'Global Variables');
    expect(globals.textContent).to.include('No global variables yet.');
    buttonIn(globals, 'Add Variable').click();
    await until(() => panel.querySelector('form[aria-label="Add global variable"]'), 'no editor');
    const form = panel.querySelector('form[aria-label="Add global variable"]') as HTMLFormElement;
    const types = [...inputIn<HTMLSelectElement>(form, 'Data type').options].map((option) => option.value);
    expect(types).to.deep.equal([...VARIABLE_DATA_TYPES]);
    expect(buttonIn(form, 'Add Variable').disabled).to.equal(true);
    blur(inputIn(form, 'Name'));
    await until(() => form.textContent?.includes('Variable name is required'), 'no name message');
    typeInto(inputIn(form, 'Name'), 'company');
    typeInto(inputIn(form, 'Value'), 'Acme');
    typeInto(inputIn(form, 'Placeholder'), 'Your company');
    choose(inputIn<HTMLSelectElement>(form, 'Data type'), 'string');
    buttonIn(form, 'Add Variable').click();
    const added = await reported(schemas, (s) => s.globalVariables.length === 1, 'not added');
    expect(added.globalVariables[0]).to.include({
      name: 'company',
      value: 'Acme',
      placeholder: 'Your company',
      dataType: 'string',
    });
    expect(added.globalVariables[0]).to.not.have.property('helpText');

    const list = () => section(panel, 'Global Variables');
    await until(() => list().textContent?.includes('{{company}}'), 'not listed');
    buttonIn(list(), 'Edit company').click();
    await until(() => panel.querySelector('form[aria-label="Edit global variable"]'), 'no edit form');
    const edit = panel.querySelector('form[aria-label="Edit global variable"]') as HTMLFormElement;
    expect(inputIn(edit, 'Value').value).to.equal('Acme');
    choose(inputIn<HTMLSelectElement>(edit, 'Data type'), 'number');
    typeInto(inputIn(edit, 'Value'), '42');
    buttonIn(edit, 'Save Changes').click();
    const edited = await reported(schemas, (s) => s.globalVariables[0]?.value === '42', 'not edited');
    expect(edited.globalVariables[0]?.id).to.equal(added.globalVariables[0]?.id);
    expect(edited.globalVariables[0]?.dataType).to.equal('number');

    buttonIn(list(), 'Delete company').click();
    await reported(schemas, (s) => s.globalVariables.length === 0, 'not deleted');
  });

  it('refuses a second variable of the same name', async () => {
    const el = await mountBuilder({
      schema: {
        ...schemaWith([]),
        globalVariables: [{ id: 'v1', name: 'company', value: 'Acme', dataType: 'string' }],
      },
    });
    const panel = await openTools(el, 'Variables');
    buttonIn(section(panel, 'Global Variables'), 'Add Variable').click();
    await until(() => panel.querySelector('form[aria-label="Add global variable"]'), 'no editor');
    const form = panel.querySelector('form[aria-label="Add global variable"]') as HTMLFormElement;
    typeInto(inputIn(form, 'Name'), ' company ');
    blur(inputIn(form, 'Name'));
    await until(() => form.textContent?.includes('A variable with this name already exists'), 'no message');
    expect(buttonIn(form, 'Add Variable').disabled).to.equal(true);
    buttonIn(form, 'Cancel').click();
    await until(() => !panel.querySelector('form.fw-tool-editor'), 'still editing');
  });

  it('turns a global variable into a field whose type is inferred from it', async () => {
    const el = await mountBuilder({
      schema: {
        ...schemaWith([]),
        globalVariables: [{ id: 'v1', name: 'contact_email', value: '', dataType: 'string' }],
      },
    });
    const schemas = recordSchemas(el);
    const panel = await openTools(el, 'Variables');
    buttonIn(panel, 'Add as field: contact_email').click();
    const schema = await reported(schemas, (s) => s.all_fields.length === 1, 'no field');
    expect(schema.all_fields[0]).to.include({
      type: 'email',
      label: 'Contact Email',
      variableLink: 'contact_email',
    });
    expect(schema.pages[0]?.field_ids).to.deep.equal([schema.all_fields[0]?.id]);
  });

  it('lists only the visible catalog columns as {{table.field}} tokens', async () => {
    const el = await mountBuilder(await withRegistry());
    const panel = await openTools(el, 'Variables');
    const catalog = section(panel, 'Data Catalog');
    await until(() => catalog.textContent?.includes('{{customer.email}}'), 'catalog not loaded');
    expect(catalog.textContent).to.include('Email address');
    expect(catalog.textContent).to.include('{{customer.created_at}}');
    expect(catalog.textContent).to.include('{{orders.amount}}');
    expect(catalog.textContent).to.not.include('Secret note');
    expect(catalog.textContent).to.not.include('secret_note');
  });

  it("inserts a catalog token into the selected field's label, and not without a selection", async () => {
    const el = await mountBuilder({
      ...(await withRegistry()),
      schema: schemaWith([{ id: 'mail', type: 'email', label: 'Email' }]),
    });
    const schemas = recordSchemas(el);
    let panel = await openTools(el, 'Variables');
    let catalog = section(panel, 'Data Catalog');
    await until(() => catalog.textContent?.includes('{{customer.email}}'), 'catalog not loaded');
    expect(catalog.textContent).to.include(
      'Select a field on the canvas to insert a variable into its label.',
    );
    expect(buttonIn(catalog, 'Insert {{customer.email}}').disabled).to.equal(true);
    button(el, 'Close').click();
    await until(() => !el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]'), 'still open');
    card(el, 'mail').click();
    panel = await openTools(el, 'Variables');
    catalog = section(panel, 'Data Catalog');
    expect(catalog.textContent).to.include('Inserting into: Email');
    buttonIn(catalog, 'Insert {{customer.email}}').click();
    const schema = await reported(schemas, (s) => s.all_fields[0]?.label !== 'Email', 'not inserted');
    expect(schema.all_fields[0]?.label).to.equal('Email {{customer.email}}');
  });

  it('turns catalog variables into fields by the type inference, and a catalog table into a fixed table', async () => {
    const el = await mountBuilder(await withRegistry());
    const schemas = recordSchemas(el);
    const panel = await openTools(el, 'Variables');
    const catalog = section(panel, 'Data Catalog');
    await until(() => catalog.textContent?.includes('{{customer.email}}'), 'catalog not loaded');
    buttonIn(catalog, 'Add as field: Email address').click();
    buttonIn(catalog, 'Add as field: Created').click();
    buttonIn(catalog, 'Add as field: Amount').click();
    buttonIn(catalog, 'Add table as field: Orders').click();
    const schema = await reported(schemas, (s) => s.all_fields.length === 4, 'fields not added');
    const [email, created, amount, table] = schema.all_fields;
    expect(email).to.include({ type: 'email', label: 'Email address', variableLink: 'customer.email' });
    expect(created).to.include({ type: 'datetime', variableLink: 'customer.created_at' });
    expect(amount).to.include({ type: 'number', variableLink: 'orders[].amount' });
    expect(table?.type).to.equal('table');
    expect(table?.tableConfig?.allowAddRows).to.equal(false);
    expect(table?.tableConfig?.allowDeleteRows).to.equal(false);
    expect(table?.tableConfig?.columns.map((column) => column.label)).to.deep.equal(['Amount', 'Status']);
  });

  it('imports field-service output with the four messages of authoring §5', async () => {
    const el = await mountBuilder({
      schema: {
        ...schemaWith([]),
        globalVariables: [{ id: 'keep-me', name: 'company', value: 'Old', dataType: 'string' }],
      },
    });
    const schemas = recordSchemas(el);
    const panel = await openTools(el, 'Variables');
    const importer = section(panel, 'Import from Field Service');
    const input = inputIn<HTMLTextAreaElement>(importer, 'Field service output (JSON)');
    const importButton = buttonIn(importer, 'Import Variables');
    const alertText = () => importer.querySelector('[role="alert"], [role="status"]')?.textContent ?? '';

    importButton.click();
    await until(() => alertText() === FIELD_SERVICE_EMPTY_MESSAGE, 'no empty message');
    expect(FIELD_SERVICE_EMPTY_MESSAGE).to.equal('Please paste the field service output JSON');

    typeInto(input, '{ not json');
    importButton.click();
    await until(() => alertText() === FIELD_SERVICE_INVALID_JSON_MESSAGE, 'no JSON message');
    expect(importer.querySelector('[role="alert"]')?.textContent).to.equal(
      'Invalid JSON format. Please check your field service output and try again.',
    );

    typeInto(input, '{"data": []}');
    importButton.click();
    await until(() => alertText() === FIELD_SERVICE_INVALID_FORMAT_MESSAGE, 'no format message');
    expect(alertText()).to.equal(
      'Invalid field service output format. Expected success and data properties.',
    );

    typeInto(
      input,
      JSON.stringify({
        success: true,
        data: [
          { name: 'company', value: 'Acme Ltd' },
          { name: 'budget', value: 1200, dataType: 'number' },
        ],
      }),
    );
    importButton.click();
    await until(() => importer.querySelector('[role="status"]'), 'no success message');
    expect(alertText()).to.equal('Successfully imported 2 variables from field service output!');
    const schema = await reported(schemas, (s) => s.globalVariables.length === 2, 'not imported');
    expect(schema.globalVariables[0]).to.include({ id: 'keep-me', name: 'company', value: 'Acme Ltd' });
    expect(schema.globalVariables[1]).to.include({ name: 'budget', value: '1200', dataType: 'number' });
  });
});
