/**
 * Host health: what one host's run of results says about the host rather than the URL. Pure
 * (no clock, no I/O): the crawler feeds it each attempt's outcome on the host and acts on the
 * answer.
 *
 * - 429 is about the URL until several URLs of the host get it in a row: one rate-limited
 *   endpoint (a search API) must not pause a host whose other URLs answer fine, but a host that
 *   says 429 to everything is asking the whole crawl to slow down.
 * - A host that refuses (or resets) every connection is down: after a few in a row with nothing
 *   else in between, its remaining URLs are settled at once (`refused`) instead of being
 *   re-queued behind everything else, each retried for nothing.
 * - A host whose name does not resolve (`ENOTFOUND`) is down at the first answer: the name is
 *   the host's, not the URL's, so its other URLs are settled from that answer, with no lookup
 *   each. A resolver that timed out (`EAI_AGAIN`) says nothing about the host: not counted.
 * - A host whose answers take longer than the timeout, several times in a row, is slow: its
 *   remaining URLs get one attempt each, all at once, instead of four attempts four at a time.
 */

/** Consecutive 429s, from different URLs, that make the whole host slow down. */
export const HOST_429_RUN = 3;
/** Consecutive refused or reset connections (any URLs, retries included) that mark a host down. */
export const HOST_REFUSED_RUN = 5;
/**
 * Consecutive timed-out attempts (no answer in between) that mark a host slow. An attempt is a
 * HEAD and the GET after it, so two are four requests that each waited out the timeout: a host
 * whose HEADs hang but whose GETs answer never gets there (its GETs answer).
 */
export const HOST_TIMEOUT_RUN = 2;

export type HostSignal = 'none' | 'slow-down' | 'down' | 'slow';

export class HostHealth {
  private run429 = 0;
  private last429Url: string | undefined;
  private refusedRun = 0;
  private timeoutRun = 0;
  /** Set once the host is marked down; it stays down for the run. */
  down = false;
  /**
   * Set once answers took longer than the timeout several times in a row; it stays slow for the
   * run: its URLs get one attempt each (no retry, no GET after a HEAD that timed out).
   */
  slow = false;
  /** How many timeouts in a row marked it slow. */
  timeouts = 0;
  /** How many refusals in a row marked it down. */
  refusals = 0;
  /** Set when the host is down because its name does not resolve: the answer that said so. */
  unresolved?: string;
  /** Once down: how many of its URLs were settled without a request (the lanes count them). */
  notRequested = 0;

  /** One attempt's outcome on this host: whether the host (not only the URL) needs handling. */
  record(url: string, outcome: { status?: number; error?: string; systemCode?: string; errorMessage?: string }): HostSignal {
    if (outcome.error === 'dns' && outcome.systemCode === 'ENOTFOUND') {
      if (this.down) return 'none';
      this.down = true;
      this.unresolved = outcome.errorMessage ?? 'ENOTFOUND';
      return 'down';
    }
    if (outcome.error === 'timeout') {
      this.run429 = 0;
      if (++this.timeoutRun >= HOST_TIMEOUT_RUN && !this.slow) {
        this.slow = true;
        this.timeouts = this.timeoutRun;
        return 'slow';
      }
      return 'none';
    }
    this.timeoutRun = 0;
    if (outcome.error === 'refused' || outcome.error === 'reset') {
      this.run429 = 0;
      if (++this.refusedRun >= HOST_REFUSED_RUN && !this.down) {
        this.down = true;
        this.refusals = this.refusedRun;
        return 'down';
      }
      return 'none';
    }
    this.refusedRun = 0;
    if (outcome.status !== 429) {
      this.run429 = 0;
      this.last429Url = undefined;
      return 'none';
    }
    // The same URL's retries getting 429 again say nothing new about the host.
    if (url === this.last429Url) return 'none';
    this.last429Url = url;
    if (++this.run429 >= HOST_429_RUN) {
      this.run429 = 0;
      return 'slow-down';
    }
    return 'none';
  }
}
