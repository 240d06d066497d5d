/**
 * Issue 41: the link-health history in the result cache (rows kept, read back, streaks starting at
 * the run's start), this run's row, the rows of shards as one row per run, and the trend chart in
 * the job summary and the rolling issue, always within their limits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultCache } from '../../src/cache/result-cache.js';
import { HISTORY_RUNS, type HistoryRow } from '../../src/model/history.js';
import { historyRow, mergeHistories, trendChart } from '../../src/report/history.js';
import { renderMarkdown, SUMMARY_LIMIT_BYTES } from '../../src/report/markdown.js';
import { issueBody, ISSUE_BODY_LIMIT } from '../../src/action/issue.js';
import { tempDir } from '../helpers/temp.js';
import { dead, report, warn } from './action-report-fixture.js';

function row(day: number, over: Partial<HistoryRow> = {}): HistoryRow {
  const startedAt = new Date(Date.UTC(2026, 0, 1 + day, 5)).toISOString();
  return { startedAt, pages: 10, links: 100, dead: day, warnings: 1, blocked: 0, moved: 0, newDead: 1, fixed: 0, partial: false, ...over };
}

describe('the history in the result cache', () => {
  it('keeps the last 100 rows through save and load, dropping rows that are not rows', async () => {
    const file = path.join(tempDir('ls-history-cache-'), 'cache.json');
    const cache = ResultCache.empty(60_000);
    for (let i = 0; i < HISTORY_RUNS + 5; i++) cache.addRun(row(i));
    await cache.save(file);
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { history: HistoryRow[] };
    expect(doc.history).toHaveLength(100);
    expect(doc.history[0]).toEqual(row(5));
    doc.history.push({ startedAt: 'not a time' } as HistoryRow, { ...row(200), dead: -1 });
    const back = ResultCache.parse(JSON.stringify(doc), file, 60_000);
    expect(back.runHistory()).toEqual(doc.history.slice(0, 100));
    // A cache of an earlier version (no history) is read as one without rows.
    const old = ResultCache.parse(JSON.stringify({ schema: 'linkspider-cache', version: 1, entries: {} }), file, 60_000);
    expect(old.runHistory()).toEqual([]);
  });

  it("starts a streak this run began at the run's start, and keeps an older streak's start", () => {
    const loadedAt = Date.UTC(2026, 0, 2, 5, 0, 0, 10);
    const cache = ResultCache.parse(
      JSON.stringify({
        schema: 'linkspider-cache',
        version: 1,
        entries: { 'https://old.test/': ['dead', Date.UTC(2026, 0, 1), 404, Date.UTC(2026, 0, 1), 1] },
      }),
      'c.json',
      60_000,
      loadedAt,
    );
    cache.record('https://old.test/', 'dead', 404);
    cache.record('https://new.test/', 'dead', 404);
    cache.settleRun(Date.UTC(2026, 0, 2, 5));
    expect(cache.history('https://old.test/')).toEqual({ since: Date.UTC(2026, 0, 1), runs: 2 });
    expect(cache.history('https://new.test/')).toEqual({ since: Date.UTC(2026, 0, 2, 5), runs: 1 });
  });
});

describe("a run's row and a merged check's rows", () => {
  it('counts new dead links, and never counts fixed links in a partial run', () => {
    const r = report({
      run: { ...report().run, options: { cache: true }, fixed: ['https://site.test/back'] },
      dead: [dead('https://site.test/a', { failingRuns: 1 }), dead('https://site.test/b', { failingRuns: 4 })],
      warnings: [warn('https://ext.test/w')],
    });
    expect(historyRow(r)).toEqual({
      startedAt: r.run.startedAt,
      pages: 3,
      links: 10,
      dead: 2,
      warnings: 1,
      blocked: 0,
      moved: 0,
      newDead: 1,
      fixed: 1,
      partial: false,
    });
    const cut = { ...r, run: { ...r.run, incomplete: true, incompleteReason: 'max-duration' } };
    expect(historyRow(cut)).toMatchObject({ fixed: 0, partial: true });
  });

  it("joins the shards' rows run by run, from the last back, counting what every shard decides once", () => {
    const shared = { links: 30, dead: 2, warnings: 0 };
    const a = [row(1, { links: 60, dead: 5, warnings: 1, shared }), row(2, { links: 60, dead: 4, shared })];
    const b = [row(0, { links: 50, dead: 3, shared }), row(1, { links: 55, dead: 4, warnings: 2, shared, partial: true, fixed: 3 }), row(2, { shared })];
    const merged = report({ run: { ...report().run, startedAt: row(2).startedAt }, history: undefined });
    const rows = mergeHistories([report({ history: a }), report({ history: b })], merged)!;
    expect(rows.map((r) => r.startedAt)).toEqual([row(0).startedAt, row(1).startedAt, row(2).startedAt]);
    // Only shard b had a row for the first run.
    expect(rows[0]).toMatchObject({ links: 50, dead: 3 });
    // 30 shared links once, 30 + 25 owned; 2 shared dead once, 3 + 2 owned; a partial shard makes the run partial.
    expect(rows[1]).toMatchObject({ links: 85, dead: 7, warnings: 3, partial: true, fixed: 0 });
    // This run: the merged report's own counts, with no shard split.
    expect(rows[2]).toEqual(historyRow(merged));
    expect(rows[2]!.shared).toBeUndefined();
    expect(mergeHistories([report(), report()], merged)).toBeUndefined();
  });
});

describe('the trend chart', () => {
  it('is a Mermaid xychart-beta of dead links and warnings per run, from two runs on', () => {
    expect(trendChart([row(1)])).toBe('');
    const chart = trendChart([row(1), row(2, { warnings: 7, partial: true })]);
    expect(chart).toContain('```mermaid\nxychart-beta\n');
    expect(chart).toContain('  x-axis ["01-02", "01-03"]\n');
    expect(chart).toContain('  y-axis "Links" 0 --> 7\n');
    expect(chart).toContain('  line [1, 2]\n  line [1, 7]\n```\n');
    expect(chart).toContain('1 of these runs stopped early');
    // Two runs on one day: the time tells them apart.
    expect(trendChart([row(1), row(1, { startedAt: '2026-01-02T17:30:00.000Z' })])).toContain('x-axis ["01-02 05:00", "01-02 17:30"]');
  });

  it('is in the job summary with "dead since" per link, and the summary stays under 1 MiB with 100 runs', () => {
    const history = Array.from({ length: 100 }, (_, i) => row(i, { dead: 100_000 + i, warnings: 99_999 }));
    const many = Array.from({ length: 12_000 }, (_, i) =>
      dead(`https://site.test/${'x'.repeat(200)}/${i}`, { since: '2026-01-01T05:00:00.000Z', failingRuns: 3 }),
    );
    const r = report({ run: { ...report().run, options: { cache: true } }, dead: many, history });
    const md = renderMarkdown(r, { maxBytes: SUMMARY_LIMIT_BYTES });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(md).toContain('```mermaid\nxychart-beta\n');
    expect(md).toContain('<br>dead since 2026-01-01 (3 runs) |');
    expect(md).toContain('more dead links not shown here');
    // A new dead link says so; a budget too small for the chart leaves it out, not the headline.
    const fresh = renderMarkdown(
      report({
        run: { ...report().run, options: { cache: true } },
        dead: [dead('https://site.test/n', { since: '2026-01-01T05:00:00.000Z', failingRuns: 1 })],
      }),
    );
    expect(fresh).toContain('<br>**new** |');
    const small = renderMarkdown(r, { maxBytes: 6_000 });
    expect(small).not.toContain('```mermaid');
    expect(small).toMatch(/^## ❌ linkspider: failed/);
  });

  it('is in the rolling issue with new and fixed since the last run, within the issue limit', () => {
    const history = Array.from({ length: 100 }, (_, i) => row(i));
    const many = Array.from({ length: 3_000 }, (_, i) => dead(`https://site.test/${i}`, { since: '2026-01-01T05:00:00.000Z', failingRuns: i === 0 ? 1 : 2 }));
    const r = report({ run: { ...report().run, options: { cache: true }, fixed: ['https://site.test/ok'] }, dead: many, history });
    const body = issueBody(r, { runUrl: 'https://github.test/o/r/actions/runs/1' });
    expect(body.length).toBeLessThanOrEqual(ISSUE_BODY_LIMIT);
    expect(body).toContain('Since the last run: **1 new dead link**, **1 fixed**.');
    expect(body).toContain('```mermaid\nxychart-beta\n');
    expect(body).toContain('| 2026-01-01 (2 runs) |');
    expect(issueBody(r, { runUrl: 'https://github.test/o/r/actions/runs/1', maxChars: 4_000 })).not.toContain('```mermaid');
  });
});
