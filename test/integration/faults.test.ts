/**
 * Fault injection through real crawls: every hostile behaviour in test/helpers/faults.ts sits
 * on a small ordinary site (start page → fault, a, b; b → a planted 404). For each fault the
 * crawl must end within its limits, give the fault the right verdict and reason, keep memory
 * bounded, and still check the rest of the site in full (the planted 404 is found).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawl/index.js';
import { testLookup } from '../helpers/dns.js';
import { DEFAULTS, type Options } from '../../src/options.js';
import type { LinkResult, Report } from '../../src/report/model.js';
import { DEEP, MANY_DISTINCT, MANY_LINKS, MAZE_SIZE, startFaultServer, type Fault, type FaultServer } from '../helpers/faults.js';

let site: FaultServer;
beforeAll(async () => {
  site = await startFaultServer();
});
afterAll(async () => {
  await site?.close();
});

const MiB = 1024 * 1024;

function options(fault: Fault, extra: Partial<Options> = {}): Options {
  return {
    ...DEFAULTS,
    urls: [site.start(fault)],
    timeout: 1_000,
    retries: 1,
    retryDelay: 10,
    maxBodyBytes: MiB,
    concurrency: 16,
    ...extra,
  };
}

/** Crawl one fault's site; also measures how much the resident set grew. */
async function run(fault: Fault, extra: Partial<Options> = {}): Promise<{ report: Report; rssGrowth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const report = await crawl(options(fault, extra), {}, { lookup: testLookup });
    peak = Math.max(peak, process.memoryUsage().rss);
    return { report, rssGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

function find(report: Report, url: string): LinkResult | undefined {
  return report.dead.find((d) => d.url === url) ?? report.warnings.find((d) => d.url === url);
}

function pageUrls(report: Report): string[] {
  return report.pages.map((p) => p.url);
}

/** The ordinary part of the fault's site was crawled in full and its planted 404 found. */
function expectRestChecked(report: Report, fault: Fault): void {
  const base = `${site.url}/s/${fault}`;
  expect(pageUrls(report)).toEqual(expect.arrayContaining([`${base}/`, `${base}/a`, `${base}/b`]));
  const gone = find(report, `${base}/gone`);
  expect(gone, `planted 404 on the ${fault} site`).toMatchObject({ state: 'dead', status: 404, reason: 'HTTP 404 Not Found' });
  expect(gone!.referrers.map((r) => r.page)).toEqual([`${base}/b`]);
  expect(report.dead.some((d) => d.url === `${base}/img.png` || d.url === `${base}/a` || d.url === `${base}/b`)).toBe(false);
}

describe('faults: broken connections', () => {
  it('connection reset mid-body: dead (reset), status kept, retried once', async () => {
    const { report } = await run('reset');
    expect(find(report, site.faultUrl('reset'))).toMatchObject({ state: 'dead', error: 'reset', status: 200, attempts: 2 });
    expect(find(report, site.faultUrl('reset'))!.reason).toMatch(/^connection reset/);
    expectRestChecked(report, 'reset');
    expect(report.run.incomplete).toBe(false);
  });

  it('stall before headers: dead (timeout) after the configured timeout', async () => {
    const { report } = await run('stall-headers');
    const r = find(report, site.faultUrl('stall-headers'));
    expect(r).toMatchObject({ state: 'dead', error: 'timeout', attempts: 2 });
    expect(r!.status).toBeUndefined();
    expect(r!.reason).toBe('timeout: no response headers within 1000 ms');
    expectRestChecked(report, 'stall-headers');
  });

  it('stall mid-body: dead (timeout), status kept', async () => {
    const { report } = await run('stall-body');
    const r = find(report, site.faultUrl('stall-body'));
    expect(r).toMatchObject({ state: 'dead', error: 'timeout', status: 200 });
    expect(r!.reason).toBe('timeout: body stalled: no data for 1000 ms');
    expectRestChecked(report, 'stall-body');
  });

  it('a stall longer than max-duration: the run stops at max-duration, marked incomplete, the rest already checked', async () => {
    const { report } = await run('stall-headers', { timeout: 60_000, maxDuration: 1_500 });
    expect(report.run).toMatchObject({ incomplete: true, incompleteReason: 'max-duration' });
    // Still open at the stop: unfinished, a warning saying so, never a made-up dead verdict.
    expect(find(report, site.faultUrl('stall-headers'))).toMatchObject({ state: 'warn', error: 'unfinished' });
    expect(report.unfinished?.map((u) => u.url)).toContain(site.faultUrl('stall-headers'));
    expectRestChecked(report, 'stall-headers');
  });

  it('malformed status line: dead (protocol)', async () => {
    const { report } = await run('bad-status');
    const r = find(report, site.faultUrl('bad-status'));
    expect(r).toMatchObject({ state: 'dead', error: 'protocol' });
    expect(r!.reason).toMatch(/^malformed HTTP response/);
    expectRestChecked(report, 'bad-status');
  });

  it('malformed headers: dead (protocol)', async () => {
    const { report } = await run('bad-headers');
    expect(find(report, site.faultUrl('bad-headers'))).toMatchObject({ state: 'dead', error: 'protocol' });
    expectRestChecked(report, 'bad-headers');
  });

  it('HTTP/1.0 without Content-Length: the close-delimited body is read and parsed', async () => {
    const { report } = await run('http10');
    expect(find(report, site.faultUrl('http10'))).toBeUndefined();
    expect(pageUrls(report)).toContain(site.faultUrl('http10'));
    expect(find(report, `${site.url}/s/http10/via-http10`)).toMatchObject({ state: 'dead', status: 404 });
    expectRestChecked(report, 'http10');
  });

  it('self-signed TLS: dead (tls)', async (ctx) => {
    if (site.tlsUrl === undefined) ctx.skip();
    const { report } = await run('tls');
    const r = find(report, site.faultUrl('tls'));
    expect(r).toMatchObject({ state: 'dead', error: 'tls', attempts: 1 });
    expect(r!.reason).toMatch(/^TLS error: .*self[- ]signed/i);
    expectRestChecked(report, 'tls');
  });

  it('unresolvable host: dead (dns), not retried', async () => {
    const { report } = await run('dns');
    expect(find(report, site.faultUrl('dns'))).toMatchObject({ state: 'dead', error: 'dns', attempts: 1 });
    expectRestChecked(report, 'dns');
  });
});

describe('faults: bodies', () => {
  it('endless body: cut at max-body-bytes, the page still parsed, the server stops being read', async () => {
    const { report, rssGrowth } = await run('endless');
    expect(find(report, site.faultUrl('endless'))).toBeUndefined();
    const page = report.pages.find((p) => p.url === site.faultUrl('endless'));
    expect(page?.bytes).toBe(MiB);
    expect(report.run.notes).toEqual([expect.stringMatching(new RegExp(`^truncated: ${site.faultUrl('endless')}: body cut at max-body-bytes`))]);
    // Socket buffers on both sides hold a few MB at most; an unbounded reader would be at hundreds.
    expect(site.sent['endless']).toBeLessThan(64 * MiB);
    expect(rssGrowth).toBeLessThan(200 * MiB);
    expectRestChecked(report, 'endless');
  });

  it('a body that drips one byte at a time (never idle for a whole timeout): cut off by the response deadline', async () => {
    const { report } = await run('drip', { retries: 0 });
    const r = find(report, site.faultUrl('drip'));
    expect(r).toMatchObject({ state: 'dead', error: 'timeout', status: 200 });
    expect(r!.reason).toMatch(/^timeout: response not complete within \d+ ms/);
    expect(report.run.incomplete).toBe(false);
    expectRestChecked(report, 'drip');
  });

  it.each(['gzip-bomb', 'br-bomb'] as const)('%s (1 GiB expanded): decoding stops at the cap, memory stays bounded', async (fault) => {
    const { report, rssGrowth } = await run(fault);
    expect(find(report, site.faultUrl(fault))).toBeUndefined();
    expect(report.pages.find((p) => p.url === site.faultUrl(fault))?.bytes).toBe(MiB);
    expect(report.run.notes).toEqual([expect.stringMatching(/^truncated: .*links after that point were not checked$/)]);
    expect(rssGrowth).toBeLessThan(300 * MiB);
    expectRestChecked(report, fault);
  });

  it('invalid Content-Type: checked ok, not parsed as HTML', async () => {
    const { report } = await run('bad-ctype');
    expect(find(report, site.faultUrl('bad-ctype'))).toBeUndefined();
    expect(pageUrls(report)).not.toContain(site.faultUrl('bad-ctype'));
    expect(site.hits.get('GET /s/bad-ctype/not-parsed')).toBeUndefined();
    expectRestChecked(report, 'bad-ctype');
  });

  it('unknown charset: decoded with the fallback, its links still found', async () => {
    const { report } = await run('bad-charset');
    expect(pageUrls(report)).toContain(site.faultUrl('bad-charset'));
    expect(find(report, `${site.url}/s/bad-charset/via-charset`)).toMatchObject({ state: 'dead', status: 404 });
    expectRestChecked(report, 'bad-charset');
  });

  it('binary garbage served as text/html: parsed without harm, ok', async () => {
    const { report } = await run('garbage');
    expect(find(report, site.faultUrl('garbage'))).toBeUndefined();
    expect(report.run.notes ?? []).toEqual([]);
    expectRestChecked(report, 'garbage');
  });
});

describe('faults: redirects', () => {
  it('redirect loop: dead (redirect-loop) with its hops', async () => {
    const { report } = await run('loop');
    const r = find(report, site.faultUrl('loop'));
    expect(r).toMatchObject({ state: 'dead', error: 'redirect-loop', attempts: 1 });
    expect(r!.redirects.map((h) => h.status)).toEqual([302, 301]);
    expectRestChecked(report, 'loop');
  });

  it('redirect to a non-http scheme: dead (unsupported-redirect), never followed', async () => {
    const { report } = await run('bad-scheme');
    const r = find(report, site.faultUrl('bad-scheme'));
    expect(r).toMatchObject({ state: 'dead', error: 'unsupported-redirect', redirects: [{ url: site.faultUrl('bad-scheme'), status: 302 }] });
    expect(r!.reason).toContain('ftp:');
    expectRestChecked(report, 'bad-scheme');
  });

  it('1,000 URLs redirecting among each other: each dead (too-many-redirects), the run ends', async () => {
    const { report } = await run('maze', { maxRedirects: 5 });
    const maze = report.dead.filter((d) => d.url.startsWith(`${site.url}/f/maze/`));
    expect(maze).toHaveLength(MAZE_SIZE);
    for (const d of maze) {
      expect(d).toMatchObject({ error: 'too-many-redirects', attempts: 1 });
      expect(d.redirects).toHaveLength(6);
    }
    expectRestChecked(report, 'maze');
    expect(report.run.incomplete).toBe(false);
  });
});

describe('faults: huge and infinite pages', () => {
  it('a page with 100,000 links: every link kept with its place, memory bounded', async () => {
    // The page is ~3 MB: the default body cap (10 MiB) reads all of it.
    const { report, rssGrowth } = await run('many-links', { concurrency: 64, maxBodyBytes: DEFAULTS.maxBodyBytes });
    const page = report.pages.find((p) => p.url === site.faultUrl('many-links'));
    expect(page?.links).toBe(MANY_LINKS);
    const dead = find(report, `${site.url}/f/many/${MANY_DISTINCT - 1}`);
    expect(dead).toMatchObject({ state: 'dead', status: 404 });
    expect(dead!.referrers).toHaveLength(MANY_LINKS / MANY_DISTINCT);
    expect(dead!.referrers[0]).toMatchObject({ element: 'a', attribute: 'href', text: `l${MANY_DISTINCT - 1}` });
    expect(report.dead.filter((d) => d.url.startsWith(`${site.url}/f/many/`))).toHaveLength(1);
    expect(rssGrowth).toBeLessThan(400 * MiB);
    expectRestChecked(report, 'many-links');
  });

  it(`${DEEP}-deep nesting (HTML and SVG): links at the bottom are found`, async () => {
    const { report } = await run('deep');
    expect(find(report, `${site.url}/s/deep/gone-div`)).toMatchObject({ state: 'dead', status: 404 });
    expect(find(report, `${site.url}/s/deep/gone-svg`)).toMatchObject({ state: 'dead', status: 404 });
    expectRestChecked(report, 'deep');
  });

  it('a 50 KB page link is checked but not crawled (the URL-length budget), with a warning naming it', async () => {
    const { report } = await run('long-url');
    expect(report.skipped['crawl-trap']).toBeUndefined();
    expect(report.run.traps).toEqual([{ kind: 'url-length', pattern: `${site.url}/f/…`, budget: 4096, option: 'max-url-length', leftOut: 1 }]);
    // Requested once like any link: the server refuses a request line that long.
    const r = report.dead.find((d) => d.url.startsWith(`${site.url}/f/long/`));
    expect(r).toMatchObject({ state: 'dead', status: 431 });
    expectRestChecked(report, 'long-url');
  });

  it('a 50 KB URL with the URL-length budget off: checked (the server refuses it), the raw value kept short in the report', async () => {
    const { report } = await run('long-url', { maxUrlLength: 0 });
    const r = report.dead.find((d) => d.url.startsWith(`${site.url}/f/long/`));
    expect(r).toMatchObject({ state: 'dead', status: 431 });
    expect(r!.referrers[0]!.raw.length).toBeLessThanOrEqual(2000);
    expectRestChecked(report, 'long-url');
  });

  it('an infinite link space (crawler trap): max-pages ends it, marked incomplete', async () => {
    const { report } = await run('trap', { maxPages: 60 });
    expect(report.run).toMatchObject({ incomplete: true, incompleteReason: 'max-pages' });
    expect(report.pages.length).toBeLessThanOrEqual(60);
    expect(report.pages.filter((p) => p.url.includes('/f/trap/')).length).toBeGreaterThan(10);
    expectRestChecked(report, 'trap');
  });

  it('an infinite link space: max-depth ends it too', async () => {
    const { report } = await run('trap', { maxDepth: 6 });
    expect(Math.max(...report.pages.map((p) => p.depth))).toBe(6);
    expectRestChecked(report, 'trap');
  });

  it('a site where every URL answers 200 (soft 404): ok verdicts, bounded by max-depth', async () => {
    // The repeated-segment budget would end it first: this is max-depth's test.
    const { report } = await run('soft-404', { maxDepth: 5, maxRepeatedSegments: 0 });
    const soft = report.pages.filter((p) => p.url.includes('/f/soft-404'));
    expect(soft.length).toBe(5); // depth 1..5, one per level
    expect(report.dead.some((d) => d.url.includes('/f/soft-404'))).toBe(false);
    expectRestChecked(report, 'soft-404');
  });
});
