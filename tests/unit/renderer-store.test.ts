import { describe, expect, it, vi } from 'vitest';
import type { FieldInput } from '../../src/model';
import { AUTO_HONEYPOT_ID, createRendererStore } from '../../src/store/renderer-store';
import {
  NO_SUBMIT_HANDLER_MESSAGE,
  SPAM_MESSAGE,
  SUBMIT_ERROR_MESSAGE,
} from '../../src/store/renderer-submit';
import { brandAndTeslaModel } from './support/schema-fixtures';

function schema(fields: FieldInput[], extra: Record<string, unknown> = {}) {
  return {
    schemaVersion: 1,
    pages: [{ id: 'page_1', field_ids: fields.map((field) => field.id) }],
    all_fields: fields,
    ...extra,
  };
}

async function loaded(fields: FieldInput[], extra: Record<string, unknown> = {}) {
  const store = createRendererStore();
  expect(await store.load(schema(fields, extra))).toBe(true);
  return store;
}

describe('renderer store: loading', () => {
  it('is ready with every field at its default after loading a schema', async () => {
    const store = await loaded([
      { id: 'name', type: 'text', label: 'Name', defaultValue: 'Ada' },
      { id: 'stars', type: 'rating', label: 'Stars' },
      { id: 'level', type: 'slider', label: 'Level', min: 0, max: 10 },
      { id: 'tint', type: 'color', label: 'Tint' },
    ]);
    expect(store.form.status).toBe('ready');
    expect(store.slot('name').value).toBe('Ada');
    expect(store.slot('stars').value).toBe(0);
    expect(store.slot('level').value).toBe(5);
    expect(store.slot('tint').value).toBe('#000000');
  });

  it('takes placeholder and help text from the global variables a field names, tokens resolved', async () => {
    const store = await loaded(
      [
        {
          id: 'email',
          type: 'email',
          label: 'Email',
          placeholder: 'Own placeholder',
          placeholderVariable: 'contact',
          helpTextVariable: 'contact',
        },
        { id: 'plain', type: 'text', label: 'Plain', placeholder: 'Kept', placeholderVariable: 'blank' },
        { id: 'gone', type: 'text', label: 'Gone', helpText: 'Kept too', helpTextVariable: 'missing' },
      ],
      {
        globalVariables: [
          {
            id: 'v1',
            name: 'contact',
            value: 'Acme',
            placeholder: 'name@example.com',
            helpText: 'We write to {{contact}} customers only',
          },
          { id: 'v2', name: 'blank', value: '', placeholder: '   ' },
        ],
      },
    );
    expect(store.field('email')?.placeholder).toBe('name@example.com');
    expect(store.field('email')?.helpText).toBe('We write to Acme customers only');
    // A variable without such a text, or one that is gone, leaves the field's own.
    expect(store.field('plain')?.placeholder).toBe('Kept');
    expect(store.field('gone')?.helpText).toBe('Kept too');
  });

  it('migrates a version-less schema and turns unknown types into text', async () => {
    const store = createRendererStore();
    expect(await store.load({ fields: [{ id: 'x', type: 'fancy', label: 'X' }] })).toBe(true);
    expect(store.field('x')?.type).toBe('text');
  });

  it('reports an invalid schema as a load error with the spec text', async () => {
    const store = createRendererStore();
    const onError = vi.fn();
    store.hooks = { onError };
    expect(await store.load('not a schema')).toBe(false);
    expect(store.form.status).toBe('error');
    expect(store.form.message).toBe('Error loading form: Failed to load form schema');
    expect(onError).toHaveBeenCalledWith('load_failed', 'Failed to load form schema');
  });

  it('prefills answers by id or by name, in the shape each field holds', async () => {
    const store = createRendererStore();
    store.prefill({ email_address: 'a@b.co', tags: '["x","y"]', count: '4' });
    await store.load(
      schema([
        { id: 'email', name: 'email_address', type: 'email', label: 'E-mail' },
        {
          id: 'tags',
          type: 'multiselect',
          label: 'Tags',
          options: [
            { label: 'X', value: 'x' },
            { label: 'Y', value: 'y' },
          ],
        },
        { id: 'count', type: 'number', label: 'Count' },
      ]),
    );
    expect(store.slot('email').value).toBe('a@b.co');
    expect(store.slot('tags').value).toEqual(['x', 'y']);
    expect(store.slot('count').value).toBe(4);
  });

  it('prefills only what the controls can show: timestamps as their boxes hold them, known choices', async () => {
    const options = [{ label: 'Silver', value: 'silver' }];
    const store = createRendererStore();
    const at = '2024-05-01T10:00:00Z';
    store.prefill({ d: at, dt: at, t: at, s: 'gold', r: 'gold', m: ['gold', 'silver'] });
    await store.load(
      schema([
        { id: 'd', type: 'date', label: 'D' },
        { id: 'dt', type: 'datetime', label: 'DT' },
        { id: 't', type: 'time', label: 'T' },
        { id: 's', type: 'select', label: 'S', required: true, options },
        { id: 'r', type: 'radio', label: 'R', required: true, options },
        { id: 'm', type: 'multiselect', label: 'M', options },
      ]),
    );
    expect(store.payload()).toEqual({
      d: '2024-05-01',
      dt: '2024-05-01T10:00',
      t: '10:00',
      s: '',
      r: '',
      m: ['silver'],
    });
    expect(store.validate()).toBe(false);
    expect(store.slot('s').errors.map((e) => e.message)).toEqual(['S is required']);
    expect(store.slot('r').errors.map((e) => e.message)).toEqual(['R is required']);
  });

  it("starts a field linked to a global variable at that variable's value", async () => {
    const store = await loaded(
      [
        { id: 'plan', type: 'text', label: 'Plan', variableLink: 'plan' },
        { id: 'own', type: 'text', label: 'Own', variableLink: 'plan', defaultValue: 'kept' },
      ],
      { globalVariables: [{ id: 'v', name: 'plan', value: 'Gold' }] },
    );
    expect(store.slot('plan').value).toBe('Gold');
    expect(store.slot('own').value).toBe('kept');
  });

  it('resolves variable tokens in labels, placeholders and help text', async () => {
    const store = await loaded(
      [
        {
          id: 'q',
          type: 'text',
          label: 'Work at {{company}}?',
          placeholder: '{{company.placeholder}}',
          helpText: '{{company.helpText}}',
        },
      ],
      {
        globalVariables: [
          { id: 'v', name: 'company', value: 'Acme', placeholder: 'Acme Ltd', helpText: 'Your employer' },
        ],
      },
    );
    expect(store.field('q')).toMatchObject({
      label: 'Work at Acme?',
      placeholder: 'Acme Ltd',
      helpText: 'Your employer',
    });
  });
});

describe('renderer store: changes and conditions', () => {
  const fields: FieldInput[] = [
    { id: 'a', type: 'text', label: 'A' },
    {
      id: 'b',
      type: 'text',
      label: 'B',
      conditionalLogic: [
        {
          id: 'r1',
          triggerFieldId: 'a',
          operator: 'equals',
          value: 'hide',
          action: { type: 'hide', targetFieldIds: ['b'] },
        },
      ],
    },
    ...Array.from({ length: 50 }, (_, i): FieldInput => ({ id: `f${i}`, type: 'text', label: `F${i}` })),
  ];

  it('notifies only the changed field and the fields whose rules read it', async () => {
    const store = await loaded(fields);
    const notified = new Set<string>();
    for (const id of ['a', 'b', 'f0', 'f1', 'f49']) store.fieldSource(id).listen(() => notified.add(id));
    store.setValue('a', 'x');
    expect([...notified]).toEqual(['a']);
    store.setValue('a', 'hide');
    expect([...notified].sort()).toEqual(['a', 'b']);
    expect(store.slot('b').visible).toBe(false);
  });

  it('tells the host about a change with the field, its value and all values', async () => {
    const onChange = vi.fn();
    const store = await loaded(fields.slice(0, 2));
    store.hooks = { onChange };
    store.setValue('a', 'hide');
    // b is hidden by its condition, so it is not part of the values.
    expect(onChange).toHaveBeenCalledWith('a', 'hide', { a: 'hide' });
  });

  it('applies set_value results to the shown value and the payload', async () => {
    const store = await loaded([
      { id: 'country', type: 'text', label: 'Country' },
      {
        id: 'currency',
        type: 'text',
        label: 'Currency',
        conditionalLogic: [
          {
            id: 'r',
            triggerFieldId: 'country',
            operator: 'equals',
            value: 'UK',
            action: { type: 'set_value', targetFieldIds: ['currency'], newValue: 'GBP' },
          },
        ],
      },
    ]);
    store.setValue('country', 'uk');
    expect(store.slot('currency').value).toBe('GBP');
    expect(store.payload()).toEqual({ country: 'uk', currency: 'GBP' });
    store.setValue('country', 'FR');
    expect(store.slot('currency').value).toBe('');
  });

  it('lets a hidden answer drive no condition: its follow-ups go and stop blocking submit', async () => {
    const store = await loaded([
      {
        id: 'car',
        type: 'radio',
        label: 'Own a car?',
        options: [
          { label: 'Yes', value: 'yes' },
          { label: 'No', value: 'no' },
        ],
      },
      ...brandAndTeslaModel(),
    ]);
    store.setValue('car', 'yes');
    store.setValue('brand', 'Tesla');
    expect(store.slot('model').visible).toBe(true);
    expect(store.validate()).toBe(false);
    store.setValue('car', 'no');
    expect([store.slot('brand').visible, store.slot('model').visible]).toEqual([false, false]);
    expect(store.validate()).toBe(true);
    expect(store.payload()).toEqual({ car: 'no' });
  });

  it('ignores changes while read-only', async () => {
    const store = await loaded([{ id: 'a', type: 'text', label: 'A' }]);
    store.setLocked(true);
    store.setValue('a', 'x');
    expect(store.slot('a').value).toBe('');
  });
});

describe('renderer store: validation and pages', () => {
  const twoPages = {
    schemaVersion: 1,
    pages: [
      { id: 'p1', field_ids: ['name'] },
      { id: 'p2', field_ids: ['email'] },
    ],
    all_fields: [
      { id: 'name', type: 'text', label: 'Name', required: true },
      { id: 'email', type: 'email', label: 'E-mail', required: true },
    ],
  };

  it('shows a field error only once the field was left', async () => {
    const store = createRendererStore();
    await store.load(twoPages);
    store.setValue('name', '');
    expect(store.slot('name').errors).toEqual([]);
    store.blur('name');
    expect(store.slot('name').errors.map((e) => e.message)).toEqual(['Name is required']);
    store.setValue('name', 'Ada');
    expect(store.slot('name').errors).toEqual([]);
  });

  it('keeps Next on the page while it has errors and asks to focus the first one', async () => {
    const store = createRendererStore();
    await store.load(twoPages);
    expect(store.next()).toBe(false);
    expect(store.form.pageIndex).toBe(0);
    expect(store.form.focus?.fieldId).toBe('name');
    store.setValue('name', 'Ada');
    expect(store.next()).toBe(true);
    expect(store.form.pageIndex).toBe(1);
  });

  it('turns the pages of a read-only form with Next without checking them', async () => {
    const store = createRendererStore();
    await store.load(twoPages);
    store.setLocked(true);
    expect(store.next()).toBe(true);
    expect(store.form.pageIndex).toBe(1);
    expect(store.form.focus).toBe(null);
    expect(store.slot('name').errors).toEqual([]);
  });

  it('turns to the page of the first invalid field on validate', async () => {
    const store = createRendererStore();
    await store.load(twoPages);
    store.setValue('name', 'Ada');
    store.goToPage(0);
    expect(store.validate()).toBe(false);
    expect(store.form.pageIndex).toBe(1);
    expect(store.form.focus?.fieldId).toBe('email');
  });

  it('clamps direct page moves into range', async () => {
    const store = createRendererStore();
    await store.load(twoPages);
    store.goToPage(7);
    expect(store.form.pageIndex).toBe(1);
    store.goToPage(-3);
    expect(store.form.pageIndex).toBe(0);
  });

  it('reports the first error quietly, for form association', async () => {
    const store = createRendererStore();
    await store.load(twoPages);
    expect(store.firstError()).toMatchObject({ fieldId: 'name', code: 'required' });
    expect(store.slot('name').errors).toEqual([]);
  });
});

describe('renderer store: submission', () => {
  const fields: FieldInput[] = [
    { id: 'f_name', name: 'full_name', type: 'text', label: 'Name' },
    { id: 'tags', type: 'multiselect', label: 'Tags', options: [{ label: 'A', value: 'a' }] },
    { id: 'when', type: 'daterange', label: 'When' },
    {
      id: 'people',
      type: 'table',
      label: 'People',
      tableConfig: { columns: [{ id: 'n', label: 'Name', type: 'text' }], rows: 1, minRows: 0, maxRows: 5 },
    },
    { id: 'title', type: 'heading', label: 'Title' },
  ];

  it('sends values in the shell §3 shapes, with the name copied to the id', async () => {
    const store = await loaded(fields);
    const handler = vi.fn().mockResolvedValue({ success: true });
    store.hooks = { submitHandler: handler };
    store.setValue('f_name', 'Ada');
    store.setValue('tags', ['a']);
    store.setValue('when', { start: '2026-01-01', end: null });
    store.setValue('people', [{ n: 'Bob' }]);
    await store.submit();
    expect(handler).toHaveBeenCalledWith({
      full_name: 'Ada',
      f_name: 'Ada',
      tags: ['a'],
      when: { start: '2026-01-01', end: null },
      people: JSON.stringify({ columns: [{ id: 'n', label: 'Name', type: 'text' }], rows: [{ n: 'Bob' }] }),
    });
  });

  it('succeeds with the success message from the settings', async () => {
    const store = await loaded(fields, { settings: { successMessage: 'Got it' } });
    const onSubmitted = vi.fn();
    store.hooks = { submitHandler: async () => ({ success: true }), onSubmitted };
    const result = await store.submit();
    expect(result).toEqual({ success: true, message: 'Got it' });
    expect(store.form.status).toBe('success');
    expect(store.form.message).toBe('Got it');
    expect(onSubmitted).toHaveBeenCalledOnce();
  });

  it('fails with the handler message, or the spec text on an exception', async () => {
    const store = await loaded(fields);
    store.hooks = { submitHandler: async () => ({ success: false, message: 'Quota reached' }) };
    await store.submit();
    expect(store.form.status).toBe('failure');
    expect(store.form.message).toBe('Quota reached');
    store.hooks = {
      submitHandler: async () => {
        throw new Error('boom');
      },
    };
    await store.submit();
    expect(store.form.message).toBe(SUBMIT_ERROR_MESSAGE);
  });

  it('fails clearly when nothing can receive the answers', async () => {
    const store = await loaded(fields);
    const onError = vi.fn();
    store.hooks = { onError };
    const result = await store.submit();
    expect(result).toEqual({ success: false, message: NO_SUBMIT_HANDLER_MESSAGE });
    expect(store.form.status).toBe('failure');
    expect(onError).toHaveBeenCalledWith('no_submit_handler', NO_SUBMIT_HANDLER_MESSAGE);
  });

  it('sends nothing when the host cancels', async () => {
    const store = await loaded(fields);
    const handler = vi.fn();
    store.hooks = { submitHandler: handler, beforeSubmit: () => false };
    const result = await store.submit();
    expect(result.success).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(store.form.status).toBe('ready');
  });

  it('refuses a submission whose honeypot was filled', async () => {
    const store = await loaded([{ id: 'a', type: 'text', label: 'A' }], {
      settings: { enableSpamProtection: true, spamProtectionType: 'honeypot' },
    });
    const handler = vi.fn();
    store.hooks = { submitHandler: handler };
    store.setValue(AUTO_HONEYPOT_ID, 'bot');
    const result = await store.submit();
    expect(result).toEqual({ success: false, message: SPAM_MESSAGE });
    expect(handler).not.toHaveBeenCalled();
    expect(store.payload()).toEqual({ a: '' });
  });

  it('drops the result of a submission overtaken by a reset', async () => {
    const store = await loaded(fields);
    let finish: (value: { success: boolean }) => void = () => {};
    store.hooks = { submitHandler: () => new Promise((resolve) => (finish = resolve)) };
    const pending = store.submit();
    expect(store.form.status).toBe('submitting');
    store.reset();
    finish({ success: true });
    await pending;
    expect(store.form.status).toBe('ready');
  });
});

describe('renderer store: values stay plain', () => {
  it('hands out answers that can be cloned, even after the slots showed them', async () => {
    const store = createRendererStore();
    await store.load(
      schema([
        { id: 'tags', type: 'multiselect', label: 'Tags', options: [{ label: 'A', value: 'a' }] },
        { id: 'cv', type: 'file', label: 'CV' },
      ]),
    );
    store.setValue('tags', ['a']);
    store.setFiles('cv', [new File(['x'], 'cv.txt', { type: 'text/plain' })]);
    const payload = store.payload();
    expect(structuredClone(payload)).toEqual({
      tags: ['a'],
      cv: [{ name: 'cv.txt', size: 1, type: 'text/plain' }],
    });
    let seen: unknown;
    store.hooks = {
      submitHandler: (values) => {
        seen = structuredClone(values);
        return { success: true };
      },
    };
    await store.submit();
    expect(seen).toEqual(payload);
  });
});
