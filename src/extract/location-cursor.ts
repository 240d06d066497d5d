/**
 * Lines and columns of the fast tokenizer's tokens (`fast-tokenizer.ts`): 1-based, columns in UTF-16 code units
 * from the line start, as parse5 reports them. Indexes are located in increasing order, so each newline is
 * found once and a long line is scanned once. On a UTF-8 page read as Latin-1 (`utf8-as-latin1.ts`) a column
 * leaves out the extra bytes of the multibyte characters before it on its line.
 */
import type { ExcessCursor, HighChars } from './utf8-as-latin1.js';

export class LocationCursor {
  // The line of the last located index, and the index that line starts at.
  private locLine = 1;
  private locLineStart = 0;
  /** Over the page's multibyte characters, when it is UTF-8 read as Latin-1. */
  private readonly columnExcess: ExcessCursor | null;

  constructor(
    private readonly html: string,
    private readonly high: HighChars | null,
  ) {
    this.columnExcess = high?.cursor() ?? null;
  }

  private readonly at = { line: 1, col: 1 };

  /** The first newline at or after `locLineStart` (-1: none left); found once, so a long line is scanned once. */
  private locNextNewline = -2;

  /** Line and column of `index`; indexes are located in increasing order, so each newline is counted once. */
  locate(index: number): { line: number; col: number } {
    const html = this.html;
    let line = this.locLine;
    let lineStart = this.locLineStart;
    let nl = this.locNextNewline === -2 ? html.indexOf('\n') : this.locNextNewline;
    while (nl !== -1 && nl < index) {
      line++;
      lineStart = nl + 1;
      nl = html.indexOf('\n', lineStart);
    }
    this.locNextNewline = nl;
    const sameLine = line === this.locLine && this.locLineStart === lineStart;
    this.locLine = line;
    this.locLineStart = lineStart;
    this.at.line = line;
    this.at.col = index - lineStart + 1 - this.lineExcess(sameLine, lineStart, index);
    return this.at;
  }

  // With a UTF-8 page read as Latin-1: the extra bytes of the multibyte characters on the located line before
  // `locExcessAt` (the last index located).
  private locExcess = 0;
  private locExcessAt = 0;

  /** The extra bytes of the multibyte characters between `lineStart` and `index` (0 unless UTF-8 as Latin-1). */
  private lineExcess(sameLine: boolean, lineStart: number, index: number): number {
    const excess = this.columnExcess;
    if (excess === null) return 0;
    if (!sameLine) {
      this.locExcess = 0;
      this.locExcessAt = lineStart;
    }
    if (index < this.locExcessAt) return this.high!.cursor().excess(lineStart, index);
    this.locExcess += excess.excess(this.locExcessAt, index);
    this.locExcessAt = index;
    return this.locExcess;
  }
}
