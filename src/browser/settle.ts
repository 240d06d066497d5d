/**
 * When a rendered page has settled, so its links can be read: after `QUICK_MS` when nothing can still add a link
 * soon (no request in flight, no change to its DOM, no short timer, a `setTimeout` of at most `SHORT_TIMER_MS`,
 * waiting to run); after `IDLE_MS` of quiet network with no short timer pending, however its DOM changes (an
 * animation); after `TIMERS_MS` of quiet network whatever the page does (one that polls with short timers). A
 * page that builds its links from a fetch, after timers or in steps is waited for; a page that is done is read
 * at once. Never past `capMs`: a page that never settles is read as it stands.
 *
 * The page side is a small script run before the page's own (`QUIET_SCRIPT`): a MutationObserver on the document
 * and a count of pending short timeouts, read by one call (`QUIET_PROBE`). It changes nothing the page can see
 * but one non-enumerable property of `window` under an unguessable name.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';

/** Network quiet this long, and no short timer pending: settled, however its DOM changes (an animation). */
export const IDLE_MS = 500;
/** Network quiet this long: settled, whatever the page does (a page that polls with short timers). */
export const TIMERS_MS = 2000;
/** Network and DOM quiet this long, with no short timer pending: settled. */
export const QUICK_MS = 150;
/** A `setTimeout` this short or shorter may still build links: the page is not settled while one is pending. */
const SHORT_TIMER_MS = 1000;
/** How often the quiet is looked at. */
const STEP_MS = 50;

const KEY = `__linkspider_quiet_${Math.random().toString(36).slice(2)}`;

/** Run in every document of a tab before its scripts: what `QUIET_PROBE` reads. */
export const QUIET_SCRIPT = `(() => {
  const w = window;
  let last = performance.now();
  const timers = new Set();
  const set = w.setTimeout;
  const clear = w.clearTimeout;
  w.setTimeout = function (fn, ms, ...args) {
    if (typeof fn !== 'function' || Number(ms) > ${SHORT_TIMER_MS}) return set.call(this, fn, ms, ...args);
    const id = set.call(this, function () { timers.delete(id); return fn.apply(this, arguments); }, ms, ...args);
    timers.add(id);
    return id;
  };
  w.clearTimeout = function (id) { timers.delete(id); return clear.call(this, id); };
  new MutationObserver(() => { last = performance.now(); }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  Object.defineProperty(w, ${JSON.stringify(KEY)}, { value: () => [timers.size, performance.now() - last] });
})();`;

/** Pending short timers and ms since the DOM last changed; absent when the page's script did not run. */
const QUIET_PROBE = `(() => { const f = window[${JSON.stringify(KEY)}]; return f ? f() : null; })()`;

/**
 * A tab's requests in flight and when the last one started or ended. A request ends at its response's head (as
 * puppeteer's own network idle counts: a stream that never ends does not hold the page), or when it finished or
 * failed. `reset` before each page: what the last page left unanswered is not this page's.
 */
export class NetWatch {
  readonly #inFlight = new Set<HTTPRequest>();
  #last = Date.now();

  constructor(page: Page) {
    page.on('request', (req) => {
      this.#inFlight.add(req);
      this.#last = Date.now();
    });
    const ended = (req: HTTPRequest) => {
      if (this.#inFlight.delete(req)) this.#last = Date.now();
    };
    page.on('response', (res) => ended(res.request()));
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  reset(): void {
    this.#inFlight.clear();
    this.#last = Date.now();
  }

  /** How long the network has been quiet (0 while a request is in flight). */
  quietFor(now = Date.now()): number {
    return this.#inFlight.size > 0 ? 0 : now - this.#last;
  }
}

/** Wait until the page has settled (true), or `capMs` passed first (false). */
export async function settle(page: Page, net: NetWatch, capMs: number): Promise<boolean> {
  const until = Date.now() + capMs;
  for (;;) {
    // The browser closed (the run stopped) or the tab went: nothing will settle.
    if (page.isClosed() || !page.browser().connected) throw new Error('the tab was closed while its page settled');
    const quiet = net.quietFor();
    if (quiet >= TIMERS_MS) return true;
    if (quiet >= QUICK_MS) {
      const probe = (await page.evaluate(QUIET_PROBE)) as [number, number] | null;
      const [timers, domQuiet] = probe ?? [0, 0];
      const now = net.quietFor();
      if (timers === 0 && (now >= IDLE_MS || (domQuiet >= QUICK_MS && now >= QUICK_MS))) return true;
    }
    const left = until - Date.now();
    if (left <= 0) return false;
    await new Promise((r) => setTimeout(r, Math.min(STEP_MS, left)));
  }
}
