import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The demo app (demo/index.html) and the element bundle, built together into dist/demo, which the server
 * serves (server/static.ts) next to the API: `npm start` is one process on one origin.
 * - dist/demo/index.html + assets/: the demo shell;
 * - dist/demo/elements/index.js: the elements entry for any other host page on this server
 *   (`<script type="module" src="/elements/index.js">`), sharing its chunks with the demo.
 * `npm run dev:demo` serves the same app with hot reload, /api proxied to a server on port 3000.
 */
const root = fileURLToPath(new URL('./demo/', import.meta.url));
const elementsEntry = fileURLToPath(new URL('./elements/index.ts', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/demo/', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      input: { index: `${root}index.html`, elements: elementsEntry },
      // The elements entry is a library for host pages: keep its exports.
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'elements' ? 'elements/index.js' : 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
