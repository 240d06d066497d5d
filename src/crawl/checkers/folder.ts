/**
 * A site folder read from disk the way the HTTP client reads it through the folder server: the same request
 * (`FetchRequest`), the same answer (`FetchOutcome`), with no socket in between. Both go through `SiteFolder`'s
 * rules (`site-files.ts`), so the two paths cannot disagree; `test/integration/folder-direct.test.ts` holds them
 * to each other. Not a checker of its own: the website checker (HEAD, GET, redirects) fetches through it.
 *
 * What the server would answer, answered here: 200 with the file (its content type from the requested name),
 * 301 from `dir` to `dir/` (followed, as the client follows it, recorded as a hop), 404 with the server's
 * error page (and the reason, for a symbolic link to nothing or out of the folder), 403 for a file that cannot be
 * read (and the reason, for a symbolic link loop or one whose target cannot be read), 400
 * for a target that tries to leave the folder.
 */
import type { HttpClient } from '../../http/client.js';
import type { RedirectHop } from '../../model/link.js';
import { nextHop, withoutHash } from '../../http/redirects.js';
import type { Fetcher, FetchOutcome, FetchRequest, ResponseOutcome } from '../../http/types.js';
import type { SiteFolder } from '../../local/site-files.js';
import { errorPage, readServed, statusTextOf } from '../../local/served-file.js';

export interface FolderFetcherOptions {
  /** Most redirects followed for one request (the client's `maxRedirects`). */
  maxRedirects: number;
  /** Most bytes of body kept (the client's `maxBodyBytes`); past it the body is cut and `truncated` set. */
  maxBodyBytes: number;
}

export class FolderFetcher {
  /** `http://127.0.0.1:P/`: the URL prefix of the folder's pages. */
  readonly #prefix: string;

  constructor(
    private readonly folder: SiteFolder,
    /** The origin the folder's URLs are written under (`http://127.0.0.1:P`). */
    readonly origin: string,
    private readonly options: FolderFetcherOptions,
  ) {
    this.#prefix = `${origin}/`;
  }

  /** Whether `url` is one of the folder's (a string test: the crawl's URLs are already normalised). */
  serves(url: string): boolean {
    return url.startsWith(this.#prefix);
  }

  /**
   * Fetch one of the folder's URLs, following its redirects. Resolves for every outcome; never rejects. The disk is
   * read synchronously (`readServed`): microseconds a file, less than the promises around an asynchronous read.
   */
  fetch(req: FetchRequest): Promise<FetchOutcome> {
    return Promise.resolve(this.#fetchSync(req));
  }

  #fetchSync(req: FetchRequest): FetchOutcome {
    const redirects: RedirectHop[] = [];
    let url = new URL(req.url);
    const seen = new Set<string>([withoutHash(url)]);
    for (;;) {
      if (req.signal?.aborted) return aborted(url.href, redirects);
      const resolution = this.folder.resolveSync(url.pathname + url.search);
      if (resolution.kind !== 'redirect') {
        if (resolution.kind === 'file') return this.#file(req, url, redirects, resolution.real, resolution.contentType);
        const status = resolution.kind === 'missing' ? 404 : resolution.kind === 'denied' ? 403 : 400;
        return this.#error(req, url, redirects, status, resolution.kind === 'refused' ? undefined : resolution.reason);
      }
      redirects.push({ url: url.href, status: 301 });
      const hop = nextHop(url, 301, resolution.location, seen, redirects.length, this.options.maxRedirects);
      if ('error' in hop) return { kind: 'error', finalUrl: url.href, redirects, error: hop.error, errorMessage: hop.errorMessage };
      seen.add(hop.key);
      const known = req.known?.(hop.key);
      if (known !== undefined) return { kind: 'known', status: known.status, finalUrl: hop.next.href, redirects };
      url = hop.next;
    }
  }

  #file(req: FetchRequest, url: URL, redirects: RedirectHop[], real: string, contentType: string): FetchOutcome {
    const cap = req.maxBodyBytes ?? this.options.maxBodyBytes;
    const wants = wantsBody(req, contentType);
    // A HEAD, or a body nobody reads: the file's size is all that is needed (no read).
    const read = readServed(real, wants ? cap : 0);
    if ('status' in read) return this.#error(req, url, redirects, read.status, undefined);
    if ('error' in read) return { kind: 'error', finalUrl: url.href, redirects, error: 'network', errorMessage: read.error.message };
    const out = outcome(req, url, redirects, 200, 'OK', contentType, read.size);
    if (wants) {
      out.body = read.body;
      if (read.size > cap) out.truncated = true;
    }
    return out;
  }

  #error(req: FetchRequest, url: URL, redirects: RedirectHop[], status: 400 | 403 | 404, reason: string | undefined): ResponseOutcome {
    const page = errorPage(status);
    const out = outcome(req, url, redirects, status, reason ?? statusTextOf(status), page.contentType, page.body.length);
    if (wantsBody(req, page.contentType)) {
      const cap = req.maxBodyBytes ?? this.options.maxBodyBytes;
      out.body = page.body.length > cap ? page.body.subarray(0, cap) : page.body;
      if (page.body.length > cap) out.truncated = true;
    }
    return out;
  }
}

function outcome(
  req: FetchRequest,
  url: URL,
  redirects: RedirectHop[],
  status: number,
  statusText: string,
  contentType: string,
  size: number,
): ResponseOutcome {
  const out: ResponseOutcome = { kind: 'response', status, statusText, finalUrl: url.href, redirects, contentType };
  if (req.responseHeaders !== undefined) {
    const kept: Record<string, string> = {};
    for (const name of req.responseHeaders) {
      if (name === 'content-type') kept[name] = contentType;
      else if (name === 'content-length') kept[name] = String(size);
    }
    out.headers = kept;
  }
  return out;
}

function wantsBody(req: FetchRequest, contentType: string): boolean {
  return req.readBody && req.method === 'GET' && (req.wantBody === undefined || req.wantBody(contentType));
}

function aborted(finalUrl: string, redirects: RedirectHop[]): FetchOutcome {
  return { kind: 'error', finalUrl, redirects, error: 'network', errorMessage: 'aborted' };
}

/**
 * The crawl's client for a folder check: the folder's own URLs read from disk, every other URL (external links,
 * `LINKSPIDER_FOLDER=http` aside) through the HTTP client.
 */
export class FolderClient implements Fetcher {
  constructor(
    private readonly http: HttpClient,
    private readonly direct: FolderFetcher,
  ) {}

  fetch(req: FetchRequest): Promise<FetchOutcome> {
    return this.direct.serves(req.url) ? this.direct.fetch(req) : this.http.fetch(req);
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
