/**
 * The frontier: every URL seen in this run, once, and its state. It creates entries for new
 * links (asking the scope, the limits and the shard what each one is), keeps referrers while
 * they may still be needed, records verdicts and counts them. Policy lives in scope.ts
 * (site and filters), limits.ts (page budget, depth, incomplete reason) and shard.ts. No I/O.
 *
 * Memory: a URL that waits for its first request is no Entry. It is a fingerprint in a compact
 * index (url-index.ts, ~40 bytes with its flags) and a `WaitingUrl` in its host's waiting line,
 * which may be on disk (spill.ts). Its depth and whether it is a page live here, by id, until
 * the request starts and `materialize` makes its Entry. Entries exist for URLs requested, in
 * flight or settled, and for start URLs, invalid links and missing fragments.
 */
import type { Options } from '../../options.js';
import type { ErrorCode, LinkState, PendingReferrer, RedirectHop } from '../../model/link.js';
import { IN_FLIGHT, isEntry, QUEUED, settled, type Entry, type MovedTo, type Waiting, type WaitingUrl } from '../../model/entry.js';
import type { CrawlSnapshot, VerdictCounts } from '../../model/snapshot.js';
import type { LinkKind } from '../../extract/types.js';
import { siteKeyOfHref, withoutFragment } from './url.js';
import { requestedElsewhere } from './shard.js';
import type { Scope } from './scope.js';
import type { Limits } from './limits.js';
import { TrapDetector, type TrapBudgets } from './traps.js';
import { UrlIndex } from './url-index.js';
import { PlaceStore } from './place-store.js';

export type { Entry };

/** Per id of the URL index: what the key is now (bits 0-1), facts of a waiting URL, and its depth (bits 8-31). */
const NONE = 0;
const WAITING = 1;
const MADE = 2;
const STATE = 3;
const CRAWL = 1 << 2;
const PARSED = 1 << 3;
const INTERNAL = 1 << 4;
/** Counted as skipped (once per URL, whatever else became of it). */
const SKIPPED = 1 << 5;
/** A stylesheet: requested by every shard (Entry.everyShard). */
const EVERY_SHARD = 1 << 6;
const MAX_DEPTH = 0xffffff;

export class Frontier {
  /** Every Entry, by key. */
  private readonly seen = new Map<string, Entry>();
  /** Keys that waited or were skipped, without their strings; `flags` by id. */
  private readonly index = new UrlIndex();
  private flags = new Uint32Array(1 << 12);
  /** URLs waiting (no Entry yet). */
  private waitingUrls = 0;
  /** Places found for a URL after the first while it waits, by id (compactly: most are dropped when it is settled ok). */
  private readonly laterRefs = new PlaceStore();
  readonly skipped: Record<string, number> = {};
  readonly problems: Entry[] = [];
  /** Links on the site through a 301/308 (a set: a page fetched again to parse it settles twice). */
  readonly moved = new Set<Entry>();
  readonly counts: VerdictCounts = { ok: 0, warnings: 0, dead: 0, skipped: 0 };

  /** Crawl-trap budgets (traps.ts), asked about each new page URL. */
  private readonly traps: TrapDetector;

  constructor(
    private readonly options: Pick<Options, 'checkExternal' | 'shard'> & TrapBudgets,
    private readonly scope: Scope,
    private readonly limits: Limits,
  ) {
    this.traps = new TrapDetector(options);
  }

  /**
   * A start URL: always checked, crawled when HTML. It waits as a found link does (no Entry yet, its places
   * kept compactly): a folder check starts from every file, and most of them are found on other pages long
   * before their turn.
   */
  addStart(u: URL): WaitingUrl | undefined {
    const key = withoutFragment(u);
    if (this.seen.has(key)) return undefined;
    const id = this.index.add(key);
    if (this.index.added) this.grow(id);
    else if ((this.flags[id]! & STATE) !== NONE) return undefined;
    this.flags[id] = (this.flags[id]! & SKIPPED) | WAITING | CRAWL | INTERNAL;
    this.waitingUrls++;
    this.limits.plan();
    return { url: key, internal: true, crawl: true, depth: 0, id };
  }

  /**
   * A link found on a page. Returns the entry when it must be requested now (new, or a
   * resource that turned out to be a page link too); undefined when already handled.
   * `stylesheet`: the link points at a stylesheet to read for links (see shard.ts): on the
   * site, every shard requests it. `href` is the URL as found (with its fragment), `key` as
   * requested (`Scope.locate`). `link`: where the key's id is kept between calls (the link memo's answer).
   */
  add(href: string, key: string, linkKind: LinkKind, depth: number, ref: PendingReferrer, stylesheet = false, link?: { id: number }): Waiting | undefined {
    // A page link past the URL-length budget is checked as a resource is: requested once, its page never read.
    const tooLong = linkKind === 'page' && this.traps.tooLongToCrawl(key);
    const kind: LinkKind = tooLong ? 'resource' : linkKind;
    const existing = this.seen.get(key);
    if (existing) {
      if (existing.refs) existing.refs.push(ref);
      if (kind === 'page' && existing.internal && !existing.crawl) return this.promoteToPage(existing, depth, ref);
      if (stylesheet && existing.internal && !existing.crawl) return this.markEveryShard(existing, ref);
      return undefined;
    }
    // A key keeps its id for the whole crawl: a link that knows it (a memo answer, reused) skips the index.
    const known = link !== undefined && link.id >= 0;
    const id = known ? link.id : this.index.add(key);
    if (link !== undefined) link.id = id;
    if (known || !this.index.added) {
      const f = this.flags[id]!;
      if ((f & STATE) === WAITING) this.foundAgain(id, f, kind, depth, ref);
      if ((f & STATE) === WAITING && stylesheet && (f & INTERNAL) !== 0) this.flags[id] = this.flags[id]! | EVERY_SHARD;
      return undefined;
    }
    this.grow(id);
    const filtered = this.scope.filter(key);
    if (filtered) {
      this.skip(filtered, key);
      return undefined;
    }
    const internal = this.scope.hasSite(siteKeyOfHref(key));
    if (!internal && !this.options.checkExternal) {
      this.skip('external', key);
      return undefined;
    }
    const crawl = internal && kind === 'page';
    if (tooLong && internal) this.traps.notCrawled(new URL(key));
    if (crawl && this.traps.check(new URL(href))) {
      this.skip('crawl-trap', key);
      return undefined;
    }
    const everyShard = internal && stylesheet && !crawl;
    if (requestedElsewhere(key, crawl || everyShard, this.options.shard)) {
      // Another shard requests this URL (and records its referrers); remember it as foreign
      // so a later page link can still make it a page every shard crawls.
      this.flags[id] = MADE;
      const e = this.newEntry(key, internal, crawl, depth);
      e.state = settled('skipped', 'other-shard');
      e.foreign = true;
      e.refs = null;
      this.skipped['other-shard'] = (this.skipped['other-shard'] ?? 0) + 1;
      this.counts.skipped++;
      return undefined;
    }
    const w: WaitingUrl = { url: key, internal, crawl, depth, id, ref };
    this.flags[id] = WAITING | (crawl ? CRAWL : 0) | (internal ? INTERNAL : 0) | (everyShard ? EVERY_SHARD : 0) | (Math.min(depth, MAX_DEPTH) << 8);
    this.waitingUrls++;
    if (crawl && !this.limits.admit(w)) return undefined;
    return w;
  }

  /**
   * The Entry of a waiting URL, made when its request starts (or its verdict comes from the
   * cache): its first place, the places found since, and its facts as they are now.
   */
  materialize(w: Waiting): Entry {
    if (isEntry(w)) return w;
    const made = this.seen.get(w.url);
    if (made !== undefined) return made;
    if (w.id < 0) throw new Error(`internal: no entry for ${w.url}`);
    const f = this.flags[w.id]!;
    // A one-slot array when there is one place: `push` onto an empty one reserves 17 slots.
    const later = this.laterRefs.take(w.id);
    const refs = w.ref === undefined ? (later ?? []) : later === undefined ? [w.ref] : [w.ref, ...later];
    const e = this.newEntry(w.url, w.internal, (f & CRAWL) !== 0, f >>> 8);
    e.refs = refs;
    e.parsed = (f & PARSED) !== 0;
    if ((f & EVERY_SHARD) !== 0) e.everyShard = true;
    this.flags[w.id] = (f & SKIPPED) | MADE;
    this.waitingUrls--;
    return e;
  }

  /** A waiting URL found again: one more place, and a page link makes it a page (as promoteToPage does for an Entry). */
  private foundAgain(id: number, f: number, kind: LinkKind, depth: number, ref: PendingReferrer): void {
    this.laterRefs.add(id, ref);
    if (kind === 'page' && (f & INTERNAL) !== 0 && (f & CRAWL) === 0) {
      this.flags[id] = (f & 0xff) | CRAWL | (Math.min(f >>> 8, depth, MAX_DEPTH) << 8);
      this.limits.plan();
    }
  }

  /** Room in `flags` for `id`. */
  private grow(id: number): void {
    if (id < this.flags.length) return;
    const next = new Uint32Array(this.flags.length * 2);
    next.set(this.flags);
    this.flags = next;
  }

  /**
   * True when a link to `link.key` needs nothing recorded: the URL is already settled ok (its
   * referrers are no longer kept) and the link would not make it a page to crawl. The hot
   * path for a site's navigation links, which saves building a referrer.
   */
  isSettledOk(link: { readonly key: string; entry: Entry | undefined }, kind: LinkKind, stylesheet = false): boolean {
    // An entry, once made, is the key's for the rest of the crawl: the link keeps it (a memo answer, reused).
    const e = link.entry ?? (link.entry = this.seen.get(link.key));
    if (e === undefined || e.state.kind !== 'settled') return false;
    // A stylesheet another shard owned: this shard takes it back (add).
    if (stylesheet && e.foreign && e.internal) return false;
    // A moved link is ok but keeps its referrers (the `moved` list names every page linking to it).
    if (e.state.moved !== undefined && e.refs !== null) return false;
    // Ok, or left to another shard (which records the referrers): no referrer is kept for either.
    const v = e.state.verdict;
    return (v === 'ok' || (v === 'skipped' && e.foreign)) && !(kind === 'page' && e.internal && !e.crawl);
  }

  /** A request for the entry starts. */
  started(e: Entry): void {
    e.state = IN_FLIGHT;
  }

  /** The entry waits again (a retry). */
  requeued(e: Entry): void {
    e.state = QUEUED;
  }

  /**
   * An in-scope URL fetched as a resource (body unread) that is now known to be a page link:
   * reset it to be requested again and parsed. Undefined when it is not worth it.
   */
  refetchAsPage(e: Entry): Entry | undefined {
    if (e.state.kind !== 'settled' || e.state.verdict !== 'ok' || !e.crawl || e.parsed || !this.limits.mayParse(e)) return undefined;
    this.counts.ok--;
    e.state = QUEUED;
    e.attempts = 0;
    e.method = undefined;
    // A moved link keeps the referrers it was settled with (the report lists them); others kept none.
    e.refs ??= [];
    return e;
  }

  /**
   * The status this run already has for a redirect target, so the redirect need not request it
   * again. Not for a page still to be parsed when the redirecting URL is a page link.
   */
  knownStatus(key: string, from: Entry): { status: number } | undefined {
    const e = this.seen.get(key);
    if (!e || e === from || e.state.kind !== 'settled' || e.state.status === undefined || e.state.verdict === 'skipped') return undefined;
    if (from.crawl && e.internal && !e.parsed && e.state.verdict === 'ok' && this.limits.mayParse(e)) return undefined;
    return { status: e.state.status };
  }

  /** A link that cannot be parsed as a URL: dead, reported once per value. */
  invalid(value: string, ref: PendingReferrer): void {
    this.deadOnPage(`invalid:${value}`, false, value, 'invalid-url', 'invalid URL', ref);
  }

  /** A fragment that names nothing on its (in-scope) page: dead, reported as `url#fragment`. */
  missingFragment(url: string, fragment: string, ref: PendingReferrer, target = fragment): void {
    const key = `${url}#${fragment}`;
    this.deadOnPage(key, true, key, 'missing-fragment', `fragment #${target} not found on the page`, ref);
  }

  /** A repository path (Markdown `files`) found on the file system: ok, once per key. */
  localOk(key: string): void {
    if (this.seen.has(key)) return;
    const e = this.newEntry(key, true, false, 0);
    e.state = settled('ok', '');
    e.method = 'file';
    e.refs = null;
    this.counts.ok++;
  }

  /** A repository path (Markdown `files`) that is missing, or whose anchor is: dead, with every referrer. */
  localDead(key: string, error: ErrorCode, reason: string, ref: PendingReferrer): void {
    this.deadOnPage(key, true, key, error, reason, ref).method = 'file';
  }

  /** Count a unique URL as skipped (never requested). */
  skip(reason: string, key: string): void {
    const id = this.index.add(key);
    if (this.index.added) {
      this.grow(id);
      this.flags[id] = NONE;
    }
    if ((this.flags[id]! & SKIPPED) !== 0) return;
    this.flags[id]! |= SKIPPED;
    this.skipped[reason] = (this.skipped[reason] ?? 0) + 1;
    this.counts.skipped++;
  }

  /** At the end: page links that never got a max-pages slot are skipped. */
  dropDeferred(): void {
    for (const e of this.limits.dropDeferred()) {
      // Found but never requested: forget it, count the URL as skipped.
      if (isEntry(e)) this.seen.delete(e.url);
      else if (e.id >= 0 && (this.flags[e.id]! & STATE) === WAITING) {
        this.flags[e.id] = this.flags[e.id]! & SKIPPED;
        this.laterRefs.drop(e.id);
        this.waitingUrls--;
      }
      this.skip('max-pages', e.url);
    }
  }

  /**
   * Give an entry its verdict. Referrers are dropped for ok URLs; a URL skipped for its status (`--status CODE:skip`)
   * keeps none either, and is counted under `skipped["status:CODE"]`.
   */
  setVerdict(
    e: Entry,
    verdict: LinkState,
    outcome: {
      status?: number;
      error?: ErrorCode;
      redirects: RedirectHop[];
      finalUrl: string;
      blocked?: true;
      moved?: MovedTo;
      goneToHome?: string;
      https?: string;
    },
    reason: string,
  ): void {
    e.state = settled(verdict, reason, outcome);
    if (outcome.finalUrl !== e.url) e.finalUrl = outcome.finalUrl;
    if (verdict === 'skipped') {
      e.refs = null;
      const why = `status:${outcome.status ?? ''}`;
      this.skipped[why] = (this.skipped[why] ?? 0) + 1;
      this.counts.skipped++;
      return;
    }
    // A link found on a page that moved keeps its referrers (a start URL has none: not a link on the site).
    if (outcome.moved !== undefined && e.refs !== null && e.refs.length > 0) {
      this.moved.add(e);
      if (verdict === 'ok') {
        this.counts.ok++;
        return;
      }
    }
    if (verdict === 'ok') {
      // Ok URLs keep no referrers: they are never reported one by one.
      this.counts.ok++;
      e.refs = null;
      return;
    }
    if (verdict === 'warn') this.counts.warnings++;
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
    const waiting = e === undefined ? this.index.get(key) : -1;
    if (waiting >= 0 && (this.flags[waiting]! & STATE) === WAITING) {
      // Waiting for its own request: a page is parsed then; a resource is marked parsed now.
      const f = this.flags[waiting]!;
      if ((f & (PARSED | CRAWL)) !== 0) return false;
      this.flags[waiting] = f | PARSED;
    } else if (e && e !== from) {
      if (e.parsed || (e.crawl && e.state.kind !== 'settled')) return false;
      e.parsed = true;
    } else if (!e) {
      const alias = this.newEntry(key, true, true, from.depth);
      alias.state = settled('ok', '');
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
   * The run stopped: every URL already tried but not settled (in flight, or waiting for a retry)
   * gets a verdict from its last result, `verdict` as the `unfinished` option says, so no check
   * that was begun is dropped unsaid. URLs never tried stay unsettled (`not-checked`).
   */
  settleUnfinished(verdict: 'warn' | 'dead', why: string): number {
    let n = 0;
    for (const e of this.seen.values()) {
      if (e.state.kind === 'settled' || e.attempts === 0) continue;
      const last = e.last;
      const tries = `${e.attempts} attempt${e.attempts === 1 ? '' : 's'}`;
      e.unfinished = true;
      // Status or error, never neither: a request with no answer yet says `unfinished`.
      const status = last?.status;
      const error = status === undefined ? (last?.error ?? 'unfinished') : last?.error;
      this.setVerdict(
        e,
        verdict,
        { redirects: [], finalUrl: e.url, status, error },
        `unfinished: ${last?.reason ?? 'no response yet'} after ${tries}; not settled before the run stopped (${why})`,
      );
      n++;
    }
    return n;
  }

  /** URLs never settled (a stop left them queued or in flight). */
  unsettled(): number {
    let n = this.waitingUrls;
    for (const e of this.seen.values()) if (e.state.kind !== 'settled') n++;
    return n;
  }

  /** The frontier's part of the snapshot the report is built from. */
  snapshot(stopped: boolean): Pick<CrawlSnapshot, 'problems' | 'moved' | 'entries' | 'counts' | 'skipped' | 'unsettled' | 'traps'> {
    const seen = this.seen;
    return {
      problems: this.problems,
      moved: [...this.moved],
      entries: () => seen.entries(),
      counts: { ...this.counts },
      skipped: { ...this.skipped },
      unsettled: stopped ? this.unsettled() : 0,
      traps: this.traps.found(),
    };
  }

  private newEntry(key: string, internal: boolean, crawl: boolean, depth: number, url = key): Entry {
    const e: Entry = { url, internal, crawl, depth, attempts: 0, state: QUEUED, refs: [], parsed: false, foreign: false };
    this.seen.set(key, e);
    return e;
  }

  /** Dead at once, found on a page (an invalid URL, a missing fragment): one entry per key, every referrer. */
  private deadOnPage(key: string, internal: boolean, url: string, error: ErrorCode, reason: string, ref: PendingReferrer): Entry {
    let e = this.seen.get(key);
    if (!e) {
      e = this.newEntry(key, internal, false, 0, url);
      e.state = settled('dead', reason, { error });
      this.counts.dead++;
      this.problems.push(e);
    }
    e.refs!.push(ref);
    return e;
  }

  /**
   * An in-scope URL found again as a stylesheet to read: every shard requests it. One another
   * shard owned is taken back (to request now); one this shard requests anyway is only marked.
   */
  private markEveryShard(e: Entry, ref: PendingReferrer): Entry | undefined {
    e.everyShard = true;
    if (!e.foreign) return undefined;
    e.foreign = false;
    this.skipped['other-shard']!--;
    this.counts.skipped--;
    e.state = QUEUED;
    e.refs = [ref];
    return e;
  }

  /** An in-scope URL first found as a resource and now as a page link: fetch it again to parse. */
  private promoteToPage(e: Entry, depth: number, ref: PendingReferrer): Entry | undefined {
    e.crawl = true;
    e.depth = Math.min(e.depth, depth);
    if (e.state.kind === 'settled' && !e.foreign) {
      // Settled: a page slot only when it is requested again to be parsed. The link that
      // promoted it is its first referrer again, unless the entry kept its referrers (a moved
      // link, which add() has already given this one).
      const kept = e.refs !== null;
      const again = this.refetchAsPage(e);
      if (again) {
        this.limits.plan();
        if (!kept) again.refs!.push(ref);
      }
      return again;
    }
    this.limits.plan();
    if (e.foreign) {
      // Pages are crawled by every shard: take it back from the shard that owned it.
      e.foreign = false;
      this.skipped['other-shard']!--;
      this.counts.skipped--;
      e.state = QUEUED;
      e.refs = [ref];
      return e;
    }
    // Waiting or in flight: the crawler re-requests it as a page if its body was not read.
    return undefined;
  }
}
