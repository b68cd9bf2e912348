import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the real server. Two servers start for the run:
 * - what `npm start` runs: the demo app built when stale (demo/ensure-build.mjs), then the server
 *   (`server/main.ts`) serving the API and the demo on one origin, on a fresh embedded database in a temp
 *   directory, seeded with the demo accounts. The demo specs (shell*.spec.ts) use it as E2E_APP_URL;
 * - Vite's dev server, which serves tests/e2e/fixtures/builder-host.html: a minimal host page that signs
 *   in and plays the host's router, used by builder.spec.ts to drive <form-builder> alone.
 * Ports and the data directory come from E2E_API_PORT, E2E_WEB_PORT and E2E_DATA_DIR, so several people
 * can run the suite at once. Chromium is Debian's (/usr/bin/chromium) or CHROME_PATH; Playwright's own
 * download does not work here.
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 3311);
const webPort = Number(process.env.E2E_WEB_PORT ?? 5311);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'formwright-e2e-data');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
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
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --port ${webPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${webPort}/tests/e2e/fixtures/builder-host.html`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

export const E2E_SERVICE_URL = `http://127.0.0.1:${apiPort}`;
/** The demo app, served by the same server as the API (what `npm start` serves). */
export const E2E_APP_URL = E2E_SERVICE_URL;
