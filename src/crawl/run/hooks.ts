import type { Report } from '../../report/model.js';
import type { Progress } from '../../model/progress.js';

export type { Progress };

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
