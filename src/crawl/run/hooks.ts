import type { Report } from '../../report/model.js';
import type { Progress } from '../../model/progress.js';

export type { Progress };

export interface CrawlHooks {
  /** Aborting stops the crawl; the report is still returned, marked incomplete (`interrupted`). */
  signal?: AbortSignal;
  /** Called at most every `progressIntervalMs` (default 250 ms) and once at the end. */
  onProgress?: (p: Progress) => void;
  progressIntervalMs?: number;
  /** The loopback URL the local folder's (options.path) pages are crawled under (served there only with LINKSPIDER_FOLDER=http). */
  onLocalServer?: (url: string) => void;
}

export type { Report };
