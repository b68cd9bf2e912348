import { expect } from '@open-wc/testing';
import { CACHE_LIFETIME_MS, type Registry } from '../../../src/model';
import { readCache, registryCacheKey, writeCache } from '../../../src/store/browser-cache';
import {
  API_URL,
  builderConnection,
  resetBrowserState,
  type SignedIn,
  signIn,
  watchCalls,
} from '../builder/real-service';
import { mountBuilder, until } from '../builder/support';
import { clientFor } from '../renderer/support/api';
import { openTools } from './support';

// The data catalog is cached in the browser for 24 hours per service URL and tenant (shell §7, §9); an
// expired copy stands in when the service cannot answer (shell §8). Against the real test server; "cannot
// answer" is a real refused connection to a closed port.

const REGISTRY_PATH = '/api/v1/tenant-settings/registry';
/** Nothing listens here: every call fails as a network error. */
const CLOSED_SERVICE = 'http://127.0.0.1:9';

const CACHED: Registry = {
  cached_people: {
    displayName: 'Cached people',
    columns: [{ id: 'p1', name: 'nickname', displayName: 'Cached nickname' }],
  },
};

const isRegistry = (data: unknown): data is Registry => typeof data === 'object' && data !== null;
const expired = () => Date.now() - CACHE_LIFETIME_MS - 60_000;

function catalogText(panel: HTMLElement): string {
  const heading = [...panel.querySelectorAll('h3')].find((node) => node.textContent === 'Data Catalog');
  return heading?.closest('section')?.textContent ?? '';
}

async function serverRegistry(session: SignedIn): Promise<Registry> {
  const answer = await clientFor(session).request<{ data: Registry }>('GET', REGISTRY_PATH);
  return answer.data;
}

describe('tools: the data catalog cache', () => {
  let demo: SignedIn;

  before(async () => {
    demo = await signIn('demo', 'demo1234');
  });
  afterEach(resetBrowserState);

  it('uses a fresh copy of the catalog without asking the service', async () => {
    writeCache(registryCacheKey({ serviceUrl: API_URL, tenant: 'demo' }), CACHED);
    const watch = watchCalls();
    try {
      const el = await mountBuilder(builderConnection(demo));
      const panel = await openTools(el, 'Variables');
      await until(() => catalogText(panel).includes('Cached nickname'), 'the cached catalog is not shown');
      expect(catalogText(panel)).to.include('{{cached_people.nickname}}');
      expect(watch.calls.filter((call) => call.path === REGISTRY_PATH)).to.deep.equal([]);
    } finally {
      watch.restore();
    }
  });

  it('asks the service again when the copy is older than 24 hours, and caches its answer', async () => {
    const key = registryCacheKey({ serviceUrl: API_URL, tenant: 'demo' });
    writeCache(key, CACHED, expired());
    const watch = watchCalls();
    try {
      const el = await mountBuilder(builderConnection(demo));
      const panel = await openTools(el, 'Variables');
      await until(() => watch.calls.some((call) => call.path === REGISTRY_PATH), 'the service was not asked');
      await until(() => readCache(key, isRegistry)?.fresh, 'the answer was not cached');
      expect(readCache(key, isRegistry)?.data).to.deep.equal(await serverRegistry(demo));
      await until(() => !catalogText(panel).includes('Loading catalog variables'), 'still loading');
      expect(catalogText(panel)).to.not.include('Cached nickname');
    } finally {
      watch.restore();
    }
  });

  it('shows the expired copy, with the failure, when the service cannot be reached', async () => {
    writeCache(registryCacheKey({ serviceUrl: CLOSED_SERVICE, tenant: 'demo' }), CACHED, expired());
    const el = await mountBuilder({
      attributes: { 'service-url': CLOSED_SERVICE, tenant: 'demo' },
      properties: { token: demo.token, signingKey: demo.signingKey },
    });
    const panel = await openTools(el, 'Variables');
    await until(() => catalogText(panel).includes('Cached nickname'), 'the expired copy is not shown');
    expect(catalogText(panel)).to.include('Showing the copy of the data catalog saved in this browser: ');
  });

  it('raises the failure when the service cannot be reached and nothing is cached', async () => {
    const el = await mountBuilder({
      attributes: { 'service-url': CLOSED_SERVICE, tenant: 'demo' },
      properties: { token: demo.token, signingKey: demo.signingKey },
    });
    const panel = await openTools(el, 'Variables');
    await until(
      () => !catalogText(panel).includes('Loading catalog variables') && catalogText(panel) !== '',
      'still loading',
    );
    expect(catalogText(panel)).to.not.include('Cached nickname');
    expect(catalogText(panel)).to.not.include('Showing the copy');
    expect(catalogText(panel)).to.match(/fetch|network|connect/i);
  });

  it("never shows another tenant's copy: each tenant has its own entry", async () => {
    writeCache(registryCacheKey({ serviceUrl: API_URL, tenant: 'other' }), CACHED);
    const el = await mountBuilder(builderConnection(demo));
    const panel = await openTools(el, 'Variables');
    const demoKey = registryCacheKey({ serviceUrl: API_URL, tenant: 'demo' });
    await until(() => readCache(demoKey, isRegistry), "the demo tenant's answer was not cached");
    expect(catalogText(panel)).to.not.include('Cached nickname');
    expect(
      readCache(registryCacheKey({ serviceUrl: API_URL, tenant: 'other' }), isRegistry)?.data,
    ).to.deep.equal(CACHED);
  });
});
