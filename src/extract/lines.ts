/** Line and column of an offset in a text: one table of line starts, then a binary search per look-up. */

/** Index where each line starts; CR LF, lone CR and LF each end a line (as HTML and editors count them). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  const re = /\r\n?|\n/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) starts.push(m.index + m[0].length);
  return starts;
}

/** 1-based line and column (UTF-16 code units from the line start) of `offset`. */
export function position(starts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}

/**
 * Columns as characters (Unicode code points), as GitHub's annotations and editors count them: parsers
 * count UTF-16 code units, so a character outside the Basic Multilingual Plane (an emoji such as 🔬)
 * before a link on its line would put it one column late. Converted once, against the text as written
 * (markdown/parse.ts; html.ts for a page parse5 reads); a text without such a character costs one scan.
 */
export function codePointColumns(text: string, links: Array<{ line: number; column: number }>, starts?: number[]): void {
  if (!/[\uD800-\uDBFF]/.test(text)) return;
  starts ??= lineStarts(text);
  for (const l of links) {
    const start = starts[l.line - 1];
    if (start === undefined) continue;
    const end = start + l.column - 1;
    let pairs = 0;
    for (let i = start; i < end - 1; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          pairs++;
          i++;
        }
      }
    }
    l.column -= pairs;
  }
}
