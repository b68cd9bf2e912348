// Helpers for the demo specs: sign in through the real sign-in page, run axe on the whole page, and keep
// a screenshot of each main screen under test-results/screenshots.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { E2E_SERVICE_URL } from '../../../playwright.config';
import { type ApiClient, createApiClient } from '../../../src/api/client';

/**
 * The demo credentials as the README's Quick start table gives them (seeded on the first start): read
 * from the README itself, so the journey proves that what a new user is told to type works.
 */
function readmeDemoUser(): { username: string; password: string } {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const row = /^\| `demo` \| `([^`]+)` \| `([^`]+)` \| tenant admin/m.exec(readme);
  if (!row?.[1] || !row[2]) throw new Error("README.md's Quick start table has no demo tenant admin row");
  return { username: row[1], password: row[2] };
}

export const DEMO_USER = readmeDemoUser();

/** Signs in on the sign-in page; with a tenant, typed into its Tenant field first (else the one shown). */
export async function signInThroughPage(
  page: Page,
  username: string,
  password: string,
  tenant?: string,
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  if (tenant !== undefined) await page.getByLabel('Tenant').fill(tenant);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/signin');
  await signInThroughPage(page, DEMO_USER.username, DEMO_USER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: /^My Forms \(\d+\)$/ })).toBeVisible();
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { html: string }[];
}

/** axe on the whole document, open shadow roots included; whole-page rules stay on (these are pages). */
export async function expectNoAxeViolations(page: Page, options: { disable?: string[] } = {}): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (disabled) => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const results = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ html: node.html })),
    }));
  }, options.disable ?? []);
  const report = violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.html).join('\n  ')}`,
    )
    .join('\n');
  expect(violations, report).toEqual([]);
}

/** A full-page PNG of a main screen, kept as test-results/screenshots/{name}.png (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const path = `test-results/screenshots/${name}.png`;
  const started = Date.now();
  await page.screenshot({ path, fullPage: true });
  // Written now, by this run (test-results outlives runs on a developer's machine).
  const written = statSync(path);
  expect(written.size, path).toBeGreaterThan(1000);
  expect(written.mtimeMs, path).toBeGreaterThanOrEqual(started - 1000);
}

/** An API client signed in as the demo user, with the credentials the browser holds after sign-in. */
export async function demoClient(page: Page): Promise<ApiClient> {
  await signInAsDemo(page);
  const stored = await page.evaluate(() => localStorage.getItem('auth_token'));
  const credentials = Object.values(
    JSON.parse(stored ?? '{}') as Record<string, { token: string; signingKey: string }>,
  )[0];
  if (!credentials) throw new Error('no stored session');
  return createApiClient({ serviceUrl: E2E_SERVICE_URL, tenant: 'demo', credentials: () => credentials });
}

/** An API client signed in straight against the service (no page), e.g. for another tenant's user. */
export async function signedInClient(tenant: string, username: string, password: string): Promise<ApiClient> {
  const anonymous = createApiClient({ serviceUrl: E2E_SERVICE_URL, tenant, credentials: () => null });
  const answer = await anonymous.request<{ token: string; signingKey: string }>(
    'POST',
    '/api/v1/auth/signin',
    {
      body: { username, password },
      authenticated: false,
    },
  );
  const credentials = { token: answer.token, signingKey: answer.signingKey };
  return createApiClient({ serviceUrl: E2E_SERVICE_URL, tenant, credentials: () => credentials });
}
