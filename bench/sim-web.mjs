/**
 * The simulated-web benchmark (issue 15): external links at internet scale, on loopback.
 *
 *   npm run bench:web -- [--scale 1] [--seed 1] [--only now,now-h1,v010,linkinator] [--tls]
 *                        [--timeout-min 15] [--json-out FILE] [--hosts] [--timeline] [--keep-tmp]
 *                        [--linkspider-cli dist/cli.js] [--v010-cli .tmp/v010/dist/cli.js] [--shards N]
 *
 * bench/sim-web-server.mjs builds the web from the seed and serves it (its own process). Each
 * tool then checks the site with its defaults, one after the other; the servers' counters are
 * read and reset between tools. `--scale 0.2` is a small web that runs in about a minute per tool.
 *
 * linkspider 0.1.0 is the bundle of the v0.1.0 tag: `mkdir -p .tmp/v010 && git archive v0.1.0 dist
 * | tar -x -C .tmp/v010` (done here when missing).
 *
 * Columns: wall time; requests per distinct URL (external hosts, as their servers counted);
 * 429s sent; requests sent inside a Retry-After window the host announced (see below); rate-limited
 * hosts whose load after their first 429 went above their limit (in flight for concurrency
 * limits, requests in one second for rate limits), with the worst load/limit; planted dead
 * URLs (404/410) found; unreachable URLs (slow, silent, refused hosts) found dead; false dead
 * (a working URL reported dead); bot-walled URLs reported dead (not counted as false dead: the
 * wall answers 403 to every non-browser, a checker cannot tell).
 *
 * "Inside a Retry-After window" is causal: a request that reached the host inside a window counts
 * only if the client asked for it after it had read one of the window's 429s. The host says what
 * arrived when; when the client asked and read is in its wire log (bench/wire-log.mjs, loaded
 * into every tool: undici's diagnostics channels, the order of events within a thread exact).
 * A request asked for before the client read the 429 was in flight when it learnt of the window
 * (on a loaded machine a 429 can wait tens of ms in a socket before either side's event loop gets
 * to it); the line under the table counts those. Without a wire log the host's count stands.
 *
 * `--tls` serves every external host over https (HTTP/2 offered; sim-web-server.mjs) and adds
 * the TLS connections the hosts accepted and the share of requests over HTTP/2; `now-h1` is
 * this build with `--no-http2`.
 *
 * `--shards N` runs this build (now, now-h1) as N shards at once (`--shard i/N`), as a matrix job
 * would: each shard is its own client to the hosts (its User-Agent says `shard-i`; a host keeps
 * its limits and Retry-After windows per client, as per address on real runners); the dead links
 * are the shards' together, the wall time the slowest shard's.
 * `--hosts` adds the hosts that finished last and each rate-limited host's figures; `--timeline`
 * the arrival times (s after the tool started) of the requests and 429s of the big hosts and of
 * every host with 3 or more 429s or over its limit.
 *
 * `--keep-tmp` keeps each tool's JSON report (`now.json` …) in the folder it names: two builds on
 * the same seed and scale compare with `node scripts/report-diff.mjs A B` (`--linkspider-cli` picks
 * the build). Two runs of one build differ only where timing decides: which URLs of a refused host
 * were requested before it was marked down, which of a slow host's URLs got a GET after the HEAD,
 * a head-hostile host's URLs before the HEAD memory learnt it, the depth of a page reached by two
 * paths, and the request count.
 */
import { execFileSync, fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { norm, printTable, runNode, tail } from './proc.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const TOOLS = ['now', 'now-h1', 'v010', 'linkinator'];
const DEFAULT_TOOLS = ['now', 'v010', 'linkinator'];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string', default: DEFAULT_TOOLS.join(',') },
    tls: { type: 'boolean', default: false },
    'timeout-min': { type: 'string', default: '15' },
    'json-out': { type: 'string' },
    hosts: { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
    'keep-tmp': { type: 'boolean', default: false },
    'linkspider-cli': { type: 'string', default: 'dist/cli.js' },
    'v010-cli': { type: 'string', default: '.tmp/v010/dist/cli.js' },
    shards: { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('\n')
      .slice(3, 6)
      .join('\n'),
  );
  process.exit(0);
}
const fail = (m) => {
  console.error(`sim-web: ${m}`);
  process.exit(2);
};
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 4)) fail('--scale must be a number in (0, 4]');
const only = values.only
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const t of only) if (!TOOLS.includes(t)) fail(`unknown tool "${t}" in --only (known: ${TOOLS.join(', ')})`);
const shards = Number(values.shards);
if (!(Number.isInteger(shards) && shards >= 1 && shards <= 16)) fail('--shards must be a whole number from 1 to 16');
const timeoutMs = Number(values['timeout-min']) * 60_000;
if (!(timeoutMs > 0)) fail('--timeout-min must be positive');
if (Number(process.versions.node.split('.')[0]) < 24) console.error(`warning: Node ${process.versions.node}; use \`npm run bench:web\` for Node 24`);

const v010 = resolve(root, values['v010-cli']);
if (only.includes('v010') && !existsSync(v010) && values['v010-cli'] === '.tmp/v010/dist/cli.js') {
  mkdirSync(join(root, '.tmp/v010'), { recursive: true });
  execFileSync('sh', ['-c', 'git archive v0.1.0 dist | tar -x -C .tmp/v010'], { cwd: root, stdio: 'inherit' });
}
const linkinatorCli = join(root, 'node_modules/linkinator/build/src/cli.js');
const linkinatorVersion = JSON.parse(readFileSync(join(root, 'node_modules/linkinator/package.json'), 'utf8')).version;

const tools = {
  now: {
    label: `linkspider (${values['linkspider-cli']})`,
    args: (url, tmp) => [resolve(root, values['linkspider-cli']), url, '--json', join(tmp, 'now.json'), '--quiet'],
    dead: (_run, tmp) => JSON.parse(readFileSync(join(tmp, 'now.json'), 'utf8')).dead.map((d) => d.url),
    sharded: true,
  },
  'now-h1': {
    label: `linkspider --no-http2 (${values['linkspider-cli']})`,
    args: (url, tmp) => [resolve(root, values['linkspider-cli']), url, '--json', join(tmp, 'now-h1.json'), '--quiet', '--no-http2'],
    dead: (_run, tmp) => JSON.parse(readFileSync(join(tmp, 'now-h1.json'), 'utf8')).dead.map((d) => d.url),
    sharded: true,
  },
  v010: {
    label: 'linkspider 0.1.0',
    args: (url, tmp) => [v010, url, '--json', join(tmp, 'v010.json'), '--quiet'],
    dead: (_run, tmp) => JSON.parse(readFileSync(join(tmp, 'v010.json'), 'utf8')).dead.map((d) => d.url),
  },
  linkinator: {
    label: `linkinator ${linkinatorVersion}`,
    // Its defaults, with linkspider's concurrency and timeout.
    args: (url) => [linkinatorCli, url, '--recurse', '--format', 'json', '--concurrency', '64', '--timeout', '15000', '--verbosity', 'error'],
    dead: (run) =>
      JSON.parse(readFileSync(run.stdoutFile, 'utf8'))
        .links.filter((l) => l.state === 'BROKEN')
        .map((l) => l.url),
  },
};

const log = (m) => console.error(`[sim-web] ${m}`);
const web = fork(join(here, 'sim-web-server.mjs'), ['--scale', String(scale), '--seed', values.seed, ...(values.tls ? ['--tls'] : [])], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const next = (type) =>
  new Promise((r) =>
    web.on('message', function on(m) {
      if (m?.type === type) {
        web.off('message', on);
        r(m);
      }
    }),
  );
const ready = await next('ready');
const expectedDead = new Set(ready.expectedDead);
const unreachable = new Set(ready.unreachable);
const walled = new Set(ready.walled);
log(
  `${ready.pages} pages at ${ready.url}, ${ready.urls} external URLs on ${ready.hostCount} hosts ${JSON.stringify(ready.hostKinds)}; ${expectedDead.size} planted dead, ${unreachable.size} unreachable, ${walled.size} walled`,
);

/**
 * The tool as `shards` shards at once, each its own client (`shard-i` in its User-Agent), each
 * writing its own report; one run's figures: the slowest shard's wall time, the worst exit code,
 * the shards' memory together, and their dead links together (read by `tool.dead` from a report
 * of them all).
 */
async function runShards(name, tool, url, tmp, env) {
  const runs = await Promise.all(
    Array.from({ length: shards }, (_, k) => {
      const i = k + 1;
      const args = tool.args(url, tmp).map((a) => (a === join(tmp, `${name}.json`) ? join(tmp, `${name}-shard${i}.json`) : a));
      return runNode({
        name: `${name}-shard${i}`,
        args: [...args, '--shard', `${i}/${shards}`, '--user-agent', `linkspider-bench shard-${i}`],
        tmp,
        timeoutMs,
        log,
        env: { ...env, BENCH_WIRE_LOG: join(tmp, `${name}-shard${i}.wire`) },
        imports: ['wire-log.mjs'],
      });
    }),
  );
  const dead = runs.flatMap((_, k) => {
    try {
      return JSON.parse(readFileSync(join(tmp, `${name}-shard${k + 1}.json`), 'utf8')).dead;
    } catch {
      return [];
    }
  });
  writeFileSync(join(tmp, `${name}.json`), JSON.stringify({ dead }));
  return {
    ...runs[0],
    wallMs: Math.max(...runs.map((r) => r.wallMs)),
    exitCode: Math.max(...runs.map((r) => r.exitCode ?? 0)),
    timedOut: runs.some((r) => r.timedOut),
    peakRssMB: runs.reduce((n, r) => n + r.peakRssMB, 0),
  };
}

/** A client's wire log (bench/wire-log.mjs): [seq, ms, event, origin, method, path, status, file], by time. */
function readWire(base) {
  const prefix = `${basename(base)}.`;
  const files = readdirSync(dirname(base)).filter((f) => f.startsWith(prefix) && f.endsWith('.ndjson'));
  const events = files.flatMap((f, k) =>
    readFileSync(join(dirname(base), f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => [...JSON.parse(l), k]),
  );
  return events.sort((a, b) => a[1] - b[1] || a[7] - b[7] || a[0] - b[0]);
}

/**
 * Whether a request that reached `origin` inside a window was asked for after the client had read
 * one of the window's 429s. Unknown (no wire log for the host, or no record of the request) counts
 * against the client.
 */
function sentInside(arrival, origin, wire) {
  const mine = wire.filter((e) => e[3] === origin);
  const created = mine.findLast((e) => e[2] === 'c' && e[4] === arrival.method && e[5] === arrival.url && e[1] <= arrival.at + 1);
  if (created === undefined) return true;
  const read = mine.find(
    (e) => e[2] === 'h' && e[6] === 429 && arrival.refusals.some(([method, url, at]) => e[4] === method && e[5] === url && e[1] >= at - 1),
  );
  if (read === undefined) return false;
  return read[7] === created[7] ? created[0] > read[0] : created[1] > read[1];
}

const tmp = mkdtempSync(join(tmpdir(), 'sim-web-'));
const results = [];
for (const name of only) {
  const tool = tools[name];
  const stats0 = next('stats');
  web.send({ type: 'stats' }); // reset
  await stats0;
  log(`running ${tool.label} …`);
  const t0 = Date.now();
  const env = ready.certFile ? { NODE_EXTRA_CA_CERTS: ready.certFile } : {};
  const run =
    shards > 1 && tool.sharded
      ? await runShards(name, tool, ready.url, tmp, env)
      : await runNode({
          name,
          args: tool.args(ready.url, tmp),
          tmp,
          timeoutMs,
          log,
          env: { ...env, BENCH_WIRE_LOG: join(tmp, `${name}.wire`) },
          imports: ['wire-log.mjs'],
        });
  const statsP = next('stats');
  web.send({ type: 'stats' });
  const { hosts } = await statsP;
  const r = { t0, tool: tool.label, wallS: run.wallMs / 1000, exit: run.exitCode, timedOut: run.timedOut, peakRssMB: Math.round(run.peakRssMB) };
  let requests = 0;
  let distinct = 0;
  r.sent429 = 0;
  r.insideRetryAfter = 0;
  r.inFlightWhenRead = 0;
  r.inside = [];
  const wires = new Map(); // client key ('' alone, 'i' for shard i) → its wire log
  const wireOf = (client) => {
    if (!wires.has(client)) wires.set(client, readWire(join(tmp, client === '' ? `${name}.wire` : `${name}-shard${client}.wire`)));
    return wires.get(client);
  };
  r.overLimit = 0;
  r.worstLoad = 0;
  r.limitedHosts = 0;
  r.connections = 0;
  r.h2 = 0;
  for (const h of hosts) {
    r.connections += h.connections;
    r.h2 += h.h2;
    requests += h.requests;
    distinct += h.distinct;
    r.sent429 += h.sent429;
    for (const a of h.inWindow) {
      if (sentInside(a, h.host, wireOf(a.client))) {
        r.insideRetryAfter++;
        r.inside.push(`${a.method} ${h.host}${a.url}${a.client ? ` (shard ${a.client})` : ''}`);
      } else r.inFlightWhenRead++;
    }
    if (h.limited) {
      r.limitedHosts++;
      const load = h.peakAfter429 / h.limit;
      r.worstLoad = Math.max(r.worstLoad, load);
      if (h.peakAfter429 > h.limit) r.overLimit++;
    }
  }
  r.perUrl = distinct ? requests / distinct : 0;
  r.requests = requests;
  r.hosts = hosts;
  // What set the end of the run: the hosts whose last request came latest.
  r.lastHosts = hosts
    .filter((h) => h.lastAt > 0)
    .sort((a, b) => b.lastAt - a.lastAt)
    .slice(0, 6)
    .map((h) => `${h.kind}${h.limit ? `(${h.limit})` : ''} ${h.distinct} URLs, last request at ${((h.lastAt - t0) / 1000).toFixed(1)} s`);
  let found;
  try {
    found = new Set(tool.dead(run, tmp).map(norm));
  } catch (e) {
    log(`${name}: no readable report (${e.message}); exit ${run.exitCode}; stderr: ${tail(run.stderrFile)}`);
  }
  if (found) {
    r.deadFound = [...expectedDead].filter((u) => found.has(u)).length;
    r.unreachableFound = [...unreachable].filter((u) => found.has(u)).length;
    const falseDead = [...found].filter((u) => !expectedDead.has(u) && !unreachable.has(u) && !walled.has(u));
    r.falseDead = falseDead.length;
    r.falseDeadSample = falseDead.slice(0, 5);
    r.walledDead = [...walled].filter((u) => found.has(u)).length;
  }
  results.push(r);
  log(`${name}: ${r.wallS.toFixed(1)} s, exit ${run.exitCode}${run.timedOut ? ' (timed out)' : ''}`);
}
web.disconnect();

const f = (x, d = 0) => (x === undefined ? '—' : x.toFixed(d));
console.log(
  `\nSimulated web, seed ${values.seed}, scale ${scale}: ${ready.pages} pages, ${ready.urls} external URLs on ${ready.hostCount} hosts, ${expectedDead.size} planted dead (404/410), ${unreachable.size} unreachable, ${walled.size} behind bot walls\n`,
);
printTable([
  [
    'tool',
    'wall s',
    'req/URL',
    '429s',
    'in Retry-After',
    'over limit after 429',
    'dead found',
    'unreachable found',
    'false dead',
    'walled as dead',
    ...(values.tls ? ['TLS connections', 'over h2'] : []),
  ],
  ...results.map((r) => [
    r.tool,
    f(r.wallS, 1),
    f(r.perUrl, 2),
    String(r.sent429),
    String(r.insideRetryAfter),
    `${r.overLimit}/${r.limitedHosts} (worst ${f(r.worstLoad, 1)}×)`,
    r.deadFound === undefined ? '—' : `${r.deadFound}/${expectedDead.size}`,
    r.unreachableFound === undefined ? '—' : `${r.unreachableFound}/${unreachable.size}`,
    f(r.falseDead),
    f(r.walledDead),
    ...(values.tls ? [String(r.connections), `${r.requests ? Math.round((100 * r.h2) / r.requests) : 0} %`] : []),
  ]),
]);
if (values.hosts) for (const r of results) console.log(`${r.tool}: latest hosts: ${r.lastHosts.join('; ')}`);
for (const r of results) {
  if (r.inFlightWhenRead > 0)
    console.log(`${r.tool}: ${r.inFlightWhenRead} more reached a host inside its window, asked for before the client read the 429 (not counted)`);
  if (r.inside.length > 0) console.log(`${r.tool}: inside Retry-After e.g. ${r.inside.slice(0, 5).join('; ')}`);
}
for (const r of results) if (r.falseDeadSample?.length) console.log(`${r.tool}: false dead e.g. ${r.falseDeadSample.join(' ')}`);
if (values.hosts) {
  for (const r of results) {
    console.log(`\n${r.tool}: limited hosts`);
    printTable([
      ['host', 'kind', 'limit', 'Retry-After', 'requests', 'URLs', '429s', 'in RA', 'peak after 429'],
      ...r.hosts
        .filter((h) => h.kind === 'rate' || h.kind === 'conc')
        .map((h) => [
          h.host,
          h.kind,
          String(h.limit),
          h.retryAfter,
          String(h.requests),
          String(h.distinct),
          String(h.sent429),
          String(h.insideRetryAfter),
          String(h.peakAfter429),
        ]),
    ]);
  }
}
if (values.timeline)
  for (const r of results)
    for (const h of r.hosts.filter((h) => h.times.length > 0 && (h.sent429 >= 3 || (h.limit && h.peakAfter429 > h.limit) || h.distinct > 300))) {
      const fmt = (ts) => ts.map((t) => ((t - r.t0) / 1000).toFixed(2)).join(' ');
      console.log(
        `${h.host} ${h.kind}(${h.limit}) requests at: ${h.times.length > 60 ? `${fmt(h.times.slice(0, 60))} …` : fmt(h.times)}; 429s at ${fmt(h.times429)}`,
      );
    }
if (values['json-out'])
  writeFileSync(
    values['json-out'],
    JSON.stringify(
      { seed: values.seed, scale, web: { pages: ready.pages, urls: ready.urls, hosts: ready.hostCount, kinds: ready.hostKinds }, results },
      null,
      2,
    ),
  );
if (values['keep-tmp']) console.error(`reports kept in ${tmp}`);
else rmSync(tmp, { recursive: true, force: true });
