/**
 * The HTTP client: one undici Agent (a keep-alive pool per origin; HTTP/2 where an https host
 * chooses it; agent.ts, loaded with undici on the first request), redirects followed by hand so
 * every hop is recorded and gets its own headers (redirects.ts), a decoded-size body cap
 * (body.ts), and every per-URL failure turned into a value classified by its code
 * (errors.ts), never an exception.
 */
import { EventEmitter } from 'node:events';
import type { Agent, Dispatcher } from 'undici';
import type { ErrorCode, RedirectHop } from '../model/link.js';
import type { ClientOptions, ErrorOutcome, FetchOutcome, FetchRequest, ResponseHead, ResponseOutcome } from './types.js';
import { discard, readBody } from './body.js';
import { classifyError, type ClassifiedError } from './errors.js';
import { isHttp, nextHop, REDIRECT_STATUSES, withoutHash } from './redirects.js';
import { reasonPhrase } from '../support/status-text.js';

type Headers = Dispatcher.ResponseData['headers'];

const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** Default deadline for a whole fetch (all hops and the body), in multiples of the idle timeout. */
const DEADLINE_TIMEOUTS = 4;

interface Deadline {
  ms: number;
  fired: boolean;
  /** Aborts on the deadline or when the caller's signal aborts. */
  signal: FetchAbort;
}

/**
 * The abort signal undici gets for one fetch: an EventEmitter that emits `abort`, which undici accepts as well
 * as an AbortSignal (it reads `reason`; it must have no `aborted` property, or undici takes it for an
 * AbortSignal). An AbortController and EventTarget listeners per request were ~4% of a crawl's CPU.
 */
class FetchAbort extends EventEmitter {
  reason: unknown = undefined;
  #done = false;

  abort(reason: unknown): void {
    if (this.#done) return;
    this.#done = true;
    this.reason = reason;
    this.emit('abort');
  }
}

export class HttpClient {
  /** Created with the first request (`#agentNow`): a run that makes none loads no undici. */
  #agent: Agent | undefined;
  #agentLoading: Promise<Agent> | undefined;
  readonly #opts: ClientOptions;
  /** Headers sent on every hop; `headersFor` adds to (and may override) them. */
  readonly #baseHeaders: Readonly<Record<string, string>>;
  /** Fetches in flight per caller signal: one listener per signal aborts them all. */
  readonly #inFlight = new WeakMap<AbortSignal, Set<FetchAbort>>();
  #closed: Promise<void> | undefined;

  constructor(options: ClientOptions) {
    this.#opts = options;
    this.#baseHeaders = Object.freeze({
      'user-agent': options.userAgent,
      accept: DEFAULT_ACCEPT,
      'accept-encoding': ACCEPT_ENCODING,
    });
  }

  /** The agent, loaded and created on the first call; destroyed at once if the client was closed meanwhile. */
  #agentNow(): Agent | Promise<Agent> {
    if (this.#agent !== undefined) return this.#agent;
    this.#agentLoading ??= import('./agent.js').then(({ createAgent }) => {
      const agent = createAgent(this.#opts);
      if (this.#closed !== undefined) void agent.destroy().catch(() => undefined);
      this.#agent = agent;
      return agent;
    });
    return this.#agentLoading;
  }

  /**
   * Fetch one URL, following redirects. Resolves for every per-URL problem; never rejects.
   *
   * Besides the idle timeouts, the whole fetch (every hop and the body) has a deadline: a server
   * that drips a byte just inside the body timeout would otherwise hold the request, and the
   * run, for as long as it likes.
   */
  async fetch(req: FetchRequest): Promise<FetchOutcome> {
    const ms = this.#opts.deadline ?? DEADLINE_TIMEOUTS * this.#opts.timeout;
    const abort = new FetchAbort();
    const deadline: Deadline = { ms, fired: false, signal: abort };
    const timer = setTimeout(() => {
      deadline.fired = true;
      abort.abort(new Error(`response not complete within ${ms} ms`));
    }, ms);
    const unwatch = req.signal !== undefined ? this.#watch(req.signal, abort) : undefined;
    try {
      return await this.#fetch(req, deadline);
    } finally {
      clearTimeout(timer);
      unwatch?.();
    }
  }

  /** Abort `abort` when `signal` aborts, until the returned function is called. */
  #watch(signal: AbortSignal, abort: FetchAbort): () => void {
    if (signal.aborted) {
      abort.abort(signal.reason);
      return () => undefined;
    }
    let set = this.#inFlight.get(signal);
    if (set === undefined) {
      const fetches = new Set<FetchAbort>();
      signal.addEventListener(
        'abort',
        () => {
          for (const f of fetches) f.abort(signal.reason);
          fetches.clear();
        },
        { once: true },
      );
      this.#inFlight.set(signal, fetches);
      set = fetches;
    }
    set.add(abort);
    return () => set.delete(abort);
  }

  async #fetch(req: FetchRequest, deadline: Deadline): Promise<FetchOutcome> {
    const redirects: RedirectHop[] = [];
    let url: URL;
    try {
      url = new URL(req.url);
    } catch {
      return failure(req.url, redirects, { error: 'invalid-url', errorMessage: `invalid URL: ${req.url}` });
    }
    if (!isHttp(url)) {
      return failure(req.url, redirects, { error: 'invalid-url', errorMessage: `unsupported scheme ${url.protocol} in ${req.url}` });
    }

    let method: 'GET' | 'HEAD' = req.method;
    const origin = url.origin;
    const seen = new Set<string>([withoutHash(url)]);
    for (;;) {
      if (req.signal?.aborted) return failure(url.href, redirects, { error: 'network', errorMessage: 'aborted' });
      let res: Dispatcher.ResponseData;
      try {
        const agent = this.#agent ?? (await this.#agentNow());
        res = await agent.request({
          origin: url.origin,
          path: url.pathname + url.search,
          method,
          headers: this.#headersFor(url, url.origin === origin, req.headers),
          signal: deadline.signal,
        });
      } catch (err) {
        return failure(url.href, redirects, this.#classify(err, req.signal, deadline));
      }

      const status = res.statusCode;
      const setCookie = this.#opts.cookies !== undefined ? res.headers['set-cookie'] : undefined;
      if (setCookie !== undefined) this.#opts.cookies!.received(url, typeof setCookie === 'string' ? [setCookie] : setCookie);
      const location = REDIRECT_STATUSES.has(status) ? headerValue(res.headers, 'location') : undefined;
      if (location === undefined) return this.#finish(req, method, url, redirects, res, deadline);

      // A redirect: drain its body first so the socket can carry the next hop.
      await discard(res.body, this.#opts.timeout);
      redirects.push({ url: url.href, status });
      const hop = nextHop(url, status, location, seen, redirects.length, this.#opts.maxRedirects);
      if ('error' in hop) return failure(url.href, redirects, hop);
      const { next, key } = hop;
      seen.add(key);
      const known = req.known?.(key);
      if (known !== undefined) return { kind: 'known', status: known.status, finalUrl: next.href, redirects };
      if (status === 303) method = 'GET';
      url = next;
    }
  }

  /** Close the pool, destroying open sockets, so the process can exit at once. Idempotent. */
  close(): Promise<void> {
    this.#closed ??= (this.#agentLoading ?? Promise.resolve(undefined)).then((agent) => agent?.destroy()).catch(() => undefined);
    return this.#closed;
  }

  /**
   * One hop's headers: the base ones, the run's extra headers for its URL, and, only on the
   * origin the request started on (`firstOrigin`), the request's own headers and Basic
   * credentials; then the jar's cookies for its URL (a hop to another origin gets that origin's).
   */
  #headersFor(url: URL, firstOrigin: boolean, requestHeaders: Readonly<Record<string, string>> | undefined): Record<string, string> {
    const extra = this.#opts.headersFor?.(url);
    const own = firstOrigin ? requestHeaders : undefined;
    const auth = firstOrigin ? this.#opts.authFor?.(url) : undefined;
    const cookie = this.#opts.cookies?.header(url);
    if (extra === undefined && own === undefined && auth === undefined && cookie === undefined) return this.#baseHeaders;
    const headers: Record<string, string> = { ...this.#baseHeaders };
    for (const add of [extra, own]) {
      if (add === undefined) continue;
      for (const name of Object.keys(add)) headers[name.toLowerCase()] = add[name]!;
    }
    if (auth !== undefined) headers['authorization'] = auth;
    if (cookie !== undefined) headers['cookie'] = cookie;
    return headers;
  }

  async #finish(
    req: FetchRequest,
    method: 'GET' | 'HEAD',
    url: URL,
    redirects: RedirectHop[],
    res: Dispatcher.ResponseData,
    deadline: Deadline,
  ): Promise<FetchOutcome> {
    const status = res.statusCode;
    const contentType = headerValue(res.headers, 'content-type') ?? '';
    const head: ResponseHead = { status, statusText: res.statusText || reasonPhrase(status), contentType };
    const retryAfter = headerValue(res.headers, 'retry-after');
    if (retryAfter !== undefined) head.retryAfter = retryAfter;
    const botMarker = botMarkerOf(res.headers);
    if (botMarker !== undefined) head.botMarker = botMarker;
    if (REDIRECT_STATUSES.has(status)) head.noLocation = true;
    if (req.responseHeaders !== undefined) {
      const kept: Record<string, string> = {};
      for (const name of req.responseHeaders) {
        const v = headerValue(res.headers, name);
        if (v !== undefined) kept[name] = v;
      }
      head.headers = kept;
    }
    const out: ResponseOutcome = { kind: 'response', finalUrl: url.href, redirects, ...head };

    const wanted = req.readBody && method === 'GET' && (req.wantBody === undefined || req.wantBody(contentType));
    if (!wanted) {
      // Not awaited: the outcome does not depend on it, and a slow body must not hold the caller.
      void discard(res.body, this.#opts.timeout);
      return out;
    }
    try {
      const read = await readBody(res.body, headerValue(res.headers, 'content-encoding'), req.maxBodyBytes ?? this.#opts.maxBodyBytes);
      out.body = read.bytes;
      if (read.truncated) out.truncated = true;
      return out;
    } catch (err) {
      res.body.destroy();
      // The head came, the body did not: an error, its status kept beside it.
      return { ...failure(url.href, redirects, this.#classify(err, req.signal, deadline)), head };
    }
  }

  #classify(err: unknown, signal: AbortSignal | undefined, deadline?: Deadline): ClassifiedError {
    if (signal?.aborted) return { error: 'network', errorMessage: 'aborted' };
    if (deadline?.fired) return { error: 'timeout', errorMessage: `response not complete within ${deadline.ms} ms` };
    return classifyError(err, this.#opts.timeout);
  }
}

function failure(finalUrl: string, redirects: RedirectHop[], f: { error: ErrorCode; systemCode?: string; errorMessage: string }): ErrorOutcome {
  const out: ErrorOutcome = { kind: 'error', finalUrl, redirects, error: f.error, errorMessage: f.errorMessage };
  if (f.systemCode !== undefined) out.systemCode = f.systemCode;
  return out;
}

/** The response headers bot walls mark their challenges with (read by check/blocked.ts). */
const BOT_MARKER_HEADERS = ['cf-mitigated', 'x-amzn-waf-action'];

function botMarkerOf(headers: Headers): string | undefined {
  for (const name of BOT_MARKER_HEADERS) {
    const v = headerValue(headers, name);
    if (v !== undefined) return `${name}: ${v.trim().toLowerCase()}`;
  }
  return undefined;
}

/** A response header as one string (the first value when repeated), or undefined. */
function headerValue(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  if (v === undefined) return undefined;
  return Array.isArray(v) ? v[0] : v;
}
