/**
 * One check, as the CLI and the Action run it: load the cache and baseline (failing before
 * any request when they are unusable), crawl, apply fail-after and the baseline, save the cache.
 */
import { CacheFileError, ResultCache } from './cache/result-cache.js';
import { crawl, type CrawlServices } from './crawl/index.js';
import { DbFileError } from './crawl/index.js';
import type { CrawlHooks } from './crawl/index.js';
import { UsageError, type Options, type RawKey } from './options.js';
import { applyBaseline, applyFailAfter, fromStableKeys, mergeFixed, reportSitePrefixes } from './report/adjust.js';
import { stableKey } from './model/site.js';
import { readJsonReport } from './report/json.js';
import type { Report } from './report/model.js';
import { attachArchives } from './archive/attach.js';

export async function runCheck(
  options: Options,
  hooks: CrawlHooks = {},
  names: (k: RawKey) => string = (k) => k,
  services: Pick<CrawlServices, 'repository'> = {},
): Promise<Report> {
  let cache: ResultCache | undefined;
  if (options.cache !== undefined) {
    try {
      cache = await ResultCache.load(options.cache, options.cacheMaxAge);
    } catch (e) {
      if (e instanceof CacheFileError) throw new UsageError(names('cache'), e.message);
      throw e;
    }
  }
  let baseline: Report | undefined;
  if (options.baseline !== undefined) {
    try {
      baseline = await readJsonReport(options.baseline);
    } catch (e) {
      throw new UsageError(names('baseline'), (e as Error).message);
    }
  }
  let report: Report;
  try {
    report = await crawl(options, hooks, { ...services, cache });
  } catch (e) {
    if (e instanceof DbFileError) throw new UsageError(names('db'), e.message);
    throw e;
  }
  report = await attachArchives(report, options, { ...(cache ? { cache } : {}), ...(hooks.signal ? { signal: hooks.signal } : {}) });
  if (cache) {
    const prefixes = reportSitePrefixes(report);
    report = applyFailAfter(report, options.failAfter, (url) => cache.history(stableKey(url, prefixes)));
    report = { ...report, run: { ...report.run, fixed: mergeFixed(report.run.fixed, fromStableKeys(cache.recovered, report)) } };
    // A run cut short saw only part of the site: keep what it learnt, but it cannot have
    // seen a link recover, so failure counts of unseen links simply stay as they were.
    try {
      await cache.save(options.cache!);
    } catch (e) {
      // The check itself is done: a cache that cannot be written costs the next run's speed, not this report.
      const note = `cache: cannot save ${options.cache}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`;
      report = { ...report, run: { ...report.run, notes: [...(report.run.notes ?? []), note] } };
    }
  }
  if (baseline) report = applyBaseline(report, baseline, options.baseline!);
  return report;
}
