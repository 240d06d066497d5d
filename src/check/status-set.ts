import { UsageError } from '../errors.js';

/**
 * A set of HTTP statuses written as `200-299,304` (ranges and single codes, comma or
 * space separated). Parsed once; `has` is a few comparisons.
 */
export class StatusSet {
  private constructor(private readonly ranges: ReadonlyArray<readonly [number, number]>) {}

  static parse(text: string, input: string): StatusSet {
    const parts = text.split(/[\s,]+/).filter((p) => p !== '');
    const ranges: Array<[number, number]> = [];
    for (const p of parts) {
      const m = /^(\d{3})(?:-(\d{3}))?$/.exec(p);
      const lo = m ? Number(m[1]) : NaN;
      const hi = m ? Number(m[2] ?? m[1]) : NaN;
      if (!m || lo < 100 || hi > 599 || lo > hi) {
        throw new UsageError(input, `expected HTTP statuses such as "200-299,304" (codes 100-599, ranges low-high), got "${p}"`);
      }
      ranges.push([lo, hi]);
    }
    return new StatusSet(ranges);
  }

  has(status: number): boolean {
    for (const [lo, hi] of this.ranges) if (status >= lo && status <= hi) return true;
    return false;
  }

  toString(): string {
    return this.ranges.map(([lo, hi]) => (lo === hi ? `${lo}` : `${lo}-${hi}`)).join(',');
  }
}
