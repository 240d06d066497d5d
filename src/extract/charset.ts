/**
 * Turning the bytes of an HTML response into text, choosing the encoding the way browsers do
 * (the HTML spec's "encoding sniffing algorithm", without its optional guessing steps):
 *
 *   1. a byte order mark (UTF-8, UTF-16LE, UTF-16BE);
 *   2. the `charset` parameter of the Content-Type header;
 *   3. a `<meta charset>` or `<meta http-equiv="content-type" content="…charset=…">` found by prescanning the
 *      first 1024 bytes;
 *   4. UTF-8.
 *
 * The last step is a choice: the spec falls back to a locale-dependent default (windows-1252 for most
 * locales), but a page that declares nothing today is far more likely UTF-8, and URLs are what we need from
 * it: they are ASCII in either case on almost every page.
 *
 * Labels follow the WHATWG Encoding Standard (that is what `TextDecoder` accepts): `latin1`, `ascii` and
 * `iso-8859-1` mean windows-1252, `gb2312` means gbk, and so on. A label nobody knows makes us try the next
 * source. Decoding never throws: malformed bytes become U+FFFD.
 */

import { TextDecoder } from 'node:util';
import { BANG, DASH, DQUOTE, EQUALS, GT, isAsciiWhitespace, LT, QUESTION, SLASH, SQUOTE } from './chars.js';

const PRESCAN_BYTES = 1024;

const decoders = new Map<string, TextDecoder>();

/** The `TextDecoder` for a WHATWG encoding label, or null for a label the Encoding Standard does not know. */
function decoderFor(label: string): TextDecoder | null {
  const key = label.trim().toLowerCase();
  if (key === '') return null;
  let decoder = decoders.get(key);
  if (decoder === undefined) {
    try {
      decoder = new TextDecoder(key);
    } catch {
      // Unknown labels, and the "replacement" encoding (iso-2022-kr, hz-gb-2312, …) that TextDecoder refuses.
      return null;
    }
    decoders.set(key, decoder);
  }
  return decoder;
}

/** Decode an HTML response body; `encoding` is the WHATWG name of the encoding used (`utf-8`, `gbk`, …). */
export function decodeHtml(bytes: Uint8Array, contentType: string | undefined): { text: string; encoding: string } {
  const decoder = htmlDecoder(bytes, contentType);
  // TextDecoder removes a BOM that matches its encoding, and is stateless across non-streaming calls, so the
  // cached instances can be shared.
  return { text: decoder.decode(bytes), encoding: decoder.encoding };
}

/** The decoder of an HTML response body (BOM, then the Content-Type charset, then `<meta charset>`, then UTF-8). */
export function htmlDecoder(bytes: Uint8Array, contentType: string | undefined): TextDecoder {
  let decoder = bomDecoder(bytes);
  if (decoder === null && contentType !== undefined) {
    const label = charsetParameter(contentType);
    if (label !== null) decoder = decoderFor(label);
  }
  if (decoder === null) {
    const label = prescanForMetaCharset(bytes);
    if (label !== null) decoder = metaDecoder(label);
  }
  return decoder ?? decoderFor('utf-8')!;
}

function bomDecoder(bytes: Uint8Array): TextDecoder | null {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decoderFor('utf-8');
  if (bytes.length >= 2) {
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return decoderFor('utf-16be');
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return decoderFor('utf-16le');
  }
  return null;
}

/**
 * A charset found in the document itself: the spec turns UTF-16 into UTF-8 (a page that can be prescanned as
 * ASCII is not UTF-16) and x-user-defined into windows-1252.
 */
function metaDecoder(label: string): TextDecoder | null {
  const decoder = decoderFor(label);
  if (decoder === null) return null;
  switch (decoder.encoding) {
    case 'utf-16le':
    case 'utf-16be':
      return decoderFor('utf-8');
    case 'x-user-defined':
      return decoderFor('windows-1252');
    default:
      return decoder;
  }
}

/** Whether a Content-Type is an HTML document (`text/html` or `application/xhtml+xml`; parameters ignored). */
export function isHtmlContentType(ct: string): boolean {
  const semi = ct.indexOf(';');
  const essence = (semi === -1 ? ct : ct.slice(0, semi)).trim().toLowerCase();
  return essence === 'text/html' || essence === 'application/xhtml+xml';
}

/** The value of the first `charset` parameter of a MIME type (quotes removed), or null. */
export function charsetParameter(contentType: string): string | null {
  const parts = contentType.split(';');
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) {
      const close = value.indexOf('"', 1);
      value = close === -1 ? value.slice(1) : value.slice(1, close);
    }
    return value === '' ? null : value;
  }
  return null;
}

// ---- The prescan (HTML spec: "prescan a byte stream to determine its encoding") --------------------------

function isAlpha(b: number): boolean {
  return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
}

function lower(b: number): number {
  return b >= 0x41 && b <= 0x5a ? b + 0x20 : b;
}

interface PrescanAttr {
  name: string;
  value: string;
}

/**
 * The encoding label declared by the first usable `<meta>` in the first 1024 bytes, or null. Comments are
 * skipped, and the attributes of other tags are read (not searched), so `<img alt="<meta charset=x>">` or a
 * commented-out meta does not count. A label that is not a known encoding makes the scan go on.
 */
export function prescanForMetaCharset(input: Uint8Array): string | null {
  const bytes = input.length > PRESCAN_BYTES ? input.subarray(0, PRESCAN_BYTES) : input;
  const n = bytes.length;
  const cursor = { pos: 0 };
  while (cursor.pos < n) {
    const pos = cursor.pos;
    if (bytes[pos] !== LT) {
      cursor.pos++;
      continue;
    }
    const b1 = bytes[pos + 1] ?? -1;
    if (b1 === BANG && bytes[pos + 2] === DASH && bytes[pos + 3] === DASH) {
      // A comment: resume after the first `-->` whose dashes may be those of `<!--` itself.
      const end = indexOfCommentEnd(bytes, pos + 2);
      if (end === -1) return null;
      cursor.pos = end + 3;
      continue;
    }
    if (
      (bytes[pos + 1] | 0x20) === 0x6d && // m
      (bytes[pos + 2] | 0x20) === 0x65 && // e
      (bytes[pos + 3] | 0x20) === 0x74 && // t
      (bytes[pos + 4] | 0x20) === 0x61 && // a
      (isAsciiWhitespace(bytes[pos + 5] ?? -1) || bytes[pos + 5] === SLASH)
    ) {
      cursor.pos = pos + 6;
      const result = readMeta(bytes, cursor);
      if (result === undefined) return null; // ran out of bytes
      if (result !== null) return result;
      cursor.pos++;
      continue;
    }
    if (isAlpha(b1) || (b1 === SLASH && isAlpha(bytes[pos + 2] ?? -1))) {
      // Any other tag: skip its name, then read (and ignore) its attributes, so that `>` in a quoted value
      // does not end it.
      cursor.pos = b1 === SLASH ? pos + 2 : pos + 1;
      while (cursor.pos < n && !isAsciiWhitespace(bytes[cursor.pos]!) && bytes[cursor.pos] !== GT) cursor.pos++;
      for (;;) {
        const attr = getAttribute(bytes, cursor, false);
        if (attr === undefined) return null;
        if (attr === null) break;
      }
      cursor.pos++;
      continue;
    }
    if (b1 === BANG || b1 === SLASH || b1 === QUESTION) {
      const end = bytes.indexOf(GT, pos + 1);
      if (end === -1) return null;
      cursor.pos = end + 1;
      continue;
    }
    cursor.pos++;
  }
  return null;
}

function indexOfCommentEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i + 2 < bytes.length; i++) {
    if (bytes[i] === DASH && bytes[i + 1] === DASH && bytes[i + 2] === GT) return i;
  }
  return -1;
}

/**
 * Read the attributes of a `<meta>` and decide: the charset label it declares, null when it declares none
 * usable, undefined when the bytes ran out.
 */
function readMeta(bytes: Uint8Array, cursor: { pos: number }): string | null | undefined {
  const seen = new Set<string>();
  let gotPragma = false;
  let needPragma: boolean | null = null;
  let charset: string | null = null;
  for (;;) {
    const attr = getAttribute(bytes, cursor);
    if (attr === undefined) return undefined;
    if (attr === null) break;
    if (seen.has(attr.name)) continue;
    seen.add(attr.name);
    if (attr.name === 'http-equiv') {
      if (attr.value === 'content-type') gotPragma = true;
    } else if (attr.name === 'content') {
      if (charset === null) {
        const found = charsetFromMetaContent(attr.value);
        if (found !== null) {
          charset = found;
          needPragma = true;
        }
      }
    } else if (attr.name === 'charset') {
      charset = attr.value;
      needPragma = false;
    }
  }
  if (needPragma === null || (needPragma && !gotPragma) || charset === null) return null;
  return metaDecoder(charset) === null ? null : charset;
}

/** What `getAttribute` answers for an attribute it only skips. */
const SKIPPED: PrescanAttr = { name: '', value: '' };

/**
 * The spec's "get an attribute" over bytes: the next attribute (name and value lower-cased) of the tag at
 * `cursor`, null at the tag's `>`, undefined when the bytes run out. With `read` false (a tag other than
 * `<meta>`) the attribute is only skipped: its name and value are not made into strings.
 */
function getAttribute(bytes: Uint8Array, cursor: { pos: number }, read = true): PrescanAttr | null | undefined {
  const n = bytes.length;
  let pos = cursor.pos;
  while (pos < n && (isAsciiWhitespace(bytes[pos]!) || bytes[pos] === SLASH)) pos++;
  if (pos >= n) return undefined;
  if (bytes[pos] === GT) {
    cursor.pos = pos;
    return null;
  }
  let name = '';
  let value = '';
  const nameStart = pos;
  // The name.
  for (;;) {
    if (pos >= n) return undefined;
    const b = bytes[pos]!;
    if (b === EQUALS && pos !== nameStart) {
      pos++;
      break;
    }
    if (isAsciiWhitespace(b)) {
      while (pos < n && isAsciiWhitespace(bytes[pos]!)) pos++;
      if (pos >= n) return undefined;
      if (bytes[pos] !== EQUALS) {
        cursor.pos = pos;
        return read ? { name, value } : SKIPPED;
      }
      pos++;
      break;
    }
    if (b === SLASH || b === GT) {
      cursor.pos = pos;
      return read ? { name, value } : SKIPPED;
    }
    if (read) name += String.fromCharCode(lower(b));
    pos++;
  }
  // The value.
  while (pos < n && isAsciiWhitespace(bytes[pos]!)) pos++;
  if (pos >= n) return undefined;
  const q = bytes[pos]!;
  if (q === DQUOTE || q === SQUOTE) {
    pos++;
    for (;;) {
      if (pos >= n) return undefined;
      const b = bytes[pos]!;
      pos++;
      if (b === q) {
        cursor.pos = pos;
        return read ? { name, value } : SKIPPED;
      }
      if (read) value += String.fromCharCode(lower(b));
    }
  }
  if (q === GT) {
    cursor.pos = pos;
    return read ? { name, value } : SKIPPED;
  }
  for (;;) {
    if (pos >= n) return undefined;
    const b = bytes[pos]!;
    if (isAsciiWhitespace(b) || b === GT) {
      cursor.pos = pos;
      return read ? { name, value } : SKIPPED;
    }
    if (read) value += String.fromCharCode(lower(b));
    pos++;
  }
}

/** The spec's "extract a character encoding from a meta element" for a `content` value like `text/html; charset=gbk`. */
export function charsetFromMetaContent(content: string): string | null {
  const s = content.toLowerCase();
  const n = s.length;
  let pos = 0;
  for (;;) {
    const at = s.indexOf('charset', pos);
    if (at === -1) return null;
    pos = at + 7;
    while (pos < n && isAsciiWhitespace(s.charCodeAt(pos))) pos++;
    if (s.charCodeAt(pos) !== EQUALS) continue;
    pos++;
    while (pos < n && isAsciiWhitespace(s.charCodeAt(pos))) pos++;
    if (pos >= n) return null;
    const q = s.charCodeAt(pos);
    if (q === DQUOTE || q === SQUOTE) {
      const close = s.indexOf(q === DQUOTE ? '"' : "'", pos + 1);
      return close === -1 ? null : s.slice(pos + 1, close);
    }
    let end = pos;
    while (end < n && !isAsciiWhitespace(s.charCodeAt(end)) && s.charCodeAt(end) !== 0x3b) end++;
    return s.slice(pos, end);
  }
}
