/**
 * End to end: waiting URLs spilled to disk (crawl/frontier/spill.ts) change nothing in the report. The same
 * loopback site is crawled with every host's waiting line spilling at once (threshold 0, segments
 * of 3 URLs) and with the default threshold (nothing spilled), and the two reports are equal.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawl/index.js';
import { Spill } from '../../src/crawl/frontier/spill.js';
import { resolveOptions } from '../../src/options.js';
import type { Report } from '../../src/report/model.js';
import { closeServers, FAST, page, redirect, site, type Route } from '../helpers/crawl.js';
import { testLookup } from '../helpers/dns.js';

const EXT = '127.0.0.2';
const dirs: string[] = [];
afterEach(async () => {
  await closeServers();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The report without what differs between two runs of one site (times, and the order places were found in). */
function comparable(r: Report): unknown {
  const byPlace = (a: { page: string; line: number; column: number }, b: { page: string; line: number; column: number }) =>
    a.page < b.page ? -1 : a.page > b.page ? 1 : a.line - b.line || a.column - b.column;
  const results = (list: Report['dead'] | undefined) => list?.map((d) => ({ ...d, referrers: [...d.referrers].sort(byPlace) }));
  const { startedAt: _s, finishedAt: _f, durationMs: _d, ...run } = r.run;
  return {
    ...r,
    run,
    dead: results(r.dead),
    warnings: results(r.warnings),
    unfinished: results(r.unfinished),
    moved: r.moved?.map((m) => ({ ...m, referrers: [...m.referrers].sort(byPlace) })),
  };
}

describe('spilling waiting URLs to disk', () => {
  it('gives the same report as a run that keeps them in memory, with every verdict and place', async () => {
    let flaky = 0;
    const ext = await site(
      {
        '/ok': 200,
        '/missing': 404,
        // A retry: 503 once, then fine (the retry line goes ahead of the waiting URLs).
        '/flaky': (_req, res) => {
          res.writeHead(flaky++ % 2 === 0 ? 503 : 200, { 'content-type': 'text/html' });
          res.end();
        },
      },
      EXT,
    );
    const hubs = 12;
    const leaves = 15;
    const table: Record<string, Route> = {
      '/': page(
        [
          // /doc is first a resource (img), then a page link on the hubs: it must still be parsed.
          '<img src="/doc" alt="d">',
          ...Array.from({ length: hubs }, (_, h) => `<a href="/h${h}">hub ${h}</a>`),
          '<a href="/gone">gone</a>',
          '<a href="/old">old</a>',
          `<a href="${ext.url}/ok">ok</a> <a href="${ext.url}/missing">x</a> <a href="${ext.url}/flaky">f</a>`,
          '<a href="http://[bad">bad</a>',
          '<a href="/h1#nowhere">frag</a>',
        ].join('\n'),
      ),
      '/doc': page('<a href="/deep-dead">deep</a>'),
      '/old': redirect('/new'),
      '/new': page('new'),
    };
    for (let h = 0; h < hubs; h++) {
      const links = [`<p id="top${h}">`, '<a href="/doc">doc</a>', '<a href="/gone">gone again</a>', `<a href="/shared${h % 4}">shared</a>`];
      for (let l = 0; l < leaves; l++) links.push(`<a href="/h${h}/l${l}">leaf ${l}</a>`);
      links.push(`<a href="${ext.url}/missing">x again</a>`);
      table[`/h${h}`] = page(links.join('\n'));
      // Every seventh leaf is dead; the others link to one more dead page each.
      for (let l = 0; l < leaves; l++) table[`/h${h}/l${l}`] = l % 7 === 3 ? 404 : page(`<a href="/h${h}/l${l}/gone">g</a> <a href="/shared${l % 4}">s</a>`);
    }
    for (let i = 0; i < 4; i++) table[`/shared${i}`] = page('shared');
    const s = await site(table);
    const options = resolveOptions({ ...FAST, urls: s.url, 'check-external': 'true', 'check-fragments': 'true', concurrency: '2', 'host-concurrency': '1' });

    const parent = mkdtempSync(path.join(tmpdir(), 'linkspider-spill-test-'));
    dirs.push(parent);
    const spill = new Spill({ threshold: 0, chunk: 3, parent });
    const spilled = await crawl(options, {}, { lookup: testLookup, spill });
    flaky = 0;
    const inMemory = await crawl(options, {}, { lookup: testLookup });

    // It did spill, and left nothing behind.
    expect(spill.spilled).toBeGreaterThan(50);
    expect(spill.segments).toBeGreaterThan(10);
    expect(readdirSync(parent)).toEqual([]);

    expect(comparable(spilled)).toEqual(comparable(inMemory));
    // And the report is right, not only the same: every planted dead link, with all its places.
    const dead = spilled.dead.map((d) => d.url.replace(s.url, '').replace(ext.url, 'EXT'));
    const deadLeaves = [];
    for (let h = 0; h < hubs; h++) for (let l = 0; l < leaves; l++) deadLeaves.push(l % 7 === 3 ? `/h${h}/l${l}` : `/h${h}/l${l}/gone`);
    expect(dead.sort()).toEqual(['/deep-dead', '/gone', '/h1#nowhere', 'EXT/missing', 'http://[bad', ...deadLeaves].sort());
    expect(spilled.dead.find((d) => d.url === `${s.url}/gone`)!.referrers).toHaveLength(hubs + 1);
    expect(spilled.dead.find((d) => d.url === `${ext.url}/missing`)!.referrers).toHaveLength(hubs + 1);
    expect(spilled.pages.map((p) => p.url)).toContain(`${s.url}/doc`);
    const liveLeaves = Array.from({ length: leaves }, (_, l) => l).filter((l) => l % 7 !== 3).length;
    // /, /doc, /new, the hubs, their live leaves and the four shared pages.
    expect(spilled.counts.pages).toBe(3 + hubs + hubs * liveLeaves + 4);
    expect(spilled.warnings).toEqual([]);
    expect(spilled.run.incomplete).toBe(false);
  });
});
