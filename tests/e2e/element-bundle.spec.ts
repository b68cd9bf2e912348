import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { buildElements } from '../../bench/renderer/build';
import { migrate } from '../../src/model';

// The element bundle host products load (`npm run build`: vite.config.ts, production, minified, one
// chunk per tag), built here and loaded in Chromium from a plain static server. The other specs run the
// elements from sources or from the demo's own build; a production chunk graph can still break alone
// (it did: a cycle between two chunks left a zod enum of undefined at load, and no tag rendered).

let outDir = '';
let server: http.Server | undefined;
let origin = '';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.map': 'application/json',
};

/** A page per tag: the bundle's entry, and the tag. */
const page = (tag: string) =>
  `<!doctype html><html lang="en"><head><title>${tag}</title><link rel="icon" href="data:,"><script type="module" src="/elements/index.js"></script></head><body><${tag}></${tag}></body></html>`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formwright-bundle-'));
  await buildElements(path.join(outDir, 'elements'));
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const tag = /^\/([a-z-]+)\.html$/.exec(url.pathname)?.[1];
    const file = path.join(outDir, path.normalize(url.pathname));
    if (tag) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page(tag));
    } else if (file.startsWith(outDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(fs.readFileSync(file));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(outDir, { recursive: true, force: true });
});

/** Opens the tag's page; returns the errors the page raised and the bundle files it loaded. */
async function open(p: Page, tag: string) {
  const errors: string[] = [];
  const files: string[] = [];
  p.on('pageerror', (error) => errors.push(error.message));
  p.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  p.on('response', (response) => files.push(new URL(response.url()).pathname));
  await p.goto(`${origin}/${tag}.html`);
  return { errors, files };
}

const shadowText = (p: Page, tag: string) =>
  p.evaluate((name) => document.querySelector(name)?.shadowRoot?.textContent?.trim() ?? '', tag);

test('<form-renderer> from the built bundle draws a schema, without loading the zod schemas chunk', async ({
  page: p,
}) => {
  const { errors, files } = await open(p, 'form-renderer');
  // A current schema, complete as a save leaves it: an older one would fetch migrate() (and zod) first.
  const migrated = migrate({
    schemaVersion: 1,
    pages: [{ id: 'page_1', description: '', field_ids: ['name'] }],
    all_fields: [{ id: 'name', type: 'text', label: 'Your name', required: true }],
    settings: {},
    globalVariables: [],
  });
  if (!migrated.ok) throw new Error('the test schema does not migrate');
  // As JSON text: Playwright's typing of a whole schema as an argument is too deep for tsc.
  await p.evaluate(async (json) => {
    await customElements.whenDefined('form-renderer');
    const renderer = document.querySelector('form-renderer') as HTMLElement & { schema?: unknown };
    renderer.schema = JSON.parse(json);
  }, JSON.stringify(migrated.value));
  await expect(p.locator('form-renderer').getByLabel('Your name')).toBeVisible();
  expect(errors).toEqual([]);
  // zod and the schemas built on it are the builder's and the settings' (vite.config.ts): not the path
  // of a page that only shows a form.
  expect(files.filter((file) => /\/chunks\/schemas-/.test(file))).toEqual([]);
});

for (const tag of ['form-builder', 'tenant-settings']) {
  test(`<${tag}> from the built bundle renders without errors`, async ({ page: p }) => {
    const { errors } = await open(p, tag);
    await expect.poll(() => shadowText(p, tag)).not.toBe('');
    expect(errors).toEqual([]);
  });
}
