/**
 * One headless Chrome/Chromium for a run (`--render`, `--browser-check`), driven by puppeteer-core, which is
 * loaded here by a dynamic import only when a run asks for a browser (the bundle keeps it in a chunk of its own:
 * a run without a browser never reads it). Pages are loaded a few at a time (a pool of tabs, each used again for
 * the next page once its last one ended in good order). The browser runs with a fresh profile in a temporary folder (removed at `close`), downloads
 * refused, only http(s) requests, popups closed and dialogs dismissed; extra headers go only where `headersFor`
 * says, the `--cookie-jar`'s cookies by their own rules (cookies.ts), and every request keeps to the run's pacing
 * of its host (`pacing`). A browser that crashes is started again once; a second crash (or a failed start) leaves
 * the session unusable, and every later call answers that rendering stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import type { SharedCookies } from '../model/cookie.js';
import { sleep } from '../support/sleep.js';
import { CookieBridge } from './cookies.js';
import { DOM_LINKS_SCRIPT, type DomLink, type DomRow } from './dom-script.js';
import { NetWatch, QUIET_SCRIPT, settle } from './settle.js';

export interface BrowserSettings {
  executable: string;
  /** Tabs open at once. */
  concurrency: number;
  /** The whole of one page's load, settling and reading. */
  timeoutMs: number;
  /** Extra request headers for a URL (the HTTP client's `--header` scoping), or none. */
  headersFor: (u: URL) => Record<string, string> | undefined;
  /** `--cookie-jar`: its cookies go to the browser before each page, and what the page set comes back (cookies.ts). */
  cookies?: SharedCookies;
  /** The run's pacing of hosts, for the browser's requests too. */
  pacing?: BrowserPacing;
}

/**
 * The run's pacing of hosts for the browser's requests (crawl/schedule/lanes.ts): every http(s) request a tab makes
 * waits for its host's turn, every answer is told (a 429 pauses the host for the HTTP client too), and a main
 * document told to come back later is loaded again after the wait the HTTP client's retry would have waited.
 */
export interface BrowserPacing {
  /** Resolves when a request to `u` may start, counted as one of its host's starts. */
  turn(u: URL): Promise<void>;
  /** Resolves when its host may be asked (before a page is loaded: a host's pause is not spent in a tab's time). */
  ready(u: URL): Promise<void>;
  /** An answer the browser got. */
  answered(u: URL, status: number, retryAfter: string | undefined): void;
  /** The main document's answer on attempt `attempt` (1: the first): the ms to wait before loading it again, or undefined. */
  retryAfter(attempt: number, status: number, retryAfter: string | undefined): number | undefined;
}

/** An open tab, and its requests in flight (kept across the pages it loads). */
interface Tab {
  page: Page;
  net: NetWatch;
}

/** A main document to load again after `waitMs`. */
class Again {
  constructor(readonly waitMs: number) {}
}

/** A rendered page: its main document's status and the links of its DOM; `settled` false when the network never went idle. */
export interface Rendered {
  status?: number;
  finalUrl?: string;
  links: DomLink[];
  settled: boolean;
}

/** What loading one URL in the browser came to: the main document's last status, after any challenge reloads. */
export interface Visited {
  status?: number;
  error?: string;
}

/** The most a page may take to settle (settle.ts says when it has). */
const SETTLE_CAP_MS = 10_000;
/** A free tab unused this long is blanked (its page's scripts stopped). */
const PARKED_MS = 1000;
/** Challenge pages reload themselves: at most this many navigations are waited for. */
const CHALLENGE_RELOADS = 3;

/** Schemes a page may request: the web's, and the ones a page makes for itself. Everything else is refused (file:, chrome:, ...). */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'data:', 'blob:', 'about:']);

export class BrowserUnavailable extends Error {}

/** Launch flags: headless, no GPU, nothing fetched on the browser's own account, no first-run work. */
function launchArgs(): string[] {
  const args = [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--disable-default-apps',
    '--no-first-run',
    '--no-default-browser-check',
    '--mute-audio',
  ];
  // Chromium's sandbox cannot start as root (containers, CI images); anywhere else it stays on.
  if (process.getuid?.() === 0 || process.env.LINKSPIDER_NO_SANDBOX === '1') args.push('--no-sandbox');
  return args;
}

export class BrowserSession {
  #browser?: Browser;
  #starting?: Promise<Browser>;
  /** Every profile folder this session made: a crashed browser's helpers may still write to theirs, so all go at `close`. */
  readonly #profiles: string[] = [];
  #restarts = 0;
  #closed = false;
  #closing?: Promise<void>;
  /** Why the session stopped rendering (set once). */
  #stopped?: string;
  #active = 0;
  readonly #waiting: Array<() => void> = [];
  /** Tabs free for the next page (at most `concurrency`, of the running browser). */
  readonly #free: Tab[] = [];
  /** Ends the waits before a page is loaded again, on `close`. */
  readonly #closeSignal = new AbortController();
  readonly notes: string[] = [];
  readonly #cookies?: CookieBridge;

  constructor(private readonly settings: BrowserSettings) {
    if (settings.cookies !== undefined) this.#cookies = new CookieBridge(settings.cookies);
  }

  /** Why the browser is no longer used, once it is not. */
  get stopped(): string | undefined {
    return this.#stopped;
  }

  /** Load a page, let it settle, read its links (with `rows`, extract/link-table.ts's). */
  render(url: string, rows: readonly DomRow[]): Promise<Rendered> {
    return this.#attempts(url, async ({ page, net }, attempt) => {
      const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.settings.timeoutMs });
      const again = this.#again(response, attempt);
      if (again !== undefined) return again;
      const settled = await settle(page, net, Math.min(SETTLE_CAP_MS, this.settings.timeoutMs));
      const links = (await page.evaluate(`(${DOM_LINKS_SCRIPT})(${JSON.stringify(rows)})`)) as DomLink[];
      return { ...(response ? { status: response.status() } : {}), finalUrl: page.url(), links, settled };
    });
  }

  /** Load a URL as a person's browser would: a challenge page that sets its cookie and reloads gets its reloads. */
  visit(url: string): Promise<Visited> {
    return this.#attempts(url, async ({ page }, attempt) => {
      let response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.settings.timeoutMs });
      const again = this.#again(response, attempt);
      if (again !== undefined) return again;
      let status = response?.status();
      for (let i = 0; i < CHALLENGE_RELOADS && (status === undefined || status < 200 || status >= 300); i++) {
        try {
          response = await page.waitForNavigation({ waitUntil: 'domcontentloaded', timeout: Math.min(SETTLE_CAP_MS, this.settings.timeoutMs) });
        } catch {
          break;
        }
        if (response) status = response.status();
      }
      return status !== undefined ? { status } : { error: 'no response' };
    });
  }

  /**
   * `work` in a tab, once more in a new turn each time it answers `Again`: the main document was told to come back
   * later (a 429), and the wait is spent with no tab held and outside the tab's deadline.
   */
  async #attempts<T>(url: string, work: (tab: Tab, attempt: number) => Promise<T | Again>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      await this.settings.pacing?.ready(new URL(url));
      // A stop during the wait: no browser is started for it.
      if (this.#closed) throw new BrowserUnavailable('the run is ending');
      const result = await this.#inTab(url, (tab) => work(tab, attempt));
      if (!(result instanceof Again)) return result;
      await sleep(result.waitMs, this.#closeSignal.signal);
    }
  }

  /** When the main document's answer is one to wait out and load again (the run's pacing decides): how long. */
  #again(response: HTTPResponse | null, attempt: number): Again | undefined {
    const pacing = this.settings.pacing;
    if (pacing === undefined || response === null) return undefined;
    const waitMs = pacing.retryAfter(attempt, response.status(), response.headers()['retry-after']);
    return waitMs === undefined ? undefined : new Again(waitMs);
  }

  /**
   * Close the browser and remove its profile; every call answers the same closing (a run stopped early closes from
   * two places: a second call must wait for the browser to exit too, or the profile would be removed while it still
   * writes there, and left behind).
   */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    this.#closed = true;
    this.#free.length = 0;
    for (const wake of this.#waiting.splice(0)) wake();
    this.#closeSignal.abort();
    const browser = this.#browser ?? (await this.#starting?.catch(() => undefined));
    this.#browser = undefined;
    if (browser) await closeBrowser(browser);
    this.#removeProfiles();
  }

  /**
   * Run `work` in a tab, one of at most `concurrency`: a tab the last page left in good order is used again (a new
   * tab costs a renderer's start), else a new one; a tab whose work failed, timed out or crashed is closed.
   */
  async #inTab<T>(url: string, work: (tab: Tab) => Promise<T>): Promise<T> {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`not an http(s) URL: ${url}`);
    await this.#slot();
    let tab: Tab | undefined;
    let timer: NodeJS.Timeout | undefined;
    let onError: (() => void) | undefined;
    let reuse = false;
    try {
      const browser = await this.#ready();
      if (this.#closed) throw new BrowserUnavailable('the run is ending');
      tab = await this.#tab(browser);
      tab.net.reset();
      await this.#cookies?.toBrowser(browser);
      const deadline = new Promise<never>((_, reject) => {
        // A page whose scripts never yield (a busy loop) can hold an evaluate forever: the tab is given up.
        timer = setTimeout(() => reject(new Error(`timed out after ${this.settings.timeoutMs + SETTLE_CAP_MS} ms`)), this.settings.timeoutMs + SETTLE_CAP_MS);
      });
      const crashed = new Promise<never>((_, reject) => (onError = () => reject(new Error('the page crashed the tab'))));
      tab.page.once('error', onError!);
      const result = await Promise.race([work(tab), deadline, crashed]);
      reuse = true;
      return result;
    } finally {
      if (timer) clearTimeout(timer);
      if (tab) {
        if (onError) tab.page.off('error', onError);
        await this.#cookies?.fromBrowser(tab.page.browser()).catch(() => undefined);
        await this.#putBack(tab, reuse);
      }
      this.#release();
    }
  }

  /** A free tab of this browser, or a new one with its guards and the settle script. */
  async #tab(browser: Browser): Promise<Tab> {
    for (let tab = this.#free.pop(); tab !== undefined; tab = this.#free.pop()) {
      if (!tab.page.isClosed() && tab.page.browser() === browser) return tab;
      void tab.page.close().catch(() => undefined);
    }
    const page = await browser.newPage();
    try {
      const net = new NetWatch(page);
      await this.#guard(page);
      await page.evaluateOnNewDocument(QUIET_SCRIPT);
      return { page, net };
    } catch (e) {
      await page.close().catch(() => undefined);
      throw e;
    }
  }

  /**
   * After a page: its tab kept for the next page, or closed. The tab is left on its page (blanking it costs about
   * as much as the settle); one still unused after `PARKED_MS` is blanked then, so a page's timers and polling do
   * not run on while nothing needs its tab.
   */
  async #putBack(tab: Tab, reuse: boolean): Promise<void> {
    if (!reuse || this.#closed || tab.page.isClosed() || tab.page.browser() !== this.#browser) {
      await tab.page.close().catch(() => undefined);
      return;
    }
    this.#free.push(tab);
    setTimeout(() => {
      const at = this.#free.indexOf(tab);
      if (at === -1) return;
      this.#free.splice(at, 1);
      void tab.page.goto('about:blank', { timeout: 5000 }).then(
        () => this.#park(tab),
        () => void tab.page.close().catch(() => undefined),
      );
    }, PARKED_MS).unref();
  }

  /** A blanked tab back among the free ones, unless the run is ending or enough are free already. */
  #park(tab: Tab): void {
    if (!this.#closed && !tab.page.isClosed() && tab.page.browser() === this.#browser && this.#free.length < this.settings.concurrency) {
      this.#free.push(tab);
    } else void tab.page.close().catch(() => undefined);
  }

  async #slot(): Promise<void> {
    while (this.#active >= Math.max(1, this.settings.concurrency) && !this.#closed) {
      await new Promise<void>((r) => this.#waiting.push(r));
    }
    this.#active++;
  }

  #release(): void {
    this.#active--;
    this.#waiting.shift()?.();
  }

  /** The browser, started on first use and once more after a crash. */
  async #ready(): Promise<Browser> {
    if (this.#closed) throw new BrowserUnavailable('the run is ending');
    if (this.#stopped !== undefined) throw new BrowserUnavailable(this.#stopped);
    if (this.#browser?.connected) return this.#browser;
    this.#starting ??= this.#launch().finally(() => (this.#starting = undefined));
    return this.#starting;
  }

  async #launch(): Promise<Browser> {
    const { default: puppeteer } = await import('puppeteer-core');
    const profile = mkdtempSync(path.join(tmpdir(), 'linkspider-browser-'));
    this.#profiles.push(profile);
    let browser: Browser;
    try {
      browser = await puppeteer.launch({
        executablePath: this.settings.executable,
        headless: true,
        pipe: true,
        userDataDir: profile,
        // Chromium's own temporary files go in the profile too, and leave with it.
        env: { ...process.env, TMPDIR: profile },
        args: launchArgs(),
        // The run closes the browser on every exit path itself (crawl's finally); puppeteer's own handlers would exit the process.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        protocolTimeout: Math.max(30_000, 2 * (this.settings.timeoutMs + SETTLE_CAP_MS)),
        timeout: 30_000,
      });
    } catch (e) {
      this.#stop(`the browser did not start (${this.settings.executable}): ${(e as Error).message.split('\n')[0]}`);
      throw new BrowserUnavailable(this.#stopped!);
    }
    const cdp = await browser.target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'deny' });
    browser.on('targetcreated', (target) => {
      // A popup (window.open, target=_blank from a script) is closed as it opens.
      if (target.type() === 'page' && target.opener() !== undefined) void target.page().then((p) => p?.close().catch(() => undefined));
    });
    browser.once('disconnected', () => this.#crashed(browser));
    this.#browser = browser;
    return browser;
  }

  /** Every request of a tab: http(s) only, extra headers only where the HTTP client would send them; dialogs dismissed. */
  async #guard(page: Page): Promise<void> {
    page.on('dialog', (d) => void d.dismiss().catch(() => undefined));
    const ua = await page.browser().userAgent();
    await page.setUserAgent({ userAgent: ua.replace('HeadlessChrome/', 'Chrome/') });
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => {
      if (req.isInterceptResolutionHandled()) return;
      let u: URL;
      try {
        u = new URL(req.url());
      } catch {
        void req.abort('blockedbyclient').catch(() => undefined);
        return;
      }
      if (!ALLOWED_SCHEMES.has(u.protocol)) {
        void req.abort('blockedbyclient').catch(() => undefined);
        return;
      }
      const web = u.protocol === 'http:' || u.protocol === 'https:';
      const extra = web ? this.settings.headersFor(u) : undefined;
      const go = () => void (extra ? req.continue({ headers: { ...req.headers(), ...extra } }) : req.continue()).catch(() => undefined);
      const pacing = this.settings.pacing;
      if (web && pacing !== undefined) void pacing.turn(u).then(go, go);
      else go();
    });
    const pacing = this.settings.pacing;
    if (pacing !== undefined) {
      page.on('response', (res) => {
        const u = URL.parse(res.url());
        if (u !== null && (u.protocol === 'http:' || u.protocol === 'https:')) pacing.answered(u, res.status(), res.headers()['retry-after']);
      });
    }
  }

  /** The browser went away without `close`: started again on the next page, once; after that, no more rendering. */
  #crashed(browser: Browser): void {
    if (this.#closed || this.#browser !== browser) return;
    this.#browser = undefined;
    // What is left of it (its helper processes) must not outlive it.
    browser.process()?.kill('SIGKILL');
    if (this.#restarts++ >= 1) {
      this.#stop('the browser crashed again after a restart: the run went on without rendering');
      return;
    }
    this.notes.push('browser: the browser crashed; it was started again');
  }

  #stop(why: string): void {
    if (this.#stopped !== undefined) return;
    this.#stopped = why;
    this.notes.push(`browser: ${why}`);
    for (const wake of this.#waiting.splice(0)) wake();
  }

  #removeProfiles(): void {
    for (const dir of this.#profiles.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }

  /** For tests: the running browser's process id. */
  get pid(): number | undefined {
    return this.#browser?.process()?.pid;
  }
}

/** Close a browser, and kill it when it does not close in 5 s. */
async function closeBrowser(browser: Browser): Promise<void> {
  const proc = browser.process();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([browser.close().catch(() => undefined), new Promise<void>((r) => (timer = setTimeout(r, 5000)))]);
  if (timer) clearTimeout(timer);
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  proc.kill('SIGKILL');
  await Promise.race([exited, new Promise<void>((r) => setTimeout(r, 2000).unref())]);
}
