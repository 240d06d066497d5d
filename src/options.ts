/**
 * Options: one object, validated once. Each option's name, default, parser, CLI flag and
 * Action input are one entry of the table in options/table.ts; `DEFAULTS` and
 * `resolveOptions` are built from it. The CLI and the Action both turn their inputs into a
 * `RawOptions` and call `resolveOptions`.
 */
import type { StatusSet } from './check/status-set.js';
import type { ClassVerdict } from './model/link.js';
import { UsageError } from './errors.js';

export { UsageError };

/** A header sent with requests. Without `hosts` it goes only to the crawled site's own hosts. */
export interface HeaderRule {
  name: string;
  value: string;
  /** Hostnames (lower-case, optional `:port`) this header may be sent to; empty = site hosts only. */
  hosts: string[];
}

/** `--host-limit host=N`: at most N requests in flight to that host (a host name, or host:port). */
export interface HostLimit {
  host: string;
  limit: number;
}

export interface Options {
  /** Start URLs (absolute http/https). With `path`, the local server's URL is added. */
  urls: string[];
  /** A folder of built HTML to serve on 127.0.0.1 and crawl. @default undefined */
  path?: string;
  /**
   * Markdown files, folders or globs (relative to the repository root) whose links are
   * checked: repository paths on the file system, http(s) URLs over HTTP. @default []
   */
  files: string[];
  /** With `path`: the folder's public URL; links under it count as the local site, and reports show URLs under it. @default undefined */
  baseUrl?: string;
  /**
   * With `path`: start from these pages only (root-relative paths such as `/` or
   * `/docs/intro.html`) instead of from every HTML file in the folder. @default [] (every file)
   */
  entry: string[];
  /** A run that parsed no page (start page dead or not HTML, folder without HTML) passes instead of failing. @default false */
  allowEmpty: boolean;
  /**
   * Sitemaps to read (`auto`: each start origin's robots.txt `Sitemap:` lines and `/sitemap.xml`;
   * an http(s) URL; with `path`, a path in the folder): every listed page on the site is a start
   * page too, and dead entries and orphans are reported. @default [] (none)
   */
  sitemap: string[];
  /** Only URLs matching one of these are checked (empty = all). @default [] */
  include: RegExp[];
  /** URLs matching any of these are skipped, never requested. @default [] */
  exclude: RegExp[];
  /** Check links to other hosts. @default true */
  checkExternal: boolean;
  /** Deepest page level parsed (start pages are depth 0); -1 = unlimited. @default -1 */
  maxDepth: number;
  /** Most pages parsed; 0 = unlimited. @default 0 */
  maxPages: number;
  /** Stop after this many ms (partial report, marked incomplete); 0 = unlimited. @default 0 */
  maxDuration: number;
  /** Requests in flight at once, all hosts. @default 64 */
  concurrency: number;
  /** Most requests in flight at once to one external host: the ceiling of its learned window. @default 16 */
  hostConcurrency: number;
  /** Per-host ceilings (`--host-limit host=N`), over the built-in known hosts and `hostConcurrency`. @default [] */
  hostLimit: HostLimit[];
  /** Timeout in ms for connecting, for response headers, and between body chunks. @default 15000 */
  timeout: number;
  /** Retries for network errors, 408, 429 and 5xx. @default 2 */
  retries: number;
  /** Base delay in ms of the exponential backoff (with jitter). @default 500 */
  retryDelay: number;
  /** Longest wait honoured from a Retry-After header, ms. @default 30000 */
  retryAfterMax: number;
  /** Final statuses that count as ok. @default 200-299 */
  accept: StatusSet;
  /** Final statuses that warn instead of failing. @default 429 */
  warnOn: StatusSet;
  /** What a bot wall's answer (LinkedIn 999, a Cloudflare challenge, …) ends as. @default warn */
  blocked: ClassVerdict;
  /** What a link on the site whose redirect chain has a 301/308 ends as (`moved`). @default ok */
  redirects: ClassVerdict;
  /** What a soft 404 (a deep link redirected to a home page or section root: `gone-to-home`) ends as. @default warn */
  goneToHome: ClassVerdict;
  /** Ask an archive for a copy of each dead external link (`wayback`: the Wayback Machine). @default off */
  archive?: 'wayback';
  /** The archive's availability API. @default https://archive.org/wayback/available */
  archiveApi: string;
  /** Check `url()` and `@import` in `<style>`, `style=""` and in-scope stylesheets. @default true */
  checkCss: boolean;
  /** Most redirects followed for one URL. @default 10 */
  maxRedirects: number;
  /** Most bytes read from one page body (after decompression). @default 10 MiB */
  maxBodyBytes: number;
  /** User-Agent header. @default linkspider/<version> */
  userAgent: string;
  /** Extra request headers. @default [] */
  headers: HeaderRule[];
  /** Offer HTTP/2 to https hosts (ALPN); false = HTTP/1.1 only. @default true */
  http2: boolean;
  /** With a token, check GitHub repository, issue and pull request links through the REST API. @default true */
  githubApi: boolean;
  /** Token for the GitHub API (CLI: `GITHUB_TOKEN` when not given); sent only to the API's origin. @default undefined */
  githubToken?: string;
  /** GitHub API root (CLI and Action: `GITHUB_API_URL`, else https://api.github.com, when not given). @default undefined */
  githubApiUrl?: string;
  /** Check `#fragment` targets on in-scope pages. @default false */
  checkFragments: boolean;
  /** Save every in-scope page under this folder. @default undefined */
  mirror?: string;
  /** Write the JSON report here. @default undefined */
  json?: string;
  /** Write the crawl database (SQLite: pages, links, verdicts, mailto) here, while crawling. @default undefined */
  db?: string;
  /** Write a SARIF 2.1.0 log (code scanning) here. @default undefined */
  sarif?: string;
  /** Write a JUnit XML report (GitLab, Jenkins) here. @default undefined */
  junit?: string;
  /** Verdict cache file. @default undefined */
  cache?: string;
  /** How long cached verdicts stay fresh, ms. @default 86400000 (one day) */
  cacheMaxAge: number;
  /** Also serve in-scope resources (not pages) from the cache. @default false */
  cacheInternal: boolean;
  /** A link must fail in this many runs in a row (counted in the cache) to be dead. @default 1 */
  failAfter: number;
  /** An earlier JSON report: dead links already in it are known (warnings). @default undefined */
  baseline?: string;
  /** Shard `index/count` (1-based index). @default undefined */
  shard?: { index: number; count: number };
  /** What a URL still open when the run stops counts as: `warn` or `dead`. @default 'warn' */
  unfinished: 'warn' | 'dead';
  /** Crawl-trap budget: distinct query strings crawled per path; 0 = no limit. @default 300 */
  maxQueryVariants: number;
  /** Crawl-trap budget: segments in a crawled page's path; 0 = no limit. @default 24 */
  maxPathDepth: number;
  /** Crawl-trap budget: times one segment may repeat in a crawled page's path; 0 = no limit. @default 3 */
  maxRepeatedSegments: number;
  /** Crawl-trap budget: characters in a crawled page's URL; 0 = no limit. @default 4096 */
  maxUrlLength: number;
}

import { ENGINE_OPTIONS, VERSION, type EngineOption } from './options/table.js';
import { list, one, parseBoolean, type RawValue } from './options/parse.js';

export { VERSION };
export { parseBoolean, parseDuration, parseInteger, parseStartUrl } from './options/parse.js';

/**
 * Raw option values as strings (from argv or Action inputs), keyed by the option's name in
 * the table (kebab-case). `undefined` or '' means "use the default".
 */
export type RawOptions = Partial<Record<RawKey, RawValue>>;
/** An engine option's name (options/table.ts). */
export type RawKey = string;

/** The given value of an option, read as its shape says; undefined = not given. */
function given(spec: EngineOption, v: RawValue): string | string[] | boolean | undefined {
  switch (spec.shape) {
    case 'list': {
      const items = list(v);
      return items.length === 0 ? undefined : items;
    }
    case 'switch':
      return v === undefined || v === '' ? undefined : Array.isArray(v) ? v[v.length - 1]! : v;
    case 'one':
      return one(v);
  }
}

function parseValue(spec: EngineOption, input: string, value: string | string[] | boolean): unknown {
  const v = spec.shape === 'switch' ? parseBoolean(input, value as string | boolean) : value;
  return (spec.parse as (input: string, value: unknown) => unknown)(input, v);
}

/** Every engine default, from the table (each default parsed as if a user had typed it). */
export const DEFAULTS: Omit<Options, 'urls'> = (() => {
  const d: Record<string, unknown> = {};
  for (const spec of ENGINE_OPTIONS) {
    if (spec.field === 'urls') continue;
    const v = given(spec, spec.default);
    if (v !== undefined) d[spec.field] = parseValue(spec, spec.name, v);
    else if (spec.shape === 'list') d[spec.field] = parseValue(spec, spec.name, []);
  }
  return d as Omit<Options, 'urls'>;
})();

/**
 * Turn raw option strings into validated Options, in table order. Throws UsageError naming
 * the input. `names` maps option keys to the name the user typed (`--max-depth` or `max-depth`).
 */
export function resolveOptions(raw: RawOptions, names: (key: RawKey) => string = (k) => k): Options {
  const o: Options = { ...DEFAULTS, urls: [] };
  const fields = o as unknown as Record<string, unknown>;
  for (const spec of ENGINE_OPTIONS) {
    const v = given(spec, raw[spec.name]) ?? (spec.shape === 'list' ? [] : undefined);
    // Lists are parsed even when empty: each run gets arrays of its own.
    if (v !== undefined) fields[spec.field] = parseValue(spec, names(spec.name), v);
    spec.check?.(o, names);
  }
  return o;
}

/** The public GitHub API, when neither the option nor `GITHUB_API_URL` names another. */
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/**
 * Fill the GitHub API's token and root from the environment when not given (`GITHUB_TOKEN`
 * for the CLI's token; `GITHUB_API_URL` for both faces, as a workflow sets it).
 */
export function githubFromEnv(o: Options, env: { GITHUB_TOKEN?: string; GITHUB_API_URL?: string }): void {
  const token = env.GITHUB_TOKEN?.trim();
  if (o.githubToken === undefined && token) o.githubToken = token;
  const api = env.GITHUB_API_URL?.trim();
  if (o.githubApiUrl === undefined && api) o.githubApiUrl = api.replace(/\/$/, '');
}

/** The options as plain JSON for the report: regexes as source, header values redacted. */
export function optionsForReport(o: Options): Record<string, unknown> {
  return {
    urls: o.urls,
    path: o.path,
    files: o.files.length > 0 ? o.files : undefined,
    baseUrl: o.baseUrl,
    entry: o.entry,
    allowEmpty: o.allowEmpty,
    sitemap: o.sitemap.length > 0 ? o.sitemap : undefined,
    include: o.include.map((r) => r.source),
    exclude: o.exclude.map((r) => r.source),
    checkExternal: o.checkExternal,
    maxDepth: o.maxDepth,
    maxPages: o.maxPages,
    maxDuration: o.maxDuration,
    concurrency: o.concurrency,
    hostConcurrency: o.hostConcurrency,
    hostLimit: o.hostLimit.map((l) => `${l.host}=${l.limit}`),
    timeout: o.timeout,
    retries: o.retries,
    accept: o.accept.toString(),
    warnOn: o.warnOn.toString(),
    blocked: o.blocked,
    redirects: o.redirects,
    goneToHome: o.goneToHome,
    archive: o.archive,
    archiveApi: o.archive !== undefined ? o.archiveApi : undefined,
    checkCss: o.checkCss,
    maxRedirects: o.maxRedirects,
    maxBodyBytes: o.maxBodyBytes,
    userAgent: o.userAgent,
    headers: o.headers.map((h) => ({ name: h.name, value: '***', hosts: h.hosts })),
    http2: o.http2,
    // Whether GitHub links may go through the API (a token and github-api); never the token.
    githubApi: o.githubApi && o.githubToken !== undefined,
    checkFragments: o.checkFragments,
    cache: o.cache !== undefined,
    cacheMaxAge: o.cacheMaxAge,
    cacheInternal: o.cacheInternal,
    failAfter: o.failAfter,
    baseline: o.baseline,
    shard: o.shard ? `${o.shard.index}/${o.shard.count}` : undefined,
    unfinished: o.unfinished,
    maxQueryVariants: o.maxQueryVariants,
    maxPathDepth: o.maxPathDepth,
    maxRepeatedSegments: o.maxRepeatedSegments,
    maxUrlLength: o.maxUrlLength,
  };
}
