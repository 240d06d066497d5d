/**
 * A unified diff (as `diff -u` and `git diff` print it) of a file before and after rewrites
 * that change characters inside lines, never the number of lines or their ends. Pure.
 */

const CONTEXT = 3;

/**
 * Lines split at LF only, each keeping a CR before its LF, as git and patch split them: a diff
 * of a CRLF file must carry the CRs or `git apply` and `patch` refuse it. `open` is true when
 * the last line has no line end (the diff then says so, as `diff -u` does).
 */
function linesOf(text: string): { lines: string[]; open: boolean } {
  const lines = text.split('\n');
  const open = lines[lines.length - 1] !== '';
  if (!open) lines.pop();
  return { lines, open };
}

const NO_NEWLINE = '\\ No newline at end of file';

/** The diff's lines for one file (`---`/`+++` headers, `@@` hunks); empty when nothing changed. */
export function unifiedDiff(file: string, before: string, after: string): string[] {
  const { lines: a, open } = linesOf(before);
  const { lines: b } = linesOf(after);
  const final = a.length - 1;
  if (a.length !== b.length) throw new Error(`rewrite changed the line count of ${file}`);
  const changed: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) changed.push(i);
  if (changed.length === 0) return [];
  const out = [`--- a/${file}`, `+++ b/${file}`];
  let k = 0;
  while (k < changed.length) {
    const first = changed[k]!;
    let last = first;
    // Changes closer than twice the context share a hunk.
    while (k + 1 < changed.length && changed[k + 1]! - last <= 2 * CONTEXT) last = changed[++k]!;
    k++;
    const from = Math.max(0, first - CONTEXT);
    const to = Math.min(a.length - 1, last + CONTEXT);
    const n = to - from + 1;
    out.push(`@@ -${from + 1},${n} +${from + 1},${n} @@`);
    for (let i = from; i <= to; ) {
      if (a[i] === b[i]) {
        out.push(` ${a[i]}`);
        if (open && i === final) out.push(NO_NEWLINE);
        i++;
        continue;
      }
      // A run of changed lines: the old ones, then the new ones (as git prints them).
      let j = i;
      while (j <= to && a[j] !== b[j]) j++;
      for (let x = i; x < j; x++) out.push(`-${a[x]}`, ...(open && x === final ? [NO_NEWLINE] : []));
      for (let x = i; x < j; x++) out.push(`+${b[x]}`, ...(open && x === final ? [NO_NEWLINE] : []));
      i = j;
    }
  }
  return out;
}
