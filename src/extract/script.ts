/**
 * Links in inline `<script>` text, read without running anything:
 *
 * - a redirect: a string literal assigned to `location`, `location.href`, `window.location(.href)`,
 *   `document.location(.href)`, `self.`/`top.location`, or passed to `location.replace`/`location.assign`
 *   (the inline-script redirects of sites moved without server redirects), optionally followed by
 *   `+ location.search` and `+ location.hash` (rustdoc's redirect stubs): then the redirect carries the
 *   page's `#fragment` on (`carriesHash`);
 * - JSON-LD (`type="application/ld+json"`): the values of `url`, `image`, `logo`, `sameAs`, `contentUrl`, and
 *   `@id` when it is an absolute http(s) URL.
 *
 * Nothing else in a script is read. The redirect scanner skips comments, strings and template literals as
 * whole tokens, so `// location.href = "/old"` and `"location = 'x'"` are not redirects.
 */
import { looksLikeAbsoluteUrl } from './link-table.js';

/** A URL found in a script's text, with its offset in that text. */
export interface ScriptUrl {
  value: string;
  offset: number;
  /** `location` for a redirect, `json-ld:<key>` for a JSON-LD value. */
  source: string;
  /** A redirect that appends the page's own `location.hash`: a fragment on this page is one on its target. */
  carriesHash?: boolean;
}

/** What kind of script a `<script type>` is, for link purposes: JavaScript, JSON-LD, or something not read. */
export function scriptKind(type: string): 'js' | 'json-ld' | null {
  const t = type.trim().toLowerCase();
  if (t === '' || t === 'module' || t === 'text/javascript' || t === 'application/javascript') return 'js';
  if (t === 'application/ld+json') return 'json-ld';
  return null;
}

const STRING = String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'`;
/** What a redirect may append to its literal: the page's own query and fragment (`+ location.search + location.hash`). */
const CARRIED = String.raw`(?:\s*\+\s*(?:(?:window|document|self|top)\.)?location\.(?:search|hash)(?![\w$]))*`;
const TOKENS = new RegExp(
  [
    String.raw`\/\/[^\n]*`,
    String.raw`\/\*[\s\S]*?(?:\*\/|$)`,
    '`(?:[^`\\\\]|\\\\[\\s\\S])*`',
    STRING,
    // The redirect: an assignment to a location, or location.replace/assign with one literal argument.
    String.raw`(?<![\w$.])(?:(?:window|document|self|top)\.)?location(?:\.href)?\s*=(?!=)\s*(${STRING})(${CARRIED})`,
    String.raw`(?<![\w$.])(?:(?:window|document|self|top)\.)?location\.(?:replace|assign)\(\s*(${STRING})(${CARRIED})\s*\)`,
  ].join('|'),
  'g',
);

/** Redirect targets in JavaScript text (see the module comment). */
export function scriptRedirects(js: string): ScriptUrl[] {
  if (!js.includes('location')) return [];
  const out: ScriptUrl[] = [];
  TOKENS.lastIndex = 0;
  for (let m = TOKENS.exec(js); m !== null; m = TOKENS.exec(js)) {
    const literal = m[1] ?? m[3];
    if (literal === undefined) continue;
    const value = unquote(literal);
    if (value === null || value.trim() === '') continue;
    const url: ScriptUrl = { value, offset: m.index + m[0].indexOf(literal) + 1, source: 'location' };
    // A literal that holds a `#` of its own replaces the carried one.
    if ((m[2] ?? m[4])!.includes('hash') && !value.includes('#')) url.carriesHash = true;
    out.push(url);
  }
  return out;
}

/** A JS string literal's value, or null when it holds escapes other than `\/`, `\'`, `\"` (not worth guessing). */
function unquote(literal: string): string | null {
  const body = literal.slice(1, -1);
  if (!body.includes('\\')) return body;
  const out = body.replace(/\\([/'"])/g, '$1');
  return out.includes('\\') ? null : out;
}

const JSON_LD_KEYS = new Set(['url', 'image', 'logo', 'sameAs', 'contentUrl']);
/** A JSON-LD graph is walked this deep at most (a hostile page cannot make the walk costly). */
const MAX_DEPTH = 32;
const MAX_URLS = 1000;

/** URL values of a JSON-LD block; nothing when it is not valid JSON. */
export function jsonLdUrls(text: string): ScriptUrl[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const out: ScriptUrl[] = [];
  let cursor = 0;
  const found = (value: string, key: string): void => {
    if (out.length >= MAX_URLS || value.trim() === '') return;
    // Its place in the text: the next occurrence of the value as written (JSON escapes aside).
    const at = text.indexOf(JSON.stringify(value).slice(1, -1), cursor);
    const offset = at === -1 ? 0 : at;
    if (at !== -1) cursor = at;
    out.push({ value, offset, source: `json-ld:${key}` });
  };
  const walk = (node: unknown, key: string | null, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (typeof node === 'string') {
      if (key === '@id' ? looksLikeAbsoluteUrl(node) : key !== null && JSON_LD_KEYS.has(key)) found(node, key!);
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, key, depth + 1);
    } else if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) walk(v, k, depth + 1);
    }
  };
  walk(data, null, 0);
  return out;
}
