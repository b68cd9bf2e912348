import { expect } from '@open-wc/testing';
import { deepActiveElement } from '../../../src/ui';
import {
  $$,
  button,
  control,
  dialogButton,
  findButton,
  mountSettings,
  openDialog,
  putSetting,
  removeSetting,
  resetBrowserState,
  type SignedIn,
  signInAdmin,
  typeInto,
  uniqueKey,
  until,
  untilEditable,
  untilToast,
} from './support';

// Keyboard focus in General Settings: when the setting form closes (Save or Cancel) or a confirmed delete
// removes the row, focus goes back to the control the user came from, never to the page's <body>.

describe('<tenant-settings> General Settings: focus after the form and after a delete', () => {
  let admin: SignedIn;
  const created: string[] = [];

  before(async () => {
    admin = await signInAdmin();
  });
  beforeEach(resetBrowserState);
  afterEach(async () => {
    for (const key of created.splice(0)) await removeSetting(admin, key);
  });

  const focusedName = () => {
    const active = deepActiveElement();
    if (!active || active === document.body) return '<body>';
    return active.getAttribute('aria-label') ?? active.textContent?.trim();
  };

  async function withSettings(...keys: string[]): Promise<HTMLElement> {
    for (const key of keys) {
      created.push(key);
      await putSetting(admin, key, { config: { data_type: 'string', value: key } });
    }
    const el = await mountSettings(admin);
    await untilEditable(el);
    for (const key of keys) await until(() => findButton(el, `Edit ${key}`), `${key} not listed`);
    return el;
  }

  it("returns to 'Add Setting' after Cancel and after Save of a new setting", async () => {
    const el = await withSettings();
    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Cancel'), 'no form');
    button(el, 'Cancel').click();
    await until(() => focusedName() === 'Add Setting', `focus is on ${focusedName()}`);

    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Save'), 'no form');
    const key = uniqueKey('focus_new');
    created.push(key);
    typeInto(control(el, 'Key'), key);
    typeInto(control(el, 'Value'), 'v');
    button(el, 'Save').click();
    await untilToast(el, 'Setting Saved');
    await until(() => focusedName() === 'Add Setting', `focus is on ${focusedName()}`);
  });

  it("returns to 'Edit {key}' after Cancel and after Save of an edit", async () => {
    const key = uniqueKey('focus_edit');
    const el = await withSettings(key);
    button(el, `Edit ${key}`).click();
    await until(() => findButton(el, 'Cancel'), 'no form');
    button(el, 'Cancel').click();
    await until(() => focusedName() === `Edit ${key}`, `focus is on ${focusedName()}`);

    button(el, `Edit ${key}`).click();
    await until(() => findButton(el, 'Save'), 'no form');
    typeInto(control(el, 'Value'), 'changed');
    button(el, 'Save').click();
    await untilToast(el, 'Setting Updated');
    await until(() => focusedName() === `Edit ${key}`, `focus is on ${focusedName()}`);
  });

  it("moves to the next row's Delete after a confirmed delete", async () => {
    const stamp = uniqueKey('focus');
    const first = `${stamp}_a`;
    const second = `${stamp}_b`;
    const el = await withSettings(first, second);
    const rowKeys = () => $$(el, 'tr[data-setting-key]').map((row) => row.dataset.settingKey);
    // Whatever other settings the tenant holds, the row after `first` is `second` (same prefix, sorted).
    expect(rowKeys().indexOf(second)).to.equal(rowKeys().indexOf(first) + 1);
    button(el, `Delete ${first}`).click();
    await until(() => openDialog(el), 'no confirm');
    dialogButton(el, 'Delete').click();
    await untilToast(el, 'Setting Deleted');
    await until(() => focusedName() === `Delete ${second}`, `focus is on ${focusedName()}`);
  });

  it('moves to the previous row, else to Add Setting, when the last row is deleted', async () => {
    const key = uniqueKey('zz_focus_last');
    const el = await withSettings(key);
    const keys = $$(el, 'tr[data-setting-key]').map((row) => row.dataset.settingKey ?? '');
    const index = keys.indexOf(key);
    const expected = keys[index + 1] ?? keys[index - 1];
    const target = expected ? `Delete ${expected}` : 'Add Setting';
    button(el, `Delete ${key}`).click();
    await until(() => openDialog(el), 'no confirm');
    dialogButton(el, 'Delete').click();
    await untilToast(el, 'Setting Deleted');
    await until(() => focusedName() === target, `focus is on ${focusedName()}, not ${target}`);
  });
});
