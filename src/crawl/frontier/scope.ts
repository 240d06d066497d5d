/**
 * What the crawl covers: the site's hosts (a start URL's, and the host a start URL redirects
 * to), include/exclude filters, and, for a folder, the links under its public address that
 * stand for the local server's pages, and one URL per file of a folder. No I/O but the
 * folder server's file lookup (a stat per distinct path, remembered).
 */
import type { Options } from '../../options.js';
import type { StaticServer } from '../../local/server.js';
import { siteKey, withoutFragment } from './url.js';
import { sitePathOf } from '../../local/site-files.js';

/** `//host…` (or with backslashes, as the URL parser reads them), after what the parser strips. */
const PROTOCOL_RELATIVE = /^[\u0000-\u0020]*[\\/]{2}/;

export class Scope {
  readonly #sites = new Set<string>();
  #server?: StaticServer;
  #aliasPrefix?: string;
  /** With a base URL below a path (`https://o.github.io/repo/`): that path on the local server (`http://127.0.0.1:P/repo/`). */
  #localPrefix?: string;
  /** A folder's request paths → the one path of the file each serves (see `#oneUrlPerFile`). */
  readonly #filePaths = new Map<string, string>();

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

  /**
   * A protocol-relative link (`//host/x`) on a page of the folder, as the public page has it: the
   * base URL's scheme, not the local server's http. So `//www.example.com/blog/` under
   * https://www.example.com/ is the local page (the alias below), not production over http.
   */
  withPublicScheme(value: string, page: URL): string {
    if (this.#aliasPrefix === undefined || this.#server === undefined || !PROTOCOL_RELATIVE.test(value) || page.origin !== this.#server.origin) return value;
    return `${this.#aliasPrefix.slice(0, this.#aliasPrefix.indexOf(':') + 1)}${value.replace(/^[\u0000-\u0020]+/, '')}`;
  }

  fileFor(pageHref: string): string | undefined {
    return this.#server?.fileFor(pageHref);
  }

  /**
   * The URL a link stands for in this run (a link into the folder's public URL becomes the
   * local server's) and its key: the href without fragment.
   */
  locate(input: URL): { u: URL; key: string } {
    const u = this.#oneUrlPerFile(this.#rewriteAlias(input));
    return { u, key: withoutFragment(u) };
  }

  /**
   * In a folder, one file is one URL: `dir/index.html` and `dir` (redirected) are `dir/`,
   * `/about` (served from `about.html`) is `/about.html`, and a query string (`?search=`,
   * `?highlight=x`: the folder ignores it, as static hosts do) is dropped. So each file is one
   * entry (referrers merged, each keeping the link as written) and one page, parsed once. The
   * folder server serves the same file under each of these URLs, so this changes no verdict. A
   * live site may serve them differently: there only a redirect joins two URLs.
   */
  #oneUrlPerFile(input: URL): URL {
    const server = this.#server;
    if (!server || input.origin !== server.origin) return input;
    let u = input;
    const q = u.href.indexOf('?');
    if (q !== -1 && q < u.href.length - u.hash.length) {
      // (`x.html?` too: an empty search, but a `?` in the href.)
      u = new URL(u.href);
      u.search = '';
    }
    let canonical = this.#filePaths.get(u.pathname);
    if (canonical === undefined) {
      const file = server.fileFor(u.pathname);
      canonical =
        file !== undefined
          ? new URL(sitePathOf(file), server.url).pathname
          : u.pathname.endsWith('/index.html')
            ? u.pathname.slice(0, -'index.html'.length)
            : u.pathname;
      // One lookup per path; past the bound (a folder of 100,000 files) paths are looked up each time.
      if (this.#filePaths.size < 100_000) this.#filePaths.set(u.pathname, canonical);
    }
    if (canonical === u.pathname) return u;
    const out = new URL(u.href);
    out.pathname = canonical;
    return out;
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
