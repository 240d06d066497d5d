/**
 * End to end: how the crawler talks HTTP. Redirects, HEAD→GET fallback, retries (429 with
 * Retry-After, 503), network failures, and which hosts get configured headers. Other loopback
 * addresses (127.0.0.2) act as external hosts.
 */
import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/options.js';
import { allHits, check, closeServers, deadOf, deadUrls, hits, page, redirect, serve, site } from '../helpers/crawl.js';
import { startServer } from '../helpers/server.js';

afterEach(closeServers);

const EXT = '127.0.0.2';

/** A handler that answers with `responses[n]` on the n-th request (the last one repeats). */
function sequence(...responses: Array<{ status: number; headers?: Record<string, string>; body?: string }>) {
  let n = 0;
  return (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const r = responses[Math.min(n++, responses.length - 1)]!;
    res.writeHead(r.status, { 'content-type': 'text/html', ...r.headers });
    res.end(r.body ?? '');
  };
}

describe('redirects', () => {
  it('records the chain of a redirect that ends in a 404', async () => {
    const s = await site({
      '/': page('<a href="/r1">r</a>'),
      '/r1': redirect('/r2', 301),
      '/r2': redirect('/r3', 302),
      '/r3': 404,
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}/r1`]);
    expect(deadOf(r, `${s.url}/r1`)).toMatchObject({
      status: 404,
      reason: 'HTTP 404 Not Found',
      redirects: [
        { url: `${s.url}/r1`, status: 301 },
        { url: `${s.url}/r2`, status: 302 },
      ],
      referrers: [{ page: `${s.url}/`, line: 3, column: 4, element: 'a', attribute: 'href', text: 'r' }],
    });
    expect(allHits(s)).toEqual(['GET /', 'GET /r1', 'GET /r2', 'GET /r3']);
  });

  it('follows a chain to an ok page and records where it ended', async () => {
    const s = await site({
      '/': page('<a href="/a">a</a>'),
      '/a': redirect('/b', 308),
      '/b': redirect('/c', 307),
      '/c': page('<a href="/c-dead">x</a>'),
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}/c-dead`]);
    expect(r.pages.find((p) => p.url === `${s.url}/a`)).toMatchObject({ finalUrl: `${s.url}/c`, status: 200, depth: 1 });
    expect(deadOf(r, `${s.url}/c-dead`).referrers[0]!.page).toBe(`${s.url}/c`);
  });

  it('reports a redirect loop as dead with the loop recorded', async () => {
    const s = await site({
      '/': page('<a href="/loop-a">loop</a>'),
      '/loop-a': redirect('/loop-b', 301),
      '/loop-b': redirect('/loop-a', 302),
    });
    const r = await check({ urls: s.url });
    expect(deadOf(r, `${s.url}/loop-a`)).toMatchObject({
      error: 'redirect-loop',
      reason: `redirect loop: ${s.url}/loop-a was already visited`,
      redirects: [
        { url: `${s.url}/loop-a`, status: 301 },
        { url: `${s.url}/loop-b`, status: 302 },
      ],
      attempts: 1,
    });
    expect(deadOf(r, `${s.url}/loop-a`).status).toBeUndefined();
    expect(hits(s, 'GET /loop-a')).toBe(1);
  });

  it('follows max-redirects hops and no more', async () => {
    const s = await site({
      '/': page('<a href="/three">3</a> <a href="/four">4</a>'),
      '/three': redirect('/3-2'),
      '/3-2': redirect('/3-1'),
      '/3-1': redirect('/end'),
      '/four': redirect('/4-3'),
      '/4-3': redirect('/4-2'),
      '/4-2': redirect('/4-1'),
      '/4-1': redirect('/end'),
      '/end': page('end'),
    });
    const r = await check({ urls: s.url, 'max-redirects': '3' });
    expect(deadUrls(r)).toEqual([`${s.url}/four`]);
    expect(deadOf(r, `${s.url}/four`)).toMatchObject({
      error: 'too-many-redirects',
      reason: 'too many redirects: more than 3 redirects',
    });
    expect(deadOf(r, `${s.url}/four`).redirects.map((h) => h.url)).toEqual(['/four', '/4-3', '/4-2', '/4-1'].map((p) => `${s.url}${p}`));
    expect(hits(s, 'GET /end')).toBe(1);
  });
});

describe('a redirect to a URL this run already checked', () => {
  it('takes the known verdict instead of requesting the target again', async () => {
    const s = await site({
      '/': page('<a href="/target">t</a> <a href="/gone">g</a> <a href="/next">n</a>'),
      '/target': page('target'),
      '/gone': 404,
      '/next': page('<a href="/r">r</a> <a href="/r2">r2</a>'),
      '/r': redirect('/target', 301),
      '/r2': redirect('/gone', 302),
    });
    // One request at a time, so /target and /gone are settled before the redirects to them.
    const r = await check({ urls: s.url, concurrency: '1' });
    expect([hits(s, 'GET /target'), hits(s, 'GET /gone'), hits(s, 'GET /r'), hits(s, 'GET /r2')]).toEqual([1, 1, 1, 1]);
    expect(deadUrls(r)).toEqual([`${s.url}/gone`, `${s.url}/r2`]);
    expect(deadOf(r, `${s.url}/r2`)).toMatchObject({ status: 404, redirects: [{ url: `${s.url}/r2`, status: 302 }] });
    expect(r.pages.map((p) => p.url)).not.toContain(`${s.url}/r`);
  });
});

describe('HEAD, then GET', () => {
  it('falls back to GET when an external host answers HEAD with 405, or 404 with GET 200', async () => {
    const ext = await serve((req, res) => {
      if (req.method === 'HEAD') res.writeHead(req.url === '/x' ? 405 : 404);
      else res.writeHead(200, { 'content-type': 'text/html' });
      res.end();
    }, EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/x">x</a> <img src="${ext.url}/y" alt="y">`) });
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(r.counts).toMatchObject({ links: 3, ok: 3, requests: 5 });
    expect(allHits(ext)).toEqual(['GET /x', 'GET /y', 'HEAD /x', 'HEAD /y']);
    expect([hits(ext, 'HEAD /x'), hits(ext, 'GET /x'), hits(ext, 'HEAD /y'), hits(ext, 'GET /y')]).toEqual([1, 1, 1, 1]);
  });

  it('uses only HEAD when the external host answers it', async () => {
    const ext = await site({ '/ok': page('ok') }, EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/ok">x</a>`) });
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(allHits(ext)).toEqual(['HEAD /ok']);
  });

  it('a host whose HEADs GETs contradict twice gets GET at once for its other URLs', async () => {
    // HEAD is refused (405) for everything; GET works, except for one dead URL checked last.
    const seen: string[] = [];
    const ext = await serve((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.method === 'HEAD') res.writeHead(405).end();
      else if (req.url === '/z-gone') res.writeHead(404, { 'content-type': 'text/html' }).end('gone');
      else res.writeHead(200, { 'content-type': 'text/html' }).end('ok');
    }, EXT);
    const names = ['a', 'b', 'c', 'd', 'e', 'z-gone'];
    const s = await site({ '/': page(names.map((n) => `<a href="${ext.url}/${n}">${n}</a>`).join(' ')) });
    // One request at a time on the external host: the order is the page's.
    const r = await check({ urls: s.url, 'host-limit': [`${EXT}=1`] });
    expect(seen).toEqual(['HEAD /a', 'GET /a', 'HEAD /b', 'GET /b', 'GET /c', 'GET /d', 'GET /e', 'GET /z-gone']);
    expect(deadOf(r, `${ext.url}/z-gone`)).toMatchObject({ status: 404, method: 'get', attempts: 1 });
  });

  it('a host whose HEADs hang while its GETs answer: after two, GET at once; the host is not marked slow', async () => {
    // HEAD never gets an answer (the client times out); GET answers at once.
    const seen: string[] = [];
    const ext = await serve((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.method !== 'HEAD') res.writeHead(200, { 'content-type': 'text/html' }).end('ok');
    }, EXT);
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const s = await site({ '/': page(names.map((n) => `<a href="${ext.url}/${n}">${n}</a>`).join(' ')) });
    const r = await check({ urls: s.url, 'host-limit': [`${EXT}=1`], timeout: '400ms' });
    expect(r.dead).toEqual([]);
    expect(r.run.hosts ?? []).toEqual([]);
    expect(seen).toEqual(['HEAD /a', 'GET /a', 'HEAD /b', 'GET /b', 'GET /c', 'GET /d', 'GET /e', 'GET /f']);
  });

  it('reports the GET status when both fail, with method head+get', async () => {
    const ext = await site({}, EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/gone">x</a>`) });
    const r = await check({ urls: s.url });
    expect(deadOf(r, `${ext.url}/gone`)).toMatchObject({ status: 404, method: 'head+get', internal: false, attempts: 1 });
    expect([hits(ext, 'HEAD /gone'), hits(ext, 'GET /gone')]).toEqual([1, 1]);
  });
});

describe('retries', () => {
  it('retries an in-scope page after a 429 with Retry-After, then parses it', async () => {
    const s = await site({
      '/': page('<a href="/busy">busy</a>'),
      '/busy': sequence({ status: 429, headers: { 'retry-after': '1' } }, { status: 200, body: page('<a href="/after">a</a>') }),
    });
    const r = await check({ urls: s.url });
    expect(hits(s, 'GET /busy')).toBe(2);
    expect(r.warnings).toEqual([]);
    expect(deadUrls(r)).toEqual([`${s.url}/after`]);
  });

  it('waits for Retry-After on an external 429 instead of falling back to GET at once', async () => {
    const ext = await serve(sequence({ status: 429, headers: { 'retry-after': '1' } }, { status: 200 }), EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/limited">x</a>`) });
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(allHits(ext)).toEqual(['HEAD /limited']);
    expect(hits(ext, 'HEAD /limited')).toBe(2);
  });

  it('finishes when many hosts pause at once for Retry-After (a timer firing early must not strand a host)', async () => {
    // Timers may fire a millisecond before Date.now() reaches their due time; a paused host
    // whose wake-up came early used to stay paused for ever and the crawl never ended.
    // Three URLs of each host get a 429 first (a 429 on one URL pauses only that URL).
    const hosts = await Promise.all(
      Array.from({ length: 60 }, () => {
        const answered = new Set<string>();
        return serve((req, res) => {
          if (!answered.has(req.url!)) {
            answered.add(req.url!);
            res.writeHead(429, { 'retry-after': '1' });
            res.end();
            return;
          }
          res.writeHead(200);
          res.end();
        });
      }),
    );
    const links = hosts.flatMap((h, i) => ['a', 'b', 'c'].map((k) => `<a href="${h.url}/x${i}${k}">h${i}</a>`));
    const s = await site({ '/': page(links.join('\n')) });
    const r = await check({ urls: s.url, retries: '2' });
    expect(r.run.incomplete).toBe(false);
    expect(r.counts.dead + r.counts.warnings).toBe(0);
    expect(r.counts.ok).toBe(1 + 3 * 60);
  }, 20_000);

  it('warns (default warn-on 429) about a URL that stays 429 after every retry', async () => {
    const ext = await serve(sequence({ status: 429 }), EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/always">x</a>`) });
    const r = await check({ urls: s.url, retries: '2' });
    expect(r.dead).toEqual([]);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({
      url: `${ext.url}/always`,
      state: 'warn',
      status: 429,
      reason: 'HTTP 429 Too Many Requests',
      attempts: 3,
      referrers: [{ page: `${s.url}/`, text: 'x' }],
    });
    expect(r.counts).toMatchObject({ warnings: 1, dead: 0 });
    expect(hits(ext, 'HEAD /always')).toBe(3);
  });

  it('retries a flaky 503 once and accepts the 200', async () => {
    const s = await site({
      '/': page('<link rel="stylesheet" href="/flaky.css">'),
      '/flaky.css': sequence({ status: 503 }, { status: 200 }),
    });
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(hits(s, 'GET /flaky.css')).toBe(2);
  });

  it('reports a 503 that never recovers as dead after retries + 1 requests', async () => {
    const s = await site({ '/': page('<a href="/down">down</a>'), '/down': 503 });
    const r = await check({ urls: s.url, retries: '2' });
    expect(deadOf(r, `${s.url}/down`)).toMatchObject({ status: 503, reason: 'HTTP 503 Service Unavailable', attempts: 3 });
    expect(hits(s, 'GET /down')).toBe(3);
  });

  it('does not repeat a HEAD that already failed when retrying an external URL', async () => {
    const ext = await serve(sequence({ status: 503 }), EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/down">down</a>`) });
    const r = await check({ urls: s.url, retries: '2' });
    expect(deadOf(r, `${ext.url}/down`)).toMatchObject({ status: 503, attempts: 3, method: 'head+get' });
    expect([hits(ext, 'HEAD /down'), hits(ext, 'GET /down')]).toEqual([1, 3]);
  });
});

describe('network failures', () => {
  it('reports a server that never answers as a timeout', async () => {
    const ext = await serve(() => {
      /* never answer */
    }, EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/hang">hang</a>`) });
    // The timeout applies to the start page too: one it always answers within, even under load.
    const r = await check({ urls: s.url, timeout: '1s', retries: '0' });
    expect(deadOf(r, `${ext.url}/hang`)).toMatchObject({
      error: 'timeout',
      reason: 'timeout: no response headers within 1000 ms',
      attempts: 1,
    });
    expect(deadOf(r, `${ext.url}/hang`).status).toBeUndefined();
  });

  it('reports a refused connection', async () => {
    const closed = await startServer(() => undefined, { host: EXT });
    await closed.close();
    const s = await site({ '/': page(`<a href="${closed.url}/x">x</a>`) });
    const r = await check({ urls: s.url, retries: '1' });
    const d = deadOf(r, `${closed.url}/x`);
    expect(d).toMatchObject({ error: 'refused', attempts: 2, internal: false });
    expect(d.reason).toMatch(/^connection refused: .*ECONNREFUSED/);
  });

  it('reports an unresolvable host as dns, without retrying or a GET', async () => {
    const s = await site({ '/': page('<a href="http://host.invalid/page">x</a>') });
    const r = await check({ urls: s.url, retries: '2' });
    const d = deadOf(r, 'http://host.invalid/page');
    expect(d).toMatchObject({ error: 'dns', attempts: 1, method: 'head' });
    expect(d.reason).toMatch(/^host not found \(DNS\)/);
    expect(r.counts.requests).toBe(2);
  });

  it('retries a host whose lookup timed out (EAI_AGAIN): the resolver said nothing about the host', async () => {
    const s = await site({ '/': page('<a href="http://host.eai-again.internal/page">x</a>') });
    const r = await check({ urls: s.url, retries: '2' });
    expect(deadOf(r, 'http://host.eai-again.internal/page')).toMatchObject({ error: 'dns', attempts: 3 });
  });
});

describe('request headers', () => {
  it('sends a configured header to the site only, not to other hosts nor after a redirect off the site', async () => {
    const seen: string[] = [];
    const record = (who: string) => (req: http.IncomingMessage) => {
      seen.push(`${who} ${req.method} ${req.url} token=${req.headers['x-token'] ?? '-'} ext=${req.headers['x-ext'] ?? '-'}`);
    };
    const recExt = record('ext');
    const ext = await serve((req, res) => {
      recExt(req);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end();
    }, EXT);
    const recSite = record('site');
    const s = await serve((req, res) => {
      recSite(req);
      expect(req.headers['user-agent']).toBe(`linkspider/${VERSION}`);
      if (req.url === '/go') {
        res.writeHead(302, { location: `${ext.url}/landing` });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(req.url === '/' ? page(`<a href="/p">p</a> <a href="${ext.url}/x">x</a> <a href="/go">go</a>`) : page(''));
    });
    const r = await check({ urls: s.url, headers: [`X-Token: s3cret`, `X-Ext@${EXT}:${ext.port}: e`] });
    expect(r.dead).toEqual([]);
    expect(seen.sort()).toEqual(
      [
        'ext HEAD /x token=- ext=e',
        'ext GET /landing token=- ext=e',
        'site GET / token=s3cret ext=e',
        'site GET /go token=s3cret ext=e',
        'site GET /p token=s3cret ext=e',
      ].sort(),
    );
    expect(r.run.options.headers).toEqual([
      { name: 'X-Token', value: '***', hosts: [] },
      { name: 'X-Ext', value: '***', hosts: [`${EXT}:${ext.port}`] },
    ]);
  });
});

describe('start URLs', () => {
  it('reports a 404 start URL as dead', async () => {
    const s = await site({});
    const r = await check({ urls: `${s.url}/missing/` });
    expect(r.pages).toEqual([]);
    expect(r.dead).toEqual([
      {
        url: `${s.url}/missing/`,
        state: 'dead',
        status: 404,
        reason: 'HTTP 404 Not Found',
        redirects: [],
        referrers: [],
        internal: true,
        method: 'get',
        attempts: 1,
      },
    ]);
    expect(r.counts).toMatchObject({ pages: 0, links: 1, dead: 1 });
  });

  it('crawls the site a start URL redirects to when it is the same host on another port or scheme', async () => {
    const target = await site({ '/home/': page('<a href="sub">sub</a> <a href="/elsewhere">x</a>'), '/home/sub': page('') });
    const s = await site({ '/': redirect(`${target.url}/home/`, 301) });
    const r = await check({ urls: s.url });
    // Pages are sorted by URL, and the two servers' port numbers decide that order.
    expect(r.pages).toHaveLength(2);
    expect(r.pages.find((p) => p.url === `${s.url}/`)).toMatchObject({ finalUrl: `${target.url}/home/` });
    expect(r.pages.find((p) => p.url === `${target.url}/home/sub`)).toBeDefined();
    expect(deadUrls(r)).toEqual([`${target.url}/elsewhere`]);
    expect(deadOf(r, `${target.url}/elsewhere`)).toMatchObject({ internal: true, method: 'get' });
    expect(allHits(target)).toEqual(['GET /elsewhere', 'GET /home/', 'GET /home/sub']);
  });

  it('only checks another host a start URL redirects to (a login page elsewhere), and sends it no header', async () => {
    const seen: Array<string | undefined> = [];
    const login = await serve((req, res) => {
      seen.push(req.headers['x-token'] as string | undefined);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page('<a href="/forgot">forgot</a>'));
    }, EXT);
    const s = await site({ '/': redirect(`${login.url}/login`, 302) });
    const r = await check({ urls: s.url, headers: 'X-Token: secret' });
    expect(r.pages).toEqual([]);
    expect(allHits(login)).toEqual(['GET /login']);
    expect(seen).toEqual([undefined]);
  });

  it('does not crawl a host that an ordinary page link redirects to', async () => {
    const target = await site({ '/landing': page('<a href="/never">x</a>') }, EXT);
    const s = await site({ '/': page('<a href="/go">go</a>'), '/go': redirect(`${target.url}/landing`, 302) });
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(allHits(target)).toEqual(['GET /landing']);
  });

  it('crawls several start URLs on different hosts as one site', async () => {
    const a = await site({ '/': page('<a href="/a-dead">x</a>') });
    const b = await site({ '/': page(`<a href="/b-page">x</a> <a href="${a.url}/a-dead">y</a>`), '/b-page': page('') }, EXT);
    const r = await check({ urls: [a.url, b.url] });
    expect(deadUrls(r)).toEqual([`${a.url}/a-dead`]);
    expect(
      deadOf(r, `${a.url}/a-dead`)
        .referrers.map((x) => x.page)
        .sort(),
    ).toEqual([`${a.url}/`, `${b.url}/`]);
    expect(hits(a, 'GET /a-dead')).toBe(1);
    expect(hits(b, 'GET /b-page')).toBe(1);
    expect(r.counts.pages).toBe(3);
  });
});
