/** Pure URL helpers: parse, normalise, scope. */

/** The site key of a URL: hostname and port, with http and https of one host counted as one site. */
export function siteKey(u: URL): string {
  // `URL.port` is '' for the scheme's default port, so http://x and https://x share a key.
  return u.port === '' ? u.hostname : `${u.hostname}:${u.port}`;
}

/**
 * One URL of each site among absolute http(s) URLs, in order: URLs written with the same scheme and authority are
 * one site, told by their text without parsing each (a folder's start pages, 1,167 for the PostgreSQL docs, are one).
 */
export function oneUrlPerSite(hrefs: readonly string[]): URL[] {
  const seen = new Set<string>();
  const out: URL[] = [];
  for (const href of hrefs) {
    const authorityEnd = href.indexOf('/', href.indexOf('//') + 2);
    const prefix = authorityEnd === -1 ? href : href.slice(0, authorityEnd);
    if (seen.has(prefix)) continue;
    seen.add(prefix);
    out.push(new URL(href));
  }
  return out;
}

/** Site key of a host as a user writes it (`example.com`, `example.com:8080`). */
export function siteKeyOfHost(host: string): string {
  try {
    return siteKey(new URL(`http://${host}`));
  } catch {
    return host.toLowerCase();
  }
}

/** The URL's href without its fragment: the key under which a URL is requested once. */
export function withoutFragment(u: URL): string {
  const h = u.href;
  const i = h.indexOf('#');
  return i === -1 ? h : h.slice(0, i);
}

/** Parse `value` against `base`; undefined when the URL is invalid. */
export function tryResolve(value: string, base: URL | string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * The site key of a normalised http(s) href, read from the string (no URL parse): its
 * authority without user info. Equal to `siteKey(new URL(href))` for hrefs the URL
 * parser produced, which omit default ports.
 */
export function siteKeyOfHref(href: string): string {
  const start = href.indexOf('//') + 2;
  let end = href.indexOf('/', start);
  if (end === -1) end = href.length;
  const at = href.lastIndexOf('@', end);
  return href.slice(at >= start ? at + 1 : start, end);
}

/** Whether a link's value is a `mailto:` address (its addresses are recorded, never requested). */
export function isMailto(value: string): boolean {
  return value.length > 7 && (value.charCodeAt(0) | 0x20) === 0x6d && /^mailto:/i.test(value);
}
