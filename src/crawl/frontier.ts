/**
 * The frontier: every URL seen in this run, once. It decides scope (same site or not),
 * applies include/exclude and limits, keeps referrers while they may still be needed, and
 * counts verdicts. No I/O.
 */
import type { Options } from '../options.js';
import type { ErrorCode, LinkState, RedirectHop, Referrer } from '../report/model.js';
import type { LinkKind } from '../extract/types.js';
import type { StaticServer } from '../local/server.js';
import { siteKey, siteKeyOfHost, withoutFragment } from './url.js';
import { shardOwns } from './shard.js';

/** Where a link was found, compactly: the page is an index into the run's page list. */
export type PendingReferrer = Omit<Referrer, 'page'> & { pageId: number };

export interface Entry {
  /** Normalised URL without fragment (or the raw value for an invalid URL). */
  url: string;
  internal: boolean;
  /** Fetch with GET and parse when HTML: an in-scope page link. */
  crawl: boolean;
  depth: number;
  attempts: number;
  method?: string;
  /** Undefined while the URL is waiting or in flight. */
  state?: LinkState;
  status?: number;
  error?: ErrorCode;
  reason?: string;
  redirects?: RedirectHop[];
  /** Final URL after redirects, when different. */
  finalUrl?: string;
  /** Referrers: kept while pending and for problems; dropped (null) once a URL is ok. */
  refs: PendingReferrer[] | null;
  parsed: boolean;
  /** With a shard: a URL another shard requests. */
  foreign?: boolean;
}

export interface VerdictCounts {
  ok: number;
  warnings: number;
  dead: number;
  skipped: number;
}

export class Frontier {
  private readonly seen = new Map<string, Entry>();
  private readonly sites = new Set<string>();
  /** The hosts the user started on: the only ones (besides hosts a header names) that get headers. */
  private readonly headerSites = new Set<string>();
  /** Site keys with a start URL over plain http (headers may go over http only to these). */
  private readonly plainSites = new Set<string>();
  private readonly skippedUrls = new Set<string>();
  readonly skipped: Record<string, number> = {};
  readonly problems: Entry[] = [];
  readonly counts: VerdictCounts = { ok: 0, warnings: 0, dead: 0, skipped: 0 };
  /** Set when a limit left part of the site unchecked. */
  limitReason?: string;
  /** Page entries admitted (requested or to be requested) while max-pages has room. */
  private plannedPages = 0;
  /** Page links found after max-pages was planned full: requested only if a planned page turns out not to be one. */
  private readonly deferred: Entry[] = [];
  private parsedPages = 0;
  private server?: StaticServer;
  private aliasPrefix?: string;
  /** With a base URL below a path (`https://o.github.io/repo/`): that path on the local server (`http://127.0.0.1:P/repo/`). */
  private localPrefix?: string;
  private readonly headerRules: Array<{ name: string; value: string; hosts: Set<string> }>;

  constructor(private readonly options: Options) {
    this.headerRules = options.headers.map((h) => ({
      name: h.name,
      value: h.value,
      hosts: new Set(h.hosts.map(siteKeyOfHost)),
    }));
  }

  /** A start URL's host is part of the site. */
  addSite(u: URL): void {
    this.sites.add(siteKey(u));
    this.headerSites.add(siteKey(u));
    if (u.protocol === 'http:') this.plainSites.add(siteKey(u));
  }

  /**
   * A start URL redirected to `target`: the target's host joins the site when it is the same
   * host but for the scheme, the port or a `www.` prefix (http://example.com →
   * https://www.example.com/). A redirect to any other host (a login page elsewhere) is only
   * checked, never crawled. Headers never follow: they go to the hosts the user started on.
   */
  adoptRedirectedStart(start: URL, target: URL): boolean {
    const bare = (h: string) => h.replace(/^www\./, '');
    if (bare(start.hostname) !== bare(target.hostname)) return false;
    this.sites.add(siteKey(target));
    return true;
  }

  /** Links under `baseUrl` are rewritten to the local server serving the folder. */
  setLocalServer(server: StaticServer, baseUrl: string | undefined): void {
    this.server = server;
    if (baseUrl !== undefined) {
      this.aliasPrefix = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
      // The folder is the site at the base URL's path, served at the local root: a
      // root-relative link `/repo/x.html` on a local page means the local `/x.html`.
      const basePath = new URL(this.aliasPrefix).pathname;
      if (basePath !== '/') this.localPrefix = new URL(basePath, server.url).href;
    }
  }

  /** The local server's URL and `base-url`, each ending in `/`: what `stableKey` maps to `site:/`. */
  localPrefixes(): string[] {
    if (!this.server) return [];
    return this.aliasPrefix !== undefined ? [this.server.url, this.aliasPrefix] : [this.server.url];
  }

  fileFor(pageHref: string): string | undefined {
    return this.server?.fileFor(pageHref);
  }

  isInternal(u: URL): boolean {
    return this.sites.has(siteKey(u));
  }

  /** Extra headers for one request hop: only to the site's hosts, or to hosts a header names. */
  headersFor(u: URL): Record<string, string> | undefined {
    if (this.headerRules.length === 0) return undefined;
    const key = siteKey(u);
    // http and https of one host are one site, but a token meant for an https site must not
    // travel in clear text over an `http:` link or redirect: only to sites started over http.
    if (u.protocol === 'http:' && this.sites.has(key) && !this.plainSites.has(key)) return undefined;
    const ours = this.headerSites.has(key);
    let out: Record<string, string> | undefined;
    for (const r of this.headerRules) {
      if (ours || r.hosts.has(key)) (out ??= {})[r.name] = r.value;
    }
    return out;
  }

  /** Pages deeper than max-depth are checked but not parsed. */
  mayParse(entry: Entry): boolean {
    return this.options.maxDepth < 0 || entry.depth <= this.options.maxDepth;
  }

  /** Count a page about to be parsed; false once max-pages is reached. */
  claimPage(): boolean {
    if (this.options.maxPages > 0 && this.parsedPages >= this.options.maxPages) {
      this.limitReason ??= 'max-pages';
      return false;
    }
    this.parsedPages++;
    return true;
  }

  /** A start URL: always checked, crawled when HTML. */
  addStart(u: URL): Entry | undefined {
    const key = withoutFragment(u);
    if (this.seen.has(key)) return undefined;
    const e = this.newEntry(key, true, true, 0);
    this.plannedPages++;
    return e;
  }

  /**
   * A link found on a page. Returns the entry when it must be requested now (new, or a
   * resource that turned out to be a page link too); undefined when already handled.
   */
  add(u: URL, key: string, kind: LinkKind, depth: number, ref: PendingReferrer): Entry | undefined {
    const existing = this.seen.get(key);
    if (existing) {
      if (existing.refs) existing.refs.push(ref);
      if (kind === 'page' && existing.internal && !existing.crawl) return this.promoteToPage(existing, depth, ref);
      return undefined;
    }
    if (this.skippedUrls.has(key)) return undefined;
    const filtered = this.filter(key);
    if (filtered) {
      this.skip(filtered, key);
      return undefined;
    }
    const internal = this.isInternal(u);
    if (!internal && !this.options.checkExternal) {
      this.skip('external', key);
      return undefined;
    }
    const crawl = internal && kind === 'page';
    const e = this.newEntry(key, internal, crawl, depth);
    const shard = this.options.shard;
    if (shard && !crawl && !shardOwns(key, shard)) {
      // Another shard requests this URL (and records its referrers); remember it as foreign
      // so a later page link can still make it a page every shard crawls.
      e.state = 'skipped';
      e.foreign = true;
      e.refs = null;
      this.skipped['other-shard'] = (this.skipped['other-shard'] ?? 0) + 1;
      this.counts.skipped++;
      return undefined;
    }
    e.refs!.push(ref);
    if (crawl && this.options.maxPages > 0 && this.plannedPages >= this.options.maxPages) {
      this.deferred.push(e);
      return undefined;
    }
    if (crawl) this.plannedPages++;
    return e;
  }

  /**
   * The URL a link stands for in this run (a link into the folder's public URL becomes the
   * local server's) and its key: the href without fragment.
   */
  locate(input: URL): { u: URL; key: string } {
    const u = this.rewriteAlias(input);
    return { u, key: withoutFragment(u) };
  }

  /**
   * True when a link to `key` needs nothing recorded: the URL is already settled ok (its
   * referrers are no longer kept) and the link would not make it a page to crawl. The hot
   * path for a site's navigation links, which saves building a referrer.
   */
  isSettledOk(key: string, kind: LinkKind): boolean {
    const e = this.seen.get(key);
    return e !== undefined && e.refs === null && !(kind === 'page' && e.internal && !e.crawl);
  }

  /**
   * A planned page entry ended without being parsed (not HTML, an error, a redirect to a page
   * parsed elsewhere, too deep): its max-pages slot goes to the first deferred page link, which
   * is returned to be requested.
   */
  releasePage(): Entry | undefined {
    this.plannedPages--;
    const next = this.deferred.shift();
    if (next) this.plannedPages++;
    return next;
  }

  /** At the end: page links still deferred by max-pages are skipped, and the report is incomplete. */
  dropDeferred(): void {
    for (const e of this.deferred.splice(0)) {
      this.limitReason ??= 'max-pages';
      this.skip('max-pages', e.url, e);
    }
  }

  /**
   * An in-scope URL fetched as a resource (body unread) that is now known to be a page link:
   * reset it to be requested again and parsed. Undefined when it is not worth it.
   */
  refetchAsPage(e: Entry): Entry | undefined {
    if (e.state !== 'ok' || !e.crawl || e.parsed || !this.mayParse(e)) return undefined;
    this.counts.ok--;
    e.state = undefined;
    e.attempts = 0;
    e.method = undefined;
    e.refs = [];
    return e;
  }

  /**
   * The status this run already has for a redirect target, so the redirect need not request it
   * again. Not for a page still to be parsed when the redirecting URL is a page link.
   */
  knownStatus(key: string, from: Entry): { status: number } | undefined {
    const e = this.seen.get(key);
    if (!e || e === from || e.status === undefined || e.state === undefined || e.state === 'skipped') return undefined;
    if (from.crawl && e.internal && !e.parsed && e.state === 'ok' && this.mayParse(e)) return undefined;
    return { status: e.status };
  }

  /** A link that cannot be parsed as a URL: dead, reported once per value. */
  invalid(value: string, ref: PendingReferrer): void {
    const key = `invalid:${value}`;
    let e = this.seen.get(key);
    if (!e) {
      e = this.newEntry(key, false, false, 0, value);
      e.state = 'dead';
      e.error = 'invalid-url';
      e.reason = 'invalid URL';
      this.counts.dead++;
      this.problems.push(e);
    }
    e.refs!.push(ref);
  }

  /** A fragment that names nothing on its (in-scope) page: dead, reported as `url#fragment`. */
  missingFragment(url: string, fragment: string, ref: PendingReferrer): void {
    const key = `${url}#${fragment}`;
    let e = this.seen.get(key);
    if (!e) {
      e = this.newEntry(key, true, false, 0);
      e.state = 'dead';
      e.error = 'missing-fragment';
      e.reason = `fragment #${fragment} not found on the page`;
      this.counts.dead++;
      this.problems.push(e);
    }
    e.refs!.push(ref);
  }

  /** Count a unique URL as skipped (never requested). */
  skip(reason: string, key: string, entry?: Entry): void {
    if (entry) {
      // An entry created but never to be requested (deferred past max-pages): forget it here.
      this.seen.delete(entry.url);
    }
    if (this.skippedUrls.has(key)) return;
    this.skippedUrls.add(key);
    this.skipped[reason] = (this.skipped[reason] ?? 0) + 1;
    this.counts.skipped++;
  }

  /** Record the verdict for an entry. Referrers are dropped for ok URLs. */
  settle(
    e: Entry,
    state: Exclude<LinkState, 'skipped'>,
    outcome: { status?: number; error?: ErrorCode; redirects: RedirectHop[]; finalUrl: string },
    reason: string,
  ): void {
    e.state = state;
    e.status = outcome.status;
    e.error = outcome.error;
    if (outcome.finalUrl !== e.url) e.finalUrl = outcome.finalUrl;
    if (state === 'ok') {
      // Ok URLs keep no reason or referrers: they are never reported one by one.
      this.counts.ok++;
      e.refs = null;
      return;
    }
    e.reason = reason;
    e.redirects = outcome.redirects;
    if (state === 'warn') this.counts.warnings++;
    else this.counts.dead++;
    this.problems.push(e);
  }

  /**
   * A page reached through a redirect: its final URL is parsed once. Returns false when the
   * final URL is (or will be) parsed through its own entry.
   */
  claimFinal(finalUrl: URL, from: Entry): boolean {
    const key = withoutFragment(finalUrl);
    const e = this.seen.get(key);
    if (e && e !== from) {
      if (e.parsed || (e.crawl && e.state === undefined)) return false;
      e.parsed = true;
    } else if (!e) {
      const alias = this.newEntry(key, true, true, from.depth);
      alias.state = 'ok';
      alias.parsed = true;
      alias.refs = null;
    }
    from.parsed = true;
    return true;
  }

  /** The URL whose anchors hold a URL's fragments: its final URL after redirects. */
  finalOf(url: string): string {
    const e = this.seen.get(url);
    return e?.finalUrl ? withoutFragment(new URL(e.finalUrl)) : url;
  }

  /**
   * Every URL seen, with its key: the URL without fragment, `invalid:<value>` for a link that
   * is not a URL, `url#fragment` for a missing fragment. Read-only use (the report's shard counts).
   */
  entries(): IterableIterator<[string, Entry]> {
    return this.seen.entries();
  }

  /** URLs never settled (a stop left them queued or in flight). */
  unsettled(): number {
    let n = 0;
    for (const e of this.seen.values()) if (e.state === undefined) n++;
    return n;
  }

  private newEntry(key: string, internal: boolean, crawl: boolean, depth: number, url = key): Entry {
    const e: Entry = { url, internal, crawl, depth, attempts: 0, refs: [], parsed: false };
    this.seen.set(key, e);
    return e;
  }

  /** An in-scope URL first found as a resource and now as a page link: fetch it again to parse. */
  private promoteToPage(e: Entry, depth: number, ref: PendingReferrer): Entry | undefined {
    e.crawl = true;
    e.depth = Math.min(e.depth, depth);
    if (e.state !== undefined && !e.foreign) {
      // Settled: a page slot only when it is requested again to be parsed. The link that
      // promoted it is its first referrer again (a settled ok entry kept none).
      const again = this.refetchAsPage(e);
      if (again) {
        this.plannedPages++;
        again.refs!.push(ref);
      }
      return again;
    }
    this.plannedPages++;
    if (e.foreign) {
      // Pages are crawled by every shard: take it back from the shard that owned it.
      e.foreign = false;
      this.skipped['other-shard']!--;
      this.counts.skipped--;
      e.state = undefined;
      e.refs = [ref];
      return e;
    }
    // Waiting or in flight: the crawler re-requests it as a page if its body was not read.
    return undefined;
  }

  private rewriteAlias(u: URL): URL {
    if (this.aliasPrefix === undefined || !this.server) return u;
    const href = u.href;
    for (const prefix of [this.aliasPrefix, this.localPrefix]) {
      if (prefix === undefined) continue;
      if (href.startsWith(prefix) || href === prefix.slice(0, -1)) return new URL(href.slice(prefix.length), this.server.url);
    }
    return u;
  }

  /** `excluded` / `not-included` when a filter rules the URL out; undefined when it is checked. */
  private filter(key: string): string | undefined {
    const { include, exclude } = this.options;
    for (const r of exclude) if (r.test(key)) return 'excluded';
    if (include.length > 0 && !include.some((r) => r.test(key))) return 'not-included';
    return undefined;
  }
}
