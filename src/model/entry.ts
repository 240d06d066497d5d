/**
 * One URL of a run, from the moment it is found to its verdict. The crawl owns entries and
 * moves each through its states; the report reads them only through a `CrawlSnapshot`.
 */
import type { ErrorCode, FetchMethod, LinkState, PendingReferrer, RedirectHop } from './link.js';

/** Waiting: for a request slot, a retry's delay, or a max-pages slot. */
export interface Queued {
  readonly kind: 'queued';
}

/** A request for it is running. */
export interface InFlight {
  readonly kind: 'in-flight';
}

/** Done: its verdict. Ok verdicts keep no reason (they are never reported one by one); a redirected URL keeps its chain. */
export interface Settled {
  readonly kind: 'settled';
  readonly verdict: LinkState;
  readonly reason: string;
  /** Final HTTP status, when there was a response (a redirect alias of a parsed page has none). */
  readonly status?: number;
  readonly error?: ErrorCode;
  readonly redirects: readonly RedirectHop[];
  /** A bot wall answered (LinkedIn 999, a Cloudflare challenge): reported in its own section whatever the verdict. */
  readonly blocked?: true;
  /** A link whose redirect chain has a 301/308: where it ends and the first permanent status (the `moved` section). */
  readonly moved?: MovedTo;
  /** A soft 404 (check/soft-404.ts): a deep link redirected to a home page or section root, the URL it landed on. */
  readonly goneToHome?: string;
  /** `require-https`: the https:// URL that works for this http:// link. */
  readonly https?: string;
}

export interface MovedTo {
  readonly to: string;
  readonly status: number;
}

export type EntryState = Queued | InFlight | Settled;

export const QUEUED: Queued = Object.freeze({ kind: 'queued' });
export const IN_FLIGHT: InFlight = Object.freeze({ kind: 'in-flight' });
const NO_REDIRECTS: readonly RedirectHop[] = Object.freeze([]);

/** A settled state; ok and skipped ones share one empty redirect list and keep no reason. */
export function settled(
  verdict: LinkState,
  reason: string,
  outcome: {
    status?: number;
    error?: ErrorCode;
    redirects?: readonly RedirectHop[];
    blocked?: true;
    moved?: MovedTo;
    goneToHome?: string;
    https?: string;
  } = {},
): Settled {
  const reported = verdict === 'dead' || verdict === 'warn';
  const s: { -readonly [K in keyof Settled]: Settled[K] } = {
    kind: 'settled',
    verdict,
    reason: reported ? reason : '',
    // Every redirected URL keeps its chain: a moved link's report joins the chain of a URL its own
    // request stopped at because this run had checked it already (`fix` follows the whole chain).
    redirects: outcome.redirects !== undefined && outcome.redirects.length > 0 ? outcome.redirects : NO_REDIRECTS,
  };
  if (outcome.status !== undefined) s.status = outcome.status;
  if (outcome.error !== undefined) s.error = outcome.error;
  if (outcome.blocked === true && reported) s.blocked = true;
  if (outcome.moved !== undefined) s.moved = outcome.moved;
  if (outcome.goneToHome !== undefined && reported) s.goneToHome = outcome.goneToHome;
  if (outcome.https !== undefined && reported) s.https = outcome.https;
  return s;
}

export interface Entry {
  /** Normalised URL without fragment (or the raw value for an invalid URL). */
  readonly url: string;
  readonly internal: boolean;
  /** Fetch with GET and parse when HTML: an in-scope page link. */
  crawl: boolean;
  depth: number;
  /** Requests made for it so far (retries included). */
  attempts: number;
  /** How it was (last) requested. */
  method?: FetchMethod;
  state: EntryState;
  /** Final URL after redirects, when different. */
  finalUrl?: string;
  /**
   * Where it was found, while that may still be reported: kept while it waits and for
   * problems; null once it is settled ok or left to another shard (see `keepsReferrers`).
   */
  refs: PendingReferrer[] | null;
  /** Its page (or its redirect target's) has been claimed for parsing. */
  parsed: boolean;
  /** With a shard: a URL another shard requests. */
  foreign: boolean;
  /**
   * A document that may yield links, besides a page (a stylesheet): requested and parsed by
   * every shard, like pages, so its verdict is shared and its links reach every shard.
   */
  everyShard?: true;
  /** While a retry is pending: the last attempt's result, said if the run stops before the retry settles. */
  last?: LastAttempt;
  /** Settled because the run stopped while it was open (in flight or waiting for a retry). */
  unfinished?: boolean;
}

/** What a retried attempt ended with. */
export interface LastAttempt {
  /** `HTTP 429 Too Many Requests, Retry-After 86400 s`, `timeout: …`. */
  reason: string;
  status?: number;
  error?: ErrorCode;
}

/**
 * A URL found and waiting for its first request, before it has an `Entry`: what the frontier
 * hands out for a new link, and what a host's waiting line holds (and may write to disk). The
 * frontier keeps its mutable facts (depth, page or not) by `id` until the request starts, and
 * then makes the Entry (`Frontier.materialize`).
 */
export interface WaitingUrl {
  /** Normalised URL without fragment. */
  readonly url: string;
  readonly internal: boolean;
  /** A page link, when it was found (a later page link may make a resource one a page). */
  readonly crawl: boolean;
  readonly depth: number;
  /** Its id in the frontier's URL index; -1 stands for an Entry already made, found by its URL. */
  readonly id: number;
  /** The first place it was found (later places are kept by the frontier). */
  readonly ref?: PendingReferrer;
}

/** What waits for a request: a URL not yet made an Entry, or an Entry (a start URL, a retry, a page fetched again). */
export type Waiting = Entry | WaitingUrl;

export function isEntry(w: Waiting): w is Entry {
  return 'state' in w;
}
