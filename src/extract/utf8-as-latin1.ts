/**
 * A UTF-8 page read one byte per character (as Latin-1), so that it is never decoded as a whole.
 *
 * Decoding a page into a string costs more than tokenizing it: a UTF-8 page with one non-ASCII character
 * becomes a two-byte string, and a page over 128 KB gets fresh memory from the system for it (page faults,
 * then garbage collection): decoding the Python docs' 51 MB took ~300 ms on this 2-core machine, making a
 * Latin-1 string of the same bytes ~100 ms (`Buffer.latin1Slice`), and half the memory. Every character HTML
 * gives a meaning to is ASCII, and in UTF-8 no byte of a multibyte character is ASCII, so the tokenizer finds
 * exactly the same tags, attributes and text at the same indexes; only what it hands on (names, values, text)
 * is decoded, and only when it holds a non-ASCII byte. Columns, counted in UTF-16 code units as parse5
 * counts them, subtract what each multibyte character adds (`HighChars`).
 *
 * Only for valid UTF-8 (`isUtf8`): an invalid byte decodes to U+FFFD, whose width a byte count cannot tell.
 */
import { Buffer, isAscii, isUtf8 } from 'node:buffer';

/**
 * The page's bytes as a string of one character per byte, when they are valid UTF-8 with a non-ASCII byte
 * (a BOM dropped, as a UTF-8 decoder drops it); null otherwise (the caller decodes as usual; ASCII decodes to
 * the same string either way).
 */
export function latin1OfUtf8(bytes: Uint8Array): string | null {
  if (isAscii(bytes) || !isUtf8(bytes)) return null;
  const start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', start);
}

const NON_ASCII = /[\x80-\xff]/;

/** A part of such a page, decoded: the string itself when it is ASCII. */
export function utf8OfLatin1(s: string): string {
  return NON_ASCII.test(s) ? Buffer.from(s, 'latin1').toString('utf8') : s;
}

/** The whole page decoded (what the full tokenizer reads when the fast one gives up). */
export function decodeLatin1Utf8(s: string): string {
  return Buffer.from(s, 'latin1').toString('utf8');
}

/** The first byte of a multibyte character (valid UTF-8: each one starts a character). */
const LEAD = /[\xc0-\xff]/g;
const NONE = Number.MAX_SAFE_INTEGER;

/**
 * How many more bytes than UTF-16 code units the multibyte characters in a stretch of such a page have: one
 * for a 2-byte character, two for 3 bytes (one unit) and for 4 bytes (a surrogate pair). Stretches are asked
 * for in page order and do not overlap; each character is looked at once.
 */
export class HighChars {
  /** The next lead byte at or after the end of the last stretch asked for (NONE: no more). */
  #next = -1;

  constructor(private readonly s: string) {}

  /** The extra bytes of the characters in [from, to). */
  excess(from: number, to: number): number {
    let p = this.#next;
    if (p < from) p = this.#find(from);
    let extra = 0;
    while (p < to) {
      extra += this.s.charCodeAt(p) >= 0xe0 ? 2 : 1;
      p = this.#find(p + 1);
    }
    this.#next = p;
    return extra;
  }

  #find(from: number): number {
    LEAD.lastIndex = from;
    return LEAD.test(this.s) ? LEAD.lastIndex - 1 : NONE;
  }
}
