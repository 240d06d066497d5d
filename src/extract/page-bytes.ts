/**
 * The bytes of a page as the fast tokenizer (`fast-tokenizer.ts`) reads them, and the byte tests its scans share:
 * what ends a name or a value (one table), ASCII letters, and words compared in any case.
 */
import { Buffer } from 'node:buffer';
import { CR, EQUALS, FF, GT, LF, SLASH, SPACE, TAB } from './chars.js';

export function isAsciiAlpha(c: number): boolean {
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x7a;
}

/** Whitespace inside a tag, or the end of a name: no CR is left in the input. */
export function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === FF;
}

// What each byte ends, as bits of one table (a load and a test per byte in the scanning loops).
export const WS = 1;
export const ENDS_TAG_NAME = 2; // whitespace, `/`, `>`
export const ENDS_ATTRIBUTE_NAME = 4; // whitespace, `/`, `>`, `=`
export const ENDS_UNQUOTED = 8; // whitespace, `>`
export const ENDS = new Uint8Array(256);
for (const c of [SPACE, LF, TAB, FF]) ENDS[c] = WS | ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED;
ENDS[SLASH] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME;
ENDS[GT] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED;
ENDS[EQUALS] = ENDS_ATTRIBUTE_NAME;

/**
 * A page's UTF-8 bytes as the tokenizer reads them: CR LF and lone CR made LF (a copy, only when the page has a
 * CR); null for a page with a NUL character (which the tokenizer leaves to parse5).
 */
export function preprocessed(page: Buffer): Buffer | null {
  if (page.indexOf(0) !== -1) return null;
  const cr = page.indexOf(CR);
  if (cr === -1) return page;
  const out = Buffer.allocUnsafe(page.length);
  out.set(page.subarray(0, cr));
  let o = cr;
  for (let i = cr; i < page.length; i++) {
    const c = page[i]!;
    if (c !== CR) out[o++] = c;
    else if (page[i + 1] !== LF) out[o++] = LF;
  }
  return out.subarray(0, o);
}

export function skipLetters(b: Uint8Array, p: number, n: number): number {
  while (p < n && isAsciiAlpha(b[p]!)) p++;
  return p;
}

/** Whether the page's [from, to) is `word` (lower-case ASCII letters) in any case (`| 0x20` lower-cases only letters). */
export function isWord(b: Uint8Array, from: number, to: number, word: string): boolean {
  if (to - from !== word.length) return false;
  for (let i = 0; i < word.length; i++) if ((b[from + i]! | 0x20) !== word.charCodeAt(i)) return false;
  return true;
}

/** Whether `[CDATA[` starts at `p`. */
export function isCdataOpen(b: Uint8Array, p: number): boolean {
  const open = '[CDATA[';
  for (let i = 0; i < open.length; i++) if (b[p + i] !== open.charCodeAt(i)) return false;
  return true;
}
