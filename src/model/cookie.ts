/**
 * A cookie as the run's jar (`--cookie-jar`, http/cookie-jar.ts) and the browser's own store (browser/cookies.ts)
 * both hold it, and the jar as the browser sees it: the browser is given the jar's cookies before each page and
 * hands back what its pages set, changed or removed, so the jar written at the end has both (as it has every
 * `Set-Cookie` the HTTP client got).
 */

export interface JarCookie {
  name: string;
  value: string;
  /** Without a leading dot: the one host it is sent to (`hostOnly`), or the domain it is sent to with its subdomains. */
  domain: string;
  hostOnly: boolean;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  /** Seconds since the epoch; absent for a session cookie. */
  expires?: number;
}

/** The jar, for the browser. */
export interface SharedCookies {
  /** Changes whenever the jar does (the browser is given it again before its next page only then). */
  readonly version: number;
  /** Every cookie in the jar not expired. */
  all(): JarCookie[];
  /** A cookie the browser's pages set or changed. */
  set(cookie: JarCookie): void;
  /** A cookie the browser's pages removed (or let expire). */
  remove(cookie: JarCookie): void;
}
