/**
 * A compact set of URL keys: each key is a 128-bit fingerprint in an open-addressing table of
 * typed arrays, mapped to a dense id (0, 1, 2, … in the order keys were added), with no string
 * kept. About 20 bytes per slot at a load of at most 3/4, where a `Map<string, …>` costs the
 * string (~70 bytes for a 50-character URL) plus ~30 bytes of table. The frontier keeps what it
 * needs per id in its own typed arrays.
 *
 * Why 128 bits and no confirmation: a false "already seen" would skip a URL (a lost verdict).
 * With a 128-bit fingerprint the chance that any two of n distinct keys collide is about
 * n² / 2^129: 2.4 × 10^-26 at 4 million URLs, 1.5 × 10^-21 at a billion, far below the odds of
 * a memory error in the machine. The hash (MurmurHash3 x86_128 over the key's UTF-16 code units)
 * is seeded at random per run, so no fixed pair of URLs collides in every run. It is not a keyed
 * cryptographic hash: a page author who crafted two colliding URLs on purpose could make one of
 * them count as the other on their own site; crypto's hashes cost 10–25 µs a key here. So the seed
 * needs no cryptographic randomness either: `Math.random` (seeded from the OS by V8 in each
 * process) serves, and a run that needs nothing else of node:crypto does not load it (3–5 ms).
 */

const EMPTY = 0;

/** The last key's fingerprint (no allocation per call). */
let f1 = 0;
let f2 = 0;
let f3 = 0;
let f4 = 0;

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

const rotl = (x: number, r: number) => (x << r) | (x >>> (32 - r));
const C1 = 0x239b961b;
const C2 = 0xab0e9789;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93;

/** The 32-bit little-endian word at code unit `i` of `s` (two UTF-16 units; past the end reads 0). */
function word(s: string, i: number, n: number): number {
  return (i < n ? s.charCodeAt(i) : 0) | ((i + 1 < n ? s.charCodeAt(i + 1) : 0) << 16);
}

/**
 * MurmurHash3 x86_128 of `s` as UTF-16LE bytes, with four 32-bit seeds; the result in f1…f4.
 * Exported for tests.
 */
export function fingerprint(s: string, seed: Uint32Array): void {
  let h1 = seed[0]!;
  let h2 = seed[1]!;
  let h3 = seed[2]!;
  let h4 = seed[3]!;
  const n = s.length;
  const blocks = n >>> 3; // 8 code units = 16 bytes
  let i = 0;
  for (let b = 0; b < blocks; b++, i += 8) {
    let k1 = s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16);
    let k2 = s.charCodeAt(i + 2) | (s.charCodeAt(i + 3) << 16);
    let k3 = s.charCodeAt(i + 4) | (s.charCodeAt(i + 5) << 16);
    let k4 = s.charCodeAt(i + 6) | (s.charCodeAt(i + 7) << 16);
    // `rotl` written out: this loop runs cold for a folder's first thousand start URLs, where each call of a helper
    // costs (7 ms of the PostgreSQL docs' start-up); optimised, both are the same code.
    k1 = Math.imul(k1, C1);
    k1 = Math.imul((k1 << 15) | (k1 >>> 17), C2);
    h1 ^= k1;
    h1 = (Math.imul(((h1 << 19) | (h1 >>> 13)) + h2, 5) + 0x561ccd1b) | 0;
    k2 = Math.imul(k2, C2);
    k2 = Math.imul((k2 << 16) | (k2 >>> 16), C3);
    h2 ^= k2;
    h2 = (Math.imul(((h2 << 17) | (h2 >>> 15)) + h3, 5) + 0x0bcaa747) | 0;
    k3 = Math.imul(k3, C3);
    k3 = Math.imul((k3 << 17) | (k3 >>> 15), C4);
    h3 ^= k3;
    h3 = (Math.imul(((h3 << 15) | (h3 >>> 17)) + h4, 5) + 0x96cd1c35) | 0;
    k4 = Math.imul(k4, C4);
    k4 = Math.imul((k4 << 18) | (k4 >>> 14), C1);
    h4 ^= k4;
    h4 = (Math.imul(((h4 << 13) | (h4 >>> 19)) + h1, 5) + 0x32ac3b17) | 0;
  }
  const rest = n - i; // 0..7 code units
  if (rest > 6) h4 ^= Math.imul(rotl(Math.imul(word(s, i + 6, n), C4), 18), C1);
  if (rest > 4) h3 ^= Math.imul(rotl(Math.imul(word(s, i + 4, n), C3), 17), C4);
  if (rest > 2) h2 ^= Math.imul(rotl(Math.imul(word(s, i + 2, n), C2), 16), C3);
  if (rest > 0) h1 ^= Math.imul(rotl(Math.imul(word(s, i, n), C1), 15), C2);
  const len = n * 2;
  h1 ^= len;
  h2 ^= len;
  h3 ^= len;
  h4 ^= len;
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h3 = fmix(h3);
  h4 = fmix(h4);
  h1 = (h1 + h2 + h3 + h4) | 0;
  f1 = h1 >>> 0;
  f2 = (h2 + h1) >>> 0;
  f3 = (h3 + h1) >>> 0;
  f4 = (h4 + h1) >>> 0;
}

/** The fingerprint last computed, as four 32-bit words (for tests). */
export function lastFingerprint(): [number, number, number, number] {
  return [f1, f2, f3, f4];
}

export class UrlIndex {
  /** Per slot: four fingerprint words. */
  #prints: Uint32Array;
  /** Per slot: id + 1, or 0 when the slot is empty. */
  #ids: Uint32Array;
  #mask: number;
  #size = 0;
  readonly #seed: Uint32Array;
  /** Whether the last `add` added the key. */
  added = false;

  constructor(capacity = 1 << 12, seed?: Uint32Array) {
    let cap = 16;
    while (cap < capacity) cap *= 2;
    this.#prints = new Uint32Array(cap * 4);
    this.#ids = new Uint32Array(cap);
    this.#mask = cap - 1;
    this.#seed = seed ?? Uint32Array.from({ length: 4 }, () => Math.random() * 2 ** 32);
  }

  /** Keys held. */
  get size(): number {
    return this.#size;
  }

  /** Bytes of its typed arrays. */
  get bytes(): number {
    return this.#prints.byteLength + this.#ids.byteLength;
  }

  /** The key's id, or -1 when it was never added. */
  get(key: string): number {
    fingerprint(key, this.#seed);
    const slot = this.#find();
    return slot < 0 ? -1 : this.#ids[slot]! - 1;
  }

  /** The key's id, adding it (with the next id) when new; `added` says which. */
  add(key: string): number {
    fingerprint(key, this.#seed);
    const slot = this.#find();
    if (slot >= 0) {
      this.added = false;
      return this.#ids[slot]! - 1;
    }
    if ((this.#size + 1) * 4 > (this.#mask + 1) * 3) this.#grow();
    const id = this.#size++;
    this.#put(~this.#find(), id);
    this.added = true;
    return id;
  }

  /** The slot holding fingerprint f1…f4, or ~(the empty slot where it would go). */
  #find(): number {
    const prints = this.#prints;
    const ids = this.#ids;
    const mask = this.#mask;
    for (let slot = f1 & mask; ; slot = (slot + 1) & mask) {
      if (ids[slot] === EMPTY) return ~slot;
      const p = slot * 4;
      if (prints[p] === f1 && prints[p + 1] === f2 && prints[p + 2] === f3 && prints[p + 3] === f4) return slot;
    }
  }

  #put(slot: number, id: number): void {
    const p = slot * 4;
    this.#prints[p] = f1;
    this.#prints[p + 1] = f2;
    this.#prints[p + 2] = f3;
    this.#prints[p + 3] = f4;
    this.#ids[slot] = id + 1;
  }

  /** Double the table; f1…f4 are saved and restored around the rehash. */
  #grow(): void {
    const [s1, s2, s3, s4] = [f1, f2, f3, f4];
    const oldPrints = this.#prints;
    const oldIds = this.#ids;
    const cap = (this.#mask + 1) * 2;
    this.#prints = new Uint32Array(cap * 4);
    this.#ids = new Uint32Array(cap);
    this.#mask = cap - 1;
    for (let slot = 0; slot < oldIds.length; slot++) {
      const id = oldIds[slot]!;
      if (id === EMPTY) continue;
      const p = slot * 4;
      f1 = oldPrints[p]!;
      f2 = oldPrints[p + 1]!;
      f3 = oldPrints[p + 2]!;
      f4 = oldPrints[p + 3]!;
      this.#put(~this.#find(), id - 1);
    }
    f1 = s1;
    f2 = s2;
    f3 = s3;
    f4 = s4;
  }
}
