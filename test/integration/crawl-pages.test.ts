/**
 * End to end: what the crawler takes from pages. Base href, redirects, encodings, frames,
 * meta refresh, mailto, other schemes, non-HTML bodies and fragments, against real loopback
 * servers, asserting exact report contents and server hits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { allHits, check, closeServers, deadOf, deadUrls, held, hits, page, pageUrls, redirect, site } from '../helpers/crawl.js';

afterEach(closeServers);

const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('base URL of links', () => {
  it('resolves links against <base href>', async () => {
    const s = await site({
      '/': page('<a href="dir/page.html">page</a>'),
      '/dir/page.html': page('<base href="/other/">\n<a href="x.html">x</a>\n<a href="missing.html">gone</a>'),
      '/other/x.html': page('x'),
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}/other/missing.html`]);
    expect(deadOf(r, `${s.url}/other/missing.html`)).toMatchObject({
      status: 404,
      reason: 'HTTP 404 Not Found',
      internal: true,
      redirects: [],
      referrers: [
        {
          page: `${s.url}/dir/page.html`,
          line: 5,
          column: 4,
          element: 'a',
          attribute: 'href',
          text: 'gone',
          raw: 'missing.html',
        },
      ],
    });
    expect(hits(s, 'GET /other/x.html')).toBe(1);
    expect(hits(s, 'GET /dir/x.html')).toBe(0);
    expect(hits(s, 'GET /dir/missing.html')).toBe(0);
  });

  it('resolves links on a page reached through a redirect against its final URL', async () => {
    const s = await site({
      '/': page('<a href="/old/">old</a>'),
      '/old/': redirect('/new/dir/'),
      '/new/dir/': page('<a href="child.html">child</a> <a href="gone.html">gone</a>'),
      '/new/dir/child.html': page('child'),
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}/new/dir/gone.html`]);
    expect(deadOf(r, `${s.url}/new/dir/gone.html`).referrers).toMatchObject([{ page: `${s.url}/new/dir/`, line: 3, column: 35, text: 'gone' }]);
    expect(r.pages.find((p) => p.url === `${s.url}/old/`)).toMatchObject({ finalUrl: `${s.url}/new/dir/` });
    expect(hits(s, 'GET /new/dir/child.html')).toBe(1);
    expect(hits(s, 'GET /old/child.html')).toBe(0);
    expect(hits(s, 'GET /new/dir/')).toBe(1);
  });

  it('parses a page once when it is linked directly and through a redirect', async () => {
    const s = await site({
      '/': page('<a href="/new.html">new</a> <a href="/old.html">old</a>'),
      '/old.html': redirect('/new.html'),
      '/new.html': page('<a href="/dead">dead</a>'),
    });
    const r = await check({ urls: s.url });
    expect(r.counts.pages).toBe(2);
    expect(pageUrls(r)).toEqual([`${s.url}/`, `${s.url}/new.html`]);
    expect(deadOf(r, `${s.url}/dead`).referrers.map((x) => x.page)).toEqual([`${s.url}/new.html`]);
    expect(hits(s, 'GET /dead')).toBe(1);
  });

  it('parses a page once when the redirect to it is followed before it is linked', async () => {
    // /b.html answers only once / and /old.html (through its redirect) are parsed.
    const bHtml = held({ body: page('<a href="/new.html">new</a>') });
    const s = await site({
      '/': page('<a href="/old.html">old</a> <a href="/b.html">b</a>'),
      '/old.html': redirect('/new.html'),
      '/b.html': bHtml.route,
      '/new.html': page('<a href="/dead">dead</a>'),
    });
    const r = await check(
      { urls: s.url },
      {
        progressIntervalMs: 0,
        onProgress: (p) => {
          if (p.pages >= 2) bHtml.release();
        },
      },
    );
    expect(pageUrls(r)).toEqual([`${s.url}/`, `${s.url}/b.html`, `${s.url}/old.html`]);
    expect(deadOf(r, `${s.url}/dead`).referrers.map((x) => x.page)).toEqual([`${s.url}/new.html`]);
    expect(hits(s, 'GET /new.html')).toBe(1);
  });
});

describe('HTML as a browser reads it', () => {
  it('handles entities, whitespace, uppercase tags and unquoted attributes; ignores comments, scripts, styles and textareas', async () => {
    const s = await site({
      '/': page(
        [
          '<A HREF=/upper?a=1&amp;b=2>upper</A>',
          '<a href="  /spaced  ">spaced</a>',
          '<a href="/ta\nb">split</a>',
          '<!-- <a href="/in-comment">c</a> -->',
          '<script>document.write(\'<a href="/in-script">s</a>\')</script>',
          // Markup inside <style> is not markup (its url()s are CSS links: see coverage.test.ts).
          '<style>a::after { content: \'<a href="/in-style">x</a>\' }</style>',
          '<textarea><a href="/in-textarea">t</a></textarea>',
          '<a href="http://exa mple.com/">bad</a>',
        ].join('\n'),
      ),
      '/upper?a=1&b=2': page(''),
      '/spaced': page(''),
      '/tab': page(''),
    });
    const r = await check({ urls: s.url });
    expect(allHits(s)).toEqual(['GET /', 'GET /spaced', 'GET /tab', 'GET /upper?a=1&b=2']);
    expect(r.dead).toEqual([
      {
        url: 'http://exa mple.com/',
        state: 'dead',
        error: 'invalid-url',
        reason: 'invalid URL',
        redirects: [],
        referrers: [{ page: `${s.url}/`, line: 11, column: 4, element: 'a', attribute: 'href', text: 'bad', raw: 'http://exa mple.com/' }],
        internal: false,
      },
    ]);
  });
});

describe('character encodings', () => {
  // 中 = D6 D0 and 文 = CE C4 in GBK; 日 = 93 FA and 本 = 96 7B in Shift_JIS; é = E9 in windows-1252.
  const zhong = '/%E4%B8%AD.html';
  const wen = '/%E6%96%87.html';

  it('decodes a GBK page named in the Content-Type header', async () => {
    const s = await site({
      '/': {
        headers: { 'content-type': 'text/html; charset=gbk' },
        body: bytes(
          '<title>',
          [0xd6, 0xd0, 0xce, 0xc4],
          '</title>\n<a href="/',
          [0xd6, 0xd0],
          '.html">',
          [0xd6, 0xd0],
          '</a>\n<a href="/',
          [0xce, 0xc4],
          '.html">x</a>',
        ),
      },
      [zhong]: page('ok'),
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}${wen}`]);
    expect(deadOf(r, `${s.url}${wen}`).referrers).toMatchObject([{ line: 3, column: 4, raw: '/文.html' }]);
    expect(r.pages[0]).toMatchObject({ title: '中文', contentType: 'text/html; charset=gbk' });
    expect(hits(s, `GET ${zhong}`)).toBe(1);
    expect(r.counts).toMatchObject({ pages: 2, links: 3, ok: 2, dead: 1 });
  });

  it('decodes a GBK page that names its encoding only in <meta charset>', async () => {
    const s = await site({
      '/': {
        headers: { 'content-type': 'text/html' },
        body: bytes('<meta charset="gbk">\n<a href="/', [0xd6, 0xd0], '.html">a</a> <a href="/', [0xce, 0xc4], '.html">b</a>'),
      },
      [zhong]: page('ok'),
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}${wen}`]);
    expect(hits(s, `GET ${zhong}`)).toBe(1);
  });

  it('sends a non-ASCII query in the page encoding, as browsers do', async () => {
    const s = await site({
      '/': {
        headers: { 'content-type': 'text/html; charset=gbk' },
        body: bytes('<a href="/search?q=', [0xd6, 0xd0, 0xce, 0xc4], '">q</a> <a href="/', [0xd6, 0xd0], '/?x=', [0xce, 0xc4], '">p</a>'),
      },
      '/search?q=%D6%D0%CE%C4': page('found'),
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}${zhong.replace('.html', '')}/?x=%CE%C4`]);
    expect(hits(s, 'GET /search?q=%D6%D0%CE%C4')).toBe(1);
    expect(allHits(s)).toEqual(['GET /', 'GET /%E4%B8%AD/?x=%CE%C4', 'GET /search?q=%D6%D0%CE%C4']);
  });

  it('decodes Shift_JIS and windows-1252 pages', async () => {
    const s = await site({
      '/': page('<a href="/sjis.html">s</a> <a href="/latin.html">l</a>'),
      '/sjis.html': {
        headers: { 'content-type': 'text/html; charset=Shift_JIS' },
        body: bytes('<a href="/', [0x93, 0xfa], '.html">a</a> <a href="/', [0x96, 0x7b], '.html">b</a>'),
      },
      '/latin.html': {
        headers: { 'content-type': 'text/html' },
        body: bytes('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><a href="/caf', [0xe9], '.html">c</a>'),
      },
      '/%E6%97%A5.html': page('ok'),
      '/caf%C3%A9.html': page('ok'),
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}/%E6%9C%AC.html`]);
    expect(hits(s, 'GET /%E6%97%A5.html')).toBe(1);
    expect(hits(s, 'GET /caf%C3%A9.html')).toBe(1);
  });
});

describe('frames and meta refresh', () => {
  it('crawls pages reachable only through frames and iframes', async () => {
    const s = await site({
      '/': '<!doctype html><frameset cols="20%,80%">\n<frame src="/nav.html">\n<frame src="/main.html">\n</frameset>',
      '/nav.html': page('<iframe src="/inner.html"></iframe>'),
      '/main.html': page('<p>main</p>'),
      '/inner.html': page('<a href="/deep-dead">deep</a>'),
    });
    const r = await check({ urls: s.url });
    expect(pageUrls(r)).toEqual([`${s.url}/`, `${s.url}/inner.html`, `${s.url}/main.html`, `${s.url}/nav.html`]);
    expect(deadUrls(r)).toEqual([`${s.url}/deep-dead`]);
    expect(deadOf(r, `${s.url}/deep-dead`).referrers).toMatchObject([{ page: `${s.url}/inner.html`, element: 'a' }]);
    expect(r.pages.find((p) => p.url === `${s.url}/inner.html`)).toMatchObject({ depth: 2 });
  });

  it('reports a dead frame src with element and attribute', async () => {
    const s = await site({ '/': '<frameset><frame src="/nope.html"></frameset>' });
    const r = await check({ urls: s.url });
    expect(deadOf(r, `${s.url}/nope.html`).referrers).toMatchObject([{ page: `${s.url}/`, line: 1, column: 18, element: 'frame', attribute: 'src', text: '' }]);
  });

  it('crawls meta refresh targets', async () => {
    const s = await site({
      '/': page('<meta http-equiv="refresh" content="0; url=/target.html">\n<a href="/moved.html">m</a>'),
      '/target.html': page('<a href="/refresh-dead">d</a>'),
      '/moved.html': page('<meta http-equiv="refresh" content="5;URL=\'/gone.html\'">'),
    });
    const r = await check({ urls: s.url });
    expect(pageUrls(r)).toEqual([`${s.url}/`, `${s.url}/moved.html`, `${s.url}/target.html`]);
    expect(deadUrls(r)).toEqual([`${s.url}/gone.html`, `${s.url}/refresh-dead`]);
    expect(deadOf(r, `${s.url}/gone.html`).referrers).toMatchObject([
      { page: `${s.url}/moved.html`, line: 3, column: 28, element: 'meta', attribute: 'content', raw: '/gone.html' },
    ]);
  });
});

describe('mailto', () => {
  it('records every address form with the pages it is on, and never requests one', async () => {
    const s = await site({
      '/': page(
        [
          '<a href="mailto:a@example.com">plain</a>',
          '<a href="mailto:b@example.com,c@example.com">list</a>',
          '<a href="mailto:?to=d@example.com&amp;cc=e@example.com&amp;bcc=f@example.com&amp;subject=hi">fields</a>',
          '<a href="mailto:g%40example.com">encoded</a>',
          '<a href="mailto:Jane%20Doe%20%3Cjane@Example.COM%3E">name</a>',
          '<a href="  MAILTO:h@example.com?subject=x%20y ">upper</a>',
          '<a href="/two.html">two</a>',
        ].join('\n'),
      ),
      '/two.html': page('<a href="mailto:a@example.com">again</a> <a href="mailto:c@example.com">c</a>'),
    });
    const r = await check({ urls: s.url });
    const one = `${s.url}/`;
    const two = `${s.url}/two.html`;
    expect(r.mailto).toEqual([
      { address: 'a@example.com', pages: [one, two] },
      { address: 'b@example.com', pages: [one] },
      { address: 'c@example.com', pages: [one, two] },
      { address: 'd@example.com', pages: [one] },
      { address: 'e@example.com', pages: [one] },
      { address: 'f@example.com', pages: [one] },
      { address: 'g@example.com', pages: [one] },
      { address: 'h@example.com', pages: [one] },
      { address: 'jane@example.com', pages: [one] },
    ]);
    expect(r.counts).toMatchObject({ mailto: 9, dead: 0, skipped: 0, links: 2, requests: 2 });
    expect(r.skipped).toEqual({});
    expect(allHits(s)).toEqual(['GET /', 'GET /two.html']);
  });
});

describe('other schemes', () => {
  it('counts javascript:, tel:, data:, sms: and ftp: links as skipped, never dead', async () => {
    const s = await site({
      '/': page(
        [
          '<a href="javascript:void(0)">js</a>',
          '<a href="JavaScript:alert(1)">js2</a>',
          '<a href="tel:+15551234">tel</a>',
          '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
          '<a href="sms:+15551234">sms</a>',
          '<a href="ftp://ftp.example.com/file.txt">ftp</a>',
        ].join('\n'),
      ),
    });
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.skipped).toEqual({ 'scheme:javascript': 2, 'scheme:tel': 1, 'scheme:data': 1, 'scheme:sms': 1, 'scheme:ftp': 1 });
    expect(r.counts).toMatchObject({ skipped: 6, links: 1, requests: 1 });
  });
});

describe('non-HTML content', () => {
  it('checks in-scope non-HTML links without parsing them', async () => {
    const s = await site({
      '/': page(
        [
          '<a href="/doc.pdf">pdf</a> <img src="/img.png" alt="i"> <a href="/data.json">json</a>',
          '<a href="/notes.txt">txt</a> <a href="/feed.xml">xml</a> <a href="/none">no type</a>',
        ].join('\n'),
      ),
      '/doc.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4 <a href="/from-pdf">x</a>' },
      '/img.png': { headers: { 'content-type': 'image/png' }, body: '<a href="/from-png">' },
      '/data.json': { headers: { 'content-type': 'application/json' }, body: '{"x":"<a href=\\"/from-json\\">"}' },
      '/notes.txt': { headers: { 'content-type': 'text/plain' }, body: '<a href="/from-text">x</a>' },
      '/feed.xml': { headers: { 'content-type': 'application/xml' }, body: '<a href="/from-xml">x</a>' },
      '/none': (_req, res) => {
        res.writeHead(200, {});
        res.end('<a href="/from-untyped">x</a>');
      },
    });
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(pageUrls(r)).toEqual([`${s.url}/`]);
    expect(r.counts).toMatchObject({ pages: 1, links: 7, ok: 7 });
    expect(allHits(s).filter((h) => h.includes('/from-'))).toEqual([]);
  });

  it('parses application/xhtml+xml pages', async () => {
    const s = await site({
      '/': page('<a href="/x.xhtml">x</a>'),
      '/x.xhtml': {
        headers: { 'content-type': 'application/xhtml+xml' },
        body: '<html xmlns="http://www.w3.org/1999/xhtml"><body><a href="/from-xhtml">x</a></body></html>',
      },
    });
    const r = await check({ urls: s.url });
    expect(deadUrls(r)).toEqual([`${s.url}/from-xhtml`]);
  });
});

describe('fragments', () => {
  it('reports a missing #fragment on an in-scope page and accepts ids and <a name>', async () => {
    const s = await site({
      '/': page(
        [
          '<h2 id="local">here</h2>',
          '<a href="#local">l</a> <a href="#top">t</a> <a href="/a.html#there">t</a>',
          '<a href="/a.html#named">n</a> <a href="/a.html#nope">nope</a> <a href="/a.html#caf%C3%A9">e</a>',
          '<a href="#missing-here">m</a>',
        ].join('\n'),
      ),
      '/a.html': page('<p id="there">x</p><a name="named"></a><p id="café">c</p>'),
    });
    const r = await check({ urls: s.url, 'check-fragments': 'true' });
    expect(deadUrls(r)).toEqual([`${s.url}/#missing-here`, `${s.url}/a.html#nope`]);
    expect(deadOf(r, `${s.url}/a.html#nope`)).toMatchObject({
      error: 'missing-fragment',
      referrers: [{ page: `${s.url}/`, line: 5, column: 34, raw: '/a.html#nope', text: 'nope' }],
    });
    expect(hits(s, 'GET /a.html')).toBe(1);
  });

  it('looks for the fragment on the page a link redirects to', async () => {
    const s = await site({
      '/': page('<a href="/old#there">ok</a> <a href="/old#gone">gone</a>'),
      '/old': redirect('/new'),
      '/new': page('<p id="there"></p>'),
    });
    const r = await check({ urls: s.url, 'check-fragments': 'true' });
    expect(deadUrls(r)).toEqual([`${s.url}/old#gone`]);
  });

  it('does not check fragments by default', async () => {
    const s = await site({ '/': page('<a href="/a.html#nope">x</a>'), '/a.html': page('') });
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
  });
});
