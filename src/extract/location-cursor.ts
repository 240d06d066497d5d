/**
 * Lines and columns of the fast tokenizer's tokens (`fast-tokenizer.ts`): 1-based, columns in characters (code
 * points) from the line start, as a report gives them (or in UTF-16 code units, as parse5 counts them on the
 * decoded page, for a caller that converts them itself). The page is UTF-8 bytes: a column leaves out what each
 * multibyte character on its line has more in bytes than in characters (its continuation bytes) or UTF-16 units
 * (`extraBytes`). Indexes are located in increasing order, so each byte up to the last one located is looked at once.
 */
import { LF } from './chars.js';

/**
 * How many more bytes than UTF-16 code units [from, to) of valid UTF-8 holds: one per continuation byte (a 2-byte
 * character is one unit, a 3-byte one unit), one less per 4-byte character's lead (two units, a surrogate pair);
 * with `lead` 0, more bytes than characters (the 4-byte one is one). Every boundary the tokenizer asks about is an
 * ASCII character's, so no character is cut.
 */
export function extraBytes(b: Uint8Array, from: number, to: number, lead = -1): number {
  let extra = 0;
  for (let i = from; i < to; i++) {
    const c = b[i]!;
    if (c >= 0x80) extra += c < 0xc0 ? 1 : c >= 0xf0 ? lead : 0;
  }
  return extra;
}

export class LocationCursor {
  // The line of the last located index, the index that line starts at, the index located last, and the extra
  // bytes of the multibyte characters between the line's start and it.
  private line = 1;
  private lineStart = 0;
  private scanned = 0;
  private extra = 0;
  private readonly at = { line: 1, col: 1 };

  /** What a 4-byte character's lead byte adds to the extra bytes: 0 when a column counts it as one, -1 as two. */
  private readonly lead: number;

  constructor(
    private readonly b: Uint8Array,
    /** Whether the page has a non-ASCII byte (else no column needs the multibyte count). */
    private readonly high: boolean,
    /** Columns in UTF-16 code units rather than characters. */
    utf16 = false,
  ) {
    this.lead = utf16 ? -1 : 0;
  }

  /** Line and column of `index` (the returned object is reused). */
  locate(index: number): { line: number; col: number } {
    const b = this.b;
    if (index < this.scanned) {
      // An earlier index (rare): its own line's count, or from the top when it is on an earlier line.
      if (index >= this.lineStart) {
        return this.place(this.line, index - this.lineStart + 1 - (this.high ? extraBytes(b, this.lineStart, index, this.lead) : 0));
      }
      this.line = 1;
      this.lineStart = 0;
      this.scanned = 0;
      this.extra = 0;
    }
    let line = this.line;
    let lineStart = this.lineStart;
    let p = this.scanned;
    if (this.high) {
      const lead = this.lead;
      let extra = this.extra;
      for (; p < index; p++) {
        const c = b[p]!;
        if (c === LF) {
          line++;
          lineStart = p + 1;
          extra = 0;
        } else if (c >= 0x80) {
          extra += c < 0xc0 ? 1 : c >= 0xf0 ? lead : 0;
        }
      }
      this.extra = extra;
    } else {
      for (; p < index; p++) {
        if (b[p] === LF) {
          line++;
          lineStart = p + 1;
        }
      }
    }
    this.line = line;
    this.lineStart = lineStart;
    this.scanned = index;
    return this.place(line, index - lineStart + 1 - this.extra);
  }

  private place(line: number, col: number): { line: number; col: number } {
    this.at.line = line;
    this.at.col = col;
    return this.at;
  }
}

/** Lines and columns by index (a tag's attributes' places): two arrays that grow, and one answer object, reused. */
export class AttributePlaces {
  #lines = new Int32Array(16);
  #cols = new Int32Array(16);
  readonly #at = { line: 0, col: 0 };

  set(index: number, line: number, col: number): void {
    if (index >= this.#lines.length) {
      const lines = new Int32Array(Math.max(index + 1, this.#lines.length * 2));
      const cols = new Int32Array(lines.length);
      lines.set(this.#lines);
      cols.set(this.#cols);
      this.#lines = lines;
      this.#cols = cols;
    }
    this.#lines[index] = line;
    this.#cols[index] = col;
  }

  get(index: number): { line: number; col: number } {
    this.#at.line = this.#lines[index]!;
    this.#at.col = this.#cols[index]!;
    return this.#at;
  }
}
