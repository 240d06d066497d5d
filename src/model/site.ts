/**
 * A URL's identity from run to run. A folder check serves the folder on a loopback port that
 * changes every run, and may name the site's public address (`base-url`): URLs under either
 * are the same page in every run. The crawler (for the result cache) and the report
 * adjustments (cache history, baseline) both key URLs through these two functions.
 */

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** What a run says about its site: as in `Options` and in a report's `run` (`startUrls`, `options.path`, `options.baseUrl`). */
export interface SiteFacts {
  /** The folder checked; prefixes exist only for a folder check. */
  path?: unknown;
  /** The start URLs, the folder's loopback server among them. */
  startUrls: readonly string[];
  baseUrl?: unknown;
}

/**
 * URL prefixes that stand for "the site itself" in a folder check: its loopback server's
 * and `base-url` (maybe with a path), each ending in `/`; without `base-url`, `/` too (a
 * version 2 report names the folder's pages by their site path, `/x.html`). Empty for a URL crawl.
 */
export function sitePrefixes(site: SiteFacts): string[] {
  if (typeof site.path !== 'string') return [];
  const out: string[] = [];
  const baseUrl = typeof site.baseUrl === 'string' ? site.baseUrl : undefined;
  if (baseUrl === undefined && site.startUrls.includes('/')) out.push('/');
  for (const u of baseUrl === undefined ? site.startUrls : [...site.startUrls, baseUrl]) {
    try {
      const url = new URL(u);
      if (!LOOPBACK.has(url.hostname) && u !== baseUrl) continue;
      out.push(url.href.endsWith('/') ? url.href : `${url.href}/`);
    } catch {
      // not a URL: nothing to map
    }
  }
  return out;
}

/**
 * A key for a URL that stays the same from run to run: a URL under one of `prefixes` (see
 * `sitePrefixes`) becomes `site:/<rest>`; any other URL is its own key.
 */
export function stableKey(url: string, prefixes: readonly string[]): string {
  for (const p of prefixes) if (url.startsWith(p)) return `site:/${url.slice(p.length)}`;
  return url;
}
