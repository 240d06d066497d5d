import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { extractLinks } from '../../src/extract/html.js';
import { parsePage } from '../../src/extract/parse.js';
import { HighChars, latin1OfUtf8 } from '../../src/extract/utf8-as-latin1.js';
import { fuzzHtml, rng } from '../helpers/html-fuzz.js';

const utf8 = new TextDecoder('utf-8');

/** A UTF-8 page read as Latin-1 must give exactly what the decoded page gives: links, places, text counts, fallbacks. */
function same(html: string, collectAnchors: boolean, checkCss = false): void {
  const bytes = Buffer.from(html, 'utf8');
  const read = parsePage(bytes, 'text/html; charset=utf-8', collectAnchors, checkCss);
  const decoded = extractLinks(utf8.decode(bytes), { collectAnchors, checkCss });
  expect(read.encoding).toBe('utf-8');
  expect(read.page, JSON.stringify(html)).toEqual(decoded);
}

const NON_ASCII = ['é', '€', '𝄞', '¶', '日本', '😀', 'ü'];

/** The page with non-ASCII characters put anywhere: in names, values, text, comments, scripts, between CR and LF. */
function sprinkle(html: string, random: () => number): string {
  const parts: string[] = [];
  let last = 0;
  for (let i = 0; i < html.length; i++) {
    if (random() < 0.04 && !/[\uDC00-\uDFFF]/.test(html[i]!)) {
      parts.push(html.slice(last, i), NON_ASCII[Math.floor(random() * NON_ASCII.length)]!);
      last = i;
    }
  }
  parts.push(html.slice(last));
  return parts.join('');
}

describe('a UTF-8 page read one byte per character', () => {
  it('is taken only for valid UTF-8 with a non-ASCII byte, without its BOM', () => {
    expect(latin1OfUtf8(Buffer.from('<a href="x">plain</a>'))).toBeNull();
    expect(latin1OfUtf8(Uint8Array.of(0x3c, 0x61, 0xff, 0x3e))).toBeNull();
    expect(latin1OfUtf8(Buffer.from('\uFEFF<p>é'))).toBe('<p>\xc3\xa9');
  });

  for (const seed of [1, 2, 3]) {
    it(`generated pages with non-ASCII characters anywhere, seed ${seed}`, () => {
      const random = rng(seed);
      let taken = 0;
      for (let i = 0; i < 1500; i++) {
        const html = sprinkle(fuzzHtml(random, { foreign: i % 3 === 0 ? 0.2 : 0 }), random);
        if (latin1OfUtf8(Buffer.from(html, 'utf8')) !== null) taken++;
        same(html, i % 2 === 0, i % 5 === 0);
      }
      expect(taken).toBeGreaterThan(1000);
    });
  }

  it('counts columns in UTF-16 code units after 2-, 3- and 4-byte characters, line by line', () => {
    const html = '<p>é€𝄞 <a href="/one">ü</a>\n😀<img src="/two.png"> <a\n  title="日本" href="/three">x</a>';
    const page = parsePage(Buffer.from(html, 'utf8'), 'text/html', false).page;
    expect(page.links.map((l) => [l.value, l.line, l.column, l.text])).toEqual([
      ['/one', 1, 12, 'ü'],
      ['/two.png', 2, 8, ''],
      ['/three', 3, 14, 'x'],
    ]);
    same(html, true);
  });

  it('decodes names, values, titles, link text and script redirects; a page with NUL goes to parse5 decoded', () => {
    same('<title>Café ¶</title><a href="/caf%C3%A9/é?q=€#h€" title=\'ü\'>naïve <b>text</b></a><x-é data-ü=1>', true);
    same('<svg><a href="/s"><![CDATA[é]]></a></svg><script>location.href = "/né"</script>', false);
    same('<p>é&amp;ü&notin; <a href=/é/\r\nx>t</a>\0é', true);
    expect(parsePage(Buffer.from('<a href="/é">\0</a>', 'utf8'), 'text/html', false).page.fallback).toBe('NUL character');
  });
});

describe('HighChars', () => {
  it('finds each multibyte character and counts its extra bytes once, in page order', () => {
    const s = Buffer.from('aé€😀bé', 'utf8').toString('latin1');
    const high = new HighChars(s);
    // a(1) é(2) €(3) 😀(4) b(1) é(2): extra bytes 1, 2, 2, then 1.
    const cursor = high.cursor();
    expect(cursor.excess(0, 3)).toBe(1);
    expect(cursor.excess(3, 10)).toBe(4);
    expect(cursor.excess(11, s.length)).toBe(1);
    expect(cursor.excess(s.length, s.length)).toBe(0);
    expect([high.any(0, 1), high.any(0, 2), high.any(3, 10), high.any(10, 11), high.any(11, 13)]).toEqual([false, true, true, false, true]);
  });
});
