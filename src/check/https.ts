/**
 * `--require-https`: an `http://` link whose `https://` URL (the same host, port, path and query)
 * answers 2xx, and ends on https, is worth fixing: reported with the https URL as a warning or
 * dead (`linkspider fix` rewrites it). Only external links are asked (the site's own scheme is
 * the user's start URL's), only when the http link itself works and stays on http. Pure.
 */
import type { FetchOutcome } from '../model/outcome.js';
import type { StatusSet } from './status-set.js';
import type { Judgement } from './verdict.js';

/** `require-https` (options' `RequireHttps`): what a working http link with a working https URL is. */
export type RequireHttps = 'off' | 'warn' | 'dead';

/** The https URL to ask for an http link that passed; undefined when there is nothing to ask. */
export function httpsTwinToAsk(url: string, answer: FetchOutcome, accept: Pick<StatusSet, 'has'>, policy: RequireHttps): string | undefined {
  if (policy === 'off' || !url.startsWith('http://') || answer.kind === 'error') return undefined;
  if (!accept.has(answer.status) || !answer.finalUrl.startsWith('http://')) return undefined;
  return `https://${url.slice('http://'.length)}`;
}

/** Whether the https URL's answer counts: a 2xx that ended on https (a redirect back to http does not). */
export function httpsWorks(answer: FetchOutcome): boolean {
  return answer.kind === 'response' && answer.status >= 200 && answer.status < 300 && answer.finalUrl.startsWith('https://');
}

/** The verdict of a working http link whose https URL works too: `require-https` says what it is, with that URL. */
export function withHttps(v: Judgement, https: string | undefined, policy: RequireHttps): Judgement & { https?: string } {
  if (https === undefined || policy === 'off' || v.state !== 'ok') return v;
  return { ...v, state: policy, reason: `http:// link: the https:// URL works (${https})`, https };
}
