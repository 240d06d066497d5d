import { describe, expect, it } from 'vitest';
import { extractLinks, extractLinksFast, extractLinksParse5 } from '../../src/extract/html.js';
import type { ExtractedPage } from '../../src/extract/types.js';
import { createSite } from '../../bench/site.mjs';
import { fuzzHtml, rng } from '../helpers/html-fuzz.js';

function plain(page: ExtractedPage | null): unknown {
  if (page === null) return null;
  // textChars: the fast tokenizer counts character references as written, parse5 decoded (see ExtractedPage).
  const { fallback: _, textChars: _t, ...rest } = page;
  return { ...rest, anchors: page.anchors === undefined ? undefined : [...page.anchors] };
}

/** Whether the text has a lone surrogate (which its UTF-8 bytes, what the fast tokenizer reads, cannot hold). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The fast reading must equal parse5's whenever the fast tokenizer does not hand the page over. A text with a lone
 * surrogate (the generator writes some; no page's bytes decode to one) is always parse5's; then the same text with
 * U+FFFD for each is compared.
 */
function compare(html: string, collectAnchors: boolean): 'fast' | 'bail' {
  const fast = extractLinksFast(html, { collectAnchors });
  if (html.match(LONE_SURROGATE) !== null) {
    expect(fast).toBeNull();
    expect(plain(extractLinks(html, { collectAnchors }))).toEqual(plain(extractLinksParse5(html, { collectAnchors })));
    // The same page as a decoder would read its bytes: U+FFFD in their place.
    return compare(html.replace(LONE_SURROGATE, '\uFFFD'), collectAnchors);
  }
  if (fast === null) return 'bail';
  const slow = extractLinksParse5(html, { collectAnchors });
  expect(plain(fast), JSON.stringify(html)).toEqual(plain(slow));
  if (!html.includes('&')) expect(fast.textChars, JSON.stringify(html)).toBe(slow.textChars);
  return 'fast';
}

describe('fast tokenizer: same links, locations, texts and anchors as parse5', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`generated pages, seed ${seed}`, () => {
      const random = rng(seed);
      const counts = { fast: 0, bail: 0 };
      for (let i = 0; i < 2500; i++) {
        const html = fuzzHtml(random);
        counts[compare(html, false)]++;
        counts[compare(html, true)]++;
      }
      // Most generated pages are read by the fast path (else this test would prove little).
      expect(counts.fast).toBeGreaterThan(counts.bail);
    });
  }
  for (const seed of [11, 12, 13]) {
    it(`generated pages with inline SVG and MathML anywhere, seed ${seed}`, () => {
      const random = rng(seed);
      const counts = { fast: 0, bail: 0 };
      for (let i = 0; i < 2000; i++) {
        const html = fuzzHtml(random, { foreign: 0.3 });
        counts[compare(html, false)]++;
        counts[compare(html, true)]++;
      }
      expect(counts.fast).toBeGreaterThan(counts.bail * 4);
    });
  }
});

describe('fast tokenizer: which pages it reads itself', () => {
  const fastCases: Record<string, string> = {
    'CR LF line ends': '<!DOCTYPE html>\r\n<html>\r\n<body>\r\n<a\r\n href="x.html">X</a>\r<img src=y.png>\n',
    'entities in hrefs and text': '<a href="q?a=1&amp;b=2&copy=3">Caf&eacute; &amp; bar&nbsp;&#x263A;&rsquo;</a>',
    'upper-case tags and attributes': '<A HREF="/Up">Up</A><IMG SRC=i.png ALT="an &quot;image&quot;">',
    'comments, doctype, processing instruction': '<!doctype html><!-- <a href="no.html"> --><?php x ?><a href=yes.html>y</a>',
    'title with markup-like text': '<title>A &lt;b&gt; <b>title</b></title><a href=a>a</a>',
    'script and style contents': '<script>if (a<b) document.write("<a href=no.html>")</script><style>a[href]{}</style>',
    'long link text': `<a href=l.html>${'word '.repeat(100)}</a>`,
    'inline SVG': '<svg><a xlink:href="s.html"><text>s</text></a><![CDATA[<a href="no.html">]]></svg><a href=h.html>h</a>',
    'an SVG icon inside a link': '<a href=i.html>before <svg viewBox="0 0 1 1"><path d="M0 0"/><title>t</title></svg><![CDATA[x]]> after</a>',
    'CDATA text inside link text': '<a href=c.html>a <svg><![CDATA[ b & c ]]></svg> d</a>',
    MathML: '<math><mtext><a href="m.html">m</a></mtext></math>',
    'breaking out of SVG': '<svg><p><a href=p.html>p</a><script>x</script><svg><font color=red><img src=f.png>',
    'escaped script data': '<script><!-- document.write("<script></script>") --></script><a href=after.html>a</a>',
    'double-escaped script data': '<script><!--<script>x</script>--></script><a href=y.html>y</a><script><!-- <script> --></SCRIPT><a href=z.html>',
    '"&" before a newline': '<a href="x.html">Tom &\nJerry</a>',
    'more attributes than the tokenizer first makes room for, a duplicate among them': `<img src="/early.png"\n${Array.from({ length: 40 }, (_, i) => `data-a${i}="${i}"\n`).join('')} alt="x" srcset="/s.png 2x" alt="dup" src="/dup.png">`,
  };
  for (const [name, html] of Object.entries(fastCases)) {
    it(`reads ${name}`, () => {
      expect(compare(html, false)).toBe('fast');
      expect(compare(html, true)).toBe('fast');
    });
  }

  // The links the HTML standard gives for each page (written out here, so that the reading extractLinks
  // returns is checked against something other than parse5 itself): `attribute=value@line:column "text"`.
  // First pages the fast tokenizer reads itself since it handles foreign content, escaped script data and
  // `&` before a newline; then pages it hands to parse5.
  const standardCases: Record<string, [string, string[]]> = {
    'inline SVG': [
      '<svg><a xlink:href="s.html"><text>s</text></a><![CDATA[<a href="no.html">]]></svg><a href=h.html>h</a>',
      ['xlink:href=s.html@1:9 "s"', 'href=h.html@1:86 "h"'],
    ],
    MathML: ['<math><mtext><a href="m.html">m</a></mtext></math>', ['href=m.html@1:17 "m"']],
    'escaped script data': ['<script><!-- document.write("<script></script>") --></script><a href=after.html>a</a>', ['href=after.html@1:65 "a"']],
    '"&" before a newline': ['<a href="x.html">Tom &\nJerry</a>\n<a href=y.html>y</a>', ['href=x.html@1:4 "Tom & Jerry"', 'href=y.html@3:4 "y"']],
  };
  for (const [name, [html, links]] of Object.entries(standardCases)) {
    it(`reads ${name} itself, with the links the standard gives`, () => {
      const page = extractLinksFast(html);
      expect(page).not.toBeNull();
      expect(page!.links.map((l) => `${l.attribute}=${l.value}@${l.line}:${l.column} "${l.text}"`)).toEqual(links);
    });
  }

  const parse5Cases: Record<string, [string, string[]]> = {
    // NUL in an attribute value becomes U+FFFD; in text it is dropped.
    'a NUL character': ['<a href="x\0y.html">x\0y</a>', ['href=x\uFFFDy.html@1:4 "xy"']],
    plaintext: ['<plaintext><a href="not-a-link.html">', []],
    'a tag cut off by the end of input': ['<a href=ok.html>ok</a><img src="cut', ['href=ok.html@1:4 "ok"']],
  };
  for (const [name, [html, links]] of Object.entries(parse5Cases)) {
    it(`hands ${name} to parse5, and reads the links the standard gives`, () => {
      expect(extractLinksFast(html)).toBeNull();
      const page = extractLinks(html);
      expect(page.links.map((l) => `${l.attribute}=${l.value}@${l.line}:${l.column} "${l.text}"`)).toEqual(links);
    });
  }

  it('reads every page of the benchmark site', () => {
    const site = createSite({ pages: 300, seed: 7 });
    for (let i = 0; i < 300; i++) {
      const html = site.renderPage(i, 'http://127.0.0.2:9');
      expect(compare(html, false), `page ${i}`).toBe('fast');
    }
  });
});
