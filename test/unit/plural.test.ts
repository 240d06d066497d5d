/** Counts in messages: thousands separators written without ICU, exactly as `toLocaleString('en-US')` writes them. */
import { describe, expect, it } from 'vitest';
import { plural, thousands } from '../../src/support/plural.js';

describe('thousands', () => {
  it('groups integers as en-US does', () => {
    const samples = [0, 1, 12, 999, 1000, 1001, 9999, 12345, 100000, 999999, 1000000, 1234567, 10485760, 2 ** 31, 2 ** 32 + 7, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n *= 7) samples.push(n, n + 1);
    for (const n of samples) {
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
      expect(thousands(-n)).toBe((-n).toLocaleString('en-US'));
    }
    expect(thousands(1234567)).toBe('1,234,567');
  });

  it('leaves what is not a safe integer to toLocaleString', () => {
    for (const n of [-0, 0.5, 1234.5678, 1e21, 2 ** 53 + 2, Number.NaN, Infinity, -Infinity]) expect(thousands(n)).toBe(n.toLocaleString('en-US'));
  });

  it('says the noun that goes with the count', () => {
    expect(plural(1, 'place')).toBe('1 place');
    expect(plural(2000, 'entry', 'entries')).toBe('2,000 entries');
  });
});
