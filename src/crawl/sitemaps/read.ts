/**
 * `--sitemap`: find the sitemaps (given URLs, or `auto`: each start origin's `robots.txt`
 * `Sitemap:` lines and its `/sitemap.xml`), read them and the indexes among them (nested at
 * most MAX_INDEX_DEPTH deep, each sitemap once), and hand back their entries on the site's
 * hosts with their places. Read before the crawl starts, one request at a time, through the
 * crawl's HTTP client (its User-Agent, headers policy, timeouts and decoding), retrying as
 * the crawl does. Every bad sitemap is one warning; nothing here throws for a sitemap.
 */
import type { Options } from '../../options.js';
import type { Fetcher, FetchOutcome } from '../../http/types.js';
import { answerOf, headOf } from '../../model/outcome.js';
import { isRetryable, retryDelay } from '../../http/retry.js';
import { isHtmlContentType } from '../../extract/charset.js';
import { readSitemap, robotsSitemaps, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, type ParsedSitemap } from '../../extract/sitemap.js';
import type { SitemapRecord, SitemapVia, SitemapWarning } from '../../model/sitemap.js';
import type { Scope } from '../frontier/scope.js';
import { siteKey, tryResolve, withoutFragment } from '../frontier/url.js';
import { plural, thousands } from '../../support/plural.js';
import { sleep } from '../../support/sleep.js';

/** Index inside index inside index: deeper than this is not read (the protocol allows one level). */
export const MAX_INDEX_DEPTH = 3;
/** Sitemaps read in one run, indexes included. */
export const MAX_SITEMAPS = 1_000;
/** Unique URLs taken from all sitemaps together: each becomes a crawl entry held to the end of the run. */
export const MAX_LISTED = 500_000;
/** robots.txt read at most this much (Google reads 500 KiB). */
const ROBOTS_MAX_BYTES = 512 * 1024;

/** A sitemap that was read: what the crawl records as its page, and its entries on the site. */
export interface ReadSitemap {
  url: string;
  finalUrl: string;
  status: number;
  contentType: string;
  bytes: number;
  entries: number;
  /** Page entries on the site's hosts, in document order (a `urlset`'s; an index has none). */
  listed: ListedUrl[];
}

export interface ListedUrl {
  u: URL;
  key: string;
  loc: string;
  line: number;
  column: number;
}

export interface SitemapsRead {
  sitemaps: ReadSitemap[];
  records: SitemapRecord[];
  warnings: SitemapWarning[];
}

interface Pending {
  url: string;
  via: SitemapVia;
  parent?: string;
  depth: number;
  /** Its `<loc>` in the parent index. */
  place?: { line: number; column: number };
  /** The URLs of the indexes it descends from (a loop names one of them again). */
  ancestors: string[];
}

export interface SitemapContext {
  options: Pick<Options, 'sitemap' | 'retries' | 'retryDelay' | 'retryAfterMax' | 'baseUrl'>;
  client: Fetcher;
  scope: Scope;
  /** The crawl's start URLs (a folder's: the loopback server's root). */
  startUrls: readonly string[];
  /** A folder check: its loopback root (`--sitemap /sitemap.xml` is a path in it). */
  serverUrl?: string;
  signal: AbortSignal;
}

/** Find and read every sitemap; the entries on the site come back with their places. */
export async function readSitemaps(ctx: SitemapContext): Promise<SitemapsRead> {
  return new SitemapRun(ctx).run();
}

class SitemapRun {
  private readonly out: SitemapsRead = { sitemaps: [], records: [], warnings: [] };
  private readonly seen = new Set<string>();
  private readonly listedKeys = new Set<string>();
  private listedCapped = false;

  constructor(private readonly ctx: SitemapContext) {}

  async run(): Promise<SitemapsRead> {
    const queue: Pending[] = [];
    for (const value of this.ctx.options.sitemap) {
      if (value === 'auto') queue.push(...(await this.discover()));
      else {
        const url = this.ctx.serverUrl !== undefined && value.startsWith('/') ? new URL(value, this.ctx.serverUrl).href : value;
        queue.push({ url, via: 'option', depth: 0, ancestors: [] });
      }
    }
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      if (this.ctx.signal.aborted) break;
      const key = this.keyOf(p.url);
      if (this.seen.has(key)) {
        if (p.ancestors.includes(key)) {
          const self = p.parent !== undefined && this.keyOf(p.parent) === key;
          this.warn(
            p.parent ?? p.url,
            self ? 'lists itself: a loop, not read again' : `lists ${p.url}, an index it is itself listed in: a loop, not read again`,
            p.place,
          );
        }
        continue;
      }
      this.seen.add(key);
      if (this.seen.size > MAX_SITEMAPS) {
        this.warn(p.url, `not read: more than ${thousands(MAX_SITEMAPS)} sitemaps in one run`);
        break;
      }
      queue.push(...(await this.readOne(p)));
    }
    if (this.ctx.options.sitemap.includes('auto') && this.out.sitemaps.length === 0 && this.out.warnings.length === 0 && !this.ctx.signal.aborted) {
      for (const o of new Set(this.ctx.startUrls.map((u) => new URL(u).origin))) {
        this.warn(`${o}/sitemap.xml`, `no sitemap found: ${o}/robots.txt names none and ${o}/sitemap.xml is not there`);
      }
    }
    return this.out;
  }

  /** `auto`: each start origin's robots.txt `Sitemap:` lines, then its `/sitemap.xml`. */
  private async discover(): Promise<Pending[]> {
    const origins = [...new Set(this.ctx.startUrls.map((u) => new URL(u).origin))];
    const found: Pending[] = [];
    for (const origin of origins) {
      const robots = `${origin}/robots.txt`;
      const named: string[] = [];
      const res = await this.get(robots, ROBOTS_MAX_BYTES);
      if (res.kind === 'response' && res.status >= 200 && res.status < 300 && res.body !== undefined && !isHtmlContentType(res.contentType)) {
        for (const line of robotsSitemaps(new TextDecoder().decode(res.body))) {
          const u = tryResolve(line, robots);
          if (u === undefined || (u.protocol !== 'http:' && u.protocol !== 'https:')) {
            this.warn(robots, `has a Sitemap: line that is not an http(s) URL: ${line.slice(0, 200)}`);
            continue;
          }
          named.push(u.href);
          found.push({ url: u.href, via: 'robots.txt', parent: robots, depth: 0, ancestors: [] });
        }
      }
      const guess = `${origin}/sitemap.xml`;
      if (!named.some((n) => this.keyOf(n) === this.keyOf(guess))) found.push({ url: guess, via: 'auto', depth: 0, ancestors: [] });
    }
    return found;
  }

  /** Read one sitemap; returns the sitemaps an index lists. */
  private async readOne(p: Pending): Promise<Pending[]> {
    const record: SitemapRecord = { url: p.url, via: p.via, entries: 0 };
    if (p.parent !== undefined) record.parent = p.parent;
    this.out.records.push(record);
    const located = this.ctx.scope.locate(new URL(p.url)).u.href;
    const res = await this.get(located, SITEMAP_MAX_BYTES);
    const { status } = answerOf(res);
    if (status !== undefined) record.status = status;
    const where = p.via === 'index' ? ` (listed in ${p.parent})` : p.via === 'robots.txt' ? ` (named in ${p.parent})` : '';
    const placed = (message: string) => this.warn(p.parent ?? p.url, message, p.place);
    if (res.kind === 'error') {
      if (p.via === 'index') placed(`lists ${p.url}, which could not be fetched: ${res.errorMessage}`);
      else this.warn(p.url, `could not be fetched${where}: ${res.errorMessage}`);
      return [];
    }
    if (res.status < 200 || res.status > 299) {
      if (p.via === 'auto') return []; // a guessed /sitemap.xml that is not there: said once, by noneFound
      if (p.via === 'index') placed(`lists ${p.url}, which answered HTTP ${res.status}`);
      else this.warn(p.url, `answered HTTP ${res.status}${where}`);
      return [];
    }
    const final = tryResolve(res.finalUrl, located)!;
    // A sitemap of a start host that redirects to that host's www. (or https) twin brings the twin into the site, as a start URL's redirect does.
    if (res.redirects.length > 0 && p.via !== 'index' && this.ctx.scope.isInternal(new URL(located)))
      this.ctx.scope.adoptRedirectedStart(new URL(located), final);
    // A known status (never asked for here) would be a response without a body.
    const got = res.kind === 'response' ? res : undefined;
    const contentType = got?.contentType ?? '';
    const parsed = await readSitemap(got?.body ?? new Uint8Array(0), {
      maxBytes: SITEMAP_MAX_BYTES,
      maxUrls: SITEMAP_MAX_URLS,
      truncated: got?.truncated === true,
    });
    if (parsed.kind === undefined && p.via === 'auto' && isHtmlContentType(contentType)) return []; // a site's HTML fallback page for the guess
    if (parsed.kind !== undefined) record.kind = parsed.kind;
    record.entries = parsed.locs.length;
    if (parsed.stop) this.warn(p.url, parsed.stop.message, parsed.stop);
    const read: ReadSitemap = {
      url: located,
      finalUrl: final.href,
      status: res.status,
      contentType,
      bytes: got?.body?.byteLength ?? 0,
      entries: parsed.locs.length,
      listed: [],
    };
    this.out.sitemaps.push(read);
    if (parsed.kind === 'sitemapindex') return this.children(p, final, parsed);
    if (parsed.kind === 'urlset') this.pages(p.url, read, parsed);
    return [];
  }

  /** An index's sitemaps: on its own host, not nested too deep. */
  private children(p: Pending, index: URL, parsed: ParsedSitemap): Pending[] {
    const out: Pending[] = [];
    const ancestors = [...p.ancestors, this.keyOf(p.url)];
    let offsite: { n: number; first?: string } = { n: 0 };
    for (const { loc, line, column } of parsed.locs) {
      const u = tryResolve(loc, index);
      if (u === undefined || (u.protocol !== 'http:' && u.protocol !== 'https:')) {
        this.warn(p.url, `lists a sitemap that is not an http(s) URL: ${loc.slice(0, 200)}`, { line, column });
        continue;
      }
      if (siteKey(this.ctx.scope.locate(u).u) !== siteKey(index)) {
        offsite = { n: offsite.n + 1, first: offsite.first ?? u.href };
        continue;
      }
      if (p.depth + 1 > MAX_INDEX_DEPTH) {
        this.warn(p.url, `lists ${u.href}, nested deeper than ${MAX_INDEX_DEPTH} sitemap indexes: not read`, { line, column });
        continue;
      }
      out.push({ url: u.href, via: 'index', parent: p.url, depth: p.depth + 1, place: { line, column }, ancestors });
    }
    if (offsite.n > 0) {
      this.warn(
        p.url,
        `lists ${plural(offsite.n, 'sitemap')} on another host (${offsite.first}, …): an index may list only its own host's sitemaps, so they were not read`,
      );
    }
    return out;
  }

  /** A urlset's entries on the site's hosts; the rest said in one warning. */
  private pages(name: string, read: ReadSitemap, parsed: ParsedSitemap): void {
    const scope = this.ctx.scope;
    const base = new URL(read.finalUrl);
    let offsite = 0;
    let firstOff: string | undefined;
    let invalid = 0;
    let firstInvalid: string | undefined;
    for (const { loc, line, column } of parsed.locs) {
      const raw = tryResolve(loc, base);
      if (raw === undefined || (raw.protocol !== 'http:' && raw.protocol !== 'https:')) {
        invalid++;
        firstInvalid ??= `${loc.slice(0, 200)} at line ${line}`;
        continue;
      }
      const { u, key } = scope.locate(raw);
      if (!scope.isInternal(u)) {
        offsite++;
        firstOff ??= raw.href;
        continue;
      }
      if (!this.listedKeys.has(key)) {
        if (this.listedKeys.size >= MAX_LISTED) {
          if (!this.listedCapped) this.warn(name, `not every entry was used: more than ${thousands(MAX_LISTED)} URLs in all sitemaps together`);
          this.listedCapped = true;
          continue;
        }
        this.listedKeys.add(key);
      }
      read.listed.push({ u, key, loc, line, column });
    }
    if (invalid > 0)
      this.warn(
        name,
        `has ${plural(invalid, 'entry', 'entries')} that ${invalid === 1 ? 'is' : 'are'} not an absolute http(s) URL (${firstInvalid}): not checked`,
      );
    if (offsite > 0) {
      const folder = this.ctx.serverUrl !== undefined;
      const hint = folder
        ? this.ctx.options.baseUrl === undefined
          ? `; give the site's public address as --base-url (e.g. ${new URL(firstOff!).origin}/) to check them in the folder`
          : `, not under the base URL ${this.ctx.options.baseUrl}`
        : '; a sitemap may list only its own site, so they were not checked';
      this.warn(name, `lists ${plural(offsite, 'URL')} on another host (${firstOff}, …)${hint}`);
    }
  }

  private warn(sitemap: string, message: string, place?: { line?: number; column?: number }): void {
    const w: SitemapWarning = { sitemap, message };
    if (place?.line !== undefined) w.line = place.line;
    if (place?.column !== undefined) w.column = place.column;
    this.out.warnings.push(w);
  }

  private keyOf(url: string): string {
    const u = tryResolve(url, 'http://invalid/');
    return u === undefined ? url : withoutFragment(this.ctx.scope.locate(u).u);
  }

  /** GET with the crawl's retry policy (429, 5xx, timeouts), waiting as the crawl would. */
  private async get(url: string, cap: number): Promise<FetchOutcome> {
    const { client, signal, options } = this.ctx;
    for (let attempt = 1; ; attempt++) {
      const out = await client.fetch({ url, method: 'GET', readBody: true, maxBodyBytes: cap, signal });
      if (signal.aborted || !isRetryable(out) || attempt > options.retries) return out;
      const wait = retryDelay(attempt, { baseMs: options.retryDelay, capMs: options.retryAfterMax, retryAfter: headOf(out)?.retryAfter });
      await sleep(wait, signal);
    }
  }
}
