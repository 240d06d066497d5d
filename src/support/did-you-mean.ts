/**
 * "Did you mean …?" for a mistyped name (a flag, an input, a config key): the nearest
 * candidate by edit distance, when it is near enough to be a typo rather than another word.
 */

/** Levenshtein distance (insertions, deletions, substitutions), with a swap of two neighbours counting as one. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The candidate `word` most likely meant: the nearest one within a third of the word's length
 * (at least 1, at most 3 edits), or the only one it is the start of (`max-pag` → `max-pages`).
 * Undefined when nothing is that near: a short word is not "near" every short name (`q` is
 * not a typo of `db`).
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  if (w === '') return undefined;
  const limit = Math.min(3, Math.max(1, Math.floor(w.length / 3)));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const d = editDistance(w, c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (best !== undefined && bestDistance <= limit && bestDistance < w.length) return best;
  const starting = candidates.filter((c) => c.toLowerCase().startsWith(w));
  return starting.length === 1 ? starting[0] : undefined;
}
