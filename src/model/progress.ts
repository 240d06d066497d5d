/** A snapshot of the crawl's progress, for status lines. */
export interface Progress {
  /** In-scope pages fetched and parsed so far. */
  pages: number;
  /** URLs waiting for a request slot or a retry. */
  queued: number;
  /** Unique URLs with a final verdict so far. */
  checked: number;
  dead: number;
  warnings: number;
  elapsedMs: number;
}
