/**
 * The crawler orchestrates: it takes links from pages, asks the frontier what to do with
 * them, schedules requests, and records verdicts. Policy lives in small modules
 * (frontier, verdict, retry); this file only wires them in order.
 */
import type { LookupFunction } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_GITHUB_API_URL, optionsForReport, VERSION, type Options } from '../../options.js';
import type { CrawlHooks, Progress } from './hooks.js';
import { HttpClient } from '../../http/client.js';
import { GitHubApi } from '../../http/github.js';
import { releaseBody } from '../../http/body.js';
import type { FetchOutcome } from '../../http/types.js';
import { isRetryable, retryDelay } from '../../http/retry.js';
import { verdict } from '../../check/verdict.js';
import { getAfterHead, HeadRefusals } from '../../check/head-fallback.js';
import { goneToHome, goneToHomeReason } from '../../check/soft-404.js';
import { isHtmlContentType } from '../../extract/charset.js';
import { parsePage, parseStylesheet } from '../../extract/parse.js';
import { isCssContentType } from '../../extract/css.js';
import type { ExtractedLink } from '../../extract/types.js';
import { mailtoAddresses } from '../../extract/mailto.js';
import { Frontier } from '../frontier/frontier.js';
import { Scope } from '../frontier/scope.js';
import { Limits } from '../frontier/limits.js';
import { HeaderPolicy } from '../checkers/headers.js';
import { HostLanes, STALL_MS } from '../schedule/lanes.js';
import { hostLimitsOf } from '../schedule/known-hosts.js';
import { siteKeyOfHref, tryResolve, withoutFragment } from '../frontier/url.js';
import { encodeQueryAs } from '../frontier/query-encoding.js';
import { Mirror } from '../../mirror/mirror.js';
import { startStaticServer, type StaticServer } from '../../local/server.js';
import { buildReport } from '../../report/build.js';
import { listSiteFiles, sitePathOf } from '../../local/site-files.js';
import { publicMapper, publicReport, type PublicMapper } from '../../report/public-url.js';
import type { Report } from '../../report/model.js';
import type { PendingReferrer } from '../../model/link.js';
import { isEntry, type Entry, type MovedTo, type Waiting } from '../../model/entry.js';
import { Spill, SPILL_DEFAULTS, type SpillLimits } from '../frontier/spill.js';
import type { PageRecord } from '../../model/page.js';
import type { IncompleteReason, RunStats } from '../../model/snapshot.js';
import { sitePrefixes, stableKey } from '../../model/site.js';
import type { ResultCache } from '../../cache/result-cache.js';
import { Repository } from '../../markdown/repository.js';
import { findMarkdownFiles } from '../../markdown/files.js';
import { resolveTarget } from '../../markdown/target.js';
import { readIgnoreFile } from '../../markdown/ignore.js';
import { readSitemaps } from '../sitemaps/read.js';
import { SitemapCheck } from '../sitemaps/check.js';
import { finishCrawlDb, openCrawlDb, verdictRow, type CrawlDb } from './db-hooks.js';

const isHtmlOrCss = (ct: string): boolean => isHtmlContentType(ct) || isCssContentType(ct);

/** Where a link's redirect chain ends when it has a permanent redirect (301/308), else undefined. */
function movedTo(outcome: FetchOutcome): MovedTo | undefined {
  const hop = outcome.redirects.find((h) => h.status === 301 || h.status === 308);
  return hop === undefined ? undefined : { to: outcome.finalUrl, status: hop.status };
}

function pendingReferrer(link: ExtractedLink, pageId: number, file: string | undefined): PendingReferrer {
  return {
    pageId,
    line: link.line,
    column: link.column,
    element: link.element,
    attribute: link.attribute,
    text: link.text,
    raw: link.value.length > 2000 ? link.value.slice(0, 2000) : link.value,
    file,
  };
}

/** The GitHub API checker, when the options ask for it and give a token. */
function githubApiFor(options: Options, client: HttpClient): GitHubApi | undefined {
  if (!options.githubApi || options.githubToken === undefined) return undefined;
  return new GitHubApi(client, { apiUrl: options.githubApiUrl ?? DEFAULT_GITHUB_API_URL, token: options.githubToken, maxWaitMs: options.retryAfterMax });
}

/** Crawl a site and check every link found. Per-link failures are values in the report. */
export async function crawl(options: Options, hooks: CrawlHooks = {}, services: CrawlServices = {}): Promise<Report> {
  const run = new CrawlRun(options, hooks, services);
  return run.run();
}

/** Parts that outlive one run, passed in by the caller. */
export interface CrawlServices {
  /** Verdict cache: fresh ok verdicts of external links (and, with cacheInternal, resources) skip the request. */
  cache?: ResultCache;
  /** The resolver for host names (tests inject DNS failures here). @default dns.lookup */
  lookup?: LookupFunction;
  /** Certificates trusted besides the system's (tests: a self-signed loopback server). @default none */
  ca?: string[];
  /**
   * Where and when waiting URLs spill to disk (crawl/frontier/spill.ts): limits, or a Spill whose counts
   * the caller reads afterwards (tests use a low threshold). @default SPILL_DEFAULTS
   */
  spill?: Spill | SpillLimits;
  /**
   * For `files` (Markdown): the repository root the paths and `/`-links start from
   * (default: the working directory), and, with changed-only, the files to check in full:
   * the other files are read only for their links into these.
   */
  repository?: { root?: string; changed?: ReadonlySet<string> };
}

/**
 * What became of a page entry's response: parsed; not parsed because max-pages was reached
 * (its slot stays spent); or not a page to parse after all (not HTML, an error, too deep, a
 * redirect elsewhere), so its slot is given back.
 */
type PageFate = 'parsed' | 'over-budget' | 'not-parsed';

/** What the run collects besides the frontier's entries. */
interface RunRecords {
  pages: PageRecord[];
  /** Address → ids of the pages it appears on. */
  mailto: Map<string, number[]>;
  /** Final page URL → its ids and `<a name>`s (only with fragment checking). */
  anchors: Map<string, Set<string>>;
  fragmentRefs: Array<{ url: string; fragment: string; ref: PendingReferrer }>;
  requests: number;
  fromCache: number;
  /** Problems of the run that are not verdicts (a mirror write or a page parse that failed); the crawl goes on. */
  notes: string[];
  /** `run.stats` of the report. */
  stats: RunStats;
}

class CrawlRun {
  private readonly startedAt = new Date();
  private readonly scope: Scope;
  private readonly limits: Limits;
  private readonly headers: HeaderPolicy;
  private readonly frontier: Frontier;
  private readonly state: RunRecords;
  /** With a folder: the prefixes under which URLs are keyed by path (the cache's keys). */
  private prefixes: string[] = [];
  private client!: HttpClient;
  /** GitHub links through the REST API (with a token and `github-api`). */
  private github?: GitHubApi;
  private server?: StaticServer;
  private mirror?: Mirror;
  private readonly lanes: HostLanes;
  /** Waiting URLs past a threshold go to disk. */
  private readonly spill: Spill;
  private readonly interned = new Map<string, string>();
  private readonly abort = new AbortController();
  private readonly timers = new Set<NodeJS.Timeout>();
  private outstanding = 0;
  /** Stylesheets among `state.pages` (not pages to the progress line). */
  private stylesheets = 0;
  /** Requests running now (inside `request`, before its `settle`). */
  private running = 0;
  private finished!: () => void;
  private readonly done = new Promise<void>((r) => (this.finished = r));
  private stopped = false;
  private lastProgress = 0;
  /** The repository whose Markdown `files` are checked (only with `files`). */
  private readonly repo?: Repository;
  /** Retries scheduled and still waiting out their backoff (not yet in a lane's retry line). */
  private retryBackoff = 0;
  /** A folder check: loopback URL → public URL (or site path). */
  private publicUrl?: PublicMapper;
  /** A folder check of every file: the files' page URLs, and those another page links to. */
  private siteFiles?: Set<string>;
  private readonly linkedFiles = new Set<string>();
  /** Hosts whose HEADs GETs have contradicted: their URLs go straight to GET. */
  private readonly headRefusals = new HeadRefusals();
  /** With `sitemap`: the sitemaps read, their entries, and the links that reach them. */
  private sitemaps?: SitemapCheck;
  /** Why each start URL that was not parsed was not, in order (for a run that parsed nothing). */
  private readonly unparsedStarts: string[] = [];
  /** The crawl database (`--db`), written as pages are parsed and verdicts settle. */
  private db?: CrawlDb;
  /** The time of the response being handled now (read synchronously after its request's await). */
  private fetchMs: number | undefined;

  constructor(
    private readonly options: Options,
    private readonly hooks: CrawlHooks,
    private readonly services: CrawlServices,
  ) {
    this.spill = services.spill instanceof Spill ? services.spill : new Spill(services.spill ?? SPILL_DEFAULTS);
    this.lanes = new HostLanes(
      {
        concurrency: options.concurrency,
        hostConcurrency: options.hostConcurrency,
        retryAfterMax: options.retryAfterMax,
        hostLimits: hostLimitsOf(options),
        stallMs: Math.min(STALL_MS, Math.max(1, options.timeout / 2)),
      },
      (entry) => this.request(entry),
      this.spill,
    );
    if (options.files.length > 0) this.repo = new Repository(path.resolve(services.repository?.root ?? process.cwd()));
    // The repository's ignore file adds to `exclude` (read here, so a bad line fails before any request).
    const ignored = this.repo ? readIgnoreFile(this.repo.root) : [];
    this.scope = new Scope(ignored.length > 0 ? { include: options.include, exclude: [...options.exclude, ...ignored] } : options);
    this.limits = new Limits(options);
    this.headers = new HeaderPolicy(options.headers, (key) => this.scope.hasSite(key));
    this.frontier = new Frontier(options, this.scope, this.limits);
    this.state = {
      pages: [],
      mailto: new Map(),
      anchors: new Map(),
      fragmentRefs: [],
      requests: 0,
      fromCache: 0,
      notes: [],
      stats: { parser: { fast: 0, parse5: 0, fallbacks: {} } },
    };
  }

  async run(): Promise<Report> {
    const { options, hooks } = this;
    const stop = (reason: IncompleteReason) => this.stop(reason);
    const onAbort = () => stop('interrupted');
    hooks.signal?.addEventListener('abort', onAbort, { once: true });
    let durationTimer: NodeJS.Timeout | undefined;
    try {
      const startUrls = [...options.urls];
      if (options.path !== undefined) {
        this.server = await startStaticServer(options.path);
        hooks.onLocalServer?.(this.server.url);
        this.scope.setLocalServer(this.server, options.baseUrl);
        this.prefixes = sitePrefixes({ path: options.path, startUrls: [this.server.url], baseUrl: options.baseUrl });
        this.publicUrl = publicMapper(this.server.url, options.baseUrl);
        startUrls.unshift(...(await this.folderStarts(this.server, options)));
      }
      if (options.db !== undefined) this.db = await openCrawlDb({ ...options, db: options.db }, this.startedAt, this.userStartUrls(), this.publicUrl);
      for (const u of startUrls) {
        this.scope.addStart(new URL(u));
        this.headers.addStart(new URL(u));
      }
      this.client = new HttpClient({
        timeout: options.timeout,
        maxRedirects: options.maxRedirects,
        maxBodyBytes: options.maxBodyBytes,
        userAgent: options.userAgent,
        connectionsPerOrigin: Math.max(options.concurrency, options.hostConcurrency),
        headersFor: (u) => this.headers.headersFor(u),
        http2: options.http2,
        ...(this.services.lookup !== undefined ? { lookup: this.services.lookup } : {}),
        ...(this.services.ca !== undefined ? { ca: this.services.ca } : {}),
      });
      this.github = githubApiFor(options, this.client);
      if (options.mirror !== undefined) this.mirror = new Mirror(options.mirror, this.publicUrl ? { shown: this.publicUrl } : {});
      if (options.maxDuration > 0) {
        durationTimer = setTimeout(() => stop('max-duration'), options.maxDuration);
      }
      if (hooks.signal?.aborted) stop('interrupted');

      if (options.sitemap.length > 0) await this.readSitemaps(startUrls);
      if (this.repo) this.checkMarkdown(this.repo);
      for (const u of startUrls) {
        const entry = this.frontier.addStart(this.scope.locate(new URL(u)).u);
        if (entry) this.schedule(entry);
      }
      // Every page a sitemap lists on the site is a start page too, found at its `<loc>`.
      for (const l of this.sitemaps?.entries(this.state.pages, (href) => this.scope.fileFor(href)) ?? []) {
        const entry = this.frontier.add(l.u, l.key, 'page', 0, l.ref);
        if (entry) this.schedule(entry);
      }
      if (this.outstanding === 0) this.finished();
      await this.done;
      await this.lanes.onIdle();
      this.checkFragments();
    } catch (e) {
      this.db?.abandon();
      throw e;
    } finally {
      hooks.signal?.removeEventListener('abort', onAbort);
      if (durationTimer) clearTimeout(durationTimer);
      for (const t of this.timers) clearTimeout(t);
      this.lanes.stop();
      if (this.github) this.state.notes.push(...this.github.notes());
      await this.client?.close();
      await this.server?.close();
      this.spill.close();
    }
    this.frontier.dropDeferred();
    if (this.stopped) this.frontier.settleUnfinished(options.unfinished, this.limits.incompleteReason ?? 'stopped');
    if (this.mirror) await this.mirror.finish();
    this.emitProgress(true);
    const incompleteReason = this.limits.incompleteReason;
    const snapshot = this.frontier.snapshot(incompleteReason !== undefined);
    // The user's start URLs (a folder's: its root), not every file a folder check starts from.
    const userStarts = this.userStartUrls();
    const built = buildReport(
      {
        ...this.state,
        ...snapshot,
        hosts: this.lanes.troubled(),
        startedAt: this.startedAt,
        ...(incompleteReason !== undefined ? { incompleteReason } : {}),
        ...(options.shard ? { shard: options.shard } : {}),
      },
      {
        version: VERSION,
        options: optionsForReport(options),
        startUrls: userStarts,
        finishedAt: new Date(),
      },
    );
    let report: Report = built;
    if (built.counts.pages === 0) report = { ...report, run: { ...report.run, emptyReason: this.whyEmpty() } };
    if (this.sitemaps) {
      const complete = !this.stopped && incompleteReason === undefined;
      const starts = userStarts.map((u) => this.scope.locate(new URL(u)).key);
      report = {
        ...report,
        sitemaps: this.sitemaps.summary(report, snapshot.entries(), (k) => this.frontier.finalOf(k), starts, complete),
      };
    }
    // Orphans only from a complete run: a page left unparsed may be the one that links to a file.
    if (this.siteFiles && !this.stopped && incompleteReason === undefined) {
      const home = this.server!.url;
      report = { ...report, orphans: [...this.siteFiles].filter((u) => u !== home && !this.linkedFiles.has(u)).sort() };
    }
    if (this.publicUrl) report = publicReport(report, this.publicUrl);
    return this.db ? finishCrawlDb(this.db, report) : report;
  }

  /**
   * Where a folder check starts: the entry pages when given, else every HTML file (the
   * folder's own `index.html` first), so no page is left unchecked for want of a link to it.
   */
  private async folderStarts(server: StaticServer, options: Options): Promise<string[]> {
    if (options.entry.length > 0) return options.entry.map((e) => new URL(e, server.url).href);
    const files = await listSiteFiles(server.root);
    const urls = files.map((f) => this.scope.locate(new URL(sitePathOf(f), server.url)).key);
    this.siteFiles = new Set(urls);
    return urls;
  }

  /** `sitemap`: read them all before the crawl starts (one request at a time); their entries join the start pages. */
  private async readSitemaps(startUrls: readonly string[]): Promise<void> {
    const read = await readSitemaps({
      options: this.options,
      client: this.client,
      scope: this.scope,
      startUrls: this.server ? [this.server.url] : startUrls,
      ...(this.server ? { serverUrl: this.server.url } : {}),
      signal: this.abort.signal,
    });
    this.sitemaps = new SitemapCheck(read);
  }

  /** One line: why this run parsed no page. */
  private whyEmpty(): string {
    if (this.siteFiles?.size === 0) return `the folder ${this.options.path} has no .html or .htm file to check`;
    return this.unparsedStarts[0] ?? `the crawl stopped (${this.limits.incompleteReason ?? 'incomplete'}) before any page was parsed`;
  }

  /** A start URL that was not parsed: remember why, for a run that parses nothing at all. */
  private noteUnparsedStart(entry: Entry, outcome: FetchOutcome): void {
    if (this.unparsedStarts.length >= 10) return;
    const url = entry.url;
    const state = entry.state.kind === 'settled' ? entry.state : undefined;
    const reason = state?.reason || undefined;
    if (outcome.status === undefined) this.unparsedStarts.push(`cannot reach start URL ${url}: ${reason ?? outcome.error ?? 'no response'}`);
    else if (state?.verdict !== 'ok') this.unparsedStarts.push(`start URL ${url} answered ${reason ?? `HTTP ${outcome.status}`}`);
    else if (!isHtmlContentType(outcome.contentType)) {
      this.unparsedStarts.push(
        `start URL ${url} is ${outcome.contentType ? `served as ${outcome.contentType.split(';')[0]!.trim()}` : 'served without a content type'}, not as an HTML page`,
      );
    } else if (outcome.redirects.length > 0) this.unparsedStarts.push(`start URL ${url} redirects to ${outcome.finalUrl}, outside the site`);
    else this.unparsedStarts.push(`start URL ${url} was not parsed`);
  }

  /** A link to one of the folder's files (by its one URL, see Frontier.locate) from another page: that file is no orphan. */
  private markLinked(key: string, pageId: number): void {
    const page = this.state.pages[pageId]!;
    const q = key.indexOf('?');
    const bare = q === -1 ? key : key.slice(0, q);
    if (bare !== (page.finalUrl ?? page.url) && this.siteFiles!.has(bare)) this.linkedFiles.add(bare);
  }

  private pageUrlOf(pageId: number): string {
    const page = this.state.pages[pageId]!;
    return page.finalUrl ?? page.url;
  }

  /** Stop scheduling, abort what is in flight, and let `run` write a report marked incomplete. */
  private stop(reason: IncompleteReason): void {
    if (this.stopped) return;
    this.stopped = true;
    this.limits.markIncomplete(reason);
    this.abort.abort();
    this.lanes.stop();
    this.retryBackoff = 0;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    // Whatever was queued is left unchecked; in-flight requests settle through the abort.
    // Counted by `running`, not the queue's `pending`: stop() may be called from inside a
    // request's settle() (an onProgress hook that aborts), whose task the queue still counts.
    this.outstanding = this.running;
    if (this.outstanding === 0) this.finished();
  }

  /** Queue a request for the entry (first try or a retry). */
  private schedule(entry: Waiting, delayMs = 0): void {
    if (this.stopped) return;
    const retry = isEntry(entry) && entry.attempts > 0;
    if (!retry && this.fromCache(entry)) return;
    this.outstanding++;
    if (retry) this.retryBackoff++;
    const enqueue = () => {
      if (retry) this.retryBackoff--;
      if (!this.lanes.enqueue(entry, retry)) this.settleDown(this.frontier.materialize(entry));
    };
    if (delayMs > 0) {
      const t = setTimeout(() => {
        this.timers.delete(t);
        enqueue();
      }, delayMs);
      this.timers.add(t);
    } else {
      enqueue();
    }
  }

  /** The cache's key for a URL: a local folder's pages by their path, since the port changes every run. */
  private cacheKey(url: string): string {
    return this.server ? stableKey(url, this.prefixes) : url;
  }

  /** Settle an entry from a fresh cached ok verdict; false when it must be requested. */
  private fromCache(waiting: Waiting): boolean {
    const cache = this.services.cache;
    if (!cache || waiting.crawl || (waiting.internal && !this.options.cacheInternal)) return false;
    const hit = cache.fresh(this.cacheKey(waiting.url));
    if (!hit) return false;
    this.state.fromCache++;
    const entry = this.frontier.materialize(waiting);
    entry.method = 'cache';
    const outcome = { status: hit.status, redirects: [], finalUrl: entry.url, contentType: '' };
    this.frontier.settle(entry, 'ok', outcome, 'ok (from cache)');
    if (this.db) this.dbVerdict(entry, outcome, undefined);
    return true;
  }

  private settle(): void {
    this.outstanding--;
    this.emitProgress(false);
    if (this.outstanding <= 0) this.finished();
  }

  /** One attempt for one URL: request, then either a retry or a final verdict. */
  private async request(waiting: Waiting): Promise<void> {
    this.running++;
    try {
      if (this.stopped) return;
      const entry = this.frontier.materialize(waiting);
      this.frontier.started(entry);
      entry.attempts++;
      const wasPage = entry.crawl;
      const t0 = this.db ? performance.now() : 0;
      const timing = { ms: 0 };
      const outcome = await this.fetchFor(entry, timing);
      this.fetchMs = this.db ? performance.now() - t0 : undefined;
      if (this.stopped) return;
      const { signal: host, dropped } = this.lanes.record(entry, outcome, timing.ms);
      if (host === 'down') this.hostDown(dropped);
      if (isRetryable(outcome) && entry.attempts <= this.options.retries && !this.lanes.down(entry).down && !this.oneAttemptOnly(entry, outcome)) {
        const wait = retryDelay(entry.attempts, {
          baseMs: this.options.retryDelay,
          capMs: this.options.retryAfterMax,
          retryAfter: outcome.retryAfter,
        });
        this.recordAttempt(entry, outcome);
        // The retry waits (the URL's pause); the host's own pause and pacing are the lanes' (pacer.ts).
        this.frontier.requeued(entry);
        this.schedule(entry, wait);
        return;
      }
      this.record(entry, outcome);
      const fate = this.followPage(entry, outcome);
      if (fate === 'not-parsed' && entry.depth === 0) this.noteUnparsedStart(entry, outcome);
      if (fate === 'not-parsed' && entry.crawl) this.unparsedPage(entry, wasPage, outcome);
    } finally {
      this.running--;
      this.settle();
    }
  }

  /** A URL of a host known slow that timed out: one attempt with the full timeout is all it gets. */
  private oneAttemptOnly(entry: Entry, outcome: FetchOutcome): boolean {
    return outcome.error === 'timeout' && !entry.internal && this.lanes.slow(entry);
  }

  /** What a retried attempt ended with: said in the report if the run stops before the retry settles. */
  private recordAttempt(entry: Entry, outcome: FetchOutcome): void {
    const reason = verdict(outcome, this.options).reason;
    const ra = outcome.retryAfter?.trim();
    const after = ra !== undefined && ra !== '' ? `, Retry-After ${ra.slice(0, 64)}${/^\d+$/.test(ra) ? ' s' : ''}` : '';
    entry.last = { reason: `${reason}${after}` };
    if (outcome.status !== undefined) entry.last.status = outcome.status;
    if (outcome.error !== undefined) entry.last.error = outcome.error;
  }

  /** The start URLs the user gave (a folder check's: the folder's root on loopback). */
  private userStartUrls(): string[] {
    return this.server ? [...this.options.urls, this.server.url] : this.options.urls;
  }

  /**
   * The host refused every connection for a while: it is down. Its waiting URLs are settled at
   * once as refused instead of each being requested (and retried) for nothing; retries still
   * backing off and URLs found later settle the same way when they reach the lane.
   */
  private hostDown(dropped: Waiting[]): void {
    for (const e of dropped) this.settleDown(this.frontier.materialize(e));
  }

  /** An entry of a host marked down: settled as refused without a request. */
  private settleDown(entry: Entry): void {
    const outcome: FetchOutcome = {
      error: 'refused',
      errorMessage: `host down: ${this.lanes.down(entry).refusals} connections in a row refused or reset, so not requested`,
      finalUrl: entry.url,
      redirects: [],
      contentType: '',
    };
    // Not requested: no fetch time. The answer that marked the host down may still be recorded
    // after this (request()), with its own time.
    const fetchMs = this.fetchMs;
    this.fetchMs = undefined;
    this.record(entry, outcome);
    this.fetchMs = fetchMs;
    if (entry.crawl) this.unparsedPage(entry, entry.crawl, outcome);
    this.settle();
  }

  /**
   * Internal URLs: GET (the body read when it may be parsed). Others: HEAD, then GET when the
   * HEAD fails in a way a GET may not (see check/head-fallback.ts).
   */
  private async fetchFor(entry: Entry, timing: { ms: number }): Promise<FetchOutcome> {
    const signal = this.abort.signal;
    const timed = async (p: Promise<FetchOutcome>): Promise<FetchOutcome> => {
      const t0 = Date.now();
      const outcome = await p;
      timing.ms = Date.now() - t0;
      return outcome;
    };
    const parse = entry.crawl && this.limits.mayParse(entry);
    const known = (key: string) => this.frontier.knownStatus(key, entry);
    if (entry.internal) {
      this.state.requests++;
      entry.method = 'get';
      return timed(
        this.client.fetch({
          url: entry.url,
          method: 'GET',
          // An in-scope resource reads its body too when it is HTML: a page link found while it
          // is in flight (`<link rel=alternate>` before `<a>`) can then parse it without a second GET.
          readBody: parse || this.mirror !== undefined || !entry.crawl,
          wantBody: this.options.checkCss ? isHtmlOrCss : isHtmlContentType,
          signal,
          known,
        }),
      );
    }
    const viaApi = this.github && (await this.checkOnGitHub(entry, this.github));
    if (viaApi) return viaApi;
    // A URL whose HEAD already failed once goes straight to GET on a retry, as do the URLs of a
    // host whose HEADs GETs have contradicted (check/head-fallback.ts).
    const host = siteKeyOfHref(entry.url);
    let headFailed = false;
    const skipHead = this.headRefusals.skipHead(host);
    if (entry.method !== 'head+get' && !skipHead) {
      this.state.requests++;
      const head = await timed(this.client.fetch({ url: entry.url, method: 'HEAD', readBody: false, signal, known }));
      entry.method = 'head';
      if (signal.aborted || !getAfterHead(head, this.options.accept)) {
        if (head.status !== undefined && this.options.accept.has(head.status)) this.headRefusals.headPassed(host);
        return head;
      }
      // A host already known slow had its one attempt: a GET would only wait out the timeout again.
      if (head.error === 'timeout' && this.lanes.slow(entry)) return head;
      // A HEAD that failed with a status or hung while the GET answers: the host mishandles HEAD.
      headFailed = head.status !== undefined || head.error === 'timeout';
    }
    this.state.requests++;
    entry.method = skipHead && entry.method !== 'head+get' ? 'get' : 'head+get';
    const get = await timed(this.client.fetch({ url: entry.url, method: 'GET', readBody: false, signal, known }));
    if (headFailed && get.status !== undefined && this.options.accept.has(get.status)) this.headRefusals.getPassedAfterHead(host);
    return get;
  }

  /** A GitHub link judged by the GitHub API (http/github.ts); undefined when it is checked on the web. */
  private async checkOnGitHub(entry: Entry, github: GitHubApi): Promise<FetchOutcome | undefined> {
    const target = github.targetOf(entry.url);
    if (target === undefined) return undefined;
    const before = github.requests;
    const out = await github.check(entry.url, target, this.abort.signal);
    this.state.requests += github.requests - before;
    if (out !== undefined) entry.method = 'github-api';
    return out;
  }

  /**
   * A page link that ended unparsed. Found as a resource first and promoted to a page while
   * its request (body unread) was in flight: request it again to parse it. Otherwise its
   * max-pages slot goes to a page link waiting for one.
   */
  private unparsedPage(entry: Entry, wasPage: boolean, outcome: FetchOutcome): void {
    if (!wasPage && outcome.body === undefined && isHtmlContentType(outcome.contentType)) {
      const again = this.frontier.refetchAsPage(entry);
      if (again) {
        this.schedule(again);
        return;
      }
    }
    const next = this.limits.releasePage();
    if (next) this.schedule(next);
  }

  /** Record the entry's verdict (and in the cache). */
  private record(entry: Entry, outcome: FetchOutcome): void {
    const v = verdict(outcome, this.options);
    const gone = v.state === 'ok' && entry.depth > 0 ? goneToHome(entry.url, outcome.finalUrl, outcome.redirects.length > 0) : undefined;
    const moved = v.state === 'ok' && gone === undefined ? movedTo(outcome) : undefined;
    if (gone !== undefined) {
      // A soft 404: never moved (check/soft-404.ts); cached as what it ends as, so a later run checks it again.
      this.frontier.settle(entry, this.options.goneToHome, { ...outcome, goneToHome: gone.to }, goneToHomeReason(gone));
      this.services.cache?.record(this.cacheKey(entry.url), this.options.goneToHome, outcome.status);
      if (this.db) this.dbVerdict(entry, outcome, this.fetchMs);
      return;
    }
    if (moved !== undefined) {
      // A link that works through a permanent redirect: listed as moved, and judged by --redirects.
      const state = this.options.redirects;
      const reason = state === 'ok' ? v.reason : `moved permanently (HTTP ${moved.status}) to ${moved.to}`;
      this.frontier.settle(entry, state, { ...outcome, moved }, reason);
    } else {
      this.frontier.settle(entry, v.state, v.blocked ? { ...outcome, blocked: true } : outcome, v.reason);
    }
    this.services.cache?.record(this.cacheKey(entry.url), v.state, outcome.status);
    if (this.db) this.dbVerdict(entry, outcome, this.fetchMs);
  }

  private dbVerdict(entry: Entry, outcome: FetchOutcome, ms: number | undefined): void {
    const row = verdictRow(entry, outcome, ms);
    if (row) this.db!.verdict(row);
  }

  /** For an in-scope HTML response: mirror it, and parse it and follow its links when it is a page to crawl. */
  private followPage(entry: Entry, outcome: FetchOutcome): PageFate {
    const finalUrl = tryResolve(outcome.finalUrl, entry.url);
    if (this.options.checkCss && outcome.body !== undefined && entry.internal && finalUrl !== undefined && isCssContentType(outcome.contentType)) {
      this.followStylesheet(entry, finalUrl, outcome);
      return 'not-parsed';
    }
    if (outcome.body === undefined || outcome.error !== undefined || !entry.internal || finalUrl === undefined || !isHtmlContentType(outcome.contentType)) {
      return 'not-parsed';
    }
    if (this.mirror && outcome.status !== undefined) {
      this.mirror
        .write(entry.url, outcome.body, { status: outcome.status, contentType: outcome.contentType })
        .catch((e: Error) => this.state.notes.push(`mirror: ${entry.url}: ${e.message}`));
    }
    if (!entry.crawl || !this.limits.mayParse(entry)) return 'not-parsed';
    if (outcome.status === undefined || !this.options.accept.has(outcome.status)) return 'not-parsed';
    // Links on a page reached through a redirect resolve against the final URL; a redirect
    // that leaves the site ends the crawl there.
    // A start URL that redirects to another host (http://example.com → https://www.example.com/)
    // brings that host into the site; otherwise the crawl would end before it began.
    if (entry.depth === 0 && outcome.redirects.length > 0) this.scope.adoptRedirectedStart(new URL(entry.url), finalUrl);
    if (!this.scope.isInternal(finalUrl)) return 'not-parsed';
    if (entry.parsed) return 'not-parsed';
    if (outcome.redirects.length > 0 && !this.frontier.claimFinal(finalUrl, entry)) return 'not-parsed';
    entry.parsed = true;
    if (!this.limits.claimPage()) return 'over-budget';
    if (outcome.truncated) {
      // Said out loud: links past the cap were never seen, so the page is only partly checked.
      this.state.notes.push(
        `truncated: ${entry.url}: body cut at max-body-bytes (${this.options.maxBodyBytes} bytes); links after that point were not checked`,
      );
    }
    try {
      this.parsePage(entry, finalUrl, outcome);
    } catch (e) {
      // A page the parser cannot handle costs that page, never the run.
      this.state.notes.push(`parse: ${entry.url}: ${(e as Error).message}`);
    }
    // The page is parsed and nothing else reads its bytes (the mirror writes them later).
    if (!this.mirror && outcome.body !== undefined) releaseBody(outcome.body);
    return 'parsed';
  }

  /**
   * An in-scope stylesheet: its `url()` and `@import` links are checked, resolved against its own URL and
   * placed in the `.css` file. It is listed among the pages (its content type says what it is).
   */
  private followStylesheet(entry: Entry, url: URL, outcome: FetchOutcome): void {
    if (entry.parsed || outcome.error !== undefined || outcome.status === undefined || !this.options.accept.has(outcome.status)) return;
    if (!this.scope.isInternal(url)) return;
    entry.parsed = true;
    const body = outcome.body!;
    let links;
    try {
      links = parseStylesheet(body);
    } catch (e) {
      this.state.notes.push(`parse: ${entry.url}: ${(e as Error).message}`);
      return;
    }
    const href = withoutFragment(url);
    const pageId = this.recordPage(entry, href, outcome, '', links.length, undefined);
    this.stylesheets++;
    const file = this.server ? this.scope.fileFor(href) : undefined;
    for (const link of links) {
      const target = this.addLink(link, url, pageId, entry.depth + 1, file, 'utf-8');
      this.db?.link(pageId, link, target);
    }
    if (!this.mirror) releaseBody(body);
  }

  /** Add a parsed document (page or stylesheet) to the run's pages; returns its id. */
  private recordPage(entry: Entry, href: string, outcome: FetchOutcome, title: string, links: number, textChars: number | undefined): number {
    const page: PageRecord = {
      url: entry.url,
      finalUrl: href !== entry.url ? href : undefined,
      status: outcome.status,
      depth: entry.depth,
      title,
      bytes: outcome.body!.byteLength,
      contentType: this.intern(outcome.contentType),
      links,
    };
    this.state.pages.push(page);
    const id = this.state.pages.length - 1;
    if (this.db) this.db.page({ ...page, id, fetchMs: this.fetchMs, textChars, file: this.server ? this.scope.fileFor(href) : undefined });
    return id;
  }

  private parsePage(entry: Entry, pageUrl: URL, outcome: FetchOutcome): void {
    const body = outcome.body!;
    const { page, encoding } = parsePage(body, outcome.contentType, this.options.checkFragments, this.options.checkCss);
    countParser(this.state.stats, page.fallback);
    const pageHref = withoutFragment(pageUrl);
    const pageId = this.recordPage(entry, pageHref, outcome, page.title, page.links.length, page.textChars);
    if (page.anchors) this.state.anchors.set(pageHref, page.anchors);
    const base = (page.base !== undefined ? tryResolve(page.base, pageUrl) : undefined) ?? pageUrl;
    const file = this.server ? this.scope.fileFor(pageHref) : undefined;
    for (const link of page.links) {
      const target = this.addLink(link, base, pageId, entry.depth + 1, file, encoding);
      this.db?.link(pageId, link, target);
    }
  }

  /** One string per distinct content type: 200,000 pages share a handful. */
  private intern(s: string): string {
    let v = this.interned.get(s);
    if (v === undefined) {
      v = s;
      if (this.interned.size < 1000) this.interned.set(s, s);
    }
    return v;
  }

  private addLink(link: ExtractedLink, base: URL, pageId: number, depth: number, file: string | undefined, encoding: string): string {
    const value = link.value;
    if (value.length > 7 && (value.charCodeAt(0) | 0x20) === 0x6d && /^mailto:/i.test(value)) {
      for (const a of mailtoAddresses(value)) this.recordMailto(a, pageId);
      return value;
    }
    let resolved = tryResolve(value, base);
    if (resolved === undefined) {
      this.frontier.invalid(value, pendingReferrer(link, pageId, file));
      return value;
    }
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') {
      this.frontier.skip(`scheme:${resolved.protocol.slice(0, -1)}`, resolved.href);
      return resolved.href;
    }
    // On a page that is not UTF-8, a non-ASCII query is sent in the page's encoding.
    if (encoding !== 'utf-8') resolved = encodeQueryAs(resolved, value, encoding);
    return this.addUrl(resolved, link, pageId, depth, file);
  }

  /** An http(s) link, resolved: once per URL per run, whatever page or file names it. Returns its key, with its `#fragment`. */
  private addUrl(resolved: URL, link: ExtractedLink, pageId: number, depth: number, file: string | undefined): string {
    const { u, key } = this.scope.locate(resolved);
    if (this.siteFiles) this.markLinked(key, pageId);
    if (this.sitemaps && this.scope.isInternal(u)) this.sitemaps.noteLink(key, this.pageUrlOf(pageId));
    const target = u.hash.length > 1 ? key + u.hash : key;
    const wantsFragment = this.options.checkFragments && u.hash.length > 1;
    if (!wantsFragment && this.frontier.isSettledOk(key, link.kind)) return target;
    const ref = pendingReferrer(link, pageId, file);
    if (wantsFragment) this.state.fragmentRefs.push({ url: key, fragment: u.hash.slice(1), ref });
    const entry = this.frontier.add(u, key, link.kind, depth, ref);
    if (entry) this.schedule(entry);
    return target;
  }

  /**
   * The Markdown `files`: each file is a page of the report (its repository path); its links
   * to repository paths are checked on the file system at once, its http(s) links join the
   * crawl's checks like any page's. With changed-only, a file outside the changed set gives
   * only its links into changed files.
   */
  private checkMarkdown(repo: Repository): void {
    const changed = this.services.repository?.changed;
    const exclude = this.scope.filters.exclude;
    for (const file of findMarkdownFiles(this.options.files, repo.root)) {
      let text: string;
      try {
        text = readFileSync(repo.abs(file), 'utf8');
      } catch (e) {
        this.state.notes.push(`markdown: ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
        continue;
      }
      const doc = repo.document(file, text);
      if (!doc) {
        this.state.notes.push(`markdown: ${file}: could not be parsed`);
        continue;
      }
      const focus = changed === undefined || changed.has(file);
      if (!focus && !doc.links.some((l) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(l.value))) continue;
      const pageId = this.state.pages.length;
      const page: PageRecord = { url: file, depth: 0, title: '', bytes: Buffer.byteLength(text), contentType: 'text/markdown', links: doc.links.length };
      this.state.pages.push(page);
      this.db?.page({ ...page, id: pageId, file });
      for (const link of doc.links) {
        const t = resolveTarget(link.value, file, repo);
        if (!focus && (t.kind !== 'local' || !changed!.has(t.path))) continue;
        if (t.kind !== 'http') this.db?.link(pageId, link, t.kind === 'local' ? t.key : link.value);
        switch (t.kind) {
          case 'mailto':
            for (const a of mailtoAddresses(link.value)) this.recordMailto(a, pageId);
            break;
          case 'http': {
            const target = this.addUrl(t.url, link, pageId, 1, file);
            this.db?.link(pageId, link, target);
            break;
          }
          case 'scheme':
            this.frontier.skip(`scheme:${t.scheme}`, t.url);
            break;
          case 'invalid':
            this.frontier.invalid(link.value, pendingReferrer(link, pageId, file));
            break;
          case 'local':
            if (exclude.some((r) => r.test(link.value) || r.test(t.key))) this.frontier.skip('excluded', t.key);
            else if (t.ok) this.frontier.localOk(t.key);
            else this.frontier.localDead(t.key, t.error, t.reason, pendingReferrer(link, pageId, file));
            break;
        }
      }
    }
  }

  private recordMailto(address: string, pageId: number): void {
    let pages = this.state.mailto.get(address);
    if (!pages) {
      pages = [];
      this.state.mailto.set(address, pages);
    }
    if (pages[pages.length - 1] !== pageId && !pages.includes(pageId)) pages.push(pageId);
    this.db?.mailto(address, pageId);
  }

  /** After the crawl: each `#fragment` to a parsed page must name an id or `<a name>` there. */
  private checkFragments(): void {
    if (!this.options.checkFragments || this.stopped) return;
    for (const { url, fragment: written, ref } of this.state.fragmentRefs) {
      const anchors = this.state.anchors.get(this.frontier.finalOf(url));
      if (!anchors) continue;
      const fragment = withoutFragmentDirective(written);
      let decoded = fragment;
      try {
        decoded = decodeURIComponent(fragment);
      } catch {
        /* keep raw */
      }
      if (decoded === '' || decoded.toLowerCase() === 'top' || anchors.has(decoded) || anchors.has(fragment)) continue;
      this.frontier.missingFragment(url, written, ref, fragment);
    }
  }

  private emitProgress(force: boolean): void {
    const cb = this.hooks.onProgress;
    if (!cb) return;
    const now = Date.now();
    if (!force && now - this.lastProgress < (this.hooks.progressIntervalMs ?? 250)) return;
    this.lastProgress = now;
    const c = this.frontier.counts;
    const hosts = this.lanes.hostStates(now);
    const p: Progress = {
      pages: this.state.pages.length - this.stylesheets - (this.sitemaps?.pages ?? 0),
      queued: Math.max(0, this.outstanding - this.lanes.running - this.retryBackoff - this.lanes.retrying),
      requests: this.state.requests,
      retrying: this.retryBackoff + this.lanes.retrying,
      pausedHosts: hosts.paused,
      downHosts: hosts.down,
      checked: c.ok + c.warnings + c.dead,
      dead: c.dead,
      warnings: c.warnings,
      elapsedMs: now - this.startedAt.getTime(),
    };
    cb(p);
  }
}

/** `run.stats.parser`: one more page read by the fast tokenizer, or by parse5 for the reason given. */
function countParser(stats: RunStats, fallback: string | undefined): void {
  const parser = stats.parser;
  if (fallback === undefined) {
    parser.fast++;
    return;
  }
  parser.parse5++;
  parser.fallbacks[fallback] = (parser.fallbacks[fallback] ?? 0) + 1;
}

/**
 * A fragment without its fragment directive: browsers strip everything from `:~:` (text fragments,
 * `#:~:text=foo`, `#sec:~:text=foo`) before looking for the target, so only what comes before it names an id.
 */
export function withoutFragmentDirective(fragment: string): string {
  const i = fragment.indexOf(':~:');
  return i === -1 ? fragment : fragment.slice(0, i);
}
