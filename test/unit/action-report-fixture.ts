/** Builds small Reports for the Action's unit tests. */
import type { LinkResult, Referrer, Report } from '../../src/report/model.js';

export function ref(over: Partial<Referrer> = {}): Referrer {
  return {
    page: 'https://site.test/',
    line: 3,
    column: 5,
    element: 'a',
    attribute: 'href',
    text: 'a link',
    raw: '/missing',
    ...over,
  };
}

export function dead(url: string, over: Partial<LinkResult> = {}): LinkResult {
  return {
    url,
    state: 'dead',
    status: 404,
    reason: 'HTTP 404 Not Found',
    redirects: [],
    referrers: [ref({ raw: url })],
    internal: url.startsWith('https://site.test/'),
    ...over,
  };
}

export function warn(url: string, over: Partial<LinkResult> = {}): LinkResult {
  return dead(url, { state: 'warn', status: 429, reason: 'HTTP 429 Too Many Requests', ...over });
}

export function report(over: Partial<Report> = {}): Report {
  const r: Report = {
    schema: 'linkspider-report',
    version: 1,
    run: {
      startUrls: ['https://site.test/'],
      options: {},
      startedAt: '2025-01-01T00:00:00.000Z',
      finishedAt: '2025-01-01T00:00:02.500Z',
      durationMs: 2500,
      incomplete: false,
      version: '0.1.0',
    },
    counts: { pages: 3, links: 10, ok: 8, warnings: 0, dead: 0, skipped: 0, mailto: 0, fromCache: 0, requests: 11 },
    pages: [],
    dead: [],
    warnings: [],
    mailto: [],
    skipped: {},
    ...over,
  };
  r.counts = { ...r.counts, dead: r.dead.length, warnings: r.warnings.length, mailto: r.mailto.length, ...(over.counts ?? {}) };
  return r;
}
