import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../support/axe';
import {
  API_URL,
  button,
  choose,
  control,
  errorOf,
  findButton,
  mountSettings,
  openDialog,
  putSetting,
  removeSetting,
  resetBrowserState,
  type SignedIn,
  selectTab,
  serverSetting,
  signInAdmin,
  signInMember,
  signInOtherAdmin,
  typeInto,
  uniqueKey,
  until,
  untilEditable,
  untilToast,
} from './support';

// axe on every state of the element (inside its shadow root), and the panels by keyboard alone.

/** The focused element, through shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('<tenant-settings> accessibility', () => {
  let admin: SignedIn;
  let other: SignedIn;
  const created: string[] = [];

  before(async () => {
    admin = await signInAdmin();
    other = await signInOtherAdmin();
  });
  beforeEach(resetBrowserState);
  afterEach(async () => {
    for (const key of created.splice(0)) await removeSetting(admin, key);
    await removeSetting(other, 'field_registry');
  });

  it('passes axe on the General Settings list, the form with its errors, and the delete confirm', async () => {
    const key = uniqueKey('axe_setting');
    created.push(key);
    await putSetting(admin, key, { config: { data_type: 'string', value: 'x' }, is_encrypted: true });
    const el = await mountSettings(admin);
    await untilEditable(el);
    await expectNoAxeViolations(el);
    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Save'), 'no form');
    button(el, 'Save').click();
    await until(() => errorOf(el, 'Key'), 'no errors');
    await expectNoAxeViolations(el);
    button(el, 'Cancel').click();
    // The rows' actions wait for the form to close.
    await until(() => !button(el, `Delete ${key}`).disabled, 'Delete stayed disabled');
    button(el, `Delete ${key}`).click();
    await until(() => openDialog(el), 'no confirm');
    await expectNoAxeViolations(el);
  });

  it('passes axe on the Integrations list with a test result and on the form for every auth type', async () => {
    await putSetting(other, 'field_registry', {
      config: {
        integration_type: 'api_endpoint',
        endpoint_url: `${API_URL}/api/v1/health`,
        request_timeout: 5,
      },
    });
    const el = await mountSettings(other);
    selectTab(el, 'Integrations');
    await until(() => findButton(el, 'Test connection (field_registry)'), 'no integration');
    button(el, 'Test connection (field_registry)').click();
    await until(() => el.shadowRoot?.querySelector('.fw-settings-test__result'), 'no result');
    await expectNoAxeViolations(el);
    button(el, 'Edit field_registry').click();
    await until(() => findButton(el, 'Save Integration'), 'no form');
    button(el, 'Add header').click();
    for (const auth of ['bearer', 'basic', 'api_key', 'hmac', 'oauth']) {
      choose(control<HTMLSelectElement>(el, 'Authentication'), auth);
      await until(
        () => control<HTMLSelectElement>(el, 'Authentication').value === auth,
        'auth type not applied',
      );
      await expectNoAxeViolations(el);
    }
    typeInto(control(el, 'Endpoint URL'), 'nope');
    button(el, 'Save Integration').click();
    await until(() => errorOf(el, 'Endpoint URL'), 'no errors');
    await expectNoAxeViolations(el);
  });

  it('passes axe on a header value in error, the endpoint warning and an encrypted value to type again', async () => {
    await putSetting(other, 'field_registry', {
      config: {
        integration_type: 'webhook',
        endpoint_url: 'https://a.example/x',
        is_active: false,
        request_headers: { 'X-Api-Key': 'k-1' },
      },
    });
    const el = await mountSettings(other);
    selectTab(el, 'Integrations');
    await until(() => findButton(el, 'Edit field_registry'), 'no integration');
    button(el, 'Edit field_registry').click();
    await until(() => findButton(el, 'Save Integration'), 'no form');
    typeInto(control(el, 'Endpoint URL'), 'https://b.example/x');
    button(el, 'Save Integration').click();
    const value = () => el.shadowRoot?.querySelector('[aria-label="Header 1 value"]');
    await until(() => value()?.getAttribute('aria-invalid') === 'true', 'the value was not flagged');
    await expectNoAxeViolations(el);

    resetBrowserState();
    const key = uniqueKey('axe_decrypt');
    created.push(key);
    await putSetting(admin, key, { config: { data_type: 'boolean', value: 'true' }, is_encrypted: true });
    const general = await mountSettings(admin);
    await untilEditable(general);
    await until(() => findButton(general, `Edit ${key}`), 'not listed');
    button(general, `Edit ${key}`).click();
    await until(() => findButton(general, 'Save'), 'no form');
    control(general, 'Encrypt value').click();
    await until(
      () => general.shadowRoot?.textContent?.includes('Enter the value again to store it unencrypted.'),
      'no hint',
    );
    await expectNoAxeViolations(general);
  });

  it('passes axe read-only and on the load error', async () => {
    const member = await mountSettings(await signInMember());
    await until(() => member.shadowRoot?.textContent?.includes('Only a tenant admin'), 'no note');
    await expectNoAxeViolations(member);
    resetBrowserState();
    const failed = await mountSettings(admin, { serviceUrl: 'http://127.0.0.1:9' });
    await until(() => failed.shadowRoot?.querySelector('.fw-settings-error'), 'no error');
    await expectNoAxeViolations(failed);
  });

  it('adds a setting and switches sections with the keyboard alone', async () => {
    const el = await mountSettings(admin);
    await untilEditable(el);
    button(el, 'Add Setting').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused() === control(el, 'Key'), 'focus did not go to the Key input');
    const key = uniqueKey('typed');
    created.push(key);
    await sendKeys({ type: key });
    await sendKeys({ press: 'Tab' }); // Data type
    await sendKeys({ press: 'Tab' }); // Value
    expect(focused()).to.equal(control(el, 'Value'));
    await sendKeys({ type: 'by keyboard' });
    await sendKeys({ press: 'Enter' });
    await untilToast(el, 'Setting Saved');
    expect((await serverSetting(admin, key))?.config).to.deep.equal({
      data_type: 'string',
      value: 'by keyboard',
    });

    const generalTab = el.shadowRoot?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    generalTab?.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focused()?.textContent === 'Integrations', 'ArrowDown did not move to Integrations');
    expect(focused()?.getAttribute('aria-selected')).to.equal('true');
  });

  it('closes the delete confirm with Escape and deletes nothing', async () => {
    const key = uniqueKey('escape');
    created.push(key);
    await putSetting(admin, key, { config: { data_type: 'string', value: 'kept' } });
    const el = await mountSettings(admin);
    await untilEditable(el);
    await until(() => findButton(el, `Delete ${key}`), 'not listed');
    button(el, `Delete ${key}`).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => openDialog(el), 'no confirm');
    expect(focused()?.textContent).to.equal('Cancel');
    await sendKeys({ press: 'Escape' });
    await until(() => !openDialog(el), 'Escape did not close the confirm');
    expect(await serverSetting(admin, key)).not.to.equal(null);
  });
});
