/**
 * The result cache between workflow runs. The engine keeps its verdicts in one JSON file
 * (cache/result-cache.ts); the Action restores that file before the crawl and saves it after,
 * through the small `CacheStore` interface: `actionsCacheStore` is the thin adapter over
 * @actions/cache, `directoryCacheStore` a stand-in for tests.
 *
 * Caches are immutable and looked up by key prefix, newest first, so every run saves under a
 * key of its own (`…-run-<run id>-<attempt>`) and restores the newest one with the prefix.
 */
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ResultCache } from '../cache/result-cache.js';
import { isRunError } from '../errors.js';

export interface CacheStore {
  /** Restore `path` from the cache `primaryKey`, else the newest key starting with one of `restoreKeys`; the key restored, or undefined on a miss. */
  restore(path: string, primaryKey: string, restoreKeys: string[]): Promise<string | undefined>;
  /** Save `path` under `key`. */
  save(path: string, key: string): Promise<void>;
}

export interface CacheKeys {
  /** This run's key, e.g. `linkspider-default-run-123456-1`. */
  key: string;
  /** The prefix earlier runs' keys share, e.g. `linkspider-default-run-`. */
  prefix: string;
}

/**
 * Keys for one run. `-run-` ends the prefix so that the cache-key `docs` does not restore the
 * caches of `docs-v2`. A shard keeps a cache of its own: it checks only the URLs it owns, and
 * matrix jobs of one run must not race for one key.
 */
export function cacheKeys(cacheKey: string, runId: string, runAttempt: string, shard?: { index: number; count: number }): CacheKeys {
  const prefix = `linkspider-${cacheKey}${shard ? `-shard-${shard.index}of${shard.count}` : ''}-run-`;
  return { prefix, key: `${prefix}${runId}-${runAttempt}` };
}

/**
 * The real store: @actions/cache (needs the runner's cache service). The package (and the
 * Azure SDK behind it) is loaded on first use, so runs without `cache` never load it.
 */
export function actionsCacheStore(): CacheStore {
  const load = () => import('@actions/cache');
  return {
    async restore(file, primaryKey, restoreKeys) {
      const actionsCache = await load();
      if (!actionsCache.isFeatureAvailable()) throw new Error('the cache service is not available to this job');
      return actionsCache.restoreCache([file], primaryKey, restoreKeys);
    },
    async save(file, key) {
      const actionsCache = await load();
      if (!actionsCache.isFeatureAvailable()) throw new Error('the cache service is not available to this job');
      // saveCache logs and returns -1 for most service problems instead of throwing.
      const id = await actionsCache.saveCache([file], key);
      if (id === -1) throw new Error(`the cache service did not save ${key} (see the lines above)`);
    },
  };
}

/**
 * TEST ONLY. A store backed by a folder: one sub-folder per key holding the file and the
 * time it was saved. The Action (action/check.ts) uses it when LINKSPIDER_TEST_CACHE_DIR is set, so the bundled
 * Action can be run twice and see its own cache. Like the service: exact key first, then the
 * newest key with a matching prefix.
 */
export function directoryCacheStore(dir: string): CacheStore {
  const encode = (key: string) => encodeURIComponent(key);
  return {
    async restore(file, primaryKey, restoreKeys) {
      // No folder yet: nothing saved so far. A folder that cannot be read: the service is down.
      const names = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return [] as string[];
        throw new Error(`the cache service is not available to this job (${e.code ?? e.message})`);
      });
      const entries = await Promise.all(
        names.map(async (name) => {
          const meta = JSON.parse(await readFile(path.join(dir, name, 'meta.json'), 'utf8')) as { key: string; savedAt: number };
          return { name, ...meta };
        }),
      );
      const hit =
        entries.find((e) => e.key === primaryKey) ??
        entries.filter((e) => restoreKeys.some((k) => e.key.startsWith(k))).sort((a, b) => b.savedAt - a.savedAt || (a.key < b.key ? 1 : -1))[0];
      if (!hit) return undefined;
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(path.join(dir, hit.name, 'file'), file);
      return hit.key;
    },
    async save(file, key) {
      const target = path.join(dir, encode(key));
      await mkdir(target, { recursive: true });
      await copyFile(file, path.join(target, 'file'));
      await writeFile(path.join(target, 'meta.json'), JSON.stringify({ key, savedAt: Date.now() + performance.now() / 1e6 }));
    },
  };
}

export interface CacheLog {
  info(message: string): void;
  warning(message: string): void;
}

/** What restoring found: the key restored, or none; `unavailable` says why there is no cache to count in. */
export interface CacheRestore {
  key?: string;
  /** The store failed (the service is down or not offered to this job): the reason. */
  unavailable?: string;
}

/**
 * Restore the cache file before the crawl. Never throws: a service that is down, or a
 * restored file that is not a usable cache, is a warning, and the run starts a new cache.
 */
export async function restoreResultCache(store: CacheStore, file: string, keys: CacheKeys, log: CacheLog): Promise<CacheRestore> {
  let restored: string | undefined;
  try {
    restored = await store.restore(file, keys.key, [keys.prefix]);
  } catch (e) {
    log.warning(`cache: not restored (${(e as Error).message}); every link is checked, and fail-after counts start again`);
    await rm(file, { force: true });
    return { unavailable: (e as Error).message };
  }
  if (restored === undefined) {
    log.info(`cache: no earlier cache for ${keys.prefix}*; this run starts one`);
    return {};
  }
  try {
    // The engine refuses a corrupt cache file; a restored one would then fail every later run.
    await ResultCache.load(file, 0);
  } catch (e) {
    if (!isRunError(e, 'cache-file')) throw e;
    log.warning(`cache: the restored cache ${restored} is unusable (${e.message}); starting a new one`);
    await rm(file, { force: true });
    return {};
  }
  log.info(`cache: restored ${restored}`);
  return { key: restored };
}

/** Save the cache file after the crawl. Never throws: a failure is a warning, and the reason is returned. */
export async function saveResultCache(store: CacheStore, file: string, keys: CacheKeys, log: CacheLog): Promise<string | undefined> {
  try {
    await store.save(file, keys.key);
    log.info(`cache: saved ${keys.key}`);
    return undefined;
  } catch (e) {
    log.warning(`cache: not saved (${(e as Error).message}); the next run checks these links again`);
    return (e as Error).message;
  }
}
