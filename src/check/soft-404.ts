/**
 * Soft 404s: a deep link whose redirects end on a site's home page, or on the root of the
 * section it was in, did not move; the page is gone and the site sends every lost visitor to
 * its front door (`/docs/old-page` → `/`, `/blog/2019/post` → `/blog/`, a retired domain's
 * every URL → the new domain's `/`). Such a link answers 200, but linking to the home page
 * instead is never the fix, so it is its own class (`gone-to-home`), never a `moved` link.
 * Pure.
 *
 * What counts as a home page: the path `/`, an index file (`/index.html`), or a lone locale
 * segment (`/en/`, `/pt-BR/`), whatever the query. A section root: the first segment of the
 * link's own path (after its locale), on the same host, when the link was deeper than it. A link that is itself a home page or section root (`/docs` → `/docs/`) is not one.
 */

/** Where a soft 404 landed. */
export interface GoneToHome {
  /** The URL the redirects ended on. */
  readonly to: string;
  readonly kind: 'home' | 'section';
}

const INDEX_FILE = /^(?:index|default)\.(?:html?|php|aspx?)$/i;
/** `en`, `de`, `pt-BR`, `zh-hans`, `en_US`: a segment sites put before every path of one language. */
const LOCALE = /^[a-z]{2}(?:[-_](?:[a-z]{2}|[a-z]{4}))?$/i;

/** A path's segments without empty ones, a trailing index file or a leading locale. */
function segmentsOf(pathname: string): string[] {
  const parts = pathname.split('/').filter((s) => s !== '');
  if (parts.length > 0 && INDEX_FILE.test(parts[parts.length - 1]!)) parts.pop();
  if (parts.length > 0 && LOCALE.test(parts[0]!)) parts.shift();
  return parts;
}

/**
 * Whether a link to `url` that was redirected (`redirected`: at least one hop) and ended on
 * `finalUrl` is a soft 404, and where it landed; undefined when it is not one.
 */
export function goneToHome(url: string, finalUrl: string, redirected: boolean): GoneToHome | undefined {
  if (!redirected) return undefined;
  let from: URL;
  let to: URL;
  try {
    from = new URL(url);
    to = new URL(finalUrl);
  } catch {
    return undefined;
  }
  const linked = segmentsOf(from.pathname);
  if (linked.length === 0) return undefined;
  const landed = segmentsOf(to.pathname);
  if (landed.length === 0) return { to: finalUrl, kind: 'home' };
  if (landed.length === 1 && linked.length >= 2 && landed[0] === linked[0] && to.host === from.host) return { to: finalUrl, kind: 'section' };
  return undefined;
}

/** The reason a soft 404 is reported with: where it landed. */
export function goneToHomeReason(gone: GoneToHome): string {
  const where = gone.kind === 'home' ? 'the home page' : 'the section root';
  return `gone: redirected to ${where} ${gone.to} (the page no longer exists)`;
}
