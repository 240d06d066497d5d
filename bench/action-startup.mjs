// Start-up of the Action bundle, measured as whole processes (spawn to event), several runs:
//   reject  time for `node dist/index.js` to reject an empty `urls` input and exit
//   first   time from spawn to the first request a plain URL run makes (a loopback server
//           stamps it), and the process's RSS at that moment (VmRSS / VmHWM read from /proc
//           by the server while it holds the first response: "before crawling")
//   floor   the same for a bare `node -e` that makes one request: Node's own start-up, the
//           peer to compare with on a busy machine
//
//   node bench/action-startup.mjs [--runs 10] [--bundle dist/index.js]
//
// Every input is passed as the runner passes it (action.yml's defaults). Prints medians and
// ranges; the machine may be shared, so compare runs made together, not with other days.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? dflt : args[i + 1];
};
const RUNS = Number(arg('runs', '10'));
const BUNDLE = path.resolve(ROOT, arg('bundle', 'dist/index.js'));
const meta = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8'));

function env(inputs, dir) {
  const e = {
    PATH: process.env.PATH,
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    GITHUB_OUTPUT: path.join(dir, 'out'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
    GITHUB_API_URL: 'https://api.github.invalid',
  };
  writeFileSync(e.GITHUB_OUTPUT, '');
  writeFileSync(e.GITHUB_STEP_SUMMARY, '');
  for (const [name, input] of Object.entries(meta.inputs)) {
    const value = name in inputs ? inputs[name] : String(input.default ?? '').replace('${{ github.token }}', 'ghs_benchToken');
    e[`INPUT_${name.toUpperCase()}`] = value;
  }
  return e;
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function rejectRun() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ls-startup-'));
  const t0 = process.hrtime.bigint();
  const child = spawn(process.execPath, [BUNDLE], { cwd: dir, env: env({ urls: '' }, dir), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise((r) => child.on('exit', r));
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  rmSync(dir, { recursive: true, force: true });
  if (code !== 1 || !/::error::urls: /.test(out)) throw new Error(`expected the empty input to be rejected, got exit ${code}: ${out}`);
  return ms;
}

/** The floor: a bare Node process whose first statement makes the request. */
const FLOOR = ['-e', "require('node:http').get(process.argv[1], (res) => res.resume())"];

async function firstRequestRun(inputs = {}, floor = false) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ls-startup-'));
  let t0 = 0n;
  let child;
  let first;
  const server = http.createServer((_req, res) => {
    if (!first) first = { ms: Number(process.hrtime.bigint() - t0) / 1e6, ...rssOf(child.pid) };
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>t</title><p>no links</p>');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${server.address().port}/`;
  t0 = process.hrtime.bigint();
  const argv = floor ? [...FLOOR, url] : [BUNDLE];
  child = spawn(process.execPath, argv, { cwd: dir, env: env({ urls: url, ...inputs }, dir), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise((r) => child.on('exit', r));
  server.close();
  rmSync(dir, { recursive: true, force: true });
  if (!first) throw new Error(`no request reached the server (exit ${code}): ${out}`);
  return first;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (xs, unit, digits = 0) =>
  `median ${median(xs).toFixed(digits)} ${unit} (min ${Math.min(...xs).toFixed(digits)}, max ${Math.max(...xs).toFixed(digits)})`;

const reject = [];
const plain = [];
const cached = [];
const floor = [];
for (let i = 0; i < RUNS; i++) {
  floor.push(await firstRequestRun({}, true));
  reject.push(await rejectRun());
  plain.push(await firstRequestRun());
  cached.push(await firstRequestRun({ cache: 'true' }));
}
console.log(`bundle ${path.relative(ROOT, BUNDLE)}, Node ${process.versions.node}, ${RUNS} runs each, interleaved`);
console.log(
  `floor: bare node, spawn to first request: ${fmt(
    floor.map((f) => f.ms),
    'ms',
  )}; RSS ${fmt(
    floor.map((f) => f.rss),
    'MB',
    1,
  )}`,
);
console.log(`reject empty input (spawn to exit):      ${fmt(reject, 'ms')}`);
console.log(
  `plain run, spawn to first request:       ${fmt(
    plain.map((f) => f.ms),
    'ms',
  )}`,
);
console.log(
  `plain run, RSS at first request:         ${fmt(
    plain.map((f) => f.rss),
    'MB',
    1,
  )}; peak so far ${fmt(
    plain.map((f) => f.hwm),
    'MB',
    1,
  )}`,
);
console.log(
  `cache: true, spawn to first request:     ${fmt(
    cached.map((f) => f.ms),
    'ms',
  )} (cache service absent: restore fails fast)`,
);
console.log(
  `cache: true, RSS at first request:       ${fmt(
    cached.map((f) => f.rss),
    'MB',
    1,
  )}`,
);
