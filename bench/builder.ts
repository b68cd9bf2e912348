// Builder section of `npm run bench` (issue #5): <form-builder> from the production element bundle in
// headless Chromium, on a 500-field form with containers and conditions. Open to interactive, then four
// interactions, each timed in the page from the event to the DOM reflecting it (layout included).
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import {
  createEmptySchemaData,
  type Field,
  type FieldInput,
  type FormSchemaData,
  fieldSchema,
} from '../src/model';
import { PAGE_SCRIPT } from './builder-page';
import { buildElements } from './renderer/build';
import type { BenchRow } from './types';

const SECTION = 'builder';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const FIELD_COUNT = 500;
const OPEN_RUNS = 5;
const INTERACTION_RUNS = 25;
const TARGET = { openMs: 1000, interactionMs: 16 } as const;

/**
 * 500 fields in groups of ten: a two-column container holding three fields, then six fields on the
 * page. Every fifth field carries a conditional rule on the field before it, and every tenth is hidden
 * by a rule on its (empty) neighbour, so the canvas shows 'Hidden by conditions' too.
 */
export function benchSchema(fieldCount: number = FIELD_COUNT): FormSchemaData {
  const fields: FieldInput[] = [];
  const topLevel: string[] = [];
  for (let group = 0; fields.length < fieldCount; group++) {
    const base = `g${group}`;
    const children = [0, 1, 2].map((n) => `${base}_c${n}`);
    fields.push({
      id: `${base}_box`,
      type: 'container',
      label: `Group ${group}`,
      containerConfig: { columns: 2, children },
    });
    topLevel.push(`${base}_box`);
    for (const id of children) fields.push({ id, type: 'text', label: `Inner ${id}` });
    for (let n = 0; n < 6; n++) {
      const id = `${base}_f${n}`;
      const previous = n === 0 ? children[2] : `${base}_f${n - 1}`;
      const index = fields.length;
      const rules =
        index % 5 === 0
          ? [
              {
                id: `${id}_r`,
                triggerFieldId: previous as string,
                operator: index % 10 === 0 ? ('is_empty' as const) : ('equals' as const),
                value: 'yes',
                action: {
                  type: index % 10 === 0 ? ('hide' as const) : ('show' as const),
                  targetFieldIds: [],
                },
              },
            ]
          : undefined;
      fields.push({
        id,
        type: n % 3 === 0 ? 'email' : 'text',
        label: `Field ${id}`,
        width: n % 4 === 1 ? 'half' : 'full',
        ...(rules && { conditionalLogic: rules }),
      });
      topLevel.push(id);
    }
  }
  const all: Field[] = fields.slice(0, fieldCount).map((field) => fieldSchema.parse(field));
  const kept = new Set(all.map((field) => field.id));
  return {
    ...createEmptySchemaData(),
    all_fields: all,
    pages: [{ id: 'page_1', description: '', field_ids: topLevel.filter((id) => kept.has(id)) }],
  };
}

async function serve(dir: string): Promise<{ base: string; close(): Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>builder bench</title>
<script type="module" src="/elements/index.js"></script></head><body style="margin:0"></body></html>`;
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/' || pathname === '/bench.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
      return;
    }
    const file = path.resolve(dir, `.${path.posix.normalize(pathname)}`);
    if (!file.startsWith(dir + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await fs.readFile(file);
      const type = file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const round = (value: number) => Math.round(value * 100) / 100;

function row(caseName: string, values: readonly number[], atMost: number, strict: boolean): BenchRow {
  const value = round(median(values));
  return {
    section: SECTION,
    case: `${FIELD_COUNT} fields: ${caseName}`,
    metric: `median of ${values.length}`,
    value,
    unit: 'ms',
    target: `${strict ? '<' : '≤'} ${atMost} ms`,
    pass: strict ? value < atMost : value <= atMost,
  };
}

type BenchAction = 'open' | 'select' | 'type' | 'drag' | 'add';

async function inPage<T>(page: Page, action: BenchAction, argument: unknown): Promise<T> {
  try {
    return await runInPage<T>(page, action, argument);
  } catch (error) {
    throw new Error(`builder bench, ${action}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function runInPage<T>(page: Page, action: BenchAction, argument: unknown): Promise<T> {
  return page.evaluate(
    ([name, value]) =>
      (window as unknown as { fwBench: Record<string, (input: unknown) => Promise<unknown>> }).fwBench[
        name as string
      ]?.(value),
    [action, argument] as const,
  ) as Promise<T>;
}

async function newBenchPage(browser: Browser, base: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  if (process.env.BENCH_DEBUG) page.on('console', (message) => console.error('page:', message.text()));
  await page.goto(`${base}/bench.html`);
  await page.evaluate(PAGE_SCRIPT);
  return page;
}

export async function runBuilderBench(): Promise<BenchRow[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-builder-bench-'));
  await buildElements(path.join(dir, 'elements'));
  const server = await serve(dir);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_ARGS });
  try {
    const schema = benchSchema();
    const opens: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run++) {
      const page = await newBenchPage(browser, server.base);
      opens.push(await inPage<number>(page, 'open', schema));
      await page.close();
    }
    const page = await newBenchPage(browser, server.base);
    await inPage(page, 'open', schema);
    const select = await inPage<number[]>(page, 'select', INTERACTION_RUNS);
    const typing = await inPage<number[]>(page, 'type', INTERACTION_RUNS);
    const drag = await inPage<number[]>(page, 'drag', INTERACTION_RUNS);
    const add = await inPage<number[]>(page, 'add', INTERACTION_RUNS);
    return [
      row('open to interactive', opens, TARGET.openMs, false),
      row('select a field', select, TARGET.interactionMs, true),
      row('type one character into a label', typing, TARGET.interactionMs, true),
      row('one drag step', drag, TARGET.interactionMs, true),
      row('add a field', add, TARGET.interactionMs, true),
    ];
  } finally {
    await browser.close();
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

// Run alone: `node --import tsx bench/builder.ts`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await runBuilderBench();
  for (const line of rows) {
    console.log(
      `${line.case.padEnd(48)} ${String(line.value).padStart(8)} ${line.unit}  ${line.target}  ${line.pass ? 'pass' : 'FAIL'}`,
    );
  }
}
