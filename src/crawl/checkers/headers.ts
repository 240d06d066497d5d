/**
 * Which request hops get the user's extra headers (`--header`): the hosts the user started on,
 * and the hosts a header names; never in clear text to a site started over https. No I/O.
 */
import type { Options } from '../../options.js';
import { siteKey, siteKeyOfHost } from '../frontier/url.js';

export class HeaderPolicy {
  /** The hosts the user started on: the only ones (besides hosts a header names) that get headers. */
  readonly #startSites = new Set<string>();
  /** Site keys with a start URL over plain http (headers may go over http only to these). */
  readonly #plainSites = new Set<string>();
  readonly #rules: Array<{ name: string; value: string; hosts: Set<string> }>;

  /** `isSite`: whether a site key is part of the crawled site (redirected starts included). */
  constructor(
    headers: Options['headers'],
    private readonly isSite: (key: string) => boolean,
  ) {
    this.#rules = headers.map((h) => ({ name: h.name, value: h.value, hosts: new Set(h.hosts.map(siteKeyOfHost)) }));
  }

  addStart(u: URL): void {
    this.#startSites.add(siteKey(u));
    if (u.protocol === 'http:') this.#plainSites.add(siteKey(u));
  }

  /** Extra headers for one request hop: only to the site's hosts, or to hosts a header names. */
  headersFor(u: URL): Record<string, string> | undefined {
    if (this.#rules.length === 0) return undefined;
    const key = siteKey(u);
    // http and https of one host are one site, but a token meant for an https site must not
    // travel in clear text over an `http:` link or redirect: only to sites started over http.
    if (u.protocol === 'http:' && this.isSite(key) && !this.#plainSites.has(key)) return undefined;
    const ours = this.#startSites.has(key);
    let out: Record<string, string> | undefined;
    for (const r of this.#rules) {
      if (ours || r.hosts.has(key)) (out ??= {})[r.name] = r.value;
    }
    return out;
  }
}

/**
 * `--basic-auth`: the `Authorization` value for a URL (the first rule whose pattern matches its
 * href), or undefined. The client asks only on the origin a request started on.
 */
export function basicAuthFor(rules: Options['basicAuth']): ((u: URL) => string | undefined) | undefined {
  if (rules.length === 0) return undefined;
  const values = rules.map((r) => ({ pattern: r.pattern, value: `Basic ${Buffer.from(`${r.user}:${r.password}`, 'utf8').toString('base64')}` }));
  return (u) => {
    for (const r of values) {
      r.pattern.lastIndex = 0;
      if (r.pattern.test(u.href)) return r.value;
    }
    return undefined;
  };
}
