/** One line of the benchmark table that `npm run bench` prints. */
export interface BenchRow {
  /** Which part of the system: 'logic', 'server', ... */
  section: string;
  /** What was measured, e.g. 'one change, 1000 fields / 200 rules'. */
  case: string;
  /** How it was summarised, e.g. 'median', 'p95', 'throughput'. */
  metric: string;
  value: number;
  unit: string;
  /** The target as text, e.g. '< 50 µs'; absent for informative rows. */
  target?: string;
  /** Whether `value` meets `target`; absent when there is no target. */
  pass?: boolean;
}
