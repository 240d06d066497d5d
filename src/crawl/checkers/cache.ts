/**
 * The verdict cache as a checker: a fresh ok verdict of an earlier run settles a URL without a
 * request (external links; the site's own resources too with cache-internal, never pages, which
 * must be parsed). It also remembers each verdict of this run for the next.
 */
import type { ResultCache } from '../../cache/result-cache.js';
import type { Waiting } from '../../model/entry.js';
import type { LinkState } from '../../model/link.js';
import type { KnownOutcome } from '../../model/outcome.js';
import type { Checked } from './checker.js';

export class CacheChecker {
  constructor(
    private readonly cache: ResultCache,
    /** The cache's key for a URL (a folder's pages by their path: the port changes every run). */
    private readonly keyOf: (url: string) => string,
    private readonly cacheInternal: boolean,
  ) {}

  /**
   * A fresh cached verdict for the URL, as the status it was given (`known`); undefined when it
   * must be requested (an entry without a status too: this cache never writes one).
   */
  check(waiting: Waiting): (Checked & { readonly outcome: KnownOutcome }) | undefined {
    if (waiting.crawl || (waiting.internal && !this.cacheInternal)) return undefined;
    const hit = this.cache.fresh(this.keyOf(waiting.url));
    if (hit?.status === undefined) return undefined;
    return { outcome: { kind: 'known', status: hit.status, redirects: [], finalUrl: waiting.url }, method: 'cache', requests: 0, latencyMs: 0 };
  }

  /** This run's verdict on the URL, for the next run (none for a skipped one). */
  remember(url: string, state: LinkState, status: number | undefined): void {
    // A status skipped by `--status` is not a verdict: the next run asks again.
    if (state !== 'skipped') this.cache.record(this.keyOf(url), state, status);
  }
}
