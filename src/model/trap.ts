/**
 * Crawl traps in the domain's words: which budget cut which pattern of URLs, and how many it
 * left out (the detector is crawl/frontier/traps.ts). Read by the report and the Action.
 */

export type TrapKind = 'query-variants' | 'path-depth' | 'repeated-segments' | 'url-length';

/** The option (kebab-case, as the CLI flag and Action input are named) that sets each budget. */
export const TRAP_OPTION: Record<TrapKind, string> = {
  'query-variants': 'max-query-variants',
  'path-depth': 'max-path-depth',
  'repeated-segments': 'max-repeated-segments',
  'url-length': 'max-url-length',
};

/** One trap found: which budget, the pattern it cut, and how many new URLs it left out. */
export interface Trap {
  kind: TrapKind;
  /** What the left-out URLs look like, e.g. `http://h/calendar?…` or `http://h/deep/a/…`. */
  pattern: string;
  /** The budget in force. */
  budget: number;
  /** Option that sets the budget. */
  option: string;
  /**
   * Distinct URLs not crawled because of it. They are left out of the check too (counted under
   * `skipped["crawl-trap"]`), except those of `url-length`: a link longer than the budget is still
   * checked, only its page is not read.
   */
  leftOut: number;
}

/** One line for a person: the pattern, the budget and the URLs left out. */
export function describeTrap(t: Trap): string {
  const what: Record<TrapKind, string> = {
    'query-variants': `more than ${t.budget} distinct query strings on one path`,
    'path-depth': `paths deeper than ${t.budget} segments`,
    'repeated-segments': `a path segment repeated more than ${t.budget} times`,
    'url-length': `URLs longer than ${t.budget} characters`,
  };
  const urls = `${t.leftOut} URL${t.leftOut === 1 ? '' : 's'}`;
  const fate = t.kind === 'url-length' ? `${urls} checked, not crawled` : `${urls} left out`;
  return `crawl trap ${t.pattern}: ${what[t.kind]} (${t.option}); ${fate}`;
}
