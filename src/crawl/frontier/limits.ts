/**
 * The run's limits: how deep pages are parsed (max-depth), how many pages are parsed
 * (max-pages, with the page links that wait for a slot), and the one record of why the run
 * is incomplete, whoever stopped it (a limit, the deadline, a signal). No I/O.
 */
import type { Waiting } from '../../model/entry.js';
import type { IncompleteReason } from '../../model/snapshot.js';

export class Limits {
  /** Set once: the first reason the run left something unchecked. */
  #incomplete?: IncompleteReason;
  /** Page entries admitted (requested or to be requested) while max-pages has room. */
  #planned = 0;
  /** Page links found after max-pages was planned full: requested only if a planned page turns out not to be one. */
  readonly #deferred: Waiting[] = [];
  #parsed = 0;

  constructor(private readonly limits: { maxPages: number; maxDepth: number }) {}

  /** Why the run is incomplete, if it is. */
  get incompleteReason(): IncompleteReason | undefined {
    return this.#incomplete;
  }

  /** Record that the run left something unchecked; the first reason stands. */
  markIncomplete(reason: IncompleteReason): void {
    this.#incomplete ??= reason;
  }

  /** Pages deeper than max-depth are checked but not parsed. */
  mayParse(entry: Pick<Waiting, 'depth'>): boolean {
    return this.limits.maxDepth < 0 || entry.depth <= this.limits.maxDepth;
  }

  /** Count a page about to be parsed; false (and the run incomplete) once max-pages is reached. */
  claimPage(): boolean {
    if (this.limits.maxPages > 0 && this.#parsed >= this.limits.maxPages) {
      this.markIncomplete('max-pages');
      return false;
    }
    this.#parsed++;
    return true;
  }

  /** A start URL or a page link to request now: it takes a max-pages slot. */
  plan(): void {
    this.#planned++;
  }

  /** A new page link: planned when max-pages has room (true), else it waits for a slot (false). */
  admit(e: Waiting): boolean {
    if (this.limits.maxPages > 0 && this.#planned >= this.limits.maxPages) {
      this.#deferred.push(e);
      return false;
    }
    this.#planned++;
    return true;
  }

  /**
   * A planned page entry ended without being parsed (not HTML, an error, a redirect to a page
   * parsed elsewhere, too deep): its slot goes to the first deferred page link, returned to be requested.
   */
  releasePage(): Waiting | undefined {
    this.#planned--;
    const next = this.#deferred.shift();
    if (next) this.#planned++;
    return next;
  }

  /** At the end: the page links still waiting for a slot, which will never be requested. */
  dropDeferred(): Waiting[] {
    const dropped = this.#deferred.splice(0);
    if (dropped.length > 0) this.markIncomplete('max-pages');
    return dropped;
  }
}
