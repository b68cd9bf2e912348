import { expect } from '@open-wc/testing';
import {
  $,
  clientFor,
  findButton,
  mountSettings,
  putSetting,
  recordEvents,
  removeSetting,
  resetBrowserState,
  type SignedIn,
  selectTab,
  signInAdmin,
  signInMember,
  text,
  toastTitles,
  uniqueKey,
  until,
  untilToast,
} from './support';

// Who may do what, and what the element says when it cannot load.

describe('<tenant-settings> access and failures', () => {
  let admin: SignedIn;

  before(async () => {
    admin = await signInAdmin();
  });
  beforeEach(resetBrowserState);

  it('shows a member the settings read-only, with a note and no way to change them', async () => {
    const key = uniqueKey('visible_to_members');
    await putSetting(admin, key, { config: { data_type: 'string', value: 'hello' } });
    try {
      const el = await mountSettings(await signInMember());
      await until(() => text(el).includes('Only a tenant admin can change them.'), 'no read-only note');
      expect(text(el)).to.include('You can view these settings. Only a tenant admin can change them.');
      expect(text(el)).to.include(key).and.include('hello');
      expect(findButton(el, 'Add Setting')).to.equal(null);
      expect(findButton(el, `Edit ${key}`)).to.equal(null);
      expect(findButton(el, `Delete ${key}`)).to.equal(null);
      selectTab(el, 'Integrations');
      await until(
        () => !$(el, '[role="tabpanel"]:not([hidden]) h3').textContent?.includes('General'),
        'no tab',
      );
      expect(findButton(el, 'Add Integration')).to.equal(null);
    } finally {
      await removeSetting(admin, key);
    }
  });

  it('says "Failed to load tenant settings" with the reason, offers a retry and fires fw-error', async () => {
    const el = await mountSettings(admin, { serviceUrl: 'http://127.0.0.1:9' });
    await untilToast(el, 'Failed to load tenant settings');
    const alert = $(el, '.fw-settings-error');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.include('Failed to load tenant settings');
    expect(findButton(el, 'Try again')).not.to.equal(null);
    expect(toastTitles(el)).to.deep.equal(['Failed to load tenant settings']);
  });

  it('fires fw-error with the failure of the load', async () => {
    const errors: unknown[] = [];
    document.addEventListener('fw-error', (event) => errors.push(event.detail), { once: true });
    await mountSettings(admin, { serviceUrl: 'http://127.0.0.1:9' });
    await until(() => errors.length > 0, 'no fw-error');
    expect((errors[0] as { code: string }).code).to.equal('network_error');
  });

  it('fires fw-auth-required when the service refuses a revoked token, and asks to sign in', async () => {
    const revoked = await signInAdmin();
    await clientFor(revoked).request('POST', '/api/v1/auth/signout');
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener('fw-auth-required', listener);
    try {
      const el = await mountSettings(revoked);
      await until(() => events.length > 0, 'no fw-auth-required');
      await until(() => text(el).includes('Sign in to manage tenant settings.'), 'no sign-in note');
      expect(events[0]).to.deep.include({ tenant: 'demo' });
      expect(toastTitles(el)).not.to.include('Failed to load tenant settings');
    } finally {
      document.removeEventListener('fw-auth-required', listener);
    }
  });

  it('waits for a token instead of failing, and loads once it is set', async () => {
    const el = await mountSettings(null, { tenant: 'demo' });
    const seen = recordEvents(el, ['fw-error', 'fw-auth-required']);
    expect(text(el)).to.include('Sign in to manage tenant settings.');
    el.signingKey = admin.signingKey;
    el.token = admin.token;
    await until(() => el.shadowRoot?.querySelector('[role="tablist"]'), 'never loaded');
    expect(seen).to.deep.equal([]);
  });
});
