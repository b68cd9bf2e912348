import { describe, expect, it } from 'vitest';
import type { FieldInput } from '../../src/model';
import { copyOfSchema } from '../../src/store/renderer-copy';
import { PayloadCache } from '../../src/store/renderer-payload';
import { createRendererStore } from '../../src/store/renderer-store';

describe('renderer payload cache: moments', () => {
  it('gives the answers of its moment when read after later writes, new keys left out', () => {
    const cache = new PayloadCache();
    const built = cache.current(() => ({ a: '1', b: '2' }));
    const first = cache.moment(() => ({}));
    cache.write('a', 'one');
    const second = cache.moment(() => ({}));
    cache.write('c', 'three');
    cache.write('a', 'uno');
    expect(first()).toEqual({ a: '1', b: '2' });
    expect(second()).toEqual({ a: 'one', b: '2' });
    expect(cache.moment(() => ({}))()).toEqual({ a: 'uno', b: '2', c: 'three' });
    expect(built).toEqual({ a: 'uno', b: '2', c: 'three' });
  });

  it('returns a new copy on each call, and keeps a dropped payload as it was', () => {
    const cache = new PayloadCache();
    cache.current(() => ({ a: '1' }));
    const earlier = cache.moment(() => ({}));
    const copy = earlier();
    copy.a = 'changed by a listener';
    expect(earlier()).toEqual({ a: '1' });
    cache.drop();
    expect(cache.built).toBe(false);
    cache.write('a', 'ignored: nothing is built');
    expect(cache.current(() => ({ a: 'rebuilt' }))).toEqual({ a: 'rebuilt' });
    expect(earlier()).toEqual({ a: '1' });
  });
});

describe('renderer store: answers now', () => {
  const fields: FieldInput[] = [
    { id: 'name', type: 'text', label: 'Name' },
    { id: 'city', type: 'text', label: 'City', name: 'town' },
  ];

  it('reads the answers of the moment it was taken, whatever was typed since', async () => {
    const store = createRendererStore();
    await store.load({
      schemaVersion: 1,
      pages: [{ id: 'p', field_ids: ['name', 'city'] }],
      all_fields: fields,
    });
    store.setValue('name', 'A');
    const afterA = store.answersNow();
    store.setValue('name', 'Ad');
    store.setValue('city', 'Paris');
    expect(afterA()).toEqual({ name: 'A', town: '', city: '' });
    expect(store.answersNow()()).toEqual({ name: 'Ad', town: 'Paris', city: 'Paris' });
  });
});

describe('renderer schema copy', () => {
  it('copies plain data deeply, an own "__proto__" key as data', () => {
    const source = JSON.parse('{"a":[1,{"b":"x"}],"__proto__":{"polluted":true},"n":null}') as Record<
      string,
      unknown
    >;
    const copy = copyOfSchema(source);
    expect(copy).toEqual(source);
    expect(copy.a).not.toBe(source.a);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
