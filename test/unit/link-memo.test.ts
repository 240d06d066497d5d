/**
 * The link memo (`crawl/frontier/link-memo.ts`) gives for every (base, href) exactly what resolving it afresh
 * gives: the memo's key must hold everything the answer depends on. Checked on hrefs that lean on different parts
 * of the base (its directory, its whole href, nothing), against bases that share some parts and not others.
 */
import { describe, expect, it } from 'vitest';
import { LinkMemo, locatedLink, type ResolvedLink } from '../../src/crawl/frontier/link-memo.js';
import { encodeQueryAs } from '../../src/crawl/frontier/query-encoding.js';
import { Scope } from '../../src/crawl/frontier/scope.js';

const HREFS = [
  'os.html',
  'os.html#path',
  '../library/os.html',
  './',
  '.',
  '..',
  '/abs/x.html',
  '/abs/x.html?q=1#f',
  '/../up.html',
  '/',
  '//other.example/p',
  '/\\other.example/q',
  '\\abs\\y.html',
  'https://Example.COM/A?b#c',
  'HTTP://example.com',
  'http:relative.html',
  'http:?q',
  'http:#frag',
  'https:other',
  'c:thing',
  'mailto:someone@example.com',
  'javascript:void(0)',
  'ftp://files.example/',
  '#top',
  '#',
  '#Section-1.2_x~!$&()*+,;=:@/?%41',
  "#it's",
  '#a b',
  '#é',
  '#a#b',
  '#"q"',
  '#<x>',
  '#`x`',
  '#a\tb',
  '#a\u0001',
  '?q=1',
  '?q=é',
  'x.html?q=é',
  '',
  ' os.html',
  '\tos.html',
  ' #top',
  'a\tb.html',
  'sub dir/file name.html',
  '%7Euser/',
  'http://[::1]:8080/x',
  'http://exa mple.com/',
  'https://',
  'data:text/plain,hi',
  '\\\\back\\slash',
];

const BASES = [
  'http://site.test/docs/page.html',
  'http://site.test/docs/other.html?x=1',
  'http://site.test/docs/other.html#frag',
  'http://site.test/docs/',
  'http://site.test/docs',
  'http://site.test/',
  'https://site.test/docs/page.html',
  'http://site.test:8080/docs/page.html',
  'http://mirror.test/docs/page.html',
  'http://user:pw@site.test/docs/page.html',
  'http://[::1]:8080/docs/page.html',
  'https://site.test/a/b/c/deep.html',
  'file:///tmp/docs/page.html',
  'file:///C:/docs/page.html',
  'file:///D:/docs/page.html',
];

function direct(scope: Scope, value: string, base: URL, encoding: string): ResolvedLink {
  let u: URL;
  try {
    u = new URL(value, base);
  } catch {
    return { kind: 'invalid' };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return { kind: 'scheme', scheme: u.protocol.slice(0, -1), href: u.href };
  return locatedLink(scope, encodeQueryAs(u, value, encoding));
}

describe('link memo', () => {
  for (const encoding of ['utf-8', 'windows-1252']) {
    it(`answers as a fresh resolution does, for every href and base (${encoding})`, () => {
      const scope = new Scope({ include: [], exclude: [] });
      const memo = new LinkMemo(scope);
      // Twice over: the second round answers from the memo.
      for (let round = 0; round < 2; round++) {
        for (const b of BASES) {
          const url = new URL(b);
          const base = memo.base(url, encoding);
          for (const href of HREFS) expect(memo.resolve(href, base), `${href} on ${b}`).toEqual(direct(scope, href, url, encoding));
        }
      }
    });
  }

  it('starts over past its limit, and still answers right', () => {
    const scope = new Scope({ include: [], exclude: [] });
    const memo = new LinkMemo(scope, 5);
    const url = new URL(BASES[0]!);
    for (let round = 0; round < 3; round++) {
      const base = memo.base(url, 'utf-8');
      for (const href of HREFS) expect(memo.resolve(href, base)).toEqual(direct(scope, href, url, 'utf-8'));
    }
  });
});
