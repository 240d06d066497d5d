/**
 * The console's surface (issue 38 item 19): numbers written one way (with separators) in the
 * summary line and the progress line, and a progress line that keeps its rate and time on an
 * 80-column terminal.
 */
import { describe, expect, it } from 'vitest';
import { formatConsoleReport } from '../../src/report/console.js';
import { progressPrinter } from '../../src/report/progress.js';
import { report } from './action-report-fixture.js';

describe('the console', () => {
  it('writes every number of the summary line with separators', () => {
    const r = report({
      counts: { pages: 1170, links: 1174, ok: 1174, warnings: 0, dead: 0, skipped: 1675, mailto: 0, fromCache: 2500, requests: 1200 },
      skipped: { excluded: 1675 },
    });
    const last = formatConsoleReport(r, { color: false }).trimEnd().split('\n').at(-1)!;
    expect(last).toContain('checked 1,174 links on 1,170 pages');
    expect(last).toContain('(skipped: 1,675 excluded)');
    expect(last).toContain('2,500 from cache');
  });

  it('keeps the rate and the time of the progress line on 80 columns', () => {
    const written: string[] = [];
    const printer = progressPrinter({ write: (s: string) => written.push(s) }, { tty: true, columns: 80 });
    printer.update({
      pages: 12345,
      queued: 23456,
      checked: 34567,
      dead: 12,
      warnings: 0,
      requests: 45678,
      retrying: 3,
      pausedHosts: 1,
      downHosts: 0,
      elapsedMs: 61_000,
    });
    const line = written.at(-1)!.replace('\r\x1b[K', '');
    expect(line.length).toBeLessThanOrEqual(79);
    expect(line).toMatch(/^pages 12,345 · .*checked 34,567 · dead 12 · .*202\.4 pages\/s · 61s$/);
  });
});
