import { STATUS_CODES } from 'node:http';
import type { ClassVerdict, ErrorCode, LinkState } from '../model/link.js';
import type { StatusSet } from './status-set.js';
import { blockedBy } from './blocked.js';

export interface VerdictInput {
  status?: number;
  statusText?: string;
  error?: ErrorCode;
  errorMessage?: string;
  botMarker?: string;
  noLocation?: true;
}

export interface VerdictPolicy {
  accept: StatusSet;
  warnOn: StatusSet;
  /** What a bot wall's answer ends as. */
  blocked: ClassVerdict;
}

export interface Verdict {
  state: Exclude<LinkState, 'skipped'>;
  reason: string;
  /** A bot wall answered (see check/blocked.ts); `state` is what `policy.blocked` makes of it. */
  blocked?: true;
}

const ERROR_REASON: Record<ErrorCode, string> = {
  timeout: 'timeout',
  refused: 'connection refused',
  reset: 'connection reset',
  dns: 'host not found (DNS)',
  tls: 'TLS error',
  'redirect-loop': 'redirect loop',
  'too-many-redirects': 'too many redirects',
  'unsupported-redirect': 'redirect to an unsupported scheme',
  'invalid-url': 'invalid URL',
  protocol: 'malformed HTTP response',
  'missing-fragment': 'fragment not found on the page',
  'missing-file': 'file not found in the repository',
  network: 'network error',
  unfinished: 'no response before the run stopped',
};

/** Pure: a response (or error) plus policy → ok, warn or dead, with a reason a person can read. */
export function verdict(input: VerdictInput, policy: VerdictPolicy): Verdict {
  if (input.error !== undefined) {
    const base = ERROR_REASON[input.error];
    const reason = input.errorMessage ? `${base}: ${input.errorMessage}` : base;
    return { state: 'dead', reason };
  }
  const status = input.status ?? 0;
  let reason = statusReason(status, input.statusText);
  if (input.noLocation) reason += ' without a Location header (not followed)';
  if (policy.accept.has(status)) return { state: 'ok', reason };
  const wall = blockedBy(input);
  if (wall !== undefined) return { state: policy.blocked, reason: `blocked: ${wall}: ${reason}`, blocked: true };
  if (policy.warnOn.has(status)) return { state: 'warn', reason };
  return { state: 'dead', reason };
}

export function statusReason(status: number, statusText?: string): string {
  const text = statusText || STATUS_CODES[status] || '';
  return text ? `HTTP ${status} ${text}` : `HTTP ${status}`;
}
