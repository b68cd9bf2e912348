import { waitUntil } from '@open-wc/testing';
import type { FieldInput } from '../../../src/model';
import { registeredTypes } from '../../../src/renderer';
import { expectNoAxeViolations } from '../support/axe';
import { renderForm, schemaOf } from './support/render';

const options = [
  { label: 'One', value: 'one' },
  { label: 'Two', value: 'two' },
];

/** One field of every type the renderer knows, with what each needs to show itself fully. */
function everyType(): FieldInput[] {
  const fields: FieldInput[] = [
    { id: 'text', type: 'text', label: 'Text', required: true, helpText: 'Some help' },
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'url', type: 'url', label: 'Website' },
    { id: 'phone', type: 'phone', label: 'Phone' },
    { id: 'number', type: 'number', label: 'Number', width: 'half' },
    { id: 'textarea', type: 'textarea', label: 'Textarea', width: 'half' },
    { id: 'select', type: 'select', label: 'Select', options, required: true },
    { id: 'multiselect', type: 'multiselect', label: 'Multiselect', options, required: true },
    { id: 'checkbox', type: 'checkbox', label: 'Checkbox', required: true },
    { id: 'checkbox_group', type: 'checkbox', label: 'Checkbox group', options },
    { id: 'radio', type: 'radio', label: 'Radio', options, required: true },
    { id: 'date', type: 'date', label: 'Date', width: 'third' },
    { id: 'datetime', type: 'datetime', label: 'Date and time', width: 'third' },
    { id: 'time', type: 'time', label: 'Time', width: 'third' },
    { id: 'daterange', type: 'daterange', label: 'Date range', required: true },
    { id: 'file', type: 'file', label: 'File' },
    { id: 'heading', type: 'heading', label: 'Heading', defaultValue: 'h3' },
    { id: 'paragraph', type: 'paragraph', label: 'Paragraph', description: 'Some text.' },
    { id: 'label', type: 'label', label: 'Label' },
    { id: 'image', type: 'image', label: 'Image' },
    {
      id: 'container',
      type: 'container',
      label: 'Container',
      containerConfig: { columns: 2, children: ['c1', 'c2'] } as never,
    },
    { id: 'c1', type: 'text', label: 'Column one' },
    { id: 'c2', type: 'text', label: 'Column two' },
    {
      id: 'section',
      type: 'section',
      label: 'Section',
      sectionConfig: { title: 'Section', collapsible: true, children: ['s1'] } as never,
    },
    { id: 's1', type: 'text', label: 'In section' },
    {
      id: 'accordion',
      type: 'accordion',
      label: 'Accordion',
      sectionConfig: {
        children: [],
        panels: [
          { id: 'p1', title: 'Panel one', children: ['a1'] },
          { id: 'p2', title: 'Panel two', collapsed: true, children: [] },
        ],
      } as never,
    },
    { id: 'a1', type: 'text', label: 'In panel' },
    { id: 'rating', type: 'rating', label: 'Rating', required: true },
    { id: 'slider', type: 'slider', label: 'Slider' },
    { id: 'range', type: 'range', label: 'Range' },
    { id: 'signature', type: 'signature', label: 'Signature', required: true },
    { id: 'address', type: 'address', label: 'Address', required: true },
    { id: 'hidden', type: 'hidden', label: 'Hidden', defaultValue: 'x' },
    { id: 'color', type: 'color', label: 'Colour' },
    { id: 'password', type: 'password', label: 'Password', required: true },
    {
      id: 'table',
      type: 'table',
      label: 'Table',
      tableConfig: {
        columns: [
          { id: 'n', label: 'Name', type: 'text', required: true },
          { id: 's', label: 'Status', type: 'select', options },
        ],
        rows: 1,
      } as never,
    },
    {
      id: 'cards',
      type: 'table',
      label: 'Wide table',
      tableConfig: {
        columns: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, label: id, type: 'text' })),
        rows: 1,
      } as never,
    },
    { id: 'honeypot', type: 'honeypot', label: 'Website' },
    { id: 'recaptcha', type: 'recaptcha', label: 'Captcha' },
  ];
  const covered = new Set(fields.map((field) => field.type));
  const missing = registeredTypes().filter((type) => !covered.has(type as FieldInput['type']));
  if (missing.length) throw new Error(`the axe form misses types: ${missing.join(', ')}`);
  return fields;
}

const schema = () =>
  schemaOf(everyType(), {
    pages: [
      {
        id: 'p1',
        field_ids: [
          'text',
          'email',
          'url',
          'phone',
          'number',
          'textarea',
          'select',
          'multiselect',
          'checkbox',
          'checkbox_group',
          'radio',
          'date',
          'datetime',
          'time',
          'daterange',
          'file',
          'heading',
          'paragraph',
          'label',
          'image',
          'container',
          'section',
          'accordion',
          'rating',
          'slider',
          'range',
          'signature',
          'address',
          'hidden',
          'color',
          'password',
          'table',
          'cards',
          'honeypot',
          'recaptcha',
        ],
      },
      { id: 'p2', field_ids: [] },
    ],
    settings: { showCancelButton: true, customButtons: [{ id: 'b', text: 'Print', action_type: 'print' }] },
  });

describe('renderer accessibility (axe)', () => {
  it('finds nothing on a form with every field type', async () => {
    const el = await renderForm(schema());
    await expectNoAxeViolations(el);
  });

  it('finds nothing with every error shown', async () => {
    const el = await renderForm(schema());
    el.validate();
    await waitUntil(() => (el.shadowRoot?.querySelectorAll('.fw-field__error').length ?? 0) > 5);
    await expectNoAxeViolations(el);
  });

  it('finds nothing with the multiselect open and after a failed submission', async () => {
    const el = await renderForm(schemaOf([{ id: 'm', type: 'multiselect', label: 'Pick', options }]));
    el.shadowRoot?.querySelector<HTMLButtonElement>('[data-field-id="m"] button')?.click();
    await expectNoAxeViolations(el);
    await el.submit();
    await waitUntil(() => el.shadowRoot?.querySelector('[role="alert"]'));
    await expectNoAxeViolations(el);
  });
});
