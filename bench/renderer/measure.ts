import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { BenchForm, PageKind, Sample } from './protocol';

/** How many samples one page takes; medians are reported. */
export interface SamplePlan {
  mounts: number;
  keystrokes: number;
  toggles: number;
}

const MOUNT_WARMUP = 2;
const KEY_WARMUP = 5;
const TOGGLE_WARMUP = 4;

/** Medians of one measure: wall clock (performance.now) and the page's main-thread CPU time. */
export interface Timing {
  wallMs: number;
  cpuMs: number;
}

export interface PageResult {
  mount: Timing;
  keystroke: Timing;
  toggle: Timing;
  heapBytes: number;
  /** Keystrokes and toggles whose DOM still changed in a task after the input event (counted in). */
  lateSamples: number;
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One bench page in its own browser context; page errors fail the bench. */
class BenchPage {
  readonly errors: string[] = [];
  private constructor(
    readonly kind: PageKind,
    readonly page: Page,
  ) {
    page.on('pageerror', (error) => this.errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
  }

  static async open(browser: Browser, base: string, kind: PageKind, form: BenchForm): Promise<BenchPage> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const bench = new BenchPage(kind, await context.newPage());
    await bench.page.goto(`${base}/${kind}.html`);
    await bench.page.waitForFunction(() => window.fwBench !== undefined);
    await bench.page.evaluate((json) => window.fwBench!.load(json), JSON.stringify(form));
    return bench;
  }

  mount(): Promise<Sample> {
    return this.page.evaluate(() => window.fwBench!.mount());
  }

  focus(fieldId: string): Promise<void> {
    return this.page.evaluate((id) => window.fwBench!.focus(id), fieldId);
  }

  /** One keystroke: its keydown starts the in-page clock, the settled DOM after its input stops it. */
  async keystroke(key: string): Promise<Sample> {
    await this.page.evaluate(() => window.fwBench!.arm());
    await this.page.keyboard.down(key);
    const sample = await this.page.evaluate(() => window.fwBench!.collect());
    await this.page.keyboard.up(key);
    return sample;
  }

  textOf(fieldId: string): Promise<string> {
    return this.page.evaluate((id) => window.fwBench!.textOf(id), fieldId);
  }

  isShown(fieldId: string): Promise<boolean> {
    return this.page.evaluate((id) => window.fwBench!.isShown(id), fieldId);
  }

  /** V8's used heap after full garbage collections. */
  async heapAfterGc(): Promise<number> {
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      const exposed = await this.page.evaluate(() => window.fwBench!.gc());
      if (!exposed) throw new Error('gc() is not exposed: launch Chromium with --js-flags=--expose-gc');
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    } finally {
      await cdp.detach();
    }
  }

  failOnErrors(): void {
    if (this.errors.length > 0)
      throw new Error(`${this.kind} page reported errors:\n${this.errors.join('\n')}`);
  }

  close(): Promise<void> {
    return this.page.context().close();
  }
}

/** Takes one sample from each page in turn, so both see the same load on a shared machine. */
async function alternate<T>(
  pages: readonly BenchPage[],
  warmup: number,
  count: number,
  sample: (page: BenchPage, index: number) => Promise<T>,
): Promise<T[][]> {
  const samples = pages.map((): T[] => []);
  for (let i = 0; i < warmup + count; i++) {
    for (const [index, page] of pages.entries()) {
      const value = await sample(page, i);
      if (i >= warmup) samples[index]!.push(value);
    }
  }
  return samples;
}

interface TraceEvent {
  cat?: string;
  name?: string;
  /** The thread's CPU clock, µs. */
  tts?: number;
}

/**
 * Main-thread CPU milliseconds of each sample, from the user-timing marks the harness put around it: a
 * mark's trace event carries the thread's CPU clock (tts). The last end mark of a sample counts.
 */
function cpuTimes(trace: Buffer): (sample: Sample) => number {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const clock = new Map<string, number>();
  for (const event of traceEvents) {
    if (event.cat !== 'blink.user_timing' || !event.name?.startsWith('fw:')) continue;
    if (event.tts === undefined) throw new Error('trace events without a thread clock (tts)');
    clock.set(event.name, event.tts);
  }
  return (sample) => {
    const start = clock.get(`${sample.mark}:start`);
    const end = clock.get(`${sample.mark}:end`);
    if (start === undefined || end === undefined) throw new Error(`no trace marks for ${sample.mark}`);
    return (end - start) / 1000;
  };
}

function timing(samples: readonly Sample[], cpu: (sample: Sample) => number): Timing {
  return { wallMs: median(samples.map((sample) => sample.ms)), cpuMs: median(samples.map(cpu)) };
}

function logSamples(
  page: BenchPage,
  name: string,
  samples: readonly Sample[],
  cpu: (sample: Sample) => number,
) {
  const list = (values: readonly number[]) => values.map((ms) => ms.toFixed(1)).join(' ');
  console.error(`  ${page.kind} ${name}, wall ms: ${list(samples.map((sample) => sample.ms))}`);
  console.error(`  ${page.kind} ${name}, CPU ms:  ${list(samples.map(cpu))}`);
}

/**
 * The renderer page and the baseline page side by side, sampled alternately under one trace (for the CPU
 * times): mounts (a fresh host each time), keystrokes into a plain text field, keystrokes that flip a
 * trigger so one dependent appears or goes; then each page's JS heap after GC, its last form mounted.
 */
export async function measurePages(
  browser: Browser,
  base: string,
  form: BenchForm,
  plan: SamplePlan,
): Promise<Record<PageKind, PageResult>> {
  const pages: BenchPage[] = [];
  let tracing = false;
  try {
    for (const kind of ['renderer', 'baseline'] as const) {
      pages.push(await BenchPage.open(browser, base, kind, form));
    }
    await browser.startTracing(undefined, { categories: ['blink.user_timing'] });
    tracing = true;

    const mounts = await alternate(pages, MOUNT_WARMUP, plan.mounts, (page) => page.mount());

    for (const page of pages) await page.focus(form.typingFieldId);
    const keys = await alternate(pages, KEY_WARMUP, plan.keystrokes, (page) => page.keystroke('a'));
    for (const page of pages) {
      const typed = await page.textOf(form.typingFieldId);
      if (typed !== 'a'.repeat(KEY_WARMUP + plan.keystrokes)) {
        throw new Error(`${page.kind}: the typing field holds '${typed}' after the keystrokes`);
      }
    }

    const { triggerId, dependentId, value } = form.toggle;
    for (const page of pages) {
      await page.focus(triggerId);
      await page.page.keyboard.type(value.slice(0, -1));
      await page.focus(triggerId);
    }
    const toggles = await alternate(pages, TOGGLE_WARMUP, plan.toggles, async (page, i) => {
      const show = i % 2 === 0;
      const sample = await page.keystroke(show ? value.slice(-1) : 'Backspace');
      if ((await page.isShown(dependentId)) !== show) {
        throw new Error(`${page.kind}: ${dependentId} ${show ? 'did not appear' : 'did not go'}`);
      }
      return sample;
    });

    tracing = false;
    const cpu = cpuTimes(await browser.stopTracing());
    if (process.env.FW_BENCH_VERBOSE) {
      for (const [index, page] of pages.entries()) {
        logSamples(page, 'mounts', mounts[index]!, cpu);
        logSamples(page, 'keystrokes', keys[index]!, cpu);
        logSamples(page, 'toggles', toggles[index]!, cpu);
      }
    }
    const heaps: number[] = [];
    for (const page of pages) heaps.push(await page.heapAfterGc());
    for (const page of pages) page.failOnErrors();
    const result = (index: number): PageResult => ({
      mount: timing(mounts[index]!, cpu),
      keystroke: timing(keys[index]!, cpu),
      toggle: timing(toggles[index]!, cpu),
      heapBytes: heaps[index]!,
      lateSamples: [...keys[index]!, ...toggles[index]!].filter((sample) => sample.late).length,
    });
    return { renderer: result(0), baseline: result(1) };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    for (const page of pages) await page.close();
  }
}

export interface PathBytes {
  /** Paths under /elements/ the page loaded, in load order. */
  files: string[];
  min: number;
  gzip: number;
}

const QUIET_MS = 500;

/**
 * The JS and CSS a page with only `<form-renderer>` loads, read off the network log of a real load (the
 * entry, then whatever it and the renderer app import once a form renders), sized from the built files:
 * as built (minified) and gzipped one by one with node:zlib's default level.
 */
export async function rendererPathBytes(
  browser: Browser,
  base: string,
  elementsDir: string,
  form: BenchForm,
): Promise<PathBytes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const files: string[] = [];
    const failed: string[] = [];
    let last = Date.now();
    page.on('request', () => {
      last = Date.now();
    });
    page.on('response', (response) => {
      last = Date.now();
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith('/elements/')) return;
      if (!response.ok()) failed.push(`${response.status()} ${pathname}`);
      else if (/\.(m?js|css)$/.test(pathname) && !files.includes(pathname)) files.push(pathname);
    });
    await page.goto(`${base}/renderer.html`);
    await page.waitForFunction(() => window.fwBench !== undefined);
    await page.evaluate((json) => window.fwBench!.load(json), JSON.stringify(form));
    await page.evaluate(() => window.fwBench!.mount());
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(100);
    if (failed.length) throw new Error(`the renderer page failed to load: ${failed.join(', ')}`);
    let min = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = await fs.readFile(path.join(elementsDir, file.slice('/elements/'.length)));
      min += bytes.length;
      gzip += gzipSync(bytes).length;
    }
    return { files, min, gzip };
  } finally {
    await context.close();
  }
}
