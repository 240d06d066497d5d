/**
 * Redirects, followed by hand so every hop is recorded and gets its own headers: which
 * statuses redirect, where a `Location` leads, and when a chain must stop (a loop, too many
 * hops, a scheme that is not http). Pure: no I/O.
 */
import type { ErrorCode } from '../model/link.js';

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

export function withoutHash(url: URL): string {
  return url.hash === '' ? url.href : url.href.slice(0, url.href.length - url.hash.length);
}

function truncate(s: string, max = 300): string {
  return s.length <= max ? s : `${s.slice(0, max)}…`;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A `Location` value as browsers read it. undici hands header bytes over as Latin-1, so a
 * Location sent in raw UTF-8 (`/café`) arrives as mojibake (`/cafÃ©`) and would be requested
 * as such (a false 404). Browsers decode it as UTF-8; so does this, when the bytes are valid
 * UTF-8. Anything else stays as it came.
 */
export function decodeLocation(latin1: string): string {
  let ascii = true;
  for (let i = 0; i < latin1.length; i++) {
    if (latin1.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return latin1;
  try {
    return UTF8.decode(Buffer.from(latin1, 'latin1'));
  } catch {
    return latin1;
  }
}

/** The next hop (and its key, the URL without fragment), or why the chain stops there. */
export type NextHop = { next: URL; key: string } | { error: ErrorCode; errorMessage: string };

/**
 * Where a redirect from `from` (status `status`, header `location`) leads. `seen` holds the keys
 * of the URLs visited so far; `hops` is the number of redirects followed, this one included.
 */
export function nextHop(from: URL, status: number, location: string, seen: ReadonlySet<string>, hops: number, maxRedirects: number): NextHop {
  let next: URL;
  try {
    next = new URL(decodeLocation(location), from);
  } catch {
    return { error: 'invalid-url', errorMessage: `invalid Location header ${JSON.stringify(location)} (HTTP ${status})` };
  }
  if (!isHttp(next)) {
    return { error: 'unsupported-redirect', errorMessage: `redirect to unsupported scheme ${next.protocol} (${truncate(next.href)})` };
  }
  // A Location without a fragment keeps the one of the request (RFC 9110 §10.2.2).
  if (next.hash === '' && from.hash !== '') next.hash = from.hash;
  const key = withoutHash(next);
  if (seen.has(key)) return { error: 'redirect-loop', errorMessage: `${truncate(next.href)} was already visited` };
  if (hops > maxRedirects) return { error: 'too-many-redirects', errorMessage: `more than ${maxRedirects} redirects` };
  return { next, key };
}
