/**
 * The console report of a stopped run (issue 38 item 11): the URLs still open when it stopped (64 at a Ctrl-C
 * with 64 requests in flight) are one line with their count and the first few, not three lines each; the
 * reports have them all, and `--all-places` lists them in full.
 */
import { describe, expect, it } from 'vitest';
import { formatConsoleReport } from '../../src/report/console.js';
import { dead, report, warn } from './action-report-fixture.js';

const open = Array.from({ length: 64 }, (_, i) =>
  warn(`https://site.test/held/${i}`, {
    error: 'unfinished',
    reason: 'unfinished: no response yet after 1 attempt; not settled before the run stopped (interrupted)',
  }),
);
const stopped = report({
  dead: [dead('https://site.test/gone')],
  warnings: [warn('https://site.test/slow'), ...open],
  unfinished: open,
});
stopped.run.incomplete = true;
stopped.run.incompleteReason = 'interrupted';

describe('unfinished URLs on the console', () => {
  it('are one line: the count, the first three and where the rest are; other problems are listed as before', () => {
    const lines = formatConsoleReport(stopped, { color: false, fullReport: 'r.json' }).split('\n');
    expect(lines.filter((l) => l.includes('/held/'))).toEqual([
      'warning: 64 URLs were still open when the run stopped (unfinished): https://site.test/held/0, https://site.test/held/1, https://site.test/held/2 … and 61 more URLs (see r.json)',
    ]);
    expect(lines).toContain('Warnings (1)');
    expect(lines.some((l) => l.endsWith('https://site.test/slow'))).toBe(true);
    expect(lines.some((l) => l.endsWith('https://site.test/gone'))).toBe(true);
  });

  it('says when they count as dead (--unfinished dead), and lists them all with --all-places', () => {
    const asDead = open.map((u) => ({ ...u, state: 'dead' as const }));
    const r = { ...stopped, dead: asDead.slice(0, 2), warnings: [], unfinished: asDead.slice(0, 2) };
    const lines = formatConsoleReport(r, { color: false }).split('\n');
    expect(lines.filter((l) => l.includes('/held/'))).toEqual([
      'warning: 2 URLs were still open when the run stopped (unfinished, counted as dead): https://site.test/held/0, https://site.test/held/1',
    ]);
    const all = formatConsoleReport(stopped, { color: false, places: Infinity });
    for (const u of open) expect(all).toContain(`! unfinished ${u.url}`);
    expect(all).toContain('warning: 64 URLs were still open when the run stopped (unfinished, listed above with their last result)');
  });
});
