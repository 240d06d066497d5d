/**
 * `n` with thousands separators, as `n.toLocaleString('en-US')` writes it: `2,000`. An integer is grouped
 * here: the first `toLocaleString` of a process loads ICU's locale data, ~15 ms of a small run's start-up.
 */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** `n` (with thousands separators) and the noun that goes with it: `1 place`, `2,000 entries`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${thousands(n)} ${n === 1 ? one : many}`;
}
