/**
 * `--sitemap` end to end on loopback servers: sitemaps and indexes found through robots.txt,
 * gzip (a `.xml.gz` file and Content-Encoding), every listed page crawled, dead entries with
 * their sitemap, line and column, orphans, and one warning for each kind of bad sitemap.
 */
import { gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { check, closeServers, deadOf, hits, page, site, type Route } from '../helpers/crawl.js';

afterEach(closeServers);

const xml = { 'content-type': 'application/xml' };

/** A urlset of these URLs, one `<url>` block per entry (`<loc>` on the third line of each block). */
function urlset(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url>\n    <lastmod>2026-01-01</lastmod>\n    <loc>${u}</loc>\n  </url>\n`).join('')}</urlset>\n`;
}

function index(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <sitemap><loc>${u}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
}

describe('a sitemap given by URL', () => {
  it('crawls every listed page, reports a dead entry at its sitemap line and column, and lists orphans without failing for them', async () => {
    let base = '';
    const s = await site({
      '/': page('<a href="/linked">linked</a>'),
      '/linked': page('<a href="/">home</a>'),
      '/orphan': page('<a href="/from-orphan">only the orphan links here</a>'),
      '/from-orphan': 404,
      '/sitemap.xml': (_req, res) => {
        res.writeHead(200, xml);
        res.end(urlset([`${base}/`, `${base}/linked`, `${base}/orphan`, `${base}/gone`]));
      },
    });
    base = s.url;
    const r = await check({ urls: s.url, sitemap: `${s.url}/sitemap.xml` });

    // The orphan page was crawled (only the sitemap leads to it): its dead link is found.
    expect(hits(s, 'GET /orphan')).toBe(1);
    expect(deadOf(r, `${s.url}/from-orphan`).referrers[0]!.page).toBe(`${s.url}/orphan`);
    // The dead entry: found in the sitemap, the 4th block's <loc> on line 17 (5 + 4 × 3), its text at column 10.
    const gone = deadOf(r, `${s.url}/gone`);
    expect(gone.referrers).toEqual([
      expect.objectContaining({ page: `${s.url}/sitemap.xml`, line: 17, column: 10, element: 'url', attribute: 'loc', raw: `${s.url}/gone` }),
    ]);
    expect(r.sitemaps).toEqual({
      read: [{ url: `${s.url}/sitemap.xml`, via: 'option', kind: 'urlset', entries: 4, status: 200 }],
      warnings: [],
      listed: 4,
      dead: [`${s.url}/gone`],
      orphans: [`${s.url}/orphan`],
    });
    // The sitemap is listed with the pages (its entries need a place) but is not counted as one.
    expect(r.pages.find((p) => p.kind === 'sitemap')?.url).toBe(`${s.url}/sitemap.xml`);
    expect(r.counts.pages).toBe(3);
    expect(r.counts.dead).toBe(2);
  });

  it('finds sitemaps through robots.txt, reads a nested index, a .xml.gz file and a gzip Content-Encoding', async () => {
    let base = '';
    const routes: Record<string, Route> = {
      '/': page('<a href="/a">a</a> <a href="/b">b</a>'),
      '/a': page('a'),
      '/b': page('b'),
      '/c': page('c'),
      '/robots.txt': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(`User-agent: *\nDisallow: /private\n\nsitemap: ${base}/maps/root.xml\n`);
      },
      '/maps/root.xml': (_req, res) => {
        res.writeHead(200, xml);
        res.end(index([`${base}/maps/nested.xml`, `${base}/maps/pages.xml.gz`]));
      },
      '/maps/nested.xml': (_req, res) => {
        res.writeHead(200, xml);
        res.end(index([`${base}/maps/encoded.xml`]));
      },
      '/maps/pages.xml.gz': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        res.end(gzipSync(urlset([`${base}/a`, `${base}/c`])));
      },
      '/maps/encoded.xml': (_req, res) => {
        res.writeHead(200, { ...xml, 'content-encoding': 'gzip' });
        res.end(gzipSync(urlset([`${base}/b`])));
      },
    };
    const s = await site(routes);
    base = s.url;
    const r = await check({ urls: s.url, sitemap: 'auto' });
    expect(r.sitemaps?.warnings).toEqual([]);
    expect(r.sitemaps?.read.map((x) => [x.url.slice(s.url.length), x.via, x.kind, x.entries])).toEqual([
      ['/maps/root.xml', 'robots.txt', 'sitemapindex', 2],
      ['/sitemap.xml', 'auto', undefined, 0],
      ['/maps/nested.xml', 'index', 'sitemapindex', 1],
      ['/maps/pages.xml.gz', 'index', 'urlset', 2],
      ['/maps/encoded.xml', 'index', 'urlset', 1],
    ]);
    expect(r.sitemaps?.listed).toBe(3);
    expect(hits(s, 'GET /c')).toBe(1);
    expect(r.sitemaps?.orphans).toEqual([`${s.url}/c`]);
    // One request for each sitemap, robots.txt once.
    expect(hits(s, 'GET /robots.txt')).toBe(1);
    expect(hits(s, 'GET /maps/root.xml')).toBe(1);
  });

  it('is fetched as the crawl fetches: its User-Agent and site headers, a 429 waited out and retried', async () => {
    let base = '';
    let tries = 0;
    const seen: Array<string | undefined> = [];
    const s = await site({
      '/': page('home'),
      '/a': page('a'),
      '/sitemap.xml': (req, res) => {
        seen.push(`${req.headers['user-agent']} | ${req.headers['x-token']}`);
        if (++tries === 1) {
          res.writeHead(429, { 'retry-after': '0' });
          return res.end();
        }
        res.writeHead(200, xml);
        res.end(urlset([`${base}/a`]));
      },
    });
    base = s.url;
    const r = await check({ urls: s.url, sitemap: `${s.url}/sitemap.xml`, 'user-agent': 'sitemap-test/1', headers: 'X-Token: t1' });
    expect(seen).toEqual(['sitemap-test/1 | t1', 'sitemap-test/1 | t1']);
    expect(r.sitemaps?.warnings).toEqual([]);
    expect(r.sitemaps?.listed).toBe(1);
    expect(hits(s, 'GET /a')).toBe(1);
  });

  it('auto with neither robots.txt nor /sitemap.xml: one warning, and the crawl goes on', async () => {
    const s = await site({ '/': page('<a href="/x">x</a>'), '/x': page('x') });
    const r = await check({ urls: s.url, sitemap: 'auto' });
    expect(r.sitemaps?.warnings).toEqual([
      { sitemap: `${s.url}/sitemap.xml`, message: `no sitemap found: ${s.url}/robots.txt names none and ${s.url}/sitemap.xml is not there` },
    ]);
    expect(r.counts.pages).toBe(2);
  });
});

describe('bad sitemaps: one clear warning each, never a crash or a hang', () => {
  /** Crawl a site whose /sitemap.xml is `route`; return the sitemap warnings and the report. */
  async function withSitemap(route: Route | ((base: string) => Route), extra: Record<string, Route> = {}) {
    let base = '';
    const s = await site({
      '/': page('home'),
      ...extra,
      '/sitemap.xml': (req, res) => {
        const r: Route = typeof route === 'function' && route.length === 1 ? (route as (b: string) => Route)(base) : (route as Route);
        if (typeof r === 'function') return r(req, res);
        if (typeof r === 'number') {
          res.writeHead(r, { 'content-type': 'text/html' });
          return res.end('<!doctype html><html><body><h1>Not Found</h1></body></html>');
        }
        if (typeof r === 'string') {
          res.writeHead(200, xml);
          return res.end(r);
        }
        res.writeHead(r.status ?? 200, r.headers ?? xml);
        res.end(r.body ?? '');
      },
    });
    base = s.url;
    const r = await check({ urls: s.url, sitemap: `${s.url}/sitemap.xml`, exclude: '/p/' });
    return { s, r, warnings: r.sitemaps!.warnings };
  }

  it('an HTML 404 page', async () => {
    const { s, warnings } = await withSitemap(404);
    expect(warnings).toEqual([{ sitemap: `${s.url}/sitemap.xml`, message: 'answered HTTP 404' }]);
  });

  it('an HTML page served with 200', async () => {
    const { s, warnings } = await withSitemap({
      headers: { 'content-type': 'text/html' },
      body: '<!DOCTYPE html>\n<html><head><title>Oops</title></head><body>x</body></html>',
    });
    expect(warnings).toEqual([
      {
        sitemap: `${s.url}/sitemap.xml`,
        message: 'is not a sitemap: its root element is <html> (an HTML page), expected <urlset> or <sitemapindex>',
        line: 2,
        column: 7,
      },
    ]);
  });

  it('plain text, not XML', async () => {
    const { warnings } = await withSitemap({ headers: { 'content-type': 'text/plain' }, body: 'https://example.com/a\nhttps://example.com/b\n' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/^is not XML: /);
  });

  it('billion laughs: entities declared in a DTD are never expanded', async () => {
    const lol = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n${Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('\n')}\n]>\n<urlset><url><loc>&lol9;</loc></url></urlset>\n`;
    const { s, r, warnings } = await withSitemap(lol);
    expect(warnings).toEqual([
      expect.objectContaining({ sitemap: `${s.url}/sitemap.xml`, message: expect.stringMatching(/^declares XML entities in a DTD .*never expanded/) }),
    ]);
    expect(r.sitemaps?.listed).toBe(0);
  });

  it('an external entity (XXE) is never read', async () => {
    const secret = path.join(mkdtempSync(path.join(tmpdir(), 'ls-xxe-')), 'secret.txt');
    writeFileSync(secret, 'http://127.0.0.1:1/secret');
    const { r, warnings } = await withSitemap(
      `<?xml version="1.0"?>\n<!DOCTYPE u [<!ENTITY x SYSTEM "file://${secret}">]>\n<urlset><url><loc>&x;</loc></url></urlset>\n`,
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/^declares XML entities/);
    expect(JSON.stringify(r)).not.toContain('secret');
    rmSync(path.dirname(secret), { recursive: true, force: true });
  });

  it('an undeclared entity is an XML error at its place, not an expansion', async () => {
    const { warnings } = await withSitemap(`<urlset>\n<url><loc>&boom;</loc></url></urlset>`);
    expect(warnings).toEqual([expect.objectContaining({ message: expect.stringMatching(/^uses an entity it does not define/), line: 2 })]);
  });

  it('more than 50,000 URLs: the first 50,000 are used, one warning at the 50,001st', async () => {
    const { r, warnings } = await withSitemap((base: string) => urlset(Array.from({ length: 50_001 }, (_, i) => `${base}/p/${i}`)));
    expect(warnings).toEqual([expect.objectContaining({ message: expect.stringMatching(/^lists more than 50,000 URLs/), line: 5 + 50_000 * 4 })]);
    expect(r.sitemaps?.listed).toBe(50_000);
    expect(r.skipped['excluded']).toBe(50_000);
  });

  it('more than the size cap (50 MB): read up to the cap, one warning', async () => {
    const { r, warnings } = await withSitemap(
      (base: string): Route =>
        (_req, res) => {
          res.writeHead(200, xml);
          res.write(`<urlset><url><loc>${base}/</loc></url>`);
          // 51 MiB of whitespace between elements: valid XML that never ends inside the cap.
          const mib = Buffer.alloc(1024 * 1024, 0x20);
          let n = 0;
          const more = () => {
            while (n < 51) {
              n++;
              if (!res.write(mib)) return void res.once('drain', more);
            }
            res.end('</urlset>');
          };
          res.on('error', () => undefined);
          more();
        },
    );
    expect(warnings).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^larger than 52,428,800 bytes: entries after that point were not read/) }),
    ]);
    expect(r.sitemaps?.listed).toBe(1);
  });

  it('a gzip bomb stops at the cap once decompressed', async () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from('<urlset>'), Buffer.alloc(64 * 1024 * 1024, 0x20), Buffer.from('</urlset>')]), { level: 1 });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const { warnings } = await withSitemap({ headers: { 'content-type': 'application/gzip' }, body: bomb });
    expect(warnings).toEqual([expect.objectContaining({ message: 'larger than 52,428,800 bytes once decompressed: entries after that point were not read' })]);
  });

  it("URLs on another host are not checked (the protocol allows only the sitemap's own site)", async () => {
    const other = await site({ '/x': page('x') }, '127.0.0.2');
    const { s, r, warnings } = await withSitemap((base: string) => urlset([`${base}/`, `${other.url}/x`, `${other.url}/y`]));
    expect(warnings).toEqual([
      {
        sitemap: `${s.url}/sitemap.xml`,
        message: `lists 2 URLs on another host (${other.url}/x, …); a sitemap may list only its own site, so they were not checked`,
      },
    ]);
    expect([...other.hits.keys()]).toEqual([]);
    expect(r.sitemaps?.listed).toBe(1);
  });

  it('an index that lists itself: read once, one warning at the place', async () => {
    const { s, warnings } = await withSitemap((base: string) => index([`${base}/sitemap.xml`, `${base}/pages.xml`]), {
      '/pages.xml': { headers: xml, body: urlset([]) },
    });
    expect(warnings).toEqual([{ sitemap: `${s.url}/sitemap.xml`, message: 'lists itself: a loop, not read again', line: 3, column: 17 }]);
    expect(hits(s, 'GET /sitemap.xml')).toBe(1);
    expect(hits(s, 'GET /pages.xml')).toBe(1);
  });

  it('two indexes that list each other: each read once, one warning', async () => {
    const { s, warnings } = await withSitemap((base: string) => index([`${base}/b.xml`]), {
      '/b.xml': (req, res) => {
        res.writeHead(200, xml);
        res.end(index([`http://${req.headers.host}/sitemap.xml`]));
      },
    });
    expect(warnings).toEqual([
      expect.objectContaining({ sitemap: `${s.url}/b.xml`, message: `lists ${s.url}/sitemap.xml, an index it is itself listed in: a loop, not read again` }),
    ]);
    expect(hits(s, 'GET /sitemap.xml')).toBe(1);
    expect(hits(s, 'GET /b.xml')).toBe(1);
  });

  it('indexes nested deeper than the cap are not read', async () => {
    const chain: Record<string, Route> = {};
    let sUrl = '';
    for (let i = 1; i <= 5; i++) {
      chain[`/i${i}.xml`] = (_req, res) => {
        res.writeHead(200, xml);
        res.end(index([`${sUrl}/i${i + 1}.xml`]));
      };
    }
    const { s, warnings } = await withSitemap((base: string) => index([`${base}/i1.xml`]), chain);
    sUrl = s.url;
    expect(warnings).toEqual([
      expect.objectContaining({ sitemap: `${s.url}/i3.xml`, message: `lists ${s.url}/i4.xml, nested deeper than 3 sitemap indexes: not read` }),
    ]);
    expect(hits(s, 'GET /i4.xml')).toBe(0);
  });
});

describe('a folder with a sitemap of public URLs', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  function folder(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'ls-sitemap-'));
    dirs.push(dir);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    return dir;
  }
  const files = {
    'index.html': page('<a href="/docs/">docs</a>'),
    'docs/index.html': page('<a href="/">home</a>'),
    'landing.html': page('nobody links here'),
    'robots.txt': 'Sitemap: https://www.example.com/sitemap.xml\n',
    'sitemap.xml': urlset([
      'https://www.example.com/',
      'https://www.example.com/docs/',
      'https://www.example.com/landing.html',
      'https://www.example.com/removed.html',
    ]),
  };

  it('with base-url: the public URLs map to the folder, the dead entry is placed in sitemap.xml, orphans are public URLs', async () => {
    const r = await check({ path: folder(files), 'base-url': 'https://www.example.com/', sitemap: 'auto' });
    expect(r.sitemaps?.warnings).toEqual([]);
    expect(r.sitemaps?.read.map((x) => [x.url, x.via, x.kind])).toEqual([['https://www.example.com/sitemap.xml', 'robots.txt', 'urlset']]);
    expect(r.sitemaps?.dead).toEqual(['https://www.example.com/removed.html']);
    expect(deadOf(r, 'https://www.example.com/removed.html').referrers).toEqual([
      expect.objectContaining({ page: 'https://www.example.com/sitemap.xml', file: 'sitemap.xml', line: 17, column: 10, element: 'url', attribute: 'loc' }),
    ]);
    expect(r.sitemaps?.orphans).toEqual(['https://www.example.com/landing.html']);
    expect(JSON.stringify(r)).not.toContain('127.0.0.1');
  });

  it('without base-url: one warning that says to give it', async () => {
    const r = await check({ path: folder(files), sitemap: '/sitemap.xml' });
    expect(r.sitemaps?.warnings).toEqual([
      {
        sitemap: '/sitemap.xml',
        message:
          "lists 4 URLs on another host (https://www.example.com/, …); give the site's public address as --base-url (e.g. https://www.example.com/) to check them in the folder",
      },
    ]);
    expect(r.sitemaps?.listed).toBe(0);
  });
});
