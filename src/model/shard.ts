/** A shard of a run (`--shard i/N`): which part of the external links this run requests. */
export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
}

/** `i/N` (1 <= i <= N) as written for `--shard` and in a report's `run.shard`; undefined when malformed. */
export function readShard(text: string): ShardSpec | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return undefined;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return count >= 1 && index >= 1 && index <= count ? { index, count } : undefined;
}
