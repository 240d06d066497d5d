/**
 * Connection reuse, counted by the servers: an https host that offers HTTP/2 gets every
 * request of the crawl (pages, HEAD checks, redirects, 404s) as streams of one connection;
 * `--no-http2` speaks HTTP/1.1 to it; a plain HTTP/1.1 host has its keep-alive connections
 * reused (no more connections than requests in flight). The certificate is self-signed,
 * made for the test, and trusted only by this crawl (the `ca` service).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawl/index.js';
import { resolveOptions, type RawOptions } from '../../src/options.js';
import { check, closeServers, FAST, page, serve } from '../helpers/crawl.js';
import { testLookup } from '../helpers/dns.js';
import { selfSigned, startH2Server, type Certificate, type H2Handler, type H2Server } from '../helpers/tls.js';

let tls: Certificate;
const h2servers: H2Server[] = [];
beforeAll(() => {
  tls = selfSigned(['site.localhost', 'ext.localhost']);
});
afterEach(async () => {
  await closeServers();
  await Promise.all(h2servers.splice(0).map((s) => s.close()));
});

const N = 30;

async function h2(handler: H2Handler): Promise<H2Server> {
  const s = await startH2Server(tls, handler);
  h2servers.push(s);
  return s;
}

/** The site (pages, one 404, a 301 and a 302) and an external host (HEAD checks, one 404), both offering h2. */
async function hosts() {
  const ext = await h2((req, res) => {
    res.writeHead(req.url === '/gone' ? 404 : 200, { 'content-type': 'text/html' });
    res.end('external');
  });
  const extUrl = ext.url.replace('127.0.0.1', 'ext.localhost');
  const site = await h2((req, res) => {
    const url = req.url;
    if (url === '/') {
      const links = [
        ...Array.from({ length: N }, (_, i) => `/p/${i}`),
        '/missing',
        '/moved',
        '/found',
        ...Array.from({ length: N }, (_, i) => `${extUrl}/e/${i}`),
        `${extUrl}/gone`,
      ];
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(links.map((l) => `<a href="${l}">x</a>`).join('\n')));
    }
    if (url === '/moved') return res.writeHead(301, { location: '/p/1' }).end();
    if (url === '/found') return res.writeHead(302, { location: '/p/2' }).end();
    if (url.startsWith('/p/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(`<p>page ${url}</p>`));
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('not found');
  });
  const siteUrl = site.url.replace('127.0.0.1', 'site.localhost');
  return { site, siteUrl, ext, extUrl };
}

function crawlTrusting(raw: RawOptions) {
  return crawl(resolveOptions({ ...FAST, ...raw }), {}, { lookup: testLookup, ca: [tls.cert] });
}

describe('HTTP/2', () => {
  it('many requests to one host share one connection; verdicts (200, 404, 301, 302) as over HTTP/1.1', async () => {
    const { site, siteUrl, ext, extUrl } = await hosts();
    const r = await crawlTrusting({ urls: `${siteUrl}/`, concurrency: '16', 'host-concurrency': '8' });

    expect(r.dead.map((d) => [d.url, d.status]).sort()).toEqual([
      [`${extUrl}/gone`, 404],
      [`${siteUrl}/missing`, 404],
    ]);
    expect(r.moved?.map((m) => [m.url, m.to, m.status])).toEqual([[`${siteUrl}/moved`, `${siteUrl}/p/1`, 301]]);
    expect(r.counts.pages).toBe(1 + N);
    // Every request over h2, all of a host's on one connection.
    expect(site.requests.length).toBeGreaterThan(N);
    expect(ext.requests.length).toBeGreaterThan(N);
    for (const s of [site, ext]) {
      expect(s.requests.filter((q) => !q.startsWith('2.0 '))).toEqual([]);
      expect(s.connections).toBe(1);
      expect(s.sessions).toBe(1);
    }
    expect(ext.requests).toContain('2.0 HEAD /gone');
  });

  it('--no-http2 speaks HTTP/1.1 to the same hosts, with the same verdicts', async () => {
    const { site, siteUrl, ext, extUrl } = await hosts();
    const r = await crawlTrusting({ urls: `${siteUrl}/`, concurrency: '4', 'host-concurrency': '4', http2: 'false' });
    expect(r.dead.map((d) => [d.url, d.status]).sort()).toEqual([
      [`${extUrl}/gone`, 404],
      [`${siteUrl}/missing`, 404],
    ]);
    expect(r.moved?.map((m) => m.url)).toEqual([`${siteUrl}/moved`]);
    for (const s of [site, ext]) {
      expect(s.requests.filter((q) => !q.startsWith('1.1 '))).toEqual([]);
      expect(s.sessions).toBe(0);
    }
    // The site's GETs: keep-alive, no more connections than requests in flight.
    expect(site.requests.length).toBeGreaterThan(N);
    expect(site.connections).toBeLessThanOrEqual(4);
    // HEAD over HTTP/1.1: undici closes the connection after each one (in case a server sends a
    // body anyway), so each check costs a connection, and a TLS handshake. HTTP/2 has no such cost.
    const heads = ext.requests.filter((q) => q.startsWith('1.1 HEAD ')).length;
    expect(heads).toBeGreaterThan(N);
    expect(ext.connections).toBeGreaterThanOrEqual(heads);
  });

  it('a certificate nobody trusts is a TLS error, h2 offered or not', async () => {
    const { siteUrl } = await hosts();
    const r = await check({ urls: `${siteUrl}/` });
    expect(r.dead.map((d) => [d.url, d.error])).toEqual([[`${siteUrl}/`, 'tls']]);
  });
});

describe('HTTP/1.1 keep-alive', () => {
  it('reuses each host’s connections: no more than the requests in flight', async () => {
    let connections = 0;
    let requests = 0;
    // Keep-alive announced and kept long, so a slow machine's pauses close no connection.
    // The site's own pages and resources are fetched with GET, one connection reused for many.
    const links = Array.from({ length: 40 }, (_, i) => `<a href="/x/${i}">x</a>`).join('\n');
    const site = await serve((req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'text/html', 'keep-alive': 'timeout=60' });
      res.end(req.url === '/' ? page(links) : page('leaf'));
    });
    site.server.keepAliveTimeout = 60_000;
    site.server.on('connection', () => connections++);
    const r = await check({ urls: site.url, concurrency: '3', 'host-concurrency': '3' });
    expect(r.counts.pages).toBe(41);
    expect(requests).toBe(41);
    expect(connections).toBeGreaterThanOrEqual(1);
    expect(connections).toBeLessThanOrEqual(3);
  });
});
