/**
 * Outcomes in tests (src/model/outcome.ts). The pure policies' tests build them: `response`,
 * `known` and `failed`, with only the fields a test names. The client's tests read them with
 * `fields`: the kind and everything the outcome says as one record, a failed body's head included.
 */
import type { ErrorCode } from '../../src/model/link.js';
import type { ErrorOutcome, FetchOutcome, KnownOutcome, ResponseOutcome } from '../../src/model/outcome.js';

const URL_ASKED = 'https://a.test/x';

export function response(status: number, over: Partial<Omit<ResponseOutcome, 'kind'>> = {}): ResponseOutcome {
  return { kind: 'response', status, statusText: '', contentType: '', finalUrl: URL_ASKED, redirects: [], ...over };
}

export function known(status: number, over: Partial<Omit<KnownOutcome, 'kind'>> = {}): KnownOutcome {
  return { kind: 'known', status, finalUrl: URL_ASKED, redirects: [], ...over };
}

export function failed(error: ErrorCode, over: Partial<Omit<ErrorOutcome, 'kind'>> = {}): ErrorOutcome {
  return { kind: 'error', error, errorMessage: '', finalUrl: URL_ASKED, redirects: [], ...over };
}

/** Every field an outcome can have, optional, beside its kind. */
export type OutcomeFields = Pick<FetchOutcome, 'kind' | 'finalUrl' | 'redirects'> &
  Partial<Omit<ResponseOutcome, 'kind' | 'finalUrl' | 'redirects'> & Omit<ErrorOutcome, 'kind' | 'finalUrl' | 'redirects' | 'head'>>;

/** The outcome as one record: its kind and fields, and for a body that failed after its head, the head's fields beside the error. */
export function fields(outcome: FetchOutcome): OutcomeFields {
  if (outcome.kind !== 'error' || outcome.head === undefined) return outcome;
  const { head, ...rest } = outcome;
  return { ...head, ...rest };
}
