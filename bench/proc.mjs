/**
 * What both benches (run.mjs on the generated site, real.mjs on the Debian doc trees) share:
 * running one tool as a child process and measuring it, and comparing dead-link lists.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, '..');

function readHwmKb(pid) {
  try {
    const m = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Run `node --import rss-reporter <args>` (on this Node) in its own process group; resolve
 * { wallMs, exitCode, signal, timedOut, peakRssMB, rssSource, cpuMs, stdoutFile, stderrFile }.
 * `cpus` (e.g. "0,1") pins the process to those CPUs with taskset; `imports` are more preloads.
 */
export function runNode({ name, args, tmp, timeoutMs, log, env = {}, cpus, imports = [] }) {
  const rssFile = join(tmp, `${name}.rss.json`);
  const outFile = join(tmp, `${name}.stdout`);
  const errFile = join(tmp, `${name}.stderr`);
  const out = openSync(outFile, 'w');
  const err = openSync(errFile, 'w');
  const nodeArgs = [...['rss-reporter.mjs', ...imports].flatMap((m) => ['--import', pathToFileURL(join(here, m)).href]), ...args];
  const [command, commandArgs] = cpus ? ['taskset', ['-c', cpus, process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const t0 = performance.now();
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', out, err],
    env: { ...process.env, ...env, BENCH_RSS_FILE: rssFile, FORCE_COLOR: '0', NO_COLOR: '1' },
    detached: true, // its own process group, so a timeout can end it and anything it started
  });
  closeSync(out);
  closeSync(err);
  let polledKb = 0;
  const poll = setInterval(() => {
    polledKb = Math.max(polledKb, readHwmKb(child.pid));
  }, 250);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    log(`${name}: timed out after ${timeoutMs / 60_000} min, killing pid ${child.pid}`);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, timeoutMs);
  return new Promise((resolveP) => {
    child.on('exit', (exitCode, signal) => {
      const wallMs = performance.now() - t0;
      clearInterval(poll);
      clearTimeout(timer);
      let reported;
      try {
        reported = JSON.parse(readFileSync(rssFile, 'utf8'));
      } catch {
        // killed, or crashed before the exit hook: fall back to the polled figure
      }
      const peakKb = Math.max(reported?.vmHWMkB ?? 0, polledKb);
      resolveP({
        wallMs,
        exitCode,
        signal,
        timedOut,
        peakRssMB: peakKb / 1024,
        rssSource: reported ? 'VmHWM at exit' : 'VmHWM polled',
        cpuMs: reported ? reported.cpuUserMs + reported.cpuSystemMs : undefined,
        stdoutFile: outFile,
        stderrFile: errFile,
      });
    });
  });
}

/** Normalise a reported URL for comparison: WHATWG href without the fragment. */
export function norm(u) {
  try {
    const url = new URL(u);
    url.hash = '';
    return url.href;
  } catch {
    return String(u);
  }
}

/** The last `n` characters of a file (for error messages). */
export function tail(file, n = 800) {
  try {
    const s = readFileSync(file, 'utf8');
    return s.length > n ? `…${s.slice(-n)}` : s;
  } catch {
    return '';
  }
}

/** Print rows as a left/right aligned text table. */
export function printTable(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => [...row[c]].length)));
  const line = (row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

/**
 * `list` started at its `by`-th element (mod its length), the ones before it moved to the end: the order of a
 * bench round, each round one row later, so that no row always runs first (a round's first run measures slower).
 */
export function rotated(list, by) {
  return list.map((_, i) => list[(i + by) % list.length]);
}

/** The median of the finite numbers in `list` (a run without a figure leaves it out), or undefined when none. */
export function median(list) {
  const xs = list.filter(Number.isFinite).sort((a, b) => a - b);
  if (!xs.length) return undefined;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** mulberry32: small, seeded, good enough for a bench; returns () => float in [0, 1). */
export function rng(s) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
