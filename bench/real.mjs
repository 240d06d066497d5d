/**
 * The real-page bench: linkspider and linkinator side by side on Debian's HTML documentation
 * trees (real pages: inline SVG icons, many scripts, large pages), each tree served on
 * loopback by bench/static-server.mjs in its own process.
 *
 *   npm run bench -- --real [--corpus python,postgresql] [--only linkspider,linkinator]
 *                   [--runs 1] [--cpus 0,1] [--linkspider-cli dist/cli.js] [--json-out FILE]
 *                   [--timeout-min 10] [--keep-tmp] [--env NAME=VALUE]
 *
 * Both tools get the same exclusion: every URL outside the served origin is skipped
 * (`--exclude` / `--skip` with the same regular expression), so only the tree is checked, and
 * the same concurrency (64) and request timeout (60 s).
 * --runs N runs each tool N times, interleaved; each tool's fastest run is reported.
 * --cpus pins both tools to those CPUs (taskset), e.g. `--cpus 0` for one core.
 * --env sets an environment variable for linkspider only (repeatable).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { norm, printTable, root, runNode, tail } from './proc.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** The trees, where Debian installs them, and the internal dead links each is known to have. */
const CORPORA = {
  python: {
    title: 'Python 3.11 docs',
    dir: '/usr/share/doc/python3.11/html',
    pkg: 'python3.11-doc',
    // Debian ships the changelog compressed (changelog.html.gz), so the pages' links to it are dead.
    knownDead: ['whatsnew/changelog.html'],
  },
  postgresql: {
    title: 'PostgreSQL 15 docs',
    dir: '/usr/share/doc/postgresql-doc-15/html',
    pkg: 'postgresql-doc-15',
    // `<link rev="made" href="pgsql-docs@lists.postgresql.org">` on every page: a relative URL to no file.
    knownDead: ['pgsql-docs@lists.postgresql.org'],
  },
};
const TOOLS = ['linkspider', 'linkinator'];
const CONCURRENCY = 64;
// A request timeout well above what a loaded machine needs: linkinator 8 crashes (an unhandled stream
// error) when its timeout fires while it reads a body, which 15 s did on a busy 2-core machine.
const TIMEOUT_S = 60;

const { values } = parseArgs({
  options: {
    real: { type: 'boolean', default: true },
    corpus: { type: 'string', default: Object.keys(CORPORA).join(',') },
    only: { type: 'string', default: TOOLS.join(',') },
    runs: { type: 'string', default: '1' },
    cpus: { type: 'string' },
    'linkspider-cli': { type: 'string', default: 'dist/cli.js' },
    'json-out': { type: 'string' },
    'timeout-min': { type: 'string', default: '10' },
    'keep-tmp': { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
function fail(msg) {
  console.error(`bench: ${msg}`);
  process.exit(2);
}
if (values.help) {
  console.log(
    'npm run bench -- --real [--corpus python,postgresql] [--only linkspider,linkinator] [--runs 1] [--cpus 0,1] [--linkspider-cli dist/cli.js] [--json-out FILE] [--timeout-min 10] [--keep-tmp] [--env NAME=VALUE]',
  );
  process.exit(0);
}
const log = (msg) => console.error(`[bench] ${msg}`);
const runs = Number(values.runs);
const timeoutMs = Number(values['timeout-min']) * 60_000;
const only = values.only
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const corpora = values.corpus
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const t of only) if (!TOOLS.includes(t)) fail(`unknown tool "${t}" in --only (known: ${TOOLS.join(', ')})`);
for (const c of corpora) if (!CORPORA[c]) fail(`unknown corpus "${c}" in --corpus (known: ${Object.keys(CORPORA).join(', ')})`);
if (!(runs >= 1) || !Number.isInteger(runs)) fail('--runs must be a positive integer');
if (!(timeoutMs > 0)) fail('--timeout-min must be positive');
if (values.cpus !== undefined && !/^\d+([,-]\d+)*$/.test(values.cpus)) fail('--cpus must be a CPU list for taskset, e.g. 0 or 0,1');
const linkspiderEnv = {};
for (const e of values.env) {
  const eq = e.indexOf('=');
  if (eq < 1) fail(`--env "${e}": expected NAME=VALUE`);
  linkspiderEnv[e.slice(0, eq)] = e.slice(eq + 1);
}
const missing = corpora.filter((c) => !existsSync(join(CORPORA[c].dir, 'index.html')));
if (missing.length) {
  const pkgs = missing.map((c) => CORPORA[c].pkg).join(' ');
  fail(
    `${missing.map((c) => CORPORA[c].dir).join(' and ')} not found: install the doc trees with\n  sudo apt-get update && sudo apt-get install -y ${pkgs}\n(or choose others with --corpus)`,
  );
}
const linkspiderCli = resolve(root, values['linkspider-cli']);
if (only.includes('linkspider') && !existsSync(linkspiderCli)) fail(`${values['linkspider-cli']} not built yet (npm run package)`);
const linkinatorCli = join(root, 'node_modules/linkinator/build/src/cli.js');
if (only.includes('linkinator') && !existsSync(linkinatorCli)) fail('node_modules/linkinator missing (npm ci)');

function startServer(dir) {
  const child = spawn(process.execPath, [join(here, 'static-server.mjs'), '--root', dir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiters = [];
  child.on('message', (m) => {
    const w = waiters.findIndex((x) => x.type === m?.type);
    if (w >= 0) waiters.splice(w, 1)[0].resolve(m);
  });
  child.on('exit', (code, signal) => {
    for (const w of waiters.splice(0)) w.reject(new Error(`static server exited (${code ?? signal})`));
  });
  const next = (type) =>
    new Promise((resolveP, rejectP) => {
      const timer = setTimeout(() => rejectP(new Error(`static server: no "${type}" within 10 s`)), 10_000);
      waiters.push({
        type,
        resolve: (m) => {
          clearTimeout(timer);
          resolveP(m);
        },
        reject: (e) => {
          clearTimeout(timer);
          rejectP(e);
        },
      });
    });
  const ready = next('ready');
  return {
    ready,
    async stats() {
      const p = next('stats');
      child.send({ type: 'stats' });
      return p;
    },
    stop: () => child.connected && child.disconnect(),
  };
}

/** Each tool's dead URLs, as a map from normalised URL to the number of places it was found. */
const tools = {
  linkspider: {
    args: (url, skip, tmp) => [
      linkspiderCli,
      url,
      '--exclude',
      skip,
      '--concurrency',
      String(CONCURRENCY),
      '--timeout',
      `${TIMEOUT_S}s`,
      '--quiet',
      '--json',
      join(tmp, 'linkspider.json'),
    ],
    env: linkspiderEnv,
    okExit: (c) => c === 0 || c === 1,
    read(_run, tmp) {
      const report = JSON.parse(readFileSync(join(tmp, 'linkspider.json'), 'utf8'));
      const dead = new Map(report.dead.map((d) => [norm(d.url), d.referrers.length]));
      return { dead, pages: report.counts?.pages, parser: report.run?.stats?.parser };
    },
  },
  linkinator: {
    args: (url, skip) => [
      linkinatorCli,
      url,
      '--recurse',
      '--skip',
      skip,
      '--format',
      'json',
      '--concurrency',
      String(CONCURRENCY),
      '--timeout',
      String(TIMEOUT_S * 1000),
      '--verbosity',
      'error',
    ],
    env: {},
    okExit: (c) => c === 0 || c === 1,
    read(run) {
      const out = JSON.parse(readFileSync(run.stdoutFile, 'utf8'));
      const dead = new Map();
      for (const l of out.links.filter((x) => x.state === 'BROKEN')) dead.set(norm(l.url), (dead.get(norm(l.url)) ?? 0) + 1);
      return { dead };
    },
  },
};

const tmp = mkdtempSync(join(tmpdir(), 'linkspider-real-bench-'));
const results = {};
let exitCode = 0;
const load = loadavg()
  .map((x) => x.toFixed(2))
  .join(' ');
try {
  for (const name of corpora) {
    const corpus = CORPORA[name];
    const server = startServer(corpus.dir);
    try {
      const { url } = await server.ready;
      const skip = `^(?!${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')})`;
      log(`${corpus.title}: ${corpus.dir} at ${url}; skipping URLs matching ${skip}`);
      const byTool = Object.fromEntries(only.map((t) => [t, []]));
      for (let round = 1; round <= runs; round++) {
        for (const t of only) {
          const tool = tools[t];
          await server.stats(); // reset
          const run = await runNode({ name: `${name}-${t}`, args: tool.args(url, skip, tmp), tmp, timeoutMs, log, env: tool.env, cpus: values.cpus });
          const srv = await server.stats();
          const r = {
            wallS: run.wallMs / 1000,
            cpuS: run.cpuMs === undefined ? undefined : run.cpuMs / 1000,
            peakRssMB: run.peakRssMB,
            server: { cpuS: srv.cpuMs / 1000, ...srv.stats },
          };
          if (run.timedOut || !tool.okExit(run.exitCode)) {
            r.failed = run.timedOut ? 'timeout' : `exit ${run.exitCode ?? run.signal}`;
            log(`${name} ${t}: failed (${r.failed}); stderr: ${tail(run.stderrFile)}`);
          } else {
            try {
              Object.assign(r, tool.read(run, tmp));
            } catch (err) {
              r.failed = `unreadable output: ${err.message}`;
              log(`${name} ${t}: ${r.failed} (exit ${run.exitCode ?? run.signal}); stderr: ${tail(run.stderrFile)}`);
            }
          }
          log(
            `${name} ${t}${runs > 1 ? ` (run ${round}/${runs})` : ''}: ${r.failed ?? `${r.wallS.toFixed(2)} s, ${r.cpuS?.toFixed(1)} s CPU, ${Math.round(r.peakRssMB)} MB, ${r.dead.size} dead`}`,
          );
          byTool[t].push(r);
        }
      }
      const known = new Set(corpus.knownDead.map((p) => norm(new URL(p, url).href)));
      results[name] = {};
      for (const t of only) {
        const list = byTool[t];
        const best = list.find((x) => x.failed) ?? list.reduce((a, b) => (b.wallS < a.wallS ? b : a));
        results[name][t] = { ...best, allWallS: list.map((x) => Number(x.wallS.toFixed(3))) };
        if (t === 'linkspider') {
          if (best.failed) exitCode = 1;
          else if (![...known].every((u) => best.dead.has(u))) {
            log(`${name}: linkspider did not report every known dead link (${[...known].join(', ')})`);
            exitCode = 1;
          }
        }
      }
      printCorpus(corpus, url, results[name], known);
    } finally {
      server.stop();
    }
  }
} catch (err) {
  console.error(`bench: ${err.message}`);
  exitCode = 2;
}

function printCorpus(corpus, url, byTool, known) {
  const rows = [['tool', 'wall s', 'CPU s', 'peak RSS MB', 'server CPU s', 'requests (GET/HEAD)', '404s', 'dead links', 'places']];
  for (const t of only) {
    const r = byTool[t];
    if (r.failed) {
      rows.push([t, `(${r.failed})`, '', '', '', '', '', '', '']);
      continue;
    }
    const places = [...r.dead.values()].reduce((a, b) => a + b, 0);
    rows.push([
      t,
      r.wallS.toFixed(2),
      r.cpuS?.toFixed(1) ?? '?',
      String(Math.round(r.peakRssMB)),
      r.server.cpuS.toFixed(1),
      `${r.server.requests} (${r.server.get}/${r.server.head})`,
      String(r.server.notFound),
      String(r.dead.size),
      String(places),
    ]);
  }
  console.log('');
  console.log(
    `${corpus.title} (${corpus.dir}, served at ${url})${runs > 1 ? `, best of ${runs} runs` : ''}${values.cpus ? `, taskset -c ${values.cpus}` : ''}; Node ${process.versions.node}, ${cpus().length} CPUs, load average at start ${load}`,
  );
  printTable(rows);
  const ok = (t) => byTool[t] && !byTool[t].failed;
  if (ok('linkspider') && ok('linkinator')) {
    console.log(`linkspider / linkinator wall time: ${(byTool.linkspider.wallS / byTool.linkinator.wallS).toFixed(2)}×`);
  }
  if (ok('linkspider') && byTool.linkspider.parser) {
    const p = byTool.linkspider.parser;
    const why = Object.entries(p.bails ?? {})
      .map(([k, v]) => `${v} ${k}`)
      .join(', ');
    console.log(`linkspider parser: ${p.fast} pages read by the fast tokenizer, ${p.parse5} by parse5${why ? ` (${why})` : ''}`);
  }
  for (const t of only.filter(ok)) {
    const dead = byTool[t].dead;
    const list = [...dead].map(
      ([u, n]) => `${u.startsWith(url) ? u.slice(url.length - 1) : u} (${n} place${n === 1 ? '' : 's'})${known.has(u) ? '' : ' [not in the known list]'}`,
    );
    console.log(`${t} dead: ${list.length ? list.slice(0, 10).join(', ') + (list.length > 10 ? `, … ${list.length - 10} more` : '') : 'none'}`);
  }
  if (runs > 1) for (const t of only.filter(ok)) console.log(`${t}: wall s of each run ${byTool[t].allWallS.join(', ')}`);
}

if (values['json-out']) {
  const plain = Object.fromEntries(
    Object.entries(results).map(([c, byTool]) => [
      c,
      Object.fromEntries(Object.entries(byTool).map(([t, r]) => [t, { ...r, dead: r.dead ? Object.fromEntries(r.dead) : undefined }])),
    ]),
  );
  writeFileSync(
    values['json-out'],
    `${JSON.stringify({ date: new Date().toISOString(), node: process.versions.node, cpus: cpus().length, load, taskset: values.cpus, results: plain }, null, 2)}\n`,
  );
  log(`figures written to ${values['json-out']}`);
}
if (values['keep-tmp']) log(`tool outputs kept in ${tmp}`);
else rmSync(tmp, { recursive: true, force: true });
process.exitCode = exitCode;
