/**
 * The one place a run's `Report` is assembled: from the frontier's snapshot and the run's records
 * (report/build.ts), then, in order, why an empty run is empty, the sitemaps, the folder's orphan
 * pages, the public URLs of a folder check, the archived copies of dead links (`archive`), what
 * earlier runs say (fail-after, fixed, baseline), the cache saved for the next run with this run's
 * row of the link-health history, the history, and the crawl database's last word. Nothing
 * patches the report after this. `fail-after` counts in the saved cache, so a run whose counts
 * cannot be kept is judged again on its own (else every run would count "1 of N" and never fail).
 */
import type { ResultCache } from '../../cache/result-cache.js';
import type { SavedCookies } from '../../http/types.js';
import type { HostTrouble } from '../../model/host.js';
import type { CrawlSnapshot, IncompleteReason } from '../../model/snapshot.js';
import type { SitemapSummary } from '../../model/sitemap.js';
import { optionsForReport, VERSION, type Options } from '../../options.js';
import { acrossRuns, judgedAlone, type Baseline } from '../../report/adjust.js';
import { buildReport, withRemaps } from '../../report/build.js';
import { historyRow } from '../../report/history.js';
import type { Report } from '../../report/model.js';
import { publicReport, type PublicMapper } from '../../report/public-url.js';
import { finishCrawlDb, type CrawlDb } from './db-hooks.js';
import type { RunRecords } from './records.js';

export interface RunEnd {
  options: Options;
  startedAt: Date;
  records: RunRecords;
  snapshot: Omit<CrawlSnapshot, keyof RunRecords | 'startedAt' | 'incompleteReason' | 'shard' | 'hosts' | 'externalHosts'>;
  /** External hosts marked slow or down. */
  hosts: HostTrouble[];
  /** How many external hosts were asked for something. */
  externalHosts: number;
  incompleteReason?: IncompleteReason;
  /** The start URLs the user gave (a folder check's: its root). */
  startUrls: string[];
  /** One line: why the run parsed no page (asked only when it did not). */
  whyEmpty: () => string;
  /** With `sitemap`: their part of the report, from the report built so far. */
  sitemaps?: (report: Report) => SitemapSummary;
  /** A complete folder check of every file: its files no other page links to. */
  orphans?: string[];
  /** A folder check: loopback URL → public URL (or site path). */
  publicUrl?: PublicMapper;
  /** `archive`: the report with each dead link's archived copy (it may record answers in the cache). */
  archives?: (report: Report) => Promise<Report>;
  /** The verdict cache, for what earlier runs say (fail-after, fixed), and saved to `cacheFile`. */
  cache?: ResultCache;
  cacheFile?: string;
  /** Carries the saved cache file on for the next run (the Action's cache service); why not, when it could not. */
  keepCache?: () => Promise<string | undefined>;
  baseline?: Baseline;
  db?: CrawlDb;
  /** `--remap`: the URL as written of a remapped URL, shown beside the URL checked. */
  remappedFrom?: (url: string) => string | undefined;
  /** `--cookie-jar`: written back before the run is judged; why not, when it cannot. */
  cookies?: SavedCookies;
}

export async function finishReport(end: RunEnd): Promise<Report> {
  const { options, incompleteReason } = end;
  let report = buildReport(
    {
      ...end.records,
      ...end.snapshot,
      hosts: end.hosts,
      externalHosts: end.externalHosts,
      startedAt: end.startedAt,
      ...(incompleteReason !== undefined ? { incompleteReason } : {}),
      ...(options.shard ? { shard: options.shard } : {}),
    },
    { version: VERSION, options: optionsForReport(options), startUrls: end.startUrls, finishedAt: new Date() },
  );
  if (end.remappedFrom) report = withRemaps(report, end.remappedFrom);
  if (report.counts.pages === 0) report = { ...report, run: { ...report.run, emptyReason: end.whyEmpty() } };
  if (end.sitemaps) report = { ...report, sitemaps: end.sitemaps(report) };
  if (end.orphans) report = { ...report, orphans: end.orphans };
  if (end.publicUrl) report = publicReport(report, end.publicUrl);
  if (end.archives) report = await end.archives(report);
  const cache = end.cache;
  const notes: string[] = [];
  const jarNotSaved = await end.cookies?.save();
  if (jarNotSaved !== undefined) notes.push(`cookie-jar: cannot save ${end.cookies!.file}: ${jarNotSaved}`);
  let failAfter = options.failAfter;
  // A streak this run began starts at its run.startedAt; then the rows of the runs before it.
  cache?.settleRun(end.startedAt.getTime());
  const earlier = [...(cache?.runHistory() ?? [])];
  const judge = (failAfter: number) =>
    acrossRuns(report, {
      ...(cache ? { history: { failAfter, history: (k) => cache.history(k), recovered: cache.recovered } } : {}),
      ...(end.baseline ? { baseline: end.baseline } : {}),
    });
  let judged = judge(failAfter);
  if (cache && end.cacheFile !== undefined) {
    // This run's row goes into the cache before it is saved; fail-after counts in what is saved.
    cache.addRun(historyRow(judged));
    const notSaved = await saveCache(cache, end.cacheFile);
    const notKept = notSaved === undefined ? await end.keepCache?.() : undefined;
    if (notSaved !== undefined) notes.push(`cache: cannot save ${end.cacheFile}: ${notSaved}`);
    const lost = notSaved ?? notKept;
    if (lost !== undefined && failAfter > 1) {
      notes.push(judgedAlone(failAfter, `this run's cache could not be saved (${lost})`));
      failAfter = 1;
      judged = judge(failAfter);
    }
  }
  report = cache ? { ...judged, history: [...earlier, historyRow(judged)] } : judged;
  if (notes.length > 0) report = { ...report, run: { ...report.run, notes: [...(report.run.notes ?? []), ...notes] } };
  return end.db ? finishCrawlDb(end.db, report) : report;
}

/**
 * Save the verdict cache for the next run. A run cut short saw only part of the site: it keeps
 * what it learnt; it cannot have seen a link recover, so failure counts of unseen links stay as
 * they were. A cache that cannot be written costs the next run's speed (a note), and its
 * fail-after counts; the reason, when it cannot.
 */
async function saveCache(cache: ResultCache, file: string): Promise<string | undefined> {
  try {
    await cache.save(file);
    return undefined;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  }
}
