/**
 * The external hosts that may start a request now, most work first: the lane with the longest
 * line of waiting URLs (as it was when it joined) is served first, ties in the order they came.
 *
 * Why not plain turns: with hundreds of hosts sharing the global slots, turns give each host the
 * same share, so a host holding a sixth of the links (a rate-limited one, which cannot be hurried
 * later) gets one request a second while a hundred hosts with three links each finish. The run
 * ends when its longest host does; serving the longest line first is the classic rule for the
 * shortest such end (longest processing time first). Each host is still held to its own window
 * and pace, so the longest cannot take every slot: the others fill what it may not use.
 *
 * A binary heap: O(log n) a join and a take, for any number of hosts.
 */
export class ReadyLine<T> {
  readonly #items: { item: T; key: number; seq: number }[] = [];
  #seq = 0;

  get length(): number {
    return this.#items.length;
  }

  /** Join with `key` (its waiting URLs now): larger keys are taken first. */
  push(item: T, key: number): void {
    const items = this.#items;
    items.push({ item, key, seq: this.#seq++ });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#before(i, parent)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  /** The item with the most work, or undefined when none is ready. */
  shift(): T | undefined {
    const items = this.#items;
    if (items.length === 0) return undefined;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.#before(l, m)) m = l;
        if (r < items.length && this.#before(r, m)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top.item;
  }

  clear(): void {
    this.#items.length = 0;
  }

  #before(a: number, b: number): boolean {
    const x = this.#items[a]!;
    const y = this.#items[b]!;
    return x.key > y.key || (x.key === y.key && x.seq < y.seq);
  }
}
