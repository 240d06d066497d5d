import type { LookupFunction } from 'node:net';
import type { ErrorCode, RedirectHop } from '../model/link.js';

export interface ClientOptions {
  /** Timeout in ms for connect, for response headers, and for the gap between body chunks. */
  timeout: number;
  /** Most redirects followed for one request. */
  maxRedirects: number;
  /** Most bytes of (decoded) body kept; past it the body is cut and `truncated` set. */
  maxBodyBytes: number;
  /** User-Agent sent with every request. */
  userAgent: string;
  /** Most connections kept per origin. */
  connectionsPerOrigin: number;
  /**
   * Extra headers for one hop's URL. Called again for every redirect hop, so a header meant
   * for the site never follows a redirect to another host.
   */
  headersFor?: (url: URL) => Record<string, string> | undefined;
  /**
   * Deadline in ms for a whole fetch: every redirect hop and the body. Stops a server that
   * keeps a response alive by sending a byte just before each idle timeout. @default 4 × timeout
   */
  deadline?: number;
  /** The resolver for host names (undici's `connect.lookup`): tests inject DNS failures here. @default dns.lookup */
  lookup?: LookupFunction;
  /** Accept self-signed TLS certificates (tests only). @default false */
  insecure?: boolean;
  /**
   * Offer HTTP/2 (ALPN `h2` first, as browsers do): an https host that chooses it gets all its
   * requests as streams of one connection. @default true
   */
  http2?: boolean;
  /** Certificates (PEM) trusted besides the default ones (tests: a self-signed loopback server). @default none */
  ca?: string[];
}

export interface FetchRequest {
  url: string;
  method: 'GET' | 'HEAD';
  /** Read and return the body (GET of a page). Otherwise the body is discarded unread. */
  readBody: boolean;
  /** Only read the body when this returns true for the final response's content type. */
  wantBody?: (contentType: string) => boolean;
  signal?: AbortSignal;
  /** Cap on the decoded body for this request, instead of the client's `maxBodyBytes` (a sitemap's 50 MB). */
  maxBodyBytes?: number;
  /**
   * Before following a redirect to `url` (fragment removed): a status this run already knows
   * for it. When given, the fetch ends there with that status and `known` set, so a URL is
   * requested once per run even when redirects lead to it again.
   */
  known?: (url: string) => { status: number } | undefined;
  /**
   * Headers for this request only, sent on the hops to the request URL's origin and never
   * after a redirect to another origin (a credential for one API stays with that API).
   */
  headers?: Readonly<Record<string, string>>;
  /** Response headers (lower-case names) to return in the outcome's `headers`. */
  responseHeaders?: readonly string[];
}

/** One request's outcome after following redirects. Never throws for network problems. */
export interface FetchOutcome {
  /** Final HTTP status (after redirects), absent when `error` is set before any final response. */
  status?: number;
  statusText?: string;
  /** Final URL after redirects. */
  finalUrl: string;
  /** The redirect hops followed, in order. */
  redirects: RedirectHop[];
  /** Final response headers, lower-case names (only the ones the crawler reads). */
  contentType: string;
  /** `retry-after` header of the final response, raw. */
  retryAfter?: string;
  /**
   * A bot wall's marker on the final response, as `name: value` (`cf-mitigated: challenge`,
   * `x-amzn-waf-action: captcha`): check/blocked.ts decides what it means.
   */
  botMarker?: string;
  /** The final response has a redirect status but no `Location` header (so nothing was followed). */
  noLocation?: true;
  /** Decoded body bytes when requested and the response had one. */
  body?: Uint8Array;
  /** The final response's headers named in the request's `responseHeaders` (those present). */
  headers?: Record<string, string>;
  /** True when the body was cut at maxBodyBytes. */
  truncated?: boolean;
  /** The final status was taken from this run's earlier verdict on the redirect target (no body). */
  known?: boolean;
  error?: ErrorCode;
  /** The undici or system code `error` was classified from (`EAI_AGAIN`, `UND_ERR_SOCKET`, …): what policies read. */
  systemCode?: string;
  /** Human detail for `error`, e.g. `connect ECONNREFUSED 127.0.0.1:9`. For people, never for decisions. */
  errorMessage?: string;
}

/** What fetches: the HTTP client, or a folder check's client that reads the folder's own URLs from disk. */
export interface Fetcher {
  fetch(req: FetchRequest): Promise<FetchOutcome>;
  close(): Promise<void>;
}
