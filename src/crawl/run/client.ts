/**
 * The run's fetchers: the HTTP client with the options' limits and what each request may carry
 * (extra headers, Basic credentials, the cookie jar), and a folder check's client.
 */
import type { Options } from '../../options.js';
import { HttpClient } from '../../http/client.js';
import type { LookupFunction } from 'node:net';
import type { CookieHooks, Fetcher } from '../../http/types.js';
import type { StaticServer } from '../../local/server.js';
import { FolderClient, FolderFetcher } from '../checkers/folder.js';
import { basicAuthFor } from '../checkers/headers.js';
import type { BrowserPacing } from '../../browser/session.js';
import { comeBackLater, retryDelay } from '../../http/retry.js';
import type { HostLanes } from '../schedule/lanes.js';

/**
 * `LINKSPIDER_FOLDER=http`: a folder check requests its pages from the folder's server on loopback (the served
 * path, for comparing the two: `npm run bench -- --folder --served`). Otherwise nothing listens: the crawl reads
 * the folder from disk (`checkers/folder.ts`), through the same rules, under the URLs the server would have.
 */
export const folderServed = (): boolean => process.env['LINKSPIDER_FOLDER'] === 'http';

/** A folder check's client: the folder read from disk, or requested from its server (`folderServed`). */
export function folderClient(http: HttpClient, server: StaticServer, options: Options): Fetcher {
  if (folderServed()) return http;
  return new FolderClient(http, new FolderFetcher(server.folder, server.origin, { maxRedirects: options.maxRedirects, maxBodyBytes: options.maxBodyBytes }));
}

/** What the caller passes in for the client: a resolver and certificates (tests), the cookie jar. */
export interface ClientServices {
  lookup?: LookupFunction;
  ca?: string[];
  cookies?: CookieHooks;
}

/** The run's HTTP client: the options' limits, the headers policy, Basic credentials, and the caller's services. */
export function clientFor(options: Options, services: ClientServices, headersFor: (u: URL) => Record<string, string> | undefined): HttpClient {
  const authFor = basicAuthFor(options.basicAuth);
  return new HttpClient({
    timeout: options.timeout,
    maxRedirects: options.maxRedirects,
    maxBodyBytes: options.maxBodyBytes,
    userAgent: options.userAgent,
    connectionsPerOrigin: Math.max(options.concurrency, options.hostConcurrency),
    headersFor,
    ...(authFor !== undefined ? { authFor } : {}),
    ...(services.cookies !== undefined ? { cookies: services.cookies } : {}),
    http2: options.http2,
    ...(services.lookup !== undefined ? { lookup: services.lookup } : {}),
    ...(services.ca !== undefined ? { ca: services.ca } : {}),
  });
}

/**
 * The extra headers of the browser's requests (`--render`, `--browser-check`): the headers policy's, and Basic
 * credentials where a `--basic-auth` rule matches the request's URL (as the HTTP client sends them to the URLs a
 * rule matches; a redirect to a URL no rule matches carries none).
 */
export function browserHeadersFor(
  options: Options,
  headersFor: (u: URL) => Record<string, string> | undefined,
): (u: URL) => Record<string, string> | undefined {
  const authFor = basicAuthFor(options.basicAuth);
  if (authFor === undefined) return headersFor;
  return (u) => {
    const auth = authFor(u);
    const extra = headersFor(u);
    return auth === undefined ? extra : { ...extra, authorization: auth };
  };
}

/**
 * The run's pacing for the browser's requests: each waits for its host's turn in the lanes, each 429 pauses the
 * host, and a main document told to come back later (a 429, or a 503 with Retry-After) is loaded again after the
 * wait the HTTP client's retry of it would have (`retries`, `retry-delay`, `retry-after-max`).
 */
export function browserPacing(lanes: HostLanes, options: Options): BrowserPacing {
  return {
    turn: (u) => lanes.browserTurn(u.href),
    ready: (u) => lanes.browserWait(u.href),
    answered: (u, status, retryAfter) => lanes.browserAnswered(u.href, status, retryAfter),
    retryAfter: (attempt, status, retryAfter) =>
      attempt <= options.retries && comeBackLater(status, retryAfter)
        ? retryDelay(attempt, { baseMs: options.retryDelay, capMs: options.retryAfterMax, ...(retryAfter !== undefined ? { retryAfter } : {}) })
        : undefined,
  };
}
