/**
 * Pages read as their UTF-8 bytes (fast-tokenizer.ts): what parsePage reads from a page's bytes equals parse5's
 * reading of the decoded page — links, places, titles, text counts — whatever the non-ASCII characters, the
 * line ends and the encoding.
 */
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { extractLinksParse5 } from '../../src/extract/html.js';
import { extraBytes, LocationCursor } from '../../src/extract/location-cursor.js';
import { parsePage } from '../../src/extract/parse.js';
import type { ExtractedPage } from '../../src/extract/types.js';
import { fuzzHtml, rng } from '../helpers/html-fuzz.js';

/** A page without what parse5 and the fast reading count differently (see ExtractedPage.textChars) or why it fell back. */
function plain(page: ExtractedPage, withText: boolean): unknown {
  const { fallback: _, textChars, ...rest } = page;
  return { ...rest, anchors: page.anchors === undefined ? undefined : [...page.anchors], textChars: withText ? textChars : undefined };
}

/** The page's bytes, as parsePage reads them, must give parse5's reading of the text they decode to. */
function same(bytes: Uint8Array, contentType: string, collectAnchors: boolean, checkCss = false): ExtractedPage {
  const read = parsePage(bytes, contentType, collectAnchors, checkCss);
  const text = new TextDecoder(read.encoding).decode(bytes);
  const reference = extractLinksParse5(text, { collectAnchors, checkCss });
  expect(plain(read.page, !text.includes('&')), JSON.stringify(text)).toEqual(plain(reference, !text.includes('&')));
  return read.page;
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

describe('a page read as its UTF-8 bytes', () => {
  for (const seed of [1, 2, 3]) {
    it(`generated pages with non-ASCII characters anywhere, seed ${seed}`, () => {
      const random = rng(seed);
      let fast = 0;
      for (let i = 0; i < 1500; i++) {
        // A lone surrogate cannot be written in UTF-8: the page's bytes would hold U+FFFD there, as a decoder reads it.
        const html = sprinkle(fuzzHtml(random, { foreign: i % 3 === 0 ? 0.2 : 0 }), random);
        const page = same(Buffer.from(html, 'utf8'), 'text/html; charset=utf-8', i % 2 === 0, i % 5 === 0);
        if (page.fallback === undefined) fast++;
      }
      // Most are read by the fast tokenizer (else this would compare parse5 with itself).
      expect(fast).toBeGreaterThan(1000);
    });
  }

  it('counts columns in characters (code points) after 2-, 3- and 4-byte characters, line by line', () => {
    const html = '<p>é€𝄞 <a href="/one">ü</a>\n😀<img src="/two.png"> <a\n  title="日本" href="/three">x</a>';
    const page = same(Buffer.from(html, 'utf8'), 'text/html', true);
    expect(page.fallback).toBeUndefined();
    // 𝄞 and 😀 are one column each (two UTF-16 units, four bytes).
    expect(page.links.map((l) => [l.value, l.line, l.column, l.text])).toEqual([
      ['/one', 1, 11, 'ü'],
      ['/two.png', 2, 7, ''],
      ['/three', 3, 14, 'x'],
    ]);
  });

  it('decodes names, values, titles, link text and script redirects; a page with NUL goes to parse5 decoded', () => {
    for (const html of [
      '<title>Café ¶</title><a href="/caf%C3%A9/é?q=€#h€" title=\'ü\'>naïve <b>text</b></a><x-é data-ü=1>',
      '<svg><a href="/s"><![CDATA[é]]></a></svg><script>location.href = "/né"</script>',
      '<p>é&amp;ü&notin; <a href=/é/\r\nx>t</a>\0é',
      '\r\n<a\r\nhref="/é">é\r</a>\r\r<img src=/ü.png>',
    ]) {
      same(Buffer.from(html, 'utf8'), 'text/html', true, true);
    }
    expect(parsePage(Buffer.from('<a href="/é">\0</a>', 'utf8'), 'text/html', false).page.fallback).toBe('NUL character');
  });

  it('drops a byte-order mark, as a decoder does, and takes no other encoding for UTF-8', () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<a href="/é">é</a>', 'utf8')]);
    const page = same(withBom, 'text/html', false);
    expect(page.links.map((l) => [l.value, l.column])).toEqual([['/é', 4]]);
    expect(parsePage(withBom, 'text/html', false).encoding).toBe('utf-8');
  });

  it('reads invalid UTF-8 and other encodings from their decoded text, with the same places', () => {
    // An invalid byte decodes to U+FFFD (one UTF-16 unit, three bytes in the text's UTF-8).
    const invalid = Buffer.from([...Buffer.from('<p>\xff\xfe', 'latin1'), ...Buffer.from(' <a href="/x">y\xff</a>', 'latin1')]);
    const page = same(invalid, 'text/html; charset=utf-8', false);
    expect(page.links.map((l) => [l.value, l.column, l.text])).toEqual([['/x', 10, 'y\uFFFD']]);
    // windows-1252: é is one byte there, two in UTF-8, one UTF-16 unit in the text.
    const latin = Buffer.from('<p>café <a href="/café">été</a>', 'latin1');
    const page1252 = same(latin, 'text/html; charset=windows-1252', true);
    expect(page1252.links.map((l) => [l.value, l.column, l.text])).toEqual([['/café', 12, 'été']]);
    // UTF-16, told by its byte-order mark: no ASCII byte means what it does in UTF-8.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<a href="/ü">ü</a>', 'utf16le')]);
    expect(same(utf16, 'text/html', false).links.map((l) => l.value)).toEqual(['/ü']);
  });
});

describe('extraBytes and the location cursor', () => {
  it('counts what each multibyte character has more in bytes than in UTF-16 units', () => {
    const b = Buffer.from('aé€😀bé', 'utf8');
    // a(1) é(2: one more) €(3: two more) 😀(4 bytes, two units: two more) b(1) é(2: one more).
    expect(extraBytes(b, 0, 1)).toBe(0);
    expect(extraBytes(b, 0, 3)).toBe(1);
    expect(extraBytes(b, 3, 10)).toBe(4);
    expect(extraBytes(b, 10, b.length)).toBe(1);
    expect(extraBytes(b, 0, b.length)).toBe(b.length - 'aé€😀bé'.length);
  });

  it('places indexes in order, again on the same line, and on an earlier line', () => {
    const text = 'é<a>\n€€<b> <c>\n<d>';
    const b = Buffer.from(text, 'utf8');
    const cursor = new LocationCursor(b, true);
    const place = (s: string) => {
      const at = cursor.locate(b.indexOf(s));
      return [at.line, at.col];
    };
    expect(place('<a>')).toEqual([1, 2]);
    expect(place('<c>')).toEqual([2, 7]);
    expect(place('<b>')).toEqual([2, 3]);
    expect(place('<a>')).toEqual([1, 2]);
    expect(place('<d>')).toEqual([3, 1]);
  });
});
