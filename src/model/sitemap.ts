/**
 * Sitemaps (`--sitemap`): what was read, what was wrong with it, and what its entries came to.
 * A listed URL is checked like a link found on a page; its place is the sitemap's `<loc>`
 * (a referrer whose element is `url` or `sitemap` and attribute `loc`).
 */

/** How a sitemap was found: given by the user, `/sitemap.xml` or `robots.txt` of `auto`, or listed in an index. */
export type SitemapVia = 'option' | 'auto' | 'robots.txt' | 'index';

/** One sitemap read (or tried). */
export interface SitemapRecord {
  /** The sitemap's URL (its final URL after redirects is in `pages`). */
  url: string;
  via: SitemapVia;
  /** The index it was listed in (`via: index`), or the robots.txt that named it (`via: robots.txt`). */
  parent?: string;
  /** `urlset` (a list of pages) or `sitemapindex` (a list of sitemaps); absent when it could not be read. */
  kind?: 'urlset' | 'sitemapindex';
  /** `<loc>` entries read. */
  entries: number;
  /** HTTP status, when there was a response. */
  status?: number;
}

/** One bad sitemap: one warning, with the place in it when the problem has one. */
export interface SitemapWarning {
  sitemap: string;
  message: string;
  line?: number;
  column?: number;
}

/** `Report.sitemaps`: present when `--sitemap` was given. */
export interface SitemapSummary {
  /** Every sitemap read or tried, in the order read. */
  read: SitemapRecord[];
  /** One line per bad sitemap (not XML, entities, too large, too many URLs, off-site entries, a loop, …). */
  warnings: SitemapWarning[];
  /** Unique URLs listed on the site's hosts (each one a start page of the crawl). */
  listed: number;
  /** Listed URLs that are dead, sorted; each is also in `dead`, with its sitemap, line and column as a referrer. */
  dead: string[];
  /**
   * Listed pages that no crawled page links to (start URLs aside), sorted. Only from a run that
   * finished: a page left unparsed may be the one that links to them. Warnings, never failures.
   */
  orphans?: string[];
}

/** A referrer in a sitemap: the `<loc>` of a `<url>` (a page) or of a `<sitemap>` (in an index). */
export function isSitemapPlace(ref: { element: string; attribute: string }): boolean {
  return ref.attribute === 'loc' && (ref.element === 'url' || ref.element === 'sitemap');
}
