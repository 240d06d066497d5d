/** What the crawl records of each page it parsed, and of each mailto address it found. */
import type { ErrorCode } from './link.js';

export interface PageRecord {
  url: string;
  /** Final URL after redirects, when different from `url`. */
  finalUrl?: string;
  status?: number;
  error?: ErrorCode;
  depth: number;
  title: string;
  /** Bytes of the (decoded) body read. */
  bytes: number;
  contentType: string;
  /** Number of links found on the page (a sitemap's: its `<loc>` entries). */
  links: number;
  /**
   * Not a page but a document whose links have places, listed so every referrer's `page` is in the list and
   * never counted as a page: a sitemap (`--sitemap`, its entries) or one of the site's stylesheets (its
   * `url()` and `@import`). Absent on pages (`counts.pages` counts the records without a kind).
   */
  kind?: 'sitemap' | 'stylesheet';
}

/**
 * Whether a parsed document is a stylesheet (listed with the pages so its links have a place, never
 * counted as a page: `counts.pages` and progress count HTML pages only).
 */
export function isStylesheetRecord(p: Pick<PageRecord, 'contentType' | 'kind'>): boolean {
  // Reports written before stylesheets had their kind say it by their content type.
  return p.kind === 'stylesheet' || /^\s*text\/css\s*(;|$)/i.test(p.contentType);
}

/** Whether a record counts as a page (`counts.pages`, progress): HTML pages, not stylesheets or sitemaps. */
export function countsAsPage(p: Pick<PageRecord, 'contentType' | 'kind'>): boolean {
  return p.kind !== 'sitemap' && !isStylesheetRecord(p);
}

export interface MailtoRecord {
  address: string;
  /** Pages the address appears on (unique, in order found). */
  pages: string[];
}
