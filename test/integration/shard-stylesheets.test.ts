/**
 * Shards × stylesheets: a stylesheet yields links as a page does, so every shard reads it. A site
 * whose dead links sit only inside stylesheets (one linked with `<link>`, one it `@import`s, one
 * an inline `<style>` imports, and `url()`s in the `<style>` itself): two shards merged give
 * exactly the single run's dead links and counts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mergeReports } from '../../src/report/merge.js';
import type { Report } from '../../src/report/model.js';
import { check, closeServers, page, site } from '../helpers/crawl.js';

afterEach(closeServers);

/** Six dead images per sheet, so each sheet holds links both shards own. */
const gone = (sheet: string) => Array.from({ length: 6 }, (_, i) => `/img/${sheet}-gone-${i}.png`);
const css = (sheet: string, head = '') => ({
  headers: { 'content-type': 'text/css' },
  body: `${head}\n${gone(sheet)
    .map((u, i) => `.${sheet}${i} { background: url(${u}); }`)
    .join('\n')}\n.ok { background: url(/img/ok.png); }`,
});

const deadUrls = (r: Report) => r.dead.map((d) => d.url);

describe('two shards merged equal one run when the dead links are inside stylesheets', () => {
  it('linked, imported and inline stylesheets: every dead link found, counted once', async () => {
    const inline = gone('inline')
      .map((u, i) => `.i${i} { background: url(${u}); }`)
      .join('\n');
    const s = await site({
      '/': page(`<link rel="stylesheet" href="/a.css"><style>@import "/c.css";\n${inline}</style><a href="/about">about</a>`),
      '/about': page('<link rel="stylesheet" href="/a.css">'),
      '/a.css': css('a', '@import "/b.css";'),
      '/b.css': css('b'),
      '/c.css': css('c'),
      '/img/ok.png': { headers: { 'content-type': 'image/png' }, body: 'png' },
    });
    const single = await check({ urls: s.url });
    expect(single.counts.dead).toBe(24);
    const shards = [await check({ urls: s.url, shard: '1/2' }), await check({ urls: s.url, shard: '2/2' })];
    const merged = mergeReports(shards, ['shard-1.json', 'shard-2.json']);
    expect(deadUrls(merged)).toEqual(deadUrls(single));
    expect(merged.dead.map((d) => [d.url, d.referrers.map((r) => `${r.page} ${r.line}:${r.column}`)])).toEqual(
      single.dead.map((d) => [d.url, d.referrers.map((r) => `${r.page} ${r.line}:${r.column}`)]),
    );
    expect({ ...merged.counts, requests: 0 }).toEqual({ ...single.counts, requests: 0 });
  });
});
