/**
 * The pipeline's check step: the result cache restored, the crawl (or, in merge mode, the
 * shard reports merged), the cache saved. Resolves to the report, or undefined when the step
 * has failed (then `result=error`, see settings.ts).
 */
import * as core from '@actions/core';
import path from 'node:path';
import { isRunError } from '../errors.js';
import type { Report } from '../report/model.js';
import { mergeShardFiles } from '../app/merge.js';
import { safeLogText } from '../report/escape.js';
import { runCheck } from '../run.js';
import type { ActionContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { actionsCacheStore, directoryCacheStore, restoreResultCache, saveResultCache, type CacheStore } from './cache.js';
import { changedMarkdown } from './changed.js';
import { mergeArtifactReports } from './merge.js';
import { failRun } from './settings.js';

/** Crawl (or merge), with the cache around it; stopped early by `signal` (the runner's cancel). */
export async function check(settings: ActionSettings, ctx: ActionContext, signal: AbortSignal): Promise<Report | undefined> {
  if (settings.merge !== undefined) {
    try {
      return await mergeShards(settings);
    } catch (e) {
      return failRun(isRunError(e) ? e.message : `merge: ${(e as Error).message}`);
    }
  }
  const { options } = settings;
  const store = settings.cache ? cacheStore(ctx) : undefined;
  let restored: string | undefined;
  if (settings.cache && store) {
    const found = await restoreResultCache(store, settings.cache.file, settings.cache.keys, core);
    restored = found.key;
    if (found.unavailable !== undefined && options.failAfter > 1) {
      core.warning(unprotected(options.failAfter, found.unavailable));
      options.failAfter = 1;
    }
  }
  let report: Report;
  try {
    let changed: ReadonlySet<string> | undefined;
    if (settings.changedOnly) {
      const set = changedMarkdown(settings.workspace, ctx.eventName, ctx.event);
      core.info(safeLogText(set.note));
      changed = set.files;
    }
    const repository = { root: settings.workspace, ...(changed ? { changed } : {}) };
    // Every report speaks of the site's public URLs; the loopback address is for debugging only.
    const onLocalServer = (url: string) => core.debug(safeLogText(`Serving ${options.path} at ${url}`));
    report = await runCheck(options, { signal, onLocalServer }, undefined, { repository });
  } catch (e) {
    // A run-level error (an unusable cache, baseline or database file) already names its input.
    return failRun(isRunError(e) ? e.message : `linkspider: ${(e as Error).message}`);
  }
  if (settings.cache && store) {
    const saved = await saveResultCache(store, settings.cache.file, settings.cache.keys, core);
    if (!saved && restored === undefined && options.failAfter > 1) {
      // The service answered the restore (a miss) but refused the save: no run ever counts past 1.
      core.warning(`fail-after: ${options.failAfter} could not count this run: the cache was neither restored nor saved, so the next run counts from 1 again`);
    }
    core.info(`cache: ${report.counts.fromCache.toLocaleString('en-US')} verdicts came from the cache`);
  }
  return report;
}

/**
 * The warning for `fail-after` without a cache: it counts failing runs in the cache, so with
 * none every run would count "1 of N" and never fail. This run is judged on its own instead.
 */
export function unprotected(failAfter: number, why: string): string {
  return `fail-after: ${failAfter} counts failing runs in the cache, and the cache is not available (${why}): this run is judged on its own, so a dead link fails it`;
}

/** TEST ONLY: LINKSPIDER_TEST_CACHE_DIR keeps caches in a folder instead of the cache service. */
function cacheStore(ctx: ActionContext): CacheStore {
  return ctx.test.cacheDir ? directoryCacheStore(ctx.test.cacheDir) : actionsCacheStore();
}

/** Merge mode: read the shard reports the job downloaded and merge them (then the baseline). */
async function mergeShards(settings: ActionSettings): Promise<Report> {
  const files = await mergeArtifactReports(settings.merge!, settings.workspace);
  const names = files.map((f) => {
    const rel = path.relative(settings.workspace, f);
    return rel.startsWith('..') || path.isAbsolute(rel) ? f : rel.split(path.sep).join('/');
  });
  core.info(safeLogText(`merge: ${files.length} shard reports: ${names.join(', ')}`));
  const { baseline } = settings.options;
  return mergeShardFiles(files, names, baseline !== undefined ? { file: baseline, input: 'baseline' } : undefined, 'merge');
}
