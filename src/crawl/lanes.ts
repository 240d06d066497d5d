/**
 * Request scheduling: one lane per host (its own concurrency limit, a pause when the host asks
 * the crawl to slow down, a retry line ahead of its waiting line, and its health), under one
 * global concurrency limit. The crawler hands entries in and gets `start(entry)` called when a
 * slot is free; what a request does is not this module's business.
 */
import PQueue from 'p-queue';
import type { Waiting } from '../model/entry.js';
import { HostHealth, type HostSignal } from './host-health.js';
import { Spill, WaitingLine } from './spill.js';
import { waitingCodec } from './waiting-codec.js';
import { siteKeyOfHref } from './url.js';

/** One host's share of the crawl: how many of its requests may run, and who waits. */
interface Lane {
  active: number;
  limit: number;
  /** Epoch ms before which nothing new starts (a 429's Retry-After). */
  pausedUntil: number;
  /** FIFO of URLs waiting, which may spill to disk (spill.ts). */
  waiting: WaitingLine<Waiting>;
  /** Retries: a promise already made, so they start before any new URL of the host. */
  retrying: Waiting[];
  /** Runs of 429s and refusals: when the host, not one URL, needs slowing down or is down. */
  health: HostHealth;
  /** The timer that ends the pause, while one is set. */
  wake?: NodeJS.Timeout;
}

export class HostLanes {
  readonly #lanes = new Map<string, Lane>();
  readonly #global: PQueue;
  #stopped = false;
  /** Entries in the lanes' retry lines (scheduled retries not yet started). */
  #retrying = 0;

  constructor(
    private readonly limits: { concurrency: number; hostConcurrency: number },
    private readonly start: (entry: Waiting) => Promise<void>,
    /** Where waiting lines spill (a spill that never does by default). */
    private readonly spill = new Spill({ threshold: Number.POSITIVE_INFINITY, chunk: 1 << 30 }),
  ) {
    this.#global = new PQueue({ concurrency: limits.concurrency });
  }

  /** Requests started and not yet finished. */
  get running(): number {
    return this.#global.pending;
  }

  /** Retries waiting in the lanes' retry lines. */
  get retrying(): number {
    return this.#retrying;
  }

  /**
   * Put the entry at the back of its host's line (a retry: of the host's retry line, which goes
   * first), and start what the lane allows. False, and nothing queued, when the host is down.
   */
  enqueue(entry: Waiting, retry = false): boolean {
    const lane = this.#laneOf(entry);
    if (lane.health.down) return false;
    if (retry) {
      lane.retrying.push(entry);
      this.#retrying++;
    } else lane.waiting.push(entry);
    this.#pump(lane);
    return true;
  }

  /**
   * One attempt's outcome on the entry's host: whether the host (not only the URL) needs handling
   * (host-health.ts). On 'down' the host's waiting entries and retries are taken out of its lane
   * and returned, for the caller to settle; nothing of the host is started after that.
   */
  record(entry: Waiting, outcome: { status?: number; error?: string }): { signal: HostSignal; dropped: Waiting[] } {
    const lane = this.#laneOf(entry);
    const signal = lane.health.record(entry.url, outcome);
    if (signal !== 'down') return { signal, dropped: [] };
    const dropped = lane.waiting.drain().concat(lane.retrying);
    this.#retrying -= lane.retrying.length;
    lane.retrying = [];
    return { signal, dropped };
  }

  /** Whether the entry's host was marked down, and after how many refusals in a row. */
  down(entry: Waiting): { down: boolean; refusals: number } {
    const health = this.#laneOf(entry).health;
    return { down: health.down, refusals: health.refusals };
  }

  /** Hosts paused now (slowed down, waiting out a Retry-After) and hosts marked down. */
  hostStates(now = Date.now()): { paused: number; down: number } {
    let paused = 0;
    let down = 0;
    for (const lane of this.#lanes.values()) {
      if (lane.health.down) down++;
      else if (lane.pausedUntil > now) paused++;
    }
    return { paused, down };
  }

  /** Several URLs of the host got 429 in a row: halve its concurrency and pause it for `waitMs`. */
  slowDown(entry: Waiting, waitMs: number): void {
    const lane = this.#laneOf(entry);
    lane.limit = Math.max(1, Math.floor(lane.limit / 2));
    lane.pausedUntil = Math.max(lane.pausedUntil, Date.now() + waitMs);
    this.#wakeLater(lane, waitMs);
  }

  /** Start nothing more: drop every waiting entry and pause timer. Requests running finish on their own. */
  stop(): void {
    this.#stopped = true;
    this.#global.clear();
    this.#retrying = 0;
    for (const lane of this.#lanes.values()) {
      lane.waiting.clear();
      lane.retrying = [];
      if (lane.wake) clearTimeout(lane.wake);
      lane.wake = undefined;
    }
  }

  /** Resolves when no request is running or queued. */
  onIdle(): Promise<void> {
    return this.#global.onIdle();
  }

  /** The lane of the URL's host: its own concurrency limit, pause and waiting line. */
  #laneOf(entry: Waiting): Lane {
    const key = siteKeyOfHref(entry.url);
    let lane = this.#lanes.get(key);
    if (!lane) {
      lane = {
        active: 0,
        limit: entry.internal ? this.limits.concurrency : this.limits.hostConcurrency,
        pausedUntil: 0,
        waiting: new WaitingLine(this.spill, waitingCodec),
        retrying: [],
        health: new HostHealth(),
      };
      this.#lanes.set(key, lane);
    }
    return lane;
  }

  /**
   * Start what the lane allows: up to its limit, unless paused. Only started requests become
   * queue tasks (bounded by the limits); everything else waits in the lane's line (a compact
   * `WaitingUrl`, or a line of a spill file), not as a task, a promise and a closure.
   */
  #pump(lane: Lane): void {
    if (this.#stopped) return;
    const pausedFor = lane.pausedUntil - Date.now();
    if (pausedFor > 0) {
      // Timers may fire a little early: whoever finds the lane paused makes sure it wakes.
      this.#wakeLater(lane, pausedFor);
      return;
    }
    while (lane.active < lane.limit && (lane.retrying.length > 0 || lane.waiting.length > 0)) {
      let entry = lane.retrying.shift();
      if (entry !== undefined) this.#retrying--;
      else entry = lane.waiting.shift()!;
      const started = entry;
      lane.active++;
      const release = () => {
        lane.active--;
        this.#pump(lane);
      };
      this.#global.add(() => this.start(started)).then(release, release);
    }
  }

  /** One wake-up timer per paused lane; when it fires the pause is over, whatever the clock says. */
  #wakeLater(lane: Lane, waitMs: number): void {
    if (lane.wake || this.#stopped) return;
    lane.wake = setTimeout(() => {
      lane.wake = undefined;
      if (lane.pausedUntil - Date.now() > 5) {
        this.#wakeLater(lane, lane.pausedUntil - Date.now());
        return;
      }
      lane.pausedUntil = 0;
      this.#pump(lane);
    }, waitMs);
  }
}
