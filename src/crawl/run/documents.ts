/**
 * What a fetched document leads to. A document that yields links (an HTML page, a stylesheet,
 * a sitemap, a Markdown file) becomes a record in the run's pages and hands each of its links to
 * the frontier, with its place; mailto addresses are recorded, `#fragments` kept for the check
 * at the end. The crawl run calls `follow` for each response and `markdown` for the repository.
 */
import { releaseBody } from '../../http/body.js';
import type { FetchOutcome, ResponseOutcome } from '../../http/types.js';
import { isHtmlContentType } from '../../extract/charset.js';
import { isCssContentType } from '../../extract/css.js';
import { mailtoAddresses } from '../../extract/mailto.js';
import { type ParsedPage, parsePage, parseStylesheet } from '../../extract/parse.js';
import { ParsePool } from '../../extract/parse-pool.js';
import type { ExtractedLink } from '../../extract/types.js';
import { isClientStateFragment, missingFragment } from '../../check/fragment.js';
import { okStatuses } from '../../check/status-set.js';
import type { MarkdownFile } from '../checkers/repository.js';
import type { Mirror } from '../../mirror/mirror.js';
import type { Entry, Waiting } from '../../model/entry.js';
import type { PendingReferrer } from '../../model/link.js';
import type { PageRecord } from '../../model/page.js';
import type { Options } from '../../options.js';
import type { Frontier } from '../frontier/frontier.js';
import type { Limits } from '../frontier/limits.js';
import { type DocumentBase, type HttpLink, LinkMemo, locatedLink } from '../frontier/link-memo.js';
import { linksToStylesheet } from '../frontier/shard.js';
import type { Scope } from '../frontier/scope.js';
import { isMailto, siteKeyOfHref, tryResolve, withoutFragment } from '../frontier/url.js';
import type { SitemapCheck } from '../sitemaps/check.js';
import type { CrawlDb } from './db-hooks.js';
import { countMarkdown, countParser, type RunRecords } from './records.js';
import { PageRenderer, type BrowserTies } from './render-pages.js';

/**
 * What became of a page entry's response: parsed; not parsed because max-pages was reached
 * (its slot stays spent); or not a page to parse after all (not HTML, an error, too deep, a
 * redirect elsewhere), so its slot is given back.
 */
export type PageFate = 'parsed' | 'over-budget' | 'not-parsed';

export interface DocumentsParts {
  options: Options;
  scope: Scope;
  frontier: Frontier;
  limits: Limits;
  records: RunRecords;
  /** Queue a new URL's first request. */
  schedule: (waiting: Waiting) => void;
  /** A folder check: documents are placed in their files. */
  folder: boolean;
  mirror?: Mirror;
  db?: CrawlDb;
  /** A folder check of every file: the files' page URLs (orphan candidates). */
  siteFiles?: ReadonlySet<string>;
  sitemaps?: SitemapCheck;
  /** The parse pool's worker script (`extract/parse-pool.ts`, `options.parseThreads`); without, pages are parsed here. */
  parseWorker: URL | undefined;
  /** Work that finishes later (a page parsed on a worker): the run is not over until it is. */
  track: (work: Promise<void>) => void;
  /** What the browser's requests share with the HTTP client's: extra headers, the cookie jar, the hosts' pacing. */
  browser: BrowserTies;
}

/** Most script redirects followed from one page when its fragment is looked for (a stub to a stub is rare). */
const MAX_HASH_HOPS = 4;

/** Pages parsed on the crawl's thread before the parse pool starts: a handful parse faster than a thread starts. */
const POOL_AFTER_PAGES = 8;

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
    ...(link.rendered !== undefined ? { rendered: link.rendered } : {}),
  };
}

export class Documents {
  /** Stylesheets among the pages (not pages to the progress line). */
  stylesheets = 0;
  /** Folder files another page links to (not orphans). */
  readonly linkedFiles = new Set<string>();
  readonly #interned = new Map<string, string>();
  readonly #memo: LinkMemo;
  /** Pages parsing on worker threads now. */
  parsing = 0;
  /** Worker threads parsing pages, started at the POOL_AFTER_PAGES-th page. */
  #pool?: ParsePool;
  #pagesBeforePool = POOL_AFTER_PAGES;
  /** `--render`, `--browser-check`: the browser's work (the browser starts on first use); its work counts in `parsing`. */
  readonly renderer?: PageRenderer;

  constructor(private readonly parts: DocumentsParts) {
    this.#memo = new LinkMemo(parts.scope);
    const { options } = parts;
    if (options.render || options.browserCheck !== 'off') {
      this.renderer = new PageRenderer(options, parts.records, parts.browser, (work) => {
        this.parsing++;
        parts.track(work.finally(() => this.parsing--));
      });
    }
  }

  /**
   * For an in-scope HTML response: mirror it, and parse it and follow its links when it is a page
   * to crawl; an in-scope stylesheet (with check-css) is parsed the same way. `fetchMs` is the
   * response's time (for the crawl database).
   */
  follow(entry: Entry, outcome: FetchOutcome, fetchMs: number | undefined): PageFate {
    // Only a response read has a document: a known status or an error leads nowhere.
    if (outcome.kind !== 'response') return 'not-parsed';
    const { options, scope, frontier, limits, records, mirror } = this.parts;
    const finalUrl = tryResolve(outcome.finalUrl, entry.url);
    if (options.checkCss && outcome.body !== undefined && entry.internal && finalUrl !== undefined && isCssContentType(outcome.contentType)) {
      this.#followStylesheet(entry, finalUrl, outcome, fetchMs);
      return 'not-parsed';
    }
    if (outcome.body === undefined || !entry.internal || finalUrl === undefined || !isHtmlContentType(outcome.contentType)) {
      return 'not-parsed';
    }
    // The mirror keeps what answered with its own content (2xx): a dead image's 404 page saved
    // under the image's name would be a copy of something the site does not have.
    if (mirror && outcome.status >= 200 && outcome.status < 300) {
      mirror
        .write(entry.url, outcome.body, { status: outcome.status, contentType: outcome.contentType })
        .catch((e: Error) => records.notes.push(`mirror: ${entry.url}: ${e.message}`));
    }
    if (!entry.crawl || !limits.mayParse(entry)) return 'not-parsed';
    // `--exclude-path`: a file of the folder that is never read; a link to it is still checked (it exists).
    if (scope.excludedFile(finalUrl)) return 'not-parsed';
    if (!okStatuses(options).has(outcome.status)) return 'not-parsed';
    // Links on a page reached through a redirect resolve against the final URL; a redirect
    // that leaves the site ends the crawl there.
    // A start URL that redirects to another host (http://example.com → https://www.example.com/)
    // brings that host into the site; otherwise the crawl would end before it began.
    if (entry.depth === 0 && outcome.redirects.length > 0) scope.adoptRedirectedStart(new URL(entry.url), finalUrl);
    if (!scope.isInternal(finalUrl)) return 'not-parsed';
    if (entry.parsed) return 'not-parsed';
    if (outcome.redirects.length > 0 && !frontier.claimFinal(finalUrl, entry)) return 'not-parsed';
    entry.parsed = true;
    if (!limits.claimPage()) return 'over-budget';
    if (outcome.truncated) {
      // Said out loud: links past the cap were never seen, so the page is only partly checked.
      records.notes.push(`truncated: ${entry.url}: body cut at max-body-bytes (${options.maxBodyBytes} bytes); links after that point were not checked`);
    }
    const body = outcome.body;
    const pool = this.#parsePool();
    if (pool !== undefined && !pool.busy()) {
      // The mirror writes the page's bytes later: the worker gets a copy.
      const pageId = this.#recordPage(entry, withoutFragment(finalUrl), outcome, body.byteLength);
      const parsing = pool.parse(mirror ? new Uint8Array(body) : body, outcome.contentType, options.checkFragments, options.checkCss);
      const onThread = (parsed: ParsedPage) => {
        const stats = records.stats.parser;
        stats.threads = (stats.threads ?? 0) + 1;
        this.#parsed(entry, finalUrl, pageId, parsed, fetchMs);
      };
      this.parsing++;
      const done = parsing.then(onThread).catch((e: Error) => this.#unparsable(entry, e));
      this.parts.track(done.finally(() => this.parsing--));
      return 'parsed';
    }
    const bytes = body.byteLength;
    let parsed: ParsedPage | undefined;
    try {
      parsed = parsePage(body, outcome.contentType, options.checkFragments, options.checkCss);
    } catch (e) {
      this.#unparsable(entry, e as Error);
    }
    // The page is parsed and nothing else reads its bytes (the mirror writes them later).
    if (!mirror) releaseBody(body);
    if (parsed !== undefined) {
      try {
        this.#parsed(entry, finalUrl, this.#recordPage(entry, withoutFragment(finalUrl), outcome, bytes), parsed, fetchMs);
      } catch (e) {
        this.#unparsable(entry, e as Error);
      }
    }
    return 'parsed';
  }

  /** The parse pool, once this run has parsed a few pages itself; undefined before, or without one. */
  #parsePool(): ParsePool | undefined {
    const script = this.parts.parseWorker;
    if (this.#pool !== undefined || script === undefined || --this.#pagesBeforePool > 0) return this.#pool;
    this.#pool = new ParsePool(this.parts.options.parseThreads, script);
    return this.#pool;
  }

  /** Stop the parse threads (after the run: nothing is waiting on them). */
  async close(): Promise<void> {
    await this.renderer?.close();
    await this.#pool?.close();
  }

  /** A page the parser cannot handle costs that page, never the run. */
  #unparsable(entry: Entry, e: Error): void {
    this.parts.records.notes.push(`parse: ${entry.url}: ${e.message}`);
  }

  /**
   * An in-scope stylesheet: its `url()` and `@import` links are checked, resolved against its own URL and
   * placed in the `.css` file. It is listed among the pages (its content type says what it is).
   */
  #followStylesheet(entry: Entry, url: URL, outcome: ResponseOutcome, fetchMs: number | undefined): void {
    const { options, scope } = this.parts;
    if (entry.parsed || !okStatuses(options).has(outcome.status)) return;
    if (!scope.isInternal(url)) return;
    entry.parsed = true;
    const body = outcome.body!;
    let links;
    try {
      links = parseStylesheet(body);
    } catch (e) {
      this.parts.records.notes.push(`parse: ${entry.url}: ${(e as Error).message}`);
      return;
    }
    const href = withoutFragment(url);
    const pageId = this.#recordPage(entry, href, outcome, body.byteLength);
    this.parts.records.pages[pageId]!.kind = 'stylesheet';
    this.#describePage(pageId, '', links.length, undefined, fetchMs);
    this.stylesheets++;
    const file = this.#fileFor(href);
    const base = this.#memo.base(url, 'utf-8');
    for (const link of links) {
      const target = this.#addLink(link, base, pageId, entry.depth + 1, file);
      this.parts.db?.link(pageId, link, target);
    }
    if (!this.parts.mirror) releaseBody(body);
  }

  /** A page's links, found (here or on a worker): the page joins the run's pages and its links the frontier. */
  #parsed(entry: Entry, pageUrl: URL, pageId: number, { page, encoding }: ParsedPage, fetchMs: number | undefined): void {
    const { records } = this.parts;
    countParser(records.stats, page.fallback);
    const pageHref = withoutFragment(pageUrl);
    this.#describePage(pageId, page.title, page.links.length, page.textChars, fetchMs);
    if (page.anchors) records.anchors.set(pageHref, page.anchors);
    const base = this.#memo.base((page.base !== undefined ? tryResolve(page.base, pageUrl) : undefined) ?? pageUrl, encoding);
    const file = this.#fileFor(pageHref);
    for (const link of page.links) {
      const target = this.#addLink(link, base, pageId, entry.depth + 1, file);
      this.parts.db?.link(pageId, link, target);
    }
    if (page.hashRedirect !== undefined && page.anchors) {
      const to = this.#memo.resolve(page.hashRedirect, base);
      if (to.kind === 'http') records.hashRedirects.set(pageHref, to.key);
    }
    // A folder's file has no URL a browser can load (it is read from disk).
    if (this.renderer !== undefined && file === undefined) {
      const sourceBase = (page.base !== undefined ? tryResolve(page.base, pageUrl) : undefined) ?? pageUrl;
      this.#render(this.renderer, entry, pageId, pageHref, sourceBase, page.links, base);
    }
  }

  /** `--render`: the page loaded in the browser; the links only its rendered DOM has join the frontier from this page. */
  #render(renderer: PageRenderer, entry: Entry, pageId: number, href: string, sourceBase: URL, links: readonly ExtractedLink[], base: DocumentBase): void {
    const hrefs = new Set<string>();
    for (const link of links) {
      const u = tryResolve(link.value, sourceBase);
      if (u !== undefined) hrefs.add(u.href);
    }
    renderer.page(href, hrefs, (added) => {
      this.parts.records.pages[pageId]!.links += added.length;
      for (const link of added) {
        const target = this.#addLink(link, base, pageId, entry.depth + 1, undefined);
        this.parts.db?.link(pageId, link, target);
      }
    });
  }

  /**
   * Add a document (page or stylesheet) to the run's pages; returns its id. Its title and link count come with
   * `#describePage`, once it is parsed: a page sent to a parse thread has its place in the list from now, so the
   * pages keep the order they were fetched in, wherever they are parsed.
   */
  #recordPage(entry: Entry, href: string, outcome: ResponseOutcome, bytes: number): number {
    const page: PageRecord = {
      url: entry.url,
      finalUrl: href !== entry.url ? href : undefined,
      status: outcome.status,
      depth: entry.depth,
      title: '',
      bytes,
      contentType: this.#intern(outcome.contentType),
      links: 0,
    };
    const pages = this.parts.records.pages;
    pages.push(page);
    return pages.length - 1;
  }

  #describePage(id: number, title: string, links: number, textChars: number | undefined, fetchMs: number | undefined): void {
    const page = this.parts.records.pages[id]!;
    page.title = title;
    page.links = links;
    this.parts.db?.page({ ...page, id, fetchMs, textChars, file: this.#fileFor(page.finalUrl ?? page.url) });
  }

  /** The folder's file a document is (a folder check only). */
  #fileFor(href: string): string | undefined {
    return this.parts.folder ? this.parts.scope.fileFor(href) : undefined;
  }

  /** One string per distinct content type: 200,000 pages share a handful. */
  #intern(s: string): string {
    let v = this.#interned.get(s);
    if (v === undefined) {
      v = s;
      if (this.#interned.size < 1000) this.#interned.set(s, s);
    }
    return v;
  }

  #addLink(link: ExtractedLink, base: DocumentBase, pageId: number, depth: number, file: string | undefined): string {
    const { frontier } = this.parts;
    const value = link.value;
    if (isMailto(value)) {
      for (const a of mailtoAddresses(value)) this.#recordMailto(a, pageId);
      return value;
    }
    const resolved = this.#memo.resolve(value, base);
    switch (resolved.kind) {
      case 'invalid':
        frontier.invalid(value, pendingReferrer(link, pageId, file));
        return value;
      case 'scheme':
        frontier.skip(`scheme:${resolved.scheme}`, resolved.href);
        return resolved.href;
      case 'http':
        return this.#addUrl(resolved, link, pageId, depth, file);
    }
  }

  /**
   * An http(s) link, resolved and located (`Scope.locate`): once per URL per run, whatever page or file names it.
   * Returns its key, with its `#fragment`.
   */
  #addUrl(resolved: HttpLink, link: ExtractedLink, pageId: number, depth: number, file: string | undefined): string {
    const { key, target, fragment } = resolved;
    const { options, scope, frontier, records, siteFiles, sitemaps } = this.parts;
    if (siteFiles && !resolved.fileNoted) this.#markLinked(siteFiles, resolved, pageId);
    if (sitemaps && scope.hasSite(siteKeyOfHref(key))) sitemaps.noteLink(key, this.#pageUrlOf(pageId));
    const wantsFragment = options.checkFragments && fragment !== '' && !isClientStateFragment(fragment, options.skipFragment);
    // A stylesheet yields links, as a page does: every shard reads it (frontier/shard.ts).
    const stylesheet = options.checkCss && linksToStylesheet(link);
    if (!wantsFragment && frontier.isSettledOk(resolved, link.kind, stylesheet)) return target;
    const ref = pendingReferrer(link, pageId, file);
    if (wantsFragment) records.fragmentRefs.push({ url: key, fragment, ref });
    const entry = frontier.add(target, key, link.kind, depth, ref, stylesheet, resolved);
    if (entry) this.parts.schedule(entry);
    return target;
  }

  /**
   * A link to one of the folder's files (by its one URL, see Frontier.locate) from another page: that file is no
   * orphan. Once per memoised link (`HttpLink.fileNoted`), not per place: the Python docs' 175,000 links.
   */
  #markLinked(siteFiles: ReadonlySet<string>, resolved: HttpLink, pageId: number): void {
    const key = resolved.key;
    const q = key.indexOf('?');
    const bare = q === -1 ? key : key.slice(0, q);
    if (!siteFiles.has(bare)) {
      resolved.fileNoted = true;
    } else if (bare !== this.#pageUrlOf(pageId)) {
      this.linkedFiles.add(bare);
      resolved.fileNoted = true;
    }
  }

  #pageUrlOf(pageId: number): string {
    const page = this.parts.records.pages[pageId]!;
    return page.finalUrl ?? page.url;
  }

  /**
   * A Markdown file of the repository: a page of the report (its repository path); its links to
   * repository paths were checked on the file system, its http(s) links join the crawl's checks.
   */
  markdown({ file, record, links, fallback }: MarkdownFile): void {
    const { frontier, records, db } = this.parts;
    countMarkdown(records.stats, fallback);
    const exclude = this.parts.scope.filters.exclude;
    const pageId = records.pages.length;
    records.pages.push(record);
    db?.page({ ...record, id: pageId, file });
    for (const { link, target: t } of links) {
      if (t.kind !== 'http') db?.link(pageId, link, t.kind === 'local' ? t.key : link.value);
      switch (t.kind) {
        case 'mailto':
          for (const a of mailtoAddresses(link.value)) this.#recordMailto(a, pageId);
          break;
        case 'http': {
          const target = this.#addUrl(locatedLink(this.parts.scope, t.url), link, pageId, 1, file);
          db?.link(pageId, link, target);
          break;
        }
        case 'scheme':
          frontier.skip(`scheme:${t.scheme}`, t.url);
          break;
        case 'invalid':
          frontier.invalid(link.value, pendingReferrer(link, pageId, file));
          break;
        case 'local':
          if (exclude.some((r) => r.test(link.value) || r.test(t.key))) frontier.skip('excluded', t.key);
          else if (t.ok) frontier.localOk(t.key);
          else frontier.localDead(t.key, t.error, t.reason, pendingReferrer(link, pageId, file));
          break;
      }
    }
  }

  #recordMailto(address: string, pageId: number): void {
    const mailto = this.parts.records.mailto;
    let pages = mailto.get(address);
    if (!pages) {
      pages = [];
      mailto.set(address, pages);
    }
    if (pages[pages.length - 1] !== pageId && !pages.includes(pageId)) pages.push(pageId);
    this.parts.db?.mailto(address, pageId);
  }

  /**
   * After the crawl: each `#fragment` to a parsed page must name an id or `<a name>` there (check/fragment.ts), or on
   * the page its script redirect carries the fragment on to (`RunRecords.hashRedirects`, a few hops at most).
   */
  checkFragments(): void {
    const { frontier, records } = this.parts;
    for (const { url, fragment: written, ref } of records.fragmentRefs) {
      let page = frontier.finalOf(url);
      let anchors = records.anchors.get(page);
      if (!anchors) continue;
      let missing = missingFragment(written, anchors);
      for (let hop = 0; missing !== undefined && hop < MAX_HASH_HOPS; hop++) {
        const to = records.hashRedirects.get(page);
        if (to === undefined) break;
        page = frontier.finalOf(to);
        anchors = records.anchors.get(page);
        // A target not parsed (dead, out of scope, past max-pages): nothing to say of its fragments.
        missing = anchors === undefined ? undefined : missingFragment(written, anchors);
      }
      if (missing !== undefined) frontier.missingFragment(url, written, ref, missing);
    }
  }
}
