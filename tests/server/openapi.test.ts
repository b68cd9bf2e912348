// The OpenAPI document says what the server does: both success statuses of an upsert, the media types of
// downloads and streams, the multipart body of an upload, and which limit a 429 is.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../server/domain/submissions-spam';
import type { Loose } from './support/client';
import { createForm } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();

const PUBLIC = '/api/v1/public/{tenantId}/forms/{formId}';

async function paths(): Promise<Loose | undefined> {
  const answer = await h.raw('GET', '/api/v1/openapi.json');
  expect(answer.status).toBe(200);
  return answer.body.paths;
}

const mediaTypes = (response: Loose | undefined) => Object.keys(response?.content ?? {}).sort();

describe('the OpenAPI document', () => {
  it('lists 201 and 200 for the tenant-setting upserts, which answer both', async () => {
    const doc = await paths();
    for (const operation of [
      doc?.['/api/v1/tenant-settings/upsert']?.post,
      doc?.['/api/v1/tenant-settings/{key}']?.put,
    ]) {
      const updated = operation?.responses?.['200'];
      const created = operation?.responses?.['201'];
      expect(String(updated?.description)).toMatch(/updated/i);
      expect(String(created?.description)).toMatch(/created/i);
      for (const success of [updated, created]) {
        expect(success?.content?.['application/json']?.schema?.properties?.data).toBeDefined();
      }
    }
    // A route that only creates still lists only its 201.
    const create = doc?.['/api/v1/tenant-settings']?.post?.responses;
    expect(create?.['201']).toBeDefined();
    expect(create?.['200']).toBeUndefined();

    const demo = await h.signIn('demo');
    const first = await demo.put('/api/v1/tenant-settings/openapi_check', { config: { value: 'a' } });
    const again = await demo.post('/api/v1/tenant-settings/upsert', {
      setting_key: 'openapi_check',
      config: { value: 'b' },
    });
    expect([first.status, again.status]).toEqual([201, 200]);
  });

  it('gives downloads and the event stream their own media types', async () => {
    const doc = await paths();
    const file = doc?.['/api/v1/forms/{id}/files/{fileId}']?.get?.responses?.['200'];
    expect(mediaTypes(file)).toEqual(['application/octet-stream']);
    expect(file?.content?.['application/octet-stream']?.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(String(file?.description)).toMatch(/file's own type/);

    const exportOp = doc?.['/api/v1/forms/{id}/submissions/export']?.get;
    const exported = exportOp?.responses?.['200'];
    expect(mediaTypes(exported)).toEqual(['application/json', 'text/csv']);
    expect(exported?.content?.['text/csv']?.schema).toEqual({ type: 'string' });
    expect(exported?.content?.['application/json']?.schema?.type).toBe('array');
    expect(String(exported?.description)).toContain('format=json');
    expect(exportOp?.parameters).toContainEqual(
      expect.objectContaining({
        name: 'format',
        in: 'query',
        schema: expect.objectContaining({ enum: ['csv', 'json'] }),
      }),
    );

    const events = doc?.['/api/v1/forms/{id}/events']?.get?.responses?.['200'];
    expect(mediaTypes(events)).toEqual(['text/event-stream']);

    // What the export really answers is among the documented types.
    const demo = await h.signIn('demo');
    const form = await createForm(demo, 'Export check');
    for (const format of ['csv', 'json']) {
      const answer = await demo.get(`/api/v1/forms/${form}/submissions/export?format=${format}`);
      expect(answer.status).toBe(200);
      const type = (answer.headers.get('content-type') ?? '').split(';', 1)[0];
      expect(mediaTypes(exported)).toContain(type);
    }
    // A JSON answer elsewhere keeps application/json alone.
    expect(mediaTypes(doc?.['/api/v1/forms/{id}']?.get?.responses?.['200'])).toEqual(['application/json']);
  });

  it('documents the multipart body of a public upload', async () => {
    const doc = await paths();
    const body = doc?.[`${PUBLIC}/files`]?.post?.requestBody;
    expect(body?.required).toBe(true);
    expect(Object.keys(body?.content ?? {})).toEqual(['multipart/form-data']);
    const schema = body?.content?.['multipart/form-data']?.schema;
    expect(schema?.type).toBe('object');
    expect([...(schema?.required ?? [])].sort()).toEqual(['field_id', 'file']);
    expect(schema?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema?.properties?.field_id).toMatchObject({ type: 'string' });
    expect(doc?.[`${PUBLIC}/files`]?.post?.responses?.['415']?.description).toBe(
      'Content-Type is not multipart/form-data',
    );
  });

  it('says which limit each 429 is, and names Retry-After only where the server sends it', async () => {
    const doc = await paths();
    const signIn = doc?.['/api/v1/auth/signin']?.post?.responses?.['429'];
    expect(String(signIn?.description)).toContain('too_many_sign_in_attempts');
    expect(signIn?.headers?.['Retry-After']?.schema).toEqual({ type: 'integer' });
    const submissions = doc?.[`${PUBLIC}/submissions`]?.post;
    const chatter = [
      doc?.[`${PUBLIC}/files`]?.post,
      doc?.[`${PUBLIC}/drafts`]?.post,
      doc?.[`${PUBLIC}/drafts/{token}`]?.put,
      doc?.[`${PUBLIC}/events`]?.post,
    ];
    for (const operation of [submissions, ...chatter]) {
      const tooMany = operation?.responses?.['429'];
      const text = String(tooMany?.description);
      expect(text).toContain("'rate_limited'");
      expect(text).toContain(RATE_LIMITED_MESSAGE);
      expect(text).toContain('FW_SUBMISSIONS_PER_MINUTE');
      expect(text).toContain('No Retry-After');
      expect(tooMany?.headers).toBeUndefined();
      expect(tooMany?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
      expect(text.includes('12 ×')).toBe(operation !== submissions);
    }
    // No 429 in the document speaks of sign-in attempts but sign-in's own.
    const signInTalk: string[] = [];
    for (const [path, item] of Object.entries(doc ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (/sign-in/.test(String(operation?.responses?.['429']?.description ?? ''))) {
          signInTalk.push(`${method} ${path}`);
        }
      }
    }
    expect(signInTalk).toEqual(['post /api/v1/auth/signin']);
  });

  it('declares the request headers an operation reads: X-Client-Id on saves and rollbacks, Idempotency-Key on submissions', async () => {
    const doc = await paths();
    const headerOf = (operation: Loose | undefined, name: string) =>
      operation?.parameters?.find((p) => String(p.in) === 'header' && String(p.name) === name);
    const clientIdOps = [
      doc?.['/api/v1/forms/{id}']?.put,
      doc?.['/api/v1/forms/{id}/versions/{versionId}/rollback']?.post,
    ];
    for (const operation of clientIdOps) {
      const header = headerOf(operation, 'X-Client-Id');
      expect(header?.required).toBe(false);
      const pattern = new RegExp(String(header?.schema?.pattern));
      expect(pattern.test('b-0123456789abcdef01234567')).toBe(true);
      expect(pattern.test('a b')).toBe(false);
    }
    const key = headerOf(doc?.[`${PUBLIC}/submissions`]?.post, 'Idempotency-Key');
    const keyPattern = new RegExp(String(key?.schema?.pattern));
    expect([keyPattern.test('k-1'), keyPattern.test('has space'), keyPattern.test('x'.repeat(201))]).toEqual([
      true,
      false,
      false,
    ]);
    expect(headerOf(doc?.['/api/v1/forms/{id}']?.get, 'X-Client-Id')).toBeUndefined();
  });
});
