/** A parsed page survives the trip to a parse thread and back (`extract/page-codec.ts`) unchanged. */
import { describe, expect, it } from 'vitest';
import { decodePage, encodePage } from '../../src/extract/page-codec.js';
import { parsePage } from '../../src/extract/parse.js';

const utf8 = (s: string) => new TextEncoder().encode(s);

const PAGES: Record<string, { body: Uint8Array; contentType: string }> = {
  rich: {
    body: utf8(
      [
        '<!doctype html><html><head><title> Café  &amp; links </title><base href="/docs/">',
        '<link rel=stylesheet href="a.css"><style>body{background:url(bg.png)}</style></head><body>',
        '<a href="x.html#top" id="top">x  <b>bold</b>\n text</a> <a name="n1">anchor</a>',
        '<img src="i.png" alt="an image" srcset="i1.png 1x, i2.png 2x">',
        '<a href="mailto:a@example.com">mail</a> <a href="">empty</a> <a href="日本語.html">ü 😀</a>',
        '<div style="background: url(\'s.png\')"></div><area href="area.html" alt="area">',
        '<svg><a href="svg.html"><text>t</text></a></svg><iframe src="frame.html"></iframe>',
        '<meta http-equiv=refresh content="0; url=next.html"></body></html>',
      ].join('\n'),
    ),
    contentType: 'text/html; charset=utf-8',
  },
  // parse5's tokenizer reads it (a NUL character): `fallback` says so.
  fallback: { body: utf8('<title>t</title><a href="a.html">a\u0000b</a>'), contentType: 'text/html' },
  legacy: { body: Uint8Array.from([...utf8('<a href="q?x='), 0xe9, ...utf8('">caf'), 0xe9, ...utf8('</a>')]), contentType: 'text/html; charset=windows-1252' },
  empty: { body: new Uint8Array(0), contentType: 'text/html' },
};

describe('page codec', () => {
  for (const anchors of [false, true]) {
    for (const [name, { body, contentType }] of Object.entries(PAGES)) {
      it(`round-trips the ${name} page${anchors ? ' with anchors' : ''}`, () => {
        const parsed = parsePage(body, contentType, anchors, true);
        const encoded = encodePage(parsed);
        // What crosses between threads: strings, numbers in one array, no link objects.
        expect(encoded.numbers).toBeInstanceOf(Int32Array);
        expect(Object.values(encoded).some((v) => Array.isArray(v) && v.some((x) => typeof x === 'object'))).toBe(false);
        expect(decodePage(structuredClone(encoded))).toEqual(parsed);
      });
    }
  }

  it('names each element/attribute/kind triple once', () => {
    const links = Array.from({ length: 50 }, (_, i) => `<a href="p${i}.html">${i}</a><img src="i${i}.png">`).join('');
    const encoded = encodePage(parsePage(utf8(links), 'text/html', false, false));
    expect(encoded.links).toBe(100);
    expect(encoded.kinds.sort()).toEqual(['page a href', 'resource img src']);
  });
});
