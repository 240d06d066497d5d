/**
 * Crawl traps and starved retries, against bench/trap-site.mjs (a calendar, a query explosion, a
 * deep path, a relative-link loop and a growing URL, each with a dead link a few clicks behind,
 * plus four endpoints that never finish a response), and the lifecycle of URLs still open when
 * a run stops.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SLOW_PATHS, startTrapSite, TRAP_DEAD, type TrapSite } from '../../bench/trap-site.mjs';
import { check, closeServers, deadUrls, page, site, type Req } from '../helpers/crawl.js';
import type { Report } from '../../src/report/model.js';

const sites: TrapSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.close()));
  await closeServers();
});

async function trapSite(options?: { slow?: boolean }): Promise<TrapSite> {
  const s = await startTrapSite(options);
  sites.push(s);
  return s;
}

/** Pages parsed under a path prefix (retries of a slow request counted once, unlike server hits). */
const pagesUnder = (r: Report, s: TrapSite, prefix: string) => r.pages.filter((p) => p.url.startsWith(s.url + prefix)).length;
const trapsOf = (r: Report) => (r.run.traps ?? []).map((t) => [t.kind, t.pattern.replace(/^http:\/\/[^/]+/, ''), t.budget]);

describe('crawl traps', () => {
  it('crawls the trap site to the end with default options: every dead link found, one warning per trap', async () => {
    const s = await trapSite({ slow: false });
    const r = await check({ urls: s.url, timeout: '15s', retries: '2' });
    expect(r.run.incomplete).toBe(false);
    expect(
      deadUrls(r)
        .map((u) => u.slice(s.url.length))
        .sort(),
    ).toEqual([...TRAP_DEAD].sort());
    expect(trapsOf(r).sort()).toEqual(
      [
        ['query-variants', '/calendar?…', 300],
        ['query-variants', '/search?…', 300],
        ['path-depth', '/deep/…', 24],
        ['repeated-segments', '/loop/…', 3],
        ['url-length', '/long/…', 4096],
      ].sort(),
    );
    for (const t of r.run.traps!) expect(t.leftOut).toBeGreaterThan(0);
    // URLs past the length budget are checked, not skipped: only the other traps' URLs are left out.
    const cut = r.run.traps!.filter((t) => t.kind !== 'url-length');
    expect(r.skipped['crawl-trap']).toBe(cut.reduce((n, t) => n + t.leftOut, 0));
    // Bounded: the calendar and the search were crawled up to their budget, not beyond.
    expect(pagesUnder(r, s, '/calendar?')).toBe(300);
    expect(pagesUnder(r, s, '/search?')).toBe(300);
    expect(pagesUnder(r, s, '/deep/')).toBe(23);
  }, 90_000);

  it('the never-finishing endpoints (slowloris headers, silent, dripping body, endless 102) end dead in a run with the traps', async () => {
    const s = await trapSite();
    // A short timeout so they fail fast; few requests at once so the ordinary pages of this
    // in-process server never wait long enough to time out on a busy machine.
    const r = await check({ urls: s.url, timeout: '2s', retries: '1', concurrency: '8' });
    const dead = deadUrls(r).map((u) => u.slice(s.url.length));
    expect(dead.sort()).toEqual([...TRAP_DEAD, ...SLOW_PATHS].sort());
    for (const p of SLOW_PATHS) expect(r.dead.find((d) => d.url === s.url + p)).toMatchObject({ error: 'timeout', attempts: 2 });
    expect(r.run.traps).toHaveLength(5);
  }, 90_000);

  it('max-query-variants: a calendar is cut after N months, named with the URLs it left out', async () => {
    const s = await trapSite();
    const r = await check({ urls: `${s.url}/calendar?month=0`, 'max-query-variants': '10' });
    // The start URL and 10 more months.
    expect(pagesUnder(r, s, '/calendar')).toBe(11);
    expect(r.pages).toHaveLength(11);
    expect(deadUrls(r)).toEqual([`${s.url}/calendar-gone`]);
    expect(r.run.traps).toEqual([{ kind: 'query-variants', pattern: `${s.url}/calendar?…`, budget: 10, option: 'max-query-variants', leftOut: 2 }]);
    expect(r.run.options.maxQueryVariants).toBe(10);
  });

  it('max-query-variants: a faceted search (query explosion) is cut after N query strings', async () => {
    const s = await trapSite();
    const r = await check({ urls: `${s.url}/search`, 'max-query-variants': '20' });
    // The start URL has no query string; 20 variants after it.
    expect(pagesUnder(r, s, '/search')).toBe(21);
    expect(deadUrls(r)).toEqual([`${s.url}/search-gone`]);
    expect(trapsOf(r)).toEqual([['query-variants', '/search?…', 20]]);
    expect(r.run.traps![0]!.leftOut).toBeGreaterThan(20);
  });

  it('max-path-depth: an endlessly deep path is cut at N segments', async () => {
    const s = await trapSite();
    const r = await check({ urls: `${s.url}/deep/1`, 'max-path-depth': '6' });
    // /deep/1 … /deep/1/2/3/4/5: 2 to 6 segments.
    expect(pagesUnder(r, s, '/deep/')).toBe(5);
    expect(deadUrls(r)).toEqual([`${s.url}/deep-gone`]);
    expect(r.run.traps).toEqual([{ kind: 'path-depth', pattern: `${s.url}/deep/…`, budget: 6, option: 'max-path-depth', leftOut: 1 }]);
  });

  it('max-repeated-segments: relative links that nest /a/b/a/b/… are cut when a segment repeats more than N times', async () => {
    const s = await trapSite();
    const r = await check({ urls: `${s.url}/loop/`, 'max-repeated-segments': '2' });
    // Paths of a's and b's with each at most twice: C(4,2)·… = 19 pages with the start.
    expect(pagesUnder(r, s, '/loop/')).toBe(19);
    expect(deadUrls(r)).toEqual([`${s.url}/loop-gone`]);
    expect(trapsOf(r)).toEqual([['repeated-segments', '/loop/…', 2]]);
  });

  it('max-url-length: a URL that grows on every page is crawled up to N characters; the longer one is checked, not crawled', async () => {
    const s = await trapSite();
    const r = await check({ urls: `${s.url}/long/${'x'.repeat(200)}`, 'max-url-length': '1000' });
    // Segments of 200, 400, 600 and 800 characters fit in 1,000 with the origin; 1,000 does not.
    expect(pagesUnder(r, s, '/long/')).toBe(4);
    expect(deadUrls(r)).toEqual([`${s.url}/long-gone`]);
    expect(trapsOf(r)).toEqual([['url-length', '/long/…', 1000]]);
    // The 1,000-character URL was requested once and judged (ok), never parsed; nothing was skipped.
    expect(s.hits.get('/long')).toBe(4 + 1);
    expect(r.skipped['crawl-trap']).toBeUndefined();
    expect(r.counts.links).toBe(5 + 1);
  });

  it('with every budget 0 the defence is off (a deep path is followed as far as max-pages lets it)', async () => {
    const s = await trapSite();
    const r = await check({
      urls: `${s.url}/deep/1`,
      'max-path-depth': '0',
      'max-query-variants': '0',
      'max-repeated-segments': '0',
      'max-url-length': '0',
      'max-pages': '40',
    });
    expect(r.pages).toHaveLength(40);
    expect(r.run.traps).toBeUndefined();
  });
});

describe('no verdict lost', () => {
  it('a retry goes ahead of the new URLs of its host', async () => {
    const order: string[] = [];
    let flaky = 0;
    const links = Array.from({ length: 20 }, (_, i) => `<a href="/p${i}">p</a>`).join('');
    const s = await site({
      '/': (req: Req, res) => {
        order.push(req.url!);
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(page(`<a href="/flaky">f</a>${links}`));
      },
      '/flaky': (req: Req, res) => {
        order.push(req.url!);
        res.writeHead(++flaky === 1 ? 503 : 200);
        res.end();
      },
      ...Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [
          `/p${i}`,
          (req: Req, res: import('node:http').ServerResponse) => {
            order.push(req.url!);
            res.writeHead(200, { 'content-type': 'text/plain' });
            res.end('x');
          },
        ]),
      ),
    });
    // One request at a time, no backoff: the retry is queued the moment the 503 settles.
    const r = await check({ urls: s.url, concurrency: '1', 'retry-delay': '0ms', retries: '1' });
    expect(r.dead).toEqual([]);
    expect(order.slice(0, 3)).toEqual(['/', '/flaky', '/flaky']);
  });

  it('a URL waiting on a long Retry-After when the run is stopped is unfinished, with its last result, a warning', async () => {
    let answered = false;
    const s = await site({
      '/': page('<a href="/busy">busy</a> <a href="/ok">ok</a>'),
      '/ok': 'fine',
      '/busy': (_req: Req, res) => {
        answered = true;
        res.writeHead(429, { 'retry-after': '86400' });
        res.end();
      },
    });
    const stop = new AbortController();
    // Stopped from the crawl's own progress once the 429 has been handled (a retry is waiting).
    const r = await check(
      { urls: s.url, retries: '3' },
      { signal: stop.signal, progressIntervalMs: 0, onProgress: (p) => answered && p.checked >= 2 && stop.abort() },
    );
    expect(r.run).toMatchObject({ incomplete: true, incompleteReason: 'interrupted' });
    expect(r.dead).toEqual([]);
    expect(r.unfinished!.map((u) => u.url)).toEqual([`${s.url}/busy`]);
    const busy = r.unfinished![0]!;
    expect(busy).toMatchObject({ state: 'warn', status: 429, attempts: 1 });
    expect(busy.reason).toMatch(/^unfinished: HTTP 429 .*Retry-After 86400 s after 1 attempt; not settled before the run stopped \(interrupted\)$/);
    expect(busy.referrers.map((x) => x.page)).toEqual([`${s.url}/`]);
    expect(r.warnings.map((w) => w.url)).toContain(`${s.url}/busy`);
    expect(r.skipped['not-checked']).toBeUndefined();
  });

  it('at max-duration a link waiting on Retry-After: 86400 is in unfinished; with unfinished: dead it is dead', async () => {
    const s = await site({
      '/': page('<a href="/busy">busy</a>'),
      '/busy': { status: 429, headers: { 'retry-after': '86400' } },
    });
    for (const unfinished of ['warn', 'dead'] as const) {
      const r = await check({ urls: s.url, 'max-duration': '1s', unfinished });
      expect(r.run).toMatchObject({ incomplete: true, incompleteReason: 'max-duration' });
      expect(r.unfinished!.map((u) => [u.url, u.state])).toEqual([[`${s.url}/busy`, unfinished]]);
      expect(r.unfinished![0]!.reason).toMatch(/\(max-duration\)$/);
      expect((unfinished === 'dead' ? r.dead : r.warnings).map((x) => x.url)).toEqual([`${s.url}/busy`]);
    }
  });
});
