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

/** Such a page, or a part of it, decoded (a part that holds a non-ASCII byte; the whole page for parse5). */
export function utf8OfLatin1(s: string): string {
  return Buffer.from(s, 'latin1').toString('utf8');
}

/** The first byte of a multibyte character (valid UTF-8: each one starts a character). */
const LEAD = /[\xc0-\xff]/g;

/**
 * The multibyte characters of such a page: where each starts (one pass of the regex engine over the page), so
 * that a part is decoded only when it holds one, and columns and text counts leave out their extra bytes: one
 * for a 2-byte character, two for 3 bytes (one UTF-16 unit) and for 4 bytes (a surrogate pair).
 */
export class HighChars {
  /** Index of each multibyte character's first byte, in page order. */
  readonly #leads: number[] = [];

  constructor(private readonly s: string) {
    LEAD.lastIndex = 0;
    while (LEAD.test(s)) this.#leads.push(LEAD.lastIndex - 1);
  }

  /** Whether [from, to) holds a multibyte character. */
  any(from: number, to: number): boolean {
    const leads = this.#leads;
    let lo = 0;
    let hi = leads.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (leads[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < leads.length && leads[lo]! < to;
  }

  /** A reader of extra bytes over stretches asked for in page order (`ExcessCursor`). */
  cursor(): ExcessCursor {
    return new ExcessCursor(this.s, this.#leads);
  }
}

/** The extra bytes of the multibyte characters in stretches that come in page order and do not overlap. */
export class ExcessCursor {
  /** The first character not before the last stretch asked for. */
  #k = 0;

  constructor(
    private readonly s: string,
    private readonly leads: readonly number[],
  ) {}

  /** The extra bytes of the characters in [from, to). */
  excess(from: number, to: number): number {
    const leads = this.leads;
    let k = this.#k;
    while (k < leads.length && leads[k]! < from) k++;
    let extra = 0;
    for (; k < leads.length && leads[k]! < to; k++) extra += this.s.charCodeAt(leads[k]!) >= 0xe0 ? 2 : 1;
    this.#k = k;
    return extra;
  }
}
