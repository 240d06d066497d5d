/**
 * One run in the link-health history the result cache keeps (issue 41): its counts, what was new
 * and what was fixed. The cache keeps the last `HISTORY_RUNS`; the report's `history` shows them,
 * oldest first, this run last.
 */

/** Runs the cache keeps in its history. */
export const HISTORY_RUNS = 100;

export interface HistoryRow {
  /** The run's `run.startedAt` (ISO time). */
  startedAt: string;
  pages: number;
  links: number;
  dead: number;
  warnings: number;
  blocked: number;
  moved: number;
  /** Dead links failing for the first time in this run (not in the baseline, with one). */
  newDead: number;
  /** Links that were a problem in the run before and work now; 0 for a partial run. */
  fixed: number;
  /** The run was cut short (a limit, the deadline, a signal): its counts are of part of the site. */
  partial: boolean;
  /**
   * In a shard's report only: the part of `links`, `dead` and `warnings` every shard decides
   * (the site's pages, invalid URLs, missing fragments), so a merge counts it once.
   */
  shared?: { links: number; dead: number; warnings: number };
}

const COUNTS = ['pages', 'links', 'dead', 'warnings', 'blocked', 'moved', 'newDead', 'fixed'] as const;

const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** A row read back from a file (a cache, a shard's report), or undefined when it is not one. */
export function readHistoryRow(v: unknown): HistoryRow | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o['startedAt'] !== 'string' || Number.isNaN(Date.parse(o['startedAt'])) || typeof o['partial'] !== 'boolean') return undefined;
  if (!COUNTS.every((k) => count(o[k]))) return undefined;
  const row: HistoryRow = { startedAt: o['startedAt'], partial: o['partial'] } as HistoryRow;
  for (const k of COUNTS) row[k] = o[k] as number;
  const shared = o['shared'] as Record<string, unknown> | undefined;
  if (shared !== undefined && shared !== null && typeof shared === 'object' && count(shared['links']) && count(shared['dead']) && count(shared['warnings'])) {
    row.shared = { links: shared['links'], dead: shared['dead'], warnings: shared['warnings'] };
  }
  return row;
}
