/**
 * Pacing for one host: how many of its requests may be in flight (the window) and how far apart
 * they start (the rate), learned from its answers. Pure: the clock is passed in, nothing is sent.
 *
 * The controller is AIMD (TCP Reno's shape, as in Netflix concurrency-limits' `AIMDLimit`), with
 * a latency guard taken from TCP Vegas / the gradient limiters:
 * - slow start: the window grows by one per clean answer (it doubles per round trip) until the
 *   first sign of overload; after that by 1/window per clean answer (one per round trip);
 * - a 429 or 503, a refused or reset connection, or a latency above twice the host's best
 *   (plus `LATENCY_SLACK_MS`, so a busy event loop is not mistaken for a struggling host) shrinks it: ×½ for overload and errors, ×0.8 for latency, at most once a round trip.
 * Why AIMD rather than a gradient controller alone: a link checker sees tens of answers per
 * host, not the thousands a gradient's averages need, and the web says "too much" mostly
 * through 429s, an explicit loss signal AIMD was made for. Latency is a guard, not the driver.
 *
 * A 429 also teaches two ceilings that hold for the rest of the run, so the host is never asked
 * for more than it refused: the window stays below the number in flight when the host said no,
 * and starts are spaced at 85 % of the rate the host took until then. That rate is read as a
 * rate limiter would give it: a token bucket of rate r holding about a second of it (or a window
 * of r a second) lets at most r × (T + 1 s) requests through in any T. So for any time before
 * the refused request, the clean answers to requests started since then, over the time from
 * then to the refused start plus a second, is at most r: the highest such figure is the
 * estimate (`tookSince`), taken once the answers sent before the 429 are in (a 429 usually comes
 * back sooner than a real answer). Without the second a 429 met in a slow start, right after the
 * burst, would read the burst as the rate. After the pause the pace probes up, a little per clean
 * answer, to at most 95 % of that rate (`PROBE_CEILING`): never past what the host was seen to
 * take, so a host is not pushed over its limit again to learn where the limit is. Each 429 met while paced cuts
 * the pace by a third, for the rest of the run. And the host is paused: for its Retry-After, or
 * without one for 4 s, then 8 s, 16 s … (a host's own block is usually longer than a short
 * backoff).
 */

/** What pacing a host starts with and may grow to. */
export interface PaceLimits {
  /** The window a host starts with. */
  start: number;
  /** The window never grows past this (`--host-concurrency`, or the host's known limit). */
  ceiling: number;
}

/** Latency above twice the host's best plus this is a sign of a queue building at the host. */
export const LATENCY_SLACK_MS = 250;
/** Share of the rate a host took that is used after its 429. */
export const RATE_MARGIN = 0.85;
/** Share of the rate a host took that probing after a 429 may reach (and never pass). */
export const PROBE_CEILING = 0.95;
/** After a 429, clean answers speed the pace up by this factor each (up to `PROBE_CEILING`)… */
export const PROBE_STEP = 1.02;
/** …once this long has passed after the host's pause. */
export const PROBE_AFTER_MS = 1000;
/** The first pause after a 429 without Retry-After; each such pause in a row doubles it. */
export const NO_RETRY_AFTER_PAUSE_MS = 4000;

export class Pacer {
  /** The window as a real number (additive increase adds fractions). */
  private window: number;
  private readonly ceiling: number;
  /** After a 429: one below what was in flight when the host said no. */
  private learnedCeiling = Number.POSITIVE_INFINITY;
  /** After a 429: the least time between two starts. */
  intervalMs = 0;
  /** Nothing of the host starts before this (epoch ms). */
  pausedUntil = 0;
  /** Set by the first sign of overload: from then on the window grows one per round trip. */
  private congested = false;
  private lastStart = 0;
  /** Requests of the host in flight. */
  private inFlight = 0;
  /** The highest rate (clean answers a second) the host was seen to take, learned at its 429s. */
  private tookRate = 0;
  /** When the requests of the latest clean answers started (at most 512 kept). */
  private readonly cleanStarts: number[] = [];
  /**
   * The first 429's estimate, while answers to requests sent before it may still come (a 429
   * usually comes back sooner than a real answer): settled at the first start after the pause,
   * or when nothing of the host is in flight.
   */
  private estimate: { refusedStart: number; capMs: number } | undefined;
  /** The start of the request the first 429 refused: a clean answer to a request sent before it, come late, still counts. */
  private firstRefusedStart = Number.NEGATIVE_INFINITY;
  private overloadsInRow = 0;
  private bestLatency = Number.POSITIVE_INFINITY;
  private lastDecrease = 0;
  /** When the last 429 that counted came back. */
  private lastOverload = Number.NEGATIVE_INFINITY;
  /** When the requests of about the last second started (at most 256 kept). */
  private readonly recentStarts: number[] = [];
  /** The lowest rate (starts a second) the host refused with a 429: the pace stays below it. */
  private refusedRate = Number.POSITIVE_INFINITY;

  constructor(limits: PaceLimits) {
    this.ceiling = Math.max(1, limits.ceiling);
    this.window = Math.max(1, Math.min(limits.start, this.ceiling));
  }

  /** Requests of the host that may be in flight now. */
  get limit(): number {
    return Math.max(1, Math.min(Math.floor(this.window), this.ceiling, this.learnedCeiling));
  }

  /** The earliest time the next request may start (epoch ms); `now` or earlier means now. */
  nextStartAt(): number {
    return Math.max(this.pausedUntil, this.intervalMs > 0 ? this.lastStart + this.intervalMs : 0);
  }

  /** A request of the host starts. */
  started(now: number): void {
    if (this.estimate && now >= this.pausedUntil) this.settleEstimate();
    this.lastStart = now;
    this.recentStarts.push(now);
    if (this.recentStarts.length > 256) this.recentStarts.shift();
    this.inFlight++;
  }

  /** A request of the host is over, whatever its outcome. */
  finished(): void {
    if (this.inFlight === 0) return;
    if (--this.inFlight === 0 && this.estimate) this.settleEstimate();
  }

  /**
   * The rate the host took before refusing a request started at `refusedStart`: the most, over
   * the starts of its clean answers, of the clean answers started from then to `refusedStart`,
   * per second of that span plus one (see the top of the file). At least 1 a second.
   */
  private tookSince(refusedStart: number): number {
    const starts = this.cleanStarts.filter((t) => t <= refusedStart).sort((a, b) => a - b);
    let best = 1;
    for (let k = 0; k < starts.length; k++) {
      best = Math.max(best, ((starts.length - k) * 1000) / (refusedStart - starts[k]! + 1000));
    }
    return best;
  }

  /**
   * The least time between starts probing may reach: a margin below the lowest rate the host
   * refused, and never faster than `PROBE_CEILING` of the rate it took.
   */
  private get floorMs(): number {
    const took = this.tookRate > 0 ? 1000 / (this.tookRate * PROBE_CEILING) : 0;
    return Math.max(this.refusedFloorMs, took);
  }

  /** The least time between starts a margin below the lowest rate the host refused (0 before any). */
  private get refusedFloorMs(): number {
    return Number.isFinite(this.refusedRate) ? 1000 / (this.refusedRate * RATE_MARGIN) : 0;
  }

  /** A clean answer (anything but overload or a connection failure) to a request started at `startedAt`. */
  answered(latencyMs: number, now: number, startedAt = now - latencyMs): void {
    this.cleanStarts.push(startedAt);
    if (this.cleanStarts.length > 512) this.cleanStarts.shift();
    // An answer to a request sent before the first 429, come after the estimate was settled (its
    // answers were slower than the pause): what the host took was more, and probing may go further.
    if (this.estimate === undefined && startedAt <= this.firstRefusedStart) {
      this.tookRate = Math.max(this.tookRate, this.tookSince(this.firstRefusedStart));
    }
    this.overloadsInRow = 0;
    if (latencyMs < this.bestLatency) this.bestLatency = latencyMs;
    if (latencyMs > 2 * this.bestLatency + LATENCY_SLACK_MS) {
      this.decrease(0.8, latencyMs, now);
      return;
    }
    this.window += this.congested ? 1 / this.window : 1;
    this.window = Math.min(this.window, this.ceiling, this.learnedCeiling);
    // Paced, and the pause and the round trip after the last 429 are over: probe for a faster pace,
    // a little per clean answer, up to PROBE_CEILING of the rate the host took and below any rate
    // it refused (floorMs): the 85 % margin of the first estimate is won back, never more.
    if (this.intervalMs > 0 && now > this.pausedUntil + PROBE_AFTER_MS) {
      this.intervalMs = Math.max(this.floorMs, this.intervalMs / PROBE_STEP);
    }
  }

  /**
   * The host said too much (429, or 503): shrink, learn the ceilings, pause. `inFlight` counts
   * the host's requests in flight when the answer came, this one included; `startedAt` is when
   * this request started. Returns the pause.
   *
   * Once per episode, as TCP cuts once per window: requests that started before the last 429
   * came back were sent before the host's answer was known, so their 429s say nothing new;
   * they only make sure the pause covers their Retry-After.
   */
  overloaded(inFlight: number, retryAfterMs: number | undefined, now: number, capMs: number, startedAt = now): number {
    if (startedAt < this.lastOverload) {
      const pause = Math.min(capMs, retryAfterMs ?? 0);
      this.pausedUntil = Math.max(this.pausedUntil, now + pause);
      return pause;
    }
    // A new episode: the first one's estimate is settled with what is in by now.
    if (this.estimate) this.settleEstimate();
    this.lastOverload = now;
    this.congested = true;
    this.learnedCeiling = Math.min(this.learnedCeiling, Math.max(1, inFlight - 1));
    this.window = Math.max(1, Math.min(this.window, inFlight) / 2);
    // What the host let through before it refused this request (see tookSince). Requests sent
    // before it may still be on their way: the estimate is settled when they are in.
    const took = this.tookSince(startedAt);
    this.tookRate = Math.max(this.tookRate, took);
    const fromRate = 1000 / (took * RATE_MARGIN);
    if (this.intervalMs === 0) {
      this.estimate = { refusedStart: startedAt, capMs };
      this.firstRefusedStart = startedAt;
    }
    // The rate this 429 refused. Unpaced: the starts of the last second, or since this request
    // started when that is longer (what the host saw), never below what it took. Paced: the pace.
    if (this.intervalMs > 0) {
      this.refusedRate = Math.min(this.refusedRate, 1000 / this.intervalMs);
    } else {
      const span = Math.max(1000, now - startedAt);
      while (this.recentStarts.length > 0 && this.recentStarts[0]! <= now - span) this.recentStarts.shift();
      this.refusedRate = Math.min(this.refusedRate, Math.max(1, took, (this.recentStarts.length * 1000) / span));
    }
    // A 429 met while already paced: the pace was too fast; a third slower.
    this.intervalMs = this.intervalMs > 0 ? this.intervalMs * 1.5 : fromRate;
    this.intervalMs = Math.min(Math.max(this.intervalMs, this.floorMs), capMs);
    const pause = Math.min(capMs, retryAfterMs ?? NO_RETRY_AFTER_PAUSE_MS * 2 ** this.overloadsInRow);
    this.overloadsInRow++;
    this.pausedUntil = Math.max(this.pausedUntil, now + pause);
    return pause;
  }

  /**
   * The first 429's estimate with every answer it waited for: the pace is set from what the host
   * took (never faster than the margin below what it refused).
   */
  private settleEstimate(): void {
    const e = this.estimate!;
    this.estimate = undefined;
    const took = this.tookSince(e.refusedStart);
    this.tookRate = Math.max(this.tookRate, took);
    this.intervalMs = Math.min(Math.max(1000 / (took * RATE_MARGIN), this.refusedFloorMs), e.capMs);
  }

  /** A refused or reset connection: the host may be struggling; shrink (once a round trip). */
  failed(now: number): void {
    this.decrease(0.5, Number.isFinite(this.bestLatency) ? this.bestLatency : 0, now);
  }

  private decrease(factor: number, latencyMs: number, now: number): void {
    this.congested = true;
    if (now - this.lastDecrease < latencyMs) return;
    this.lastDecrease = now;
    this.window = Math.max(1, this.window * factor);
  }
}
