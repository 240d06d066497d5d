/**
 * Crawl-trap defence: URL spaces that grow without end (a calendar whose `?month=N` links to
 * `?month=N+1`, faceted search that multiplies query strings, paths that nest forever or repeat
 * `/a/b/a/b/…`) are cut off by budgets, and each cut is remembered as a pattern with the number
 * of URLs it left out, so the report can say what was not crawled and why.
 *
 * Pure and small: no I/O, no clock. The detector is asked once per NEW page URL (the frontier
 * dedupes first), so "distinct query strings of a path" is a count of calls. Its memory is one
 * counter per path that has a query string, bounded like the crawl itself.
 */

import { TRAP_OPTION, type Trap, type TrapKind } from '../../model/trap.js';

export { describeTrap, type Trap } from '../../model/trap.js';

/** The budgets (options; defaults in options/table.ts); 0 turns one off. */
export interface TrapBudgets {
  /** Distinct query strings crawled per path (scheme, host, port and path). */
  maxQueryVariants: number;
  /** Path segments (`/a/b/c` has 3). */
  maxPathDepth: number;
  /** Times one segment may occur in a path (`/a/b/a/b/a` has `a` three times). */
  maxRepeatedSegments: number;
  /** Characters in the whole URL. */
  maxUrlLength: number;
}

/** How many leading segments name a depth or length pattern: enough to find it, short enough to read. */
const PATTERN_SEGMENTS = 1;
/** At most this many distinct patterns are remembered; the rest are counted under the last one. */
const MAX_PATTERNS = 1000;

export class TrapDetector {
  private readonly queryCounts = new Map<string, number>();
  private readonly traps = new Map<string, Trap>();

  constructor(private readonly budgets: TrapBudgets) {}

  /**
   * Whether a new page URL falls into a trap (the URL-length budget aside: `tooLongToCrawl`). Undefined:
   * crawl it (and it is counted against its path's query budget). Otherwise the trap it falls in, whose
   * `leftOut` now counts it.
   */
  check(u: URL): Trap | undefined {
    const b = this.budgets;
    const origin = u.origin;
    const path = u.pathname;
    if (b.maxPathDepth > 0 || b.maxRepeatedSegments > 0) {
      const segments = path.split('/').filter((s) => s !== '');
      if (b.maxPathDepth > 0 && segments.length > b.maxPathDepth) {
        return this.cut('path-depth', `${origin}${prefix(path)}`, b.maxPathDepth);
      }
      if (b.maxRepeatedSegments > 0 && segments.length > b.maxRepeatedSegments) {
        // Named by the first segment like a deep path: `/loop/a/b/a/…` and `/loop/b/b/…` are one trap.
        if (repeats(segments, b.maxRepeatedSegments)) return this.cut('repeated-segments', `${origin}${prefix(path)}`, b.maxRepeatedSegments);
      }
    }
    if (b.maxQueryVariants > 0 && u.search.length > 1) {
      const key = origin + path;
      const n = this.queryCounts.get(key) ?? 0;
      if (n >= b.maxQueryVariants) return this.cut('query-variants', `${key}?…`, b.maxQueryVariants);
      this.queryCounts.set(key, n + 1);
    }
    return undefined;
  }

  /**
   * Whether a page URL is longer than the length budget. Such a URL is still checked like any link (a budget
   * for crawling must not stop a check), but never crawled: a URL that grows on every page ends there.
   */
  tooLongToCrawl(url: string): boolean {
    return this.budgets.maxUrlLength > 0 && url.length > this.budgets.maxUrlLength;
  }

  /** A page URL that `tooLongToCrawl`, checked but not crawled: counted under its pattern. */
  notCrawled(u: URL): void {
    this.cut('url-length', `${u.origin}${prefix(u.pathname)}`, this.budgets.maxUrlLength);
  }

  /** The traps found so far, most URLs left out first. */
  found(): Trap[] {
    return [...this.traps.values()].sort((a, b) => b.leftOut - a.leftOut || (a.pattern < b.pattern ? -1 : 1));
  }

  private cut(kind: TrapKind, pattern: string, budget: number): Trap {
    const key = `${kind} ${pattern}`;
    let t = this.traps.get(key);
    if (!t) {
      if (this.traps.size >= MAX_PATTERNS) {
        // A site with a thousand trap patterns: count the rest under one line rather than grow.
        t = this.traps.get(`${kind} *`);
        if (!t) {
          t = { kind, pattern: '(more patterns)', budget, option: TRAP_OPTION[kind], leftOut: 0 };
          this.traps.set(`${kind} *`, t);
        }
      } else {
        t = { kind, pattern, budget, option: TRAP_OPTION[kind], leftOut: 0 };
        this.traps.set(key, t);
      }
    }
    t.leftOut++;
    return t;
  }
}

/** The first few segments of a path, then `/…`. */
function prefix(path: string): string {
  const segments = path.split('/').filter((s) => s !== '');
  const head = segments
    .slice(0, PATTERN_SEGMENTS)
    .map((s) => `/${s}`)
    .join('');
  return segments.length > PATTERN_SEGMENTS ? `${head}/…` : head || '/';
}

/** True when one segment occurs more than `budget` times. */
function repeats(segments: string[], budget: number): boolean {
  const counts = new Map<string, number>();
  for (const s of segments) {
    const n = (counts.get(s) ?? 0) + 1;
    if (n > budget) return true;
    counts.set(s, n);
  }
  return false;
}
