/**
 * GitHub links judged through the GitHub REST API (github-links.ts says which links, by which
 * request). github.com rate-limits anonymous page requests hard; the API answers a token's
 * requests by the thousand per hour and says where its limits stand in every response.
 *
 * The token goes only to the API's origin: the client adds it to the hops of a request whose
 * origin is the API's (a redirect elsewhere goes without it), never to github.com or any
 * other host.
 *
 * Rate limits (GitHub's "best practices for using the REST API"): `x-ratelimit-remaining: 0`
 * pauses every API request until `x-ratelimit-reset`; a 403 or 429 that is a rate limit
 * (`retry-after`, or no requests remaining, or a 429) pauses them for `retry-after` seconds,
 * or until the reset, or else at least a minute, and the link is asked again. A pause longer
 * than `retry-after-max` is not waited out: the links are checked on the web as without a
 * token. So is a link the API could not judge (a 5xx, a network error, a 403 that is no rate
 * limit), and every link after a 401 (the token was refused).
 */
import type { HttpClient } from './client.js';
import { parseRetryAfter } from './retry.js';
import { headOf } from '../model/outcome.js';
import type { FetchOutcome, ResponseOutcome } from './types.js';
import { apiTargetOf, webHostOf, type ApiTarget } from './github-links.js';
import { sleep } from '../support/sleep.js';
import { reasonPhrase } from '../support/status-text.js';

/** The pause after a secondary rate limit that says nothing of how long (GitHub: "at least one minute"). */
const SECONDARY_PAUSE_MS = 60_000;
/** Attempts of one link through the API before it goes to the web. */
const MAX_ATTEMPTS = 3;
const RATE_HEADERS = ['x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'] as const;

export interface GitHubApiOptions {
  /** The API root, e.g. `https://api.github.com` or `https://HOST/api/v3`. */
  apiUrl: string;
  token: string;
  /** Longest pause waited out before a link goes to the web instead. */
  maxWaitMs: number;
  /** Clock (tests). @default Date.now */
  now?: () => number;
}

/** Pure: how long the API asks to be left alone after this response (0 = not at all), and whether the request must be made again. */
export function rateLimitPause(status: number | undefined, headers: Readonly<Record<string, string>>, now: number): { pauseMs: number; limited: boolean } {
  const remaining = headers['x-ratelimit-remaining']?.trim();
  const reset = Number(headers['x-ratelimit-reset']);
  const untilReset = remaining === '0' && Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined;
  const retryAfter = parseRetryAfter(headers['retry-after'], now);
  const limited = (status === 403 || status === 429) && (retryAfter !== undefined || remaining === '0' || status === 429);
  if (limited) return { pauseMs: retryAfter ?? untilReset ?? SECONDARY_PAUSE_MS, limited };
  return { pauseMs: untilReset ?? 0, limited: false };
}

export class GitHubApi {
  readonly #client: HttpClient;
  readonly #opts: GitHubApiOptions;
  readonly #apiUrl: URL;
  /** The host whose links the API judges (none: the API judges nothing, see webHostOf). */
  readonly #webHost: string | undefined;
  readonly #headers: Record<string, string>;
  readonly #now: () => number;
  /** Epoch ms before which no API request goes out. */
  #pausedUntil = 0;
  /** Set after a 401: the token is not accepted, every link goes to the web. */
  #refused = false;
  /** API requests made. */
  requests = 0;
  /** Links handed to the web check instead, by why. */
  readonly #toWeb = new Map<string, number>();

  constructor(client: HttpClient, opts: GitHubApiOptions) {
    this.#client = client;
    this.#opts = opts;
    this.#apiUrl = new URL(opts.apiUrl.endsWith('/') ? opts.apiUrl : `${opts.apiUrl}/`);
    this.#webHost = webHostOf(this.#apiUrl);
    this.#now = opts.now ?? Date.now;
    this.#headers = {
      authorization: `Bearer ${opts.token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
    };
  }

  /** The API request that judges this link, if the API judges it. */
  targetOf(url: string): ApiTarget | undefined {
    if (this.#refused || this.#webHost === undefined) return undefined;
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return undefined;
    }
    return apiTargetOf(u, this.#webHost);
  }

  /**
   * The verdict's outcome for a link, attributed to the link (its `finalUrl` is the link, or
   * where the API says it moved); undefined when the link is to be checked on the web.
   */
  async check(url: string, target: ApiTarget, signal: AbortSignal): Promise<FetchOutcome | undefined> {
    const api = new URL(target.path.slice(1), this.#apiUrl).href;
    for (let attempt = 1; ; attempt++) {
      const wait = this.#pausedUntil - this.#now();
      if (wait > this.#opts.maxWaitMs) return this.#web(`the API's rate limit pauses it for ${Math.ceil(wait / 1000)} s, longer than retry-after-max`);
      if (wait > 0 && !(await sleep(wait, signal))) return undefined;
      if (this.#refused) return undefined;
      this.requests++;
      const out = await this.#client.fetch({
        url: api,
        method: 'GET',
        readBody: true,
        wantBody: (ct) => /json/i.test(ct),
        signal,
        headers: this.#headers,
        responseHeaders: RATE_HEADERS,
      });
      if (signal.aborted) return undefined;
      // A head whose body then failed still says the status and the rate limit.
      const head = headOf(out);
      const { pauseMs, limited } = rateLimitPause(head?.status, head?.headers ?? {}, this.#now());
      if (pauseMs > 0) this.#pausedUntil = Math.max(this.#pausedUntil, this.#now() + pauseMs);
      if (limited) {
        if (attempt >= MAX_ATTEMPTS) return this.#web(`the API still answered HTTP ${head?.status} (rate limit) after ${attempt} attempts`);
        continue;
      }
      if (head?.status === 401) {
        this.#refused = true;
        return this.#web('the API refused the token (HTTP 401)');
      }
      if (out.kind === 'error') return this.#web(head !== undefined ? `the API answered HTTP ${head.status}` : `the API could not be reached (${out.error})`);
      if (out.kind !== 'response' || out.status >= 500 || out.status === 403) return this.#web(`the API answered HTTP ${out.status}`);
      return this.#outcome(url, target, api, out);
    }
  }

  /** Why links went to the web instead of the API, one line each (for the report's notes). */
  notes(): string[] {
    return [...this.#toWeb].map(([why, n]) => `github-api: ${n} GitHub link${n === 1 ? '' : 's'} checked on the web instead: ${why}`);
  }

  #web(why: string): undefined {
    this.#toWeb.set(why, (this.#toWeb.get(why) ?? 0) + 1);
    return undefined;
  }

  /** The API's answer as the link's outcome: its status, said to come from the API; a rename or transfer as a move. */
  #outcome(url: string, target: ApiTarget, api: string, out: ResponseOutcome): ResponseOutcome {
    const via = `(${target.kind} checked through the GitHub API: GET ${new URL(api).pathname})`;
    const status = out.status;
    const result: ResponseOutcome = {
      kind: 'response',
      status,
      statusText: `${out.statusText || reasonPhrase(status)} ${via}`.trim(),
      finalUrl: url,
      redirects: [],
      contentType: out.contentType,
    };
    const permanent = out.redirects.find((h) => h.status === 301 || h.status === 308);
    if (status >= 200 && status < 300 && permanent !== undefined) {
      const moved = htmlUrlOf(out.body, this.#webHost);
      if (moved !== undefined && moved !== url) {
        result.redirects = [{ url, status: permanent.status }];
        result.finalUrl = moved;
      }
    }
    return result;
  }
}

/** The `html_url` of an API object, when it is a link on the web host. */
function htmlUrlOf(body: Uint8Array | undefined, webHost: string | undefined): string | undefined {
  if (body === undefined) return undefined;
  try {
    const value = (JSON.parse(Buffer.from(body).toString('utf8')) as { html_url?: unknown }).html_url;
    if (typeof value !== 'string') return undefined;
    const u = new URL(value);
    return u.hostname === webHost ? u.href : undefined;
  } catch {
    return undefined;
  }
}
