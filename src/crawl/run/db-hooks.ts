/**
 * What the crawler hands the crawl database (`--db`, src/db/crawl-db.ts): the rows made from its
 * entries, responses and report. The crawler calls these where pages are parsed and verdicts settle;
 * this file keeps the mapping out of its loop.
 */
import { CrawlDb, type DbVerdict } from '../../db/crawl-db.js';
import type { Entry } from '../../model/entry.js';
import { answerOf } from '../../model/outcome.js';
import type { FetchOutcome } from '../../http/types.js';
import type { Report } from '../../report/model.js';
import { optionsForReport, VERSION, type Options } from '../../options.js';

export { CrawlDb, DbFileError } from '../../db/crawl-db.js';

/** Open the run's database (throws `DbFileError` before any request when the file cannot be used). */
export function openCrawlDb(options: Options & { db: string }, startedAt: Date, startUrls: string[], shown?: (url: string) => string): Promise<CrawlDb> {
  return CrawlDb.open(options.db, { startedAt, version: VERSION, startUrls, options: optionsForReport(options) }, shown);
}

/** Write an entry's verdict just settled to the database, when the run has one. */
export function recordVerdict(db: CrawlDb | undefined, entry: Entry, outcome: FetchOutcome, ms: number | undefined): void {
  const row = db !== undefined ? verdictRow(entry, outcome, ms) : undefined;
  if (row) db!.verdict(row);
}

/** The row of an entry just settled from a response (or the cache): its state and reason as the crawl settled them. */
export function verdictRow(entry: Entry, outcome: FetchOutcome, ms: number | undefined): DbVerdict | undefined {
  const s = entry.state;
  if (s.kind !== 'settled') return undefined;
  const row: DbVerdict = {
    url: entry.url,
    state: s.verdict,
    reason: s.reason || (outcome.kind === 'error' ? outcome.errorMessage : undefined),
    redirects: outcome.redirects,
    attempts: entry.attempts,
    internal: entry.internal,
  };
  const { status, error } = answerOf(outcome);
  if (status !== undefined) row.status = status;
  if (error !== undefined) row.error = error;
  if (outcome.finalUrl !== entry.url) row.finalUrl = outcome.finalUrl;
  if (entry.method !== undefined) row.method = entry.method;
  if (ms !== undefined) row.ms = ms;
  return row;
}

/**
 * Close the run's database with the finished report: its problems (dead, warnings, blocked, unfinished)
 * written as the report has them, the run marked complete or partial. Returns the report with a note
 * when the database could not be completed.
 */
export function finishCrawlDb(db: CrawlDb, report: Report): Report {
  const problems = function* (): Generator<DbVerdict> {
    for (const list of [report.dead, report.warnings, report.blocked ?? [], report.unfinished ?? []]) yield* list;
  };
  const note = db.finish({
    finishedAt: new Date(report.run.finishedAt),
    ...(report.run.incomplete ? { incompleteReason: report.run.incompleteReason ?? 'incomplete' } : {}),
    counts: report.counts,
    problems: problems(),
  });
  return note === undefined ? report : { ...report, run: { ...report.run, notes: [...(report.run.notes ?? []), note] } };
}
