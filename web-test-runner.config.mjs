import { createServer } from 'node:net';
import { removeViteLogging, vitePlugin } from '@remcovaes/web-test-runner-vite-plugin';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { startApiServer } from './tests/elements/renderer/support/api-server.mjs';

/**
 * Element and UI tests in a real Chromium: Debian's (Playwright's own download does not work here);
 * CHROME_PATH points elsewhere on a developer machine.
 * Vite serves the test files (React is CommonJS, which the esbuild route cannot handle); the flags keep
 * Chromium from calling hosts this machine cannot reach.
 */
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The Vite plugin proxies to the port in Vite's config, not the one Vite ended up on, so a busy port
 * would send every request to some other server. Take a free port now and make Vite insist on it.
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
const vitePort = await freePort();

/** The real API server (#3) for the renderer's loading tests; the test page gets its URL as __FW_API_URL__. */
const apiServer = await startApiServer();

export default {
  files: ['tests/elements/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 2,
  // A file whose page stops answering is cut off here; a slow one must not be, so that its own mocha timeouts
  // (10 s per test, up to 60 s in the server-backed suites) name the test that hung. The default 120 s is
  // less than two 60 s tests, which once cut off the Collaboration file in CI without naming a test.
  testsFinishTimeout: 300_000,
  // The API server's URL, for the tests that load forms from it (tests/elements/renderer/support/api.ts).
  testRunnerHtml: (testFramework) => `<!doctype html>
<html>
  <body>
    <script>globalThis.__FW_API_URL__ = ${JSON.stringify(apiServer.url)};</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
  filterBrowserLogs: (log) =>
    removeViteLogging(log) &&
    !log.args.some((arg) => typeof arg === 'string' && arg.startsWith('Lit is in dev mode')),
  testFramework: {
    config: { timeout: 10_000 },
  },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          // Containers often give /dev/shm 64 MB; a renderer that runs out of it crashes its page.
          '--disable-dev-shm-usage',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  plugins: [
    {
      name: 'formwright-api-server',
      serverStop: () => apiServer.stop(),
    },
    vitePlugin({
      server: { port: vitePort, strictPort: true },
      optimizeDeps: {
        // Pre-bundled with the app's list (vite.config.ts) in the first pass: a dependency found later makes
        // Vite optimise again and reload, and a page that loaded the first React then holds two. axe-core is
        // test-only; the others are what the renderer chunk (schemas, session, request signing) imports.
        include: [
          'axe-core',
          'valtio',
          'zod',
          'ofetch',
          '@noble/hashes/hmac.js',
          '@noble/hashes/sha2.js',
          '@noble/hashes/utils.js',
        ],
        // Both must come from web-test-runner's server as they are: pre-bundled, the commands lose their
        // web socket to the runner and the testing helpers get a second copy of their state.
        exclude: ['@open-wc/testing', '@web/test-runner-commands'],
      },
    }),
  ],
};
