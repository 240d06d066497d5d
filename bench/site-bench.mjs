/**
 * The generated-site benchmark: linkspider, linkinator and the parse5 floor on the same site,
 * in the same run, side by side.
 *
 *   npm run bench -- --pages 5000 [--seed 1] [--only floor,linkspider,linkinator]
 *                    [--json-out FILE] [--runs 1] [--timeout-min 30] [--keep-tmp]
 *                    [--linkspider-cli dist/cli.js] [--before-cli OTHER/dist/cli.js …]
 *
 * --runs N runs each tool N times, interleaved, and reports each tool's fastest run and the
 * medians. Each --before-cli (it may be given more than once) adds a row for another linkspider
 * build (an older one), run in turn with the others, so a change is compared with what it
 * replaces in the same run, round by round; the
 * "crawl ms" column is the report's own `run.durationMs` (the crawl, without Node start-up).
 *
 * The site runs in its own child process (bench/site-server.mjs), so its CPU and memory
 * are not counted as a tool's; each tool runs as another child on this Node (Node 24 via
 * `npm run`) with bench/rss-reporter.mjs preloaded to record its peak RSS (VmHWM) and CPU
 * time at exit. Wall time is from spawn to exit. Each tool's dead links are compared with
 * the generator's exact list.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median, norm, printTable, rotated, runNode as runTool, tail } from './proc.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const TOOLS = ['floor', 'linkspider', 'linkinator'];
/** The --before-cli rows' names, run in turn with linkspider in each round. */
const beforeName = (i) => (i === 0 ? 'linkspider-before' : `linkspider-before${i + 1}`);
const CONCURRENCY = 64; // linkspider's default (src/options.ts); given to the others too

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string', default: TOOLS.join(',') },
    'json-out': { type: 'string' },
    'timeout-min': { type: 'string', default: '30' },
    'keep-tmp': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'linkspider-cli': { type: 'string', default: 'dist/cli.js' },
    'before-cli': { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    'npm run bench -- --pages 5000 [--seed 1] [--only floor,linkspider,linkinator] [--json-out FILE] [--timeout-min 30] [--runs 1] [--keep-tmp] [--linkspider-cli dist/cli.js] [--before-cli FILE …]',
  );
  process.exit(0);
}
const pages = Number(values.pages);
const seed = Number(values.seed);
const timeoutMs = Number(values['timeout-min']) * 60_000;
const runs = Number(values.runs);
const only = values.only
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const t of only) if (!TOOLS.includes(t)) fail(`unknown tool "${t}" in --only (known: ${TOOLS.join(', ')})`);
if (!(pages >= 1) || !Number.isInteger(pages)) fail('--pages must be a positive integer');
if (!(timeoutMs > 0)) fail('--timeout-min must be positive');
if (!(runs >= 1) || !Number.isInteger(runs)) fail('--runs must be a positive integer');

const node = process.execPath;
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24) console.error(`warning: running on Node ${process.versions.node}; use \`npm run bench\` for Node 24`);

function fail(msg) {
  console.error(`bench: ${msg}`);
  process.exit(2);
}
const log = (msg) => console.error(`[bench] ${msg}`);
const fixed = (x, digits) => (x === undefined ? '?' : x.toFixed(digits));

// ---------------------------------------------------------------- the site process

function startSite() {
  const child = spawn(node, [join(here, 'site-server.mjs'), '--pages', String(pages), '--seed', String(seed)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiters = [];
  child.on('message', (m) => {
    const w = waiters.findIndex((x) => x.type === m?.type);
    if (w >= 0) waiters.splice(w, 1)[0].resolve(m);
  });
  const next = (type, ms) =>
    new Promise((resolveP, rejectP) => {
      const timer = setTimeout(() => rejectP(new Error(`site server: no "${type}" within ${ms} ms`)), ms);
      waiters.push({
        type,
        resolve: (m) => {
          clearTimeout(timer);
          resolveP(m);
        },
      });
    });
  child.on('exit', (code, signal) => {
    for (const w of waiters.splice(0)) w.resolve({ type: 'exit', code, signal });
  });
  return {
    child,
    ready: next('ready', 300_000),
    async stats() {
      const p = next('stats', 10_000);
      child.send({ type: 'stats' });
      return p;
    },
    stop() {
      if (child.connected) child.disconnect();
    },
  };
}

// ---------------------------------------------------------------- running one tool: bench/proc.mjs

// ---------------------------------------------------------------- the tools

const linkinatorCli = join(root, 'node_modules/linkinator/build/src/cli.js');
const linkinatorVersion = (() => {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules/linkinator/package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
})();
const linkinatorFlags = ['--recurse', '--format', 'json', '--concurrency', String(CONCURRENCY), '--timeout', '15000', '--verbosity', 'error'];

/** A linkspider build as a tool: `name` also names its report file. */
function linkspiderTool(name, cliArg) {
  const cli = resolve(root, cliArg);
  const reportFile = (tmp) => join(tmp, `${name}.json`);
  return {
    describe: () => `${cliArg}, defaults (concurrency 64, external host concurrency 4), --json`,
    available: () => existsSync(cli) || `${cliArg} not built yet (npm run package)`,
    args: (site, tmp) => [cli, site.url, '--json', reportFile(tmp)],
    okExit: (c) => c === 0 || c === 1, // 1 = dead links found, expected here
    dead: (run, tmp) => {
      const report = JSON.parse(readFileSync(reportFile(tmp), 'utf8'));
      run.reportedPages = report.counts?.pages;
      run.crawlMs = report.run?.durationMs;
      return report.dead.map((d) => d.url);
    },
    pages: (run) => run.reportedPages,
  };
}

const tools = {
  floor: {
    describe: () => `parse5 Tokenizer (with locations) over undici Pool, ${CONCURRENCY} connections, URL list known upfront`,
    available: () => true,
    args: (site) => [join(here, 'floor.mjs'), '--url', site.url, '--pages', String(pages), '--seed', String(seed), '--concurrency', String(CONCURRENCY)],
    okExit: (c) => c === 0,
    dead: () => null, // the floor checks nothing
    pages: (run) => {
      try {
        return JSON.parse(readFileSync(run.stdoutFile, 'utf8').trim().split('\n').pop()).pages;
      } catch {
        return undefined;
      }
    },
  },
  linkspider: linkspiderTool('linkspider', values['linkspider-cli']),
  linkinator: {
    describe: () => `linkinator ${linkinatorVersion} CLI ${linkinatorFlags.join(' ')}`,
    available: () => existsSync(linkinatorCli) || 'node_modules/linkinator missing',
    args: (site) => [linkinatorCli, site.url, ...linkinatorFlags],
    okExit: (c) => c === 0 || c === 1,
    dead: (run) => {
      const out = JSON.parse(readFileSync(run.stdoutFile, 'utf8'));
      return out.links.filter((l) => l.state === 'BROKEN').map((l) => l.url);
    },
    pages: () => undefined,
  },
};

const BEFORES = values['before-cli'].map((cli, i) => {
  tools[beforeName(i)] = linkspiderTool(beforeName(i), cli);
  return { name: beforeName(i), cli };
});
/** The rows in order: the --only tools, with the older builds right after linkspider. */
const ROWS = TOOLS.filter((t) => only.includes(t)).flatMap((t) => (t === 'linkspider' ? [t, ...BEFORES.map((b) => b.name)] : [t]));

// ---------------------------------------------------------------- main

/** One run of one tool, with its server-side counters and its dead links compared. */
async function measure(name, tool, site, expectedDead, label) {
  await siteProc.stats(); // reset the server's counters
  log(`${name}${label}: running… (${tool.describe()})`);
  const run = await runTool({ name, args: tool.args(site, tmp), tmp, timeoutMs, log });
  const server = await siteProc.stats();
  const r = {
    settings: tool.describe(),
    wallS: run.wallMs / 1000,
    pagesPerSec: site.expectedPages / (run.wallMs / 1000),
    peakRssMB: run.peakRssMB,
    rssSource: run.rssSource,
    cpuS: run.cpuMs === undefined ? undefined : run.cpuMs / 1000,
    exitCode: run.exitCode,
    signal: run.signal,
    timedOut: run.timedOut,
    server: { cpuS: server.cpuMs / 1000, ...server.stats },
  };
  if (run.timedOut || !tool.okExit(run.exitCode)) {
    r.failed = run.timedOut ? 'timeout' : `exit ${run.exitCode ?? run.signal}`;
    log(`${name}: failed (${r.failed}); stderr: ${tail(run.stderrFile)}`);
  }
  if (!r.failed) {
    try {
      const found = tool.dead(run, tmp);
      if (found) {
        const got = new Set(found.map(norm));
        r.deadFound = got.size;
        r.missing = [...expectedDead].filter((u) => !got.has(u));
        r.extra = [...got].filter((u) => !expectedDead.has(u));
        r.exact = r.missing.length === 0 && r.extra.length === 0;
      }
      r.reportedPages = tool.pages(run);
      r.crawlMs = run.crawlMs;
    } catch (err) {
      r.failed = `unreadable output: ${err.message}`;
      log(`${name}: ${r.failed}`);
    }
  }
  if (!r.failed)
    log(
      `${name}${label}: ${r.wallS.toFixed(1)} s, ${Math.round(r.pagesPerSec)} pages/s, ${Math.round(r.peakRssMB)} MB${r.exact === undefined ? '' : r.exact ? ', dead links exact' : `, dead links NOT exact (missing ${r.missing.length}, extra ${r.extra.length})`}`,
    );
  return r;
}

const tmp = mkdtempSync(join(tmpdir(), 'linkspider-bench-'));
const siteProc = startSite();
let exitCode = 0;
const results = {};
let runsByTool = {};
let site;
try {
  const ready = await siteProc.ready;
  if (ready.type !== 'ready') throw new Error(`site server exited (${ready.code ?? ready.signal})`);
  site = ready;
  const expectedDead = new Set(site.expectedDead);
  log(
    `site: ${pages} numbered pages, ${site.expectedPages} HTML documents reachable, ${expectedDead.size} planted dead URLs, at ${site.url} (external ${site.externalOrigin})`,
  );

  runsByTool = Object.fromEntries(ROWS.map((n) => [n, []]));
  // Runs are interleaved (floor, linkspider, linkinator, floor, …) so that load from other
  // processes on the machine spreads over all tools; the fastest run of each is reported. Each
  // round starts one row later than the one before (linkspider, before / before, linkspider / …):
  // run in a fixed order, the same build measured 1.5–4 % slower as the round's first run than
  // as its second (10 rounds of one build in three rows), which a fixed order gives to linkspider.
  for (let round = 1; round <= runs; round++) {
    for (const name of rotated(ROWS, round - 1)) {
      const tool = tools[name];
      const avail = tool.available();
      if (avail !== true) {
        if (round === 1) log(`${name}: skipped (${avail})`);
        results[name] = { skipped: avail };
        continue;
      }
      if (runsByTool[name].some((x) => x.failed)) continue; // failed once: don't spend more time on it
      const r = await measure(name, tool, site, expectedDead, runs > 1 ? ` (run ${round}/${runs})` : '');
      runsByTool[name].push(r);
    }
  }
  for (const name of ROWS) {
    const list = runsByTool[name];
    if (!list.length) continue;
    const failed = list.find((x) => x.failed);
    const best = failed ?? list.reduce((a, b) => (b.wallS < a.wallS ? b : a));
    results[name] = {
      ...best,
      runs: list.length,
      allWallS: list.map((x) => Number(x.wallS.toFixed(3))),
      allPeakRssMB: list.map((x) => Math.round(x.peakRssMB)),
      medianWallS: median(list.map((x) => x.wallS)),
      medianCpuS: median(list.map((x) => x.cpuS)),
      medianCrawlMs: median(list.map((x) => x.crawlMs)),
      exact: list.some((x) => x.exact === false) ? false : best.exact,
    };
    if (list.some((x) => x.exact === false)) {
      const bad = list.find((x) => x.exact === false);
      Object.assign(results[name], { missing: bad.missing, extra: bad.extra, deadFound: bad.deadFound });
    }
    if (name.startsWith('linkspider') && (results[name].failed || results[name].exact === false)) exitCode = 1;
  }
} catch (err) {
  console.error(`bench: ${err.message}`);
  exitCode = 2;
} finally {
  siteProc.stop();
}

// ---------------------------------------------------------------- the table

if (site) {
  const expectedDeadCount = site.expectedDead.length;
  const rows = [['tool', 'wall s', 'pages/s', 'peak RSS MB', 'CPU s', 'server CPU s', 'requests (GET/HEAD)', 'page GETs', 'dead found', 'exact']];
  if (runs > 1) rows[0].push('median wall s', 'median CPU s', 'median crawl ms');
  for (const name of ROWS) {
    const r = results[name];
    if (!r) continue;
    if (r.skipped) {
      rows.push([name, 'skipped', ...rows[0].slice(2).map(() => '')]);
      continue;
    }
    rows.push([
      name,
      r.wallS.toFixed(2),
      r.failed ? `(${r.failed})` : String(Math.round(r.pagesPerSec)),
      String(Math.round(r.peakRssMB)),
      r.cpuS === undefined ? '?' : r.cpuS.toFixed(1),
      r.server.cpuS.toFixed(1),
      `${r.server.requests} (${r.server.get}/${r.server.head})`,
      String(r.server.pageGets),
      r.deadFound === undefined ? '—' : `${r.deadFound}/${expectedDeadCount}`,
      r.exact === undefined ? '—' : r.exact ? '✓' : `✗ (-${r.missing.length} +${r.extra.length})`,
      ...(runs > 1 ? [fixed(r.medianWallS, 2), fixed(r.medianCpuS, 2), fixed(r.medianCrawlMs, 0)] : []),
    ]);
  }
  console.log('');
  console.log(
    `linkspider bench: ${pages} pages (seed ${seed})${runs > 1 ? `, best of ${runs} runs` : ''}, ${site.expectedPages} HTML documents, ${expectedDeadCount} planted dead URLs; Node ${process.versions.node}, ${cpus().length} CPUs`,
  );
  printTable(rows);

  const ok = (n) => results[n] && !results[n].skipped && !results[n].failed;
  const ratios = {};
  if (ok('linkspider') && ok('linkinator')) ratios.linkspiderOverLinkinator = results.linkspider.pagesPerSec / results.linkinator.pagesPerSec;
  if (ok('linkspider') && ok('floor')) ratios.linkspiderOverFloor = results.linkspider.pagesPerSec / results.floor.pagesPerSec;
  if (ok('linkinator') && ok('floor')) ratios.linkinatorOverFloor = results.linkinator.pagesPerSec / results.floor.pagesPerSec;
  console.log('');
  if (ratios.linkspiderOverLinkinator !== undefined)
    console.log(`linkspider / linkinator pages/s: ${ratios.linkspiderOverLinkinator.toFixed(2)}× (target ≥ 8×)`);
  if (ratios.linkspiderOverFloor !== undefined)
    console.log(`linkspider / floor pages/s:      ${(ratios.linkspiderOverFloor * 100).toFixed(0)}% (target ≥ 70%)`);
  if (ratios.linkinatorOverFloor !== undefined) console.log(`linkinator / floor pages/s:      ${(ratios.linkinatorOverFloor * 100).toFixed(0)}%`);
  for (const { name: before, cli } of BEFORES) {
    if (!ok('linkspider') || !ok(before)) continue;
    const now = results.linkspider;
    const then = results[before];
    const r = (ratios[before] = {});
    const med = runs > 1 ? 'median ' : '';
    r.wall = (now.medianWallS ?? now.wallS) / (then.medianWallS ?? then.wallS);
    const crawl =
      now.medianCrawlMs !== undefined && then.medianCrawlMs !== undefined ? `, crawl ms ${(now.medianCrawlMs / then.medianCrawlMs).toFixed(3)}×` : '';
    console.log(`linkspider / ${before} ${med}wall: ${r.wall.toFixed(3)}×${crawl} (${cli})`);
    if (runs > 1) {
      // Each round's two runs are next to each other: the median of the rounds' ratios is steadier than
      // the ratio of medians on a machine whose speed drifts from minute to minute.
      const paired = (key) => median(runsByTool.linkspider.map((x, i) => x[key] / runsByTool[before][i]?.[key]).filter(Number.isFinite));
      r.pairedWall = paired('wallS');
      r.pairedCpu = paired('cpuS');
      r.pairedCrawl = paired('crawlMs');
      console.log(
        `  per round (median of ${runs} paired ratios): wall ${fixed(r.pairedWall, 3)}×, CPU ${fixed(r.pairedCpu, 3)}×, crawl ms ${fixed(r.pairedCrawl, 3)}×`,
      );
    }
  }
  if (ok('linkspider') && results.linkspider.reportedPages !== undefined && results.linkspider.reportedPages !== site.expectedPages) {
    console.log(`note: linkspider reported ${results.linkspider.reportedPages} pages, the site has ${site.expectedPages}`);
  }
  for (const [name, r] of Object.entries(results)) {
    if (r.exact === false) {
      const show = (list) => list.slice(0, 5).join(', ') + (list.length > 5 ? ', …' : '');
      if (r.missing.length) console.log(`${name} missed ${r.missing.length} dead URL(s): ${show(r.missing)}`);
      if (r.extra.length) console.log(`${name} reported ${r.extra.length} URL(s) that are not dead: ${show(r.extra)}`);
    }
  }
  console.log('');
  console.log('notes:');
  for (const [name, r] of Object.entries(results)) if (r.skipped) console.log(`- ${name} skipped: ${r.skipped}.`);
  if (runs > 1) for (const [name, r] of Object.entries(results)) if (r.allWallS) console.log(`- ${name}: wall s of each run ${r.allWallS.join(', ')}.`);
  console.log(`- pages/s = ${site.expectedPages} reachable HTML documents / wall time (spawn to exit, Node start-up included).`);
  console.log("- peak RSS = the tool process's VmHWM (worker threads included); the site server is a separate process.");
  console.log(`- the site server shares the ${cpus().length} CPUs with the tool being measured; its CPU time during each run is the "server CPU s" column.`);
  for (const name of ROWS) if (results[name]?.settings) console.log(`- ${name}: ${results[name].settings}.`);

  if (values['json-out']) {
    const out = {
      date: new Date().toISOString(),
      node: process.versions.node,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      pages,
      seed,
      expectedPages: site.expectedPages,
      expectedDead: expectedDeadCount,
      results: Object.fromEntries(Object.entries(results).map(([k, r]) => [k, { ...r, missing: r.missing?.slice(0, 50), extra: r.extra?.slice(0, 50) }])),
      ratios,
    };
    writeFileSync(values['json-out'], `${JSON.stringify(out, null, 2)}\n`);
    log(`figures written to ${values['json-out']}`);
  }
}

if (values['keep-tmp']) log(`tool outputs kept in ${tmp}`);
else rmSync(tmp, { recursive: true, force: true });
process.exitCode = exitCode;
