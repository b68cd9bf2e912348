import { expect } from '@open-wc/testing';
import { type ApiTenantSetting, SECRET_MASK } from '../../../src/api/tenant-settings';
import {
  generalBody,
  generalDraftOf,
  generalErrorsOf,
  integrationBody,
  integrationDraftOf,
  integrationErrorsOf,
  newIntegrationDraft,
  secretClearedByUrlChange,
  secretsClearedByUrlChange,
  validateGeneral,
  validateIntegration,
  withDataType,
} from '../../../src/store/tenant-settings-forms';

// The drafts behind the editors: how stored settings become forms and forms become request bodies.

function stored(config: Record<string, unknown>, extra: Partial<ApiTenantSetting> = {}): ApiTenantSetting {
  return {
    id: 'id-1',
    setting_key: 'field_registry',
    setting_name: 'Field registry',
    description: '',
    config,
    is_encrypted: true,
    has_secret: true,
    ...extra,
  };
}

describe('tenant settings drafts', () => {
  it('sends the mask for an untouched stored secret, and the new secret once one is typed', () => {
    const draft = integrationDraftOf(
      stored({
        integration_type: 'webhook',
        endpoint_url: 'https://a.example/hook',
        auth_type: 'hmac',
        auth_config: { secret_key: SECRET_MASK, algorithm: 'sha512', header_name: 'X-Sig' },
      }),
    );
    expect(validateIntegration(draft)).to.deep.equal({});
    expect(integrationBody(draft).config.auth_config).to.deep.equal({
      secret_key: SECRET_MASK,
      algorithm: 'sha512',
      header_name: 'X-Sig',
    });
    draft.secrets = { secret_key: 'new-secret' };
    expect((integrationBody(draft).config.auth_config as { secret_key: string }).secret_key).to.equal(
      'new-secret',
    );
  });

  it('asks for the secret again when the URL it is sent to changes', () => {
    const draft = integrationDraftOf(
      stored({
        integration_type: 'api_endpoint',
        endpoint_url: 'https://a.example/x',
        auth_type: 'oauth',
        auth_config: {
          client_id: 'cid',
          client_secret: SECRET_MASK,
          auth_url: 'https://a.example/auth',
          token_url: 'https://a.example/token',
          scopes: ['read', 'write'],
        },
      }),
    );
    expect(draft.auth.scopes).to.equal('read write');
    draft.auth = { ...draft.auth, tokenUrl: 'https://evil.example/token' };
    expect(secretClearedByUrlChange(draft)).to.equal(true);
    expect(validateIntegration(draft)).to.deep.equal({ client_secret: 'Client secret is required' });
  });

  it('starts a new integration from the shell §9 defaults, with no type chosen', () => {
    const draft = newIntegrationDraft();
    draft.endpointUrl = 'https://a.example/x';
    expect(validateIntegration(draft)).to.deep.equal({
      integration_type: 'Please select an integration type',
    });
    draft.integrationType = 'file_sync';
    expect(integrationBody(draft)).to.deep.equal({
      setting_key: 'field_registry',
      setting_name: 'Field registry',
      description: '',
      config: {
        integration_type: 'file_sync',
        endpoint_url: 'https://a.example/x',
        http_method: 'GET',
        auth_type: 'none',
        auth_config: {},
        request_timeout: 30,
        retry_attempts: 3,
        request_headers: {},
        response_format: 'json',
        is_active: true,
      },
      is_encrypted: true,
    });
  });

  it('keeps an encrypted general value when left empty, and refuses to decrypt without a new value', () => {
    const draft = generalDraftOf(
      stored({ data_type: 'string', value: SECRET_MASK }, { setting_key: 'api_secret', is_encrypted: true }),
    );
    expect(draft.value).to.equal('');
    expect(validateGeneral(draft)).to.deep.equal({});
    expect(generalBody(draft).config).to.deep.equal({ data_type: 'string', value: SECRET_MASK });
    draft.encrypted = false;
    expect(validateGeneral(draft)).to.deep.equal({ value: 'Value is required' });
  });

  it('checks a new key the way the server does', () => {
    const draft = generalDraftOf(
      stored({ data_type: 'number', value: '1' }, { setting_key: 'x', is_encrypted: false }),
    );
    draft.id = null;
    draft.key = 'has space';
    draft.value = 'one';
    expect(validateGeneral(draft)).to.deep.equal({
      key: 'Key may contain only letters, digits, underscores, dots and hyphens',
      value: 'Value must be a number',
    });
    draft.key = 'batch';
    draft.value = '1';
    expect(validateGeneral(draft)).to.deep.equal({ key: "The setting key 'batch' is reserved" });
    draft.key = '..';
    expect(validateGeneral(draft)).to.deep.equal({
      key: 'Key must start with a letter, a digit or an underscore',
    });
  });

  it('asks for an encrypted value again when its data type changes', () => {
    const draft = generalDraftOf(
      stored({ data_type: 'string', value: SECRET_MASK }, { setting_key: 'api_secret', is_encrypted: true }),
    );
    draft.dataType = 'number';
    expect(validateGeneral(draft)).to.deep.equal({ value: 'Enter the value again to change its data type' });
    draft.value = '42';
    expect(validateGeneral(draft)).to.deep.equal({});
  });

  it('keeps masked header values unless retyped, renamed or sent to a new address', () => {
    const draft = integrationDraftOf(
      stored({
        integration_type: 'api_endpoint',
        endpoint_url: 'https://a.example/x',
        auth_type: 'none',
        auth_config: {},
        request_headers: { 'X-Api-Key': SECRET_MASK, Accept: SECRET_MASK },
      }),
    );
    expect(draft.headers).to.deep.equal([
      { name: 'X-Api-Key', value: '', stored: 'X-Api-Key' },
      { name: 'Accept', value: '', stored: 'Accept' },
    ]);
    expect(validateIntegration(draft)).to.deep.equal({});
    draft.headers[1] = { name: 'Accept', value: 'application/json', stored: 'Accept' };
    expect(integrationBody(draft).config.request_headers).to.deep.equal({
      'X-Api-Key': SECRET_MASK,
      Accept: 'application/json',
    });
    draft.headers[0] = { name: 'X-Key', value: '', stored: 'X-Api-Key' };
    // On the row's value input, not its name.
    expect(validateIntegration(draft)).to.deep.equal({
      'header:0:value': "Enter the value of the header 'X-Key' again",
    });
    draft.headers[0] = { name: 'X-Api-Key', value: '', stored: 'X-Api-Key' };
    draft.endpointUrl = 'https://b.example/x';
    // Accept's value was typed again above: only X-Api-Key's is dropped.
    expect(secretsClearedByUrlChange(draft)).to.deep.equal({ auth: false, headers: ['X-Api-Key'] });
    expect(secretClearedByUrlChange(draft)).to.equal(true);
    expect(validateIntegration(draft)).to.deep.equal({
      'header:0:value': "Enter the value of the header 'X-Api-Key' again",
    });
  });

  it('flags header rows with a value but no name, and names given twice', () => {
    const draft = newIntegrationDraft();
    draft.integrationType = 'api_endpoint';
    draft.endpointUrl = 'https://a.example/x';
    draft.headers = [
      { name: '', value: 'orphan' },
      { name: 'X-Trace', value: '1' },
      { name: 'x-trace', value: '2' },
      { name: '', value: '' },
    ];
    expect(validateIntegration(draft)).to.deep.equal({
      'header:0': 'Header name is required',
      'header:2': "The header 'x-trace' is given twice",
    });
  });

  it("puts a refused save's field problems on the fields they concern", () => {
    expect(generalErrorsOf(409, "A setting with the key 'k' already exists", [])).to.deep.equal({
      key: "A setting with the key 'k' already exists",
    });
    expect(
      generalErrorsOf(422, "The setting key 'id' is reserved", [
        { path: 'setting_key', message: "The setting key 'id' is reserved" },
      ]),
    ).to.deep.equal({ key: "The setting key 'id' is reserved" });
    expect(
      generalErrorsOf(422, 'description: Description must be at most 2000 characters', [
        { path: 'description', message: 'Description must be at most 2000 characters' },
      ]),
    ).to.deep.equal({ description: 'Description must be at most 2000 characters' });
    // A refusal without details that names its field first.
    expect(
      generalErrorsOf(422, 'config.value: Enter the value again to store it unencrypted', []),
    ).to.deep.equal({ value: 'Enter the value again to store it unencrypted' });
    const draft = newIntegrationDraft();
    draft.headers = [
      { name: 'X.Dotted', value: 'v' },
      { name: 'X-Long', value: 'v' },
    ];
    expect(
      integrationErrorsOf(draft, [
        { path: 'config.endpoint_url', message: 'Must be a valid http(s) URL' },
        { path: 'config.auth_config.token', message: 'Token is required' },
        { path: 'config.request_headers.X.Dotted', message: 'Bad header' },
        { path: 'config.request_headers.X-Long', message: 'Header value must be at most 2000 characters' },
        { path: 'description', message: 'Description must be at most 2000 characters' },
      ]),
    ).to.deep.equal({
      endpoint_url: 'Must be a valid http(s) URL',
      token: 'Token is required',
      'header:0': 'Bad header',
      'header:1:value': 'Header value must be at most 2000 characters',
      description: 'Description must be at most 2000 characters',
    });
  });

  it('ties a too-long header value to its value input before anything is sent', () => {
    const draft = newIntegrationDraft();
    draft.integrationType = 'webhook';
    draft.endpointUrl = 'https://a.example/x';
    draft.headers = [{ name: 'X-Key', value: 'v'.repeat(2001) }];
    expect(validateIntegration(draft)).to.deep.equal({
      'header:0:value': 'Header value must be at most 2000 characters',
    });
  });

  it('keeps the text typed before a switch to boolean, and gives it back after', () => {
    const draft = generalDraftOf(
      stored({ data_type: 'string', value: 'Hello ' }, { setting_key: 'greeting', is_encrypted: false }),
    );
    const toBoolean = withDataType(draft, 'boolean', 'Hello ');
    expect(toBoolean.patch).to.deep.equal({ dataType: 'boolean', value: 'true' });
    Object.assign(draft, toBoolean.patch, { value: 'false' });
    expect(withDataType(draft, 'string', toBoolean.lastText).patch).to.deep.equal({
      dataType: 'string',
      value: 'Hello ',
    });
    expect(generalBody({ ...draft, dataType: 'string', value: 'Hello ' }).config.value).to.equal('Hello ');
  });
});
