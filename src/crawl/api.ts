import type { Report } from '../report/model.js';

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

export interface CrawlHooks {
  /** Aborting stops the crawl; the report is still returned, marked incomplete (`interrupted`). */
  signal?: AbortSignal;
  /** Called at most every `progressIntervalMs` (default 250 ms) and once at the end. */
  onProgress?: (p: Progress) => void;
  progressIntervalMs?: number;
  /** Where the local folder (options.path) is being served, once the server is up. */
  onLocalServer?: (url: string) => void;
}

export type { Report };
