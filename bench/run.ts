// `npm run bench [section ...]` runs the benchmark sections (all by default) and prints one table.
// Each section lives in its own file and returns rows; targets are checked here, never in tests.
import { runBuilderBench } from './builder';
import { runLogicBench } from './logic';
import { runRendererBench } from './renderer';
import { runServerBench } from './server';
import { runSubmissionsBench } from './submissions';
import type { BenchRow } from './types';

type Section = { name: string; run: () => Promise<BenchRow[]> };

const SECTIONS: Section[] = [
  { name: 'logic', run: runLogicBench },
  { name: 'server', run: runServerBench },
  { name: 'submissions', run: runSubmissionsBench },
  { name: 'renderer', run: runRendererBench },
  { name: 'builder', run: runBuilderBench },
];

function formatValue(row: BenchRow): string {
  const digits = Math.abs(row.value) >= 100 ? 0 : Math.abs(row.value) >= 10 ? 1 : 2;
  return `${row.value.toFixed(digits)} ${row.unit}`;
}

export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['section', 'case', 'metric', 'value', 'target', 'result'];
  const body = rows.map((row) => [
    row.section,
    row.case,
    row.metric,
    formatValue(row),
    row.target ?? '',
    row.pass === undefined ? '' : row.pass ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown bench section(s): ${unknown.join(', ')}. Known: ${SECTIONS.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
  const rows: BenchRow[] = [];
  for (const section of SECTIONS) {
    if (wanted.length > 0 && !wanted.includes(section.name)) continue;
    console.error(`bench: running ${section.name}...`);
    rows.push(...(await section.run()));
  }
  console.log(formatTable(rows));
  const failed = rows.filter((row) => row.pass === false);
  if (failed.length > 0) console.log(`\n${failed.length} target(s) missed.`);
}

await main();
