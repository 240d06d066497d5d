/**
 * The Report: what one run found. This is the versioned JSON schema written by `--json`
 * (documented in README "JSON report"). Plain data only: reporters render it, the Action
 * and `merge` read it back.
 */

export const REPORT_SCHEMA = 'linkspider-report';
export const REPORT_VERSION = 1;

/** Final state of one checked URL. */
export type LinkState = 'ok' | 'warn' | 'dead' | 'skipped';

/** Stable error codes for failures that have no HTTP status. */
export type ErrorCode =
  | 'timeout'
  | 'refused'
  | 'reset'
  | 'dns'
  | 'tls'
  | 'redirect-loop'
  | 'too-many-redirects'
  | 'unsupported-redirect'
  | 'invalid-url'
  | 'protocol'
  | 'missing-fragment'
  | 'network';

/** Which element/attribute a link came from. `meta-refresh` uses element `meta`, attribute `content`. */
export interface Referrer {
  /** URL of the page the link is on (final URL after redirects). */
  page: string;
  /** 1-based line and column of the attribute in the page source. */
  line: number;
  column: number;
  /** Lower-case tag name, e.g. `a`, `img`, `meta`. */
  element: string;
  /** Lower-case attribute name, e.g. `href`, `src`, `srcset`, `content`. */
  attribute: string;
  /** Link text (whitespace-collapsed, at most 200 chars) or `alt`/`title`; may be empty. */
  text: string;
  /** The attribute value as written in the page (before resolution), at most 2,000 chars. */
  raw: string;
  /** When the site is a local folder: the page's file path relative to that folder, forward slashes. */
  file?: string;
}

export interface RedirectHop {
  url: string;
  status: number;
}

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
  /** How the verdict was reached: `get`, `head`, `head+get`, or `cache`. */
  method?: string;
  /** Number of attempts made (retries + 1). */
  attempts?: number;
  /** Dead in the baseline report too: a known problem, reported as a warning. */
  known?: boolean;
  /** With a cache: when this URL started failing (ISO time), and in how many runs in a row. */
  failingSince?: string;
  failingRuns?: number;
}

export interface PageRecord {
  url: string;
  /** Final URL after redirects, when different from `url`. */
  finalUrl?: string;
  status?: number;
  error?: ErrorCode;
  depth: number;
  title: string;
  /** Bytes of the (decoded) body read. */
  bytes: number;
  contentType: string;
  /** Number of links found on the page. */
  links: number;
}

export interface MailtoRecord {
  address: string;
  /** Pages the address appears on (unique, in order found). */
  pages: string[];
}

export interface ReportCounts {
  /** In-scope HTML pages fetched and parsed. */
  pages: number;
  /** Unique URLs checked (pages included), skipped ones excluded. */
  links: number;
  ok: number;
  warnings: number;
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
}

export interface Report {
  schema: typeof REPORT_SCHEMA;
  version: typeof REPORT_VERSION;
  run: RunInfo;
  counts: ReportCounts;
  pages: PageRecord[];
  dead: LinkResult[];
  warnings: LinkResult[];
  mailto: MailtoRecord[];
  /** Skipped unique URLs by reason: `excluded`, `scheme:javascript`, `max-depth`, … */
  skipped: Record<string, number>;
}
