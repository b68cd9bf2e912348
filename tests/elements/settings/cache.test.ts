import { expect } from '@open-wc/testing';
import type { TenantSettingsElement } from '../../../elements/index';
import type { ApiTenantSetting } from '../../../src/api/tenant-settings';
import { CACHE_LIFETIME_MS } from '../../../src/model';
import { readCache, tenantSettingsCacheKey, writeCache } from '../../../src/store/browser-cache';
import { watchCalls } from '../builder/real-service';
import {
  API_URL,
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
  text,
  toastTitles,
  typeInto,
  uniqueKey,
  until,
  untilEditable,
  untilToast,
} from './support';

// The tenant settings are cached in the browser for 24 hours per service URL and tenant (shell §7, §9): a
// fresh copy shows at once while the server is asked again, an expired one stands in only when the server
// cannot answer (shell §8), and a save or delete makes the copy obsolete. Against the real test server;
// "cannot answer" is a real refused connection to a closed port.

const CLOSED_SERVICE = 'http://127.0.0.1:9';
const demoKey = () => tenantSettingsCacheKey({ serviceUrl: API_URL, tenant: 'demo' });
const isList = (data: unknown): data is ApiTenantSetting[] => Array.isArray(data);
const expired = () => Date.now() - CACHE_LIFETIME_MS - 60_000;

function cachedRow(key: string): ApiTenantSetting {
  return {
    id: `cached-${key}`,
    setting_key: key,
    setting_name: key,
    description: 'From the browser',
    config: { data_type: 'string', value: 'from the cache' },
    is_encrypted: false,
    has_secret: false,
  };
}

const row = (el: Element, key: string) =>
  el.shadowRoot?.querySelector<HTMLElement>(`tr[data-setting-key="${key}"]`) ?? null;

/** A <tenant-settings> being mounted while the test looks at it (mountSettings waits for the panels). */
function mounting(session: SignedIn): { el: TenantSettingsElement; ready: Promise<unknown> } {
  const ready = mountSettings(session);
  const el = [...document.querySelectorAll('tenant-settings')].at(-1) as TenantSettingsElement;
  return { el, ready };
}

describe('<tenant-settings> browser cache', () => {
  let admin: SignedIn;
  const created: string[] = [];

  before(async () => {
    admin = await signInAdmin();
  });
  beforeEach(resetBrowserState);
  afterEach(async () => {
    for (const key of created.splice(0)) await removeSetting(admin, key);
  });

  it("shows a fresh copy at once, then the server's list, which it caches", async () => {
    const onServer = uniqueKey('on_server');
    created.push(onServer);
    await putSetting(admin, onServer, { config: { data_type: 'string', value: 'stored' } });
    const cachedOnly = uniqueKey('cached_only');
    writeCache(demoKey(), [cachedRow(cachedOnly)]);
    const watch = watchCalls({ hold: true });
    try {
      const { el, ready } = mounting(admin);
      await ready;
      // The server has not answered yet: what shows is the browser's copy.
      expect(row(el, cachedOnly)?.textContent).to.include('from the cache');
      expect(row(el, onServer)).to.equal(null);
      watch.release();
      await until(() => row(el, onServer), "the server's list never replaced the copy");
      expect(row(el, cachedOnly)).to.equal(null);
      const cached = readCache(demoKey(), isList);
      expect(cached?.fresh).to.equal(true);
      expect(cached?.data.map((setting) => setting.setting_key))
        .to.include(onServer)
        .and.not.include(cachedOnly);
    } finally {
      watch.release();
      watch.restore();
    }
  });

  it('does not show an expired copy while the server can answer', async () => {
    const cachedOnly = uniqueKey('cached_old');
    writeCache(demoKey(), [cachedRow(cachedOnly)], expired());
    const watch = watchCalls({ hold: true });
    try {
      const { el, ready } = mounting(admin);
      await until(() => text(el).includes('Loading tenant settings...'), 'no loading state');
      expect(row(el, cachedOnly)).to.equal(null);
      watch.release();
      await ready;
      await until(() => readCache(demoKey(), isList)?.fresh, 'not cached again');
      expect(row(el, cachedOnly)).to.equal(null);
    } finally {
      watch.release();
      watch.restore();
    }
  });

  it('shows the expired copy, with the failure, when the server cannot be reached', async () => {
    const cachedOnly = uniqueKey('cached_offline');
    writeCache(
      tenantSettingsCacheKey({ serviceUrl: CLOSED_SERVICE, tenant: 'demo' }),
      [cachedRow(cachedOnly)],
      expired(),
    );
    const el = await mountSettings(admin, { serviceUrl: CLOSED_SERVICE });
    await until(() => row(el, cachedOnly), 'the expired copy is not shown');
    expect(text(el)).to.include('Showing the copy saved in this browser on ');
    await until(() => toastTitles(el).includes('Failed to load tenant settings'), 'no failure toast');
  });

  it('says the load failed when the server cannot be reached and nothing is cached', async () => {
    const el = await mountSettings(admin, { serviceUrl: CLOSED_SERVICE });
    await until(() => el.shadowRoot?.querySelector('.fw-settings-error'), 'no load error');
    expect(el.shadowRoot?.querySelector('.fw-settings-error')?.textContent).to.include(
      'Failed to load tenant settings',
    );
  });

  it("never shows another tenant's copy, and discards the old array-format cache", async () => {
    const otherKey = tenantSettingsCacheKey({ serviceUrl: API_URL, tenant: 'other' });
    const foreign = uniqueKey('other_tenant');
    writeCache(otherKey, [cachedRow(foreign)]);
    const legacy = uniqueKey('legacy_array');
    localStorage.setItem(demoKey(), JSON.stringify([cachedRow(legacy)]));
    const watch = watchCalls({ hold: true });
    try {
      const { el, ready } = mounting(admin);
      await until(() => text(el).includes('Loading tenant settings...'), 'no loading state');
      watch.release();
      await ready;
      await until(() => readCache(demoKey(), isList)?.fresh, "the demo tenant's list was not cached");
      expect(row(el, foreign)).to.equal(null);
      expect(row(el, legacy)).to.equal(null);
      expect(readCache(otherKey, isList)?.data.map((setting) => setting.setting_key)).to.deep.equal([
        foreign,
      ]);
    } finally {
      watch.release();
      watch.restore();
    }
  });

  it('forgets the copy when a setting is saved and when one is deleted', async () => {
    const el = await mountSettings(admin);
    await untilEditable(el);
    await until(() => readCache(demoKey(), isList), 'not cached');
    button(el, 'Add Setting').click();
    await until(() => findButton(el, 'Save'), 'no form');
    const key = uniqueKey('cache_saved');
    created.push(key);
    typeInto(control(el, 'Key'), key);
    typeInto(control(el, 'Value'), 'v');
    button(el, 'Save').click();
    await untilToast(el, 'Setting Saved');
    expect(localStorage.getItem(demoKey())).to.equal(null);

    writeCache(demoKey(), [cachedRow(key)]);
    button(el, `Delete ${key}`).click();
    await until(() => openDialog(el), 'no confirm');
    dialogButton(el, 'Delete').click();
    await untilToast(el, 'Setting Deleted');
    expect(localStorage.getItem(demoKey())).to.equal(null);
  });
});
