/**
 * HTTP/2 and connection reuse, measured by the servers: a small site on 127.0.0.1 links to
 * many URLs on HOSTS external https hosts, each on its own loopback address (127.0.1.1,
 * 127.0.1.2, …), each with LATENCY ms before every answer and before its TLS handshake (one
 * round trip, roughly), every 25th URL a 404. Each tool runs as a child process trusting the
 * bench's self-signed certificate through NODE_EXTRA_CA_CERTS (nothing turns verification off).
 *
 * Prints, per tool: wall time, TLS connections the hosts accepted, requests they answered
 * (and over which protocol), dead links found against the planted ones.
 *
 *   npm run package && node bench/h2.mjs [--hosts 12] [--urls 50] [--latency 50] [--runs 1] [--only linkspider,linkspider-h1,linkinator]
 *
 * Noisy on a shared machine: compare the tools within one run (ratios), not across runs.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, runNode } from './proc.mjs';
import { selfSignedFor } from './tls-cert.mjs';

const { values: args } = parseArgs({
  options: {
    hosts: { type: 'string', default: '12' },
    urls: { type: 'string', default: '50' },
    latency: { type: 'string', default: '50' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string', default: 'linkspider,linkspider-h1,linkinator' },
  },
});
const HOSTS = Number(args.hosts);
const URLS = Number(args.urls);
const LATENCY = Number(args.latency);
const RUNS = Number(args.runs);
const ONLY = args.only.split(',');
const log = (m) => process.stderr.write(`${m}\n`);

const tmp = mkdtempSync(path.join(tmpdir(), 'linkspider-h2-bench-'));
const addresses = Array.from({ length: HOSTS }, (_, i) => `127.0.1.${i + 1}`);

// A self-signed certificate for every host address, trusted by the children only.
const { key, cert } = selfSignedFor(tmp, addresses);

/** Per host: TLS connections, h2 sessions, requests by protocol. */
const counters = addresses.map(() => ({ connections: 0, sessions: 0, h1: 0, h2: 0 }));
const planted = new Set();

const hosts = await Promise.all(
  addresses.map(async (address, i) => {
    const c = counters[i];
    const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
      if (req.httpVersion === '2.0') c.h2++;
      else c.h1++;
      const dead = req.url.endsWith('/dead');
      setTimeout(() => {
        res.writeHead(dead ? 404 : 200, { 'content-type': 'text/html' });
        res.end(dead ? 'gone' : 'ok');
      }, LATENCY);
    });
    // The handshake waits one round trip: the ClientHello is read LATENCY ms late.
    server.on('connection', (socket) => {
      socket.pause();
      setTimeout(() => socket.resume(), LATENCY);
    });
    server.on('secureConnection', () => c.connections++);
    server.on('session', () => c.sessions++);
    await new Promise((r) => server.listen(0, address, r));
    return { server, origin: `https://${address}:${server.address().port}` };
  }),
);

const external = [];
for (const h of hosts) {
  for (let u = 0; u < URLS; u++) {
    const url = u % 25 === 24 ? `${h.origin}/u${u}/dead` : `${h.origin}/u${u}`;
    if (url.endsWith('/dead')) planted.add(url);
    external.push(url);
  }
}
const PAGES = 10;
const site = http.createServer((req, res) => {
  const m = /^\/p(\d+)$/.exec(req.url);
  let body;
  if (req.url === '/') body = Array.from({ length: PAGES }, (_, p) => `<a href="/p${p}">page ${p}</a>`).join('\n');
  else if (m)
    body = external
      .filter((_, i) => i % PAGES === Number(m[1]))
      .map((u) => `<a href="${u}">x</a>`)
      .join('\n');
  else {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>bench</title><body>${body}</body>`);
});
await new Promise((r) => site.listen(0, '127.0.0.1', r));
const start = `http://127.0.0.1:${site.address().port}/`;

const cli = path.join(root, 'dist/cli.js');
const linkinator = path.join(root, 'node_modules/linkinator/build/src/cli.js');
const TOOLS = {
  linkspider: () => [cli, start, '--quiet', '--json', path.join(tmp, 'ls.json')],
  'linkspider-h1': () => [cli, start, '--quiet', '--no-http2', '--json', path.join(tmp, 'ls.json')],
  linkinator: () => [linkinator, start, '--recurse', '--format', 'json', '--concurrency', '100'],
};

function deadFound(tool, stdoutFile) {
  if (tool.startsWith('linkspider')) {
    const r = JSON.parse(readFileSync(path.join(tmp, 'ls.json'), 'utf8'));
    return r.dead.map((d) => d.url);
  }
  const r = JSON.parse(readFileSync(stdoutFile, 'utf8'));
  return r.links.filter((l) => l.state === 'BROKEN').map((l) => l.url);
}

log(
  `h2 bench: ${HOSTS} https hosts × ${URLS} URLs (${external.length} external, ${planted.size} planted dead), ${LATENCY} ms latency per answer and per handshake`,
);
const rows = [];
for (let run = 0; run < RUNS; run++) {
  for (const tool of ONLY) {
    for (const c of counters) Object.assign(c, { connections: 0, sessions: 0, h1: 0, h2: 0 });
    const res = await runNode({
      name: `${tool}-${run}`,
      args: TOOLS[tool](),
      tmp,
      timeoutMs: 10 * 60_000,
      log,
      env: { NODE_EXTRA_CA_CERTS: path.join(tmp, 'cert.pem'), GITHUB_TOKEN: '' },
    });
    const sum = (k) => counters.reduce((a, c) => a + c[k], 0);
    let dead = [];
    try {
      dead = deadFound(tool, res.stdoutFile);
    } catch (e) {
      log(`${tool}: no report (${e.message}); stderr: ${readFileSync(res.stderrFile, 'utf8').slice(0, 500)}`);
    }
    const found = dead.filter((u) => planted.has(u)).length;
    const row = {
      tool,
      run: run + 1,
      wallS: (res.wallMs / 1000).toFixed(2),
      connections: sum('connections'),
      h2Sessions: sum('sessions'),
      requestsH1: sum('h1'),
      requestsH2: sum('h2'),
      dead: `${found}/${planted.size}`,
      falseDead: dead.filter((u) => !planted.has(u)).length,
      exit: res.exitCode,
    };
    rows.push(row);
    log(JSON.stringify(row));
  }
}
console.table(rows);
writeFileSync(path.join(tmp, 'rows.json'), JSON.stringify(rows, null, 2));

await Promise.all([...hosts.map((h) => new Promise((r) => h.server.close(r))), new Promise((r) => site.close(r))]);
for (const h of hosts) h.server.closeAllConnections?.();
site.closeAllConnections();
rmSync(tmp, { recursive: true, force: true });
process.exit(0);
