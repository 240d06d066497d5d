/**
 * One check, as the CLI and the Action run it: load the cache and the baseline (failing before
 * any request when they are unusable), then crawl. The crawl's finishing step applies what they
 * say (crawl/run/finish.ts), looks up archived copies of dead links (`archive`) and saves the cache.
 */
import { readBaseline } from './app/baseline.js';
import { attachArchives } from './archive/attach.js';
import { ResultCache } from './cache/result-cache.js';
import { crawl, type CrawlHooks, type CrawlServices } from './crawl/index.js';
import { isRunError } from './errors.js';
import type { Options, RawKey } from './options.js';
import type { Report } from './report/model.js';

export async function runCheck(
  options: Options,
  hooks: CrawlHooks = {},
  names: (k: RawKey) => string = (k) => k,
  services: Pick<CrawlServices, 'repository' | 'keepCache'> = {},
): Promise<Report> {
  let cache: ResultCache | undefined;
  if (options.cache !== undefined) {
    try {
      cache = await ResultCache.load(options.cache, options.cacheMaxAge);
    } catch (e) {
      if (isRunError(e, 'cache-file')) throw e.about(names('cache'));
      throw e;
    }
  }
  const baseline = options.baseline !== undefined ? await readBaseline(options.baseline, names('baseline')) : undefined;
  // Read before any request: a malformed line is a usage error naming the file and the line. Loaded only when asked for.
  const cookies =
    options.cookieJar !== undefined ? await (await import('./http/cookie-jar.js')).CookieFile.load(options.cookieJar, names('cookie-jar')) : undefined;
  try {
    const archives =
      options.archive !== undefined
        ? (report: Report) => attachArchives(report, options, { ...(cache ? { cache } : {}), ...(hooks.signal ? { signal: hooks.signal } : {}) })
        : undefined;
    return await crawl(options, hooks, {
      ...services,
      ...(cache ? { cache } : {}),
      ...(baseline ? { baseline } : {}),
      ...(archives ? { archives } : {}),
      ...(cookies ? { cookies } : {}),
    });
  } catch (e) {
    if (isRunError(e, 'db-file')) throw e.about(names('db'));
    throw e;
  }
}
