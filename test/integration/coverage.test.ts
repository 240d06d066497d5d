/**
 * End to end (issue 13): every link a browser would load is checked, and no false alarm. Real loopback
 * servers, exact report contents and server hits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { check, closeServers, deadOf, deadUrls, hits, page, site } from '../helpers/crawl.js';
import { formatConsoleReport } from '../../src/report/console.js';
import { renderMarkdown } from '../../src/report/markdown.js';

afterEach(closeServers);

describe('coverage', () => {
  it('checks social previews, SVG sprites, cite, longdesc, background, <image> and JSON-LD URLs', async () => {
    const s = await site({
      '/': page(
        [
          '<meta property="og:image" content="/og-gone.png"><meta name="twitter:image" content="/tw.png">',
          '<svg><use href="/sprite-gone.svg#icon"></use><use xlink:href="/sprite.svg#i"/><feImage href="/fe-gone.png"/></svg>',
          '<blockquote cite="/cite-gone.html">q</blockquote><img src="/i.png" longdesc="/desc-gone.html">',
          '<table background="/bg-gone.png"><tr><td background="/td.png">x</td></tr></table><image src="/image-gone.png">',
          '<script type="application/ld+json">{"@type":"Organization","logo":"/logo-gone.png","url":"/"}</script>',
        ].join('\n'),
      ),
      '/tw.png': { headers: { 'content-type': 'image/png' }, body: 'png' },
      '/sprite.svg': { headers: { 'content-type': 'image/svg+xml' }, body: '<svg/>' },
      '/i.png': { headers: { 'content-type': 'image/png' }, body: 'png' },
      '/td.png': { headers: { 'content-type': 'image/png' }, body: 'png' },
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r).sort()).toEqual(
      ['/bg-gone.png', '/cite-gone.html', '/desc-gone.html', '/fe-gone.png', '/image-gone.png', '/logo-gone.png', '/og-gone.png', '/sprite-gone.svg'].map(
        (p) => s.url + p,
      ),
    );
    expect(deadOf(r, `${s.url}/og-gone.png`).referrers).toMatchObject([{ line: 3, column: 27, element: 'meta', attribute: 'content' }]);
    expect(deadOf(r, `${s.url}/sprite-gone.svg`).referrers).toMatchObject([{ line: 4, column: 11, element: 'use', attribute: 'href' }]);
    expect(deadOf(r, `${s.url}/logo-gone.png`).referrers).toMatchObject([{ line: 7, element: 'script', attribute: 'json-ld:logo', raw: '/logo-gone.png' }]);
    expect(hits(s, 'GET /sprite.svg')).toBe(1);
    expect(hits(s, 'GET /tw.png')).toBe(1);
  });

  it('follows an inline-script redirect like a link, and crawls the page it names', async () => {
    const s = await site({
      '/': page('<a href="/old.html">old</a>'),
      '/old.html': page('<script>\n  window.location.replace("/new.html");\n</script>'),
      '/new.html': page('<a href="/gone.html">gone</a> <script>// location.href = "/commented.html"\n</script>'),
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}/gone.html`]);
    expect(r.pages.map((p) => p.url)).toContain(`${s.url}/new.html`);
    expect(hits(s, 'GET /new.html')).toBe(1);
    expect(hits(s, 'GET /commented.html')).toBe(0);
  });

  it('never fails a text fragment, and checks the id before :~:', async () => {
    const s = await site({
      '/': page('<a href="/a.html#:~:text=hello">t</a> <a href="/a.html#there:~:text=x">t2</a> <a href="/a.html#nope:~:text=x">t3</a>'),
      '/a.html': page('<p id="there">hello</p>'),
    });
    const r = await check({ urls: s.url, 'check-fragments': 'true' });
    expect(deadUrls(r)).toEqual([`${s.url}/a.html#nope:~:text=x`]);
    expect(deadOf(r, `${s.url}/a.html#nope:~:text=x`)).toMatchObject({ error: 'missing-fragment', reason: 'fragment #nope not found on the page' });
  });
});

describe('blocked: bot walls', () => {
  const walls = {
    '/': page('<a href="/li">li</a> <a href="/cf">cf</a> <a href="/waf">waf</a> <a href="/forbidden">plain 403</a> <a href="/nowhere">3xx</a>'),
    '/li': { status: 999, body: 'Request denied' },
    '/cf': { status: 403, headers: { 'cf-mitigated': 'challenge', server: 'cloudflare' }, body: 'Just a moment...' },
    '/waf': { status: 405, headers: { 'x-amzn-waf-action': 'captcha' } },
    '/forbidden': { status: 403, headers: { server: 'cloudflare' } },
    '/nowhere': { status: 308 },
  };

  it('reports a bot wall as blocked (its own section, a warning, never dead), a plain 403 as dead, and a 3xx without Location as such', async () => {
    const s = await site(walls);
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}/forbidden`, `${s.url}/nowhere`]);
    expect(deadOf(r, `${s.url}/nowhere`).reason).toBe('HTTP 308 Permanent Redirect without a Location header (not followed)');
    expect(r.blocked!.map((b) => [b.url, b.state, b.blocked, b.reason])).toEqual([
      [`${s.url}/cf`, 'warn', true, 'blocked: Cloudflare challenge: HTTP 403 Forbidden'],
      [`${s.url}/li`, 'warn', true, 'blocked: LinkedIn-style 999 (bots denied): HTTP 999 unknown'], // Node's server says 'unknown',
      [`${s.url}/waf`, 'warn', true, 'blocked: AWS WAF challenge: HTTP 405 Method Not Allowed'],
    ]);
    expect(r.warnings).toEqual([]);
    expect(r.counts).toMatchObject({ blocked: 3, warnings: 0, dead: 2 });
    expect(r.blocked![0]!.referrers).toMatchObject([{ page: `${s.url}/`, element: 'a', text: 'cf' }]);
    // Its own section in every output.
    const text = formatConsoleReport(r, { color: false });
    expect(text).toContain(`Blocked by bot walls (a browser may get through) (3)\n\n? 403 ${s.url}/cf\n    blocked: Cloudflare challenge: HTTP 403 Forbidden`);
    expect(text).toContain('2 dead, 0 warnings, 3 blocked: checked');
    const md = renderMarkdown(r);
    expect(md).toContain('<details><summary>Blocked by bot walls (3): a browser may get through</summary>');
    expect(md).toContain('**0 warnings** · 3 blocked links · ');
  });

  it('--blocked dead makes them dead (still marked), ok makes them ok; accept still wins', async () => {
    const s = await site(walls);
    const dead = await check({ urls: s.url, blocked: 'dead' });
    expect(deadUrls(dead)).toEqual(['/cf', '/forbidden', '/li', '/nowhere', '/waf'].map((p) => s.url + p));
    expect(deadOf(dead, `${s.url}/li`).blocked).toBe(true);
    const ok = await check({ urls: s.url, blocked: 'ok' });
    expect(deadUrls(ok)).toEqual([`${s.url}/forbidden`, `${s.url}/nowhere`]);
    expect(ok.blocked).toEqual([]);
    const accepted = await check({ urls: s.url, accept: '200-299,308' });
    expect(deadUrls(accepted)).toEqual([`${s.url}/forbidden`]);
  });
});

describe('moved: permanent redirects of links on the site', () => {
  const moves = {
    '/': page('<a href="/old">old</a> <a href="/temp">temp</a> <a href="/perm308">p</a>\n<img src="/old">'),
    '/old': { status: 301, headers: { location: '/new' } },
    '/temp': { status: 302, headers: { location: '/new' } },
    '/perm308': { status: 308, headers: { location: '/temp' } },
    '/new': page('new'),
  };

  it('lists a link through a 301/308 with where it moved to, ok by default', async () => {
    const s = await site(moves);
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.moved!.map((m) => [m.url, m.status, m.to, m.referrers.map((ref) => `${ref.element}@${ref.line}:${ref.column}`)])).toEqual([
      [`${s.url}/old`, 301, `${s.url}/new`, ['a@3:4', 'img@4:6']],
      [`${s.url}/perm308`, 308, `${s.url}/new`, ['a@3:52']],
    ]);
  });

  it('--redirects warn / dead makes them count', async () => {
    const s = await site(moves);
    const warn = await check({ urls: s.url, redirects: 'warn' });
    expect(warn.warnings.map((w) => [w.url, w.reason])).toEqual([
      [`${s.url}/old`, `moved permanently (HTTP 301) to ${s.url}/new`],
      [`${s.url}/perm308`, `moved permanently (HTTP 308) to ${s.url}/new`],
    ]);
    const dead = await check({ urls: s.url, redirects: 'dead' });
    expect(deadUrls(dead)).toEqual([`${s.url}/old`, `${s.url}/perm308`]);
    expect(dead.moved).toHaveLength(2);
    // The summary lists moved links only when they count; the console always does. Both advise only
    // the chains fix follows: /perm308 goes on through a 302, so its old URL is the one to keep.
    expect(renderMarkdown(dead)).toContain('Moved permanently: update these links (1)');
    const ok = await check({ urls: s.url });
    expect(renderMarkdown(ok)).not.toContain('Moved permanently');
    expect(formatConsoleReport(ok, { color: false })).toContain(
      `Moved permanently: update these links (1)\n\n→ 301 ${s.url}/old\n    moved to ${s.url}/new\n    ↳ ${s.url}/:3:4 <a href> "old"`,
    );
    expect(formatConsoleReport(ok, { color: false })).not.toContain(`→ 308 ${s.url}/perm308`);
  });
});

describe('CSS', () => {
  const css = (body: string) => ({ headers: { 'content-type': 'text/css; charset=utf-8' }, body });
  const png = { headers: { 'content-type': 'image/png' }, body: 'png' };
  const sheets = {
    '/': page(
      [
        '<link rel="stylesheet" href="/css/main.css">',
        '<style>\n  .hero { background: url("/img/hero-gone.png") }\n  /* url(/img/commented.png) */\n</style>',
        '<div style="background-image: url(/img/inline-gone.png)">x</div><svg><rect style="fill: url(#grad)"/></svg>',
      ].join('\n'),
    ),
    '/css/main.css': css('@import "base.css";\n.a {\n  background: url(../img/ok.png);\n  cursor: url( \'gone.cur\' ), auto;\n}\n'),
    '/css/base.css': css('@font-face { src: url(/fonts/gone.woff2) format("woff2"); }'),
    '/img/ok.png': png,
  };

  it('checks url() and @import in <style>, style="" and the site\'s stylesheets, placed in the .css file', async () => {
    const s = await site(sheets);
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual(['/css/gone.cur', '/fonts/gone.woff2', '/img/hero-gone.png', '/img/inline-gone.png'].map((p) => s.url + p));
    expect(deadOf(r, `${s.url}/img/hero-gone.png`).referrers).toMatchObject([{ page: `${s.url}/`, line: 5, column: 23, element: 'style', attribute: 'url()' }]);
    expect(deadOf(r, `${s.url}/img/inline-gone.png`).referrers).toMatchObject([{ page: `${s.url}/`, line: 8, column: 6, element: 'div', attribute: 'style' }]);
    expect(deadOf(r, `${s.url}/css/gone.cur`).referrers).toMatchObject([
      { page: `${s.url}/css/main.css`, line: 4, column: 11, element: 'css', attribute: 'url()', raw: 'gone.cur' },
    ]);
    expect(deadOf(r, `${s.url}/fonts/gone.woff2`).referrers).toMatchObject([{ page: `${s.url}/css/base.css`, line: 1, column: 19 }]);
    expect(hits(s, 'GET /css/base.css')).toBe(1);
    expect(hits(s, 'GET /img/ok.png')).toBe(1);
    // Stylesheets are listed with the pages (their links need a place), never counted as pages.
    expect(r.counts.pages).toBe(1);
    expect(r.pages.map((p) => [p.url, p.contentType, p.links])).toEqual([
      [`${s.url}/`, 'text/html; charset=utf-8', 3],
      [`${s.url}/css/base.css`, 'text/css; charset=utf-8', 1],
      [`${s.url}/css/main.css`, 'text/css; charset=utf-8', 3],
    ]);
    expect(hits(s, 'GET /img/commented.png')).toBe(0);
    expect(allHitsOf(s).some((h) => h.includes('grad'))).toBe(false);
  });

  it('--no-check-css reads no CSS', async () => {
    const s = await site(sheets);
    const r = await check({ urls: s.url, 'check-css': 'false' });
    expect(r.dead).toEqual([]);
    expect(hits(s, 'GET /css/main.css')).toBe(1);
    expect(hits(s, 'GET /css/base.css')).toBe(0);
  });
});

const allHitsOf = (s: { hits: Map<string, number> }): string[] => [...s.hits.keys()];
