/**
 * One run's lifecycle: start (the folder's server, the database, the client, sitemaps and
 * Markdown files), the requests (each URL's check by its checker, then a retry or its verdict),
 * stop (a limit, the deadline or a signal), progress, and the finishing step (finish.ts). Policy
 * lives elsewhere: verdicts in check/, what a request is in checkers/, when it may go in
 * schedule/, what a document leads to in documents.ts.
 */
import type { LookupFunction } from 'node:net';
import type { Options } from '../../options.js';
import type { CrawlHooks, Progress } from './hooks.js';
import type { Fetcher, SavedCookies } from '../../http/types.js';
import { browserHeadersFor, browserPacing, clientFor, folderClient, folderServed } from './client.js';
import type { ErrorOutcome, FetchOutcome } from '../../http/types.js';
import { answerOf, headOf } from '../../model/outcome.js';
import { isRetryable, retryDelay } from '../../http/retry.js';
import { attemptReason, FROM_CACHE_REASON, hostDownMessage, hostUnresolvedMessage, judge } from '../../check/verdict.js';
import { withHttps } from '../../check/https.js';
import { okStatuses } from '../../check/status-set.js';
import { isHtmlContentType } from '../../extract/charset.js';
import { isCssContentType } from '../../extract/css.js';
import { Frontier } from '../frontier/frontier.js';
import { Scope } from '../frontier/scope.js';
import { oneUrlPerSite } from '../frontier/url.js';
import { Limits } from '../frontier/limits.js';
import { Spill, SPILL_DEFAULTS, type SpillLimits } from '../frontier/spill.js';
import { HeaderPolicy } from '../checkers/headers.js';
import { checkWith, type Checked, type Checker } from '../checkers/checker.js';
import { WebsiteChecker } from '../checkers/website.js';
import { GitHubChecker } from '../checkers/github.js';
import { CacheChecker } from '../checkers/cache.js';
import { markdownFiles, openRepository } from '../checkers/repository.js';
import { HostLanes, STALL_MS, type AttemptOutcome } from '../schedule/lanes.js';
import { hostLimitsOf } from '../schedule/known-hosts.js';
import { SitemapCheck } from '../sitemaps/check.js';
import { Mirror } from '../../mirror/mirror.js';
import { startStaticServer, type StaticServer } from '../../local/server.js';
import { publicMapper, type PublicMapper } from '../../report/public-url.js';
import type { Baseline } from '../../report/adjust.js';
import type { Report } from '../../report/model.js';
import { isEntry, type Entry, type Waiting } from '../../model/entry.js';
import type { IncompleteReason } from '../../model/snapshot.js';
import { sitePrefixes, stableKey } from '../../model/site.js';
import type { ResultCache } from '../../cache/result-cache.js';
import type { Repository } from '../../markdown/repository.js';
import { readIgnoreFile } from '../../markdown/ignore.js';
import { markdownScope } from '../../markdown/files.js';
import type { HomeHints } from '../../markdown/platform/home.js';
import { openCrawlDb, recordVerdict, type CrawlDb } from './db-hooks.js';
import { Documents } from './documents.js';
import { folderStarts } from './folder-starts.js';
import { ParsePool } from '../../extract/parse-pool.js';
import { finishReport } from './finish.js';
import { emptyRunReason, unparsedStartReason } from './empty.js';
import { newRecords, type RunRecords } from './records.js';

const isHtmlOrCss = (ct: string): boolean => isHtmlContentType(ct) || isCssContentType(ct);

/** Crawl a site and check every link found. Per-link failures are values in the report. */
export async function crawl(options: Options, hooks: CrawlHooks = {}, services: CrawlServices = {}): Promise<Report> {
  const run = new CrawlRun(options, hooks, services);
  return run.run();
}

/** Parts that outlive one run, passed in by the caller. */
export interface CrawlServices {
  /**
   * Verdict cache: fresh ok verdicts of external links (and, with cacheInternal, resources) skip
   * the request; its history judges `fail-after`. Saved to `options.cache` when the crawl ends.
   */
  cache?: ResultCache;
  /** A baseline report: its known dead links are warnings (report/adjust.ts). */
  baseline?: Baseline;
  /**
   * `archive`: gives the report each dead link's archived copy (archive/attach.ts, in the app),
   * in the finishing step before the cache is saved, since it records its answers there.
   */
  archives?: (report: Report) => Promise<Report>;
  /**
   * With `cache`: carries the saved cache file to where the next run finds it (the Action's cache
   * service), in the finishing step before the run is judged. Resolves to why it could not, when
   * it could not: then `fail-after` has nothing to count in, and the run is judged on its own.
   */
  keepCache?: () => Promise<string | undefined>;
  /** The resolver for host names (tests inject DNS failures here). @default dns.lookup */
  lookup?: LookupFunction;
  /** `--cookie-jar`: the jar every request's hops send cookies from and store `Set-Cookie`s in, written back when the run ends. */
  cookies?: SavedCookies;
  /** Certificates trusted besides the system's (tests: a self-signed loopback server). @default none */
  ca?: string[];
  /**
   * Where and when waiting URLs spill to disk (crawl/frontier/spill.ts): limits, or a Spill whose counts
   * the caller reads afterwards (tests use a low threshold). @default SPILL_DEFAULTS
   */
  spill?: Spill | SpillLimits;
  /**
   * For `files` (Markdown): the repository root the paths and `/`-links start from (default: the
   * git root above the working directory, paths then relative to the working directory; see
   * markdownScope), with changed-only the files to check in full (the others give only their
   * links into these), and the workflow's word on its home (default: from the environment).
   */
  repository?: { root?: string; changed?: ReadonlySet<string>; home?: HomeHints };
  /**
   * The parse pool's worker script (`options.parseThreads`). @default `parse-worker.js` beside the running
   * bundle; the sources unbundled have none, and parse every page on the crawl's thread.
   */
  parseWorker?: URL;
}

/** What the lanes learn from an attempt: its status (a head whose body then failed included), its error and Retry-After. */
function attemptOf(outcome: FetchOutcome): AttemptOutcome {
  if (outcome.kind !== 'error') return outcome;
  const { error, systemCode, errorMessage, head } = outcome;
  return head === undefined ? { error, systemCode, errorMessage } : { error, systemCode, errorMessage, status: head.status, retryAfter: head.retryAfter };
}

/** What a verdict settles with: the answer, and what the verdict found in it (a soft 404, a move, a bot wall, a working https URL). */
function settledAnswer<A extends object>(answer: A, v: ReturnType<typeof withHttps>) {
  if (v.goneToHome !== undefined) return { ...answer, goneToHome: v.goneToHome };
  if (v.moved !== undefined) return { ...answer, moved: v.moved };
  if (v.blocked) return { ...answer, blocked: true as const };
  return v.https !== undefined ? { ...answer, https: v.https } : answer;
}

class CrawlRun {
  private readonly startedAt = new Date();
  private readonly scope: Scope;
  private readonly limits: Limits;
  private readonly headers: HeaderPolicy;
  private readonly frontier: Frontier;
  private readonly records: RunRecords = newRecords();
  private client!: Fetcher;
  /** Who checks a URL, in order: the GitHub API (with a token and `github-api`), then the website. */
  private checkers: Checker[] = [];
  private github?: GitHubChecker;
  private cache?: CacheChecker;
  /** Created once the run's parts are up (`run`): what each fetched document leads to. */
  private documents!: Documents;
  private server?: StaticServer;
  private mirror?: Mirror;
  private readonly lanes: HostLanes;
  /** Waiting URLs past a threshold go to disk. */
  private readonly spill: Spill;
  private readonly abort = new AbortController();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Requests queued, running or backing off, and pages parsing: the run is over when none is left. */
  private outstanding = 0;
  /** Requests running now (inside `request`, before its `oneDone`). */
  private running = 0;
  private finished!: () => void;
  private readonly done = new Promise<void>((r) => (this.finished = r));
  private stopped = false;
  private lastProgress = 0;
  /** The repository whose Markdown `files` are checked (only with `files`): its root, then (startParts) itself. */
  private readonly markdownScope?: { root: string; patterns: string[] };
  private repo?: Repository;
  /** Retries scheduled and still waiting out their backoff (not yet in a lane's retry line). */
  private retryBackoff = 0;
  /** A folder check: loopback URL → public URL (or site path). */
  private publicUrl?: PublicMapper;
  /** A folder check of every file: the files' page URLs (orphan candidates). */
  private siteFiles?: Set<string>;
  /** With `sitemap`: the sitemaps read, their entries, and the links that reach them. */
  private sitemaps?: SitemapCheck;
  /** Why each start URL that was not parsed was not, in order (for a run that parsed nothing). */
  private readonly unparsedStarts: string[] = [];
  /** The crawl database (`--db`), written as pages are parsed and verdicts settle. */
  private db?: CrawlDb;
  /** Entries whose HEAD failed, queued for the GET of the same attempt: the time the HEAD took. */
  private readonly getNext = new Map<Entry, number>();

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
    if (options.files.length > 0) this.markdownScope = markdownScope(options.files, process.cwd(), services.repository?.root);
    // The repository's ignore file adds to `exclude` (read here, so a bad line fails before any request).
    const ignored = this.markdownScope !== undefined ? readIgnoreFile(this.markdownScope.root) : [];
    this.scope = new Scope(ignored.length > 0 ? { include: options.include, exclude: [...options.exclude, ...ignored] } : options, options.remap);
    this.limits = new Limits(options);
    this.headers = new HeaderPolicy(options.headers, (key) => this.scope.hasSite(key));
    this.frontier = new Frontier(options, this.scope, this.limits);
  }

  async run(): Promise<Report> {
    const { options, hooks } = this;
    const stop = (reason: IncompleteReason) => this.stop(reason);
    const onAbort = () => stop('interrupted');
    hooks.signal?.addEventListener('abort', onAbort, { once: true });
    let durationTimer: NodeJS.Timeout | undefined;
    try {
      const startUrls = await this.startParts();
      if (options.maxDuration > 0) {
        durationTimer = setTimeout(() => stop('max-duration'), options.maxDuration);
      }
      if (hooks.signal?.aborted) stop('interrupted');
      if (options.sitemap.length > 0) await this.readSitemaps(startUrls);
      this.documents = new Documents({
        browser: {
          headersFor: browserHeadersFor(options, (u) => this.headers.headersFor(u)),
          ...(this.services.cookies ? { cookies: this.services.cookies } : {}),
          pacing: browserPacing(this.lanes, options),
        },
        options,
        scope: this.scope,
        frontier: this.frontier,
        limits: this.limits,
        records: this.records,
        schedule: (w) => this.schedule(w),
        folder: this.server !== undefined,
        ...(this.mirror ? { mirror: this.mirror } : {}),
        ...(this.db ? { db: this.db } : {}),
        ...(this.siteFiles ? { siteFiles: this.siteFiles } : {}),
        ...(this.sitemaps ? { sitemaps: this.sitemaps } : {}),
        parseWorker: this.options.parseThreads > 0 ? (this.services.parseWorker ?? ParsePool.script(import.meta.url)) : undefined,
        // A page parsing on a worker thread: outstanding work until its links are in the frontier.
        track: (work) => {
          this.outstanding++;
          void work.finally(() => this.oneDone());
        },
      });
      if (this.repo) {
        const note = (text: string) => this.records.notes.push(text);
        for (const file of markdownFiles(this.markdownScope!.patterns, this.repo, this.services.repository?.changed, note)) this.documents.markdown(file);
      }
      for (const u of startUrls) {
        const entry = this.frontier.addStart(this.scope.locate(new URL(u)).u);
        if (entry) this.schedule(entry);
      }
      // Every page a sitemap lists on the site is a start page too, found at its `<loc>`.
      for (const l of this.sitemaps?.entries(this.records.pages, (href) => this.scope.fileFor(href)) ?? []) {
        const entry = this.frontier.add(l.u.href, l.key, 'page', 0, l.ref);
        if (entry) this.schedule(entry);
      }
      if (this.outstanding === 0) this.finished();
      await this.done;
      await this.lanes.onIdle();
      if (options.checkFragments && !this.stopped) this.documents.checkFragments();
    } catch (e) {
      this.db?.abandon();
      throw e;
    } finally {
      hooks.signal?.removeEventListener('abort', onAbort);
      if (durationTimer) clearTimeout(durationTimer);
      for (const t of this.timers) clearTimeout(t);
      this.lanes.stop();
      if (this.github) this.records.notes.push(...this.github.notes());
      await this.documents?.close();
      await this.client?.close();
      await this.server?.close();
      this.spill.close();
    }
    this.frontier.dropDeferred();
    if (this.stopped) this.frontier.settleUnfinished(options.unfinished, this.limits.incompleteReason ?? 'stopped');
    if (this.mirror) await this.mirror.finish();
    this.emitProgress(true);
    return this.finish();
  }

  /** The folder's server, the database, the client and the checkers; returns the URLs the crawl starts from. */
  private async startParts(): Promise<string[]> {
    const { options, services } = this;
    const startUrls = [...options.urls];
    if (this.markdownScope !== undefined) this.repo = await openRepository(this.markdownScope.root, options.markdownFlavor, services.repository?.home, options);
    if (options.path !== undefined) {
      this.server = await startStaticServer(options.path, { listen: folderServed(), rules: options });
      this.hooks.onLocalServer?.(this.server.url);
      this.scope.setLocalServer(this.server, options.baseUrl);
      this.publicUrl = publicMapper(this.server.url, options.baseUrl);
      const starts = await folderStarts(this.server, options, this.scope);
      if (starts.siteFiles) this.siteFiles = starts.siteFiles;
      startUrls.unshift(...starts.urls);
    }
    if (options.db !== undefined) this.db = await openCrawlDb({ ...options, db: options.db }, this.startedAt, this.userStartUrls(), this.publicUrl);
    for (const url of oneUrlPerSite(startUrls)) {
      this.scope.addStart(url);
      this.headers.addStart(url);
    }
    const http = clientFor(options, services, (u) => this.headers.headersFor(u));
    if (options.mirror !== undefined) this.mirror = new Mirror(options.mirror, this.publicUrl ? { shown: this.publicUrl } : {});
    if (services.cache) {
      const prefixes = this.server ? sitePrefixes({ path: options.path, startUrls: [this.server.url], baseUrl: options.baseUrl }) : [];
      // A folder's pages are keyed by their path: the port changes every run.
      this.cache = new CacheChecker(services.cache, this.server ? (url) => stableKey(url, prefixes) : (url) => url, options.cacheInternal);
    }
    this.client = this.server ? folderClient(http, this.server, options) : http;
    this.github = GitHubChecker.of(options, http);
    const website = new WebsiteChecker(this.client, {
      accept: okStatuses(options),
      // An in-scope resource reads its body too when it is HTML: a page link found while it
      // is in flight (`<link rel=alternate>` before `<a>`) can then parse it without a second GET.
      readsBody: (e) => (e.crawl && this.limits.mayParse(e)) || this.mirror !== undefined || !e.crawl,
      wantBody: options.checkCss ? isHtmlOrCss : isHtmlContentType,
      known: (key, from) => this.frontier.knownStatus(key, from as Entry),
      slow: (e) => this.lanes.slow(e),
      requireHttps: options.requireHttps,
    });
    this.checkers = this.github ? [this.github, website] : [website];
    return startUrls;
  }

  /** `sitemap`: read them all before the crawl starts (one request at a time); their entries join the start pages. */
  private async readSitemaps(startUrls: readonly string[]): Promise<void> {
    // The reader, with its XML parser and gunzip, is loaded only by a run with sitemaps.
    const read = await (await import('../sitemaps/read.js')).readSitemaps({
      options: this.options,
      client: this.client,
      scope: this.scope,
      startUrls: this.server ? [this.server.url] : startUrls,
      ...(this.server ? { serverUrl: this.server.url } : {}),
      signal: this.abort.signal,
    });
    this.sitemaps = new SitemapCheck(read);
  }

  /** The run's report, assembled once (finish.ts). */
  private finish(): Promise<Report> {
    const incompleteReason = this.limits.incompleteReason;
    const complete = !this.stopped && incompleteReason === undefined;
    // The user's start URLs (a folder's: its root), not every file a folder check starts from.
    const startUrls = this.userStartUrls();
    const { sitemaps, siteFiles, server } = this;
    const snapshot = this.frontier.snapshot(incompleteReason !== undefined);
    return finishReport({
      options: this.options,
      startedAt: this.startedAt,
      records: this.records,
      snapshot,
      hosts: this.lanes.troubled(),
      externalHosts: this.lanes.externalHosts(),
      ...(incompleteReason !== undefined ? { incompleteReason } : {}),
      startUrls,
      whyEmpty: () => emptyRunReason(this.siteFiles?.size, this.options.path, this.unparsedStarts, this.limits.incompleteReason),
      ...(sitemaps
        ? {
            sitemaps: (report: Report) => {
              const starts = startUrls.map((u) => this.scope.locate(new URL(u)).key);
              return sitemaps.summary(report, snapshot.entries(), (k) => this.frontier.finalOf(k), starts, complete);
            },
          }
        : {}),
      // Orphans only from a complete run: a page left unparsed may be the one that links to a file.
      ...(siteFiles && complete ? { orphans: [...siteFiles].filter((u) => u !== server!.url && !this.documents.linkedFiles.has(u)).sort() } : {}),
      ...(this.publicUrl ? { publicUrl: this.publicUrl } : {}),
      ...(this.services.archives ? { archives: this.services.archives } : {}),
      ...(this.services.cache ? { cache: this.services.cache, ...(this.options.cache !== undefined ? { cacheFile: this.options.cache } : {}) } : {}),
      ...(this.services.keepCache ? { keepCache: this.services.keepCache } : {}),
      ...(this.services.baseline ? { baseline: this.services.baseline } : {}),
      ...(this.db ? { db: this.db } : {}),
      ...(this.options.remap.length > 0 ? { remappedFrom: (url: string) => this.scope.remappedFrom(url) } : {}),
      ...(this.services.cookies ? { cookies: this.services.cookies } : {}),
    });
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
    // request's oneDone() (an onProgress hook that aborts), whose task the queue still counts.
    this.documents?.renderer?.stop();
    this.outstanding = this.running + (this.documents?.parsing ?? 0);
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

  /** Settle an entry from a fresh cached ok verdict; false when it must be requested. */
  private fromCache(waiting: Waiting): boolean {
    const hit = this.cache?.check(waiting);
    if (!hit) return false;
    this.records.fromCache++;
    const entry = this.frontier.materialize(waiting);
    entry.method = hit.method;
    this.frontier.setVerdict(entry, 'ok', hit.outcome, FROM_CACHE_REASON);
    recordVerdict(this.db, entry, hit.outcome, undefined);
    return true;
  }

  /** One piece of outstanding work is done: the run ends when none is left. */
  private oneDone(): void {
    this.outstanding--;
    this.emitProgress(false);
    if (this.outstanding <= 0) this.finished();
  }

  /** One attempt for one URL: its check, then either a retry or a final verdict. */
  private async request(waiting: Waiting): Promise<void> {
    this.running++;
    try {
      if (this.stopped) return;
      const entry = this.frontier.materialize(waiting);
      this.frontier.started(entry);
      // The GET after a failed HEAD is the same attempt.
      const headMs = this.getNext.get(entry);
      if (headMs === undefined) entry.attempts++;
      else this.getNext.delete(entry);
      const wasPage = entry.crawl;
      let checked = await checkWith(this.checkers, entry, this.abort.signal);
      if (headMs !== undefined && checked.ms !== undefined) checked = { ...checked, ms: checked.ms + headMs };
      this.records.requests += checked.requests;
      entry.method = checked.method;
      if (this.stopped) return;
      this.answered(entry, wasPage, checked);
    } finally {
      this.running--;
      this.oneDone();
    }
  }

  /** What an attempt's answer leads to: the host's pacing and health learn from it, then a retry or the URL's verdict. */
  private answered(entry: Entry, wasPage: boolean, { outcome, latencyMs, ms, next, https }: Checked): void {
    if (next === 'get') {
      // A GET follows the HEAD: a request of its own, in the host's lane like any other.
      this.lanes.record(entry, attemptOf(outcome), latencyMs, 'head');
      entry.method = 'head+get';
      this.getNext.set(entry, ms ?? 0);
      this.frontier.requeued(entry);
      this.schedule(entry);
      return;
    }
    const { signal: host, dropped } = this.lanes.record(entry, attemptOf(outcome), latencyMs);
    if (host === 'down') this.hostDown(dropped);
    if (isRetryable(outcome) && entry.attempts <= this.options.retries && !this.lanes.down(entry).down && !this.oneAttemptOnly(entry, outcome)) {
      const wait = retryDelay(entry.attempts, {
        baseMs: this.options.retryDelay,
        capMs: this.options.retryAfterMax,
        retryAfter: headOf(outcome)?.retryAfter,
      });
      // Said in the report if the run stops before the retry settles.
      entry.last = { reason: attemptReason(outcome, this.options), ...answerOf(outcome) };
      // The retry waits (the URL's pause); the host's own pause and pacing are the lanes' (pacer.ts).
      this.frontier.requeued(entry);
      this.schedule(entry, wait);
      return;
    }
    const dbMs = this.db ? ms : undefined;
    this.record(entry, outcome, dbMs, https);
    const fate = this.documents.follow(entry, outcome, dbMs);
    if (fate === 'not-parsed' && entry.depth === 0 && this.unparsedStarts.length < 10) this.unparsedStarts.push(unparsedStartReason(entry, outcome));
    if (fate === 'not-parsed' && entry.crawl) this.unparsedPage(entry, wasPage, outcome);
  }

  /** A URL of a host known slow that timed out: one attempt with the full timeout is all it gets. */
  private oneAttemptOnly(entry: Entry, outcome: FetchOutcome): boolean {
    return outcome.kind === 'error' && outcome.error === 'timeout' && !entry.internal && this.lanes.slow(entry);
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

  /**
   * An entry of a host marked down: settled without a request (so without a fetch time), as
   * refused, or, for a name that does not resolve, as the DNS answer its host got.
   */
  private settleDown(entry: Entry): void {
    const down = this.lanes.down(entry);
    const outcome: ErrorOutcome =
      down.unresolved !== undefined
        ? { kind: 'error', error: 'dns', systemCode: 'ENOTFOUND', errorMessage: hostUnresolvedMessage(down.unresolved), finalUrl: entry.url, redirects: [] }
        : { kind: 'error', error: 'refused', errorMessage: hostDownMessage(down.refusals), finalUrl: entry.url, redirects: [] };
    this.record(entry, outcome, undefined);
    if (entry.crawl) this.unparsedPage(entry, entry.crawl, outcome);
    this.oneDone();
  }

  /**
   * A page link that ended unparsed. Found as a resource first and promoted to a page while
   * its request (body unread) was in flight: request it again to parse it. Otherwise its
   * max-pages slot goes to a page link waiting for one.
   */
  private unparsedPage(entry: Entry, wasPage: boolean, outcome: FetchOutcome): void {
    const head = headOf(outcome);
    const unread = outcome.kind !== 'response' || outcome.body === undefined;
    if (!wasPage && unread && head !== undefined && isHtmlContentType(head.contentType)) {
      const again = this.frontier.refetchAsPage(entry);
      if (again) {
        this.schedule(again);
        return;
      }
    }
    const next = this.limits.releasePage();
    if (next) this.schedule(next);
  }

  /** Record the entry's verdict (check/verdict.ts), in the cache and the database too. */
  private record(entry: Entry, outcome: FetchOutcome, fetchMs: number | undefined, https?: string): void {
    const v = withHttps(judge({ ...outcome, url: entry.url, linked: entry.depth > 0 }, this.options), https, this.options.requireHttps);
    const answer = { ...answerOf(outcome), finalUrl: outcome.finalUrl, redirects: outcome.redirects };
    const settled = settledAnswer(answer, v);
    // `--browser-check` may load it once more in the browser first, which may make it ok (render-pages.ts).
    const settle = () => {
      this.frontier.setVerdict(entry, v.state, settled, v.reason);
      // An http link with a working https URL is not cached ok: the next run asks again, and says so again.
      if (v.https === undefined) this.cache?.remember(entry.url, v.answered, answer.status);
      recordVerdict(this.db, entry, outcome, fetchMs);
    };
    if (v.state === 'ok' || !this.documents.renderer?.recheck(entry, answer, v.blocked === true, this.frontier, settle)) settle();
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
      pages: this.records.pages.length - (this.documents?.stylesheets ?? 0) - (this.sitemaps?.pages ?? 0),
      queued: Math.max(0, this.outstanding - this.lanes.running - this.retryBackoff - this.lanes.retrying - (this.documents?.parsing ?? 0)),
      requests: this.records.requests,
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
