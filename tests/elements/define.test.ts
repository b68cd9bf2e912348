import { expect } from '@open-wc/testing';
import { defineOnce, FormRendererElement } from '../../elements/index';

/** Captures console.warn for the duration of `action`. */
async function warningsDuring(action: () => unknown): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await action();
  } finally {
    console.warn = original;
  }
  return warnings;
}

describe('defineOnce', () => {
  it('warns and keeps the first definition when a second copy defines the same tag', async () => {
    class SecondCopy extends HTMLElement {}
    let defined: boolean | undefined;

    const warnings = await warningsDuring(() => {
      defined = defineOnce('form-renderer', SecondCopy);
    });

    expect(defined).to.equal(false);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<form-renderer> is already defined');
    expect(customElements.get('form-renderer')).to.equal(FormRendererElement);
  });

  it('neither throws nor warns when the same bundle evaluates its entry again', async () => {
    const entry = new URL('../../elements/index.ts', import.meta.url);
    entry.searchParams.set('copy', '2');

    const warnings = await warningsDuring(() => import(/* @vite-ignore */ entry.href));

    expect(warnings).to.deep.equal([]);
    expect(customElements.get('form-renderer')).to.equal(FormRendererElement);
  });

  it('defines a tag that is still free', () => {
    class Fresh extends HTMLElement {}
    expect(defineOnce('fw-test-fresh', Fresh)).to.equal(true);
    expect(customElements.get('fw-test-fresh')).to.equal(Fresh);
  });
});
