// Integer query parameters take decimal digits only: a number coercion would read '0x10' as 16, '1e2' as
// 100, ' 7' as 7 and '' as 0.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/client';
import { createForm } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();
let demo: ApiClient;
let form = '';

beforeAll(async () => {
  demo = await h.signIn('demo');
  form = await createForm(demo, 'Queried');
});

const NOT_DECIMAL = [
  '0x10',
  '0b11',
  '0o7',
  '1e2',
  '1.0',
  '1.5',
  ' 7',
  '7 ',
  '+7',
  '',
  'Infinity',
  'NaN',
  'ten',
];

describe('page and page_size (submissions and deliveries)', () => {
  for (const list of ['submissions', 'deliveries']) {
    it(`accept only decimal whole numbers on ${list}`, async () => {
      for (const name of ['page', 'page_size']) {
        for (const raw of NOT_DECIMAL) {
          const answer = await demo.get(`/api/v1/forms/${form}/${list}?${name}=${encodeURIComponent(raw)}`);
          expect({ raw, status: answer.status, error: answer.body.error }).toEqual({
            raw,
            status: 400,
            error: {
              code: 'invalid_query',
              message: `${name}: ${name} must be a whole number`,
              details: [{ path: name, message: `${name} must be a whole number` }],
            },
          });
        }
      }
      const answer = await demo.get(`/api/v1/forms/${form}/${list}?page=002&page_size=10`);
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({ page: 2, page_size: 10, total: 0 });
      const defaults = await demo.get(`/api/v1/forms/${form}/${list}`);
      expect(defaults.body.meta).toEqual({ page: 1, page_size: 20, total: 0 });
    });

    it(`say which bound a decimal number on ${list} is out of`, async () => {
      const cases: [string, string][] = [
        ['page=0', 'page: page must be at least 1'],
        ['page=-3', 'page: page must be at least 1'],
        ['page=1000001', 'page: page must be at most 1000000'],
        ['page_size=101', 'page_size: page_size must be at most 100'],
        [`page_size=${'9'.repeat(400)}`, 'page_size: page_size must be at most 100'],
      ];
      for (const [query, message] of cases) {
        const answer = await demo.get(`/api/v1/forms/${form}/${list}?${query}`);
        expect({ query, status: answer.status, message: answer.body.error?.message }).toEqual({
          query,
          status: 400,
          message,
        });
      }
    });
  }
});

describe('limit (activity)', () => {
  it('accepts only a decimal whole number from 1 to 500', async () => {
    for (const raw of [...NOT_DECIMAL, '0', '-1', '501']) {
      const answer = await demo.get(`/api/v1/forms/${form}/activity?limit=${encodeURIComponent(raw)}`);
      expect({ raw, status: answer.status, error: answer.body.error }).toEqual({
        raw,
        status: 400,
        error: {
          code: 'invalid_query',
          message: 'limit: limit must be a whole number from 1 to 500',
          details: [{ path: 'limit', message: 'limit must be a whole number from 1 to 500' }],
        },
      });
    }
    const one = await demo.get(`/api/v1/forms/${form}/activity?limit=01`);
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(1);
  });
});
