/**
 * Parsers for option values. Each takes the name the user typed (`--max-depth` or
 * `max-depth`) and throws a UsageError naming it and saying what was expected.
 */
import { UsageError } from '../errors.js';
import { readShard } from '../model/shard.js';
import type { BasicAuthRule, RemapRule, HeaderRule, HostLimit } from './types.js';

/** A raw value as argv or an Action input gives it. */
export type RawValue = string | string[] | boolean | undefined;

/** A list value: repeated flags and/or one item per line; blank items dropped. */
export function list(v: RawValue): string[] {
  if (v === undefined || typeof v === 'boolean') return [];
  const items = Array.isArray(v) ? v : [v];
  return items
    .flatMap((s) => s.split(/\r?\n/))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A single value: the last one given, trimmed; '' = not given. */
export function one(v: RawValue): string | undefined {
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

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * Durations: `500ms`, `30s`, `10m`, `2h`, `1d`; a bare number is seconds, for every option.
 * Above `bareMax` seconds a bare number is refused rather than read as an implausible span
 * (`--timeout 15000` from a user used to milliseconds would be four hours).
 */
export function parseDuration(input: string, value: string, bareMax = Number.POSITIVE_INFINITY): number {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i.exec(value.trim());
  if (!m) {
    throw new UsageError(input, `expected a duration such as 500ms, 30s, 10m, 2h or 1d (a bare number is seconds), got "${value}"`);
  }
  const n = Number(m[1]);
  if (m[2] === undefined && n > bareMax) {
    throw new UsageError(input, `a bare number is seconds, and ${m[1]} seconds is more than this takes (at most ${bareMax}s): did you mean ${m[1]}ms?`);
  }
  return Math.round(n * UNIT_MS[(m[2] ?? 's').toLowerCase()]!);
}

/** The words a switch takes, in an Action input and a config file alike (any case). */
export const TRUE_WORDS: readonly string[] = ['true', 'yes', '1', 'on'];
export const FALSE_WORDS: readonly string[] = ['false', 'no', '0', 'off'];

export function parseBoolean(input: string, value: string | boolean): boolean {
  if (typeof value === 'boolean') return value;
  const v = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(v)) return true;
  if (FALSE_WORDS.includes(v)) return false;
  throw new UsageError(input, `expected true or false, got "${value}"`);
}

/** A host name (two labels or more, or `localhost`) or an IPv4 address, a port, and a path: a URL without its scheme. */
const SCHEMELESS = /^(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9])(:\d{1,5})?(?:[/?#]\S*)?$/i;
/** A missing file (`index.html`, `notes.txt`) is not a host. */
const FILE_NAME = /\.(?:html?|md|markdown|txt|json|jsonc?|xml|ya?ml|js|css|pdf|png|jpe?g|gif|svg)$/i;
const LOCAL_HOST = /^(?:localhost|(?:\d{1,3}\.){3}\d{1,3})(?:[:/?#]|$)/i;

/**
 * The URL a user most likely meant by `value` written without a scheme (`www.example.com`,
 * `example.com/docs`, `127.0.0.1:8701`): http for an address, `localhost` or a port (a
 * server on a laptop), https for a name; undefined when it does not look like a host.
 */
export function schemelessUrl(value: string): string | undefined {
  const m = SCHEMELESS.exec(value);
  if (m === null || FILE_NAME.test(value)) return undefined;
  return `${LOCAL_HOST.test(value) || m[1] !== undefined ? 'http' : 'https'}://${value}`;
}

export function parseStartUrl(input: string, value: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new UsageError(input, `expected an absolute http:// or https:// URL, got "${value}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    // `localhost:8080/` and `example.com:8080` parse as a scheme and a path: a host and port without one.
    const meant = schemelessUrl(value);
    if (meant !== undefined)
      throw new UsageError(input, `expected an http:// or https:// URL, got "${value}" (a host without a scheme): did you mean ${meant}?`);
    throw new UsageError(input, `expected an http:// or https:// URL, got scheme "${u.protocol}" in "${value}"`);
  }
  u.hash = '';
  return u.href;
}

export function parseRegexes(input: string, values: string[]): RegExp[] {
  return values.map((src) => {
    try {
      return new RegExp(src);
    } catch (e) {
      throw new UsageError(input, `invalid regular expression "${src}": ${(e as Error).message}`);
    }
  });
}

/** `REGEX REPLACEMENT` lines (`--remap`): split at the last run of spaces, the replacement an absolute http(s) URL pattern. */
export function parseRemaps(input: string, values: string[]): RemapRule[] {
  return values.map((line) => {
    const m = /^\s*(\S+)\s+(\S+)\s*$/.exec(line);
    if (!m)
      throw new UsageError(
        input,
        `expected "REGEX REPLACEMENT" (two words, such as "^https://docs\\.example\\.com/ http://127.0.0.1:8080/"), got "${line.slice(0, 80)}"`,
      );
    const [pattern] = parseRegexes(input, [m[1]!]);
    // What it leads to must be a web URL, or start with a group that holds one (`$1…`): else the rule matches and
    // nothing is checked.
    if (!/^(?:https?:\/\/|\$)/i.test(m[2]!))
      throw new UsageError(input, `the replacement must be an http(s) URL or start with a $ group, got "${m[2]!.slice(0, 80)}"`);
    return { pattern: pattern!, replacement: m[2]! };
  });
}

/** `URL-REGEX user:password` lines (`--basic-auth`). The password never appears in an error. */
export function parseBasicAuth(input: string, values: string[]): BasicAuthRule[] {
  return values.map((line, i) => {
    const m = /^\s*(\S+)\s+([^:\s]*):(\S*)\s*$/.exec(line);
    if (!m) throw new UsageError(input, `line ${i + 1}: expected "URL-REGEX user:password" (the password without spaces)`);
    let pattern: RegExp;
    try {
      pattern = new RegExp(m[1]!);
    } catch (e) {
      throw new UsageError(input, `line ${i + 1}: invalid regular expression: ${(e as Error).message}`);
    }
    return { pattern, user: m[2]!, password: m[3]! };
  });
}

/** One documented form: `Name: value` (site hosts only) or `Name@host1,host2: value` (also those hosts). */
export const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)(?:@([^:\s]+(?::\d+)?(?:,[^:\s]+(?::\d+)?)*))?\s*:\s?(.*)$/;

export function parseHeaders(input: string, values: string[]): HeaderRule[] {
  return values.map((line) => {
    const m = HEADER_LINE.exec(line);
    if (!m) {
      // Only the part before the first space or colon: the rest may be a token, and this line goes to logs.
      const name = line.split(/[\s:]/, 1)[0]!.slice(0, 40);
      throw new UsageError(input, `expected "Name: value" or "Name@host: value", got a line starting "${name}" (its value not shown)`);
    }
    if (/[\r\n\0]/.test(m[3]!)) throw new UsageError(input, `header ${m[1]} has a control character in its value`);
    const hosts = m[2] ? m[2].split(',').map((h) => h.toLowerCase()) : [];
    return { name: m[1]!, value: m[3]!, hosts };
  });
}

/** `host=N` lines: a host name (or host:port) and the most requests in flight to it (1 or more). */
export function parseHostLimits(input: string, values: string[]): HostLimit[] {
  return values.map((line) => {
    const m = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?\s*=\s*(\S+)$/i.exec(line);
    if (!m) throw new UsageError(input, `expected host=N such as github.com=2 (a host name, or host:port), got "${line.slice(0, 80)}"`);
    const limit = parseInteger(input, m[3]!, 1);
    return { host: `${m[1]!.toLowerCase()}${m[2] ?? ''}`, limit };
  });
}

export function parseShard(input: string, value: string): { index: number; count: number } {
  const shard = readShard(value);
  if (!shard) throw new UsageError(input, `expected i/N with 1 <= i <= N, such as 2/4, got "${value}"`);
  return shard;
}

/** An entry page: a path inside the folder (`index.html`, `docs/`, `/docs/intro.html`), as a root-relative URL path. */
export function parseEntry(input: string, value: string): string {
  const p = value.replace(/^\.?\//, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith('/') || /[\\\0?#]/.test(p) || p.split('/').some((s) => s === '..' || s === '.')) {
    throw new UsageError(input, `expected a page of the folder such as "index.html" or "docs/" (a path inside it, no "..", no URL), got "${value}"`);
  }
  return `/${p}`;
}

/** One of a few words (case-insensitive), e.g. `dead|warn|ok`. */
export function parseChoice<T extends string>(input: string, value: string, choices: readonly T[]): T {
  const v = value.trim().toLowerCase();
  const hit = choices.find((c) => c === v);
  if (hit === undefined) throw new UsageError(input, `expected one of ${choices.join(', ')}, got "${value}"`);
  return hit;
}

/** A `sitemap` value: `auto`, an absolute http(s) URL, or (checked with the folder) a path in the folder (`/sitemap.xml`). */
export function parseSitemap(input: string, value: string): string {
  if (value.toLowerCase() === 'auto') return 'auto';
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return parseStartUrl(input, value);
  if (/[\\\0?#]/.test(value) || value.split('/').some((s) => s === '..')) {
    throw new UsageError(input, `expected auto, an http(s) URL, or with a folder a path in it such as /sitemap.xml, got "${value}"`);
  }
  return value.startsWith('/') ? value : `/${value}`;
}

/** Items of a list option that also takes commas (`html,htm`, or one per line / flag): trimmed, none empty. */
function commaItems(values: readonly string[]): string[] {
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/**
 * `--fallback-extensions html,htm`: extensions without their dot (a leading dot is dropped), in order; `none` is
 * none at all; not given (no values) is undefined: the default of where it applies.
 */
export function parseExtensions(input: string, values: string[]): string[] | undefined {
  const items = commaItems(values);
  if (items.length === 0) return undefined;
  if (items.length === 1 && items[0]!.toLowerCase() === 'none') return [];
  return items.map((item) => {
    const ext = item.replace(/^\./, '');
    if (!/^[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*$/u.test(ext))
      throw new UsageError(input, `expected file extensions such as "html,htm" (or none), got "${item}"`);
    return ext;
  });
}

/** `--index-files index.html,README.html`: file names (no folder, no `..`), in order; not given is undefined. */
export function parseIndexFiles(input: string, values: string[]): string[] | undefined {
  const items = commaItems(values);
  if (items.length === 0) return undefined;
  return items.map((name) => {
    if (name === '.' || name === '..' || /[/\\\0]/.test(name))
      throw new UsageError(input, `expected file names such as "index.html,README.html" (no folder), got "${name}"`);
    return name;
  });
}
