/**
 * The known tag and attribute names (src/extract/known-names.ts): a name found in the page is exactly the
 * lower-case name written there, and anything else (upper case, a longer or shorter name, a rare one) is not
 * found, so the tokenizer cuts it as before. The tables read the page's UTF-8 bytes. The whole pages are held by the fast = parse5 tests.
 */
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { extractLinksFast, extractLinksParse5 } from '../../src/extract/html.js';
import { KNOWN_ATTRIBUTES, KNOWN_TAGS, KnownNames } from '../../src/extract/known-names.js';

describe('KnownNames', () => {
  const names = new KnownNames(['a', 'abbr', 'area', 'span', 'style', 'http-equiv']);

  it('finds a lower-case known name at its place in the page, as the one constant string', () => {
    const page = '<span class=x><A><abbr><area><http-equiv>';
    expect(names.find(Buffer.from(page), 1, 4)).toBe('span');
    expect(names.find(Buffer.from(page), 24, 4)).toBe('area');
    expect(names.find(Buffer.from(page), 30, 10)).toBe('http-equiv');
    expect(names.find(Buffer.from(page), 18, 4)).toBe('abbr');
  });

  it('does not find upper case, other lengths, other names or non-ASCII', () => {
    expect(names.find(Buffer.from('<A>'), 1, 1)).toBeUndefined();
    expect(names.find(Buffer.from('<Span>'), 1, 4)).toBeUndefined();
    expect(names.find(Buffer.from('<spam>'), 1, 4)).toBeUndefined();
    expect(names.find(Buffer.from('<spa>'), 1, 3)).toBeUndefined();
    expect(names.find(Buffer.from('<spans>'), 1, 5)).toBeUndefined();
    expect(names.find(Buffer.from('<b>'), 1, 1)).toBeUndefined();
    expect(names.find(Buffer.from('<ápan>'), 1, 4)).toBeUndefined();
    expect(names.find(Buffer.from('<areas>'), 1, 5)).toBeUndefined();
  });

  it('takes only lower-case ASCII names', () => {
    expect(() => new KnownNames(['Span'])).toThrow(/lower-case ASCII/);
    expect(() => new KnownNames(['só'])).toThrow(/lower-case ASCII/);
  });

  it('never answers anything but the name as written (every known name, in every case, in context)', () => {
    for (const table of [KNOWN_TAGS, KNOWN_ATTRIBUTES]) {
      const all = (table === KNOWN_TAGS ? 'a b span div table blockquote h1 svg' : 'href src class http-equiv srcset id').split(' ');
      for (const name of all) {
        for (const written of [name, name.toUpperCase(), name[0]!.toUpperCase() + name.slice(1), `${name}x`, name.slice(0, -1)]) {
          if (written === '') continue;
          const page = `<${written} `;
          const found = table.find(Buffer.from(page), 1, written.length);
          expect(found === undefined || found === written).toBe(true);
          if (written === name) expect(found).toBe(name);
        }
      }
    }
  });
});

describe('known names in the fast tokenizer', () => {
  it('reads known, unknown and mixed-case names as parse5 does', () => {
    const html =
      '<DIV Class="a"><a HREF="/1" class=b>one</a><Span><custom-el href="/2"></custom-el><IMG SRC="/i.png" srcset="/s.png 2x">' +
      '<meta HTTP-EQUIV="refresh" content="0; url=/3"><blockquote cite="/4"></blockquote><areas href="/5"><tablex></Span></DIV>';
    const fast = extractLinksFast(html);
    expect(fast).not.toBeNull();
    expect(fast!.links).toEqual(extractLinksParse5(html).links);
    expect(fast!.links.map((l) => l.value)).toEqual(['/1', '/i.png', '/s.png', '/3', '/4']);
  });
});
