/**
 * What the crawl covers: the site's hosts (a start URL's, and the host a start URL redirects
 * to), include/exclude filters, and, for a folder, the links under its public address that
 * stand for the local server's pages. No I/O.
 */
import type { Options } from '../options.js';
import type { StaticServer } from '../local/server.js';
import { siteKey, withoutFragment } from './url.js';

export class Scope {
  readonly #sites = new Set<string>();
  #server?: StaticServer;
  #aliasPrefix?: string;
  /** With a base URL below a path (`https://o.github.io/repo/`): that path on the local server (`http://127.0.0.1:P/repo/`). */
  #localPrefix?: string;

  constructor(readonly filters: Pick<Options, 'include' | 'exclude'>) {}

  /** A start URL's host is part of the site. */
  addStart(u: URL): void {
    this.#sites.add(siteKey(u));
  }

  /**
   * A start URL redirected to `target`: the target's host joins the site when it is the same
   * host but for the scheme, the port or a `www.` prefix (http://example.com →
   * https://www.example.com/). A redirect to any other host (a login page elsewhere) is only
   * checked, never crawled. Headers never follow: they go to the hosts the user started on.
   */
  adoptRedirectedStart(start: URL, target: URL): boolean {
    const bare = (h: string) => h.replace(/^www\./, '');
    if (bare(start.hostname) !== bare(target.hostname)) return false;
    this.#sites.add(siteKey(target));
    return true;
  }

  isInternal(u: URL): boolean {
    return this.#sites.has(siteKey(u));
  }

  hasSite(key: string): boolean {
    return this.#sites.has(key);
  }

  /** Links under `baseUrl` are rewritten to the local server serving the folder. */
  setLocalServer(server: StaticServer, baseUrl: string | undefined): void {
    this.#server = server;
    if (baseUrl !== undefined) {
      this.#aliasPrefix = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
      // The folder is the site at the base URL's path, served at the local root: a
      // root-relative link `/repo/x.html` on a local page means the local `/x.html`.
      const basePath = new URL(this.#aliasPrefix).pathname;
      if (basePath !== '/') this.#localPrefix = new URL(basePath, server.url).href;
    }
  }

  fileFor(pageHref: string): string | undefined {
    return this.#server?.fileFor(pageHref);
  }

  /**
   * The URL a link stands for in this run (a link into the folder's public URL becomes the
   * local server's) and its key: the href without fragment.
   */
  locate(input: URL): { u: URL; key: string } {
    const u = this.#rewriteAlias(input);
    return { u, key: withoutFragment(u) };
  }

  /** `excluded` / `not-included` when a filter rules the URL out; undefined when it is checked. */
  filter(key: string): 'excluded' | 'not-included' | undefined {
    const { include, exclude } = this.filters;
    for (const r of exclude) if (r.test(key)) return 'excluded';
    if (include.length > 0 && !include.some((r) => r.test(key))) return 'not-included';
    return undefined;
  }

  #rewriteAlias(u: URL): URL {
    if (this.#aliasPrefix === undefined || !this.#server) return u;
    const href = u.href;
    for (const prefix of [this.#aliasPrefix, this.#localPrefix]) {
      if (prefix === undefined) continue;
      if (href.startsWith(prefix) || href === prefix.slice(0, -1)) return new URL(href.slice(prefix.length), this.#server.url);
    }
    return u;
  }
}
