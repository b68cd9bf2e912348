import { expect } from '@open-wc/testing';
import { deepActiveElement } from '../../../src/ui';
import {
  $$,
  button,
  control,
  dialogButton,
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
  signInOtherAdmin,
  text,
  toastMessages,
  toastTitles,
  typeInto,
  uniqueKey,
  until,
  untilEditable,
  untilSaidAt,
  untilToast,
} from './support';

// Editing against the real server: unsaved changes the host can see, refusals shown on their field,
// focus that stays where the keyboard user is, and forms that follow the list.

describe('<tenant-settings> editing', () => {
  let admin: SignedIn;
  const created: string[] = [];

  before(async () => {
    admin = await signInAdmin();
  });
  beforeEach(resetBrowserState);
  afterEach(async () => {
    for (const key of created.splice(0)) await removeSetting(admin, key);
  });

  it('tells the host through `dirty` whether an open form holds unsaved changes', async () => {
    const el = await mountSettings(admin);
    await untilEditable(el);
    expect(el.dirty).to.equal(false);
    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Save'), 'no form');
    expect(el.dirty).to.equal(false);
    typeInto(control(el, 'Key'), 'half_typed');
    expect(el.dirty).to.equal(true);
    button(el, 'Cancel').click();
    await until(() => !findButton(el, 'Save'), 'the form stayed open');
    expect(el.dirty).to.equal(false);
  });

  it('shows a key that is taken on the Key field and takes focus there', async () => {
    const key = uniqueKey('taken');
    created.push(key);
    await putSetting(admin, key, { config: { data_type: 'string', value: 'first' } });
    const el = await mountSettings(admin);
    await untilEditable(el);
    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Save'), 'no form');
    typeInto(control(el, 'Key'), key);
    typeInto(control(el, 'Value'), 'second');
    const save = button(el, 'Save');
    save.focus();
    save.click();
    await untilToast(el, 'Save Failed');
    expect(errorOf(el, 'Key')).to.equal(`A setting with the key '${key}' already exists`);
    await until(() => deepActiveElement(document) === control(el, 'Key'), 'focus did not go to Key');
    // Nothing typed was lost.
    expect(control(el, 'Value').value).to.equal('second');
  });

  it("keeps an open form's typed draft: every row's Edit and Delete wait until it is saved or cancelled", async () => {
    const stamp = uniqueKey('draft');
    const first = `${stamp}_a`;
    const second = `${stamp}_b`;
    created.push(first, second);
    await putSetting(admin, first, { config: { data_type: 'string', value: 'one' } });
    await putSetting(admin, second, { config: { data_type: 'string', value: 'two' } });
    const el = await mountSettings(admin);
    await untilEditable(el);
    await until(() => findButton(el, `Edit ${second}`), 'not listed');
    button(el, `Edit ${first}`).click();
    await until(() => findButton(el, 'Save'), 'no form');
    typeInto(control(el, 'Value'), 'typed, not saved');
    expect(el.dirty).to.equal(true);
    await until(() => button(el, `Edit ${second}`).disabled, "the other row's Edit stayed active");
    for (const name of [`Edit ${first}`, `Delete ${first}`, `Edit ${second}`, `Delete ${second}`])
      expect(button(el, name).disabled, name).to.equal(true);
    expect(el.shadowRoot?.textContent).to.include(
      'Save or cancel the open form to edit or delete a setting.',
    );
    // A click on a row's Edit (a disabled button takes none) replaces nothing.
    button(el, `Edit ${second}`).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(control(el, 'Key').value).to.equal(first);
    expect(control(el, 'Value').value).to.equal('typed, not saved');
    expect(el.dirty).to.equal(true);

    button(el, 'Cancel').click();
    await until(() => !button(el, `Edit ${second}`).disabled, 'the rows stayed disabled');
    button(el, `Edit ${second}`).click();
    await until(() => control(el, 'Key').value === second, 'no form for the second row');
    // Focus goes into the form opened for that row.
    const form = el.shadowRoot?.querySelector('form');
    await until(() => form?.contains(deepActiveElement(document)), 'focus did not go into the form');
  });

  it('keeps focus on a button that waits for its own action', async () => {
    const key = uniqueKey('busy');
    created.push(key);
    const el = await mountSettings(admin);
    await untilEditable(el);
    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Save'), 'no form');
    typeInto(control(el, 'Key'), key);
    typeInto(control(el, 'Value'), 'v');
    const save = button(el, 'Save');
    save.focus();
    // While the save runs the button reads as unavailable but keeps focus (a disabled one drops it).
    // Checked the moment it turns busy: the save itself may be over before a poll would look.
    const focusedWhenBusy = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        if (save.getAttribute('aria-disabled') !== 'true') return;
        observer.disconnect();
        resolve(deepActiveElement(document) === save);
      });
      observer.observe(save, { attributes: true });
    });
    save.click();
    expect(await focusedWhenBusy).to.equal(true);
    await untilToast(el, 'Setting Saved');
  });

  // A colleague deleted the setting while this admin was editing it: the save answers 404. It used to say
  // only 'Setting not found', keep the row listed and refuse every further Save.
  it('saving an edit of a setting deleted meanwhile says so at the key, keeps what was typed, and adds it again', async () => {
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
    await untilSaidAt(
      el,
      'Key',
      `The setting '${key}' was deleted by someone else meanwhile, so your change was not saved. ` +
        'What you typed is still here: Save adds it again, Cancel leaves it deleted.',
    );
    expect(control(el, 'Value').value).to.equal('mine');
    await until(() => !findButton(el, `Edit ${key}`), 'the deleted setting is still listed');
    button(el, 'Save').click();
    await untilToast(el, 'Setting Saved');
    expect((await serverSetting(admin, key))?.config).to.deep.equal({ data_type: 'string', value: 'mine' });
    expect(text(el)).to.include(key);
  });

  // A colleague deleted the setting before this admin's Delete: the DELETE answers 404. It used to say
  // 'Delete Failed' with 'Setting not found' and keep the row, which no further Delete could remove.
  it('deleting a setting deleted meanwhile removes the row, says it was already deleted, and moves focus on', async () => {
    const stamp = uniqueKey('gone_before_delete');
    const [first, second] = [`${stamp}_a`, `${stamp}_b`];
    created.push(first, second);
    for (const key of [first, second])
      await putSetting(admin, key, { config: { data_type: 'string', value: key } });
    const el = await mountSettings(admin);
    await untilEditable(el);
    await until(() => findButton(el, `Delete ${second}`), 'not listed');
    await removeSetting(admin, first);
    button(el, `Delete ${first}`).click();
    await until(() => openDialog(el), 'no confirm');
    dialogButton(el, 'Delete').click();
    await untilToast(el, 'Setting Deleted');
    expect(toastMessages(el)).to.include(`The setting '${first}' had already been deleted by someone else.`);
    expect(toastTitles(el)).not.to.include('Delete Failed');
    expect(text(el)).not.to.include('Setting not found');
    await until(() => !findButton(el, `Delete ${first}`), 'the deleted setting is still listed');
    // As after a delete of its own: focus on the row now in its place.
    await until(
      () => deepActiveElement(document) === findButton(el, `Delete ${second}`),
      'focus did not go to the next row',
    );
    expect(findButton(el, `Edit ${second}`)).not.to.equal(null);
  });
});

/** The form of a new integration, or of the one the tenant has (nothing here is saved). */
async function openIntegrationForm(session: SignedIn): Promise<HTMLElement> {
  const el = await mountSettings(session);
  await untilEditable(el);
  selectTab(el, 'Integrations');
  const open = () => findButton(el, 'Add Integration') ?? findButton(el, 'Edit field_registry');
  await until(open, 'no Integrations panel');
  open()?.click();
  await until(() => findButton(el, 'Add header'), 'no form');
  return el;
}

describe('<tenant-settings> request header rows', () => {
  let other: SignedIn;
  before(async () => {
    other = await signInOtherAdmin();
  });
  beforeEach(resetBrowserState);

  it('flags a value without a name on its row, and Remove hands focus to the next row', async () => {
    const el = await openIntegrationForm(other);
    const rows = () => $$(el, '.fw-settings-headers__row').length;
    const first = rows() + 1;
    const valueBox = (n: number) => $$(el, `[aria-label="Header ${n} value"]`)[0] as HTMLInputElement;
    const nameBox = (n: number) => $$(el, `[aria-label="Header ${n} name"]`)[0] as HTMLInputElement;
    button(el, 'Add header').click();
    button(el, 'Add header').click();
    await until(() => rows() === first + 1, 'rows not added');
    typeInto(valueBox(first), 'orphan');
    button(el, 'Save Integration').click();
    await until(() => nameBox(first).getAttribute('aria-invalid') === 'true', 'the row was not flagged');
    const message = el.shadowRoot?.getElementById(nameBox(first).getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).to.equal('Header name is required');

    const remove = button(el, `Remove header ${first}`);
    remove.focus();
    remove.click();
    await until(() => rows() === first, 'row not removed');
    await until(
      () => deepActiveElement(document) === button(el, `Remove header ${first}`),
      'focus did not go to the next row',
    );
    button(el, `Remove header ${first}`).click();
    await until(() => rows() === first - 1, 'row not removed');
    const after = first > 1 ? button(el, `Remove header ${first - 1}`) : button(el, 'Add header');
    await until(() => deepActiveElement(document) === after, 'focus did not go to the row before or Add');
    button(el, 'Cancel').click();
  });
});

describe('<tenant-settings> new request header rows', () => {
  let other: SignedIn;
  before(async () => {
    other = await signInOtherAdmin();
  });
  beforeEach(resetBrowserState);

  it('labels the columns Name and Value, masks every value, and takes focus to the new name', async () => {
    const el = await openIntegrationForm(other);
    const n = $$(el, '.fw-settings-headers__row').length + 1;
    const add = button(el, 'Add header');
    add.focus();
    add.click();
    const nameBox = () => $$(el, `[aria-label="Header ${n} name"]`)[0] as HTMLInputElement;
    const valueBox = () => $$(el, `[aria-label="Header ${n} value"]`)[0] as HTMLInputElement;
    await until(() => nameBox(), 'no new row');
    await until(() => deepActiveElement(document) === nameBox(), 'focus did not go to the new name');

    const labels = $$(el, '.fw-settings-headers__labels span').map((span) => span.textContent);
    expect(labels.slice(0, 2)).to.deep.equal(['Name', 'Value']);
    const nameLabel = $$(el, '.fw-settings-headers__labels span')[0];
    expect(nameLabel?.getBoundingClientRect().height).to.be.greaterThan(0);
    // The column labels stand over their inputs.
    expect(Math.round(nameLabel?.getBoundingClientRect().left ?? -1)).to.equal(
      Math.round(nameBox().getBoundingClientRect().left),
    );

    typeInto(nameBox(), 'X-Api-Key');
    typeInto(valueBox(), 'k-typed');
    expect(valueBox().type).to.equal('password');
    expect(valueBox().getAttribute('autocomplete')).to.equal('new-password');
    button(el, 'Cancel').click();
  });
});

describe('<tenant-settings> when the session check gets no answer', () => {
  let admin: SignedIn;
  const original = globalThis.fetch;
  before(async () => {
    admin = await signInAdmin();
  });
  beforeEach(resetBrowserState);
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('says the role could not be checked, with Try again, instead of a silently read-only list', async () => {
    // The server fails the session check (a restart): every other call goes through.
    globalThis.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/v1/auth/verify')
        ? Promise.resolve(new Response('Service Unavailable', { status: 503 }))
        : original(input, init);
    const el = await mountSettings(admin);
    await until(() => el.shadowRoot?.querySelector('[data-role-unknown]'), 'no note about the role');
    expect(el.shadowRoot?.querySelector('[data-role-unknown]')?.textContent).to.include(
      'Your role could not be checked, so these settings are read-only for now.',
    );
    expect(findButton(el, 'Add Setting') === null).to.equal(true);
    globalThis.fetch = original;
    button(el, 'Try again').click();
    await untilEditable(el);
    expect(el.shadowRoot?.querySelector('[data-role-unknown]') === null).to.equal(true);
  });
});
