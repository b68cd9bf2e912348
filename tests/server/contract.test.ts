// The contract as a whole: the OpenAPI document covers every route, and no input, however malformed,
// gets a 500.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/client';
import { createForm, idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, public, and documents every route the app serves', async () => {
    const answer = await h.raw('GET', '/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const paths = answer.body.paths;
    const served = h.app.routes
      .filter((r) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .map(
        (r) =>
          `${r.method.toLowerCase()} ${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1')}`,
      );
    expect(served.length).toBeGreaterThan(30);
    for (const route of served) {
      const [method, path] = route.split(' ') as [string, string];
      expect({ route, documented: Boolean(paths?.[path]?.[method]) }).toEqual({ route, documented: true });
    }
  });

  it('documents bodies, answers, errors and the signing headers from the zod schemas', async () => {
    const doc = (await h.raw('GET', '/api/v1/openapi.json')).body;
    const save = doc.paths?.['/api/v1/forms/{id}']?.put;
    expect(save?.requestBody?.content?.['application/json']?.schema?.properties?.description).toBeDefined();
    expect(save?.responses?.['200']).toBeDefined();
    expect(save?.responses?.['422']).toBeDefined();
    expect(save?.security).toEqual([{ bearer: [], tenant: [], signature: [], timestamp: [], nonce: [] }]);
    expect(doc.paths?.['/api/v1/auth/signin']?.post?.security).toEqual([]);
    expect(doc.components?.securitySchemes?.signature?.name).toBe('X-Signature');
    const setting =
      doc.paths?.['/api/v1/tenant-settings']?.post?.requestBody?.content?.['application/json']?.schema;
    expect(setting?.additionalProperties).toBe(false);
  });

  it('documents the answers without a body as 204, as they are sent', async () => {
    const doc = (await h.raw('GET', '/api/v1/openapi.json')).body;
    const removal = doc.paths?.['/api/v1/forms/{id}/submissions/{submissionId}']?.delete?.responses;
    const event = doc.paths?.['/api/v1/public/{tenantId}/forms/{formId}/events']?.post?.responses;
    for (const responses of [removal, event]) {
      expect(responses?.['204']).toEqual({ description: 'No content' });
      expect(responses?.['200']).toBeUndefined();
    }
  });
});

describe('headers', () => {
  it('answers a CORS preflight for the signing headers and reflects the origin on answers', async () => {
    const preflight = await h.raw('OPTIONS', '/api/v1/forms', {
      headers: { origin: 'https://host.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://host.example');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Signature');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const answer = await h.raw('GET', '/api/v1/health', { headers: { origin: 'https://host.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://host.example');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    // A page on the host's origin names a download by its Content-Disposition only when it may read it.
    expect(answer.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
  });

  it('marks every answer, errors included, as not cacheable', async () => {
    for (const answer of [
      await h.raw('GET', '/api/v1/health'),
      await h.raw('GET', '/api/v1/forms'),
      await h.raw('GET', '/api/v1/nowhere'),
    ]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('no input gets a 500', () => {
  let demo: ApiClient;
  let form = '';
  let comment = '';
  let member = '';
  beforeAll(async () => {
    demo = await h.signIn('demo');
    form = await createForm(demo, 'Fuzzed');
    comment = idOf(await demo.post(`/api/v1/forms/${form}/comments`, { comment_text: 'x' }));
    member = idOf(
      await demo.post(`/api/v1/forms/${form}/collaborators`, {
        email: 'viewer@demo.example',
        role: 'viewer',
      }),
    );
  });

  const writes = (): [string, string][] => [
    ['POST', '/api/v1/forms'],
    ['PUT', `/api/v1/forms/${form}`],
    ['POST', `/api/v1/forms/${form}/duplicate`],
    ['POST', `/api/v1/forms/${form}/versions`],
    ['POST', `/api/v1/forms/${form}/collaborators`],
    ['PUT', `/api/v1/forms/${form}/collaborators/${member}`],
    ['POST', `/api/v1/forms/${form}/comments`],
    ['PUT', `/api/v1/forms/comments/${comment}`],
    ['POST', '/api/v1/tenant-settings'],
    ['PUT', '/api/v1/tenant-settings/fuzz_key'],
    ['POST', '/api/v1/tenant-settings/upsert'],
    ['POST', '/api/v1/tenant-settings/batch'],
    ['POST', '/api/v1/tenant-settings/bulk'],
    ['PUT', '/api/v1/tenant-settings/registry'],
  ];

  it('answers arbitrary JSON bodies on every write route with a 2xx or a 4xx', async () => {
    for (const [method, path] of writes()) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
          const answer = await demo.request(method, path, { body: JSON.stringify(value) });
          expect({ method, path, value, status: answer.status < 500 }).toEqual({
            method,
            path,
            value,
            status: true,
          });
        }),
        { numRuns: 20 },
      );
    }
  });

  it('answers bodies shaped like the real ones but with wrong values with a 4xx', async () => {
    const shaped = fc.record(
      {
        description: fc.anything(),
        schema_data: fc.oneof(
          fc.anything(),
          fc.record({ pages: fc.anything(), all_fields: fc.anything(), fields: fc.anything() }),
        ),
        is_template: fc.anything(),
        email: fc.anything(),
        role: fc.anything(),
        comment_text: fc.anything(),
        setting_key: fc.anything(),
        config: fc.oneof(
          fc.anything(),
          fc.record({
            integration_type: fc.anything(),
            endpoint_url: fc.anything(),
            auth_type: fc.anything(),
            auth_config: fc.anything(),
          }),
        ),
      },
      { requiredKeys: [] },
    );
    for (const [method, path] of writes()) {
      await fc.assert(
        fc.asyncProperty(shaped, async (value) => {
          const body = JSON.stringify(value) ?? '{}';
          const answer = await demo.request(method, path, { body });
          expect({ path, status: answer.status < 500 }).toEqual({ path, status: true });
        }),
        { numRuns: 20 },
      );
    }
  });

  it('refuses the NUL character, which PostgreSQL cannot store, with a 400', async () => {
    for (const answer of [
      await demo.post('/api/v1/forms', { description: 'a\u0000b' }),
      await demo.put(`/api/v1/forms/${form}`, { schema_data: { fields: [{ id: 'x\u0000', type: 'text' }] } }),
      await demo.get('/api/v1/tenant-settings/a%00b'),
      await demo.get(`/api/v1/forms/${form}/comments?field_id=%00`),
      await h.raw('POST', '/api/v1/auth/signin', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo\u0000', password: 'demo1234' }),
      }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'invalid_text',
        message: 'Text may not contain the NUL character (\\u0000)',
      });
    }
  });

  it('answers any text as a body, and any id in a path, with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary' }),
        fc.string({ minLength: 1, unit: 'binary' }),
        async (text, id) => {
          const body = await demo.request('PUT', `/api/v1/forms/${form}`, { body: text.length ? text : ' ' });
          expect(body.status).toBeGreaterThanOrEqual(200);
          expect(body.status).toBeLessThan(500);
          const path = await demo.get(`/api/v1/forms/${encodeURIComponent(id)}/versions`);
          expect(path.status).toBeLessThan(500);
        },
      ),
      { numRuns: 50 },
    );
  });
});
