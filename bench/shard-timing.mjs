/**
 * Wall time of one check as 1 job vs split into N shards (`--shard i/N`) and merged, on a
 * loopback site whose external hosts answer slowly — the case sharding is for: checking
 * external links politely (a few requests at a time per host) is the slow part.
 *
 *   node bench/shard-timing.mjs [--pages 40] [--hosts 8] [--urls 30] [--delay-ms 200]
 *                               [--host-concurrency 2] [--shard-host-concurrency 2] [--shards 4]
 *
 * Each shard keeps its own per-host limit, so N shards at once put up to N × host-concurrency
 * requests on one host. `--shard-host-concurrency` (default: --host-concurrency) sets the
 * shards' limit apart, e.g. 4 for 1 job and 1 for 4 shards gives every host the same load.
 *
 * Runs, one after another in this process:
 *   1. one job;
 *   2. the N shards one after another (each shard's own wall time; the slowest one is what a
 *      matrix of N runners would take, job start-up aside);
 *   3. the N shards at once (Promise.all in one process: a stand-in for N runners that share
 *      this machine's CPU and loopback), then the merge.
 * and checks that the merged report has the same dead links and counts as the one job.
 *
 * The sources are bundled with esbuild (a vitest/vite dependency) into .tmp/ first, since
 * Node cannot run the TypeScript sources directly (parameter properties, `.js` imports).
 */
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '40' },
    hosts: { type: 'string', default: '8' },
    urls: { type: 'string', default: '30' },
    'delay-ms': { type: 'string', default: '200' },
    'host-concurrency': { type: 'string', default: '2' },
    'shard-host-concurrency': { type: 'string' },
    shards: { type: 'string', default: '4' },
  },
});
const PAGES = Number(values.pages);
const HOSTS = Number(values.hosts);
const URLS = Number(values.urls);
const DELAY = Number(values['delay-ms']);
const N = Number(values.shards);

// --- the linkspider library, bundled from src/ -------------------------------------------
const outDir = join(root, '.tmp', 'shard-timing');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, 'lib.mjs');
await build({
  stdin: {
    contents: [
      "export { runCheck } from './src/run.ts';",
      "export { resolveOptions } from './src/options.ts';",
      "export { mergeReports } from './src/report/merge.ts';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});
// Resolve the bundle's packages from the project's node_modules.
const { runCheck, resolveOptions, mergeReports } = await import(pathToFileURL(outfile).href);

// --- the site -----------------------------------------------------------------------------
function listen(handler, host) {
  const server = http.createServer(handler);
  return new Promise((res) => server.listen(0, host, () => res({ server, url: `http://${host}:${server.address().port}` })));
}

/** External hosts on 127.0.0.2…: every URL answers after DELAY ms; one in ten is dead. */
const ext = await Promise.all(
  Array.from({ length: HOSTS }, (_, h) =>
    listen(
      (req, res) => {
        const k = Number(/\/u(\d+)/.exec(req.url)?.[1] ?? -1);
        setTimeout(() => {
          res.writeHead(k >= 0 && k % 10 !== 3 ? 200 : 404, { 'content-type': 'text/html' });
          res.end();
        }, DELAY);
      },
      `127.0.0.${h + 2}`,
    ),
  ),
);
const extLinks = ext.flatMap((s) => Array.from({ length: URLS }, (_, k) => `${s.url}/u${k}`));

/** The site: PAGES pages, each linking to every page and to its share of the external URLs (each linked from two pages). */
const site = await listen((req, res) => {
  const m = /^\/p(\d+)$/.exec(req.url === '/' ? '/p0' : req.url);
  if (!m || Number(m[1]) >= PAGES) {
    res.writeHead(404).end();
    return;
  }
  const j = Number(m[1]);
  const nav = Array.from({ length: PAGES }, (_, i) => `<a href="/p${i}">p${i}</a>`);
  const links = extLinks.filter((_, i) => i % PAGES === j || (i + 1) % PAGES === j).map((u) => `<a href="${u}">${u}</a>`);
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(`<!doctype html><title>p${j}</title>\n${nav.join('\n')}\n${links.join('\n')}\n`);
}, '127.0.0.1');

const HC = values['host-concurrency'];
const SHARD_HC = values['shard-host-concurrency'] ?? HC;
const raw = (shard) => ({
  urls: `${site.url}/`,
  'host-concurrency': shard ? SHARD_HC : HC,
  timeout: '10s',
  ...(shard ? { shard } : {}),
});
const time = async (fn) => {
  const t = performance.now();
  const out = await fn();
  return { ms: performance.now() - t, out };
};
const shardNames = Array.from({ length: N }, (_, i) => `${i + 1}/${N}`);

// --- runs ---------------------------------------------------------------------------------
const one = await time(() => runCheck(resolveOptions(raw())));

const sequential = [];
for (const s of shardNames) sequential.push(await time(() => runCheck(resolveOptions(raw(s)))));

const parallel = await time(() => Promise.all(shardNames.map((s) => runCheck(resolveOptions(raw(s))))));
const merge = await time(async () =>
  mergeReports(
    parallel.out,
    shardNames.map((s) => `shard ${s}`),
  ),
);
const merged = merge.out;

// --- same result? --------------------------------------------------------------------------
const deadSet = (r) => JSON.stringify(r.dead.map((d) => [d.url, d.referrers.length]));
const { requests: _a, ...c1 } = one.out.counts;
const { requests: _b, ...c2 } = merged.counts;
const same = deadSet(one.out) === deadSet(merged) && JSON.stringify(c1) === JSON.stringify(c2);

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const seqTimes = sequential.map((r) => r.ms);
console.log(
  `site: ${PAGES} pages; ${HOSTS} external hosts × ${URLS} URLs = ${extLinks.length} external URLs, ` +
    `each answering after ${DELAY} ms; host-concurrency ${HC} (1 job), ${SHARD_HC} (each shard); ${N} shards\n`,
);
console.log(`1 job:                          ${s(one.ms)}   (${one.out.counts.links} links, ${one.out.counts.dead} dead, ${one.out.counts.requests} requests)`);
console.log(
  `${N} shards one after another:    ${seqTimes.map(s).join(', ')}  (sum ${s(seqTimes.reduce((a, b) => a + b, 0))}, slowest ${s(Math.max(...seqTimes))})`,
);
console.log(`${N} shards at once (1 process): ${s(parallel.ms)}   + merge ${merge.ms.toFixed(1)} ms`);
console.log(
  `merged: ${merged.counts.links} links, ${merged.counts.dead} dead, ${merged.counts.requests} requests — ${same ? 'same dead links and counts as 1 job' : 'DIFFERS from 1 job'}`,
);
console.log(`speed-up, 1 job vs slowest shard: ${(one.ms / Math.max(...seqTimes)).toFixed(2)}×; vs ${N} at once: ${(one.ms / parallel.ms).toFixed(2)}×`);

await Promise.all([site, ...ext].map(({ server }) => new Promise((r) => server.close(r))));
process.exitCode = same ? 0 : 1;
