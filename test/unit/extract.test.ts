import { describe, expect, it } from 'vitest';
import { cleanUrl, parseRefresh, parseSrcset } from '../../src/extract/attribute-values.js';
import { extractLinks, extractLinksParse5 } from '../../src/extract/html.js';
import type { ExtractedLink } from '../../src/extract/types.js';

/** The links as `element[attribute]=value` strings, the shape most assertions need. */
function summary(html: string): string[] {
  return extractLinks(html).links.map((l) => `${l.element}[${l.attribute}]=${l.value}`);
}

function values(html: string): string[] {
  return extractLinks(html).links.map((l) => l.value);
}

function only(html: string): ExtractedLink {
  const { links } = extractLinks(html);
  expect(links).toHaveLength(1);
  return links[0]!;
}

describe('extractLinks: elements and attributes', () => {
  it('extracts page links from a, area, frame, iframe', () => {
    const links = extractLinks(
      '<a href="/a">A</a><map><area href="/area" alt="Area"></map>' + '<frameset><frame src="/frame"></frameset><iframe src="/iframe"></iframe>',
    ).links;
    expect(links.map((l) => [l.element, l.attribute, l.value, l.kind])).toEqual([
      ['a', 'href', '/a', 'page'],
      ['area', 'href', '/area', 'page'],
      ['frame', 'src', '/frame', 'page'],
      ['iframe', 'src', '/iframe', 'page'],
    ]);
  });

  it('extracts resource links from every resource element', () => {
    const html = `
      <img src="i.png">
      <picture><source src="s.webm" srcset="s1.webp"></picture>
      <link rel="stylesheet" href="style.css">
      <script src="app.js"></script>
      <video src="v.mp4" poster="poster.jpg"><track src="subs.vtt"></video>
      <audio src="a.mp3"></audio>
      <object data="o.swf"></object>
      <embed src="e.swf">
      <input type="image" src="button.png">
      <input type="text" src="not-an-image.png">`;
    const links = extractLinks(html).links;
    expect(links.every((l) => l.kind === 'resource')).toBe(true);
    expect(links.map((l) => `${l.element}[${l.attribute}]=${l.value}`)).toEqual([
      'img[src]=i.png',
      'source[src]=s.webm',
      'source[srcset]=s1.webp',
      'link[href]=style.css',
      'script[src]=app.js',
      'video[src]=v.mp4',
      'video[poster]=poster.jpg',
      'track[src]=subs.vtt',
      'audio[src]=a.mp3',
      'object[data]=o.swf',
      'embed[src]=e.swf',
      'input[src]=button.png',
    ]);
  });

  it('matches input type=image case-insensitively', () => {
    expect(summary('<input TYPE=" Image " src=b.png>')).toEqual(['input[src]=b.png']);
  });

  it('skips link rel=preconnect and dns-prefetch (origins, not resources), keeps every other rel', () => {
    expect(
      summary(
        '<link rel="preconnect" href="https://cdn.example">' +
          '<link rel="DNS-Prefetch" href="//dns.example">' +
          '<link rel="preconnect dns-prefetch" href="//both.example">' +
          '<link rel="icon" href="/favicon.ico"><link rel="canonical" href="https://example.com/">' +
          '<link href="/no-rel">',
      ),
    ).toEqual(['link[href]=/favicon.ico', 'link[href]=https://example.com/', 'link[href]=/no-rel']);
  });

  it('ignores elements and attributes that are not links', () => {
    expect(values('<div src="x"><span href="y"></span><img data-src="lazy.png"><a name="n">n</a><p>https://plain.text</p>')).toEqual([]);
  });

  it('keeps mailto:, tel:, javascript: and fragment links as written (the caller classifies them)', () => {
    expect(values('<a href="mailto:a@b.c">m</a><a href="#top">t</a><a href="javascript:void(0)">j</a>')).toEqual([
      'mailto:a@b.c',
      '#top',
      'javascript:void(0)',
    ]);
  });
});

describe('extractLinks: values', () => {
  it('decodes entities in attribute values', () => {
    expect(values('<a href="/search?a=1&amp;b=2&lt;&#x41;&#66;">s</a>')).toEqual(['/search?a=1&b=2<AB']);
    // A bare & that starts no reference is kept.
    expect(values('<a href="/q?x=1&y=2">q</a>')).toEqual(['/q?x=1&y=2']);
  });

  it('strips surrounding ASCII whitespace and removes tabs and newlines inside', () => {
    expect(values('<a href="  \n\t/page.html \r\n ">p</a>')).toEqual(['/page.html']);
    expect(values('<img src="/im\nage\t.png">')).toEqual(['/image.png']);
    // Inner spaces are part of the URL (the URL parser percent-encodes them).
    expect(values('<a href=" /a b ">x</a>')).toEqual(['/a b']);
  });

  it('skips empty and whitespace-only values', () => {
    expect(values('<a href="">self</a><a href="   ">self</a><img src=""><script src=" "></script><iframe src>')).toEqual([]);
  });

  it('handles uppercase tags and attributes', () => {
    const links = extractLinks('<A HREF="/up">Up</A><IMG SRC="/i.png" ALT="I"><LINK REL=STYLESHEET HREF=/s.css>').links;
    expect(links.map((l) => [l.element, l.attribute, l.value, l.text])).toEqual([
      ['a', 'href', '/up', 'Up'],
      ['img', 'src', '/i.png', 'I'],
      ['link', 'href', '/s.css', ''],
    ]);
  });

  it('handles unquoted and single-quoted attribute values', () => {
    expect(values("<a href=/unquoted?x=1>u</a><a href='/single'>s</a><img src=i.png alt=x>")).toEqual(['/unquoted?x=1', '/single', 'i.png']);
  });

  it('keeps the first of duplicate attributes (the HTML rule)', () => {
    const link = only('<a href="/first" href="/second">d</a>');
    expect(link.value).toBe('/first');
  });

  it('keeps non-ASCII URLs as written', () => {
    expect(values('<a href="/über/日本?q=é">x</a>')).toEqual(['/über/日本?q=é']);
  });
});

describe('extractLinks: where the parser is not reading markup', () => {
  it('ignores comments, including conditional comments', () => {
    expect(values('<!-- <a href="/c">c</a> --><!--[if IE]><link href="/ie.css"><![endif]--><a href="/real">r</a>')).toEqual(['/real']);
  });

  it('ignores script contents but keeps script src', () => {
    const html = `<script src="/lib.js">
      document.write('<a href="/in-script">x</a>');
      var s = "</scr" + "ipt><img src='/tricky.png'>";
    </script><a href="/after">after</a>`;
    expect(values(html)).toEqual(['/lib.js', '/after']);
  });

  it('ignores escaped script data (<!-- <script> inside a script)', () => {
    const html = `<script><!-- document.write("<script><a href='/x'></script>") --></script><a href="/ok">ok</a>`;
    expect(values(html)).toEqual(['/ok']);
  });

  it('ignores style, textarea, title, xmp, noembed, noframes and iframe contents', () => {
    const html =
      '<style>a[href="/style"] { background: url(/bg.png) }</style>' +
      '<textarea><a href="/textarea">t</a></textarea>' +
      '<title><a href="/title">t</a></title>' +
      '<xmp><a href="/xmp"></a></xmp>' +
      '<noembed><img src="/noembed.png"></noembed>' +
      '<noframes><a href="/noframes"></a></noframes>' +
      '<iframe src="/frame"><a href="/iframe-content"></a></iframe>' +
      '<a href="/after">a</a>';
    expect(values(html)).toEqual(['/frame', '/after']);
  });

  it('reads nothing after <plaintext>', () => {
    expect(values('<a href="/before">b</a><plaintext><a href="/after">a</a></plaintext><a href="/x">')).toEqual(['/before']);
  });

  it('parses noscript contents as markup (links a visitor without JavaScript follows)', () => {
    expect(summary('<noscript><img src="/pixel.gif"><a href="/no-js">n</a></noscript>')).toEqual(['img[src]=/pixel.gif', 'a[href]=/no-js']);
  });

  it('extracts links inside <template>', () => {
    expect(values('<template><a href="/tpl">t</a></template>')).toEqual(['/tpl']);
  });

  it('returns to markup after a raw-text element ends, even with uppercase end tags', () => {
    expect(values('<SCRIPT>var a = "<a href=/no>";</SCRIPT><a href="/yes">y</a>')).toEqual(['/yes']);
  });
});

describe('extractLinks: foreign content (SVG, MathML)', () => {
  it('extracts svg <a href> and <a xlink:href> as page links, svg <image> as resources', () => {
    const links = extractLinks(
      '<svg><a href="/svg2"><text>SVG 2</text></a><a xlink:href="/svg1">SVG 1</a>' +
        '<image xlink:href="/pic.png"/><image href="/pic2.png" xlink:href="/ignored.png"/></svg>',
    ).links;
    expect(links.map((l) => [l.element, l.attribute, l.value, l.kind, l.text])).toEqual([
      ['a', 'href', '/svg2', 'page', 'SVG 2'],
      ['a', 'xlink:href', '/svg1', 'page', 'SVG 1'],
      ['image', 'xlink:href', '/pic.png', 'resource', ''],
      ['image', 'href', '/pic2.png', 'resource', ''],
    ]);
  });

  it('reads CDATA in svg as text, and as a bogus comment in HTML', () => {
    expect(values('<svg><![CDATA[<a href="/cdata">]]></svg><a href="/ok">ok</a>')).toEqual(['/ok']);
    // In HTML, `<![CDATA[` starts a bogus comment that ends at the first `>`.
    expect(values('<div><![CDATA[<a href="/x">]]><a href="/html">h</a></div>')).toEqual(['/html']);
  });

  it('does not treat svg <title> or <style>/<script> as raw text or as the page title', () => {
    const page = extractLinks('<title>Page</title><svg><title>Icon</title><style>.x{}</style><script>1</script></svg><a href="/after">a</a>');
    expect(page.title).toBe('Page');
    expect(page.links.map((l) => l.value)).toEqual(['/after']);
  });

  it('parses HTML inside foreignObject, including raw-text elements', () => {
    const html =
      '<svg><foreignObject><div><a href="/fo">in fo</a><script>"<a href=/no>"</script></div></foreignObject>' +
      '<![CDATA[ x ]]></svg><a href="/after">after</a>';
    const links = extractLinks(html).links;
    expect(links.map((l) => [l.value, l.text])).toEqual([
      ['/fo', 'in fo'],
      ['/after', 'after'],
    ]);
  });

  it('leaves foreign content when an HTML element breaks out of it', () => {
    // `<p>` closes the svg; the CDATA after it is HTML's bogus comment again.
    expect(values('<svg><g><p><![CDATA[<a href="/hidden">]]><a href="/visible">v</a>')).toEqual(['/visible']);
  });

  it('extracts HTML links inside MathML text integration points', () => {
    expect(values('<math><mi><a href="/math">m</a></mi></math>')).toEqual(['/math']);
  });
});

describe('extractLinks: srcset', () => {
  it('gives one link per candidate, each at the srcset attribute', () => {
    const html = '<img\n  srcset="small.png 480w, medium.png 800w,large.png 2x"\n  alt="Photo">';
    const links = extractLinks(html).links;
    expect(links.map((l) => [l.value, l.attribute, l.line, l.column, l.text])).toEqual([
      ['small.png', 'srcset', 2, 3, 'Photo'],
      ['medium.png', 'srcset', 2, 3, 'Photo'],
      ['large.png', 'srcset', 2, 3, 'Photo'],
    ]);
  });

  it('keeps commas inside URLs and splits on trailing ones', () => {
    expect(parseSrcset('image,1.png 1x, image,2.png 2x')).toEqual(['image,1.png', 'image,2.png']);
    expect(parseSrcset('a.png,b.png')).toEqual(['a.png,b.png']);
    expect(parseSrcset('a.png,, b.png')).toEqual(['a.png', 'b.png']);
    expect(parseSrcset('https://cdn.example/w_100,h_100/pic.jpg 100w, https://cdn.example/w_200,h_200/pic.jpg 200w')).toEqual([
      'https://cdn.example/w_100,h_100/pic.jpg',
      'https://cdn.example/w_200,h_200/pic.jpg',
    ]);
  });

  it('handles descriptors with parentheses, extra whitespace and empty input', () => {
    expect(parseSrcset('  a.png   (foo, bar) 1x ,\n\tb.png  ')).toEqual(['a.png', 'b.png']);
    expect(parseSrcset('a.png 1x')).toEqual(['a.png']);
    expect(parseSrcset('')).toEqual([]);
    expect(parseSrcset(' , ,, ')).toEqual([]);
  });

  it('extracts both img src and srcset, and source srcset', () => {
    expect(summary('<picture><source srcset="a.avif, b.avif 2x"><img src="c.jpg" srcset="d.jpg 2x"></picture>')).toEqual([
      'source[srcset]=a.avif',
      'source[srcset]=b.avif',
      'img[src]=c.jpg',
      'img[srcset]=d.jpg',
    ]);
  });
});

describe('extractLinks: meta refresh', () => {
  it('extracts the URL of a refresh with a delay as a page link at the content attribute', () => {
    const link = only('<meta http-equiv="refresh" content="5; url=/next.html">');
    expect(link).toEqual({
      value: '/next.html',
      kind: 'page',
      element: 'meta',
      attribute: 'content',
      line: 1,
      column: 28,
      text: '',
    });
  });

  it('matches http-equiv case-insensitively and ignores other metas', () => {
    expect(values('<META HTTP-EQUIV="Refresh" CONTENT="0;URL=/a"><meta name="refresh" content="0; url=/b">')).toEqual(['/a']);
  });

  it('parses the spec variants', () => {
    expect(parseRefresh('5; url=/a')).toBe('/a');
    expect(parseRefresh('0;URL=/a')).toBe('/a');
    expect(parseRefresh('0, url=/a')).toBe('/a');
    expect(parseRefresh('0 url=/a')).toBe('/a');
    expect(parseRefresh('  3  ;  URL  =  /a ')).toBe('/a ');
    expect(parseRefresh("0; url='/quoted'")).toBe('/quoted');
    expect(parseRefresh('0; url="/quoted" trailing')).toBe('/quoted');
    expect(parseRefresh("0; url='/unterminated")).toBe('/unterminated');
    expect(parseRefresh('0; /no-url-prefix')).toBe('/no-url-prefix');
    expect(parseRefresh("0; '/quoted-no-prefix'")).toBe('/quoted-no-prefix');
    expect(parseRefresh('1.5; url=/fraction')).toBe('/fraction');
    expect(parseRefresh('.5; url=/dot')).toBe('/dot');
    // `url` not followed by `=` is the start of the URL itself.
    expect(parseRefresh('0; urlish.html')).toBe('urlish.html');
    expect(parseRefresh('0; u.html')).toBe('u.html');
  });

  it('finds no URL in a plain refresh or an invalid value', () => {
    expect(parseRefresh('5')).toBeNull();
    expect(parseRefresh('5;')).toBeNull();
    expect(parseRefresh('  ')).toBeNull();
    expect(parseRefresh('url=/no-delay')).toBeNull();
    expect(parseRefresh('5x; url=/bad-delay')).toBeNull();
    expect(values('<meta http-equiv="refresh" content="30"><meta http-equiv="refresh" content="0; url=  ">')).toEqual([]);
  });
});

describe('extractLinks: base and title', () => {
  it('takes the first <base href>, stripped of whitespace', () => {
    expect(extractLinks('<base target="_blank"><base href=" /docs/ "><base href="/other/">').base).toBe('/docs/');
    expect(extractLinks('<a href="/x">x</a>').base).toBeUndefined();
  });

  it('takes the first <title>, entities decoded, whitespace collapsed', () => {
    const page = extractLinks('<head><title>\n  Tom &amp; Jerry\t\n  &mdash; Home  </title><title>Second</title></head>');
    expect(page.title).toBe('Tom & Jerry — Home');
    expect(extractLinks('<p>no title</p>').title).toBe('');
  });

  it('cuts long titles to 200 characters', () => {
    const page = extractLinks(`<title>${'word '.repeat(100)}</title>`);
    expect(page.title.length).toBeLessThanOrEqual(200);
    expect(page.title.startsWith('word word')).toBe(true);
    expect(page.title.endsWith(' ')).toBe(false);
  });

  it('keeps a title whose end tag never comes', () => {
    expect(extractLinks('<title>Unclosed').title).toBe('Unclosed');
  });
});

describe('extractLinks: link text', () => {
  it('collects the text of <a>, ignoring nested tags and collapsing whitespace', () => {
    const link = only('<a href="/x">\n  Read <em>the</em>\n\t<strong>docs <code>now</code></strong>  </a>');
    expect(link.text).toBe('Read the docs now');
  });

  it('counts the alt of an image inside a link', () => {
    const links = extractLinks('<a href="/home"><img src="/logo.png" alt="Home"></a>').links;
    expect(links.map((l) => [l.element, l.text])).toEqual([
      ['a', 'Home'],
      ['img', 'Home'],
    ]);
  });

  it('uses alt for area and img, nothing for other elements', () => {
    const links = extractLinks('<area href="/a" alt="Region"><img src="/i" alt=" Pic "><img src="/j"><iframe src="/f">x</iframe><link href="/l">').links;
    expect(links.map((l) => l.text)).toEqual(['Region', ' Pic ', '', '', '']);
  });

  it('does not count script or comment contents inside a link', () => {
    expect(only('<a href="/x">Go<!-- hidden --><script>var t = "no";</script> on</a>').text).toBe('Go on');
  });

  it('ends the text at the next <a> when one is never closed, and at EOF', () => {
    const links = extractLinks('<a href="/one">One <a href="/two">Two <p>more</p>').links;
    expect(links.map((l) => [l.value, l.text])).toEqual([
      ['/one', 'One'],
      ['/two', 'Two more'],
    ]);
  });

  it('cuts long link text to 200 characters', () => {
    const link = only(`<a href="/long">${'x'.repeat(150)} ${'y'.repeat(150)}</a>`);
    expect(link.text.length).toBe(200);
    expect(link.text.startsWith('x'.repeat(150) + ' y')).toBe(true);
  });

  it('decodes entities in link text', () => {
    expect(only('<a href="/x">Fish&nbsp;&amp;&#32;Chips</a>').text).toBe('Fish\u00a0& Chips');
  });
});

describe('extractLinks: positions', () => {
  it('reports the 1-based line and column of each attribute on a multi-line page', () => {
    const html = [
      '<!doctype html>', // 1
      '<html>', // 2
      '<head>', // 3
      '  <link rel="stylesheet"', // 4
      '        href="/style.css">', // 5
      '</head>', // 6
      '<body>', // 7
      '\t<a class="nav" href="/about">About</a>', // 8
      '  <p>Text <a', // 9
      'href="/split"', // 10
      '   >split</a></p>', // 11
      '  <img alt="x" src=/unquoted.png>', // 12
      '</body>', // 13
    ].join('\n');
    const links = extractLinks(html).links;
    expect(links.map((l) => [l.value, l.line, l.column])).toEqual([
      ['/style.css', 5, 9],
      ['/about', 8, 17],
      ['/split', 10, 1],
      ['/unquoted.png', 12, 16],
    ]);
  });

  it('counts columns in characters (code points) after non-ASCII text, and lines after CRLF', () => {
    // 日本 are one character each, and so is 😀 (two UTF-16 units, four bytes): columns are what editors count.
    const html = '<p>héllo</p>\r\n<p>日本</p> <a href="/x">x</a>\r\n<p>😀</p> <a href="/y">y</a>';
    const expected = [
      [2, 14],
      [3, 13], // 14 in UTF-16 code units
    ];
    expect(extractLinks(html).links.map((l) => [l.line, l.column])).toEqual(expected);
    expect(extractLinksParse5(html).links.map((l) => [l.line, l.column])).toEqual(expected);
    // A caller that places the links in a text of its own (a Markdown file's raw HTML) asks for UTF-16 units.
    expect(extractLinks(html, { utf16Columns: true }).links.map((l) => l.column)).toEqual([14, 14]);
    expect(extractLinksParse5(html, { utf16Columns: true }).links.map((l) => l.column)).toEqual([14, 14]);
  });
});

describe('extractLinks: anchors', () => {
  it('collects every id and a[name] only when asked', () => {
    const html =
      '<h1 id="top">T</h1><a name="legacy"></a><a href="#top" id="link">x</a>' +
      '<div name="not-an-anchor"></div><svg><g id="icon"/></svg><p ID="Upper">p</p><span id="">e</span>';
    expect(extractLinks(html).anchors).toBeUndefined();
    const anchors = extractLinks(html, { collectAnchors: true }).anchors!;
    expect([...anchors].sort()).toEqual(['Upper', 'icon', 'legacy', 'link', 'top']);
  });

  it('does not collect ids inside comments or raw text', () => {
    const anchors = extractLinks('<!-- <p id="c"> --><script>"<p id=s>"</script><textarea><p id="t"></textarea>', {
      collectAnchors: true,
    }).anchors!;
    expect([...anchors]).toEqual([]);
  });
});

describe('extractLinks: a whole page', () => {
  it('extracts everything from a realistic document', () => {
    const html = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Example &mdash; Docs</title>
  <base href="https://example.com/docs/">
  <link rel="preconnect" href="https://fonts.example">
  <link rel="stylesheet" href="main.css">
  <script src="/js/app.js" defer></script>
  <script>window.x = '<a href="/fake">';</script>
</head>
<body>
  <!-- <a href="/commented">old</a> -->
  <nav><a href="/">Home</a> | <a href="guide/">Guide</a></nav>
  <img src="hero.jpg" srcset="hero-2x.jpg 2x" alt="Hero">
  <a href="https://external.example/page?a=1&amp;b=2">External <b>link</b></a>
</body>
</html>`;
    const page = extractLinks(html);
    expect(page.title).toBe('Example — Docs');
    expect(page.base).toBe('https://example.com/docs/');
    expect(page.links.map((l) => [l.kind, l.element, l.value, l.line, l.text])).toEqual([
      ['resource', 'link', 'main.css', 8, ''],
      ['resource', 'script', '/js/app.js', 9, ''],
      ['page', 'a', '/', 14, 'Home'],
      ['page', 'a', 'guide/', 14, 'Guide'],
      ['resource', 'img', 'hero.jpg', 15, 'Hero'],
      ['resource', 'img', 'hero-2x.jpg', 15, 'Hero'],
      ['page', 'a', 'https://external.example/page?a=1&b=2', 16, 'External link'],
    ]);
  });

  it('copes with an empty document and garbage', () => {
    expect(extractLinks('')).toEqual({ links: [], title: '', textChars: 0 });
    expect(extractLinks('<<<>>> </ <a <a href').links).toEqual([]);
  });
});

describe('cleanUrl', () => {
  it('returns the same string when there is nothing to clean', () => {
    const s = '/already/clean?x=1';
    expect(cleanUrl(s)).toBe(s);
    expect(cleanUrl('\f /x \f')).toBe('/x');
  });
});
