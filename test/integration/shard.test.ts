/**
 * One check split over 4 shards and merged equals the same check run as one job: the same
 * dead links, referrers, pages and counts, with every external URL requested by exactly one
 * shard. Mismatched shards are refused, by mergeReports and by `linkspider merge`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions, type RawOptions } from '../../src/options.js';
import { runCheck } from '../../src/run.js';
import { writeJsonReport } from '../../src/report/json.js';
import { mergeReports } from '../../src/report/merge.js';
import type { LinkResult, Report } from '../../src/report/model.js';
import { closeServers, page, site, type TestServer } from '../helpers/crawl.js';
import { runCli } from '../helpers/cli.js';

const HOSTS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const PATHS = 8;
const PAGES = 8;
const N = 4;

/**
 * External path k on any host: every third dead, one rate-limited (a warning), one redirect,
 * the rest live. The redirect goes to a path no page links to: a redirect target is requested
 * by the shard that owns the redirecting link (a single run, too, requests it once per
 * redirecting link), so a target that is also linked directly may be requested by two shards.
 */
function externalRoutes(): Parameters<typeof site>[0] {
  const table: Parameters<typeof site>[0] = {};
  for (let k = 0; k < PATHS; k++) {
    table[`/l${k}`] = k % 3 === 0 ? 404 : k === 5 ? { status: 429 } : k === 7 ? { status: 301, headers: { location: '/moved' } } : 200;
  }
  table['/moved'] = 200;
  return table;
}

let ext: TestServer[] = [];
let main: TestServer;
let single: Report;
let shards: Report[];
/** Hits per `host METHOD /path` on the external hosts, per run: [single, shard 1..4]. */
let hitsByRun: Array<Map<string, number>>;
let tmp: string;

function snapshotHits(): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of ext) {
    for (const [k, v] of s.hits) out.set(`${s.origin} ${k}`, v);
    s.hits.clear();
  }
  return out;
}

const raw = (extra: RawOptions = {}): RawOptions => ({
  urls: `${main.url}/`,
  'retry-delay': '10ms',
  timeout: '2s',
  retries: '0',
  'check-fragments': 'true',
  exclude: 'skip-me',
  ...extra,
});

beforeAll(async () => {
  ext = await Promise.all(HOSTS.map((h) => site(externalRoutes(), h)));
  const table: Parameters<typeof site>[0] = {};
  const nav = Array.from({ length: PAGES }, (_, j) => `<a href="/p${j}">p${j}</a>`).join('\n');
  table['/'] = page(`${nav}\n<a href="mailto:team@example.test">mail</a>\n<img src="/doc.html">`, 'home');
  for (let j = 0; j < PAGES; j++) {
    const lines: string[] = [];
    // Each external URL appears on several pages: referrers to join.
    ext.forEach((s, h) => {
      for (let k = 0; k < PATHS; k++) if ((h + k + j) % 3 === 0) lines.push(`<a href="${s.url}/l${k}">ext ${h} ${k}</a>`);
    });
    lines.push(`<img src="/img/ok${j}.png" alt="ok">`);
    if (j === 2 || j === 5) lines.push('<img src="/img/missing.png" alt="missing">');
    if (j === 1 || j === 3) lines.push('<a href="/nowhere">internal dead page</a>');
    if (j === 3) lines.push('<a href="javascript:void(0)">js</a>');
    if (j === 4) lines.push('<a href="http://[oops">invalid</a>');
    if (j === 6) lines.push('<a href="/p1#nope">missing fragment</a>\n<a href="/p1#here">fragment</a>');
    if (j === 7) lines.push('<a href="mailto:team@example.test">mail</a>\n<a href="mailto:boss@example.test">boss</a>\n<a href="/doc.html">doc</a>');
    lines.push(`<a href="${ext[0]!.url}/skip-me">excluded</a>`);
    table[`/p${j}`] = page(`<h2 id="here">p${j}</h2>\n${lines.join('\n')}`, `p${j}`);
    table[`/img/ok${j}.png`] = { headers: { 'content-type': 'image/png' }, body: 'png' };
  }
  table['/doc.html'] = page('<a href="/">home</a>', 'doc');
  main = await site(table);

  single = await runCheck(resolveOptions(raw()));
  hitsByRun = [snapshotHits()];
  shards = [];
  // One after another, as separate jobs would; each shard's hits are counted on their own.
  for (let i = 1; i <= N; i++) {
    shards.push(await runCheck(resolveOptions(raw({ shard: `${i}/${N}` }))));
    hitsByRun.push(snapshotHits());
  }
  tmp = mkdtempSync(path.join(tmpdir(), 'linkspider-shard-'));
});

afterAll(async () => {
  await closeServers();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A verdict with its referrers in a stable order (crawl order varies between runs). */
function stable(r: LinkResult): LinkResult {
  const referrers = [...r.referrers].sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line || a.column - b.column);
  return { ...r, referrers };
}

describe('4 shards merged equal one job', () => {
  it('the site has what the test is about', () => {
    expect(single.dead.length).toBeGreaterThan(10);
    expect(single.dead.map((d) => d.error ?? d.status)).toEqual(expect.arrayContaining([404, 'invalid-url', 'missing-fragment']));
    expect(single.warnings.map((w) => w.status)).toContain(429);
    expect(single.dead.some((d) => d.referrers.length > 1)).toBe(true);
    // Every shard owned some external URLs and handed the others on.
    for (const s of shards) {
      expect(s.run.shardCounts!.owned.ok + s.run.shardCounts!.owned.dead).toBeGreaterThan(0);
      expect(s.skipped['other-shard']).toBeGreaterThan(0);
    }
  });

  it('each shard report carries shard counts that add up to its own counts', () => {
    for (const s of shards) {
      const { shared, owned } = s.run.shardCounts!;
      expect(shared.ok + owned.ok).toBe(s.counts.ok);
      expect(shared.dead + owned.dead).toBe(s.counts.dead);
      expect(shared.warnings + owned.warnings).toBe(s.counts.warnings);
      expect(shared.requests + owned.requests).toBe(s.counts.requests);
    }
    expect(single.run.shardCounts).toBeUndefined();
  });

  it('merged: same dead links and warnings, with the same referrers', () => {
    const merged = mergeReports(shards, ['s1.json', 's2.json', 's3.json', 's4.json']);
    expect(merged.dead.map(stable)).toEqual(single.dead.map(stable));
    expect(merged.warnings.map(stable)).toEqual(single.warnings.map(stable));
  });

  it('merged: same pages, mailto, skipped and counts (requests aside), options and start URLs', () => {
    const merged = mergeReports(shards, ['s1.json', 's2.json', 's3.json', 's4.json']);
    expect(merged.pages).toEqual(single.pages);
    const sortedMailto = (r: Report) => r.mailto.map((m) => ({ ...m, pages: [...m.pages].sort() }));
    expect(sortedMailto(merged)).toEqual(sortedMailto(single));
    expect(merged.skipped).toEqual(single.skipped);
    const { requests: _a, ...mergedCounts } = merged.counts;
    const { requests: _b, ...singleCounts } = single.counts;
    expect(mergedCounts).toEqual(singleCounts);
    expect(merged.run.options).toEqual(single.run.options);
    expect(merged.run.startUrls).toEqual(single.run.startUrls);
    expect(merged.run).toMatchObject({ incomplete: false, shards: N, version: single.run.version });
    // Requests: every shard fetches the site's pages; external URLs once in all.
    expect(merged.counts.requests).toBe(shards.reduce((n, s) => n + s.counts.requests, 0));
  });

  it('no external URL is requested by two shards, and every one is requested in exactly one', () => {
    const urlOf = (key: string) => key.replace(/ (HEAD|GET) /, ' ');
    const singleUrls = new Set([...hitsByRun[0]!.keys()].map(urlOf));
    expect(singleUrls.size).toBe(HOSTS.length * (PATHS + 1)); // /l0../l7 and /moved on every host; /skip-me never
    const owners = new Map<string, number[]>();
    hitsByRun.slice(1).forEach((hits, i) => {
      for (const key of new Set([...hits.keys()].map(urlOf))) owners.set(key, [...(owners.get(key) ?? []), i + 1]);
    });
    for (const url of singleUrls) expect({ url, shards: owners.get(url)?.length ?? 0 }).toEqual({ url, shards: 1 });
    expect([...owners.keys()].sort()).toEqual([...singleUrls].sort());
    // And the requests per URL (HEAD, then GET when HEAD fails) are the ones one job makes.
    const sum = new Map<string, number>();
    for (const hits of hitsByRun.slice(1)) for (const [k, v] of hits) sum.set(k, (sum.get(k) ?? 0) + v);
    expect(Object.fromEntries([...sum].sort())).toEqual(Object.fromEntries([...hitsByRun[0]!].sort()));
  });

  it('refuses shards run with different options, a shard given twice, and a missing shard', async () => {
    const other = await runCheck(resolveOptions(raw({ shard: `4/${N}`, 'host-concurrency': '2' })));
    expect(() => mergeReports([...shards.slice(0, 3), other], ['s1.json', 's2.json', 's3.json', 'x4.json'])).toThrow(
      'cannot merge: x4.json was run with other options than s1.json: hostConcurrency 2 vs 16',
    );
    expect(() => mergeReports([shards[0]!, shards[1]!, shards[1]!, shards[3]!], ['s1.json', 's2.json', 'copy.json', 's4.json'])).toThrow(
      'cannot merge: shard 2/4 is given twice: s2.json and copy.json',
    );
    expect(() => mergeReports([shards[0]!, shards[1]!, shards[3]!], ['s1.json', 's2.json', 's4.json'])).toThrow(
      'cannot merge: shard 3/4 is missing (given: 1/4 s1.json, 2/4 s2.json, 4/4 s4.json)',
    );
    expect(() => mergeReports([...shards, single], ['s1.json', 's2.json', 's3.json', 's4.json', 'all.json'])).toThrow(
      'cannot merge: all.json is not a shard report',
    );
  });
});

describe('linkspider merge', () => {
  it('merges shard JSON files: the console report, --json, exit 1 for dead links', async () => {
    const files = await Promise.all(
      shards.map(async (s, i) => {
        const f = path.join(tmp, `s${i + 1}.json`);
        await writeJsonReport(s, f);
        return f;
      }),
    );
    const out = path.join(tmp, 'merged.json');
    const r = await runCli(['merge', ...files.reverse(), '--json', out, '--no-color'], { timeoutMs: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`Dead links (${single.counts.dead})`);
    expect(r.stdout).toContain(`${single.counts.dead} dead, ${single.counts.warnings} warning`);
    const written = JSON.parse(readFileSync(out, 'utf8')) as Report;
    expect(written).toEqual(mergeReports(shards, files.slice().reverse()));
  }, 90_000);

  it('exits 2 with one line naming the file when the shards do not fit together', async () => {
    const f1 = path.join(tmp, 'a1.json');
    const f2 = path.join(tmp, 'a2.json');
    await writeJsonReport(shards[0]!, f1);
    await writeJsonReport(shards[0]!, f2);
    const r = await runCli(['merge', f1, f2], { timeoutMs: 60_000 });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`linkspider merge: cannot merge: shard 1/4 is given twice: ${f1} and ${f2}\n`);
  }, 90_000);

  it('exits 2 with one line for an unreadable report or no reports', async () => {
    const missing = path.join(tmp, 'nope.json');
    const r = await runCli(['merge', missing]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`linkspider merge: "${missing}" does not exist (expected a JSON report written by linkspider)\n`);
    const none = await runCli(['merge']);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe('linkspider merge: give the shard reports to merge, e.g. linkspider merge shard-*.json\n');
    const typo = await runCli(['merge', '--jsn', 'out.json', missing]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe('linkspider merge: --jsn: unknown option (did you mean --json?); see linkspider merge --help for the options it accepts\n');
  }, 90_000);
});
