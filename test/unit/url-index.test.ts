import { describe, expect, it } from 'vitest';
import { fingerprint, lastFingerprint, UrlIndex } from '../../src/crawl/frontier/url-index.js';

const seed = (a: number) => new Uint32Array([a, a + 1, a + 2, a + 3]);
const print = (s: string, sd = seed(1)) => {
  fingerprint(s, sd);
  return lastFingerprint().join(',');
};

describe('UrlIndex', () => {
  it('gives each distinct key one id, in the order added, and finds it again, through many doublings', () => {
    // Starts at 16 slots: 100,000 keys take 13 doublings. Keys differ in one or two characters.
    const index = new UrlIndex(16);
    const n = 100_000;
    const key = (i: number) => `http://127.0.0.1:8080/q/${i % 2000}/${i}-leaf-page`;
    const wrong: string[] = [];
    for (let i = 0; i < n; i++) if (index.add(key(i)) !== i || !index.added) wrong.push(`add ${i}`);
    expect(index.size).toBe(n);
    for (let i = 0; i < n; i += 3) {
      if (index.add(key(i)) !== i || index.added) wrong.push(`again ${i}`);
      if (index.get(key(i)) !== i) wrong.push(`get ${i}`);
    }
    // Keys never added are absent (a false "seen" would lose a URL's verdict).
    for (let i = n; i < 2 * n; i++) if (index.get(key(i)) !== -1) wrong.push(`absent ${i}`);
    expect(wrong).toEqual([]);
    expect(index.get('')).toBe(-1);
  });

  it('tells apart keys that differ only in length, a trailing NUL, case, or the order of code units', () => {
    const keys = [
      '',
      'a',
      'a\0',
      'a\0\0',
      'A',
      'ab',
      'ba',
      'abcdefgh',
      'abcdefgh\0',
      'abcdefg',
      'é',
      'e\u0301',
      '\u{1F600}',
      '\uD83D',
      'x'.repeat(4096),
      `${'x'.repeat(4095)}y`,
    ];
    const index = new UrlIndex();
    for (const k of keys) index.add(k);
    expect(index.size).toBe(keys.length);
    expect(keys.map((k) => index.get(k))).toEqual(keys.map((_, i) => i));
  });

  it('fingerprints are MurmurHash3 x86_128 as first written (known answers, so a faster rewrite stays the same hash)', () => {
    const sd = new Uint32Array([1, 2, 3, 4]);
    expect(print('', sd)).toBe('3142910854,937275641,1360036120,2067847031');
    expect(print('a', sd)).toBe('1833043212,325245889,325326127,3894430859');
    expect(print('http://127.0.0.1:8080/docs/index.html', sd)).toBe('1843788716,776236905,2857310765,3424664060');
    expect(print('\u00e9\u{1F600}x'.repeat(3), sd)).toBe('1249057705,3881649948,985240193,1906340448');
  });

  it('fingerprints depend on the seed, which is random per index', () => {
    expect(print('http://example.com/')).toBe(print('http://example.com/'));
    expect(print('http://example.com/', seed(1))).not.toBe(print('http://example.com/', seed(2)));
    // Two indexes made without a seed hash the same key differently.
    const a = new UrlIndex();
    const b = new UrlIndex();
    a.add('k');
    b.add('k');
    expect(a.get('k')).toBe(0);
    expect(b.get('k')).toBe(0);
  });

  it('spreads one-character changes over all 128 bits (no fixed word, no bias in any bit)', () => {
    const ones = new Array<number>(128).fill(0);
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      fingerprint(`http://h/p?${i}`, seed(7));
      lastFingerprint().forEach((w, j) => {
        for (let b = 0; b < 32; b++) ones[j * 32 + b]! += (w >>> b) & 1;
      });
    }
    // Each bit is 1 about half the time: 10,000 ± 5σ (σ ≈ 71).
    for (const c of ones) expect(Math.abs(c - n / 2)).toBeLessThan(360);
  });

  it('costs about 20 bytes a slot, at a load of at most 3/4', () => {
    const index = new UrlIndex(16);
    for (let i = 0; i < 100_000; i++) index.add(`u${i}`);
    const slots = index.bytes / 20;
    expect(index.size / slots).toBeLessThanOrEqual(0.75);
    expect(index.size / slots).toBeGreaterThan(0.37);
  });
});
