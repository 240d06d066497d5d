/**
 * Reports for the HTML report's tests: a small one with every kind of entry (and hostile strings
 * where a test asks for them), and a synthetic one of any size.
 */
import type { LinkResult, Report } from '../../src/report/model.js';
import { dead, report } from '../unit/action-report-fixture.js';

export function emptyReport(start = 'http://site.localhost/'): Report {
  const r = report();
  r.run.startUrls = [start];
  return r;
}

/** A dead link found on `pages` places (page i at line i+1, column 5). */
export function deadLink(url: string, pages: string[], extra: Partial<LinkResult> = {}): LinkResult {
  const referrers = pages.map((page, i) => ({ page, line: i + 1, column: 5, element: 'a', attribute: 'href', text: `link ${i}`, raw: url }));
  return dead(url, { referrers, internal: url.startsWith('http://site.localhost/'), ...extra });
}

/** `n` dead links (and a warning per ten) on `n / 20` pages across 50 hosts: a big report. */
export function syntheticReport(n: number): Report {
  const r = emptyReport();
  const pages = Math.max(1, Math.floor(n / 20));
  for (let i = 0; i < n; i++) {
    const host = i % 2 === 0 ? 'site.localhost' : `host${i % 50}.localhost`;
    const url = `http://${host}/path/${i}/page-${(i * 7919) % 100_003}.html`;
    const on = [`http://site.localhost/p/${i % pages}.html`, `http://site.localhost/p/${(i * 31) % pages}.html`];
    const link = deadLink(url, on, i % 10 === 0 ? { state: 'warn', status: 500, reason: 'HTTP 500 Internal Server Error' } : {});
    (i % 10 === 0 ? r.warnings : r.dead).push(link);
  }
  r.counts = { ...r.counts, pages, links: n + pages, dead: r.dead.length, warnings: r.warnings.length };
  return r;
}
