import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInPathFor } from '../../src/shell/auth';

const back = (from: string) => returnPathFrom(`?from=${encodeURIComponent(from)}`);

describe('where sign-in returns to', () => {
  it('returns to the path of this app the user came from, with its query and hash', () => {
    expect(back('/edit-form/abc')).toBe('/edit-form/abc');
    expect(back('/create-form?template=t1#top')).toBe('/create-form?template=t1#top');
    expect(returnPathFrom(new URL(signInPathFor('/edit-form/x?y=1'), 'http://h').search)).toBe(
      '/edit-form/x?y=1',
    );
  });

  it('goes to the dashboard for anything a browser would resolve to another site', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'evil.example',
    ]) {
      expect(back(from), JSON.stringify(from)).toBe('/dashboard');
    }
  });

  it('never returns to the sign-in page, and goes to the dashboard without a from', () => {
    expect(back('/signin?from=/x')).toBe('/dashboard');
    expect(returnPathFrom('')).toBe('/dashboard');
  });
});
