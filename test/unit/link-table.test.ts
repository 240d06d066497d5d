/**
 * The link table (src/extract/link-table.ts) is what the collector does: every plain row extracts its
 * attributes on both tokenizers, and docs/what-is-checked.md's table is rendered from the rows (options-table.test.ts
 * fails when it is out of date). Also the rows with code of their own: social-preview meta, JSON-LD
 * and inline-script redirects.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractLinksFast, extractLinksParse5 } from '../../src/extract/html.js';
import { LINK_ROWS } from '../../src/extract/link-table.js';
import { jsonLdUrls, scriptRedirects } from '../../src/extract/script.js';
import { cssUrls } from '../../src/extract/css.js';
import { renderReadmeLinkTable } from '../../src/options/docs.js';
import type { ExtractedPage } from '../../src/extract/types.js';

const both = (html: string): ExtractedPage[] => {
  const fast = extractLinksFast(html);
  const slow = extractLinksParse5(html);
  if (fast !== null) expect(fast.links).toEqual(slow.links);
  return [slow];
};

const linksOf = (html: string) =>
  both(html)[0]!.links.map((l) => ({ value: l.value, element: l.element, attribute: l.attribute, kind: l.kind, line: l.line, column: l.column }));

describe('link table', () => {
  it.each(LINK_ROWS.filter((r) => r.special === undefined).map((r) => [r.ns, r.element, r] as const))('%s <%s> rows extract', (_ns, _el, row) => {
    for (const attribute of row.attributes) {
      const tag = `<${row.element} ${attribute}="/x-${attribute}">`;
      const html = row.ns === 'svg' ? `<svg>${tag}</svg>` : row.element === 'td' ? `<table><tr>${tag}</table>` : tag;
      const found = linksOf(html).filter((l) => l.element === row.element);
      expect(found, html).toEqual([expect.objectContaining({ value: `/x-${attribute}`, attribute, kind: row.kind })]);
    }
  });

  it('takes href over xlink:href in SVG, and either alone', () => {
    expect(linksOf('<svg><use href="/a.svg#i" xlink:href="/b.svg#i"/><image xlink:href="/c.png"/><feImage href="/d.png"/></svg>').map((l) => l.value)).toEqual([
      '/a.svg#i',
      '/c.png',
      '/d.png',
    ]);
  });

  it('reads social-preview meta and itemprop URLs, with their place', () => {
    const html = [
      '<meta property="og:image" content="/og.png">',
      '<meta name="twitter:image" content=" https://cdn.example/t.png ">',
      '<meta property="og:title" content="/not-a-link">',
      '<meta itemprop="image" content="https://example.com/i.png"><meta itemprop="name" content="Name">',
    ].join('\n');
    expect(linksOf(html)).toEqual([
      { value: '/og.png', element: 'meta', attribute: 'content', kind: 'resource', line: 1, column: 27 },
      { value: 'https://cdn.example/t.png', element: 'meta', attribute: 'content', kind: 'resource', line: 2, column: 28 },
      { value: 'https://example.com/i.png', element: 'meta', attribute: 'content', kind: 'resource', line: 4, column: 24 },
    ]);
  });

  it('the table of docs/what-is-checked.md is rendered from the rows', () => {
    const readme = readFileSync('docs/what-is-checked.md', 'utf8');
    expect(readme).toContain(renderReadmeLinkTable());
    for (const r of LINK_ROWS) expect(readme).toContain(`\`<${r.element}>\``);
  });
});

describe('inline scripts', () => {
  it('reads string-literal location assignments and replace/assign calls, and nothing in comments or strings', () => {
    const js = [
      'window.location.href = "/a.html";',
      "location = '/b.html'; document.location='/c.html'",
      'location.replace("/d.html"); window.location.assign( \'/e.html\' )',
      '// location.href = "/comment.html"',
      '/* location = "/block.html" */ var s = "location = \'/string.html\'";',
      'if (location == "/compare.html") x(); location.href = base + "/concat.html"; mylocation = "/other.html";',
      'location.href = "https:\\/\\/example.com\\/x";',
    ].join('\n');
    expect(scriptRedirects(js).map((u) => u.value)).toEqual(['/a.html', '/b.html', '/c.html', '/d.html', '/e.html', 'https://example.com/x']);
  });

  it("reads a redirect that carries the page's query and fragment on, and says when it carries the hash", () => {
    const js = [
      'location.replace("../b.html" + location.search + location.hash);',
      'window.location.href = "/c.html" + window.location.hash;',
      'location = "/d.html" + location.search;',
      'location.assign("/e.html#top" + location.hash);',
      'location.href = "/f.html" + location.hashes;',
    ].join('\n');
    expect(scriptRedirects(js).map((u) => [u.value, u.carriesHash === true])).toEqual([
      ['../b.html', true],
      ['/c.html', true],
      ['/d.html', false],
      ['/e.html#top', false],
      ['/f.html', false],
    ]);
  });

  it('places a script redirect at its line and column, on both tokenizers', () => {
    const html = '<p>x</p>\n<script>\n  if (true) {\n    location.href = "/moved.html";\n  }\n</script>';
    expect(linksOf(html)).toEqual([{ value: '/moved.html', element: 'script', attribute: 'location', kind: 'page', line: 4, column: 22 }]);
    // A script with src, or of another type, is not read.
    expect(linksOf('<script src="/s.js">location="/x"</script><script type="text/template">location="/y"</script>').map((l) => l.value)).toEqual(['/s.js']);
  });

  it('places links in script and style text on CRLF pages, on both tokenizers, one URL after another', () => {
    // CR LF before the script and inside it: parse5's offsets count the CRs, its text does not.
    const html = [
      '<p>x</p>\r\n<p>y</p>\r\n<script>if (a) location.href = "/one.html";\r\n',
      '  else if (b) location.replace("/two.html");\r\n',
      '  else location = "/three.html";</script>\r\n',
      '<style>\r\n  p { background: url(/bg.png) }\r\n  @import "/more.css";\r\n</style>',
    ].join('');
    const place = (l: ExtractedPage['links'][number]) => `${l.value} ${l.line}:${l.column}`;
    // A CSS link is placed where its token starts (`url(` or the `@import` string), as cssUrls gives it.
    const expected = ['/one.html 3:33', '/two.html 4:33', '/three.html 5:20', '/bg.png 7:19', '/more.css 8:11'];
    for (const page of [html, html.replaceAll('\r\n', '\n')]) {
      expect(extractLinksParse5(page, { checkCss: true }).links.map(place)).toEqual(expected);
      expect(extractLinksFast(page, { checkCss: true })?.links.map(place)).toEqual(expected);
    }
  });

  it('reads JSON-LD URL values (not other keys, @id only when absolute)', () => {
    const ld = JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@id': 'https://example.com/#org',
        url: 'https://example.com/',
        logo: { '@type': 'ImageObject', url: '/logo.png', '@id': '#logo' },
        sameAs: ['https://social.example/me', 'https://other.example/me'],
        name: 'https://not-read.example/',
      },
      null,
      1,
    );
    expect(jsonLdUrls(ld).map((u) => `${u.source} ${u.value}`)).toEqual([
      'json-ld:@id https://example.com/#org',
      'json-ld:url https://example.com/',
      'json-ld:url /logo.png',
      'json-ld:sameAs https://social.example/me',
      'json-ld:sameAs https://other.example/me',
    ]);
    expect(jsonLdUrls('{not json')).toEqual([]);
    const html = `<script type="application/ld+json">\n{"image": "/i.png"}\n</script>`;
    expect(linksOf(html)).toEqual([{ value: '/i.png', element: 'script', attribute: 'json-ld:image', kind: 'resource', line: 2, column: 12 }]);
  });
});

describe('CSS', () => {
  it('reads url() (quoted, unquoted, escaped), src(), @import "…" and @import url(), not comments or strings', () => {
    const css = [
      '@import "a.css"; @import url(b.css) screen;',
      '.x { background: url( c\\(1\\).png ) } .y { background: URL("d.png") }',
      '/* url(comment.png) */ .z::after { content: "url(string.png)" }',
      '@font-face { src: src("e.woff2") }',
    ].join('\n');
    expect(cssUrls(css).map((u) => `${u.source} ${u.value}`)).toEqual(['import a.css', 'import b.css', 'url c(1).png', 'url d.png', 'url e.woff2']);
    expect(cssUrls('a { color: red }')).toEqual([]);
  });

  it('style="" and <style> read the same on both tokenizers, url(#id) is not a link', () => {
    const html =
      '<p style="background:url(/a.png)">x</p>\n<style>b { background: url(\'/b.png\') } c { fill: url(#g) }</style><svg><rect style="fill:url(#g)"/></svg>';
    const fast = extractLinksFast(html, { checkCss: true });
    const slow = extractLinksParse5(html, { checkCss: true });
    if (fast !== null) expect(fast.links).toEqual(slow.links);
    expect(extractLinksFast(html.slice(0, html.indexOf('<svg>')), { checkCss: true })!.links).toEqual(slow.links);
    expect(slow.links.map((l) => `${l.element} ${l.attribute} ${l.value} ${l.line}:${l.column}`)).toEqual(['p style /a.png 1:4', 'style url() /b.png 2:24']);
    expect(extractLinksParse5(html).links).toEqual([]);
  });

  it('a style attribute on a tag whose attributes are skipped is read, in every spelling the tokenizer accepts', () => {
    // `/style`, `"style` and `STYLE` have no whitespace before them; a tag's second style is not read (the first
    // wins); the tags around each one keep their own links and places.
    const html = [
      '<div class="c" STYLE="background:url(/a.png)"><a href="/x.html">x</a></div>',
      '<span/style="background:url(/b.png)">y</span><i data-x="1"style=\'background:url(/c.png)\' style="background:url(/no.png)">z</i>',
      '<em styles="url(/no2.png)" stylE = background:url(/d.png)>w</em><img src="/e.png">',
    ].join('\n');
    const fast = extractLinksFast(html, { checkCss: true });
    const slow = extractLinksParse5(html, { checkCss: true });
    expect(fast).not.toBeNull();
    expect(fast!.links).toEqual(slow.links);
    expect(slow.links.map((l) => `${l.element} ${l.attribute} ${l.value} ${l.line}:${l.column}`)).toEqual([
      'div style /a.png 1:16',
      'a href /x.html 1:50',
      'span style /b.png 2:7',
      'i style /c.png 2:59',
      'em style /d.png 3:28',
      'img src /e.png 3:70',
    ]);
    // Without --check-css a style is skipped, as before.
    expect(extractLinksFast(html)!.links.map((l) => l.value)).toEqual(['/x.html', '/e.png']);
    // On a page whose only styles follow `/` or a quote (no whitespace before any `style`).
    const tight = '<span/style="background:url(/b.png)">y</span><i a="1"style="background:url(/c.png)">z</i>';
    expect(extractLinksFast(tight, { checkCss: true })!.links.map((l) => l.value)).toEqual(['/b.png', '/c.png']);
    expect(extractLinksParse5(tight, { checkCss: true }).links.map((l) => l.value)).toEqual(['/b.png', '/c.png']);
  });
});
