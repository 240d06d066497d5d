/**
 * End to end (issue 13): every link a browser would load is checked, and no false alarm. Real loopback
 * servers, exact report contents and server hits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { check, closeServers, deadOf, deadUrls, hits, page, site } from '../helpers/crawl.js';

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
      ['/bg-gone.png', '/cite-gone.html', '/desc-gone.html', '/fe-gone.png', '/image-gone.png', '/logo-gone.png', '/og-gone.png', '/sprite-gone.svg'].map((p) => s.url + p),
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
