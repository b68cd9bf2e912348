import { describe, expect, it } from 'vitest';
import {
  AUTH_SECRET_FIELDS,
  BUILT_IN_THEME_IDS,
  BUILT_IN_THEMES,
  createEmptySchemaData,
  customButtonSchema,
  FIELD_TYPES,
  fieldSchema,
  generalSettingSchema,
  integrationConfigSchema,
  LIBRARY_GROUPS,
  ROLE_DESCRIPTIONS,
  registrySchema,
  tableConfigSchema,
  themeSchema,
} from '../../src/model';

describe('the field model', () => {
  it('knows the 33 field types of authoring §3', () => {
    expect(FIELD_TYPES).toHaveLength(33);
    expect(new Set(FIELD_TYPES).size).toBe(33);
  });

  it('gives a bare field full width and not required', () => {
    const field = fieldSchema.parse({ id: 'f1', type: 'text' });
    expect(field).toMatchObject({ id: 'f1', type: 'text', label: '', required: false, width: 'full' });
  });

  it('refuses a container with more than 4 columns', () => {
    const result = fieldSchema.safeParse({ id: 'c', type: 'container', containerConfig: { columns: 5 } });
    expect(result.success).toBe(false);
  });

  it('defaults a table config to 2 rows, 1 to 10 rows, adding and deleting allowed', () => {
    expect(tableConfigSchema.parse({})).toEqual({
      columns: [],
      rows: 2,
      minRows: 1,
      maxRows: 10,
      allowAddRows: true,
      allowDeleteRows: true,
    });
  });
});

describe('form settings', () => {
  it('start with every default of authoring §3 and a first page page_1', () => {
    const schema = createEmptySchemaData();
    expect(schema.pages).toEqual([{ id: 'page_1', description: '', field_ids: [] }]);
    expect(schema.settings).toEqual({
      submitButtonText: 'Submit',
      successMessage: 'Thank you for your submission!',
      showCancelButton: false,
      cancelButtonText: 'Cancel',
      cancelAction: 'reset',
      allowDrafts: false,
      requireAuth: false,
      notifications: {},
      enableSpamProtection: false,
      spamProtectionType: 'honeypot',
      enableAnalytics: false,
      themePreset: 'default',
      customButtons: [],
    });
  });

  it('default a custom button to secondary style, before submit, redirect, enabled', () => {
    expect(customButtonSchema.parse({ id: 'b1', text: 'Go' })).toEqual({
      id: 'b1',
      text: 'Go',
      style: 'secondary',
      position: 'before-submit',
      action_type: 'redirect',
      enabled: true,
    });
  });
});

describe('the field library', () => {
  it('has the five groups of authoring §3 in order', () => {
    expect(LIBRARY_GROUPS.map((group) => group.title)).toEqual([
      'Basic Fields',
      'Contact & Personal',
      'Specialized',
      'Advanced',
      'Content & Media',
    ]);
  });

  it('lists the templates of each group with their types', () => {
    const types = LIBRARY_GROUPS.map((group) =>
      group.templates.map((template) => `${template.type}:${template.label}`),
    );
    expect(types).toEqual([
      [
        'text:Text Input',
        'textarea:Text Area',
        'number:Number',
        'select:Dropdown',
        'checkbox:Checkbox',
        'radio:Radio Group',
      ],
      [
        'email:Email',
        'phone:Phone',
        'text:Full Name',
        'text:Company',
        'textarea:Address',
        'address:Address Autocomplete',
      ],
      [
        'url:Website',
        'date:Date',
        'datetime:Date & Time',
        'time:Time',
        'daterange:Date Range',
        'file:File Upload',
        'number:Rating',
        'password:Password',
        'hidden:Hidden Field',
        'multiselect:Multi Select',
        'rating:Star Rating',
        'slider:Slider',
        'color:Color Picker',
      ],
      ['table:Table', 'container:Container'],
      ['heading:Heading', 'paragraph:Paragraph', 'label:Label'],
    ]);
  });

  it('gives select and radio two options and multiselect three', () => {
    const byKey = new Map(LIBRARY_GROUPS.flatMap((group) => group.templates).map((t) => [t.key, t]));
    const two = [
      { label: 'Option 1', value: 'option1' },
      { label: 'Option 2', value: 'option2' },
    ];
    expect(byKey.get('select')?.defaults.options).toEqual(two);
    expect(byKey.get('radio')?.defaults.options).toEqual(two);
    expect(byKey.get('multiselect')?.defaults.options).toEqual([
      ...two,
      { label: 'Option 3', value: 'option3' },
    ]);
  });

  it('defaults rating to 0 of 5 stars, slider to 0..100 step 1, colour to #000000 and heading to h2', () => {
    const byKey = new Map(LIBRARY_GROUPS.flatMap((group) => group.templates).map((t) => [t.key, t]));
    expect(byKey.get('rating')?.defaults).toMatchObject({ defaultValue: 0, starCount: 5 });
    expect(byKey.get('slider')?.defaults).toMatchObject({ min: 0, max: 100, step: 1 });
    expect(byKey.get('color')?.defaults).toMatchObject({ defaultValue: '#000000' });
    expect(byKey.get('heading')?.defaults).toMatchObject({ defaultValue: 'h2' });
  });

  it('defaults the table to Name, Email and Status (Active/Inactive) columns, 2 rows, 1 to 10', () => {
    const table = LIBRARY_GROUPS.flatMap((group) => group.templates).find((t) => t.key === 'table');
    const config = tableConfigSchema.parse(table?.defaults.tableConfig);
    expect(config.columns.map((column) => [column.label, column.type])).toEqual([
      ['Name', 'text'],
      ['Email', 'email'],
      ['Status', 'select'],
    ]);
    expect(config.columns[2]?.options?.map((option) => option.label)).toEqual(['Active', 'Inactive']);
    expect(config).toMatchObject({
      rows: 2,
      minRows: 1,
      maxRows: 10,
      allowAddRows: true,
      allowDeleteRows: true,
    });
  });

  it('makes every template a valid field', () => {
    for (const template of LIBRARY_GROUPS.flatMap((group) => group.templates)) {
      const parsed = fieldSchema.safeParse({ id: 'x', type: template.type, ...template.defaults });
      expect(parsed.success, template.key).toBe(true);
    }
  });
});

describe('themes', () => {
  it('ship five built-ins, each complete and valid', () => {
    expect(Object.keys(BUILT_IN_THEMES)).toEqual([...BUILT_IN_THEME_IDS]);
    expect(BUILT_IN_THEME_IDS).toEqual(['default', 'modern', 'minimal', 'corporate', 'creative']);
    for (const theme of Object.values(BUILT_IN_THEMES)) {
      expect(themeSchema.safeParse(theme).success, theme.id).toBe(true);
      expect(Object.keys(theme.colors).sort()).toEqual(
        [
          'accent',
          'background',
          'border',
          'error',
          'primary',
          'secondary',
          'success',
          'surface',
          'text',
          'textSecondary',
        ].sort(),
      );
    }
  });
});

describe('collaboration roles', () => {
  it('describe editor and viewer as the spec says', () => {
    expect(ROLE_DESCRIPTIONS).toEqual({ editor: 'Can edit the form', viewer: 'Can only view the form' });
  });
});

describe('tenant settings and integrations', () => {
  it('fill the integration defaults of shell §9', () => {
    const parsed = integrationConfigSchema.parse({
      integration_type: 'api_endpoint',
      endpoint_url: 'https://registry.example.com/fields',
      auth_type: 'none',
    });
    expect(parsed).toMatchObject({
      http_method: 'GET',
      request_timeout: 30,
      retry_attempts: 3,
      response_format: 'json',
      request_headers: {},
      is_active: true,
      auth_config: {},
    });
  });

  it('ask for an integration type with the spec text', () => {
    const result = integrationConfigSchema.safeParse({
      endpoint_url: 'https://a.example',
      auth_type: 'none',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Please select an integration type');
  });

  it('keep timeouts within 1 to 300 and retries within 0 to 10', () => {
    const base = {
      integration_type: 'webhook',
      endpoint_url: 'https://a.example',
      auth_type: 'none',
    } as const;
    expect(integrationConfigSchema.safeParse({ ...base, request_timeout: 0 }).success).toBe(false);
    expect(integrationConfigSchema.safeParse({ ...base, request_timeout: 301 }).success).toBe(false);
    expect(
      integrationConfigSchema.safeParse({ ...base, request_timeout: 300, retry_attempts: 0 }).success,
    ).toBe(true);
    expect(integrationConfigSchema.safeParse({ ...base, retry_attempts: 11 }).success).toBe(false);
  });

  it('refuse endpoint URLs that are not http(s)', () => {
    const base = { integration_type: 'webhook', auth_type: 'none' } as const;
    expect(integrationConfigSchema.safeParse({ ...base, endpoint_url: 'file:///etc/passwd' }).success).toBe(
      false,
    );
    expect(integrationConfigSchema.safeParse({ ...base, endpoint_url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });

  it('check the auth_config shape of every auth type and default api key and hmac settings', () => {
    const base = { integration_type: 'api_endpoint', endpoint_url: 'https://a.example' } as const;
    const apiKey = integrationConfigSchema.parse({
      ...base,
      auth_type: 'api_key',
      auth_config: { api_key: 'k' },
    });
    expect(apiKey.auth_config).toEqual({ api_key: 'k', key_location: 'header', key_name: 'X-API-Key' });
    const hmac = integrationConfigSchema.parse({
      ...base,
      auth_type: 'hmac',
      auth_config: { secret_key: 's' },
    });
    expect(hmac.auth_config).toEqual({
      secret_key: 's',
      algorithm: 'sha256',
      header_name: 'X-HMAC-Signature',
    });
    expect(
      integrationConfigSchema.safeParse({
        ...base,
        auth_type: 'basic',
        auth_config: { token: 'wrong shape' },
      }).success,
    ).toBe(false);
    expect(
      integrationConfigSchema.safeParse({
        ...base,
        auth_type: 'oauth',
        auth_config: {
          client_id: 'c',
          client_secret: 's',
          auth_url: 'https://a.example/a',
          token_url: 'https://a.example/t',
        },
      }).data?.auth_config,
    ).toMatchObject({ scopes: [] });
    expect(AUTH_SECRET_FIELDS.basic).toEqual(['password']);
  });

  it('require a key and a value for a general setting and refuse unknown keys', () => {
    const missing = generalSettingSchema.safeParse({ key: ' ', value: '' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
      'Key is required',
      'Value is required',
    ]);
    expect(generalSettingSchema.safeParse({ key: 'a', value: 'b', extra: 1 }).success).toBe(false);
    expect(generalSettingSchema.parse({ key: 'site', value: 'x' })).toMatchObject({
      data_type: 'string',
      is_encrypted: false,
    });
  });
});

describe('the registry', () => {
  it('accepts tables with columns and nested siblings', () => {
    const registry = registrySchema.parse({
      customer: {
        table_type: 'object',
        columns: [{ id: 'email', displayName: 'Email', isVisible: true }],
        siblings: { orders: { table_type: 'array', columns: [{ id: 'total', isVisible: false }] } },
      },
    });
    expect(registry.customer?.siblings?.orders?.columns[0]?.id).toBe('total');
  });
});
