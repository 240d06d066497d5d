import type { ClassVerdict, ErrorCode, LinkState } from '../model/link.js';
import { headOf, type FetchOutcome } from '../model/outcome.js';
import type { MovedTo } from '../model/entry.js';
import { statusVerdict, type StatusPolicy } from './status-set.js';
import { blockedBy } from './blocked.js';
import { goneToHome, goneToHomeReason } from './soft-404.js';
import { reasonPhrase } from '../support/status-text.js';

export interface VerdictPolicy extends StatusPolicy {
  /** What a bot wall's answer ends as. */
  blocked: ClassVerdict;
}

export interface Verdict {
  /** `skipped`: a status `--status` says to skip (`CODE:skip`); neither dead nor a warning. */
  state: LinkState;
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

/** Pure: an outcome (a response, a known status or an error) plus policy → ok, warn, dead or skipped, with a reason a person can read. */
export function verdict(input: FetchOutcome, policy: VerdictPolicy): Verdict {
  if (input.kind === 'error') {
    const base = ERROR_REASON[input.error];
    const reason = input.errorMessage ? `${base}: ${input.errorMessage}` : base;
    return { state: 'dead', reason };
  }
  const { status } = input;
  let reason = statusReason(status, input.kind === 'response' ? input.statusText : undefined);
  if (input.kind === 'response' && input.noLocation) reason += ' without a Location header (not followed)';
  const said = statusVerdict(status, policy);
  if (said === 'ok') return { state: 'ok', reason };
  if (said === 'skip') return { state: 'skipped', reason };
  // A bot wall's answer is judged by `blocked`, unless `--status` names its status (`accept` beat it above).
  const wall = blockedBy(input);
  if (wall !== undefined && !policy.status?.some((r) => r.codes.has(status)))
    return { state: policy.blocked, reason: `blocked: ${wall}: ${reason}`, blocked: true };
  return { state: said, reason };
}

export function statusReason(status: number, statusText?: string): string {
  const text = statusText || reasonPhrase(status);
  return text ? `HTTP ${status} ${text}` : `HTTP ${status}`;
}

/** An outcome (where it ended and its redirects included), and the URL it is for. */
export type JudgeInput = FetchOutcome & {
  /** The URL asked for. */
  url: string;
  /** Found as a link (not a start URL): only then may it be a soft 404. */
  linked: boolean;
};

export interface JudgePolicy extends VerdictPolicy {
  /** What a working link through a permanent redirect (301/308) ends as (`--redirects`). */
  moved: ClassVerdict;
  /** What a soft 404 (redirected to a home page or section root, check/soft-404.ts) ends as (`--gone-to-home`). */
  goneToHome: ClassVerdict;
}

/** A verdict with everything the crawl records of it. */
export interface Judgement extends Verdict {
  /** A working link through a permanent redirect: where it ends and the first permanent status. */
  moved?: MovedTo;
  /** A soft 404: the home page or section root its redirects ended on. */
  goneToHome?: string;
  /**
   * What the verdict cache keeps: the response's own verdict, before `moved` judged the
   * redirect; for a soft 404, what it ends as (so a later run checks it again).
   */
  answered: Verdict['state'];
}

/** Where a link's redirect chain ends when it has a permanent redirect (301/308), else undefined. */
export function movedTo(input: Pick<JudgeInput, 'finalUrl' | 'redirects'>): MovedTo | undefined {
  const hop = input.redirects.find((h) => h.status === 301 || h.status === 308);
  return hop === undefined ? undefined : { to: input.finalUrl, status: hop.status };
}

/**
 * Pure: the final verdict of one URL from its last answer. `verdict`, then a working link whose
 * redirects end on a home page or section root is a soft 404 (never moved), judged by
 * `policy.goneToHome`; else one that works through a permanent redirect is listed as moved and
 * judged by `policy.moved`.
 */
export function judge(input: JudgeInput, policy: JudgePolicy): Judgement {
  const v = verdict(input, policy);
  const gone = v.state === 'ok' && input.linked ? goneToHome(input.url, input.finalUrl, input.redirects.length > 0) : undefined;
  if (gone !== undefined) return { state: policy.goneToHome, reason: goneToHomeReason(gone), goneToHome: gone.to, answered: policy.goneToHome };
  const moved = v.state === 'ok' ? movedTo(input) : undefined;
  if (moved === undefined) return { ...v, answered: v.state };
  const reason = policy.moved === 'ok' ? v.reason : `moved permanently (HTTP ${moved.status}) to ${moved.to}`;
  return { state: policy.moved, reason, moved, answered: v.state };
}

/**
 * What an attempt that will be retried ended with, said in the report when the run stops
 * before the retry settles: its reason, and the host's `Retry-After` when it gave one.
 */
export function attemptReason(input: FetchOutcome, policy: VerdictPolicy): string {
  const reason = verdict(input, policy).reason;
  const ra = headOf(input)?.retryAfter?.trim();
  const after = ra !== undefined && ra !== '' ? `, Retry-After ${ra.slice(0, 64)}${/^\d+$/.test(ra) ? ' s' : ''}` : '';
  return `${reason}${after}`;
}

/** The reason of a URL settled from the verdict cache (a fresh ok verdict of an earlier run). */
export const FROM_CACHE_REASON = 'ok (from cache)';

/** Why a URL of a host whose name does not resolve was settled without a request: the answer another URL of the host got. */
export function hostUnresolvedMessage(answer: string): string {
  return `${answer} (for another URL of the host), so not requested`;
}

/** Why a URL of a host marked down was settled as refused without a request. */
export function hostDownMessage(refusals: number): string {
  return `host down: ${refusals} connections in a row refused or reset, so not requested`;
}
