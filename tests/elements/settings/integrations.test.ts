import { expect } from '@open-wc/testing';
import { readCache, registryCacheKey, writeCache } from '../../../src/store/browser-cache';
import { deepActiveElement } from '../../../src/ui';
import {
  API_URL,
  button,
  choose,
  control,
  dialogButton,
  errorOf,
  findButton,
  mountSettings,
  openDialog,
  putSetting,
  recordEvents,
  removeSetting,
  resetBrowserState,
  type SignedIn,
  selectTab,
  serverSetting,
  signInOtherAdmin,
  text,
  toastMessages,
  toastTitles,
  typeInto,
  until,
  untilSaidAt,
  untilToast,
} from './support';

// Integrations against the real server, in tenant 'other' (see support.ts). Test connection calls the test
// server itself on 127.0.0.1 (loopback allowed in its config): /api/v1/health answers 200 to anyone, and
// /api/v1/forms answers 401 without a session.

const KEY = 'field_registry';
const MASK = '••••••••';

describe('<tenant-settings> Integrations', () => {
  let admin: SignedIn;

  before(async () => {
    admin = await signInOtherAdmin();
  });
  beforeEach(async () => {
    resetBrowserState();
    await removeSetting(admin, KEY);
  });
  after(() => removeSetting(admin, KEY));

  const card = (el: Element) =>
    el.shadowRoot?.querySelector<HTMLElement>(`li[data-setting-key="${KEY}"]`) ?? null;

  async function openIntegrations(): Promise<HTMLElement> {
    const el = await mountSettings(admin);
    selectTab(el, 'Integrations');
    await until(() => findButton(el, 'Add Integration') ?? findButton(el, `Edit ${KEY}`), 'never editable');
    return el;
  }

  async function openAddForm(): Promise<HTMLElement> {
    const el = await openIntegrations();
    button(el, 'Add Integration').click();
    await until(() => findButton(el, 'Save Integration'), 'no integration form');
    return el;
  }

  it('opens the form with the defaults of shell §9', async () => {
    const el = await openAddForm();
    expect(control<HTMLSelectElement>(el, 'Integration type').value).to.equal('');
    expect(control(el, 'Integration key').value).to.equal(KEY);
    expect(control(el, 'Endpoint URL').type).to.equal('url');
    expect(control<HTMLSelectElement>(el, 'HTTP method').value).to.equal('GET');
    expect(control<HTMLSelectElement>(el, 'Authentication').value).to.equal('none');
    const timeout = control(el, 'Request timeout (seconds)');
    expect([timeout.type, timeout.value, timeout.min, timeout.max]).to.deep.equal([
      'number',
      '30',
      '1',
      '300',
    ]);
    const retries = control(el, 'Retry attempts');
    expect([retries.type, retries.value, retries.min, retries.max]).to.deep.equal(['number', '3', '0', '10']);
    expect(control<HTMLSelectElement>(el, 'Response format').value).to.equal('json');
    expect(control(el, 'Active').checked).to.equal(true);

    choose(control<HTMLSelectElement>(el, 'Authentication'), 'api_key');
    await until(() => text(el).includes('Key name'), 'no api key fields');
    expect(control(el, 'Key name').value).to.equal('X-API-Key');
    expect(control<HTMLSelectElement>(el, 'Key location').value).to.equal('header');
    choose(control<HTMLSelectElement>(el, 'Authentication'), 'hmac');
    await until(() => text(el).includes('Signature header'), 'no hmac fields');
    expect(control<HTMLSelectElement>(el, 'Algorithm').value).to.equal('sha256');
    expect(control(el, 'Signature header').value).to.equal('X-HMAC-Signature');
    choose(control<HTMLSelectElement>(el, 'Authentication'), 'oauth');
    await until(() => text(el).includes('Token URL'), 'no oauth fields');
    expect(control(el, 'Token URL').type).to.equal('url');
    expect(control(el, 'Authorization URL').type).to.equal('url');
    expect(control(el, 'Client secret').type).to.equal('password');
    choose(control<HTMLSelectElement>(el, 'Authentication'), 'basic');
    await until(() => text(el).includes('Username'), 'no basic fields');
    expect(control(el, 'Password').type).to.equal('password');
  });

  it('marks the required fields, and says the type is required to assistive technology too', async () => {
    const el = await openAddForm();
    const mark = (label: string) =>
      control(el, label).labels?.[0]?.querySelector('.fw-settings-field__required')?.textContent ?? '';
    const type = control<HTMLSelectElement>(el, 'Integration type');
    expect([type.required, type.getAttribute('aria-required')]).to.deep.equal([true, 'true']);
    expect(mark('Integration type')).to.equal(' *');
    expect(mark('Endpoint URL')).to.equal(' *');
    expect(mark('HTTP method')).to.equal('');
    choose(control<HTMLSelectElement>(el, 'Authentication'), 'basic');
    await until(() => text(el).includes('Username'), 'no basic fields');
    expect(mark('Username')).to.equal(' *');
    expect(mark('Password')).to.equal(' *');
    expect(text(el)).to.include('Fields marked * are required.');
  });

  it('refuses to save without a type, with a bad URL or out-of-range numbers, and saves nothing', async () => {
    const el = await openAddForm();
    typeInto(control(el, 'Endpoint URL'), 'not a url');
    typeInto(control(el, 'Request timeout (seconds)'), '301');
    typeInto(control(el, 'Retry attempts'), '11');
    button(el, 'Save Integration').click();
    await until(() => errorOf(el, 'Integration type'), 'no type error');
    expect(errorOf(el, 'Integration type')).to.equal('Please select an integration type');
    expect(errorOf(el, 'Endpoint URL')).to.equal('Must be a valid http(s) URL');
    expect(errorOf(el, 'Request timeout (seconds)')).to.equal('Timeout must be between 1 and 300 seconds');
    expect(errorOf(el, 'Retry attempts')).to.equal('Retry attempts must be between 0 and 10');
    typeInto(control(el, 'Request timeout (seconds)'), '0');
    typeInto(control(el, 'Retry attempts'), '-1');
    button(el, 'Save Integration').click();
    await until(() => errorOf(el, 'Retry attempts'), 'no retries error');
    expect(errorOf(el, 'Request timeout (seconds)')).to.equal('Timeout must be between 1 and 300 seconds');
    expect(errorOf(el, 'Retry attempts')).to.equal('Retry attempts must be between 0 and 10');
    choose(control<HTMLSelectElement>(el, 'Authentication'), 'bearer');
    button(el, 'Save Integration').click();
    await until(() => errorOf(el, 'Token'), 'no token error');
    expect(errorOf(el, 'Token')).to.equal('Token is required');
    expect(await serverSetting(admin, KEY)).to.equal(null);
  });

  it('saves a bearer integration encrypted, shows its secret masked and never sends it back in clear', async () => {
    const el = await openAddForm();
    const events = recordEvents(el, ['fw-settings-change']);
    choose(control<HTMLSelectElement>(el, 'Integration type'), 'api_endpoint');
    typeInto(control(el, 'Endpoint URL'), 'https://catalog.example.com/registry');
    choose(control<HTMLSelectElement>(el, 'Authentication'), 'bearer');
    await until(() => text(el).includes('Token'), 'no token field');
    typeInto(control(el, 'Token'), 'tok-CLEAR-1234');
    button(el, 'Add header').click();
    await until(() => el.shadowRoot?.querySelector('[aria-label="Header 1 name"]'), 'no header row');
    typeInto(el.shadowRoot?.querySelector('[aria-label="Header 1 name"]') as HTMLInputElement, 'Accept');
    typeInto(
      el.shadowRoot?.querySelector('[aria-label="Header 1 value"]') as HTMLInputElement,
      'application/json',
    );
    button(el, 'Save Integration').click();
    await untilToast(el, 'Integration Saved');
    await until(() => card(el), 'not listed');
    expect(card(el)?.textContent).to.include('api_endpoint').and.include(MASK).and.not.include('CLEAR');
    const stored = await serverSetting(admin, KEY);
    expect(stored).to.deep.include({ is_encrypted: true, has_secret: true });
    expect(stored?.config).to.deep.include({
      http_method: 'GET',
      request_timeout: 30,
      retry_attempts: 3,
      response_format: 'json',
      // Header values are secrets too (they often carry keys): stored encrypted, answered masked.
      request_headers: { Accept: MASK },
      auth_config: { token: MASK },
    });
    expect(events[0]?.detail).to.deep.include({ action: 'saved', kind: 'integration', key: KEY });
    expect(JSON.stringify(events)).not.to.include('CLEAR');

    // Edit: the secret input starts empty with the mask as placeholder; left alone, the stored one stays.
    button(el, `Edit ${KEY}`).click();
    await until(() => findButton(el, 'Save Integration'), 'no form');
    const token = control(el, 'Token');
    expect([token.value, token.placeholder, token.type]).to.deep.equal(['', MASK, 'password']);
    const header = el.shadowRoot?.querySelector('[aria-label="Header 1 value"]') as HTMLInputElement;
    expect([header.value, header.placeholder, header.type]).to.deep.equal(['', MASK, 'password']);
    typeInto(control(el, 'Retry attempts'), '5');
    button(el, 'Save Integration').click();
    // The first save's 'Integration Saved' may still be up: the form closes once this save is answered.
    await until(() => !findButton(el, 'Save Integration'), 'the form stayed open');
    const after = await serverSetting(admin, KEY);
    expect(after).to.deep.include({ has_secret: true });
    expect(after?.config).to.deep.include({
      retry_attempts: 5,
      auth_config: { token: MASK },
      request_headers: { Accept: MASK },
    });
    expect(text(el)).not.to.include('CLEAR');
  });

  it('warns that a new endpoint URL drops the stored secret and asks for it again', async () => {
    await putSetting(admin, KEY, {
      config: {
        integration_type: 'webhook',
        endpoint_url: 'https://a.example/x',
        auth_type: 'bearer',
        auth_config: { token: 't-1' },
      },
    });
    const el = await openIntegrations();
    button(el, `Edit ${KEY}`).click();
    await until(() => findButton(el, 'Save Integration'), 'no form');
    typeInto(control(el, 'Endpoint URL'), 'https://b.example/x');
    await until(() => text(el).includes('Enter it again'), 'no warning');
    button(el, 'Save Integration').click();
    await until(() => errorOf(el, 'Token'), 'no token error');
    expect(errorOf(el, 'Token')).to.equal('Token is required');
  });

  it('adds with a create: an integration a colleague added meanwhile is not overwritten, and what was typed stays', async () => {
    const el = await openAddForm();
    choose(control<HTMLSelectElement>(el, 'Integration type'), 'webhook');
    typeInto(control(el, 'Endpoint URL'), 'https://mine.example/x');
    // A colleague adds it meanwhile: the list this form was opened from is out of date.
    await putSetting(admin, KEY, {
      config: {
        integration_type: 'api_endpoint',
        endpoint_url: 'https://theirs.example/x',
        is_active: false,
      },
    });
    button(el, 'Save Integration').click();
    await untilSaidAt(
      el,
      'Integration key',
      "The integration 'field_registry' was added by someone else meanwhile, so yours was not saved. " +
        'What you typed is still here; Cancel shows theirs in the reloaded list.',
    );
    expect(control<HTMLSelectElement>(el, 'Integration type').value).to.equal('webhook');
    expect(control(el, 'Endpoint URL').value).to.equal('https://mine.example/x');
    expect((await serverSetting(admin, KEY))?.config).to.deep.include({
      endpoint_url: 'https://theirs.example/x',
    });
    button(el, 'Cancel').click();
    await until(() => card(el)?.textContent?.includes('https://theirs.example/x'), 'theirs is not listed');
    expect(findButton(el, 'Add Integration')).to.equal(null);
  });

  it('edits one a colleague deleted meanwhile: says so, keeps what was typed, asks for the secret again, and Save adds it', async () => {
    await putSetting(admin, KEY, {
      config: {
        integration_type: 'webhook',
        endpoint_url: 'https://a.example/x',
        auth_type: 'bearer',
        auth_config: { token: 't-1' },
        is_active: false,
      },
    });
    const el = await openIntegrations();
    button(el, `Edit ${KEY}`).click();
    await until(() => findButton(el, 'Save Integration'), 'no form');
    typeInto(control(el, 'Description'), 'Mine');
    await removeSetting(admin, KEY);
    button(el, 'Save Integration').click();
    // It said only 'Setting not found', and every further Save answered 404 the same.
    await untilSaidAt(
      el,
      'Integration key',
      "The integration 'field_registry' was deleted by someone else meanwhile, so your change was not saved. " +
        'What you typed is still here: Save adds it again, Cancel leaves it deleted.',
    );
    expect(control(el, 'Description').value).to.equal('Mine');
    // The stored token went with the row: it is asked for, not silently sent as the mask.
    button(el, 'Save Integration').click();
    await until(() => errorOf(el, 'Token') === 'Token is required', 'the token is not asked for');
    typeInto(control(el, 'Token'), 't-2');
    button(el, 'Save Integration').click();
    await untilToast(el, 'Integration Saved');
    const saved = await serverSetting(admin, KEY);
    expect(saved?.description).to.equal('Mine');
    expect(saved?.config).to.deep.include({ endpoint_url: 'https://a.example/x' });
  });

  /** The form of a stored (inactive) webhook integration whose header X-Api-Key holds a stored value. */
  async function editStoredWebhookWithHeader(): Promise<HTMLElement> {
    await putSetting(admin, KEY, {
      config: {
        integration_type: 'webhook',
        endpoint_url: 'https://a.example/x',
        is_active: false,
        request_headers: { 'X-Api-Key': 'k-1' },
      },
    });
    const el = await openIntegrations();
    button(el, `Edit ${KEY}`).click();
    await until(() => findButton(el, 'Save Integration'), 'no form');
    return el;
  }

  it('warns that a new endpoint URL drops the stored header values too, naming the headers', async () => {
    const el = await editStoredWebhookWithHeader();
    typeInto(control(el, 'Endpoint URL'), 'https://b.example/x');
    const warning =
      "The endpoint changed: the stored values of the headers 'X-Api-Key' will not be sent to the new address. Enter them again.";
    await until(() => text(el).includes(warning), 'no warning about the header value');
    const url = control(el, 'Endpoint URL');
    const hint = el.shadowRoot?.getElementById(url.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).to.equal(warning);
    // Typed again, nothing is dropped.
    typeInto(el.shadowRoot?.querySelector('[aria-label="Header 1 value"]') as HTMLInputElement, 'k-2');
    await until(() => !text(el).includes('The endpoint changed'), 'the warning stayed');
  });

  it("ties a header value's problem to the value input, and takes focus there", async () => {
    const el = await editStoredWebhookWithHeader();
    const name = el.shadowRoot?.querySelector('[aria-label="Header 1 name"]') as HTMLInputElement;
    const value = () => el.shadowRoot?.querySelector('[aria-label="Header 1 value"]') as HTMLInputElement;
    // Renamed, the stored value (kept under the old name) cannot go with it.
    typeInto(name, 'X-Key');
    button(el, 'Save Integration').click();
    await until(() => value().getAttribute('aria-invalid') === 'true', 'the value was not flagged');
    const described = (value().getAttribute('aria-describedby') ?? '').split(' ');
    const messages = described.map((id) => el.shadowRoot?.getElementById(id)?.textContent);
    expect(messages).to.include("Enter the value of the header 'X-Key' again");
    expect(name.hasAttribute('aria-invalid')).to.equal(false);
    await until(() => deepActiveElement() === value(), 'focus did not go to the value');
  });

  it('deletes the integration after the danger confirm, really on the server', async () => {
    await putSetting(admin, KEY, {
      config: { integration_type: 'webhook', endpoint_url: 'https://a.example/x' },
    });
    const el = await openIntegrations();
    await until(() => card(el), 'not listed');
    button(el, `Delete ${KEY}`).click();
    await until(() => openDialog(el), 'no confirm');
    expect(openDialog(el)?.textContent)
      .to.include('Delete Integration')
      .and.include("The integration 'field_registry' will be deleted. This action cannot be undone...");
    dialogButton(el, 'Delete').click();
    await untilToast(el, 'Integration Deleted');
    expect(card(el)).to.equal(null);
    expect(await serverSetting(admin, KEY)).to.equal(null);
    expect(findButton(el, 'Add Integration')).not.to.equal(null);
  });

  it('deleting one a colleague deleted meanwhile removes it, says it was already deleted, and focuses Add Integration', async () => {
    await putSetting(admin, KEY, {
      config: { integration_type: 'webhook', endpoint_url: 'https://a.example/x', is_active: false },
    });
    const el = await openIntegrations();
    await until(() => card(el), 'not listed');
    await removeSetting(admin, KEY);
    button(el, `Delete ${KEY}`).click();
    await until(() => openDialog(el), 'no confirm');
    dialogButton(el, 'Delete').click();
    // It said 'Delete Failed' with 'Setting not found' and kept the card.
    await untilToast(el, 'Integration Deleted');
    expect(toastMessages(el)).to.include(
      "The integration 'field_registry' had already been deleted by someone else.",
    );
    expect(toastTitles(el)).not.to.include('Delete Failed');
    await until(() => !card(el), 'the deleted integration is still listed');
    await until(
      () => deepActiveElement() === findButton(el, 'Add Integration'),
      'focus is not on Add Integration',
    );
  });

  it('tests the connection and shows the status and the time', async () => {
    await putSetting(admin, KEY, {
      config: {
        integration_type: 'api_endpoint',
        endpoint_url: `${API_URL}/api/v1/health`,
        request_timeout: 5,
      },
    });
    const el = await openIntegrations();
    await until(() => card(el), 'not listed');
    button(el, `Test connection (${KEY})`).click();
    await until(() => card(el)?.querySelector('.fw-settings-test__result'), 'no result');
    const result = card(el)?.querySelector('.fw-settings-test__result')?.textContent ?? '';
    expect(result).to.match(/^Connected: HTTP 200 in \d+ ms$/);
    expect(card(el)?.querySelector('.fw-settings-test')?.getAttribute('role')).to.equal('status');

    await putSetting(admin, KEY, {
      config: {
        integration_type: 'api_endpoint',
        endpoint_url: `${API_URL}/api/v1/forms`,
        request_timeout: 5,
      },
    });
    button(el, `Test connection (${KEY})`).click();
    await until(() => card(el)?.querySelector('.fw-settings-test__result--failed'), 'no failure shown');
    expect(card(el)?.querySelector('.fw-settings-test__result')?.textContent).to.match(
      /^Failed: HTTP 401 in \d+ ms\. The endpoint answered HTTP 401$/,
    );
  });

  describe('keyboard focus after the form and after a delete', () => {
    const focusedName = () => {
      const active = deepActiveElement();
      if (!active || active === document.body) return '<body>';
      return active.getAttribute('aria-label') ?? active.textContent?.trim();
    };
    const untilFocusOn = (name: string) =>
      until(() => focusedName() === name, `focus is on ${focusedName()}`);

    it("returns to 'Add Integration' after Cancel, and to the new card's Edit after Save", async () => {
      const el = await openAddForm();
      button(el, 'Cancel').click();
      await untilFocusOn('Add Integration');

      button(el, 'Add Integration').click();
      await until(() => findButton(el, 'Save Integration'), 'no integration form');
      choose(control<HTMLSelectElement>(el, 'Integration type'), 'webhook');
      typeInto(control(el, 'Endpoint URL'), 'https://a.example/x');
      // Inactive: the catalog other tests read stays the stored one.
      control(el, 'Active').click();
      button(el, 'Save Integration').click();
      await untilToast(el, 'Integration Saved');
      await untilFocusOn(`Edit ${KEY}`);
    });

    it("returns to the card's Edit after Cancel and after Save of an edit", async () => {
      await putSetting(admin, KEY, {
        config: { integration_type: 'webhook', endpoint_url: 'https://a.example/x', is_active: false },
      });
      const el = await openIntegrations();
      await until(() => card(el), 'not listed');
      button(el, `Edit ${KEY}`).click();
      await until(() => findButton(el, 'Save Integration'), 'no form');
      button(el, 'Cancel').click();
      await untilFocusOn(`Edit ${KEY}`);

      button(el, `Edit ${KEY}`).click();
      await until(() => findButton(el, 'Save Integration'), 'no form');
      typeInto(control(el, 'Retry attempts'), '4');
      button(el, 'Save Integration').click();
      await untilToast(el, 'Integration Saved');
      await untilFocusOn(`Edit ${KEY}`);
    });

    it("moves to 'Add Integration' after the integration is deleted", async () => {
      await putSetting(admin, KEY, {
        config: { integration_type: 'webhook', endpoint_url: 'https://a.example/x', is_active: false },
      });
      const el = await openIntegrations();
      await until(() => card(el), 'not listed');
      button(el, `Delete ${KEY}`).click();
      await until(() => openDialog(el), 'no confirm');
      dialogButton(el, 'Delete').click();
      await untilToast(el, 'Integration Deleted');
      await untilFocusOn('Add Integration');
    });
  });

  describe('browser caches', () => {
    const isAnything = (data: unknown): data is unknown => data !== undefined;
    const registryKey = () => registryCacheKey({ serviceUrl: API_URL, tenant: admin.tenantId });

    it('forgets the cached data catalog when the integration is saved or deleted', async () => {
      const el = await openAddForm();
      writeCache(registryKey(), { cached: { columns: [] } });
      choose(control<HTMLSelectElement>(el, 'Integration type'), 'webhook');
      typeInto(control(el, 'Endpoint URL'), 'https://a.example/x');
      control(el, 'Active').click();
      button(el, 'Save Integration').click();
      await untilToast(el, 'Integration Saved');
      expect(readCache(registryKey(), isAnything)).to.equal(null);

      writeCache(registryKey(), { cached: { columns: [] } });
      button(el, `Delete ${KEY}`).click();
      await until(() => openDialog(el), 'no confirm');
      dialogButton(el, 'Delete').click();
      await untilToast(el, 'Integration Deleted');
      expect(readCache(registryKey(), isAnything)).to.equal(null);
    });
  });
});
