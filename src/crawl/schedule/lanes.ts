/**
 * Request scheduling: one lane per host (its pacing: a window and a rate learned from its
 * answers, pauses when it asks the crawl to slow down; a retry line ahead of its waiting line;
 * its health), under one global concurrency limit. The crawler hands entries in and gets
 * `start(entry)` called when the entry may go; what a request does is not this module's business.
 *
 * A request takes its global slot only when its lane lets it start: nothing waits for a global
 * slot already committed to a host, so a pause covers every request of the host, including
 * those that were next in line. The site's own lanes are served first, and external checks
 * never hold the last slots (`PAGE_RESERVE`): slow external hosts cannot starve the crawl.
 *
 * A request still waiting for its answer after `stallMs` gives its global slot back (it still
 * counts in its host's window): a silent or slow host costs a socket and a timer while it makes
 * the crawl wait, not one of the slots every other host needs. Up to `maxStalled` requests may
 * be stalled at once, which bounds the sockets open to `concurrency + maxStalled`.
 */
import type { Waiting } from '../../model/entry.js';
import type { HostTrouble } from '../../model/host.js';
import { HostHealth, type HostSignal } from './host-health.js';
import { Pacer, type PaceLimits } from './pacer.js';
import { ReadyLine } from './ready-line.js';
import { comeBackLater, parseRetryAfter } from '../../http/retry.js';
import { sleep } from '../../support/sleep.js';
import { Spill, WaitingLine } from '../frontier/spill.js';
import { siteKeyOfHref } from '../frontier/url.js';
import { waitingCodec } from '../frontier/waiting-codec.js';

/** One host's share of the crawl: how many of its requests may run, and who waits. */
interface Lane {
  key: string;
  internal: boolean;
  active: number;
  pacer: Pacer;
  /** FIFO of URLs waiting, which may spill to disk (spill.ts). */
  waiting: WaitingLine<Waiting>;
  /** Retries: a promise already made, so they start before any new URL of the host. */
  retrying: Waiting[];
  /** Runs of 429s, timeouts and refusals: when the host, not one URL, needs handling. */
  health: HostHealth;
  /** In its ready line now. */
  ready: boolean;
  /** The timer that ends a pause or a pacing gap, while one is set. */
  wake?: NodeJS.Timeout;
}

/** What the crawler tells the lanes about one attempt. */
export interface AttemptOutcome {
  status?: number;
  error?: string;
  /** The system code of `error` (`ENOTFOUND` marks the host down at once). */
  systemCode?: string;
  errorMessage?: string;
  retryAfter?: string;
}

/** Slots of the global limit that external checks leave to the site's own pages. */
export function pageReserve(concurrency: number): number {
  return concurrency < 4 ? 0 : Math.max(1, Math.floor(concurrency / 8));
}

export interface LaneLimits {
  concurrency: number;
  /** The ceiling of an external host's window. */
  hostConcurrency: number;
  /** Longest pause (`--retry-after-max`). @default 30000 */
  retryAfterMax?: number;
  /** The window a host starts with and its ceiling, for hosts with their own (known-hosts.ts). */
  hostLimits?: (host: string) => Partial<PaceLimits> | undefined;
  /** A request in flight this long gives its global slot back. @default STALL_MS */
  stallMs?: number;
  /** Requests that may have given their slot back at once. @default 4 × concurrency */
  maxStalled?: number;
}

/** How long a request may hold a global slot while it waits for its answer. */
export const STALL_MS = 2000;

/** The window an external host starts with (it grows from there). */
export const START_WINDOW = 2;

export class HostLanes {
  readonly #lanes = new Map<string, Lane>();
  /** Lanes that have work and may start it now, the site's first. */
  readonly #readyInternal: Lane[] = [];
  /** External lanes that may start now, the one with the most waiting URLs first (ready-line.ts). */
  readonly #readyExternal = new ReadyLine<Lane>();
  /** Requests holding a global slot. */
  #active = 0;
  #activeExternal = 0;
  /** Requests in flight past `stallMs` that gave their global slot back. */
  #stalled = 0;
  /** A pump is scheduled for the end of this turn of the event loop (#pumpSoon). */
  #pumpPending = false;
  #stopped = false;
  /**
   * Ends the browser's waits for a host's turn (`#hostTurn`) on `stop`. Their timers are not unref'd: while no
   * browser runs they may be all the run is waiting on, and an unref'd one let Node end it without a report.
   */
  readonly #stopping = new AbortController();
  /** Entries in the lanes' retry lines (scheduled retries not yet started). */
  #retrying = 0;
  #idle: (() => void)[] = [];
  /** When each running entry's attempt started (its 429 may predate the host's last one). */
  readonly #startedAt = new Map<string, number>();
  readonly #reserve: number;

  constructor(
    private readonly limits: LaneLimits,
    private readonly start: (entry: Waiting) => Promise<void>,
    /** Where waiting lines spill (a spill that never does by default). */
    private readonly spill = new Spill({ threshold: Number.POSITIVE_INFINITY, chunk: 1 << 30 }),
    private readonly clock: () => number = Date.now,
  ) {
    this.#reserve = pageReserve(limits.concurrency);
  }

  /** Requests started and not yet finished (stalled ones included). */
  get running(): number {
    return this.#active + this.#stalled;
  }

  /** Retries waiting in the lanes' retry lines. */
  get retrying(): number {
    return this.#retrying;
  }

  /**
   * Put the entry at the back of its host's line (a retry: of the host's retry line, which goes
   * first), and start what the lanes allow. False, and nothing queued, when the host is down.
   */
  enqueue(entry: Waiting, retry = false): boolean {
    const lane = this.#laneOf(entry);
    if (lane.health.down) {
      // A retry was requested before: only a first attempt settled here goes unrequested.
      if (!retry) lane.health.notRequested++;
      return false;
    }
    if (retry) {
      lane.retrying.push(entry);
      this.#retrying++;
    } else lane.waiting.push(entry);
    this.#offer(lane);
    this.#pump();
    return true;
  }

  /**
   * One attempt's outcome on the entry's host, `latencyMs` after it started (`part` 'head': the
   * HEAD of an attempt whose GET comes next, which only ends the request): the host's pacing learns from it, and the answer says whether the host (not only the URL) needs handling
   * (host-health.ts). On 'down' the host's waiting entries and retries are taken out of its
   * lane and returned, for the caller to settle; nothing of the host is started after that.
   */
  record(entry: Waiting, outcome: AttemptOutcome, latencyMs = 0, part: 'attempt' | 'head' = 'attempt'): { signal: HostSignal; dropped: Waiting[] } {
    const lane = this.#laneOf(entry);
    const now = this.clock();
    const startedAt = this.#startedAt.get(entry.url) ?? now;
    this.#startedAt.delete(entry.url);
    // A HEAD a GET follows is not the attempt's answer: the host's pacing and health learn from
    // the GET's (one answer per attempt, as when both went in one slot; a HEAD that got a 429
    // has no GET after it, check/head-fallback.ts).
    if (part === 'head') return { signal: 'none', dropped: [] };
    const signal = lane.health.record(entry.url, outcome);
    const cap = this.limits.retryAfterMax ?? 30_000;
    if (comeBackLater(outcome.status, outcome.retryAfter)) {
      const retryAfter = parseRetryAfter(outcome.retryAfter, now);
      // A Retry-After longer than the crawl would wait is about the URL ("come back tomorrow"):
      // it pauses that URL alone, unless several URLs of the host say it in a row.
      if (retryAfter === undefined || retryAfter <= cap || signal === 'slow-down') {
        lane.pacer.overloaded(lane.active, retryAfter, now, cap, startedAt);
      }
    } else if (outcome.error === 'refused' || outcome.error === 'reset') lane.pacer.failed(now);
    // The site's own hosts keep the window the user gave (--concurrency); they still pause on 429.
    else if (outcome.error === undefined && !lane.internal) lane.pacer.answered(latencyMs, now, startedAt);
    if (signal !== 'down') return { signal, dropped: [] };
    const waiting = lane.waiting.drain();
    lane.health.notRequested += waiting.length;
    const dropped = waiting.concat(lane.retrying);
    this.#retrying -= lane.retrying.length;
    lane.retrying = [];
    return { signal, dropped };
  }

  /**
   * A request of the browser's (`--render`, `--browser-check`: a page, what it loads, a re-check) to a host the
   * crawl asks too: it waits out the host's pause and pace, and counts as one of the host's starts (over at once:
   * the browser's tabs, not the lanes' slots, bound how many run), so the browser and the HTTP client together keep
   * to the pace the host was given. A host the crawl has no lane for is not held.
   */
  async browserTurn(url: string): Promise<void> {
    const lane = await this.#hostTurn(url);
    if (lane === undefined) return;
    lane.pacer.started(this.clock());
    lane.pacer.finished();
  }

  /** Wait until the host of `url` may be asked again (its pause and pace), without asking it. */
  async browserWait(url: string): Promise<void> {
    await this.#hostTurn(url);
  }

  /** Wait out the pause and pace of the host of `url`; its lane, if the crawl has one. */
  async #hostTurn(url: string): Promise<Lane | undefined> {
    const lane = this.#lanes.get(siteKeyOfHref(url));
    if (lane === undefined) return undefined;
    for (let wait = lane.pacer.nextStartAt() - this.clock(); wait > 0 && !this.#stopped; wait = lane.pacer.nextStartAt() - this.clock()) {
      await sleep(Math.ceil(wait), this.#stopping.signal);
    }
    return lane;
  }

  /** An answer the browser got: a 429 (or a 503 with Retry-After) pauses and paces its host as the HTTP client's would. */
  browserAnswered(url: string, status: number, retryAfter: string | undefined): void {
    if (!comeBackLater(status, retryAfter)) return;
    const lane = this.#lanes.get(siteKeyOfHref(url));
    if (lane === undefined) return;
    const now = this.clock();
    const cap = this.limits.retryAfterMax ?? 30_000;
    const pause = parseRetryAfter(retryAfter, now);
    // As in `record`: a Retry-After past the cap is about that URL, not the host.
    if (pause === undefined || pause <= cap) lane.pacer.overloaded(lane.active + 1, pause, now, cap, now);
  }

  /** Whether the entry's host was marked down: after how many refusals in a row, or the answer that said its name does not resolve. */
  down(entry: Waiting): { down: boolean; refusals: number; unresolved?: string } {
    const health = this.#laneOf(entry).health;
    return { down: health.down, refusals: health.refusals, ...(health.unresolved !== undefined ? { unresolved: health.unresolved } : {}) };
  }

  /** Whether the entry's host was marked slow (answers beyond the timeout, several in a row). */
  slow(entry: Waiting): boolean {
    return this.#laneOf(entry).health.slow;
  }

  /** External hosts marked slow or down, sorted by host (port included when not the default). */
  troubled(): HostTrouble[] {
    const out: HostTrouble[] = [];
    for (const lane of this.#lanes.values()) {
      if (lane.internal) continue;
      const h = lane.health;
      const skipped = h.notRequested > 0 ? { notRequested: h.notRequested } : {};
      if (h.unresolved !== undefined) out.push({ host: lane.key, kind: 'unresolved', inRow: 1, ...skipped });
      else if (h.down) out.push({ host: lane.key, kind: 'down', inRow: h.refusals, ...skipped });
      else if (h.slow) out.push({ host: lane.key, kind: 'slow', inRow: h.timeouts });
    }
    return out.sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
  }

  /** How many external hosts this run asked for something (hosts whose URLs all came from the cache are not among them). */
  externalHosts(): number {
    let n = 0;
    for (const lane of this.#lanes.values()) if (!lane.internal) n++;
    return n;
  }

  /** Hosts paused now (slowed down, waiting out a Retry-After) and hosts marked down. */
  hostStates(now = this.clock()): { paused: number; down: number } {
    let paused = 0;
    let down = 0;
    for (const lane of this.#lanes.values()) {
      if (lane.health.down) down++;
      else if (lane.pacer.pausedUntil > now) paused++;
    }
    return { paused, down };
  }

  /** Start nothing more: drop every waiting entry and pause timer. Requests running finish on their own. */
  stop(): void {
    this.#stopped = true;
    this.#stopping.abort();
    this.#retrying = 0;
    this.#readyInternal.length = 0;
    this.#readyExternal.clear();
    for (const lane of this.#lanes.values()) {
      lane.waiting.clear();
      lane.retrying = [];
      lane.ready = false;
      if (lane.wake) clearTimeout(lane.wake);
      lane.wake = undefined;
    }
    if (this.running === 0) this.#resolveIdle();
  }

  /** Resolves when no request is running. */
  onIdle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((r) => this.#idle.push(r));
  }

  /** The lane of the URL's host: its own pacing, pause and waiting line. */
  #laneOf(entry: Waiting): Lane {
    const key = siteKeyOfHref(entry.url);
    let lane = this.#lanes.get(key);
    if (!lane) {
      const { concurrency, hostConcurrency } = this.limits;
      const known = entry.internal ? undefined : this.limits.hostLimits?.(key);
      const ceiling = entry.internal ? concurrency : (known?.ceiling ?? hostConcurrency);
      const start = entry.internal ? concurrency : Math.min(known?.start ?? START_WINDOW, ceiling);
      lane = {
        key,
        internal: entry.internal,
        active: 0,
        pacer: new Pacer({ start, ceiling }),
        waiting: new WaitingLine(this.spill, waitingCodec),
        retrying: [],
        health: new HostHealth(),
        ready: false,
      };
      this.#lanes.set(key, lane);
    }
    return lane;
  }

  #hasWork(lane: Lane): boolean {
    return lane.retrying.length > 0 || lane.waiting.length > 0;
  }

  /**
   * The lane's window: a slow host's remaining URLs all go at once (up to the ceiling), each with
   * its one attempt, rather than holding a few slots for four timeouts each.
   */
  #limit(lane: Lane): number {
    return lane.health.slow ? Math.max(lane.pacer.limit, this.limits.hostConcurrency) : lane.pacer.limit;
  }

  /** Put the lane in its ready line if it has work it may start now; else wake it when it may. */
  #offer(lane: Lane): void {
    if (this.#stopped || lane.ready || !this.#hasWork(lane) || lane.active >= this.#limit(lane)) return;
    const wait = lane.pacer.nextStartAt() - this.clock();
    if (wait > 0) {
      this.#wakeLater(lane, wait);
      return;
    }
    lane.ready = true;
    if (lane.internal) this.#readyInternal.push(lane);
    else this.#readyExternal.push(lane, lane.waiting.length + lane.retrying.length);
  }

  /** Fill free global slots from the ready lanes: the site's first, then external hosts, the most work first. */
  #pump(): void {
    const { concurrency } = this.limits;
    while (!this.#stopped && this.#active < concurrency) {
      let lane = this.#readyInternal.shift();
      if (lane === undefined) {
        if (this.#activeExternal >= concurrency - this.#reserve) return;
        lane = this.#readyExternal.shift();
      }
      if (lane === undefined) return;
      lane.ready = false;
      if (!this.#hasWork(lane) || lane.active >= this.#limit(lane)) continue;
      if (lane.pacer.nextStartAt() > this.clock()) {
        this.#offer(lane);
        continue;
      }
      this.#startOne(lane);
      this.#offer(lane);
    }
  }

  /**
   * Fill the freed slots once the answers already read from the sockets are handled (the end of
   * this turn of the event loop), not on the first of them: a 429 that came in with a clean
   * answer of the same host pauses the host before the clean answer's freed slot goes to it.
   */
  #pumpSoon(): void {
    if (this.#pumpPending) return;
    this.#pumpPending = true;
    setImmediate(() => {
      this.#pumpPending = false;
      this.#pump();
    });
  }

  #startOne(lane: Lane): void {
    let entry = lane.retrying.shift();
    if (entry !== undefined) this.#retrying--;
    else entry = lane.waiting.shift()!;
    lane.active++;
    this.#active++;
    if (!lane.internal) this.#activeExternal++;
    const now = this.clock();
    lane.pacer.started(now);
    this.#startedAt.set(entry.url, now);
    let stalled = false;
    let stall: NodeJS.Timeout | undefined;
    // Past stallMs the request gives its global slot back; while the stalled are at their cap it
    // looks again a stallMs later.
    const stallLater = () => {
      stall = setTimeout(() => {
        if (this.#stalled >= (this.limits.maxStalled ?? 4 * this.limits.concurrency)) return stallLater();
        stalled = true;
        this.#stalled++;
        this.#active--;
        if (!lane.internal) this.#activeExternal--;
        this.#pump();
      }, this.limits.stallMs ?? STALL_MS);
      stall.unref?.();
    };
    stallLater();
    const release = () => {
      clearTimeout(stall);
      lane.active--;
      lane.pacer.finished();
      if (stalled) this.#stalled--;
      else {
        this.#active--;
        if (!lane.internal) this.#activeExternal--;
      }
      this.#offer(lane);
      this.#pumpSoon();
      if (this.running === 0) this.#resolveIdle();
    };
    this.start(entry).then(release, release);
  }

  #resolveIdle(): void {
    const waiting = this.#idle;
    this.#idle = [];
    for (const r of waiting) r();
  }

  /** One wake-up timer per waiting lane; when it fires, the lane is offered again. */
  #wakeLater(lane: Lane, waitMs: number): void {
    if (lane.wake || this.#stopped) return;
    lane.wake = setTimeout(
      () => {
        lane.wake = undefined;
        this.#offer(lane);
        this.#pump();
      },
      Math.max(1, Math.ceil(waitMs)),
    );
  }
}
