/** `n` (with thousands separators) and the noun that goes with it: `1 place`, `2,000 entries`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
