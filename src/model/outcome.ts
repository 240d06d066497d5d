/**
 * What asking for one URL came to, as a tagged union: a `response` that was read, a status
 * `known` without reading one, or an `error`. Produced by the HTTP client, a folder check's
 * reader, the GitHub API checker, the verdict cache and a host the run gave up on; judged by
 * check/ and recorded by the crawl. Decide by `kind`, never by which fields are set.
 */
import type { ErrorCode, RedirectHop } from './link.js';

/** Where the request ended, and how it got there. */
interface Ended {
  /** Final URL after redirects. */
  finalUrl: string;
  /** The redirect hops followed, in order. */
  redirects: RedirectHop[];
}

/** The final response's status line and the headers the crawl reads. */
export interface ResponseHead {
  status: number;
  statusText: string;
  /** `content-type`, raw; '' when absent. */
  contentType: string;
  /** `retry-after`, raw. */
  retryAfter?: string;
  /**
   * A bot wall's marker, as `name: value` (`cf-mitigated: challenge`, `x-amzn-waf-action:
   * captcha`): check/blocked.ts decides what it means.
   */
  botMarker?: string;
  /** A redirect status without a `Location` header (so nothing was followed). */
  noLocation?: true;
  /** The headers named in the request's `responseHeaders` (lower-case names, those present). */
  headers?: Record<string, string>;
}

/** The final response, read. */
export interface ResponseOutcome extends Ended, ResponseHead {
  kind: 'response';
  /** Decoded body bytes, when asked for and the response had one. */
  body?: Uint8Array;
  /** The body was cut at the byte cap. */
  truncated?: true;
}

/**
 * A status already given, so no response was read: this run's verdict on a redirect target
 * (`FetchRequest.known`: each URL is requested once per run), or an earlier run's fresh ok
 * verdict from the verdict cache.
 */
export interface KnownOutcome extends Ended {
  kind: 'known';
  status: number;
}

/**
 * No answer to judge by status: the request failed (network, TLS, DNS, timeout, a bad URL or
 * redirect, an abort), its body failed after the head came, or the run settled the URL
 * without a request (a host marked down or not found, whose reason `errorMessage` gives).
 */
export interface ErrorOutcome extends Ended {
  kind: 'error';
  error: ErrorCode;
  /** The undici or system code `error` was classified from (`EAI_AGAIN`, `UND_ERR_SOCKET`, …): what policies read. */
  systemCode?: string;
  /** Human detail, e.g. `connect ECONNREFUSED 127.0.0.1:9`. For people, never for decisions. */
  errorMessage: string;
  /** The final response's head, when it came and then its body failed (its status is kept beside the error). */
  head?: ResponseHead;
}

/** One request's outcome after following redirects. Never thrown: every failure is an `error`. */
export type FetchOutcome = ResponseOutcome | KnownOutcome | ErrorOutcome;

/** The final response's head: a response's own, or the one whose body then failed; none for a known status or an error before any response. */
export function headOf(outcome: FetchOutcome): ResponseHead | undefined {
  return outcome.kind === 'response' ? outcome : outcome.kind === 'error' ? outcome.head : undefined;
}

/**
 * What the records keep of an outcome (the entry, the report, the crawl database): its final
 * status and its error code, each when it has one; a body that failed after its head has both.
 */
export function answerOf(outcome: FetchOutcome): { status?: number; error?: ErrorCode } {
  if (outcome.kind !== 'error') return { status: outcome.status };
  return outcome.head !== undefined ? { status: outcome.head.status, error: outcome.error } : { error: outcome.error };
}
