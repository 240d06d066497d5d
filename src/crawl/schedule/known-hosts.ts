/**
 * Hosts that most sites link to and that publish (or are known for) their limits: each starts
 * with a window and a ceiling of its own instead of the defaults, and `--host-limit host=N`
 * sets any host's ceiling (and its start, when lower).
 *
 * - github.com and its content hosts: anonymous requests are rate-limited (GitHub's docs on
 *   rate limits: "secondary rate limits" for bursts of concurrent requests, and they ask
 *   clients to make requests serially rather than concurrently). A link checker's HEAD/GET to
 *   github.com pages are anonymous web requests; 2 at a time, starting at 1, keeps a site that
 *   links to hundreds of issues from meeting 429s, and the pacer learns the rest.
 * - raw.githubusercontent.com and gist.github.com: the same limits, the same table row.
 * - web.archive.org: asks for slow crawling (its robots and docs ask for about one request at a
 *   time) and answers 429 with blocks of minutes when ignored.
 * Everything else learns its own window from 2 (`START_WINDOW`, lanes.ts), up to `--host-concurrency`.
 */
import type { PaceLimits } from './pacer.js';
import type { Options } from '../../options.js';

export const KNOWN_HOSTS: ReadonlyMap<string, PaceLimits> = new Map([
  ['github.com', { start: 1, ceiling: 2 }],
  ['www.github.com', { start: 1, ceiling: 2 }],
  ['raw.githubusercontent.com', { start: 1, ceiling: 2 }],
  ['gist.github.com', { start: 1, ceiling: 2 }],
  ['web.archive.org', { start: 1, ceiling: 1 }],
]);

/**
 * The start window and ceiling of a host (its lane key: the host name, with its port when not
 * the default): `--host-limit` first (by host name, or host:port), then the table; undefined for
 * the defaults.
 */
export function hostLimitsOf(options: Pick<Options, 'hostLimit'>): (hostKey: string) => PaceLimits | undefined {
  const given = new Map(options.hostLimit.map((l) => [l.host, l.limit]));
  return (hostKey) => {
    const key = hostKey.toLowerCase();
    const name = key.startsWith('[') ? key.slice(0, key.indexOf(']') + 1) : key.split(':')[0]!;
    const n = given.get(key) ?? given.get(name);
    const known = KNOWN_HOSTS.get(name);
    if (n !== undefined) return { start: Math.min(n, known?.start ?? n), ceiling: n };
    return known;
  };
}
