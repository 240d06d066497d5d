/** What a run collects besides the frontier's entries: its documents, mailto addresses, anchors, counts and notes. */
import type { PendingReferrer } from '../../model/link.js';
import type { PageRecord } from '../../model/page.js';
import type { RunStats } from '../../model/snapshot.js';

export interface RunRecords {
  /** Every document that gave links (pages, stylesheets, sitemaps, Markdown files), by id. */
  pages: PageRecord[];
  /** Address → ids of the pages it appears on. */
  mailto: Map<string, number[]>;
  /** Final page URL → its ids and `<a name>`s (only with fragment checking). */
  anchors: Map<string, Set<string>>;
  fragmentRefs: Array<{ url: string; fragment: string; ref: PendingReferrer }>;
  /**
   * Page URL → the URL its script redirect sends the page's `#fragment` on to (`ExtractedPage.hashRedirect`; only
   * with fragment checking): a fragment on the page is looked for on that one too.
   */
  hashRedirects: Map<string, string>;
  requests: number;
  fromCache: number;
  /** Problems of the run that are not verdicts (a mirror write or a page parse that failed); the crawl goes on. */
  notes: string[];
  /** `run.stats` of the report. */
  stats: RunStats;
}

export function newRecords(): RunRecords {
  return {
    pages: [],
    mailto: new Map(),
    anchors: new Map(),
    fragmentRefs: [],
    hashRedirects: new Map(),
    requests: 0,
    fromCache: 0,
    notes: [],
    stats: { parser: { fast: 0, parse5: 0, fallbacks: {} } },
  };
}

/** `run.stats.markdown`: one more Markdown file read by markdown-it, or by micromark for the reason given. */
export function countMarkdown(stats: RunStats, fallback: string | undefined): void {
  const md = (stats.markdown ??= { fast: 0, micromark: 0, fallbacks: {} });
  if (fallback === undefined) md.fast++;
  else {
    md.micromark++;
    md.fallbacks[fallback] = (md.fallbacks[fallback] ?? 0) + 1;
  }
}

/** `run.stats.parser`: one more page read by the fast tokenizer, or by parse5 for the reason given. */
export function countParser(stats: RunStats, fallback: string | undefined): void {
  const parser = stats.parser;
  if (fallback === undefined) {
    parser.fast++;
    return;
  }
  parser.parse5++;
  parser.fallbacks[fallback] = (parser.fallbacks[fallback] ?? 0) + 1;
}
