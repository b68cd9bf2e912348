// TRUST_PROXY: behind a reverse proxy the public rate limit counts per the rightmost X-Forwarded-For entry,
// the one the proxy appended; entries left of it come from the client and may be forged.
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import type { ApiClient } from './support/client';
import { idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness({ trustProxy: true });
let demo: ApiClient;

beforeAll(async () => {
  demo = await h.signIn('demo');
});

describe('TRUST_PROXY', () => {
  it('is off unless the environment sets it', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('counts the rate limit per the rightmost X-Forwarded-For entry, so forged entries dodge nothing', async () => {
    const id = idOf(
      await demo.post('/api/v1/forms', {
        description: 'Proxy',
        schema_data: {
          schemaVersion: 1,
          pages: [{ id: 'page_1', description: '', field_ids: ['name'] }],
          all_fields: [{ id: 'name', type: 'text', label: 'Name' }],
          settings: {},
          globalVariables: [],
        },
      }),
    );
    await demo.post(`/api/v1/forms/${id}/publish`);
    const send = (forwardedFor: string) =>
      h.raw('POST', `/api/v1/public/demo/forms/${id}/submissions`, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ values: { name: 'Ada' } }),
      });
    // The proxy appends the address it saw; whatever the visitor put before it changes nothing.
    for (let i = 0; i < 10; i += 1) expect((await send(`10.0.0.${i}, 203.0.113.7`)).status).toBe(201);
    expect((await send('10.0.0.99, 203.0.113.7')).status).toBe(429);
    expect((await send('203.0.113.7')).status).toBe(429);
    expect((await send('198.51.100.1')).status).toBe(201);
    expect((await send('203.0.113.7, 198.51.100.2')).status).toBe(201);
  });
});
