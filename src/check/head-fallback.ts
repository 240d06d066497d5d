import type { ErrorCode } from '../model/link.js';
import type { FetchOutcome } from '../model/outcome.js';
import type { StatusSet } from './status-set.js';

/** Failures that a GET would only repeat: they do not depend on the method. */
const METHOD_INDEPENDENT: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['dns', 'tls', 'invalid-url']);

/**
 * Pure: after a HEAD to an external URL, whether to try GET now. Yes whenever HEAD failed in
 * a way a GET may not (405, 404 from servers that mishandle HEAD, 5xx, resets, timeouts),
 * except when the host said to come back later (a 429, or a 503 with Retry-After): then the
 * retry policy waits for it instead of sending another request at once.
 */
export function getAfterHead(head: FetchOutcome, accept: Pick<StatusSet, 'has'>): boolean {
  if (head.kind === 'error') return !METHOD_INDEPENDENT.has(head.error);
  if (accept.has(head.status) || head.status === 429) return false;
  return !(head.status === 503 && head.kind === 'response' && head.retryAfter !== undefined);
}

/**
 * Per host: whether HEAD is worth sending. A host where a GET has passed twice after its HEAD
 * failed (405, 404, 501 … from servers that mishandle HEAD), with no HEAD passing in between,
 * gets GET at once for its other URLs: each of them would otherwise cost two requests.
 */
export class HeadRefusals {
  readonly #evidence = new Map<string, number>();

  /** How many failed HEADs a GET must contradict before the host's URLs skip HEAD. */
  static readonly THRESHOLD = 2;

  /** Whether the host's URLs should go straight to GET. */
  skipHead(host: string): boolean {
    return (this.#evidence.get(host) ?? 0) >= HeadRefusals.THRESHOLD;
  }

  /** A HEAD to the host passed: HEAD works there. */
  headPassed(host: string): void {
    this.#evidence.delete(host);
  }

  /** A HEAD to the host failed and the GET that followed passed: one more sign HEAD is broken there. */
  getPassedAfterHead(host: string): void {
    this.#evidence.set(host, (this.#evidence.get(host) ?? 0) + 1);
  }
}
