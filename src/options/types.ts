/**
 * The engine's options as one typed object, and the shapes of its structured values. Each
 * field's name, default, parser, flag and input are one entry of the option table
 * (options/table.ts); the defaults live only there. Its own file, so that the table, the
 * parsers and `resolveOptions` can all name these types without importing each other.
 */
import type { StatusRule, StatusSet } from '../check/status-set.js';
import type { MarkdownFlavor } from '../markdown/platform/flavor-names.js';
import type { ClassVerdict } from '../model/link.js';
import type { RequireHttps } from '../check/https.js';

/** A header sent with requests. Without `hosts` it goes only to the crawled site's own hosts. */
export interface HeaderRule {
  name: string;
  value: string;
  /** Hostnames (lower-case, optional `:port`) this header may be sent to; empty = site hosts only. */
  hosts: string[];
}

/** `--remap 'REGEX REPLACEMENT'`: every URL matching `pattern` is checked as `replacement` (`$1` groups). */
export interface RemapRule {
  pattern: RegExp;
  replacement: string;
}

/** `--basic-auth 'URL-REGEX user:password'`: HTTP Basic credentials for the URLs that match. A secret. */
export interface BasicAuthRule {
  pattern: RegExp;
  user: string;
  password: string;
}

/** `--require-https`: what an http:// link whose https:// twin answers 2xx counts as (`off`: not asked). */
export type { RequireHttps } from '../check/https.js';

/** `--host-limit host=N`: at most N requests in flight to that host (a host name, or host:port). */
export interface HostLimit {
  host: string;
  limit: number;
}

export interface Options {
  /** Start URLs (absolute http/https). With `path`, the local server's URL is added. */
  urls: string[];
  /** A folder of built HTML to crawl, read from disk. */
  path?: string;
  /**
   * Markdown files, folders or globs (relative to the repository root) whose links are
   * checked: repository paths on the file system, http(s) URLs over HTTP.
   */
  files: string[];
  /** Whose heading ids a Markdown `#fragment` must name (platform/flavors.ts); `github` by default. */
  markdownFlavor: MarkdownFlavor;
  /** With `path`: the folder's public URL; links under it count as the local site, and reports show URLs under it. */
  baseUrl?: string;
  /**
   * With `path`: start from these pages only (root-relative paths such as `/` or
   * `/docs/intro.html`) instead of from every HTML file in the folder.
   */
  entry: string[];
  /**
   * Extensions (no dot) tried in order for a path with no file of its own: a folder's `/about` served from
   * `about.html`, a Markdown link `guide` to `guide.md`. Undefined = as before: `html` in a folder, none in Markdown.
   */
  fallbackExtensions?: string[];
  /**
   * Files that serve a folder, the first found (`docs/` from `docs/README.html`). Undefined = as before:
   * `index.html` in a folder; in Markdown a folder link passes when the folder exists.
   */
  indexFiles?: string[];
  /** Files and folders of a folder check or of Markdown `files` never read (support/path-filter.ts). */
  excludePath: RegExp[];
  /** A run that parsed no page (start page dead or not HTML, folder without HTML) passes instead of failing. */
  allowEmpty: boolean;
  /**
   * Sitemaps to read (`auto`: each start origin's robots.txt `Sitemap:` lines and `/sitemap.xml`;
   * an http(s) URL; with `path`, a path in the folder): every listed page on the site is a start
   * page too, and dead entries and orphans are reported.
   */
  sitemap: string[];
  /** Only URLs matching one of these are checked (empty = all). */
  include: RegExp[];
  /** URLs matching any of these are skipped, never requested. */
  exclude: RegExp[];
  /** Check links to other hosts. */
  checkExternal: boolean;
  /** With `path`: follow a symbolic link in the folder wherever it leads (else one leading out of it is a 404). */
  followSymlinks: boolean;
  /** Deepest page level parsed (start pages are depth 0); -1 = unlimited. */
  maxDepth: number;
  /** Most pages parsed; 0 = unlimited. */
  maxPages: number;
  /** Stop after this many ms (partial report, marked incomplete); 0 = unlimited. */
  maxDuration: number;
  /** Requests in flight at once, all hosts. */
  concurrency: number;
  /** Most requests in flight at once to one external host: the ceiling of its learned window. */
  hostConcurrency: number;
  /** Per-host ceilings (`--host-limit host=N`), over the built-in known hosts and `hostConcurrency`. */
  hostLimit: HostLimit[];
  /** Timeout in ms for connecting, for response headers, and between body chunks. */
  timeout: number;
  /** Retries for network errors, 408, 429 and 5xx. */
  retries: number;
  /** Base delay in ms of the exponential backoff (with jitter). */
  retryDelay: number;
  /** Longest wait honoured from a Retry-After header, ms. */
  retryAfterMax: number;
  /** Final statuses that count as ok. */
  accept: StatusSet;
  /** Final statuses that warn instead of failing. */
  warnOn: StatusSet;
  /** `--status CODE[-CODE]:ok|warn|skip|dead` rules, in order (the last naming a status wins over accept and warn-on). */
  status: StatusRule[];
  /** What a bot wall's answer (LinkedIn 999, a Cloudflare challenge, …) ends as. */
  blocked: ClassVerdict;
  /** What a moved link (a working link on the site whose redirect chain has a 301/308) ends as (`--redirects`). */
  moved: ClassVerdict;
  /** What a soft 404 (a deep link redirected to a home page or section root: `gone-to-home`) ends as. */
  goneToHome: ClassVerdict;
  /** Ask an archive for a copy of each dead external link (`wayback`: the Wayback Machine). */
  archive?: 'wayback';
  /** The archive's availability API. */
  archiveApi: string;
  /** Check `url()` and `@import` in `<style>`, `style=""` and in-scope stylesheets. */
  checkCss: boolean;
  /** Most redirects followed for one URL. */
  maxRedirects: number;
  /** Most bytes read from one page body (after decompression). */
  maxBodyBytes: number;
  /** Worker threads that parse pages beside the crawl's own (`extract/parse-pool.ts`); 0 = none. */
  parseThreads: number;
  /** User-Agent header. */
  userAgent: string;
  /** Extra request headers. */
  headers: HeaderRule[];
  /** URL rewrites applied to every URL before scope, cache and request, first match wins. */
  remap: RemapRule[];
  /** HTTP Basic credentials by URL pattern (never on a hop to another origin). */
  basicAuth: BasicAuthRule[];
  /** A Netscape/curl cookie file: read before the run, its cookies sent, written back at the end. */
  cookieJar?: string;
  /** An http:// link whose https:// twin answers 2xx: a warning, dead, or not asked. */
  requireHttps: RequireHttps;
  /** Load in-scope pages in a headless browser too, and check the links their scripts add (`--render`). */
  render: boolean;
  /** Browser tabs open at once with `render`. */
  renderConcurrency: number;
  /** The browser to drive: as given (`--browser`), then, when one is needed, the one found (browser/find.ts). */
  browser?: string;
  /** Which links are loaded again in the browser: bot walls' answers, any 403/429/999, or none. */
  browserCheck: 'blocked' | 'failed' | 'off';
  /** Offer HTTP/2 to https hosts (ALPN); false = HTTP/1.1 only. */
  http2: boolean;
  /** With a token, check GitHub repository, issue and pull request links through the REST API. */
  githubApi: boolean;
  /** Token for the GitHub API (CLI: `GITHUB_TOKEN` when not given); sent only to the API's origin. */
  githubToken?: string;
  /** GitHub API root (CLI and Action: `GITHUB_API_URL`, else https://api.github.com, when not given). */
  githubApiUrl?: string;
  /** Check `#fragment` targets on in-scope pages. */
  checkFragments: boolean;
  /** Fragments never checked as anchors, besides client state (`#/route`, `#!x`): searched in the fragment without `#`. */
  skipFragment: RegExp[];
  /** Save every in-scope page under this folder. */
  mirror?: string;
  /** Write the JSON report here. */
  json?: string;
  /** Write the HTML report (one self-contained page) here. */
  html?: string;
  /** Write the crawl database (SQLite: pages, links, verdicts, mailto) here, while crawling. */
  db?: string;
  /** Write a SARIF 2.1.0 log (code scanning) here. */
  sarif?: string;
  /** Write a JUnit XML report (GitLab, Jenkins) here. */
  junit?: string;
  /** Write the Markdown report (the Action's job summary) here. */
  markdown?: string;
  /** Verdict cache file. */
  cache?: string;
  /** How long cached verdicts stay fresh, ms. */
  cacheMaxAge: number;
  /** Also serve in-scope resources (not pages) from the cache. */
  cacheInternal: boolean;
  /** A link must fail in this many runs in a row (counted in the cache) to be dead. */
  failAfter: number;
  /** An earlier JSON report: dead links already in it are known (warnings). */
  baseline?: string;
  /** Shard `index/count` (1-based index). */
  shard?: { index: number; count: number };
  /** What a URL still open when the run stops counts as: `warn` or `dead`. */
  unfinished: 'warn' | 'dead';
  /** Crawl-trap budget: distinct query strings crawled per path; 0 = no limit. */
  maxQueryVariants: number;
  /** Crawl-trap budget: segments in a crawled page's path; 0 = no limit. */
  maxPathDepth: number;
  /** Crawl-trap budget: times one segment may repeat in a crawled page's path; 0 = no limit. */
  maxRepeatedSegments: number;
  /** Crawl-trap budget: characters in a crawled page's URL; 0 = no limit. */
  maxUrlLength: number;
}
