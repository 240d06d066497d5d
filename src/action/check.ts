/**
 * The pipeline's check step: the result cache restored, the crawl (or, in merge mode, the
 * shard reports merged), the cache saved (in the crawl's finishing step, before the run is
 * judged: fail-after counts in it). Resolves to the report, or undefined when the step
 * has failed (then `result=error`, see settings.ts).
 */
import * as core from '@actions/core';
import path from 'node:path';
import { isRunError } from '../errors.js';
import { judgedAlone } from '../report/adjust.js';
import type { Report } from '../report/model.js';
import { mergeShardFiles } from '../app/merge.js';
import { safeLogText } from '../report/escape.js';
import { runCheck } from '../run.js';
import type { HomeHints } from '../markdown/platform/home.js';
import type { ActionContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { actionsCacheStore, directoryCacheStore, restoreResultCache, saveResultCache, type CacheStore } from './cache.js';
import { changedMarkdown } from './changed.js';
import { mergeArtifactReports } from './merge.js';
import { failRun } from './settings.js';
import { thousands } from '../support/plural.js';

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
  let keepCache: (() => Promise<string | undefined>) | undefined;
  if (settings.cache && store) {
    const { file, keys } = settings.cache;
    const found = await restoreResultCache(store, file, keys, core);
    // No cache to count in: every run would count "1 of N" and never fail.
    if (found.unavailable !== undefined && options.failAfter > 1) {
      core.warning(judgedAlone(options.failAfter, `the cache is not available (${found.unavailable})`));
      options.failAfter = 1;
    }
    // Nor when this run's counts cannot be kept: the crawl then judges it on its own (its report says so).
    keepCache = async () => {
      const why = await saveResultCache(store, file, keys, core);
      if (why !== undefined && options.failAfter > 1) core.warning(judgedAlone(options.failAfter, `this run's cache could not be saved (${why})`));
      return why;
    };
  }
  let report: Report;
  try {
    let changed: ReadonlySet<string> | undefined;
    if (settings.changedOnly) {
      const set = changedMarkdown(settings.workspace, ctx.eventName, ctx.event);
      core.info(safeLogText(set.note));
      changed = set.files;
    }
    const repository = { root: settings.workspace, ...(changed ? { changed } : {}), home: homeHints(ctx) };
    // Every report speaks of the site's public URLs; the loopback address is for debugging only.
    const onLocalServer = (url: string) => core.debug(safeLogText(`Checking ${options.path} as ${url}`));
    report = await runCheck(options, { signal, onLocalServer }, undefined, { repository, ...(keepCache ? { keepCache } : {}) });
  } catch (e) {
    // A run-level error (an unusable cache, baseline or database file) already names its input.
    return failRun(isRunError(e) ? e.message : `linkspider: ${(e as Error).message}`);
  }
  if (settings.cache) {
    core.info(`cache: ${thousands(report.counts.fromCache)} verdicts came from the cache`);
  }
  return report;
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

/** What the workflow says of the repository's home: its name, server, the branch checked out and (from the event) the default one. */
function homeHints(ctx: ActionContext): HomeHints {
  const event = ctx.event as { repository?: { default_branch?: unknown } } | undefined;
  const defaultBranch = event?.repository?.default_branch;
  const branches = [ctx.refName, typeof defaultBranch === 'string' ? defaultBranch : ''].filter((b) => b !== '');
  return {
    ...(ctx.repository ? { repository: `${ctx.repository.owner}/${ctx.repository.repo}` } : {}),
    serverUrl: ctx.serverUrl,
    branches,
  };
}
