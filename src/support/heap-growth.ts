/**
 * How far V8 lets the old generation grow past what the last full collection kept alive.
 *
 * By default V8 picks the factor from how fast it collects against how fast the program allocates, up to 4× on
 * a machine with a few GB of memory. A check allocates fast and keeps a growing graph (the frontier, the memo of
 * links, the pages' records), so V8 picks a high factor and the heap runs far past what is alive: checking
 * Debian's rust-doc folder (32,101 pages) kept ~155 MB alive three quarters in and ~220 MB at the end, yet
 * peaked at 430–640 MB of RSS, a different figure every run. A fixed factor of 1.6 ends that: 333–365 MB in the
 * same time and CPU (3 alternated runs each on 2 cores, load ~1; 1.5× 333–363 MB, 1.8× 343–365 MB, 2× ~370 MB;
 * 1.3× took 25 % more CPU); the Python docs' folder, whose heap stays small, the same ~155 MB and 1.5 s either
 * way. The flag is V8's own `--heap-growing-percent`, set before the check's isolate starts (it is read at every
 * full collection, for every isolate of the process), unless the command line or `NODE_OPTIONS` set it already.
 */
import v8 from 'node:v8';

/** The old generation may grow to 1 + this / 100 times what was alive after a full collection. */
export const HEAP_GROWING_PERCENT = 60;

const FLAG = '--heap-growing-percent';

/** Fix V8's heap growing factor for this process; false (nothing set) when the user chose one. */
export function boundHeapGrowth(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env['NODE_OPTIONS'] ?? ''): boolean {
  const chosen = (arg: string) => /^--heap[-_]growing[-_]percent(=|$)/.test(arg);
  if (execArgv.some(chosen) || nodeOptions.split(/\s+/).some(chosen)) return false;
  v8.setFlagsFromString(`${FLAG}=${HEAP_GROWING_PERCENT}`);
  return true;
}
