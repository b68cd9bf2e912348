import { expect } from '@open-wc/testing';
import { deepActiveElement } from '../../../src/ui';
import {
  button,
  control,
  errorOf,
  findButton,
  mountSettings,
  putSetting,
  removeSetting,
  resetBrowserState,
  type SignedIn,
  serverSetting,
  signInAdmin,
  text,
  toastMessages,
  typeInto,
  uniqueKey,
  until,
  untilEditable,
  untilToast,
} from './support';

// A setting a colleague deleted while this admin was editing it: the save answers 404. It used to say only
// 'Setting not found', keep the row listed and refuse every further Save, so what was typed could only be
// kept by typing it again into a new form.

describe('<tenant-settings> editing a setting deleted meanwhile', () => {
  let admin: SignedIn;
  const created: string[] = [];

  before(async () => {
    admin = await signInAdmin();
  });
  beforeEach(resetBrowserState);
  afterEach(async () => {
    for (const key of created.splice(0)) await removeSetting(admin, key);
  });

  it('says so at the key, keeps what was typed, drops the row, and Save adds it again', async () => {
    const key = uniqueKey('gone_meanwhile');
    created.push(key);
    await putSetting(admin, key, { config: { data_type: 'string', value: 'old' } });
    const el = await mountSettings(admin);
    await untilEditable(el);
    await until(() => findButton(el, `Edit ${key}`), 'not listed');
    button(el, `Edit ${key}`).click();
    await until(() => findButton(el, 'Save'), 'no form');
    typeInto(control(el, 'Value'), 'mine');
    await removeSetting(admin, key);
    button(el, 'Save').click();
    await untilToast(el, 'Save Failed');
    const message =
      `The setting '${key}' was deleted by someone else meanwhile, so your change was not saved. ` +
      'What you typed is still here: Save adds it again, Cancel leaves it deleted.';
    await until(() => toastMessages(el).includes(message), `toast says ${toastMessages(el)}`);
    await until(() => errorOf(el, 'Key') === message, `key error is '${errorOf(el, 'Key')}'`);
    await until(() => deepActiveElement() === control(el, 'Key'), 'focus did not go to the key');
    expect(control(el, 'Value').value).to.equal('mine');
    await until(() => !findButton(el, `Edit ${key}`), 'the deleted setting is still listed');
    button(el, 'Save').click();
    await untilToast(el, 'Setting Saved');
    expect((await serverSetting(admin, key))?.config).to.deep.equal({ data_type: 'string', value: 'mine' });
    expect(text(el)).to.include(key);
  });
});
