/**
 * Options: one object, every default in one place (DEFAULTS), validated once.
 * The CLI and the Action both turn their inputs into a `RawOptions` and call `resolveOptions`.
 */
import { StatusSet } from './check/status-set.js';
import { UsageError } from './errors.js';
import { readShard } from './model/shard.js';

export { UsageError };

/** A header sent with requests. Without `hosts` it goes only to the crawled site's own hosts. */
export interface HeaderRule {
  name: string;
  value: string;
  /** Hostnames (lower-case, optional `:port`) this header may be sent to; empty = site hosts only. */
  hosts: string[];
}

export interface Options {
  /** Start URLs (absolute http/https). With `path`, the local server's URL is added. */
  urls: string[];
  /** A folder of built HTML to serve on 127.0.0.1 and crawl. @default undefined */
  path?: string;
  /** With `path`: links to this origin count as the local site. @default undefined */
  baseUrl?: string;
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
  /** Requests in flight at once to one external host. @default 4 */
  hostConcurrency: number;
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
  /** Most redirects followed for one URL. @default 10 */
  maxRedirects: number;
  /** Most bytes read from one page body (after decompression). @default 10 MiB */
  maxBodyBytes: number;
  /** User-Agent header. @default linkspider/<version> */
  userAgent: string;
  /** Extra request headers. @default [] */
  headers: HeaderRule[];
  /** Check `#fragment` targets on in-scope pages. @default false */
  checkFragments: boolean;
  /** Save every in-scope page under this folder. @default undefined */
  mirror?: string;
  /** Write the JSON report here. @default undefined */
  json?: string;
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
}

export const VERSION = '0.1.0';

export const DEFAULTS: Omit<Options, 'urls'> = {
  include: [],
  exclude: [],
  checkExternal: true,
  maxDepth: -1,
  maxPages: 0,
  maxDuration: 0,
  concurrency: 64,
  hostConcurrency: 4,
  timeout: 15_000,
  retries: 2,
  retryDelay: 500,
  retryAfterMax: 30_000,
  accept: StatusSet.parse('200-299', 'accept'),
  warnOn: StatusSet.parse('429', 'warn-on'),
  maxRedirects: 10,
  maxBodyBytes: 10 * 1024 * 1024,
  userAgent: `linkspider/${VERSION}`,
  headers: [],
  checkFragments: false,
  cacheMaxAge: 86_400_000,
  cacheInternal: false,
  failAfter: 1,
};


/**
 * Raw option values as strings (from argv or Action inputs), keyed by the kebab-case
 * option name. `undefined` or '' means "use the default".
 */
export type RawOptions = Partial<Record<RawKey, string | string[] | boolean | undefined>>;
export type RawKey =
  | 'urls'
  | 'path'
  | 'base-url'
  | 'include'
  | 'exclude'
  | 'check-external'
  | 'max-depth'
  | 'max-pages'
  | 'max-duration'
  | 'concurrency'
  | 'host-concurrency'
  | 'timeout'
  | 'retries'
  | 'retry-delay'
  | 'accept'
  | 'warn-on'
  | 'max-redirects'
  | 'max-body-bytes'
  | 'user-agent'
  | 'headers'
  | 'check-fragments'
  | 'mirror'
  | 'json'
  | 'cache'
  | 'cache-max-age'
  | 'cache-internal'
  | 'fail-after'
  | 'baseline'
  | 'shard';

function list(v: string | string[] | boolean | undefined): string[] {
  if (v === undefined || typeof v === 'boolean') return [];
  const items = Array.isArray(v) ? v : [v];
  return items.flatMap((s) => s.split(/\r?\n/)).map((s) => s.trim()).filter((s) => s !== '');
}

function one(v: string | string[] | boolean | undefined): string | undefined {
  if (v === undefined || typeof v === 'boolean') return undefined;
  const s = (Array.isArray(v) ? v[v.length - 1] : v)?.trim();
  return s === '' ? undefined : s;
}

export function parseInteger(input: string, value: string, min: number, unit = ''): number {
  if (!/^-?\d+$/.test(value)) {
    throw new UsageError(input, `expected a whole number${unit ? ` of ${unit}` : ''} >= ${min}, got "${value}"`);
  }
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) {
    throw new UsageError(input, `expected a whole number${unit ? ` of ${unit}` : ''} >= ${min}, got "${value}"`);
  }
  return n;
}

/** Durations: `500ms`, `30s`, `10m`, `2h`, `1d`, or a bare number of `bareUnit`. */
export function parseDuration(input: string, value: string, bareUnit: 'ms' | 's' = 'ms'): number {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i.exec(value.trim());
  if (!m) {
    throw new UsageError(input, `expected a duration such as 500ms, 30s, 10m, 2h or 1d, got "${value}"`);
  }
  const factor: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  return Math.round(Number(m[1]) * factor[(m[2] ?? bareUnit).toLowerCase()]!);
}

export function parseBoolean(input: string, value: string | boolean): boolean {
  if (typeof value === 'boolean') return value;
  const v = value.trim().toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(v)) return true;
  if (['false', 'no', '0', 'off'].includes(v)) return false;
  throw new UsageError(input, `expected true or false, got "${value}"`);
}

export function parseStartUrl(input: string, value: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new UsageError(input, `expected an absolute http:// or https:// URL, got "${value}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new UsageError(input, `expected an http:// or https:// URL, got scheme "${u.protocol}" in "${value}"`);
  }
  u.hash = '';
  return u.href;
}

function parseRegexes(input: string, values: string[]): RegExp[] {
  return values.map((src) => {
    try {
      return new RegExp(src);
    } catch (e) {
      throw new UsageError(input, `invalid regular expression "${src}": ${(e as Error).message}`);
    }
  });
}

function parseHeaders(input: string, values: string[]): HeaderRule[] {
  return values.map((line) => {
    // `Name: value` or `host.example,other.example Name: value`? Keep one documented form:
    // `Name: value` (site hosts only) or `Name@host1,host2: value` (also those hosts).
    const m = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)(?:@([^:\s]+(?::\d+)?(?:,[^:\s]+(?::\d+)?)*))?\s*:\s?(.*)$/.exec(line);
    if (!m) {
      throw new UsageError(input, `expected "Name: value" or "Name@host: value", got "${line.slice(0, 80)}"`);
    }
    if (/[\r\n\0]/.test(m[3]!)) throw new UsageError(input, `header ${m[1]} has a control character in its value`);
    const hosts = m[2] ? m[2].split(',').map((h) => h.toLowerCase()) : [];
    return { name: m[1]!, value: m[3]!, hosts };
  });
}

function parseShard(input: string, value: string): { index: number; count: number } {
  const shard = readShard(value);
  if (!shard) throw new UsageError(input, `expected i/N with 1 <= i <= N, such as 2/4, got "${value}"`);
  return shard;
}

/**
 * Turn raw option strings into validated Options. Throws UsageError naming the input.
 * `names` maps option keys to the name the user typed (`--max-depth` or `max-depth`).
 */
export function resolveOptions(raw: RawOptions, names: (key: RawKey) => string = (k) => k): Options {
  const o: Options = { ...DEFAULTS, urls: [] };
  const get = (k: RawKey) => one(raw[k]);

  o.urls = list(raw.urls).map((u) => parseStartUrl(names('urls'), u));
  const path = get('path');
  if (path !== undefined) o.path = path;
  const baseUrl = get('base-url');
  if (baseUrl !== undefined) {
    if (path === undefined) throw new UsageError(names('base-url'), 'only makes sense together with a folder (path)');
    o.baseUrl = parseStartUrl(names('base-url'), baseUrl);
  }
  if (o.urls.length === 0 && o.path === undefined) {
    throw new UsageError(names('urls'), 'expected at least one start URL or a folder to check');
  }
  o.include = parseRegexes(names('include'), list(raw.include));
  o.exclude = parseRegexes(names('exclude'), list(raw.exclude));

  const bool = (k: RawKey, d: boolean) => {
    const v = raw[k];
    if (v === undefined || v === '') return d;
    return parseBoolean(names(k), Array.isArray(v) ? v[v.length - 1]! : v);
  };
  o.checkExternal = bool('check-external', DEFAULTS.checkExternal);
  o.checkFragments = bool('check-fragments', DEFAULTS.checkFragments);

  const int = (k: RawKey, d: number, min: number) => {
    const v = get(k);
    return v === undefined ? d : parseInteger(names(k), v, min);
  };
  const dur = (k: RawKey, d: number, bare: 'ms' | 's' = 'ms') => {
    const v = get(k);
    return v === undefined ? d : parseDuration(names(k), v, bare);
  };
  o.maxDepth = int('max-depth', DEFAULTS.maxDepth, -1);
  o.maxPages = int('max-pages', DEFAULTS.maxPages, 0);
  o.maxDuration = dur('max-duration', DEFAULTS.maxDuration, 's');
  o.concurrency = int('concurrency', DEFAULTS.concurrency, 1);
  o.hostConcurrency = int('host-concurrency', DEFAULTS.hostConcurrency, 1);
  o.timeout = dur('timeout', DEFAULTS.timeout);
  if (o.timeout < 1) throw new UsageError(names('timeout'), 'expected a duration of at least 1ms');
  o.retries = int('retries', DEFAULTS.retries, 0);
  o.retryDelay = dur('retry-delay', DEFAULTS.retryDelay);
  o.maxRedirects = int('max-redirects', DEFAULTS.maxRedirects, 0);
  o.maxBodyBytes = int('max-body-bytes', DEFAULTS.maxBodyBytes, 1);
  const accept = get('accept');
  if (accept !== undefined) o.accept = StatusSet.parse(accept, names('accept'));
  const warnOn = get('warn-on');
  if (warnOn !== undefined) o.warnOn = StatusSet.parse(warnOn, names('warn-on'));
  const ua = get('user-agent');
  if (ua !== undefined) {
    if (/[\r\n\0]/.test(ua)) throw new UsageError(names('user-agent'), 'must not contain control characters');
    o.userAgent = ua;
  }
  o.headers = parseHeaders(names('headers'), list(raw.headers));
  const mirror = get('mirror');
  if (mirror !== undefined) o.mirror = mirror;
  const json = get('json');
  if (json !== undefined) o.json = json;
  const cache = get('cache');
  if (cache !== undefined) o.cache = cache;
  o.cacheMaxAge = dur('cache-max-age', DEFAULTS.cacheMaxAge, 's');
  o.cacheInternal = bool('cache-internal', DEFAULTS.cacheInternal);
  o.failAfter = int('fail-after', DEFAULTS.failAfter, 1);
  if (o.failAfter > 1 && o.cache === undefined) {
    throw new UsageError(names('fail-after'), 'needs a cache to count runs: set cache too');
  }
  const baseline = get('baseline');
  if (baseline !== undefined) o.baseline = baseline;
  const shard = get('shard');
  if (shard !== undefined) {
    o.shard = parseShard(names('shard'), shard);
    // A folder is served on a new loopback port in every job, so its shards could not agree
    // on who owns which URL, nor be merged. A folder check is fast enough in one job anyway.
    if (o.path !== undefined) throw new UsageError(names('shard'), 'cannot split a folder check (path); shard a crawl of URLs instead');
  }
  return o;
}

/** The options as plain JSON for the report: regexes as source, header values redacted. */
export function optionsForReport(o: Options): Record<string, unknown> {
  return {
    urls: o.urls,
    path: o.path,
    baseUrl: o.baseUrl,
    include: o.include.map((r) => r.source),
    exclude: o.exclude.map((r) => r.source),
    checkExternal: o.checkExternal,
    maxDepth: o.maxDepth,
    maxPages: o.maxPages,
    maxDuration: o.maxDuration,
    concurrency: o.concurrency,
    hostConcurrency: o.hostConcurrency,
    timeout: o.timeout,
    retries: o.retries,
    accept: o.accept.toString(),
    warnOn: o.warnOn.toString(),
    maxRedirects: o.maxRedirects,
    maxBodyBytes: o.maxBodyBytes,
    userAgent: o.userAgent,
    headers: o.headers.map((h) => ({ name: h.name, value: '***', hosts: h.hosts })),
    checkFragments: o.checkFragments,
    cache: o.cache !== undefined,
    cacheMaxAge: o.cacheMaxAge,
    cacheInternal: o.cacheInternal,
    failAfter: o.failAfter,
    baseline: o.baseline,
    shard: o.shard ? `${o.shard.index}/${o.shard.count}` : undefined,
  };
}
