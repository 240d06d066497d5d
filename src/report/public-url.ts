/**
 * What a maintainer sees instead of the loopback server: a folder is crawled on
 * `http://127.0.0.1:<random port>/`, but every URL in every output is its public form, under
 * `base-url` when one is given (`https://www.example.com/docs/intro.html`), else the path on
 * the site (`/docs/intro.html`). The loopback origin stays inside the crawl (and debug logs).
 */
import type { LinkResult, Referrer, Report } from './model.js';
import { inRepository } from '../model/link.js';

/** A string → string rewrite of every loopback URL (and bare `host:port`) in it. */
export type PublicMapper = (text: string) => string;

/**
 * The mapper for a folder served at `serverUrl` (`http://127.0.0.1:P/`). `baseUrl` is the
 * folder's public address (any path, with or without a trailing slash).
 */
export function publicMapper(serverUrl: string, baseUrl: string | undefined): PublicMapper {
  const root = serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`;
  const origin = root.slice(0, -1);
  const host = new URL(root).host;
  const publicRoot = baseUrl === undefined ? '/' : baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const publicHost = baseUrl === undefined ? 'the site' : new URL(publicRoot).host;
  return (text: string): string => {
    if (!text.includes(host)) return text;
    // Longest form first: `http://h:p/x` → public root + x; `http://h:p` → public root;
    // a bare `h:p` (in an error message) → the public host.
    return text.split(root).join(publicRoot).split(origin).join(publicRoot).split(host).join(publicHost);
  };
}

/** A place in a Markdown file of the repository keeps its repository path (it has no public URL). */
function mapReferrer(r: Referrer, map: PublicMapper): Referrer {
  return inRepository(r) ? r : { ...r, page: map(r.page) };
}

function mapResult(r: LinkResult, map: PublicMapper): LinkResult {
  return {
    ...r,
    url: map(r.url),
    reason: map(r.reason),
    redirects: r.redirects.map((h) => ({ ...h, url: map(h.url) })),
    referrers: r.referrers.map((ref) => mapReferrer(ref, map)),
    ...(r.goneToHome !== undefined ? { goneToHome: map(r.goneToHome) } : {}),
  };
}

/** The report with every URL (and every URL inside a message) in its public form. */
export function publicReport(report: Report, map: PublicMapper): Report {
  const byUrl = (a: { url: string }, b: { url: string }) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
  const out: Report = {
    ...report,
    run: {
      ...report.run,
      startUrls: report.run.startUrls.map(map),
      ...(report.run.incompleteReason !== undefined ? { incompleteReason: map(report.run.incompleteReason) } : {}),
      ...(report.run.emptyReason !== undefined ? { emptyReason: map(report.run.emptyReason) } : {}),
      ...(report.run.notes ? { notes: report.run.notes.map(map) } : {}),
    },
    pages: report.pages.map((p) => ({ ...p, url: map(p.url), ...(p.finalUrl !== undefined ? { finalUrl: map(p.finalUrl) } : {}) })).sort(byUrl),
    dead: report.dead.map((r) => mapResult(r, map)).sort(byUrl),
    warnings: report.warnings.map((r) => mapResult(r, map)).sort(byUrl),
    ...(report.blocked ? { blocked: report.blocked.map((r) => mapResult(r, map)).sort(byUrl) } : {}),
    ...(report.unfinished ? { unfinished: report.unfinished.map((r) => mapResult(r, map)).sort(byUrl) } : {}),
    ...(report.moved
      ? {
          moved: report.moved
            .map((m) => ({
              ...m,
              url: map(m.url),
              to: map(m.to),
              ...(m.redirects ? { redirects: m.redirects.map((h) => ({ ...h, url: map(h.url) })) } : {}),
              referrers: m.referrers.map((ref) => mapReferrer(ref, map)),
            }))
            .sort(byUrl),
        }
      : {}),
    mailto: report.mailto.map((m) => ({ ...m, pages: m.pages.map(map) })),
  };
  if (report.orphans) out.orphans = report.orphans.map(map);
  if (report.sitemaps) {
    const sm = report.sitemaps;
    out.sitemaps = {
      ...sm,
      read: sm.read.map((r) => ({ ...r, url: map(r.url), ...(r.parent !== undefined ? { parent: map(r.parent) } : {}) })),
      warnings: sm.warnings.map((w) => ({ ...w, sitemap: map(w.sitemap), message: map(w.message) })),
      dead: sm.dead.map(map).sort(),
      ...(sm.orphans ? { orphans: sm.orphans.map(map).sort() } : {}),
    };
  }
  return out;
}
