import { expect } from '@open-wc/testing';
import { deepActiveElement } from '../../../src/ui';
import {
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
  serverSetting,
  signInAdmin,
  signInOtherAdmin,
  text,
  toastMessages,
  typeInto,
  uniqueKey,
  until,
  untilEditable,
  untilToast,
} from './support';

// General Settings against the real server, signed in as the demo tenant's admin.

describe('<tenant-settings> General Settings', () => {
  let admin: SignedIn;
  const created: string[] = [];

  before(async () => {
    admin = await signInAdmin();
  });
  beforeEach(resetBrowserState);
  afterEach(async () => {
    for (const key of created.splice(0)) await removeSetting(admin, key);
  });

  const row = (el: Element, key: string) =>
    el.shadowRoot?.querySelector<HTMLElement>(`tr[data-setting-key="${key}"]`) ?? null;

  it('lists the settings the server holds, with the left navigation General Settings and Integrations', async () => {
    const key = uniqueKey('listed');
    created.push(key);
    await putSetting(admin, key, { description: 'Shown', config: { data_type: 'number', value: '42' } });
    const el = await mountSettings(admin);
    const tabs = [...(el.shadowRoot?.querySelectorAll('[role="tab"]') ?? [])].map((t) => t.textContent);
    expect(tabs).to.deep.equal(['General Settings', 'Integrations']);
    await until(() => row(el, key), 'the setting is not listed');
    expect(row(el, key)?.textContent).to.include('42').and.include('number').and.include('Shown');
  });

  it('adds a setting: key and value are required, then it is saved on the server with "Setting Saved"', async () => {
    const el = await mountSettings(admin);
    const events = recordEvents(el, ['fw-settings-change']);
    await untilEditable(el);
    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Save'), 'no form');
    button(el, 'Save').click();
    await until(() => errorOf(el, 'Key'), 'no key error');
    expect(errorOf(el, 'Key')).to.equal('Key is required');
    expect(errorOf(el, 'Value')).to.equal('Value is required');
    expect(control(el, 'Key').getAttribute('aria-invalid')).to.equal('true');

    const key = uniqueKey('support_email');
    created.push(key);
    typeInto(control(el, 'Key'), key);
    typeInto(control(el, 'Value'), 'help@demo.example');
    typeInto(control<HTMLTextAreaElement>(el, 'Description'), 'Where replies go');
    button(el, 'Save').click();
    await untilToast(el, 'Setting Saved');
    expect(await serverSetting(admin, key)).to.deep.include({
      config: { data_type: 'string', value: 'help@demo.example' },
      description: 'Where replies go',
    });
    expect(row(el, key)?.textContent).to.include('help@demo.example');
    expect(events).to.have.length(1);
    expect(events[0]?.detail).to.deep.include({ action: 'saved', kind: 'setting', key });
  });

  it('checks the value against its data type, number and boolean', async () => {
    const el = await mountSettings(admin);
    await untilEditable(el);
    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Save'), 'no form');
    const key = uniqueKey('limit');
    created.push(key);
    typeInto(control(el, 'Key'), key);
    choose(control<HTMLSelectElement>(el, 'Data type'), 'number');
    await until(() => control(el, 'Value').inputMode === 'decimal', 'a number needs the decimal keyboard');
    // A text box: what was typed stays visible, and the message says what is wrong with it (a number box
    // would read 'many' or '1,5' as empty and call a visibly filled value missing).
    expect(control(el, 'Value').type).to.equal('text');
    typeInto(control(el, 'Value'), 'many');
    button(el, 'Save').click();
    await until(() => errorOf(el, 'Value'), 'no value error');
    expect(errorOf(el, 'Value')).to.equal('Value must be a number');
    expect(control(el, 'Value').value).to.equal('many');
    typeInto(control(el, 'Value'), '2.5');
    choose(control<HTMLSelectElement>(el, 'Data type'), 'boolean');
    await until(() => control(el, 'Value').tagName === 'SELECT', 'a boolean needs a true/false choice');
    const value = control<HTMLSelectElement>(el, 'Value');
    expect([...value.options].map((o) => o.value)).to.deep.equal(['true', 'false']);
    choose(value, 'false');
    button(el, 'Save').click();
    await untilToast(el, 'Setting Saved');
    expect((await serverSetting(admin, key))?.config).to.deep.equal({ data_type: 'boolean', value: 'false' });
  });

  it('edits a setting with its key locked and says "Setting Updated"', async () => {
    const key = uniqueKey('locale');
    created.push(key);
    await putSetting(admin, key, { config: { data_type: 'string', value: 'en-US' } });
    const el = await mountSettings(admin);
    await untilEditable(el);
    await until(() => row(el, key), 'not listed');
    button(el, `Edit ${key}`).click();
    await until(() => findButton(el, 'Save'), 'no form');
    const keyInput = control(el, 'Key');
    expect(keyInput.value).to.equal(key);
    expect(keyInput.readOnly).to.equal(true);
    expect(text(el)).to.include('The key cannot be changed.');
    typeInto(control(el, 'Value'), 'de-DE');
    button(el, 'Save').click();
    await untilToast(el, 'Setting Updated');
    expect((await serverSetting(admin, key))?.config).to.deep.equal({ data_type: 'string', value: 'de-DE' });
  });

  it('says so when a new reCAPTCHA verify URL made the server drop the secret saved for the old one', async () => {
    created.push('recaptcha_verify_url', 'recaptcha_secret_key');
    const config = (value: string) => ({ config: { data_type: 'string', value } });
    await putSetting(admin, 'recaptcha_verify_url', config('https://verify.example/siteverify'));
    await putSetting(admin, 'recaptcha_secret_key', { ...config('shh-secret'), is_encrypted: true });
    const el = await mountSettings(admin);
    await untilEditable(el);
    await until(() => row(el, 'recaptcha_secret_key'), 'the secret is not listed');
    button(el, 'Edit recaptcha_verify_url').click();
    await until(() => findButton(el, 'Save'), 'no form');
    typeInto(control(el, 'Value'), 'https://elsewhere.example/siteverify');
    button(el, 'Save').click();
    await untilToast(el, 'reCAPTCHA secret removed');
    expect(text(el)).to.include(
      'The recaptcha_secret_key was saved for the previous verify URL, so it was removed. Add it again for the new URL.',
    );
    await until(() => !row(el, 'recaptcha_secret_key'), 'the dropped secret is still listed');
    expect(await serverSetting(admin, 'recaptcha_secret_key')).to.equal(null);
  });

  it('shows an encrypted value masked and keeps it when the admin leaves it empty', async () => {
    const key = uniqueKey('api_secret');
    created.push(key);
    await putSetting(admin, key, {
      config: { data_type: 'string', value: 'sk-CLEAR-123' },
      is_encrypted: true,
    });
    const el = await mountSettings(admin);
    await untilEditable(el);
    await until(() => row(el, key), 'not listed');
    expect(row(el, key)?.textContent).to.include('••••••••').and.not.include('sk-CLEAR');
    button(el, `Edit ${key}`).click();
    await until(() => findButton(el, 'Save'), 'no form');
    const value = control(el, 'Value');
    expect(value.value).to.equal('');
    expect(value.type).to.equal('password');
    expect(value.placeholder).to.equal('••••••••');
    typeInto(control<HTMLTextAreaElement>(el, 'Description'), 'Rotated yearly');
    button(el, 'Save').click();
    await untilToast(el, 'Setting Updated');
    const stored = await serverSetting(admin, key);
    expect(stored).to.deep.include({ is_encrypted: true, has_secret: true, description: 'Rotated yearly' });
    expect(stored?.config).to.deep.equal({ data_type: 'string', value: '••••••••' });
    expect(text(el)).not.to.include('sk-CLEAR');
  });

  it('deletes only after the danger confirm, and the setting is gone from the server', async () => {
    const key = uniqueKey('old_flag');
    created.push(key);
    await putSetting(admin, key, { config: { data_type: 'boolean', value: 'true' } });
    const el = await mountSettings(admin);
    const events = recordEvents(el, ['fw-settings-change']);
    await untilEditable(el);
    await until(() => row(el, key), 'not listed');

    button(el, `Delete ${key}`).click();
    await until(() => openDialog(el), 'no confirm');
    // The spec's warning word for word, after what it is about.
    expect(openDialog(el)?.textContent).to.include(
      `The setting '${key}' will be deleted. This action cannot be undone...`,
    );
    expect(openDialog(el)?.getAttribute('role')).to.equal('alertdialog');
    dialogButton(el, 'Cancel').click();
    await until(() => !openDialog(el), 'the confirm stayed open');
    expect(await serverSetting(admin, key)).not.to.equal(null);

    button(el, `Delete ${key}`).click();
    await until(() => openDialog(el), 'no confirm');
    dialogButton(el, 'Delete').click();
    await untilToast(el, 'Setting Deleted');
    expect(row(el, key)).to.equal(null);
    expect(await serverSetting(admin, key)).to.equal(null);
    expect(events.map((e) => e.detail)).to.deep.equal([
      { action: 'deleted', kind: 'setting', key, setting: null },
    ]);
  });

  it('says "Save Failed" with the server message, and fires fw-error, when the key already exists', async () => {
    const key = uniqueKey('taken');
    const el = await mountSettings(admin);
    const errors = recordEvents(el, ['fw-error']);
    await untilEditable(el);
    created.push(key);
    await putSetting(admin, key, { config: { data_type: 'string', value: 'first' } });
    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Save'), 'no form');
    typeInto(control(el, 'Key'), key);
    typeInto(control(el, 'Value'), 'second');
    button(el, 'Save').click();
    await untilToast(el, 'Save Failed');
    expect(text(el)).to.include(`A setting with the key '${key}' already exists`);
    expect(control(el, 'Value').value).to.equal('second');
    expect(errors[0]?.detail).to.deep.equal({
      code: 'conflict',
      message: `A setting with the key '${key}' already exists`,
    });
    expect((await serverSetting(admin, key))?.config).to.deep.equal({ data_type: 'string', value: 'first' });
  });

  describe('the setting form', () => {
    async function openAdd(): Promise<HTMLElement> {
      const el = await mountSettings(admin);
      await untilEditable(el);
      button(el, 'Add Setting').click();
      await until(() => findButton(el, 'Save'), 'no form');
      return el;
    }

    it('saves a text value as typed, spaces and all', async () => {
      const el = await openAdd();
      const key = uniqueKey('greeting');
      created.push(key);
      typeInto(control(el, 'Key'), key);
      typeInto(control(el, 'Value'), 'Hello ');
      button(el, 'Save').click();
      await untilToast(el, 'Setting Saved');
      expect((await serverSetting(admin, key))?.config).to.deep.equal({
        data_type: 'string',
        value: 'Hello ',
      });
    });

    it('gives back the typed value when the data type goes to boolean and back', async () => {
      const el = await openAdd();
      typeInto(control(el, 'Value'), '12.5');
      choose(control<HTMLSelectElement>(el, 'Data type'), 'number');
      choose(control<HTMLSelectElement>(el, 'Data type'), 'boolean');
      await until(() => control(el, 'Value').tagName === 'SELECT', 'no true/false choice');
      expect(control<HTMLSelectElement>(el, 'Value').value).to.equal('true');
      choose(control<HTMLSelectElement>(el, 'Data type'), 'number');
      await until(() => control(el, 'Value').tagName === 'INPUT', 'no value box');
      expect(control(el, 'Value').value).to.equal('12.5');
    });

    it('locks Encrypt value on for a secret the server uses, and the server stores it encrypted', async () => {
      const el = await openAdd();
      const encrypt = control(el, 'Encrypt value');
      expect(encrypt.checked).to.equal(false);
      created.push('recaptcha_secret_key');
      typeInto(control(el, 'Key'), 'recaptcha_secret_key');
      await until(() => encrypt.checked && encrypt.disabled, 'Encrypt value is not locked on');
      expect(text(el)).to.include('This setting is a secret the server uses: it is always stored encrypted.');
      typeInto(control(el, 'Value'), 'recaptcha-server-secret');
      button(el, 'Save').click();
      await untilToast(el, 'Setting Saved');
      expect(await serverSetting(admin, 'recaptcha_secret_key')).to.deep.include({
        is_encrypted: true,
        config: { data_type: 'string', value: '••••••••' },
      });
    });

    it('keeps an encrypted value typed in a box password managers leave alone', async () => {
      const el = await openAdd();
      control(el, 'Encrypt value').click();
      await until(() => control(el, 'Value').type === 'password', 'the value is not masked');
      expect(control(el, 'Value').getAttribute('autocomplete')).to.equal('new-password');
    });

    it('says an encrypted value must be typed again to store it unencrypted, not that it is kept', async () => {
      const key = uniqueKey('decrypt');
      created.push(key);
      await putSetting(admin, key, { config: { data_type: 'string', value: 'sk-1' }, is_encrypted: true });
      const el = await mountSettings(admin);
      await untilEditable(el);
      await until(() => row(el, key), 'not listed');
      button(el, `Edit ${key}`).click();
      await until(() => findButton(el, 'Save'), 'no form');
      const keep = 'Stored encrypted. Leave empty to keep the stored value.';
      const again = 'Enter the value again to store it unencrypted.';
      expect(text(el)).to.include(keep);
      control(el, 'Encrypt value').click();
      await until(() => text(el).includes(again), 'no word about typing it again');
      expect(text(el)).not.to.include(keep);
      expect(control(el, 'Value').placeholder).to.equal('');
      expect(control(el, 'Value').required).to.equal(true);
      button(el, 'Save').click();
      await until(() => errorOf(el, 'Value'), 'no value error');
      expect(errorOf(el, 'Value')).to.equal('Value is required');
      expect(text(el)).not.to.include(keep);
      control(el, 'Encrypt value').click();
      await until(() => text(el).includes(keep), 'the keep hint did not come back');
      expect(text(el)).not.to.include(again);
    });

    it('holds the description to 2000 characters and says so on the field', async () => {
      const el = await openAdd();
      const description = control<HTMLTextAreaElement>(el, 'Description');
      expect(description.maxLength).to.equal(2000);
      const key = uniqueKey('long');
      created.push(key);
      typeInto(control(el, 'Key'), key);
      typeInto(control(el, 'Value'), 'v');
      // A value set by a script passes maxLength by.
      typeInto(description, 'x'.repeat(2001));
      button(el, 'Save').click();
      await until(() => errorOf(el, 'Description'), 'no description error');
      expect(errorOf(el, 'Description')).to.equal('Description must be at most 2000 characters');
      expect(description.getAttribute('aria-invalid')).to.equal('true');
      await until(() => deepActiveElement() === description, 'focus did not go to the description');
      expect(await serverSetting(admin, key)).to.equal(null);
    });

    it("shows a refusal's message without the field path the server puts first", async () => {
      // Tenant 'other': no other test saves this key there. The server reads it as a URL (a string).
      const other = await signInOtherAdmin();
      const el = await mountSettings(other);
      await untilEditable(el);
      button(el, 'Add Setting').click();
      await until(() => findButton(el, 'Save'), 'no form');
      typeInto(control(el, 'Key'), 'recaptcha_verify_url');
      choose(control<HTMLSelectElement>(el, 'Data type'), 'number');
      typeInto(control(el, 'Value'), '5');
      button(el, 'Save').click();
      await untilToast(el, 'Save Failed');
      const message = "The setting 'recaptcha_verify_url' must have data_type string";
      await until(() => toastMessages(el).length > 0, 'no toast message');
      expect(toastMessages(el)).to.deep.equal([message]);
      expect(errorOf(el, 'Value')).to.equal(message);
      expect(await serverSetting(other, 'recaptcha_verify_url')).to.equal(null);
    });

    it('marks the required fields', async () => {
      const el = await openAdd();
      const mark = (label: string) =>
        control(el, label).labels?.[0]?.querySelector('.fw-settings-field__required')?.textContent ?? '';
      expect(mark('Key')).to.equal(' *');
      expect(mark('Value')).to.equal(' *');
      expect(mark('Description')).to.equal('');
      expect(control(el, 'Key').required).to.equal(true);
      expect(text(el)).to.include('Fields marked * are required.');
    });
  });
});
