/**
 * What a finished crawl hands to the report builder: read-only views of the crawl's state.
 * The crawl keeps ownership; nothing reading a snapshot may change it.
 */
import type { Entry } from './entry.js';
import type { PageRecord } from './page.js';
import type { ShardSpec } from './shard.js';
import type { Trap } from './trap.js';
import type { HostTrouble } from './host.js';

/** Why a run stopped before checking everything . */
export type IncompleteReason = 'max-pages' | 'max-duration' | 'interrupted';

export interface VerdictCounts {
  ok: number;
  warnings: number;
  dead: number;
  skipped: number;
}

export interface CrawlSnapshot {
  readonly startedAt: Date;
  readonly pages: readonly PageRecord[];
  /** Address → ids (indexes into `pages`) of the pages it appears on. */
  readonly mailto: ReadonlyMap<string, readonly number[]>;
  /** Dead and warning entries, in the order they were settled. */
  readonly problems: readonly Readonly<Entry>[];
  /** Links on the site whose redirect chain has a 301/308 (`Settled.moved`), whatever their verdict. */
  readonly moved: readonly Readonly<Entry>[];
  /**
   * Every URL seen, with its key: the URL without fragment, `invalid:<value>` for a link that is
   * not a URL, `url#fragment` for a missing fragment.
   */
  entries(): Iterable<readonly [string, Readonly<Entry>]>;
  readonly counts: Readonly<VerdictCounts>;
  /** Skipped unique URLs by reason. */
  readonly skipped: Readonly<Record<string, number>>;
  /** URLs never settled because the run stopped (0 when it ran to the end). */
  readonly unsettled: number;
  readonly incompleteReason?: IncompleteReason;
  readonly requests: number;
  readonly fromCache: number;
  readonly notes: readonly string[];
  readonly stats: RunStats;
  readonly shard?: ShardSpec;
  /** Crawl traps cut by a budget (crawl/frontier/traps.ts), most URLs left out first. */
  readonly traps: readonly Readonly<Trap>[];
  /** External hosts marked slow or down (crawl/schedule/host-health.ts), by host name; absent or empty when none. */
  readonly hosts?: readonly Readonly<HostTrouble>[];
  /** How many external hosts were asked for something (crawl/schedule/lanes.ts). */
  readonly externalHosts?: number;
}

/** `run.stats` of the report: how the run did its work. */
export interface RunStats {
  /**
   * How the pages were tokenized: `fast` pages by linkspider's own tokenizer, `parse5` pages handed to
   * parse5's (slower) one, with the reasons in `fallbacks` (e.g. `NUL character`: count).
   */
  parser: {
    fast: number;
    parse5: number;
    fallbacks: Record<string, number>;
    /** Of these, the pages parsed on worker threads (`parse-threads`); absent when none was. */
    threads?: number;
  };
  /**
   * How the Markdown files were read: `fast` by markdown-it, `micromark` by the slower exact parser, with the
   * reasons in `fallbacks`; absent when the run read no Markdown file.
   */
  markdown?: { fast: number; micromark: number; fallbacks: Record<string, number> };
  /**
   * `--render` and `--browser-check`: pages loaded in the browser, those it could not render (an error, a crashed
   * tab, a timeout), links found only in the rendered DOM, URLs re-checked in the browser and, of those, the ones
   * the browser got a 2xx for (ok: they needed a browser). Absent when no browser was asked for.
   */
  render?: { pages: number; failed: number; addedLinks: number; browserChecks: number; neededBrowser: string[] };
}
