/**
 * The Action's cache wiring through the `CacheStore` interface: keys, the directory-backed
 * test store (exact key, then newest by prefix), and failures that are warnings, never errors.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKeys, directoryCacheStore, restoreResultCache, saveResultCache, type CacheStore } from '../../src/action/cache.js';
import { CACHE_SCHEMA, CACHE_VERSION } from '../../src/cache/result-cache.js';
import { tempDir } from '../helpers/temp.js';

function log() {
  const lines = { info: [] as string[], warning: [] as string[] };
  return { lines, info: (m: string) => lines.info.push(m), warning: (m: string) => lines.warning.push(m) };
}

const cacheJson = (n: number) =>
  JSON.stringify({ schema: CACHE_SCHEMA, version: CACHE_VERSION, entries: { [`https://ext.test/${n}`]: ['ok', 1, 200, null, 0] } });

function tmp(): string {
  return tempDir('ls-cache-');
}

describe('cacheKeys', () => {
  it('gives every run its own key under a prefix that other cache-keys do not share', () => {
    expect(cacheKeys('default', '123', '2')).toEqual({ key: 'linkspider-default-run-123-2', prefix: 'linkspider-default-run-' });
    expect(cacheKeys('docs-v2', '1', '1').key.startsWith(cacheKeys('docs', '1', '1').prefix)).toBe(false);
    expect(cacheKeys('site', '9', '1', { index: 1, count: 3 }).prefix).toBe('linkspider-site-shard-1of3-run-');
  });
});

describe('directoryCacheStore', () => {
  it('restores the exact key first, else the newest with the prefix; a miss is undefined', async () => {
    const dir = tmp();
    const store = directoryCacheStore(path.join(dir, 'store'));
    const file = path.join(dir, 'work', 'cache.json');
    await mkdir(path.dirname(file), { recursive: true });
    expect(await store.restore(file, 'k-run-1-1', ['k-run-'])).toBeUndefined();
    for (const n of [1, 2, 3]) {
      writeFileSync(file, cacheJson(n));
      await store.save(file, `k-run-${n}-1`);
    }
    writeFileSync(file, 'scratch');
    expect(await store.restore(file, 'k-run-9-1', ['k-run-'])).toBe('k-run-3-1');
    expect(readFileSync(file, 'utf8')).toBe(cacheJson(3));
    expect(await store.restore(file, 'k-run-2-1', ['k-run-'])).toBe('k-run-2-1');
    expect(readFileSync(file, 'utf8')).toBe(cacheJson(2));
    expect(await store.restore(file, 'other-1', ['other-'])).toBeUndefined();
  });
});

describe('restoreResultCache / saveResultCache', () => {
  const keys = cacheKeys('default', '5', '1');

  it('a cache service that fails is a warning; the run starts without a cache', async () => {
    const broken: CacheStore = {
      restore: () => Promise.reject(new Error('service unavailable (503)')),
      save: () => Promise.reject(new Error('service unavailable (503)')),
    };
    const l = log();
    const file = path.join(tmp(), 'cache.json');
    expect(await restoreResultCache(broken, file, keys, l)).toEqual({ unavailable: 'service unavailable (503)' });
    expect(await saveResultCache(broken, file, keys, l)).toBe('service unavailable (503)');
    expect(l.lines.warning).toEqual([
      'cache: not restored (service unavailable (503)); every link is checked, and fail-after counts start again',
      'cache: not saved (service unavailable (503)); the next run checks these links again',
    ]);
  });

  it('a restored file that is not a usable cache is dropped with a warning, so later runs are not stuck on it', async () => {
    const file = path.join(tmp(), 'cache.json');
    const corrupt: CacheStore = {
      restore: async (p) => {
        writeFileSync(p, '{"entries": [');
        return 'linkspider-default-run-4-1';
      },
      save: async () => {},
    };
    const l = log();
    expect(await restoreResultCache(corrupt, file, keys, l)).toEqual({});
    expect(existsSync(file)).toBe(false);
    expect(l.lines.warning[0]).toMatch(/^cache: the restored cache linkspider-default-run-4-1 is unusable \(cache file .* is not valid JSON/);
  });

  it('logs a miss and a hit as info', async () => {
    const dir = tmp();
    const store = directoryCacheStore(path.join(dir, 'store'));
    const file = path.join(dir, 'cache.json');
    const l = log();
    expect(await restoreResultCache(store, file, keys, l)).toEqual({});
    writeFileSync(file, cacheJson(1));
    expect(await saveResultCache(store, file, keys, l)).toBeUndefined();
    expect(await restoreResultCache(store, file, cacheKeys('default', '6', '1'), l)).toEqual({ key: 'linkspider-default-run-5-1' });
    expect(l.lines.warning).toEqual([]);
    expect(l.lines.info).toEqual([
      'cache: no earlier cache for linkspider-default-run-*; this run starts one',
      'cache: saved linkspider-default-run-5-1',
      'cache: restored linkspider-default-run-5-1',
    ]);
  });
});
