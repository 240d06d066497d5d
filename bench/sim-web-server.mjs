/**
 * The simulated web (bench/sim-web.mjs runs it in its own process, so its CPU is not a tool's).
 *
 * A site of pages on 127.0.0.1 links to external URLs on a few hundred hosts, each an HTTP server
 * bound to its own 127.0.x.y address (all of 127.0.0.0/8 is loopback on Linux). Hosts differ by
 * latency (30–250 ms) and by kind:
 *   normal       answers; a planted share of its URLs is 404 or 410
 *   rate         a token bucket (r requests/s): 429 past it
 *   conc         a concurrency limit (c in flight): 429 past it
 *                (rate and conc hosts announce Retry-After in seconds, as an HTTP date, or not at
 *                all; without one the host blocks for a few seconds after each 429, as real ones do)
 *   wall         a bot wall: 403 with `cf-mitigated: challenge` to anything not a browser
 *   head-hostile 405, 404 or 501 to HEAD, fine on GET
 *   slow         first byte after 20–28 s (beyond a 15 s timeout)
 *   silent       accepts the connection, never answers
 *   refused      nothing listens (connection refused)
 * A few hosts hold most of the links. Everything comes from one seed: two runs see the same web.
 *
 * With --tls every external host serves https (HTTP/2 offered, HTTP/1.1 accepted) with one
 * self-signed certificate for all their addresses, made here; its path is in the ready message
 * for the tools to trust (NODE_EXTRA_CA_CERTS). Each TLS handshake waits the host's latency
 * once (one round trip, roughly).
 *
 * What the servers count, per host (the client's own counters are not trusted): requests per
 * URL, 429s sent, requests received inside a Retry-After window the host announced (each with
 * the 429s of that window, for sim-web.mjs to ask the client's wire log when it was sent), and
 * the highest load after the host's first 429 was written (in flight for conc hosts, requests in
 * any one second for rate hosts) against its limit. Limits, windows and loads are per client
 * (sim-web.mjs --shards: `shard-N` in the User-Agent), as a host keeps them per address.
 *
 * IPC:  → { type: 'ready', url, expectedDead, unreachable, walled, hosts }
 *       ← { type: 'stats' } → { type: 'stats', hosts: [...] } (counters reset after each)
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { rng } from './proc.mjs';
import { selfSignedFor } from './tls-cert.mjs';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, seed: { type: 'string', default: '1' }, tls: { type: 'boolean', default: false } },
});
const scale = Number(values.scale);
const seed = Number(values.seed);

const rand = rng(seed * 2654435761);
const pick = (arr) => arr[Math.floor(rand() * arr.length)];
const between = (lo, hi) => lo + rand() * (hi - lo);

const nHosts = Math.max(30, Math.round(300 * scale));
const nPages = Math.max(60, Math.round(1000 * scale));
const nUrls = Math.max(400, Math.round(6000 * scale));

// ------------------------------------------------------------ hosts
const KINDS = [
  ['normal', 0.6],
  ['rate', 0.06],
  ['conc', 0.05],
  ['wall', 0.05],
  ['head-hostile', 0.12],
  ['slow', 0.03],
  ['silent', 0.02],
  ['refused', 0.04],
];
const hosts = [];
for (let i = 0; i < nHosts; i++) {
  const addr = `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
  hosts.push({ i, addr, latency: Math.round(between(30, 250)), kind: 'normal', urls: [] });
}
// Kinds by quota (at least one host of each), shuffled over the hosts after the first four.
{
  const order = hosts.slice(4).map((h) => h.i);
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(rand() * (k + 1));
    [order[k], order[j]] = [order[j], order[k]];
  }
  let at = 0;
  for (const [kind, share] of KINDS.slice(1)) {
    const n = Math.max(1, Math.round(share * nHosts));
    for (let k = 0; k < n && at < order.length; k++) hosts[order[at++]].kind = kind;
  }
}
// The big hosts: a GitHub-like rate-limited one, a CDN-like normal one, a Wikipedia-like
// HEAD-hostile one, and a 1-request-per-second one.
hosts[0].kind = 'rate';
hosts[0].rate = 20;
hosts[1].kind = 'normal';
hosts[2].kind = 'head-hostile';
hosts[3].kind = 'rate';
hosts[3].rate = 1;
for (const h of hosts) {
  if (h.kind === 'rate') h.rate ??= pick([2, 5, 10]);
  if (h.kind === 'conc') h.limit = pick([1, 2, 4]);
  if (h.kind === 'rate' || h.kind === 'conc') h.retryAfter = h.i === 0 ? 'seconds' : pick(['seconds', 'date', 'none']);
  if (h.kind === 'head-hostile') h.headStatus = pick([405, 404, 501]);
  if (h.kind === 'slow') h.latency = Math.round(between(20_000, 28_000));
}
// How many URLs each host holds: 1/3 on the four big hosts, the rest Zipf-ish over the others.
const weights = hosts.map((_h, i) => (i < 4 ? 0 : 1 / (1 + (i - 4)) ** 0.6));
const bigShare = [0.16, 0.09, 0.07, 0.006];
const small = weights.reduce((a, b) => a + b, 0);
const perHost = hosts.map((_, i) => (i < 4 ? Math.round(bigShare[i] * nUrls) : Math.max(2, Math.round((weights[i] / small) * nUrls * (1 - 0.326)))));
// Slow, silent and refused hosts hold a handful of links each, as on the real web.
for (const h of hosts)
  if (h.kind === 'slow' || h.kind === 'silent' || h.kind === 'refused')
    perHost[h.i] = Math.min(perHost[h.i], Math.max(2, Math.round((4 + Math.floor(rand() * 12)) * Math.min(1, scale))));

const expectedDead = new Set(); // 404/410 planted
const unreachable = new Set(); // slow, silent, refused: dead to a checker with a 15 s timeout
const walled = new Set();
const dead = new Map(); // path on host → status
for (const h of hosts) {
  for (let k = 0; k < perHost[h.i]; k++) {
    const path = `/${h.kind === 'rate' || h.i === 0 ? 'repo' : 'doc'}/${k}-${Math.floor(rand() * 1e6).toString(36)}`;
    h.urls.push(path);
  }
}

// ------------------------------------------------------------ servers
const stats = new Map(); // host index → counters
function fresh() {
  return {
    connections: 0,
    h2: 0,
    times: [],
    times429: [],
    lastAt: 0,
    perUrl: new Map(),
    requests: 0,
    sent429: 0,
    insideRetryAfter: 0,
    first429: 0,
    peakAfter429: 0,
    load: new Map(), // client key → { inflight, recent, first429 }: limits are per client
    inWindow: [],
  };
}
for (const h of hosts) stats.set(h.i, fresh());

/** With --tls: one self-signed certificate for every host address. */
let tls;
if (values.tls) {
  tls = selfSignedFor(
    mkdtempSync(join(tmpdir(), 'sim-web-tls-')),
    hosts.map((h) => h.addr),
    'sim-web',
  );
}

function serve(h) {
  // Each client has its own limits and windows, as a host keeps them per client address: shards
  // run on different machines. A client is told apart by `shard-N` in its User-Agent (sim-web.mjs
  // --shards); anything else is one client.
  //   bucket          its token bucket (rate hosts)
  //   announcedUntil  an announced Retry-After window ends here
  //   refusals        the 429s written in that window: [method, url, ms written]
  //   blockedUntil    no Retry-After: the host blocks it on its own for a while
  const clients = new Map();
  const clientOf = (ua) => {
    const key = /\bshard-(\d+)/.exec(ua)?.[1] ?? '';
    let c = clients.get(key);
    if (!c) clients.set(key, (c = { key, bucket: { tokens: h.rate ?? 0, at: Date.now() }, announcedUntil: 0, refusals: [], blockedUntil: 0 }));
    return c;
  };
  const handler = (req, res) => {
    const s = stats.get(h.i);
    const c = clientOf(req.headers['user-agent'] ?? '');
    if (req.httpVersion === '2.0') s.h2++;
    const now = Date.now();
    s.requests++;
    s.times.push(now);
    s.lastAt = now;
    s.perUrl.set(req.url, (s.perUrl.get(req.url) ?? 0) + 1);
    let l = s.load.get(c.key);
    if (!l) s.load.set(c.key, (l = { inflight: 0, recent: [], first429: 0 }));
    l.inflight++;
    if (now < c.announcedUntil) {
      // Arrived inside the window: sim-web.mjs asks the client's wire log whether it was sent
      // after the client had read one of the window's 429s.
      s.insideRetryAfter++;
      s.inWindow.push({ client: c.key, method: req.method, url: req.url, at: now, refusals: c.refusals.slice() });
    }
    if (l.first429 > 0) {
      if (h.kind === 'conc') s.peakAfter429 = Math.max(s.peakAfter429, l.inflight);
      if (h.kind === 'rate') {
        l.recent.push(now);
        while (l.recent[0] <= now - 1000) l.recent.shift();
        s.peakAfter429 = Math.max(s.peakAfter429, l.recent.length);
      }
    }
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        l.inflight--;
      }
    };
    res.on('close', finish);
    const later = (fn, ms = h.latency) => setTimeout(fn, ms);
    const ua = req.headers['user-agent'] ?? '';
    // Rate limits first: a limited host counts every request.
    if (h.kind === 'rate' || h.kind === 'conc') {
      let over = now < c.announcedUntil || now < c.blockedUntil;
      if (!over && h.kind === 'rate') {
        c.bucket.tokens = Math.min(h.rate, c.bucket.tokens + ((now - c.bucket.at) / 1000) * h.rate);
        c.bucket.at = now;
        if (c.bucket.tokens >= 1) c.bucket.tokens -= 1;
        else over = true;
      }
      if (!over && h.kind === 'conc' && l.inflight > h.limit) over = true;
      if (over) {
        s.sent429++;
        s.times429.push(now);
        // The window is announced when the 429 is written: what the client sent before it could
        // read it is not counted against it.
        later(
          () => {
            const now = Date.now();
            // "After the first 429" starts when it is written: what the client sent before it
            // could read one is its slow start, not a refusal ignored.
            if (l.first429 === 0) l.first429 = now;
            if (s.first429 === 0) s.first429 = now;
            const headers = { 'content-type': 'text/plain' };
            const refusal = [req.method, req.url, now];
            if (now >= c.announcedUntil) {
              c.refusals = [refusal];
              const secs = h.kind === 'rate' ? Math.max(1, Math.ceil((1 - c.bucket.tokens) / h.rate)) : 1;
              if (h.retryAfter === 'seconds') {
                headers['retry-after'] = String(secs);
                c.announcedUntil = now + secs * 1000;
              } else if (h.retryAfter === 'date') {
                // An HTTP date has whole seconds: the window ends at the date written.
                const until = Math.ceil((now + secs * 1000) / 1000) * 1000 + 1000;
                headers['retry-after'] = new Date(until).toUTCString();
                c.announcedUntil = until;
              } else c.blockedUntil = now + 3000;
            } else {
              c.refusals.push(refusal);
              if (h.retryAfter === 'seconds') headers['retry-after'] = String(Math.ceil((c.announcedUntil - now) / 1000));
              else if (h.retryAfter === 'date') headers['retry-after'] = new Date(c.announcedUntil).toUTCString();
            }
            res.writeHead(429, headers);
            res.end('slow down');
          },
          Math.min(h.latency, 60),
        );
        return;
      }
    }
    if (h.kind === 'silent') return; // never answers
    later(() => {
      if (h.kind === 'wall' && !/Mozilla\//.test(ua)) {
        res.writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': 'challenge' });
        res.end('<title>Just a moment...</title>');
        return;
      }
      if (h.kind === 'head-hostile' && req.method === 'HEAD') {
        res.writeHead(h.headStatus);
        res.end();
        return;
      }
      const status = dead.get(`${h.i}${req.url}`) ?? (h.urls.includes(req.url) ? 200 : 404);
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end(req.method === 'HEAD' ? undefined : `<title>${status}</title>`);
    });
  };
  const server = tls ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler) : createServer(handler);
  if (tls) {
    // The handshake waits one round trip: the ClientHello is read a latency late.
    server.on('connection', (socket) => {
      socket.pause();
      setTimeout(() => socket.resume(), Math.min(h.latency, 250));
    });
    server.on('secureConnection', () => stats.get(h.i).connections++);
  } else server.on('connection', () => stats.get(h.i).connections++);
  server.keepAliveTimeout = 5000;
  server.headersTimeout = 0;
  server.requestTimeout = 0;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, h.addr, () => resolve(server));
  });
}

const servers = [];
for (const h of hosts) {
  if (h.kind === 'refused') {
    h.port = 9; // discard port, nothing listens on loopback here
    continue;
  }
  const server = await serve(h);
  h.port = server.address().port;
  servers.push(server);
}
for (const h of hosts) {
  h.base = `${tls ? 'https' : 'http'}://${h.addr}:${h.port}`;
  for (const path of h.urls) {
    const url = `${h.base}${path}`;
    if (h.kind === 'slow' || h.kind === 'silent' || h.kind === 'refused') unreachable.add(url);
    else if (h.kind === 'wall') walled.add(url);
    else if ((h.kind === 'normal' || h.kind === 'head-hostile') && rand() < 0.07) {
      dead.set(`${h.i}${path}`, rand() < 0.7 ? 404 : 410);
      expectedDead.add(url);
    }
  }
}

// ------------------------------------------------------------ the site
const allUrls = hosts.flatMap((h) => h.urls.map((p) => `${h.base}${p}`));
// Each external URL on one to three pages.
const pageLinks = Array.from({ length: nPages }, () => []);
for (const u of allUrls) {
  const n = 1 + Math.floor(rand() * 3);
  for (let k = 0; k < n; k++) pageLinks[Math.floor(rand() * nPages)].push(u);
}
const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
function page(n) {
  const links = [];
  for (let k = 1; k <= 6; k++) links.push(`/p/${(n * 7 + k * 13) % nPages}`);
  links.push(`/p/${(n + 1) % nPages}`);
  const body = [`<!doctype html><html><head><title>Page ${n}</title></head><body><h1>Page ${n}</h1><ul>`];
  for (const l of links) body.push(`<li><a href="${l}">page</a></li>`);
  for (const u of pageLinks[n]) body.push(`<li><a href="${esc(u)}">out</a></li>`);
  body.push('</ul></body></html>');
  return body.join('\n');
}
const site = createServer((req, res) => {
  const m = /^\/(?:p\/(\d+))?$/.exec(req.url ?? '');
  const n = m ? Number(m[1] ?? 0) : -1;
  setTimeout(() => {
    if (n < 0 || n >= nPages) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<title>404</title>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : page(n));
  }, 10);
});
await new Promise((r) => site.listen(0, '127.0.0.1', r));
const siteUrl = `http://127.0.0.1:${site.address().port}/`;

process.on('message', (m) => {
  if (m?.type !== 'stats') return;
  const out = hosts.map((h) => {
    const s = stats.get(h.i);
    const r = {
      host: h.base,
      kind: h.kind,
      limit: h.kind === 'rate' ? h.rate : h.kind === 'conc' ? h.limit : undefined,
      retryAfter: h.retryAfter,
      requests: s.requests,
      distinct: s.perUrl.size,
      sent429: s.sent429,
      insideRetryAfter: s.insideRetryAfter,
      inWindow: s.inWindow,
      limited: s.first429 > 0,
      peakAfter429: s.peakAfter429,
      lastAt: s.lastAt,
      connections: s.connections,
      h2: s.h2,
      times: s.times,
      times429: s.times429,
    };
    stats.set(h.i, fresh());
    return r;
  });
  process.send({ type: 'stats', hosts: out });
});
process.on('disconnect', () => process.exit(0));
const summary = {};
for (const h of hosts) summary[h.kind] = (summary[h.kind] ?? 0) + 1;
process.send?.({
  type: 'ready',
  url: siteUrl,
  pages: nPages,
  urls: allUrls.length,
  hostKinds: summary,
  hostCount: hosts.length,
  expectedDead: [...expectedDead],
  unreachable: [...unreachable],
  walled: [...walled],
  certFile: tls?.certFile,
});
