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

/** What a final status counts as (`--status`): `skip` settles the URL as skipped, neither dead nor a warning. */
export type StatusVerdict = 'ok' | 'warn' | 'skip' | 'dead';
export const STATUS_VERDICTS: readonly StatusVerdict[] = ['ok', 'warn', 'skip', 'dead'];

/** One `--status` value: statuses and what they count as. */
export interface StatusRule {
  codes: StatusSet;
  verdict: StatusVerdict;
}

/**
 * `403:skip`, `500-599:warn`, `200-299,304:ok`, `4xx:warn` (a class of statuses); `error` is `dead` (linkinator's
 * word). A UsageError naming `input` otherwise.
 */
export function parseStatusRule(text: string, input: string): StatusRule {
  const colon = text.lastIndexOf(':');
  const word = text
    .slice(colon + 1)
    .trim()
    .toLowerCase();
  const verdict = (word === 'error' ? 'dead' : word) as StatusVerdict;
  if (colon === -1 || !STATUS_VERDICTS.includes(verdict)) {
    throw new UsageError(input, `expected CODE[-CODE]:ok|warn|skip|dead such as "403:skip" or "500-599:warn", got "${text}"`);
  }
  const codes = text
    .slice(0, colon)
    .trim()
    .replace(/\b([1-5])xx\b/gi, '$100-$199');
  if (codes === '') throw new UsageError(input, `expected statuses before ":${word}" such as "403:${word}", got "${text}"`);
  return { codes: StatusSet.parse(codes, input), verdict };
}

/** The statuses options: `accept`, `warn-on` (the older spelling of `ok` and `warn` rules) and `status`. */
export interface StatusPolicy {
  accept: StatusSet;
  warnOn: StatusSet;
  /** `--status` rules, in the order given; absent = none. */
  status?: readonly StatusRule[];
}

/**
 * What a final status counts as, from one table: `accept` as `ok` rules, `warn-on` as `warn` rules, then the
 * `--status` rules in order; the last rule that names a status wins (so `--status 429:dead` overrides the
 * default `warn-on` 429). A status no rule names is dead.
 */
export function statusVerdict(status: number, policy: StatusPolicy): StatusVerdict {
  const rules = policy.status ?? [];
  for (let i = rules.length - 1; i >= 0; i--) if (rules[i]!.codes.has(status)) return rules[i]!.verdict;
  if (policy.warnOn.has(status) && !policy.accept.has(status)) return 'warn';
  return policy.accept.has(status) ? 'ok' : 'dead';
}

/** The ok statuses of a policy, as a set (`has`): what a page must answer to be parsed, a HEAD to need no GET. */
export function okStatuses(policy: StatusPolicy): Pick<StatusSet, 'has'> {
  if (policy.status === undefined || policy.status.length === 0) return policy.accept;
  return { has: (status: number) => statusVerdict(status, policy) === 'ok' };
}
