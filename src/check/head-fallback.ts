import type { ErrorCode } from '../model/link.js';
import type { StatusSet } from './status-set.js';

/** Failures that a GET would only repeat: they do not depend on the method. */
const METHOD_INDEPENDENT: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['dns', 'tls', 'invalid-url']);

/**
 * Pure: after a HEAD to an external URL, whether to try GET now. Yes whenever HEAD failed in
 * a way a GET may not (405, 404 from servers that mishandle HEAD, 5xx, resets, timeouts),
 * except when the host said to come back later (a 429, or a 503 with Retry-After): then the
 * retry policy waits for it instead of sending another request at once.
 */
export function getAfterHead(
  head: { status?: number; error?: ErrorCode; retryAfter?: string },
  accept: StatusSet,
): boolean {
  if (head.error !== undefined) return !METHOD_INDEPENDENT.has(head.error);
  if (head.status === undefined) return true;
  if (accept.has(head.status) || head.status === 429) return false;
  return !(head.status === 503 && head.retryAfter !== undefined);
}
