/**
 * The result cache: verdicts kept between runs in one JSON file.
 *
 * - Only `ok` verdicts are served from the cache, and only while fresh (`maxAge`). Errors,
 *   timeouts, 429s and every other problem are always checked again.
 * - Problems are remembered too, with the time they were first seen and how many runs in a
 *   row saw them, so `fail-after` can tell a flaky link from a dead one.
 *
 * - With `archive`, what the archive said of a dead link (its copy, or that it has none), kept
 *   as long as a verdict, so each run asks it only about links it has not asked of lately.
 *
 * - The link-health history (issue 41): one row per run (its counts, new and fixed links), the
 *   last 100 runs, oldest first. A failing URL's streak starts at the start of the run that first
 *   saw it fail (`run.startedAt`), once the run says when that was (`settleRun`).
 *
 * The format is a small versioned JSON document (portable, diffable, fine for a few hundred
 * thousand URLs): `{ schema, version, entries: { url: [state, checkedAt, status, failingSince, failures] },
 * archives?: { url: [checkedAt, copyUrl | null, copyDate | null] }, history?: [row, …] }`.
 * `history` is optional, so an older linkspider still reads the file (and drops the rows).
 */
import { RunError } from '../errors.js';
import { readFile, writeFile } from 'node:fs/promises';
import { writeAtomically } from '../support/atomic-write.js';
import type { ArchivedCopy, LinkState } from '../model/link.js';
import { HISTORY_RUNS, readHistoryRow, type HistoryRow } from '../model/history.js';

export const CACHE_SCHEMA = 'linkspider-cache';
export const CACHE_VERSION = 1;

type StoredCopy = [checkedAt: number, url: string | null, date: string | null];

/** An archived copy of a page (http/wayback.ts). */
export type CachedCopy = ArchivedCopy;

type Stored = [state: 'ok' | 'warn' | 'dead', checkedAt: number, status: number | null, failingSince: number | null, failures: number];

export interface CachedVerdict {
  state: 'ok';
  status?: number;
  checkedAt: number;
}

export interface FailureHistory {
  /** When this URL was first seen failing in the current run of failures (ms since epoch). */
  since: number;
  /** Consecutive runs (this one included) in which it failed. */
  runs: number;
}

/** A cache file that cannot be used (`code: 'cache-file'`): the message names the file and what to do. */
export class CacheFileError extends RunError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('cache-file', undefined, message, options);
  }
}

export class ResultCache {
  private readonly entries: Map<string, Stored>;
  /** Keys that were a problem in the cache and are ok in this run: fixed since the last run. */
  readonly recovered: string[] = [];

  private readonly archives: Map<string, StoredCopy>;
  /** The history: one row per run, oldest first (this run's added by `addRun`). */
  private readonly runs: HistoryRow[];

  private constructor(
    entries: Map<string, Stored>,
    private readonly maxAge: number,
    private readonly now: number,
    archives = new Map<string, StoredCopy>(),
    runs: HistoryRow[] = [],
  ) {
    this.entries = entries;
    this.archives = archives;
    this.runs = runs;
  }

  /** Load a cache file; a missing file is an empty cache (the first run). */
  static async load(file: string, maxAge: number, now = Date.now()): Promise<ResultCache> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return new ResultCache(new Map(), maxAge, now);
      throw new CacheFileError(`cannot read cache file ${file}: ${code ?? (e as Error).message}`);
    }
    return ResultCache.parse(text, file, maxAge, now);
  }

  static parse(text: string, file: string, maxAge: number, now = Date.now()): ResultCache {
    let data: { schema?: unknown; version?: unknown; entries?: unknown };
    try {
      data = JSON.parse(text);
    } catch {
      throw new CacheFileError(`cache file ${file} is not valid JSON (delete it to start a new cache)`);
    }
    if (
      data?.schema !== CACHE_SCHEMA ||
      data.version !== CACHE_VERSION ||
      typeof data.entries !== 'object' ||
      data.entries === null ||
      Array.isArray(data.entries)
    ) {
      throw new CacheFileError(`cache file ${file} is not a linkspider cache (expected schema "${CACHE_SCHEMA}" version ${CACHE_VERSION})`);
    }
    const entries = new Map<string, Stored>();
    for (const [url, v] of Object.entries(data.entries as Record<string, unknown>)) {
      if (Array.isArray(v) && v.length === 5 && (v[0] === 'ok' || v[0] === 'warn' || v[0] === 'dead') && typeof v[1] === 'number') {
        entries.set(url, v as Stored);
      }
    }
    const archives = new Map<string, StoredCopy>();
    const stored = (data as { archives?: unknown }).archives;
    if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
      for (const [url, v] of Object.entries(stored as Record<string, unknown>)) {
        if (
          Array.isArray(v) &&
          v.length === 3 &&
          typeof v[0] === 'number' &&
          (v[1] === null || typeof v[1] === 'string') &&
          (v[2] === null || typeof v[2] === 'string')
        ) {
          archives.set(url, v as StoredCopy);
        }
      }
    }
    const rows = (data as { history?: unknown }).history;
    const runs = Array.isArray(rows) ? rows.map(readHistoryRow).filter((r) => r !== undefined) : [];
    return new ResultCache(entries, maxAge, now, archives, runs.slice(-HISTORY_RUNS));
  }

  static empty(maxAge: number, now = Date.now()): ResultCache {
    return new ResultCache(new Map(), maxAge, now);
  }

  get size(): number {
    return this.entries.size;
  }

  /** A fresh ok verdict for the URL, or undefined when it must be checked. */
  fresh(url: string): CachedVerdict | undefined {
    const e = this.entries.get(url);
    if (e?.[0] !== 'ok' || this.now - e[1] > this.maxAge || e[1] > this.now) return undefined;
    return e[2] === null ? { state: 'ok', checkedAt: e[1] } : { state: 'ok', status: e[2], checkedAt: e[1] };
  }

  /**
   * Record this run's verdict. Returns the failure history for problems (for `fail-after`),
   * counting this run.
   */
  record(url: string, state: Exclude<LinkState, 'skipped'>, status: number | undefined): FailureHistory | undefined {
    const prev = this.entries.get(url);
    if (state === 'ok') {
      if (prev && prev[0] !== 'ok') this.recovered.push(url);
      this.entries.set(url, ['ok', this.now, status ?? null, null, 0]);
      return undefined;
    }
    const failing = prev && prev[0] !== 'ok' && prev[3] !== null;
    const since = failing ? prev[3]! : this.now;
    const runs = failing ? prev[4] + 1 : 1;
    this.entries.set(url, [state, this.now, status ?? null, since, runs]);
    return { since, runs };
  }

  /** Failure history so far: after this run's `record`, this run included. */
  history(url: string): FailureHistory | undefined {
    const e = this.entries.get(url);
    return e && e[0] !== 'ok' && e[3] !== null ? { since: e[3], runs: e[4] } : undefined;
  }

  /**
   * This run started at `startedAt` (ms): the streaks it began (recorded with the time the cache
   * was loaded) start then, so a link's `since` is the `run.startedAt` of the first run it failed in.
   */
  settleRun(startedAt: number): void {
    for (const e of this.entries.values()) if (e[3] === this.now && e[4] === 1) e[3] = startedAt;
  }

  /** The runs so far, oldest first. */
  runHistory(): readonly HistoryRow[] {
    return this.runs;
  }

  /** Add this run's row to the history; the oldest rows beyond the last 100 go. */
  addRun(row: HistoryRow): void {
    this.runs.push(row);
    if (this.runs.length > HISTORY_RUNS) this.runs.splice(0, this.runs.length - HISTORY_RUNS);
  }

  /** What the archive said of `url` while fresh: its copy, or null for none; undefined when it must be asked. */
  archived(url: string): CachedCopy | null | undefined {
    const e = this.archives.get(url);
    if (e === undefined || this.now - e[0] > this.maxAge || e[0] > this.now) return undefined;
    return e[1] !== null && e[2] !== null ? { url: e[1], date: e[2] } : null;
  }

  /** Record the archive's answer for `url` (a copy, or null: it has none). */
  recordArchive(url: string, copy: CachedCopy | null): void {
    this.archives.set(url, [this.now, copy?.url ?? null, copy?.date ?? null]);
  }

  /** Write the cache atomically (support/atomic-write.ts). Entries older than 30 days × maxAge are dropped. */
  async save(file: string): Promise<void> {
    const horizon = this.now - Math.max(this.maxAge * 30, 30 * 86_400_000);
    const out: Record<string, Stored> = {};
    for (const [url, v] of this.entries) if (v[1] >= horizon) out[url] = v;
    const archives: Record<string, StoredCopy> = {};
    for (const [url, v] of this.archives) if (v[0] >= horizon) archives[url] = v;
    const doc = {
      schema: CACHE_SCHEMA,
      version: CACHE_VERSION,
      entries: out,
      ...(this.archives.size > 0 ? { archives } : {}),
      ...(this.runs.length > 0 ? { history: this.runs } : {}),
    };
    const text = JSON.stringify(doc) + '\n';
    await writeAtomically(file, (partial) => writeFile(partial, text));
  }
}
