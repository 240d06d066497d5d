/**
 * Pure retry policy: which outcomes are worth another attempt, and how long to wait first.
 * No I/O and no clock of its own (`now` and `random` are injectable), so unit tests drive it.
 */
import type { ErrorCode } from '../model/link.js';
import type { FetchOutcome } from '../model/outcome.js';

/** Transient failures: another attempt may well succeed. */
const RETRYABLE_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['timeout', 'refused', 'reset', 'network', 'protocol']);

/**
 * True when another attempt may succeed: transient network errors (timeout, refused, reset,
 * network, protocol, and a DNS lookup that timed out), 408, 429, and 5xx except 501 Not
 * Implemented. A host not found, TLS, invalid URLs and redirect problems are answers, not
 * accidents: retrying them only wastes time.
 */
export function isRetryable(outcome: FetchOutcome): boolean {
  if (outcome.kind === 'error') {
    // A resolver that timed out (EAI_AGAIN) said nothing about the host: that one is worth retrying.
    if (outcome.error === 'dns') return outcome.systemCode === 'EAI_AGAIN';
    return RETRYABLE_ERRORS.has(outcome.error);
  }
  const status = outcome.status;
  if (status === 408 || status === 429) return true;
  return status >= 500 && status <= 599 && status !== 501;
}

/** An answer that tells the client to come back later (a 429, or a 503 with Retry-After): it paces the host, not only the URL. */
export function comeBackLater(status: number | undefined, retryAfter: string | undefined): boolean {
  return status === 429 || (status === 503 && retryAfter !== undefined);
}

export interface RetryDelayOptions {
  /** Delay before the first retry, before jitter. */
  baseMs: number;
  /** No delay is ever longer than this, Retry-After included. */
  capMs: number;
  /** Raw `Retry-After` header of the failed response, if any. */
  retryAfter?: string;
  /** Clock for HTTP-date Retry-After values. @default Date.now() */
  now?: number;
  /** Source of jitter in [0, 1). @default Math.random */
  random?: () => number;
}

/**
 * Milliseconds to wait before retry number `attempt` (1 = the first retry).
 *
 * A valid `Retry-After` (delta-seconds or HTTP-date) wins, capped at `capMs`: the server said
 * when. Otherwise exponential backoff `baseMs·2^(attempt−1)`, capped, with *equal* jitter:
 * half the delay is fixed and half random. Equal rather than full jitter so a retry never
 * comes back almost immediately to a host that just said it was overloaded, while parallel
 * workers still spread out.
 */
export function retryDelay(attempt: number, opts: RetryDelayOptions): number {
  const cap = Math.max(0, opts.capMs);
  const fromHeader = parseRetryAfter(opts.retryAfter, opts.now ?? Date.now());
  if (fromHeader !== undefined) return Math.min(fromHeader, cap);

  const n = Math.max(1, Math.floor(attempt));
  // 2 ** 1100 is Infinity: Math.min keeps it at the cap, no overflow worries.
  const exp = Math.min(cap, Math.max(0, opts.baseMs) * 2 ** (n - 1));
  const random = opts.random ?? Math.random;
  const half = exp / 2;
  return Math.round(half + random() * half);
}

const DELTA_SECONDS = /^\d+$/;
// The three date forms HTTP allows (RFC 9110 §5.6.7). Checked before Date.parse because
// Date.parse accepts nearly anything (`"1"` is a date in the year 2001).
const IMF_FIXDATE = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC850_DATE = /^[A-Za-z]{6,9}, \d{2}-[A-Za-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT$/;
const ASCTIME_DATE = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

/**
 * `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP-date (a date in the past
 * gives 0). Undefined when the header is absent or not valid.
 */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (v === '') return undefined;
  if (DELTA_SECONDS.test(v)) {
    const ms = Number(v) * 1000;
    return Number.isFinite(ms) ? ms : Number.MAX_SAFE_INTEGER;
  }
  let when: number;
  if (IMF_FIXDATE.test(v) || RFC850_DATE.test(v)) when = Date.parse(v);
  // asctime carries no zone; it is GMT by definition, and Date.parse would assume local time.
  else if (ASCTIME_DATE.test(v)) when = Date.parse(`${v} GMT`);
  else return undefined;
  if (Number.isNaN(when)) return undefined;
  return Math.max(0, when - now);
}
