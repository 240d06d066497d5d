/**
 * What one URL's check can end in: its state, the error codes for failures without an HTTP
 * status, the redirect hops followed and where the link was found. These are the words every
 * layer shares (http and check produce them, crawl records them, report prints them).
 */

/** Final state of one checked URL. */
export type LinkState = 'ok' | 'warn' | 'dead' | 'skipped';

/**
 * What a class of results ends as, chosen by the user: `blocked` (a bot wall answered: LinkedIn's 999,
 * a Cloudflare challenge, …; a warning by default), `moved` (a link on the site through a 301/308;
 * ok by default) and `gone-to-home` (a soft 404: a deep link redirected to a home page; a warning by default).
 */
export type ClassVerdict = 'dead' | 'warn' | 'ok';

/** Stable error codes for failures that have no HTTP status (written in the JSON report). */
export type ErrorCode =
  | 'timeout'
  | 'refused'
  | 'reset'
  | 'dns'
  | 'tls'
  | 'redirect-loop'
  | 'too-many-redirects'
  | 'unsupported-redirect'
  | 'invalid-url'
  | 'protocol'
  | 'missing-fragment'
  | 'missing-file'
  | 'network'
  /** Requested, but the run stopped before any response (see `Report.unfinished`). */
  | 'unfinished';

/** How a URL's verdict was reached: GET, HEAD, HEAD then GET, the result cache, or the file system (a repository path of Markdown `files`). */
export type FetchMethod = 'get' | 'head' | 'head+get' | 'cache' | 'file' | 'github-api';

/** An archived copy of a page (the Wayback Machine's): where to read it and when it was taken. */
export interface ArchivedCopy {
  url: string;
  /** When the copy was taken (ISO 8601, UTC). */
  date: string;
}

export interface RedirectHop {
  url: string;
  status: number;
}

/** Which element/attribute a link came from. `meta-refresh` uses element `meta`, attribute `content`. */
export interface Referrer {
  /**
   * URL of the page the link is on (final URL after redirects). In a folder check's report: its
   * public URL under `base-url`, or its site path (`/docs/intro.html`) without one.
   */
  page: string;
  /** 1-based line and column of the attribute in the page source. */
  line: number;
  column: number;
  /** Lower-case tag name, e.g. `a`, `img`, `meta`. */
  element: string;
  /** Lower-case attribute name, e.g. `href`, `src`, `srcset`, `content`. */
  attribute: string;
  /** Link text (whitespace-collapsed, at most 200 chars) or `alt`/`title`; may be empty. */
  text: string;
  /** The attribute value as written in the page (before resolution), at most 2,000 chars. */
  raw: string;
  /**
   * When the site is a local folder: the page's file path relative to that folder, forward
   * slashes. For a Markdown file of `files`: its path relative to the repository root, which
   * is then also `page` (see `inRepository`).
   */
  file?: string;
  /**
   * `--render`: the link is only in the page's DOM once its scripts ran ("added by JavaScript"), not in the
   * source (then `line` and `column` are 0): a CSS path to its element (shadow hosts joined by ` >>> `).
   */
  rendered?: string;
}

/** True for a place in one of the repository's Markdown `files` (its `file` is repository-relative, not site-relative). */
export function inRepository(ref: Pick<Referrer, 'page' | 'file'>): boolean {
  return ref.file !== undefined && ref.page === ref.file;
}

/** Where a link was found, compactly, while crawling: the page is an index into the run's page list. */
export type PendingReferrer = Omit<Referrer, 'page'> & { pageId: number };
