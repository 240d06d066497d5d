/**
 * The folder bench: a built site checked as a folder (internal links only), on Debian's HTML documentation
 * trees, by linkspider, the naive floor (bench/folder-floor.mjs) and linkinator, side by side in one run.
 *
 *   npm run bench -- --folder [--corpus postgresql,python,rust,generated] [--runs 3] [--only linkspider,floor,linkinator]
 *                   [--linkspider-cli dist/cli.js] [--before-cli OTHER/dist/cli.js] [--served] [--live]
 *                   [--pages 200000] [--generated-dir DIR] [--cpus 0,1] [--env NAME=VALUE] [--json-out FILE] [--timeout-min 10]
 *
 * `rust` is Debian's rust-doc tree (32,105 pages); `generated` a tree shaped like it (bench/docs-site.mjs, --pages
 * pages, ~80 links a page, shared navigation), written to a temporary folder (or kept in --generated-dir, made
 * once and used again). --live adds a row for linkspider crawling the same tree served on 127.0.0.1 by
 * bench/static-server.mjs (its own process), as a live site is.
 *
 * Each tool runs --runs times, interleaved (so load on the machine hits all alike); the figures are medians.
 * --before-cli adds a row for another linkspider build (an older one, to compare in the same run); --served
 * adds a row for linkspider requesting the folder from its own loopback server (LINKSPIDER_FOLDER=http), the
 * path a folder check took before it read files directly: both rows must report the same dead links.
 * Exit 1 when a linkspider row misses a known dead link or two linkspider rows disagree.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generate } from './docs-site.mjs';
import { median, printTable, root, rotated, runNode, tail } from './proc.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** The trees, and the dead links (site path → places) each is known to have when checked as a folder. */
const CORPORA = {
  postgresql: {
    title: 'PostgreSQL 15 docs',
    dir: '/usr/share/doc/postgresql-doc-15/html',
    pkg: 'postgresql-doc-15',
    // `<link rev="made" href="pgsql-docs@lists.postgresql.org">` on every page: a relative URL to no file.
    knownDead: { '/pgsql-docs@lists.postgresql.org': 1169 },
  },
  python: {
    title: 'Python 3.11 docs',
    dir: '/usr/share/doc/python3.11/html',
    pkg: 'python3.11-doc',
    // Debian ships the changelog compressed (changelog.html.gz). (Its jquery.js and underscore.js are symbolic
    // links out of the tree, served since 2.3.0 follows them.)
    knownDead: { '/whatsnew/changelog.html': 1451 },
  },
  rust: {
    title: 'Rust docs (rust-doc)',
    dir: '/usr/share/doc/rust-doc/html',
    pkg: 'rust-doc',
    // A few of the 43 dead URLs (the Cargo book Debian ships apart, std items it does not ship). Before 2.3.0
    // followed symbolic links there were 79, mdBook's scripts linked out of the tree among them.
    knownDead: { '/cargo-doc/doc/': 11, '/std/macro.log_syntax.html': 3, '/sidebar-items1.63.0.js': 1 },
  },
  generated: {
    title: 'Generated API docs',
    generated: true,
  },
};
const TOOLS = ['linkspider', 'floor', 'linkinator'];

const { values } = parseArgs({
  options: {
    folder: { type: 'boolean', default: true },
    corpus: { type: 'string', default: Object.keys(CORPORA).join(',') },
    only: { type: 'string', default: TOOLS.join(',') },
    runs: { type: 'string', default: '3' },
    cpus: { type: 'string' },
    'linkspider-cli': { type: 'string', default: 'dist/cli.js' },
    'before-cli': { type: 'string' },
    served: { type: 'boolean', default: false },
    live: { type: 'boolean', default: false },
    pages: { type: 'string', default: '200000' },
    'generated-dir': { type: 'string' },
    'json-out': { type: 'string' },
    'timeout-min': { type: 'string', default: '10' },
    env: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const fail = (msg) => {
  console.error(`bench: ${msg}`);
  process.exit(2);
};
if (values.help) {
  console.log(
    'npm run bench -- --folder [--corpus postgresql,python,rust,generated] [--runs 3] [--only linkspider,floor,linkinator] [--linkspider-cli dist/cli.js] [--before-cli FILE] [--served] [--live] [--pages 200000] [--generated-dir DIR] [--cpus 0,1] [--env NAME=VALUE] [--json-out FILE] [--timeout-min 10]',
  );
  process.exit(0);
}
const log = (msg) => console.error(`[bench] ${msg}`);
const runs = Number(values.runs);
const timeoutMs = Number(values['timeout-min']) * 60_000;
const split = (s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const only = split(values.only);
const corpora = split(values.corpus);
for (const t of only) if (!TOOLS.includes(t)) fail(`unknown tool "${t}" in --only (known: ${TOOLS.join(', ')})`);
for (const c of corpora) if (!CORPORA[c]) fail(`unknown corpus "${c}" in --corpus (known: ${Object.keys(CORPORA).join(', ')})`);
if (!(runs >= 1) || !Number.isInteger(runs)) fail('--runs must be a positive integer');
if (values.cpus !== undefined && !/^\d+([,-]\d+)*$/.test(values.cpus)) fail('--cpus must be a CPU list for taskset, e.g. 0 or 0,1');
const extraEnv = {};
for (const e of values.env) {
  const eq = e.indexOf('=');
  if (eq < 1) fail(`--env "${e}": expected NAME=VALUE`);
  extraEnv[e.slice(0, eq)] = e.slice(eq + 1);
}
const pages = Number(values.pages);
if (corpora.includes('generated') && !(pages >= 60 && Number.isInteger(pages))) fail('--pages must be an integer of at least 60');
const missing = corpora.filter((c) => !CORPORA[c].generated && !existsSync(join(CORPORA[c].dir, 'index.html')));
if (missing.length)
  fail(`${missing.map((c) => CORPORA[c].dir).join(' and ')} not found: sudo apt-get install -y ${missing.map((c) => CORPORA[c].pkg).join(' ')}`);
const cliOf = (p) => {
  const abs = resolve(root, p);
  if (!existsSync(abs)) fail(`${p} not found (npm run package)`);
  return abs;
};
const linkinatorCli = join(root, 'node_modules/linkinator/build/src/cli.js');

/** A linkspider row: a build, and the environment it runs with; `live`: it crawls the tree served on 127.0.0.1. */
const linkspider = (cli, env, live = false) => ({
  args: (dir, tmp, name, served) => [cli, live ? served : dir, '--no-check-external', '--timeout', '60s', '--quiet', '--json', join(tmp, `${name}.json`)],
  env: { ...extraEnv, ...env },
  okExit: (c) => c === 0 || c === 1,
  read(_run, tmp, name) {
    const report = JSON.parse(readFileSync(join(tmp, `${name}.json`), 'utf8'));
    // A live crawl's URLs are absolute; a folder check's are site paths.
    const path = (u) => (live ? ((x) => x.pathname + x.search)(new URL(u)) : u);
    return {
      dead: new Map(report.dead.map((d) => [path(d.url), d.referrers.length])),
      reasons: new Map(report.dead.map((d) => [path(d.url), d.reason])),
      pages: report.counts.pages,
    };
  },
  linkspider: true,
  live,
});
const rows = [];
if (only.includes('linkspider')) {
  rows.push(['linkspider', linkspider(cliOf(values['linkspider-cli']), {})]);
  if (values.served) rows.push(['linkspider served', linkspider(cliOf(values['linkspider-cli']), { LINKSPIDER_FOLDER: 'http' })]);
  if (values.live) rows.push(['linkspider live', linkspider(cliOf(values['linkspider-cli']), {}, true)]);
  if (values['before-cli']) rows.push(['linkspider before', linkspider(cliOf(values['before-cli']), {})]);
}
if (only.includes('floor')) {
  rows.push([
    'floor',
    {
      args: (dir) => [join(here, 'folder-floor.mjs'), dir],
      env: {},
      okExit: (c) => c === 0,
      read: (run) => {
        const r = JSON.parse(readFileSync(run.stdoutFile, 'utf8'));
        return { pages: r.pages, links: r.links, distinct: r.distinct };
      },
    },
  ]);
}
if (only.includes('linkinator')) {
  if (!existsSync(linkinatorCli)) fail('node_modules/linkinator missing (npm ci)');
  rows.push([
    'linkinator',
    {
      // Anything with a scheme but linkinator's own loopback server is external (it reports the folder's
      // files by path).
      args: (dir) => [
        linkinatorCli,
        dir,
        '--recurse',
        '--skip',
        '^(?!http://(localhost|127\\.0\\.0\\.1))[a-zA-Z][a-zA-Z0-9+.-]*:',
        '--format',
        'json',
        '--verbosity',
        'error',
        '--timeout',
        '60000',
      ],
      env: {},
      okExit: (c) => c === 0 || c === 1,
      read(run, _tmp, _name, dir) {
        const out = JSON.parse(readFileSync(run.stdoutFile, 'utf8'));
        const dead = new Map();
        for (const l of out.links.filter((x) => x.state === 'BROKEN')) {
          const u = `/${String(l.url)
            .replace(/^\.?\/?/, '')
            .replace(`${dir.replace(/^\//, '')}/`, '')}`;
          dead.set(u, (dead.get(u) ?? 0) + 1);
        }
        return { dead };
      },
    },
  ]);
}

const tmp = mkdtempSync(join(tmpdir(), 'linkspider-folder-bench-'));
const load = loadavg()
  .map((x) => x.toFixed(2))
  .join(' ');
const results = {};
let exitCode = 0;
try {
  for (const name of corpora) {
    const corpus = { ...CORPORA[name] };
    if (corpus.generated) Object.assign(corpus, generatedTree(corpus));
    log(`${corpus.title}: ${corpus.dir}`);
    const server = rows.some(([, t]) => t.live) ? await serve(corpus.dir) : undefined;
    corpus.url = server?.url;
    const byRow = Object.fromEntries(rows.map(([r]) => [r, []]));
    for (let round = 1; round <= runs; round++) {
      // Each round starts one row later (see the site bench: a round's first run is measured slower).
      for (const [rowName, tool] of rotated(rows, round - 1)) {
        const id = `${name}-${rowName.replace(/\s+/g, '-')}-${round}`;
        const run = await runNode({ name: id, args: tool.args(corpus.dir, tmp, id, corpus.url), tmp, timeoutMs, log, env: tool.env, cpus: values.cpus });
        const r = { wallS: run.wallMs / 1000, cpuS: run.cpuMs === undefined ? undefined : run.cpuMs / 1000, peakRssMB: run.peakRssMB };
        if (run.timedOut || !tool.okExit(run.exitCode)) {
          r.failed = run.timedOut ? 'timeout' : `exit ${run.exitCode ?? run.signal}`;
          log(`${name} ${rowName}: failed (${r.failed}); stderr: ${tail(run.stderrFile)}`);
        } else {
          Object.assign(r, tool.read(run, tmp, id, corpus.dir));
        }
        log(`${name} ${rowName} (run ${round}/${runs}): ${r.failed ?? `${r.wallS.toFixed(2)} s, ${r.cpuS?.toFixed(2)} s CPU, ${Math.round(r.peakRssMB)} MB`}`);
        byRow[rowName].push(r);
      }
    }
    results[name] = {};
    for (const [rowName, tool] of rows) {
      const list = byRow[rowName];
      const failed = list.find((x) => x.failed);
      const last = list[list.length - 1];
      results[name][rowName] = failed
        ? { failed: failed.failed }
        : {
            // The last run's findings (every run's dead links are compared below), the medians of its figures.
            ...last,
            wallS: median(list.map((x) => x.wallS)),
            cpuS: median(list.map((x) => x.cpuS)),
            peakRssMB: median(list.map((x) => x.peakRssMB)),
            allWallS: list.map((x) => Number(x.wallS.toFixed(3))),
          };
      if (tool.linkspider && failed) exitCode = 1;
      if (tool.linkspider && !failed) {
        for (const [u, n] of Object.entries(corpus.knownDead)) {
          if (last.dead.get(u) !== n) {
            log(`${name} ${rowName}: ${u} reported from ${last.dead.get(u) ?? 0} places, expected ${n}`);
            exitCode = 1;
          }
        }
        for (const x of list) {
          if (JSON.stringify([...x.dead].sort()) !== JSON.stringify([...last.dead].sort())) {
            log(`${name} ${rowName}: runs disagree on the dead links`);
            exitCode = 1;
          }
        }
      }
    }
    const spiders = rows.filter(([, t]) => t.linkspider && !results[name][rows[0][0]].failed).map(([r]) => r);
    for (const r of spiders.slice(1)) {
      const a = results[name][spiders[0]];
      const b = results[name][r];
      if (!b.failed && JSON.stringify([...a.dead].sort()) !== JSON.stringify([...b.dead].sort())) {
        log(`${name}: ${spiders[0]} and ${r} report different dead links`);
        exitCode = 1;
      }
    }
    server?.child.disconnect();
    printCorpus(corpus, results[name]);
  }
} catch (err) {
  console.error(`bench: ${err.stack}`);
  exitCode = 2;
}

/** The generated tree: made in a temporary folder, or in --generated-dir unless it is there already. */
function generatedTree(corpus) {
  const dir = values['generated-dir'] ? resolve(values['generated-dir']) : join(tmp, 'generated');
  const expectedFile = join(dirname(dir), `${dir.split('/').pop()}.expected.json`);
  if (!existsSync(join(dir, 'index.html')) || !existsSync(expectedFile)) {
    log(`writing a ${pages}-page tree to ${dir}`);
    writeFileSync(expectedFile, `${JSON.stringify(generate({ pages, out: dir }))}\n`);
  }
  const expected = JSON.parse(readFileSync(expectedFile, 'utf8'));
  return { title: `${corpus.title} (generated, ${expected.pages} pages)`, dir, knownDead: expected.dead };
}

/** Serve a tree on 127.0.0.1 from its own process (bench/static-server.mjs); resolves { url, child }. */
function serve(dir) {
  const child = fork(join(here, 'static-server.mjs'), ['--root', dir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((res, rej) => {
    child.once('error', rej);
    child.on('message', (m) => m?.type === 'ready' && res({ url: m.url, child }));
  });
}

function printCorpus(corpus, byRow) {
  const table = [['tool', 'wall s', 'CPU s', 'peak RSS MB', 'pages', 'dead links', 'places']];
  for (const [rowName] of rows) {
    const r = byRow[rowName];
    if (r.failed) {
      table.push([rowName, `(${r.failed})`, '', '', '', '', '']);
      continue;
    }
    const places = r.dead ? [...r.dead.values()].reduce((a, b) => a + b, 0) : undefined;
    table.push([
      rowName,
      r.wallS.toFixed(2),
      r.cpuS === undefined ? '?' : r.cpuS.toFixed(2),
      String(Math.round(r.peakRssMB)),
      String(r.pages ?? ''),
      r.dead ? String(r.dead.size) : `(${r.links} links, ${r.distinct} distinct; not checked)`,
      places === undefined ? '' : String(places),
    ]);
  }
  console.log('');
  console.log(
    `${corpus.title} (${corpus.dir}) as a folder, internal links only; median of ${runs} run${runs === 1 ? '' : 's'}${values.cpus ? `, taskset -c ${values.cpus}` : ''}; Node ${process.versions.node}, ${cpus().length} CPUs, load average at start ${load}`,
  );
  printTable(table);
  const floor = byRow.floor;
  if (floor && !floor.failed) {
    for (const [rowName, t] of rows)
      if (t.linkspider && !byRow[rowName].failed) {
        // Beside the ratio of the medians, the median of the rounds' own ratios (each round runs every row once,
        // one after another): steadier on a machine whose speed drifts from minute to minute.
        const perRound = median(byRow[rowName].allWallS.map((w, i) => w / floor.allWallS[i]));
        console.log(`${rowName} / floor wall time: ${(byRow[rowName].wallS / floor.wallS).toFixed(2)}× (median of the rounds' ratios ${perRound.toFixed(2)}×)`);
      }
  }
  const first = rows.find(([, t]) => t.linkspider)?.[0];
  for (const [rowName, t] of rows) {
    if (!t.linkspider || rowName === first || byRow[rowName].failed || byRow[first].failed) continue;
    const perRound = median(byRow[first].allWallS.map((w, i) => w / byRow[rowName].allWallS[i]));
    console.log(`${first} / ${rowName} wall time, median of the rounds' ratios: ${perRound.toFixed(3)}×`);
  }
  for (const [rowName] of rows) {
    const r = byRow[rowName];
    if (r.failed || !r.dead) continue;
    const list = [...r.dead].map(([u, n]) => `${u} (${n})${r.reasons ? ` ${r.reasons.get(u)}` : ''}`);
    console.log(`${rowName} dead: ${list.length ? list.slice(0, 6).join('; ') + (list.length > 6 ? `; … ${list.length - 6} more` : '') : 'none'}`);
  }
  for (const [rowName] of rows) if (!byRow[rowName].failed) console.log(`${rowName}: wall s of each run ${byRow[rowName].allWallS.join(', ')}`);
}

if (values['json-out']) {
  const plain = Object.fromEntries(
    Object.entries(results).map(([c, byRow]) => [
      c,
      Object.fromEntries(
        Object.entries(byRow).map(([t, r]) => [
          t,
          { ...r, dead: r.dead ? Object.fromEntries(r.dead) : undefined, reasons: r.reasons ? Object.fromEntries(r.reasons) : undefined },
        ]),
      ),
    ]),
  );
  writeFileSync(
    values['json-out'],
    `${JSON.stringify({ date: new Date().toISOString(), node: process.versions.node, cpus: cpus().length, load, results: plain }, null, 2)}\n`,
  );
  log(`figures written to ${values['json-out']}`);
}
rmSync(tmp, { recursive: true, force: true });
process.exitCode = exitCode;
