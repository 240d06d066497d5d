/**
 * What the crawl covers: the site's hosts (a start URL's, and the host a start URL redirects
 * to), include/exclude filters, and, for a folder, the links under its public address that
 * stand for the local server's pages, and one URL per file of a folder. No I/O but the
 * folder server's file lookup (a stat per distinct path, remembered).
 */
import type { Options } from '../../options.js';
import type { StaticServer } from '../../local/server.js';
import { siteKey, tryResolve, withoutFragment } from './url.js';

/** Most remapped URLs whose written form the report keeps (`Scope.remappedFrom`). */
const REMAPPED_KEPT = 100_000;

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

  /** `--remap`: a remapped URL's key → the URL as written (fragment removed), for the report; bounded. */
  readonly #remapped = new Map<string, string>();
  readonly #remaps: Options['remap'];

  constructor(
    readonly filters: Pick<Options, 'include' | 'exclude'>,
    remap: Options['remap'] = [],
  ) {
    this.#remaps = remap;
  }

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
    const remapped = this.#remaps.length > 0 ? this.#remap(input) : input;
    const u = this.#oneUrlPerFile(this.#rewriteAlias(remapped));
    const key = withoutFragment(u);
    if (remapped !== input && this.#remapped.size < REMAPPED_KEPT && !this.#remapped.has(key)) this.#remapped.set(key, withoutFragment(input));
    return { u, key };
  }

  /** The URL as written of a URL `--remap` rewrote to `key` (the first one seen), or undefined. */
  remappedFrom(key: string): string | undefined {
    return this.#remapped.get(key);
  }

  /**
   * `--remap`: the first rule whose pattern matches the href rewrites it (`$1` groups). A rewrite
   * that is not an absolute http(s) URL leaves the URL as it was (the rule cannot have meant it).
   */
  #remap(input: URL): URL {
    const href = input.href;
    for (const { pattern, replacement } of this.#remaps) {
      pattern.lastIndex = 0;
      if (!pattern.test(href)) continue;
      pattern.lastIndex = 0;
      const rewritten = href.replace(pattern, replacement);
      const out = /^https?:\/\//i.test(rewritten) ? tryResolve(rewritten, href) : undefined;
      return out === undefined || out.href === href ? input : out;
    }
    return input;
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
      canonical = file !== undefined ? new URL(server.folder.sitePath(file), server.url).pathname : missingIndexPath(u.pathname, server);
      // One lookup per path; past the bound (a folder of 100,000 files) paths are looked up each time.
      if (this.#filePaths.size < 100_000) this.#filePaths.set(u.pathname, canonical);
    }
    if (canonical === u.pathname) return u;
    const out = new URL(u.href);
    out.pathname = canonical;
    return out;
  }

  /** Whether the page at `u` is a file of the folder that `--exclude-path` says is never read. */
  excludedFile(u: URL): boolean {
    const server = this.#server;
    if (!server || server.folder.rules.excludePath.length === 0 || u.origin !== server.origin) return false;
    const file = server.fileFor(u.pathname + u.search);
    return file !== undefined && server.folder.excluded(file);
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

/**
 * A missing folder index (`/docs/index.html`, no such file) stands for its folder, `/docs/`, when that serves no
 * file either (one dead URL, not two); when another index file serves the folder it stays a URL of its own.
 */
function missingIndexPath(pathname: string, server: StaticServer): string {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (name === '' || !server.folder.rules.indexFiles.includes(name)) return pathname;
  const folder = pathname.slice(0, -name.length);
  return server.fileFor(folder) === undefined ? folder : pathname;
}
