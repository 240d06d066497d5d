import type { LookupFunction } from 'node:net';
import type { FetchOutcome } from '../model/outcome.js';
import type { SharedCookies } from '../model/cookie.js';

export type { ErrorOutcome, FetchOutcome, KnownOutcome, ResponseHead, ResponseOutcome } from '../model/outcome.js';

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
   * `--basic-auth`: the `Authorization` value for one hop's URL, or undefined. Asked only for hops
   * on the origin the request started on: credentials never follow a redirect to another origin.
   */
  authFor?: (url: URL) => string | undefined;
  /** `--cookie-jar`: the cookies sent on each hop (by domain, path and secure rules), and the `Set-Cookie`s each hop answers. */
  cookies?: CookieHooks;
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

/** A cookie jar as the client sees it: one `Cookie` header per hop, and what each hop's `Set-Cookie` said. */
export interface CookieHooks {
  header(url: URL): string | undefined;
  received(url: URL, setCookie: readonly string[]): void;
}

/** A cookie jar kept in a file (`--cookie-jar`): shared with the browser, written back at the end; why not, when it cannot. */
export interface SavedCookies extends CookieHooks, SharedCookies {
  readonly file: string;
  save(): Promise<string | undefined>;
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
   * for it. When given, the fetch ends there, a `known` outcome with that status, so a URL is
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

/** What fetches: the HTTP client, or a folder check's client that reads the folder's own URLs from disk. */
export interface Fetcher {
  fetch(req: FetchRequest): Promise<FetchOutcome>;
  close(): Promise<void>;
}
