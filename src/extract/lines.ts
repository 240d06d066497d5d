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
