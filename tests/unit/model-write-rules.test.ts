// The rules a schema must meet to be written but not to be read (src/model/references.ts
// writeRuleProblems), and the zod-free http(s) URL rule (src/model/urls.ts) they share with the tenant
// integrations' httpUrlSchema.
import { describe, expect, it } from 'vitest';
import { fieldNameProblem } from '../../src/logic/field-names';
import {
  createEmptySchemaData,
  type FormSchemaData,
  httpUrlProblem,
  httpUrlSchema,
  migrate,
  URL_MESSAGES,
  writeRuleProblems,
} from '../../src/model';
import { currentSchemaAsIs } from '../../src/model/schema-check';

function schemaWith(change: (schema: FormSchemaData) => void): FormSchemaData {
  const schema = createEmptySchemaData();
  change(schema);
  return schema;
}

const duplicatePages = () =>
  schemaWith((schema) => {
    schema.pages = [
      { id: 'page_1', description: '', field_ids: [] },
      { id: 'page_2', description: '', field_ids: [] },
      { id: 'page_1', description: 'Again', field_ids: [] },
    ];
  });

const withWebhook = (webhook: string) =>
  schemaWith((schema) => {
    schema.settings.notifications = { webhook };
  });

describe('writeRuleProblems()', () => {
  it('passes a new empty schema', () => {
    expect(writeRuleProblems(createEmptySchemaData())).toEqual([]);
  });

  it('refuses a Name another field answers under, on the later field, and fields that store nothing pass', () => {
    const schema = schemaWith((s) => {
      s.all_fields = [
        { id: 'first', type: 'text', label: 'First', name: 'contact' },
        { id: 'second', type: 'text', label: 'Second', name: 'contact' },
        { id: 'third', type: 'email', label: 'Third', name: 'first' },
        { id: 'own', type: 'text', label: 'Own', name: 'own' },
        { id: 'title', type: 'heading', label: 'Title', name: 'contact' },
      ] as FormSchemaData['all_fields'];
      s.pages[0]!.field_ids = s.all_fields.map((f) => f.id);
    });
    expect(writeRuleProblems(schema)).toEqual([
      { path: 'all_fields.1.name', message: "Another field already uses the name 'contact'" },
      { path: 'all_fields.2.name', message: "Another field already has the id 'first'" },
    ]);
  });

  it("refuses '__proto__' as any field's id or name: an answer under it would be lost", () => {
    const schema = schemaWith((s) => {
      s.all_fields = [
        { id: '__proto__', type: 'heading', label: 'Title' },
        { id: 'email', type: 'email', label: 'Email', name: '__proto__' },
        { id: 'constructor', type: 'text', label: 'Fine', name: 'prototype' },
      ] as FormSchemaData['all_fields'];
      s.pages[0]!.field_ids = s.all_fields.map((f) => f.id);
    });
    const reserved = "'__proto__' is reserved and cannot be a field's name or id";
    expect(writeRuleProblems(schema)).toEqual([
      { path: 'all_fields.0.id', message: reserved },
      { path: 'all_fields.1.name', message: reserved },
    ]);
    expect(fieldNameProblem(schema, 'constructor', '__proto__')).toBe(reserved);
    expect(fieldNameProblem(schema, 'constructor', 'proto')).toBeUndefined();
  });

  it('refuses an option value an earlier option of the field has (trimmed)', () => {
    const schema = schemaWith((s) => {
      s.all_fields = [
        {
          id: 'plan',
          type: 'select',
          label: 'Plan',
          options: [
            { label: 'Basic', value: 'basic' },
            { label: 'Pro', value: 'pro' },
            { label: 'Basic again', value: ' basic ' },
          ],
        },
      ] as FormSchemaData['all_fields'];
      s.pages[0]!.field_ids = ['plan'];
    });
    expect(writeRuleProblems(schema)).toEqual([
      { path: 'all_fields.0.options.2.value', message: "Another option already uses the value 'basic'" },
    ]);
  });

  it('names a page id used twice, at the later page', () => {
    expect(writeRuleProblems(duplicatePages())).toEqual([
      {
        path: 'pages.2.id',
        message: "page id 'page_1' is already used by pages.0 (page ids must be unique)",
      },
    ]);
  });

  it('refuses a webhook that is not an http(s) URL, and one with credentials', () => {
    for (const webhook of [
      'javascript:alert(1)',
      'not a url',
      'ftp://example.com/x',
      'https://',
      'mailto:a@b.c',
    ]) {
      expect(writeRuleProblems(withWebhook(webhook))).toEqual([
        { path: 'settings.notifications.webhook', message: 'Must be a valid http(s) URL' },
      ]);
    }
    expect(writeRuleProblems(withWebhook('https://user:pw@example.com/hook'))).toEqual([
      { path: 'settings.notifications.webhook', message: 'Must not contain credentials (user:password@)' },
    ]);
  });

  it('takes an http(s) webhook, and an empty or blank one (no webhook)', () => {
    for (const webhook of [
      'https://example.com/hook',
      'HTTP://example.com',
      ' https://example.com ',
      '',
      '   ',
    ]) {
      expect(writeRuleProblems(withWebhook(webhook))).toEqual([]);
    }
  });

  it('is not a reading rule: migrate() and the renderer check still take stored schemas that break it', () => {
    for (const schema of [duplicatePages(), withWebhook('javascript:alert(1)')]) {
      const stored = JSON.parse(JSON.stringify(schema)) as unknown;
      expect(migrate(stored)).toEqual({ ok: true, value: schema });
      expect(currentSchemaAsIs(stored)).toEqual(schema);
    }
  });
});

describe('httpUrlProblem()', () => {
  it("answers like the integrations' httpUrlSchema", () => {
    const samples = [
      'https://example.com',
      'http://example.com/a?b=c#d',
      '  https://example.com/padded  ',
      'https://user:pw@example.com',
      'https://example.com/@not-userinfo',
      'https://example.com\\@evil.example',
      'javascript:alert(1)',
      'ftp://example.com',
      'https:/example.com',
      'https://exa mple.com',
      'example.com',
      '',
    ];
    for (const sample of samples) {
      const zod = httpUrlSchema.safeParse(sample);
      expect(httpUrlProblem(sample) === undefined, sample).toBe(zod.success);
      if (!zod.success) {
        const expected = zod.error.issues[0]?.message.includes('credentials')
          ? URL_MESSAGES.credentials
          : URL_MESSAGES.url;
        expect(httpUrlProblem(sample), sample).toBe(expected);
      }
    }
  });
});
