/**
 * Sharding: which shard requests a URL. A stable 32-bit FNV-1a hash of the normalised URL,
 * modulo the shard count, so every shard agrees without talking to the others.
 */
export function shardOf(url: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) {
    h ^= url.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % count;
}

/** True when shard `index` (1-based) of `count` owns the URL. */
export function shardOwns(url: string, shard: { index: number; count: number }): boolean {
  return shardOf(url, shard.count) === shard.index - 1;
}

/** `i/N` (1 <= i <= N) as written for `--shard` and in a report's `run.shard`; undefined when malformed. */
export function readShard(text: string): { index: number; count: number } | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return undefined;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return count >= 1 && index >= 1 && index <= count ? { index, count } : undefined;
}
