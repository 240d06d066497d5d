/**
 * The cost of `--db`: the CLI (dist/cli.js) on the generated site, with and without the crawl
 * database, in the same run, interleaved, side by side: wall time, CPU time and peak RSS (VmHWM,
 * worker thread included), and the database's size and row counts.
 *
 *   npm run package && npm run bench:db -- [--pages 20000] [--runs 2] [--seed 1] [--keep-tmp]
 *                                          [--linkspider-cli dist/cli.js]
 *
 * Each variant runs `--runs` times (A B A B …) and the fastest run of each is reported, with the
 * ratio of the two: on a shared machine the absolute figures move with the neighbours' load, the
 * ratio much less. The site runs in its own process (bench/site-server.mjs), not counted.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import { printTable, runNode } from './proc.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    runs: { type: 'string', default: '2' },
    'timeout-min': { type: 'string', default: '30' },
    'keep-tmp': { type: 'boolean', default: false },
    'linkspider-cli': { type: 'string', default: 'dist/cli.js' },
  },
});
const pages = Number(values.pages);
const runs = Number(values.runs);
const timeoutMs = Number(values['timeout-min']) * 60_000;
const cli = resolve(root, values['linkspider-cli']);
if (!existsSync(cli)) {
  console.error(`bench:db: ${values['linkspider-cli']} is missing: run \`npm run package\` first`);
  process.exit(2);
}
const log = (m) => console.error(`[bench:db] ${m}`);

const server = spawn(process.execPath, [join(here, 'site-server.mjs'), '--pages', String(pages), '--seed', values.seed], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const site = await new Promise((ok, no) => {
  server.once('message', ok);
  server.once('exit', (code) => no(new Error(`site server exited (${code})`)));
});
log(`site: ${site.expectedPages} HTML documents at ${site.url}`);

const tmp = mkdtempSync(join(tmpdir(), 'linkspider-bench-db-'));
const variants = {
  'without --db': () => [cli, site.url, '--quiet', '--json', join(tmp, 'plain.json')],
  'with --db': () => [cli, site.url, '--quiet', '--json', join(tmp, 'db.json'), '--db', join(tmp, 'crawl.db')],
};
const best = {};
const load = [];
for (let round = 1; round <= runs; round++) {
  for (const [name, args] of Object.entries(variants)) {
    rmSync(join(tmp, 'crawl.db'), { force: true });
    load.push(loadavg()[0]);
    log(`${name} (run ${round}/${runs})…`);
    const r = await runNode({ name: name.replace(/\W+/g, '-'), args: args(), tmp, timeoutMs, log });
    if (r.timedOut || (r.exitCode !== 0 && r.exitCode !== 1)) {
      log(`${name}: failed (exit ${r.exitCode ?? r.signal}); see ${tmp}`);
      process.exitCode = 1;
      continue;
    }
    const pagesSeen = JSON.parse(readFileSync(join(tmp, name === 'with --db' ? 'db.json' : 'plain.json'), 'utf8')).counts.pages;
    log(`${name}: ${(r.wallMs / 1000).toFixed(1)} s, ${r.peakRssMB.toFixed(0)} MB peak RSS, ${pagesSeen} pages`);
    if (best[name] === undefined || r.wallMs < best[name].wallMs) best[name] = { ...r, pagesSeen };
  }
}
server.disconnect();

const rows = {};
const dbFile = join(tmp, 'crawl.db');
if (existsSync(dbFile)) {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  for (const t of ['pages', 'links', 'verdicts', 'mailto']) rows[t] = db.prepare(`SELECT count(*) AS n FROM ${t}`).get().n;
  rows.state = db.prepare('SELECT state FROM run').get().state;
  rows.sizeMB = statSync(dbFile).size / 2 ** 20;
  db.close();
}

const a = best['without --db'];
const b = best['with --db'];
console.log(
  `\n--db cost: ${site.expectedPages} pages (seed ${values.seed}), fastest of ${runs} run(s) each, interleaved; Node ${process.versions.node}, ${cpus().length} CPUs`,
);
console.log(
  `machine shared with other work: 1-min load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} during the runs; compare the ratio, not the absolute figures`,
);
const fmt = (r, f) => (r ? f(r) : '—');
printTable([
  ['', 'wall s', 'CPU s', 'peak RSS MB', 'pages'],
  ...[
    ['without --db', a],
    ['with --db', b],
  ].map(([n, r]) => [
    n,
    fmt(r, (x) => (x.wallMs / 1000).toFixed(1)),
    fmt(r, (x) => (x.cpuMs / 1000).toFixed(1)),
    fmt(r, (x) => x.peakRssMB.toFixed(0)),
    fmt(r, (x) => String(x.pagesSeen)),
  ]),
  ...(a && b
    ? [['with / without', `×${(b.wallMs / a.wallMs).toFixed(2)}`, `×${(b.cpuMs / a.cpuMs).toFixed(2)}`, `×${(b.peakRssMB / a.peakRssMB).toFixed(2)}`, '']]
    : []),
]);
if (rows.sizeMB !== undefined) {
  console.log(
    `database: ${rows.sizeMB.toFixed(1)} MB; ${rows.pages} pages, ${rows.links} links, ${rows.verdicts} verdicts, ${rows.mailto} mailto rows; run ${rows.state}`,
  );
}
if (values['keep-tmp']) console.log(`kept: ${tmp}`);
else rmSync(tmp, { recursive: true, force: true });
