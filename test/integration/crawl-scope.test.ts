/**
 * End to end: what gets requested, how often, and when the crawl stops. In-flight dedupe,
 * include/exclude, external scope, limits, cancellation, the mirror and local folders.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allHits, check, closeServers, deadOf, deadUrls, held, hits, page, pageUrls, serve, site } from '../helpers/crawl.js';

const EXT = '127.0.0.2';
const tmpDirs: string[] = [];

afterEach(async () => {
  await closeServers();
  for (const d of tmpDirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tmp(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'linkspider-scope-'));
  tmpDirs.push(d);
  return d;
}

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

describe('each URL is requested once', () => {
  it('requests a slow URL linked from 20 pages once, and lists all 20 referrers', async () => {
    // /slow answers only once all 21 pages are parsed: every link to it finds it in flight.
    const slow = held(404);
    const table: Record<string, Parameters<typeof site>[0][string]> = {
      '/': page(Array.from({ length: 20 }, (_, i) => `<a href="/p${i + 1}">p${i + 1}</a>`).join('\n')),
      '/slow': slow.route,
    };
    for (let i = 1; i <= 20; i++) table[`/p${i}`] = page(`<a href="/slow">slow from ${i}</a>`);
    const s = await site(table);
    const r = await check(
      { urls: s.url },
      {
        progressIntervalMs: 0,
        onProgress: (p) => {
          if (p.pages >= 21) slow.release();
        },
      },
    );
    expect(hits(s, 'GET /slow')).toBe(1);
    const d = deadOf(r, `${s.url}/slow`);
    expect(d.referrers).toHaveLength(20);
    expect(d.referrers.map((x) => x.page).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `${s.url}/p${i + 1}`).sort());
    expect(d.referrers.every((x) => x.line === 3 && x.column === 4 && x.element === 'a')).toBe(true);
    expect(r.counts).toMatchObject({ pages: 21, links: 22, dead: 1, requests: 22 });
  });

  it('treats URLs that differ only in the fragment as one request', async () => {
    const ext = await site({ '/x': page('') }, EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/x#a">a</a> <a href="${ext.url}/x#b">b</a> <a href="/#top">t</a>`) });
    await check({ urls: s.url });
    expect(allHits(ext)).toEqual(['HEAD /x']);
    expect(hits(ext, 'HEAD /x')).toBe(1);
    expect(hits(s, 'GET /')).toBe(1);
  });

  it('crawls an in-scope page first seen as a resource (link rel=alternate) and then linked', async () => {
    const s = await site({
      '/': page('<link rel="alternate" hreflang="fr" href="/fr/">\n<a href="/fr/">français</a>'),
      '/fr/': page('<a href="/fr/gone">x</a>'),
    });
    const r = await check({ urls: s.url });
    expect(pageUrls(r)).toEqual([`${s.url}/`, `${s.url}/fr/`]);
    expect(deadUrls(r)).toEqual([`${s.url}/fr/gone`]);
  });
});

describe('a page first requested as a resource', () => {
  it('is parsed from that one request when a page link to it turns up while it is in flight', async () => {
    // /fr/ answers only once / and /b are parsed: the page link on /b surely finds it in flight.
    const fr = held({ body: page('<a href="/fr/gone">x</a>') });
    const s = await site({
      '/': page('<link rel="alternate" hreflang="fr" href="/fr/">\n<a href="/b">b</a>'),
      '/b': page('<a href="/fr/">français</a>'),
      '/fr/': fr.route,
    });
    const r = await check(
      { urls: s.url },
      {
        progressIntervalMs: 0,
        onProgress: (p) => {
          if (p.pages >= 2) fr.release();
        },
      },
    );
    expect(hits(s, 'GET /fr/')).toBe(1);
    expect(pageUrls(r)).toContain(`${s.url}/fr/`);
    expect(deadUrls(r)).toEqual([`${s.url}/fr/gone`]);
  });
});

describe('include and exclude', () => {
  it('never requests excluded URLs and counts them as skipped', async () => {
    const s = await site({
      '/': page('<a href="/private/a">a</a> <a href="/private/b">b</a> <a href="/public">p</a> <a href="/private/a">again</a>'),
      '/public': page('<a href="/private/c">c</a>'),
    });
    const r = await check({ urls: s.url, exclude: ['/private/'] });
    expect(r.dead).toEqual([]);
    expect(r.skipped).toEqual({ excluded: 3 });
    expect(r.counts).toMatchObject({ skipped: 3, links: 2 });
    expect(allHits(s)).toEqual(['GET /', 'GET /public']);
    expect(r.run.options.exclude).toEqual([/\/private\//.source]);
  });

  it('checks only included URLs', async () => {
    const ext = await site({}, EXT);
    const s = await site({ '/': page(`<a href="/a">a</a> <a href="${ext.url}/b">b</a>`) });
    const r = await check({ urls: s.url, include: ['^http://127\\.0\\.0\\.1'] });
    expect(deadUrls(r)).toEqual([`${s.url}/a`]);
    expect(r.skipped).toEqual({ 'not-included': 1 });
    expect(allHits(ext)).toEqual([]);
  });
});

describe('external links', () => {
  it('checks an external HTML page but never crawls it', async () => {
    const ext = await site({ '/ext.html': page('<a href="/ext-child">child</a> <img src="/ext.png">') }, EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/ext.html">ext</a>`) });
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(allHits(ext)).toEqual(['HEAD /ext.html']);
    expect(pageUrls(r)).toEqual([`${s.url}/`]);
  });

  it('skips external links with check-external false', async () => {
    const ext = await site({}, EXT);
    const s = await site({ '/': page(`<a href="${ext.url}/a">a</a> <img src="${ext.url}/b.png"> <a href="/in">in</a>`), '/in': page('') });
    const r = await check({ urls: s.url, 'check-external': 'false' });
    expect(r.dead).toEqual([]);
    expect(r.skipped).toEqual({ external: 2 });
    expect(allHits(ext)).toEqual([]);
    expect(hits(s, 'GET /in')).toBe(1);
  });

  it('treats http and https of the start host as the same site', async () => {
    let https = '';
    const s = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page(`<a href="${https}">secure</a>`));
    });
    // The https URL of this plain-HTTP port fails, but it is a same-site page: requested with GET.
    https = `${s.url.replace('http:', 'https:')}/secure`;
    const r = await check({ urls: s.url, retries: '0' });
    expect(deadOf(r, https)).toMatchObject({ internal: true, method: 'get' });
  });
});

describe('limits', () => {
  const chain = () =>
    site({
      '/': page('<a href="/d1">d1</a>'),
      '/d1': page('<a href="/d2">d2</a>'),
      '/d2': page('<a href="/d3">d3</a>'),
      '/d3': page('<a href="/d4">d4</a>'),
    });

  it('max-depth: parses pages up to the depth and checks, without parsing, the next level', async () => {
    const s = await chain();
    const r = await check({ urls: s.url, 'max-depth': '1' });
    expect(pageUrls(r)).toEqual([`${s.url}/`, `${s.url}/d1`]);
    expect(r.pages.map((p) => p.depth)).toEqual([0, 1]);
    expect(hits(s, 'GET /d2')).toBe(1);
    expect(hits(s, 'GET /d3')).toBe(0);
    expect(r.dead).toEqual([]);
  });

  it('max-depth 0 parses only the start page', async () => {
    const s = await chain();
    const r = await check({ urls: s.url, 'max-depth': '0' });
    expect(pageUrls(r)).toEqual([`${s.url}/`]);
    expect(allHits(s)).toEqual(['GET /', 'GET /d1']);
  });

  it('max-pages: stops parsing at the limit and marks the report incomplete', async () => {
    const s = await site({
      '/': page('<a href="/a">a</a> <a href="/b">b</a> <a href="/c">c</a>'),
      '/a': page(''),
      '/b': page(''),
      '/c': page(''),
    });
    const r = await check({ urls: s.url, 'max-pages': '2' });
    expect(r.counts.pages).toBe(2);
    expect(r.run).toMatchObject({ incomplete: true, incompleteReason: 'max-pages' });
    expect(r.skipped).toEqual({ 'max-pages': 2 });
    expect(hits(s, 'GET /a')).toBe(1);
    expect(hits(s, 'GET /b') + hits(s, 'GET /c')).toBe(0);
  });

  it('max-pages counts parsed pages, not links that turn out not to be pages', async () => {
    const s = await site({
      '/': page('<a href="/file.pdf">pdf</a> <a href="/missing">m</a> <a href="/a">a</a> <a href="/b">b</a>'),
      '/file.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF' },
      '/a': page(''),
      '/b': page(''),
    });
    const r = await check({ urls: s.url, 'max-pages': '3' });
    expect(pageUrls(r)).toEqual([`${s.url}/`, `${s.url}/a`, `${s.url}/b`]);
    expect(r.run.incomplete).toBe(false);
    expect(deadUrls(r)).toEqual([`${s.url}/missing`]);
  });

  it('max-pages: a resource that turns out to be a page link later does not take a slot unless it is parsed', async () => {
    // /b answers only once /broken has its verdict: the page link on /b finds a settled resource.
    const b = held({ body: page('<a href="/broken">again</a> <a href="/c">c</a>') });
    const s = await site({
      '/': page('<img src="/broken" alt="b"> <a href="/b">b</a>'),
      '/b': b.route,
      '/c': page('<img src="/c.png" alt="">'),
    });
    const r = await check(
      { urls: s.url, 'max-pages': '3' },
      {
        progressIntervalMs: 0,
        onProgress: (p) => {
          if (p.dead >= 1) b.release();
        },
      },
    );
    expect(pageUrls(r)).toEqual([`${s.url}/`, `${s.url}/b`, `${s.url}/c`]);
    expect(r.run.incomplete).toBe(false);
    expect(deadUrls(r)).toEqual([`${s.url}/broken`, `${s.url}/c.png`]);
    expect(deadOf(r, `${s.url}/broken`).referrers.map((x) => x.element)).toEqual(['img', 'a']);
    expect(hits(s, 'GET /broken')).toBe(1);
  });

  /** A site whose every page links to two new slow pages: it never ends by itself. */
  const endless = () =>
    serve((req, res) => {
      const n = Number((req.url ?? '/').slice(1)) || 0;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(page(`<a href="/${2 * n + 1}">a</a> <a href="/${2 * n + 2}">b</a>`));
      }, 50);
    });

  it('max-duration: stops and returns a report marked incomplete', async () => {
    const s = await endless();
    // The site has no end: without the stop the check outlasts the test's timeout. One second is long enough
    // for a loaded machine to parse a second page (each page takes 50 ms to answer).
    const r = await check({ urls: s.url, 'max-duration': '1s' });
    expect(r.run).toMatchObject({ incomplete: true, incompleteReason: 'max-duration' });
    expect(r.counts.pages).toBeGreaterThan(1);
    expect(r.dead).toEqual([]);
  });

  it('an aborted signal stops the crawl and returns a report marked interrupted', async () => {
    const s = await endless();
    const controller = new AbortController();
    let progressCalls = 0;
    const r = await check(
      { urls: s.url },
      {
        signal: controller.signal,
        progressIntervalMs: 0,
        onProgress: (p) => {
          progressCalls++;
          if (p.pages >= 3) controller.abort();
        },
      },
    );
    expect(r.run).toMatchObject({ incomplete: true, incompleteReason: 'interrupted' });
    expect(r.counts.pages).toBeGreaterThanOrEqual(3);
    expect(r.dead).toEqual([]);
    // Requests in flight at the stop are unfinished (warnings with their last result); URLs never requested are not-checked.
    expect((r.unfinished?.length ?? 0) + (r.skipped['not-checked'] ?? 0)).toBeGreaterThan(0);
    expect(r.warnings.map((w) => w.url).sort()).toEqual((r.unfinished ?? []).map((u) => u.url).sort());
    expect(progressCalls).toBeGreaterThan(0);
  });

  it('a signal aborted before the start returns an empty interrupted report', async () => {
    const s = await site({ '/': page('') });
    const r = await check({ urls: s.url }, { signal: AbortSignal.abort() });
    expect(r.run).toMatchObject({ incomplete: true, incompleteReason: 'interrupted' });
    expect(allHits(s)).toEqual([]);
  });
});

describe('mirror', () => {
  it('saves every in-scope page with an index, and nothing outside the folder', async () => {
    const root = tmp();
    const out = path.join(root, 'mirror');
    const ext = await site({ '/e.html': page('external') }, EXT);
    const s = await site({
      '/': page(
        `<a href="/docs/">docs</a> <a href="/a.html?x=1">q</a> <a href="/..%2f..%2fescape.html">e</a> <a href="${ext.url}/e.html">ext</a> <img src="/i.png">`,
      ),
      '/docs/': page('<p>docs</p>'),
      '/a.html?x=1': page('<p>query</p>'),
      '/..%2f..%2fescape.html': page('<p>escape</p>'),
      '/i.png': { headers: { 'content-type': 'image/png' }, body: 'PNG' },
    });
    const r = await check({ urls: s.url, mirror: out });
    expect(r.dead).toEqual([]);
    expect(filesUnder(root).every((f) => f.startsWith('mirror/'))).toBe(true);
    const index = JSON.parse(readFileSync(path.join(out, 'linkspider-mirror.json'), 'utf8')) as {
      pages: Array<{ url: string; file: string; status: number }>;
    };
    expect(index.pages.map((p) => p.url).sort()).toEqual([`${s.url}/`, `${s.url}/docs/`, `${s.url}/a.html?x=1`, `${s.url}/..%2f..%2fescape.html`].sort());
    for (const p of index.pages) {
      expect(p.status).toBe(200);
      expect(readFileSync(path.join(out, p.file), 'utf8')).toContain('<!doctype html>');
    }
    expect(index.pages.find((p) => p.url === `${s.url}/docs/`)!.file).toMatch(/docs\/index\.html$/);
    expect(filesUnder(out)).toHaveLength(5);
  });
});

describe('local folder', () => {
  it('serves a folder, treats links to base-url as the local site, and names files in referrers', async () => {
    const dir = tmp();
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(
      path.join(dir, 'index.html'),
      page('<a href="https://docs.example.com/docs/">docs</a>\n<a href="https://docs.example.com/missing.html">m</a>\n<a href="about.html">about</a>'),
    );
    writeFileSync(path.join(dir, 'about.html'), page('<a href="/docs/gone.html">gone</a>'));
    writeFileSync(path.join(dir, 'docs', 'index.html'), page('<a href="https://docs.example.com/about.html">about</a>'));
    let server = '';
    const r = await check({ path: dir, 'base-url': 'https://docs.example.com/' }, { onLocalServer: (u) => (server = u) });
    expect(server).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // The report speaks of the public URLs under base-url, never of the loopback server.
    const pub = 'https://docs.example.com/';
    expect(JSON.stringify(r)).not.toContain(server);
    expect(r.run.startUrls).toEqual([pub]);
    expect(pageUrls(r)).toEqual([pub, `${pub}about.html`, `${pub}docs/`]);
    expect(deadUrls(r)).toEqual([`${pub}docs/gone.html`, `${pub}missing.html`]);
    expect(deadOf(r, `${pub}missing.html`).referrers).toEqual([
      {
        page: pub,
        file: 'index.html',
        line: 4,
        column: 4,
        element: 'a',
        attribute: 'href',
        text: 'm',
        raw: 'https://docs.example.com/missing.html',
      },
    ]);
    expect(deadOf(r, `${pub}docs/gone.html`).referrers).toMatchObject([{ file: 'about.html', line: 3 }]);
    expect(JSON.stringify(r)).not.toContain('"dns"');
  });

  it('with a base-url below a path, root-relative links under that path are the local site', async () => {
    const dir = tmp();
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(
      path.join(dir, 'index.html'),
      page('<a href="/repo/docs/">docs</a> <a href="/repo/missing.html">m</a> <a href="https://owner.github.io/repo/docs/">abs</a>'),
    );
    writeFileSync(path.join(dir, 'docs', 'index.html'), page('<a href="/repo">home</a> <a href="../">up</a>'));
    const r = await check({ path: dir, 'base-url': 'https://owner.github.io/repo/' });
    const pub = 'https://owner.github.io/repo/';
    expect(pageUrls(r)).toEqual([pub, `${pub}docs/`]);
    expect(deadUrls(r)).toEqual([`${pub}missing.html`]);
    expect(deadOf(r, `${pub}missing.html`).referrers).toMatchObject([{ file: 'index.html', raw: '/repo/missing.html' }]);
  });
});
