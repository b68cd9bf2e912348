import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** zod itself and the model modules that define zod schemas. */
const ZOD_MODULES =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]model[\\/](auth|collaboration|field|form|library|migrate|registry|tenant|theme)\.ts$/;

/** Comments and layout whitespace out of CSS text; nothing that could change a rule's meaning. */
function compactCss(css: string): string {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1')
      .replace(/;}/g, '}')
      // Inside a declaration block (no selector there): after a property name.
      .replace(/\{[^{}]*\}/g, (block) => block.replace(/:\s+/g, ':'))
      .trim()
  );
}

/**
 * The stylesheets are CSS text in `*.styles.ts` modules (one constructed sheet per bundle, see
 * elements/styles.ts), which the JS minifier leaves as written. In the build, each plain template literal
 * assigned in those modules (none with `${}` or escapes) is compacted: about a tenth of the CSS bytes.
 */
function compactStyleModules(): Plugin {
  return {
    name: 'formwright:compact-style-modules',
    apply: 'build',
    transform(code, id) {
      if (!/\.styles\.ts$/.test(id) || code.includes('${')) return null;
      const compacted = code.replace(/(=\s*)`([^`$\\]*)`/g, (_, assign: string, css: string) => {
        return `${assign}\`${compactCss(css)}\``;
      });
      return { code: compacted, map: null };
    },
  };
}

/**
 * Two jobs:
 * - `vite build`: the element bundle in dist/elements/. One ES entry (index.js) defines all tags; each
 *   tag's app is a dynamic import, so it becomes its own chunk.
 * - `vite` (dev server): the demo app, with /api proxied to the reference server (`npm start`, port 3000).
 * The vitest config lives in vitest.config.ts, which vitest prefers over this file.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), compactStyleModules()],
  // Lib mode leaves process.env.NODE_ENV in React's code: unreplaced it ships development React, which
  // also throws in browsers (no `process`).
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist/elements',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    lib: {
      entry: { index: 'elements/index.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: {
      // The entry may gain exports (the shared React, valtio and element code): chunks used by every tag
      // then live in index.js instead of several small files, and ZOD_MODULES can be split off (below).
      preserveEntrySignatures: 'allow-extension',
      treeshake: {
        // Model and logic modules run nothing when imported: a re-export nobody uses costs nothing.
        moduleSideEffects: (id: string) => !/[\\/]src[\\/](model|logic)[\\/]/.test(id),
      },
      output: {
        // build.minify alone leaves the whitespace in ES library output.
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          // Only the modules named; what they import stays where the rest of the graph puts it.
          includeDependenciesRecursively: false,
          // zod and the model files built on it: the builder, settings and migrate() need them, the
          // renderer (which checks current schemas with src/model/schema-check.ts) does not. Grouped on
          // their own, they are not merged into a chunk the renderer loads for its logic.
          groups: [{ name: 'schemas', test: ZOD_MODULES }],
        },
      },
    },
  },
  optimizeDeps: {
    // Pre-bundle every browser dependency in the first pass. A dependency discovered later triggers a
    // second pass, and a page that already loaded the first pass's React then holds two copies of it.
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      '@r2wc/react-to-web-component',
      'valtio',
      'valtio/react',
      'valtio/vanilla',
      // Schemas, the API client and request signing: imported by the renderer chunk.
      'zod',
      'ofetch',
      '@noble/hashes/hmac.js',
      '@noble/hashes/sha2.js',
      '@noble/hashes/utils.js',
      // The builder's chunk: found only when a <form-builder> renders, too late for the first pass.
      '@dnd-kit/core',
      '@dnd-kit/utilities',
    ],
  },
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
}));
