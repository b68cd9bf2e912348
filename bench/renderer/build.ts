import path from 'node:path';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const PAGE_DIR = path.join(ROOT, 'bench/renderer/page');

/**
 * `vite build` of the element bundle with the project's own config (production, minified, code-split
 * per tag), written to `outDir` instead of dist/elements so the bench never touches a build someone else
 * is using.
 */
export async function buildElements(outDir: string): Promise<void> {
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/** The two bench pages' scripts (harness + driver each, baseline renderer), unminified ES modules. */
export async function buildPages(outDir: string): Promise<void> {
  await build({
    root: PAGE_DIR,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      lib: {
        entry: { renderer: 'renderer-page.ts', baseline: 'baseline-page.ts' },
        formats: ['es'],
        fileName: (_format, entryName) => `${entryName}.js`,
      },
      rolldownOptions: { output: { chunkFileNames: '[name].js' } },
    },
  });
}
