/**
 * Verdict adjustments that need more than one run: a baseline of known dead links, and
 * `fail-after` (a link must fail in N runs in a row before it counts as dead). Pure: they
 * take a report and return a new one with dead links moved to warnings and counts redone.
 */
import type { FailureHistory } from '../cache/result-cache.js';
import type { LinkResult, Report } from './model.js';

const byUrl = (a: LinkResult, b: LinkResult) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

function moveToWarnings(report: Report, move: (d: LinkResult) => LinkResult | undefined): Report {
  const dead: LinkResult[] = [];
  const moved: LinkResult[] = [];
  for (const d of report.dead) {
    const w = move(d);
    if (w) moved.push(w);
    else dead.push(d);
  }
  if (moved.length === 0) return report;
  const warnings = [...report.warnings, ...moved].sort(byUrl);
  return {
    ...report,
    dead,
    warnings,
    counts: { ...report.counts, dead: dead.length, warnings: warnings.length },
  };
}

/** Dead links already dead in the baseline are known: warnings, marked `known`. */
export function applyBaseline(report: Report, baseline: Report, baselineFile: string): Report {
  const knownUrls = new Set(baseline.dead.map((d) => d.url));
  let known = 0;
  const out = moveToWarnings(report, (d) => {
    if (!knownUrls.has(d.url)) return undefined;
    known++;
    return { ...d, state: 'warn', known: true, reason: `known (in baseline): ${d.reason}` };
  });
  return { ...out, run: { ...out.run, baseline: { file: baselineFile, known } } };
}

/**
 * With `failAfter` N > 1, a dead link that has failed in fewer than N runs in a row is a
 * warning "failing since DATE". `history` gives the runs counted so far, this one included.
 */
export function applyFailAfter(report: Report, failAfter: number, history: (url: string) => FailureHistory | undefined): Report {
  const annotate = (d: LinkResult): LinkResult => {
    const h = history(d.url);
    return h ? { ...d, failingSince: new Date(h.since).toISOString(), failingRuns: h.runs } : d;
  };
  const withHistory: Report = { ...report, dead: report.dead.map(annotate), warnings: report.warnings.map(annotate) };
  const out =
    failAfter <= 1
      ? withHistory
      : moveToWarnings(withHistory, (d) => {
          const runs = d.failingRuns ?? 1;
          if (runs >= failAfter) return undefined;
          const since = d.failingSince ? d.failingSince.slice(0, 10) : 'this run';
          return { ...d, state: 'warn', reason: `failing since ${since} (${runs} of ${failAfter} runs): ${d.reason}` };
        });
  return { ...out, run: { ...out.run, failAfter } };
}
