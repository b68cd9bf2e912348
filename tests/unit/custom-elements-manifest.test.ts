import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const analyzer = path.join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js');

describe('custom-elements.json', () => {
  it('is what `npm run analyze` generates from the current element sources', async () => {
    // The analyzer joins outdir onto the working directory, so the scratch directory sits inside the repo.
    const scratch = await mkdtemp(path.join(root, 'node_modules/.cache-cem-'));
    try {
      await promisify(execFile)(
        process.execPath,
        [
          analyzer,
          'analyze',
          '--config',
          'custom-elements-manifest.config.mjs',
          '--outdir',
          path.relative(root, scratch),
          '--quiet',
        ],
        { cwd: root },
      );
      const fresh = await readFile(path.join(scratch, 'custom-elements.json'), 'utf8');
      const committed = await readFile(path.join(root, 'custom-elements.json'), 'utf8');
      expect(committed, 'custom-elements.json is stale: run `npm run analyze` and commit the result').toBe(
        fresh,
      );
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 30_000);

  it("lists as each tag's events exactly the fw- events its sources fire", async () => {
    const manifest = JSON.parse(await readFile(path.join(root, 'custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string; events?: { name: string }[] }[] }[];
    };
    const documented = new Map<string, string[]>();
    for (const module of manifest.modules) {
      for (const declaration of module.declarations ?? []) {
        if (declaration.tagName) {
          documented.set(declaration.tagName, (declaration.events ?? []).map((event) => event.name).sort());
        }
      }
    }
    // Each tag's app, and the root every tag renders in (its fw-error when the app fails).
    const sources: Record<string, string[]> = {
      'form-builder': ['form-builder-app.tsx'],
      'form-renderer': ['form-renderer-app.tsx', 'form-renderer-events.ts'],
      'tenant-settings': ['tenant-settings-app.tsx'],
    };
    const fired = /(?:emit\(\s*[\w.]+,\s*|new CustomEvent\(\s*)'(fw-[a-z-]+)'/g;
    for (const [tag, files] of Object.entries(sources)) {
      const names = new Set<string>();
      for (const file of [...files, 'element-root.tsx']) {
        const text = await readFile(path.join(root, 'elements', file), 'utf8');
        for (const match of text.matchAll(fired)) names.add(match[1]!);
      }
      expect([...names].sort(), tag).toEqual(documented.get(tag));
    }
  });
});
