/** A snapshot of the crawl's progress, for status lines. */
export interface Progress {
  /** In-scope pages fetched and parsed so far. */
  pages: number;
  /** URLs waiting for their first request. */
  queued: number;
  /** HTTP requests sent so far (retries and HEAD→GET fallbacks included). */
  requests: number;
  /** URLs waiting for a retry (backing off, or next in their host's line). */
  retrying: number;
  /** Hosts paused by 429s (several URLs of the host in a row) until their Retry-After. */
  pausedHosts: number;
  /** Hosts marked down (every connection refused); their URLs settle as `refused` at once. */
  downHosts: number;
  /** Unique URLs with a final verdict so far (settled). */
  checked: number;
  dead: number;
  warnings: number;
  elapsedMs: number;
}
