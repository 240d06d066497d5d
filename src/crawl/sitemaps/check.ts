/**
 * What the crawl does with its sitemaps: each read sitemap becomes a page record (so its
 * entries have a place: sitemap, line, column), each listed URL on the site becomes a start
 * page found there, links from crawled pages are noted, and at the end the sitemap part of
 * the report is made: dead entries, and orphans (listed pages no crawled page links to).
 */
import type { PendingReferrer } from '../../model/link.js';
import type { Entry } from '../../model/entry.js';
import type { PageRecord } from '../../model/page.js';
import type { SitemapSummary } from '../../model/sitemap.js';
import { isSitemapPlace } from '../../model/sitemap.js';
import type { Report } from '../../report/model.js';
import type { SitemapsRead } from './read.js';

export interface ListedEntry {
  u: URL;
  key: string;
  ref: PendingReferrer;
}

export class SitemapCheck {
  /** Listed keys on the site (the orphan candidates). */
  private readonly listed = new Set<string>();
  /** Keys of on-site URLs that some crawled page links to (not itself). */
  private readonly linked = new Set<string>();
  /** Sitemap page records added to the run's pages. */
  pages = 0;

  constructor(private readonly read: SitemapsRead) {}

  /**
   * Add the sitemaps to the run's pages and give back their entries, each with its place, in
   * document order (a URL in two sitemaps comes twice: it has two places).
   */
  entries(pages: PageRecord[], fileFor: (href: string) => string | undefined): ListedEntry[] {
    const out: ListedEntry[] = [];
    for (const sm of this.read.sitemaps) {
      const pageId = pages.length;
      const record: PageRecord = {
        url: sm.url,
        status: sm.status,
        depth: 0,
        title: '',
        bytes: sm.bytes,
        contentType: sm.contentType,
        links: sm.entries,
        kind: 'sitemap',
      };
      if (sm.finalUrl !== sm.url) record.finalUrl = sm.finalUrl;
      pages.push(record);
      this.pages++;
      const file = fileFor(sm.finalUrl);
      for (const l of sm.listed) {
        this.listed.add(l.key);
        const ref: PendingReferrer = {
          pageId,
          line: l.line,
          column: l.column,
          element: 'url',
          attribute: 'loc',
          text: '',
          raw: l.loc.length > 2000 ? l.loc.slice(0, 2000) : l.loc,
        };
        if (file !== undefined) ref.file = file;
        out.push({ u: l.u, key: l.key, ref });
      }
    }
    return out;
  }

  /** A crawled page (`pageUrl`) links to an on-site URL. */
  noteLink(key: string, pageUrl: string): void {
    if (key !== pageUrl) this.linked.add(key);
  }

  /**
   * The report's `sitemaps`. `entries` are the frontier's (for verdicts and redirects), `finalOf`
   * its final-URL lookup; orphans only when the run finished (`complete`).
   */
  summary(
    report: Report,
    entries: Iterable<readonly [string, Readonly<Entry>]>,
    finalOf: (key: string) => string,
    startUrls: readonly string[],
    complete: boolean,
  ): SitemapSummary {
    const sitemapPages = new Set(report.pages.filter((p) => p.kind === 'sitemap').map((p) => p.finalUrl ?? p.url));
    const dead = report.dead
      .filter((r) => r.referrers.some((ref) => isSitemapPlace(ref) && sitemapPages.has(ref.page)))
      .map((r) => r.url)
      .sort();
    const out: SitemapSummary = {
      read: this.read.records.map((r) => ({ ...r })),
      warnings: this.read.warnings.map((w) => ({ ...w })),
      listed: this.listed.size,
      dead,
    };
    if (complete) {
      // A link through a redirect reaches the redirect's target; a listed URL that redirects is reached at its target.
      const reached = new Set<string>();
      for (const k of this.linked) {
        reached.add(k);
        reached.add(finalOf(k));
      }
      for (const s of startUrls) {
        reached.add(s);
        reached.add(finalOf(s));
      }
      const orphans: string[] = [];
      for (const [key, e] of entries) {
        if (!this.listed.has(key)) continue;
        if (e.state.kind !== 'settled' || e.state.verdict !== 'ok' || !e.crawl) continue;
        if (reached.has(key) || reached.has(finalOf(key))) continue;
        orphans.push(key);
      }
      out.orphans = orphans.sort();
    }
    return out;
  }
}
