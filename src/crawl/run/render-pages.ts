/**
 * `--render` and `--browser-check` in a run: each parsed page of the site is loaded again in the browser
 * (browser/session.ts), and the links of its rendered DOM that its source does not have join the crawl, placed
 * as "added by JavaScript" with a CSS path; a URL the HTTP client found `blocked` (or, with `failed`, any
 * 403/429/999) is loaded once in the browser, one at a time per host, and a 2xx there makes it ok. The browser
 * is started on first use and closed with the run.
 */
import { BrowserSession, type BrowserSettings } from '../../browser/session.js';
import type { DomLink, DomRow } from '../../browser/dom-script.js';
import { LINK_ROWS } from '../../extract/link-table.js';
import type { ExtractedLink, LinkKind } from '../../extract/types.js';
import type { Options } from '../../options.js';
import type { Entry } from '../../model/entry.js';
import type { Frontier } from '../frontier/frontier.js';
import type { RunRecords } from './records.js';

/** The rows the page script reads: every plain row and the link rows the collector reads with code of its own. */
const SPECIAL_READ = new Set(['a', 'area', 'img', 'source', 'link', 'input']);
const ROWS = LINK_ROWS.filter((r) => !r.attributes.includes('#text') && (r.special === undefined || SPECIAL_READ.has(r.element) || r.ns === 'svg'));
const DOM_ROWS: DomRow[] = ROWS.map((r) => ({
  element: r.ns === 'svg' ? `svg:${r.element}` : r.element,
  attributes: r.attributes,
  ...(r.firstOnly ? { firstOnly: true } : {}),
}));
const KIND = new Map<string, LinkKind>(ROWS.map((r) => [`${r.ns === 'svg' ? 'svg:' : ''}${r.element}`, r.kind]));

/** The HTTP client's answer, as a verdict settles with it. */
type Answer = Parameters<Frontier['setVerdict']>[2];

/** What the browser's requests share with the HTTP client's: extra headers (and Basic credentials), the cookie jar, the hosts' pacing. */
export type BrowserTies = Pick<BrowserSettings, 'headersFor' | 'cookies' | 'pacing'>;

/** What a browser check found: ok when the browser got a 2xx, else the HTTP client's verdict stands. */
export type BrowserVerdict = { ok: true; status: number } | { ok: false };

export class PageRenderer {
  readonly #session: BrowserSession;
  /** Per host, the end of its line of browser checks (one at a time per host, as the host's lane would have it). */
  readonly #hostLines = new Map<string, Promise<unknown>>();
  #stopped = false;
  /** Browser work running now (pages rendering, URLs re-checked). */
  busy = 0;

  readonly parts: { options: Options; records: RunRecords; track: (work: Promise<void>) => void };

  /** `ties`: what the browser's requests share with the HTTP client's; `track`: work the run is not over until it is. */
  constructor(options: Options, records: RunRecords, ties: BrowserTies, track: (work: Promise<void>) => void) {
    this.parts = { options, records, track };
    this.#session = new BrowserSession({ executable: options.browser!, concurrency: options.renderConcurrency, timeoutMs: options.timeout, ...ties });
    records.stats.render = { pages: 0, failed: 0, addedLinks: 0, browserChecks: 0, neededBrowser: [] };
  }

  get #stats() {
    return this.parts.records.stats.render!;
  }

  /**
   * Render a parsed page; `sourceHrefs` are its source's links resolved (fragment kept). `add` receives the
   * links only the rendered DOM has.
   */
  page(url: string, sourceHrefs: ReadonlySet<string>, add: (links: ExtractedLink[]) => void): void {
    if (!this.parts.options.render || this.#stopped || this.#session.stopped !== undefined) return;
    this.#work(async () => {
      let links: DomLink[];
      try {
        const rendered = await this.#session.render(url, DOM_ROWS);
        links = rendered.links;
        if (!rendered.settled) this.parts.records.notes.push(`render: ${url}: still busy after the settle cap; its links were read as they stood`);
      } catch (e) {
        if (!this.#stopped && this.#session.stopped === undefined) {
          this.#stats.failed++;
          this.parts.records.notes.push(`render: ${url}: ${(e as Error).message.split('\n')[0]}`);
        }
        return;
      }
      this.#stats.pages++;
      const added = onlyRendered(links, sourceHrefs);
      this.#stats.addedLinks += added.length;
      if (added.length > 0 && !this.#stopped) add(added);
    });
  }

  /** Whether an answer is one to load again in the browser. */
  private wants(status: number | undefined, blocked: boolean): boolean {
    if (this.#stopped || this.#session.stopped !== undefined || status === undefined) return false;
    const mode = this.parts.options.browserCheck;
    return mode === 'failed' ? blocked || status === 403 || status === 429 || status === 999 : mode === 'blocked' && blocked;
  }

  /**
   * A verdict about to settle (`settle` settles it as the HTTP client's answer has it): when it is one to load
   * again in the browser, false is returned and it settles later, ok when the browser got a 2xx (not cached: the
   * next run asks again), else through `settle`.
   */
  recheck(entry: Entry, answer: Answer, blocked: boolean, frontier: Frontier, settle: () => void): boolean {
    if (!this.wants(answer.status, blocked)) return false;
    this.#inBrowser(entry.url, (b) => {
      if (!b.ok) return settle();
      frontier.setVerdict(entry, 'ok', { ...answer, status: b.status }, `ok: needed a browser (got ${answer.status} without)`);
    });
    return true;
  }

  /** Load `url` in the browser after the host's earlier browser checks; `done` gets what it came to. */
  #inBrowser(url: string, done: (v: BrowserVerdict) => void): void {
    const host = new URL(url).host;
    const before = this.#hostLines.get(host) ?? Promise.resolve();
    const mine = before.then(async (): Promise<BrowserVerdict> => {
      this.#stats.browserChecks++;
      try {
        const v = await this.#session.visit(url);
        if (v.status !== undefined && v.status >= 200 && v.status < 300) {
          this.#stats.neededBrowser.push(url);
          return { ok: true, status: v.status };
        }
      } catch (e) {
        this.parts.records.notes.push(`browser-check: ${url}: ${(e as Error).message.split('\n')[0]}`);
      }
      return { ok: false };
    });
    this.#hostLines.set(host, mine);
    this.#work(async () => done(await mine));
  }

  #work(job: () => Promise<void>): void {
    this.busy++;
    this.parts.track(job().finally(() => this.busy--));
  }

  /** The run stops (a limit, a signal): the browser is closed now, and what it was doing is dropped. */
  stop(): void {
    this.#stopped = true;
    void this.#session.close();
  }

  /** After the run: the browser closed, its profile removed, what happened to it in the run's notes. */
  async close(): Promise<void> {
    await this.#session.close();
    this.parts.records.notes.push(...this.#session.notes);
  }
}

/** The DOM's links whose resolved URL the source does not have, as extracted links placed by CSS path. */
function onlyRendered(links: readonly DomLink[], sourceHrefs: ReadonlySet<string>): ExtractedLink[] {
  const out: ExtractedLink[] = [];
  const seen = new Set<string>();
  for (const l of links) {
    if (sourceHrefs.has(l.href)) continue;
    const key = `${l.href}\0${l.path}\0${l.attribute}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      value: l.href,
      kind: KIND.get(l.element) ?? KIND.get(`svg:${l.element}`) ?? 'resource',
      element: l.element,
      attribute: l.attribute,
      line: 0,
      column: 0,
      text: l.text,
      rendered: l.path,
    });
  }
  return out;
}
