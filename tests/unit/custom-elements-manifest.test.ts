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
});
