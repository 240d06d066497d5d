/**
 * A checker asks about one kind of target: a website over HTTP (HEAD, then GET when HEAD is not
 * to be trusted), GitHub's REST API, the verdict cache. Each takes an entry and gives back what
 * it learnt as a value, its timing inside: nothing is read from the checker afterwards.
 */
import type { Entry } from '../../model/entry.js';
import type { FetchMethod } from '../../model/link.js';
import type { FetchOutcome } from '../../http/types.js';

/** What one check of a URL came to. */
export interface Checked {
  readonly outcome: FetchOutcome;
  /** How it was asked. */
  readonly method: FetchMethod;
  /** Requests sent for it (HEAD then GET: two; from the cache: none). */
  readonly requests: number;
  /** From the check's start to its answer, in ms (what the crawl database records); none without a request. */
  readonly ms?: number;
  /** The last request's own latency in ms (what the host's pacer learns from). */
  readonly latencyMs: number;
  /**
   * The answer is not the URL's last word: a GET comes next (a HEAD failed in a way a GET may
   * not). The GET is a new request: it waits for its host's turn like any other.
   */
  readonly next?: 'get';
  /** `require-https`: the https:// URL of this working http:// link, which answered 2xx too. */
  readonly https?: string;
}

/** A checker that does not handle this URL after all (the next one does), and what finding that out cost. */
export interface Declined {
  readonly declined: true;
  readonly requests: number;
  readonly ms: number;
}

export interface Checker {
  check(entry: Readonly<Entry>, signal: AbortSignal): Promise<Checked | Declined>;
}

/**
 * Checkers tried in order until one handles the URL (the GitHub API for GitHub links, then the
 * website): what the ones that declined cost is added to the answer. The last one never declines.
 * One checker (the usual run) is asked directly: no async step of its own on every request.
 */
export function checkWith(checkers: readonly Checker[], entry: Readonly<Entry>, signal: AbortSignal): Promise<Checked> {
  return checkers.length === 1 ? (checkers[0]!.check(entry, signal) as Promise<Checked>) : tryInTurn(checkers, entry, signal);
}

async function tryInTurn(checkers: readonly Checker[], entry: Readonly<Entry>, signal: AbortSignal): Promise<Checked> {
  let requests = 0;
  let ms = 0;
  for (const checker of checkers) {
    const got = await checker.check(entry, signal);
    if (!('declined' in got)) return requests === 0 && ms === 0 ? got : { ...got, requests: got.requests + requests, ms: (got.ms ?? 0) + ms };
    requests += got.requests;
    ms += got.ms;
  }
  throw new Error(`no checker handles ${entry.url}`);
}
