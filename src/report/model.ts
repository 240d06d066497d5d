/**
 * The Report: what one run found. This is the versioned JSON schema written by `--json`
 * (documented in docs/reports.md, "JSON report"). Plain data only: reporters render it, the Action
 * and `merge` read it back.
 */

export const REPORT_SCHEMA = 'linkspider-report';
/**
 * 2: in a folder check every URL is its public form (under `base-url`, else the site path
 * `/docs/intro.html`), never the loopback server's; `orphans` and `run.emptyReason` are new.
 */
/**
 * 3 (issue 41): with a cache, `history` (one row per run, the last 100, this run last) and, on
 * every dead link and warning that is failing, `since` (the `run.startedAt` of the first run of
 * its failing streak) beside `failingRuns`.
 */
export const REPORT_VERSION = 3;
/** Versions `readJsonReport` accepts (a version 1 report still works as a baseline). */
export const READABLE_REPORT_VERSIONS: readonly number[] = [1, 2, 3];

import type { ArchivedCopy, ErrorCode, FetchMethod, LinkState, RedirectHop, Referrer } from '../model/link.js';
import type { MailtoRecord, PageRecord } from '../model/page.js';
import type { RunStats } from '../model/snapshot.js';
import type { Trap } from '../model/trap.js';
import type { SitemapRecord, SitemapSummary, SitemapWarning } from '../model/sitemap.js';
import type { HostTrouble } from '../model/host.js';
import type { HistoryRow } from '../model/history.js';

// The domain types the report is made of live in src/model; they are re-exported here so a
// reporter needs one import for the whole schema.
export type {
  ArchivedCopy,
  ErrorCode,
  FetchMethod,
  HistoryRow,
  LinkState,
  MailtoRecord,
  PageRecord,
  RedirectHop,
  Referrer,
  SitemapRecord,
  SitemapSummary,
  SitemapWarning,
};

/** One checked URL with a problem (dead or warning) — reported once, with every referrer. */
export interface LinkResult {
  /** Normalised URL, fragment removed (for `missing-fragment`, the fragment is kept). */
  url: string;
  state: LinkState;
  /** Final HTTP status, when there was a response. */
  status?: number;
  /** Error code, when there was no acceptable response. */
  error?: ErrorCode;
  /** Human reason: `HTTP 404 Not Found`, `timeout: no response headers within 10000 ms`, … */
  reason: string;
  /** Redirect chain followed, in order (each hop's URL and the status that redirected). */
  redirects: RedirectHop[];
  /** Every place the URL was found. */
  referrers: Referrer[];
  /** True when the URL is on the crawled site (same host as a start URL). */
  internal: boolean;
  /** How the verdict was reached: `get`, `head`, `head+get`, `cache`, or `github-api` (a GitHub link judged by the REST API). */
  method?: FetchMethod;
  /** Number of attempts made (retries + 1). */
  attempts?: number;
  /** New in issue 13: a bot wall answered (LinkedIn 999, a Cloudflare or AWS WAF challenge). */
  blocked?: true;
  /**
   * New in issue 27: a soft 404 (class `gone-to-home`): a deep link whose redirects end on a home
   * page or section root, so the page is gone. The URL it landed on; the link is in `warnings`
   * (or `dead` with `gone-to-home: dead`), never in `moved`.
   */
  goneToHome?: string;
  /** New in issue 27: with `archive: wayback`, the archived copy of a dead external link (closest to when it started failing). */
  archive?: ArchivedCopy;
  /** New in issue 40: with `require-https`, the https:// URL that works for this http:// link (`fix` rewrites to it). */
  https?: string;
  /** New in issue 40: with `remap`, the URL as written (fragment removed) that was checked as `url`. */
  remappedFrom?: string;
  /** Dead in the baseline report too: a known problem, reported as a warning. */
  known?: boolean;
  /**
   * With a cache: when this URL started failing (ISO time: the `run.startedAt` of the first run
   * of its failing streak), and in how many runs in a row, this one included. `since` is new in
   * version 3 (issue 41); `failingSince` is the same time, kept for readers of version 2.
   */
  since?: string;
  failingSince?: string;
  failingRuns?: number;
}

/** New in issue 13: a link on the site whose redirect chain has a permanent redirect (301/308). */
export interface MovedLink {
  /** The URL as linked (fragment removed). */
  url: string;
  /** Where its redirect chain ends: the address to link to instead. */
  to: string;
  /** The first permanent redirect's status (301 or 308). */
  status: number;
  /**
   * New in issue 27: the whole redirect chain (each hop's URL and the status it answered) and the
   * final status, which `linkspider fix` reads to decide whether a rewrite is safe. Absent in
   * reports of earlier versions.
   */
  redirects?: RedirectHop[];
  finalStatus?: number;
  internal: boolean;
  referrers: Referrer[];
  /** New in issue 40: with `remap`, the URL as written that was checked as `url`. */
  remappedFrom?: string;
}

export interface ReportCounts {
  /** In-scope HTML pages (and Markdown files) fetched and parsed: the entries of `pages` without a `kind`. */
  pages: number;
  /** Unique URLs checked (pages included), skipped ones excluded. */
  links: number;
  ok: number;
  /** Warnings, blocked ones not included (they are counted in `blocked`). */
  warnings: number;
  /** New in issue 13: URLs in `blocked` (a bot wall answered and `--blocked warn`, the default). */
  blocked?: number;
  dead: number;
  /** Unique URLs skipped (excluded, non-http schemes, limits). */
  skipped: number;
  mailto: number;
  /** Verdicts taken from the result cache instead of the network. */
  fromCache: number;
  /** HTTP requests sent in all (retries and HEAD→GET fallbacks included). */
  requests: number;
}

/** One side of `RunInfo.shardCounts`. */
export interface ShardVerdictCounts {
  ok: number;
  warnings: number;
  dead: number;
  requests: number;
}

export interface RunInfo {
  startUrls: string[];
  /** The options in force, as plain JSON (regexes as source strings; header values redacted). */
  options: Record<string, unknown>;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** True when the crawl stopped before checking everything. */
  incomplete: boolean;
  /** Why it is incomplete: `max-pages`, `max-duration`, `interrupted`, `error: …`. */
  incompleteReason?: string;
  /** linkspider version. */
  version: string;
  /** With a shard: `i/N`. */
  shard?: string;
  /**
   * With a shard: its verdict counts split so `merge` can recompute the totals exactly.
   * `shared` are verdicts every shard makes (crawled pages, invalid URLs, missing fragments);
   * `owned` are the URLs only this shard requests (external links and resources).
   * `requests` is split approximately (from attempts per URL); the total is exact.
   */
  shardCounts?: { shared: ShardVerdictCounts; owned: ShardVerdictCounts };
  /** In a merged report: how many shard reports it combines. */
  shards?: number;
  /** With a baseline: the file it came from and how many dead links it already knew. */
  baseline?: { file: string; known: number };
  /** With `fail-after`: runs a link must fail in a row before it counts as dead. */
  failAfter?: number;
  /** Problems of the run itself that are not link verdicts (e.g. a mirror file that could not be written). */
  notes?: string[];
  /** Facts about how the run did its work (to explain a slow run). New in 0.2. */
  stats?: RunStats;
  /**
   * Crawl traps cut by a budget (only when one triggered): the pattern of URLs left out, the budget
   * and the option that sets it, and how many distinct URLs were not crawled because of it.
   */
  traps?: TrapRecord[];
  /**
   * New in issue 15: external hosts marked slow (answers beyond the timeout several times in a
   * row: their URLs got one attempt each) or down (every connection refused or reset: their
   * remaining URLs settled without a request), sorted by host (only when there are some).
   */
  hosts?: HostTrouble[];
  /**
   * New in issue 38: how many external hosts the run asked for something (absent when none, and in
   * merged reports); with `hosts`, it tells a run that reached no external host (offline, or a
   * proxy needed) from one that met a few bad ones.
   */
  externalHosts?: number;
  /**
   * With a cache or a baseline: links that were a problem in the last run (failing in the
   * cache, dead or known in the baseline) and are not now. Sorted.
   */
  fixed?: string[];
  /** When no page was parsed: why, in one line (the start page is not HTML, is dead, the folder has no HTML). */
  emptyReason?: string;
}

/** One crawl trap: see `RunInfo.traps`. */
export type TrapRecord = Trap;

export interface Report {
  schema: typeof REPORT_SCHEMA;
  /** REPORT_VERSION when written by this version; a report read back may be an older one. */
  version: number;
  run: RunInfo;
  counts: ReportCounts;
  /** The pages parsed, and the other documents whose links have places (stylesheets, sitemaps: with their `kind`). */
  pages: PageRecord[];
  dead: LinkResult[];
  warnings: LinkResult[];
  /**
   * New in issue 13: URLs a bot wall answered for (state `warn`, `blocked: true`), apart from
   * `warnings`. With `--blocked dead` they are in `dead` (still marked `blocked`); with `ok`, nowhere.
   * Absent in reports of earlier versions.
   */
  blocked?: LinkResult[];
  /**
   * New in issue 13: links that work through a permanent redirect, with where they moved to (listed
   * whatever `--redirects` makes of them). Absent in reports of earlier versions.
   */
  moved?: MovedLink[];
  mailto: MailtoRecord[];
  /** Skipped unique URLs by reason: `excluded`, `scheme:javascript`, `max-depth`, `crawl-trap`, … */
  skipped: Record<string, number>;
  /**
   * URLs tried but still open when the run stopped (in flight or waiting for a retry), each with its
   * last result in `reason`. They are also in `warnings` (or in `dead` with `unfinished: dead`).
   */
  unfinished?: LinkResult[];
  /**
   * A folder check of every file (no `entry`): the pages no other page links to, by public
   * URL, sorted. Absent for a crawl of URLs or from entry pages.
   */
  orphans?: string[];
  /**
   * New in issue 18: with `sitemap`, the sitemaps read, one warning per bad one, the dead entries
   * (each also in `dead`, its sitemap place a referrer: element `url`, attribute `loc`) and the
   * orphans (listed pages no crawled page links to). Sitemaps are in `pages` with `kind: 'sitemap'`.
   */
  sitemaps?: SitemapSummary;
  /**
   * New in version 3 (issue 41): with a cache, the link-health history: one row per run, the last
   * 100, oldest first, this run last. A merged report has one row per run of its shards.
   */
  history?: HistoryRow[];
}
