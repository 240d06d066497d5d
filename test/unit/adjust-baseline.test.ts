/**
 * applyBaseline: which dead links count as known. URLs match as they are, except that a folder
 * check's own pages (served on a new loopback port every run, or named by base-url) match by path.
 */
import { describe, expect, it } from 'vitest';
import { applyBaseline, applyFailAfter } from '../../src/report/adjust.js';
import type { Report } from '../../src/report/model.js';
import { dead, report } from './action-report-fixture.js';

function folderReport(port: number, urls: string[], baseUrl?: string): Report {
  const r = report({ dead: urls.map((u) => dead(u, { internal: u.includes('127.0.0.1') })) });
  return { ...r, run: { ...r.run, startUrls: [`http://127.0.0.1:${port}/`], options: { path: '/ws/public', ...(baseUrl ? { baseUrl } : {}) } } };
}

describe('applyBaseline', () => {
  it('matches live-site reports by URL', () => {
    const now = report({ dead: [dead('https://site.test/a'), dead('https://ext.test/b')] });
    const base = report({ dead: [dead('https://ext.test/b'), dead('https://site.test/other')] });
    const out = applyBaseline(now, base, 'b.json');
    expect(out.dead.map((d) => d.url)).toEqual(['https://site.test/a']);
    expect(out.warnings).toMatchObject([{ url: 'https://ext.test/b', known: true, state: 'warn' }]);
    expect(out.counts).toMatchObject({ dead: 1, warnings: 1 });
    expect(out.run.baseline).toEqual({ file: 'b.json', known: 1 });
  });

  it("matches a folder check's own pages by path across loopback ports; external links by URL", () => {
    const base = folderReport(4001, ['http://127.0.0.1:4001/gone.html', 'https://ext.test/dead']);
    const now = folderReport(5002, ['http://127.0.0.1:5002/gone.html', 'http://127.0.0.1:5002/new.html', 'https://ext.test/dead']);
    const out = applyBaseline(now, base, 'b.json');
    expect(out.dead.map((d) => d.url)).toEqual(['http://127.0.0.1:5002/new.html']);
    expect(out.run.baseline!.known).toBe(2);
  });

  it('a live-site baseline fits a folder check whose base-url is that site', () => {
    const base = report({ dead: [dead('https://www.example.test/gone.html'), dead('https://www.example.test/x?q=1')] });
    const now = folderReport(5003, ['http://127.0.0.1:5003/gone.html', 'http://127.0.0.1:5003/x?q=2'], 'https://www.example.test/');
    const out = applyBaseline(now, base, 'b.json');
    expect(out.dead.map((d) => d.url)).toEqual(['http://127.0.0.1:5003/x?q=2']);
  });

  it('a live-site baseline fits a folder check whose base-url has a path (a project page)', () => {
    const base = report({ dead: [dead('https://o.github.io/repo/gone.html')] });
    const now = folderReport(5004, ['http://127.0.0.1:5004/gone.html', 'http://127.0.0.1:5004/new.html'], 'https://o.github.io/repo/');
    expect(applyBaseline(now, base, 'b.json').dead.map((d) => d.url)).toEqual(['http://127.0.0.1:5004/new.html']);
  });

  it("counts the baseline's known and still-failing warnings as known too, not its other warnings", () => {
    const base = report({
      warnings: [
        dead('https://ext.test/flaky', { state: 'warn', failingRuns: 1 }),
        dead('https://ext.test/old', { state: 'warn', known: true }),
        dead('https://ext.test/limited', { state: 'warn', status: 429 }),
      ],
    });
    const now = report({ dead: [dead('https://ext.test/flaky'), dead('https://ext.test/old'), dead('https://ext.test/limited')] });
    expect(applyBaseline(now, base, 'b.json').dead.map((d) => d.url)).toEqual(['https://ext.test/limited']);
  });

  it('does not treat a loopback site as local when the report is not a folder check', () => {
    const base = report({ dead: [dead('http://127.0.0.1:4001/gone.html')] });
    const now = report({ dead: [dead('http://127.0.0.1:5002/gone.html')] });
    expect(applyBaseline(now, base, 'b.json').dead).toHaveLength(1);
  });
});

describe('applyFailAfter', () => {
  it('holds back a link failing for the first time, but never an invalid URL or a missing fragment', () => {
    const now = report({
      dead: [
        dead('https://ext.test/new'),
        dead('http://exa mple.test/', { error: 'invalid-url', status: undefined }),
        dead('https://site.test/#nope', { error: 'missing-fragment', status: undefined }),
      ],
    });
    const out = applyFailAfter(now, 2, (url) => (url === 'https://ext.test/new' ? { since: Date.UTC(2026, 10, 29), runs: 1 } : undefined));
    expect(out.dead.map((d) => d.url)).toEqual(['http://exa mple.test/', 'https://site.test/#nope']);
    expect(out.warnings).toMatchObject([
      { url: 'https://ext.test/new', failingRuns: 1, reason: expect.stringMatching(/^failing since 2026-11-29 \(1 of 2 runs\)/) },
    ]);
  });
});
