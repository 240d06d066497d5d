/**
 * mergeReports on hand-made shard reports: what is refused (and how the message names the
 * file), how referrers and verdicts are joined, and the counts arithmetic.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeArtifactReports } from '../../src/action/merge.js';
import { mergeReports } from '../../src/report/merge.js';
import type { LinkResult, Referrer, Report, ShardVerdictCounts } from '../../src/report/model.js';

const SITE = 'http://site.test';
const zero: ShardVerdictCounts = { ok: 0, warnings: 0, dead: 0, requests: 0 };

function ref(page: string, line: number, raw = 'x'): Referrer {
  return { page: `${SITE}${page}`, line, column: 4, element: 'a', attribute: 'href', text: '', raw };
}

function link(url: string, state: 'dead' | 'warn', refs: Referrer[], extra: Partial<LinkResult> = {}): LinkResult {
  return {
    url,
    state,
    status: state === 'dead' ? 404 : 429,
    reason: state === 'dead' ? 'HTTP 404' : 'HTTP 429',
    redirects: [],
    referrers: refs,
    internal: url.startsWith(SITE),
    ...extra,
  };
}

/** A shard report i/n with the given lists and shard counts. */
function shard(
  i: number,
  n: number,
  parts: Partial<Pick<Report, 'dead' | 'warnings' | 'mailto' | 'skipped' | 'pages'>> & {
    shared?: Partial<ShardVerdictCounts>;
    owned?: Partial<ShardVerdictCounts>;
    run?: Partial<Report['run']>;
    options?: Record<string, unknown>;
    requests?: number;
  } = {},
): Report {
  const dead = parts.dead ?? [];
  const warnings = parts.warnings ?? [];
  const shared = { ...zero, ...parts.shared };
  const owned = { ...zero, ...parts.owned };
  const pages = parts.pages ?? [{ url: `${SITE}/`, depth: 0, title: '', bytes: 10, contentType: 'text/html', links: 3, status: 200 }];
  return {
    schema: 'linkspider-report',
    version: 1,
    run: {
      startUrls: [`${SITE}/`],
      options: { urls: [`${SITE}/`], hostConcurrency: 4, exclude: [], shard: `${i}/${n}`, ...parts.options },
      startedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
      finishedAt: new Date(Date.UTC(2025, 0, 1, 0, 1, 10 - i)).toISOString(),
      durationMs: 1000 * i,
      incomplete: false,
      version: '0.1.0',
      shard: `${i}/${n}`,
      shardCounts: { shared, owned },
      ...parts.run,
    },
    counts: {
      pages: pages.length,
      links: 0,
      ok: 0,
      warnings: warnings.length,
      dead: dead.length,
      skipped: 0,
      mailto: 0,
      fromCache: 1,
      requests: parts.requests ?? 10,
    },
    pages,
    dead,
    warnings,
    mailto: parts.mailto ?? [],
    skipped: parts.skipped ?? {},
  };
}

const files = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}.json`);

describe('mergeReports refuses what is not one check split in N', () => {
  it('refuses an empty list', () => {
    expect(() => mergeReports([], [])).toThrow('cannot merge: no reports given');
  });

  it('refuses a report without a shard, naming it', () => {
    const plain = shard(2, 2);
    delete plain.run.shard;
    expect(() => mergeReports([shard(1, 2), plain], ['a.json', 'b.json'])).toThrow(
      /^cannot merge: b\.json is not a shard report \(no run\.shard\): merge combines the reports of a check run with --shard i\/N$/,
    );
  });

  it('refuses different shard counts, listing each file with its shard', () => {
    expect(() => mergeReports([shard(1, 2), shard(2, 3)], ['a.json', 'b.json'])).toThrow(
      'cannot merge: the reports split the check into different numbers of shards: a.json is 1/2, b.json is 2/3',
    );
  });

  it('refuses a shard given twice, naming both files', () => {
    expect(() => mergeReports([shard(1, 3), shard(2, 3), shard(2, 3)], ['a.json', 'b.json', 'c.json'])).toThrow(
      'cannot merge: shard 2/3 is given twice: b.json and c.json',
    );
  });

  it('refuses a missing shard, naming it and what was given', () => {
    expect(() => mergeReports([shard(1, 4), shard(2, 4), shard(4, 4)], ['a.json', 'b.json', 'd.json'])).toThrow(
      'cannot merge: shard 3/4 is missing (given: 1/4 a.json, 2/4 b.json, 4/4 d.json)',
    );
  });

  it('refuses different start URLs', () => {
    const other = shard(2, 2, { run: { startUrls: ['http://other.test/'] } });
    expect(() => mergeReports([shard(1, 2), other], ['a.json', 'b.json'])).toThrow(
      'cannot merge: b.json checked other start URLs than a.json: ["http://other.test/"] vs ["http://site.test/"]',
    );
  });

  it('refuses different options, naming each option that differs', () => {
    const other = shard(2, 2, { options: { hostConcurrency: 2, exclude: ['x'] } });
    expect(() => mergeReports([shard(1, 2), other], ['a.json', 'b.json'])).toThrow(
      'cannot merge: b.json was run with other options than a.json: exclude ["x"] vs []; hostConcurrency 2 vs 4',
    );
  });

  it('refuses reports of different linkspider versions', () => {
    const other = shard(2, 2, { run: { version: '0.2.0' } });
    expect(() => mergeReports([shard(1, 2), other], ['a.json', 'b.json'])).toThrow(
      'cannot merge: the reports come from different linkspider versions: a.json 0.1.0, b.json 0.2.0',
    );
  });

  it('refuses a shard report without shardCounts', () => {
    const old = shard(1, 2);
    delete old.run.shardCounts;
    expect(() => mergeReports([old, shard(2, 2)], ['a.json', 'b.json'])).toThrow(/a\.json has no run\.shardCounts/);
  });

  it('accepts the shards in any order', () => {
    const r = mergeReports([shard(2, 2), shard(1, 2)], ['b.json', 'a.json']);
    expect(r.run.shards).toBe(2);
  });
});

describe('mergeReports joins verdicts', () => {
  it('joins the referrers of a URL every shard reports, without duplicates, in reading order', () => {
    const url = `${SITE}/gone`;
    const a = shard(1, 2, { dead: [link(url, 'dead', [ref('/', 3), ref('/a', 5)])] });
    const b = shard(2, 2, { dead: [link(url, 'dead', [ref('/a', 5), ref('/b', 7), ref('/a', 5, 'other raw')])] });
    const r = mergeReports([a, b], files(2));
    expect(r.dead).toHaveLength(1);
    // By page, line, column (then the link as written), however the shards listed them.
    expect(r.dead[0]!.referrers).toEqual([ref('/', 3), ref('/a', 5, 'other raw'), ref('/a', 5), ref('/b', 7)]);
  });

  it('keeps URLs owned by one shard as they are, sorted by URL across shards', () => {
    const a = shard(1, 2, { dead: [link('http://z.test/', 'dead', [ref('/', 1)])], warnings: [link('http://w.test/', 'warn', [ref('/', 2)])] });
    const b = shard(2, 2, { dead: [link('http://a.test/', 'dead', [ref('/', 3)])] });
    const r = mergeReports([a, b], files(2));
    expect(r.dead.map((d) => d.url)).toEqual(['http://a.test/', 'http://z.test/']);
    expect(r.warnings.map((d) => d.url)).toEqual(['http://w.test/']);
  });

  it('makes a URL dead when one shard found it dead and another only warned', () => {
    const url = `${SITE}/flaky`;
    const a = shard(1, 2, { warnings: [link(url, 'warn', [ref('/', 1)])] });
    const b = shard(2, 2, { dead: [link(url, 'dead', [ref('/x', 2)], { status: 500, reason: 'HTTP 500' })] });
    const r = mergeReports([a, b], files(2));
    expect(r.warnings).toEqual([]);
    expect(r.dead).toHaveLength(1);
    expect(r.dead[0]).toMatchObject({ url, state: 'dead', status: 500, reason: 'HTTP 500' });
    expect(r.dead[0]!.referrers).toEqual([ref('/', 1), ref('/x', 2)]);
  });

  it('keeps the URLs a shard left unfinished listed as unfinished', () => {
    const open = link('http://slow.test/', 'warn', [ref('/', 1)], { status: 429, reason: 'unfinished: HTTP 429 …' });
    const a = { ...shard(1, 2, { warnings: [open] }), unfinished: [open] };
    const b = shard(2, 2, { dead: [link('http://a.test/', 'dead', [ref('/', 3)])] });
    const r = mergeReports([a, b], files(2));
    expect(r.unfinished?.map((u) => u.url)).toEqual(['http://slow.test/']);
    expect(mergeReports([b, shard(1, 2)], files(2)).unfinished).toBeUndefined();
  });

  it('unions pages, mailto addresses and their pages', () => {
    const p = (u: string) => ({ url: `${SITE}${u}`, depth: 1, title: u, bytes: 1, contentType: 'text/html', links: 0 });
    const a = shard(1, 2, { pages: [p('/'), p('/a')], mailto: [{ address: 'x@y.test', pages: [`${SITE}/`] }] });
    const b = shard(2, 2, {
      pages: [p('/a'), p('/'), p('/b')],
      mailto: [
        { address: 'x@y.test', pages: [`${SITE}/a`, `${SITE}/`] },
        { address: 'a@y.test', pages: [`${SITE}/b`] },
      ],
    });
    const r = mergeReports([a, b], files(2));
    expect(r.pages.map((x) => x.url)).toEqual([`${SITE}/`, `${SITE}/a`, `${SITE}/b`]);
    expect(r.mailto).toEqual([
      { address: 'a@y.test', pages: [`${SITE}/b`] },
      { address: 'x@y.test', pages: [`${SITE}/`, `${SITE}/a`] },
    ]);
    expect(r.counts).toMatchObject({ pages: 3, mailto: 2 });
  });
});

describe('mergeReports counts', () => {
  it('adds the owned verdicts of every shard to the shared ones counted once', () => {
    const dead = (u: string) => link(u, 'dead', [ref('/', 1)]);
    const warn = (u: string) => link(u, 'warn', [ref('/', 1)]);
    // Shared: 5 pages ok, 1 dead page (every shard), 1 invalid URL. Owned: split 3 ways.
    const shared = { ok: 5, dead: 2, warnings: 0, requests: 6 };
    const common = [dead(`${SITE}/missing`), dead('invalid:http://[x')];
    const a = shard(1, 3, {
      shared,
      owned: { ok: 4, dead: 1, warnings: 1, requests: 8 },
      dead: [...common, dead('http://e1.test/')],
      warnings: [warn('http://w1.test/')],
      requests: 14,
    });
    const b = shard(2, 3, { shared, owned: { ok: 2, dead: 0, warnings: 0, requests: 2 }, dead: [...common], requests: 8 });
    const c = shard(3, 3, {
      shared,
      owned: { ok: 0, dead: 2, warnings: 0, requests: 3 },
      dead: [...common, dead('http://e2.test/'), dead('http://e3.test/')],
      requests: 9,
    });
    const r = mergeReports([a, b, c], files(3));
    // links = 7 shared + (6 + 2 + 2) owned
    expect(r.counts).toEqual({ pages: 1, links: 17, ok: 11, warnings: 1, blocked: 0, dead: 5, skipped: 0, mailto: 0, fromCache: 3, requests: 31 });
  });

  it('takes the largest shared count when shards disagree, and ok follows a dead-beats-warn override', () => {
    const url = `${SITE}/flaky`;
    const a = shard(1, 2, { shared: { ok: 3, warnings: 1 }, warnings: [link(url, 'warn', [ref('/', 1)])] });
    const b = shard(2, 2, { shared: { ok: 3, dead: 1 }, dead: [link(url, 'dead', [ref('/', 1)])], owned: { ok: 1 } });
    const r = mergeReports([a, b], files(2));
    expect(r.counts).toMatchObject({ links: 5, ok: 4, dead: 1, warnings: 0 });
  });

  it('keeps the largest skip count per reason and drops other-shard', () => {
    const a = shard(1, 2, { skipped: { excluded: 3, 'other-shard': 5, 'scheme:javascript': 1 } });
    const b = shard(2, 2, { skipped: { excluded: 3, 'other-shard': 4, 'not-checked': 2 } });
    const r = mergeReports([a, b], files(2));
    expect(r.skipped).toEqual({ excluded: 3, 'scheme:javascript': 1, 'not-checked': 2 });
    expect(r.counts.skipped).toBe(6);
  });

  it('spans the shards in time, is incomplete if any shard was, and drops the shard fields', () => {
    const a = shard(1, 3, { run: { notes: ['mirror: cannot write x'] } });
    const b = shard(2, 3, { run: { incomplete: true, incompleteReason: 'max-duration', notes: ['mirror: cannot write x', 'page y failed to parse'] } });
    const c = shard(3, 3, { run: { incomplete: true, incompleteReason: 'interrupted' } });
    const r = mergeReports([a, b, c], files(3));
    expect(r.run).toMatchObject({
      startedAt: '2025-01-01T00:00:01.000Z',
      finishedAt: '2025-01-01T00:01:09.000Z',
      durationMs: 3000,
      incomplete: true,
      incompleteReason: 'max-duration, interrupted',
      notes: ['mirror: cannot write x', 'page y failed to parse'],
      shards: 3,
    });
    expect(r.run.shard).toBeUndefined();
    expect(r.run.shardCounts).toBeUndefined();
    expect(r.run.options).not.toHaveProperty('shard');
    expect(r.run.options).toMatchObject({ hostConcurrency: 4 });
  });

  it('is complete when every shard was', () => {
    const r = mergeReports([shard(1, 2), shard(2, 2)], files(2));
    expect(r.run.incomplete).toBe(false);
    expect(r.run).not.toHaveProperty('incompleteReason');
  });

  it('recounts known (baseline) warnings over the merged list', () => {
    const known = (u: string) => link(u, 'warn', [ref('/', 1)], { known: true });
    const baseline = { file: 'base.json', known: 1 };
    const a = shard(1, 2, { warnings: [known(`${SITE}/k`), known('http://e1.test/')], run: { baseline } });
    const b = shard(2, 2, { warnings: [known(`${SITE}/k`)], run: { baseline } });
    expect(mergeReports([a, b], files(2)).run.baseline).toEqual({ file: 'base.json', known: 2 });
  });
});

describe('mergeArtifactReports', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('finds each artifact folder report, sorted with numbers in order, as paths under dir', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'linkspider-merge-'));
    dirs.push(dir);
    for (const n of [1, 2, 10]) {
      mkdirSync(path.join(dir, 'shards', `linkspider-shard-${n}`, 'mirror'), { recursive: true });
      writeFileSync(path.join(dir, 'shards', `linkspider-shard-${n}`, 'report.json'), '{}');
      writeFileSync(path.join(dir, 'shards', `linkspider-shard-${n}`, 'report.md'), '');
    }
    mkdirSync(path.join(dir, 'shards', 'report.json.d'));
    const got = await mergeArtifactReports('shards/*/report.json', dir);
    expect(got).toEqual([1, 2, 10].map((n) => path.join(dir, 'shards', `linkspider-shard-${n}`, 'report.json')));
    expect(await mergeArtifactReports('shards/**/report.json', dir)).toEqual(got);
  });

  it('throws naming the pattern and the folder when nothing matches', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'linkspider-merge-'));
    dirs.push(dir);
    await expect(mergeArtifactReports('shards/*/report.json', dir)).rejects.toThrow(`no report file matches "shards/*/report.json" in ${dir}`);
  });
});
