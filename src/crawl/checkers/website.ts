/**
 * A website's URL over HTTP. The site's own URLs: GET (the body read when it may be parsed).
 * Others: HEAD, then GET when the HEAD failed in a way a GET may not (check/head-fallback.ts);
 * a host whose HEADs GETs have contradicted gets GET at once for its other URLs (HEAD memory).
 * The GET after a HEAD is a request of its own: the check answers `next: 'get'`, and the run
 * queues the URL again in its host's lane, so the GET waits out the host's pause (a Retry-After
 * another URL got meanwhile) and counts in its window; its next check is the GET.
 */
import type { Fetcher, FetchOutcome, FetchRequest } from '../../http/types.js';
import type { Entry } from '../../model/entry.js';
import { getAfterHead, HeadRefusals } from '../../check/head-fallback.js';
import type { StatusSet } from '../../check/status-set.js';
import { httpsTwinToAsk, httpsWorks, type RequireHttps } from '../../check/https.js';
import { siteKeyOfHref } from '../frontier/url.js';
import type { Checked, Checker } from './checker.js';
import { monotonicMs } from '../../support/clock.js';

export interface WebsitePolicy {
  accept: Pick<StatusSet, 'has'>;
  /** For a site's own URL: whether to read its body (it may be parsed, or mirrored). */
  readsBody: (entry: Readonly<Entry>) => boolean;
  /** Which content types' bodies are worth reading (HTML; and CSS with check-css). */
  wantBody: (contentType: string) => boolean;
  /** A status this run already knows for a redirect target (see FetchRequest.known). */
  known: (key: string, from: Readonly<Entry>) => { status: number } | undefined;
  /** Whether the entry's host was marked slow (its URLs get one attempt). */
  slow: (entry: Readonly<Entry>) => boolean;
  /** `require-https`: whether a working external http:// link's https:// URL is asked too. */
  requireHttps: RequireHttps;
}

export class WebsiteChecker implements Checker {
  /** Hosts whose HEADs GETs have contradicted: their URLs go straight to GET. */
  readonly #headRefusals = new HeadRefusals();
  /** URLs whose HEAD failed with a status or hung, waiting for the GET that may contradict it. */
  readonly #headFailed = new Set<string>();

  constructor(
    private readonly client: Fetcher,
    private readonly policy: WebsitePolicy,
  ) {}

  async check(entry: Readonly<Entry>, signal: AbortSignal): Promise<Checked> {
    const t0 = monotonicMs();
    const known = (key: string) => this.policy.known(key, entry);
    if (entry.internal) {
      // The site's own URLs (most of a crawl's requests): one GET, its answer built once (no copy of `#fetch`'s).
      const { outcome, latencyMs } = await this.#fetch({
        url: entry.url,
        method: 'GET',
        readBody: this.policy.readsBody(entry),
        wantBody: this.policy.wantBody,
        signal,
        known,
      });
      return { outcome, latencyMs, method: 'get', requests: 1, ms: monotonicMs() - t0 };
    }
    const { accept } = this.policy;
    const host = siteKeyOfHref(entry.url);
    // The GET after this URL's failed HEAD; a URL whose HEAD already failed once goes straight
    // to GET on a retry, as do the URLs of a host whose HEADs GETs have contradicted.
    const skipHead = this.#headRefusals.skipHead(host);
    if (entry.method !== 'head+get' && !skipHead) {
      const head = await this.#fetch({ url: entry.url, method: 'HEAD', readBody: false, signal, known });
      const done: Checked = { ...head, method: 'head', requests: 1, ms: monotonicMs() - t0 };
      const answer = head.outcome;
      if (signal.aborted || !getAfterHead(answer, accept)) {
        if (answer.kind !== 'error' && accept.has(answer.status)) this.#headRefusals.headPassed(host);
        return this.#withHttps(entry, done, signal);
      }
      const timedOut = answer.kind === 'error' && answer.error === 'timeout';
      // A host already known slow had its one attempt: a GET would only wait out the timeout again.
      if (timedOut && this.policy.slow(entry)) return done;
      // A HEAD that failed with a status or hung while the GET answers: the host mishandles HEAD.
      if (answer.kind !== 'error' || timedOut) this.#headFailed.add(entry.url);
      return { ...done, next: 'get' };
    }
    const get = await this.#fetch({ url: entry.url, method: 'GET', readBody: false, signal, known });
    if (this.#headFailed.delete(entry.url) && get.outcome.kind !== 'error' && accept.has(get.outcome.status)) this.#headRefusals.getPassedAfterHead(host);
    const method = skipHead && entry.method !== 'head+get' ? 'get' : 'head+get';
    return this.#withHttps(entry, { ...get, method, requests: 1, ms: monotonicMs() - t0 }, signal);
  }

  /** `require-https`: a working http link's https URL, asked with one GET (body unread); the answer says it when it works. */
  async #withHttps(entry: Readonly<Entry>, done: Checked, signal: AbortSignal): Promise<Checked> {
    const twin = httpsTwinToAsk(entry.url, done.outcome, this.policy.accept, this.policy.requireHttps);
    if (twin === undefined || signal.aborted) return done;
    const t0 = monotonicMs();
    const answer = await this.client.fetch({ url: twin, method: 'GET', readBody: false, signal });
    const checked: Checked = { ...done, requests: done.requests + 1, ms: (done.ms ?? 0) + monotonicMs() - t0 };
    return httpsWorks(answer) ? { ...checked, https: twin } : checked;
  }

  async #fetch(req: FetchRequest): Promise<{ outcome: FetchOutcome; latencyMs: number }> {
    const t0 = monotonicMs();
    const outcome = await this.client.fetch(req);
    return { outcome, latencyMs: monotonicMs() - t0 };
  }
}
