/**
 * Reading attribute values: URL strings (`cleanUrl`), `srcset` candidates, `<meta http-equiv=refresh>`
 * content, `rel` words, and the text of links and titles. Pure functions of strings, as the HTML standard's
 * "parse a srcset attribute" and "shared declarative refresh steps" define them; the link collector
 * (`link-collector.ts`) calls them, and the tests drive them directly.
 */
import type { Token } from 'parse5';
import { isAsciiWhitespace } from './chars.js';

type Attribute = Token.Attribute;

/** Link text and titles are cut to this many characters. */
export const MAX_TEXT = 200;

export function attrIndex(attrs: Attribute[], name: string): number {
  for (let i = 0; i < attrs.length; i++) if (attrs[i]!.name === name) return i;
  return -1;
}

export function attrValue(attrs: Attribute[], name: string): string {
  const i = attrIndex(attrs, name);
  return i === -1 ? '' : attrs[i]!.value;
}

/**
 * A copy of `s` that does not keep the page alive. A substring of the page (or a concatenation of substrings)
 * can share the page's memory; titles, link texts and URLs outlive the page, and 20,000 pages kept alive that
 * way were 185 MB of a 20,000-page crawl's heap. Strings under 13 characters are always copies in V8.
 */
export function detach(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

/**
 * An attribute value as a URL string: leading and trailing ASCII whitespace stripped, and tabs and newlines
 * inside removed (the URL parser ignores them too, so `a\nb.html` and `ab.html` are the same link).
 */
export function cleanUrl(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isAsciiWhitespace(value.charCodeAt(start))) start++;
  while (end > start && isAsciiWhitespace(value.charCodeAt(end - 1))) end--;
  let out = start === 0 && end === value.length ? value : value.slice(start, end);
  if (out.includes('\n') || out.includes('\t') || out.includes('\r')) out = out.replace(/[\t\n\r]/g, '');
  return out;
}

export function asciiLowerTrim(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether `text` has no ASCII whitespace but single spaces between other characters (the common link text). */
function isCollapsed(text: string): boolean {
  const n = text.length;
  if (n === 0) return true;
  if (text.charCodeAt(0) === 0x20 || text.charCodeAt(n - 1) === 0x20) return false;
  let prevSpace = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) {
      if (prevSpace) return false;
      prevSpace = true;
    } else {
      if (c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) return false;
      prevSpace = false;
    }
  }
  return true;
}

/** Collapse runs of ASCII whitespace to one space, trim, cut to MAX_TEXT characters. */
export function collapse(text: string): string {
  if (isCollapsed(text)) return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT).trimEnd() : text;
  let out = text.replace(/[\t\n\f\r ]+/g, ' ').trim();
  if (out.length > MAX_TEXT) out = out.slice(0, MAX_TEXT).trimEnd();
  return out;
}

/** `rel` values whose `href` is an origin to connect to, not a resource to fetch. */
export function pointsAtOrigin(rel: string): boolean {
  if (rel === '') return false;
  for (const word of rel.toLowerCase().split(/[\t\n\f\r ]+/)) {
    if (word === 'preconnect' || word === 'dns-prefetch') return true;
  }
  return false;
}

/**
 * The URLs of a `srcset` attribute, following the HTML spec's "parse a srcset attribute": candidates are
 * separated by commas, but a URL may itself contain commas (only trailing ones end it), and descriptors may
 * contain commas inside parentheses. Descriptors themselves are not validated: a candidate with bad
 * descriptors is still a URL worth checking.
 */
export function parseSrcset(input: string): string[] {
  const urls: string[] = [];
  const n = input.length;
  let pos = 0;
  for (;;) {
    // Skip whitespace and commas between candidates.
    while (pos < n) {
      const c = input.charCodeAt(pos);
      if (c !== 0x2c && !isAsciiWhitespace(c)) break;
      pos++;
    }
    if (pos >= n) return urls;
    const start = pos;
    while (pos < n && !isAsciiWhitespace(input.charCodeAt(pos))) pos++;
    let end = pos;
    if (input.charCodeAt(end - 1) === 0x2c) {
      // A URL ending in commas: the commas separate candidates, there are no descriptors.
      while (end > start && input.charCodeAt(end - 1) === 0x2c) end--;
      if (end > start) urls.push(input.slice(start, end));
      continue;
    }
    urls.push(input.slice(start, end));
    // Skip the descriptors up to the comma that ends this candidate (not one inside parentheses).
    let inParens = false;
    while (pos < n) {
      const c = input.charCodeAt(pos);
      if (inParens) {
        if (c === 0x29) inParens = false;
      } else if (c === 0x28) {
        inParens = true;
      } else if (c === 0x2c) {
        pos++;
        break;
      }
      pos++;
    }
  }
}

/**
 * The URL of a `<meta http-equiv="refresh">` `content` value, following the HTML spec's "shared declarative
 * refresh steps" (delay, then `;` or `,`, then optional `url=`, then an optionally quoted URL), or null when
 * the value is invalid or refreshes the page itself.
 */
export function parseRefresh(input: string): string | null {
  const n = input.length;
  let pos = 0;
  const skipWs = (): void => {
    while (pos < n && isAsciiWhitespace(input.charCodeAt(pos))) pos++;
  };
  const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
  skipWs();
  const digitsStart = pos;
  while (pos < n && isDigit(input.charCodeAt(pos))) pos++;
  if (pos === digitsStart && input.charCodeAt(pos) !== 0x2e) return null;
  while (pos < n && (isDigit(input.charCodeAt(pos)) || input.charCodeAt(pos) === 0x2e)) pos++;
  if (pos < n) {
    const c = input.charCodeAt(pos);
    if (c !== 0x3b && c !== 0x2c && !isAsciiWhitespace(c)) return null;
  }
  skipWs();
  if (pos < n && (input.charCodeAt(pos) === 0x3b || input.charCodeAt(pos) === 0x2c)) {
    pos++;
    skipWs();
  }
  if (pos >= n) return null;
  let url = input.slice(pos);
  if ((input.charCodeAt(pos) | 0x20) === 0x75 /* u */) {
    if ((input.charCodeAt(pos + 1) | 0x20) === 0x72 /* r */ && (input.charCodeAt(pos + 2) | 0x20) === 0x6c /* l */) {
      pos += 3;
      skipWs();
      if (input.charCodeAt(pos) !== 0x3d /* = */) return url;
      pos++;
      skipWs();
    } else {
      return url;
    }
  }
  const quote = input.charCodeAt(pos);
  if (quote === 0x22 || quote === 0x27) {
    pos++;
    url = input.slice(pos);
    const close = url.indexOf(quote === 0x22 ? '"' : "'");
    if (close !== -1) url = url.slice(0, close);
  } else {
    url = input.slice(pos);
  }
  return url;
}
