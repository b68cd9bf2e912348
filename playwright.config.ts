import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the real server. Two servers start for the run:
 * - what `npm start` runs: the demo app built when stale (demo/ensure-build.mjs), then the server
 *   (`server/main.ts`) serving the API and the demo on one origin, on a fresh embedded database in a temp
 *   directory, seeded with the demo accounts. The demo specs (shell*.spec.ts) use it as E2E_APP_URL;
 * - Vite's dev server (tests/e2e/vite.config.ts: no file watching, no hot reloads), which serves
 *   tests/e2e/fixtures/builder-host.html: a minimal host page that signs in and plays the host's router,
 *   used by builder.spec.ts and collaboration.spec.ts to drive <form-builder> alone.
 * Ports and the data directory come from E2E_API_PORT, E2E_WEB_PORT and E2E_DATA_DIR, so several people
 * can run the suite at once. collaboration.spec.ts starts two more servers (E2E_API_PORT + 20 and + 21)
 * on PostgreSQL when TEST_DATABASE_URL is set (required on CI), each run in a schema of its own.
 * Chromium is Debian's (/usr/bin/chromium) or CHROME_PATH; Playwright's own download does not work here.
 * Screenshots of the main screens go to test-results/screenshots (git-ignored).
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 3311);
const webPort = Number(process.env.E2E_WEB_PORT ?? 5311);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'formwright-e2e-data');
/** E2E_SERVER_LOGS=1 shows the servers' own output too (errors always show). */
const serverLogs = process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder when a run starts: one per web port, so a run never deletes the
  // traces of another run going on in the same tree. Screenshots go beside it (test-results/screenshots).
  outputDir: `test-results/e2e-${webPort}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', headless: true } }],
  webServer: [
    {
      command: `rm -rf "${dataDir}" && node demo/ensure-build.mjs && node --import tsx server/main.ts`,
      env: { PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir },
      url: `http://127.0.0.1:${apiPort}/api/v1/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: serverLogs,
      stderr: 'pipe',
    },
    {
      command: `npx vite --config tests/e2e/vite.config.ts --port ${webPort} --strictPort --host 127.0.0.1`,
      // That config imports ../../vite.config without the .ts the typecheck forbids; Vite's bundling
      // loader (today's default) reads it fine, and its notice about a future loader is noise here.
      env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      url: `http://127.0.0.1:${webPort}/tests/e2e/fixtures/builder-host.html`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: serverLogs,
      stderr: 'pipe',
    },
  ],
});

export const E2E_SERVICE_URL = `http://127.0.0.1:${apiPort}`;
/** The demo app, served by the same server as the API (what `npm start` serves). */
export const E2E_APP_URL = E2E_SERVICE_URL;
