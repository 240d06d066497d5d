/** The sitemap reader without a network: places, CDATA, prefixes, BOM, caps, gzip bombs, robots.txt lines. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSitemap, robotsSitemaps } from '../../src/extract/sitemap.js';

const limits = { maxBytes: 1024 * 1024, maxUrls: 100 };
const enc = (s: string) => new TextEncoder().encode(s);

describe('readSitemap', () => {
  it('reads <loc> of <url> with 1-based line and column of the URL text', async () => {
    const r = await readSitemap(enc('<urlset>\n  <url><loc>\n    https://a.example/x\n  </loc></url>\n</urlset>'), limits);
    expect(r).toMatchObject({ kind: 'urlset', locs: [{ loc: 'https://a.example/x', line: 2, column: 13 }] });
    expect(r.stop).toBeUndefined();
  });

  it('takes CDATA and character references, a BOM, and a prefixed namespace; ignores <loc> outside <url>', async () => {
    const text =
      '\uFEFF<?xml version="1.0"?><sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:loc>https://a.example/no</sm:loc>' +
      '<sm:url><sm:loc><![CDATA[https://a.example/?a=1&b=2]]></sm:loc></sm:url><sm:url><sm:loc>https://a.example/&#x41;&amp;</sm:loc></sm:url></sm:urlset>';
    const r = await readSitemap(enc(text), limits);
    expect(r.locs.map((l) => l.loc)).toEqual(['https://a.example/?a=1&b=2', 'https://a.example/A&']);
  });

  it('an index lists sitemaps; a <url> in it is not one', async () => {
    const r = await readSitemap(
      enc('<sitemapindex><sitemap><loc>https://a.example/1.xml</loc></sitemap><url><loc>https://a.example/p</loc></url></sitemapindex>'),
      limits,
    );
    expect(r).toMatchObject({ kind: 'sitemapindex', locs: [{ loc: 'https://a.example/1.xml' }] });
  });

  it('stops at maxUrls and keeps the entries before it', async () => {
    const urls = Array.from({ length: 5 }, (_, i) => `<url><loc>https://a.example/${i}</loc></url>`).join('');
    const r = await readSitemap(enc(`<urlset>${urls}</urlset>`), { ...limits, maxUrls: 3 });
    expect(r.locs).toHaveLength(3);
    expect(r.stop?.code).toBe('too-many-urls');
  });

  it('a gzip bomb: inflation stops at the cap (decoded bytes read never pass it)', async () => {
    const cap = 256 * 1024;
    const bomb = gzipSync(
      Buffer.concat([Buffer.from('<urlset><url><loc>https://a.example/</loc></url>'), Buffer.alloc(16 * 1024 * 1024, 0x20), Buffer.from('</urlset>')]),
    );
    const r = await readSitemap(bomb, { maxBytes: cap, maxUrls: 10 });
    expect(r.stop?.code).toBe('too-large');
    expect(r.bytes).toBeLessThanOrEqual(cap);
    expect(r.locs).toHaveLength(1);
  });

  it('a corrupt gzip file is one stop, not an exception', async () => {
    const gz = gzipSync(Buffer.from('<urlset></urlset>'));
    const r = await readSitemap(gz.subarray(0, 12), limits);
    expect(r.stop?.code).toBe('bad-gzip');
  });

  it('a body already cut by the HTTP cap says so instead of reporting broken XML', async () => {
    const r = await readSitemap(enc('<urlset><url><loc>https://a.example/</loc></url><url><lo'), { ...limits, truncated: true });
    expect(r.stop?.code).toBe('too-large');
    expect(r.locs).toHaveLength(1);
  });

  it('an empty body is not XML', async () => {
    expect((await readSitemap(new Uint8Array(0), limits)).stop).toMatchObject({ code: 'not-xml', message: 'is empty: no XML element in it' });
  });
});

describe('robotsSitemaps', () => {
  it('reads Sitemap: lines in any case, anywhere, ignoring the rest', () => {
    expect(robotsSitemaps('User-agent: *\r\nDisallow: /x\r\nSITEMAP: https://a.example/s1.xml\n  sitemap:https://a.example/s2.xml # c\nAllow: /\n')).toEqual([
      'https://a.example/s1.xml',
      'https://a.example/s2.xml',
    ]);
  });
});
