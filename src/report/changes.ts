/**
 * What changed since the last run, for pull-request workflows and the summary: dead links
 * that are new, those already known (in the baseline), and links fixed since. Pure.
 */
import type { LinkResult, Report } from './model.js';

export interface Changes {
  /** With a baseline or a cache: true (else every dead link is "new" and nothing is "fixed"). */
  tracked: boolean;
  /** Dead links not known before: not in the baseline; with a cache, failing for the first time. */
  new: LinkResult[];
  /** Dead links already in the baseline (reported as warnings). */
  known: LinkResult[];
  /** URLs that were a problem in the last run and are not now. */
  fixed: string[];
}

export function changesSinceLastRun(report: Report): Changes {
  const known = report.warnings.filter((w) => w.known);
  const usedCache = report.run.options?.['cache'] === true;
  const tracked = report.run.baseline !== undefined || usedCache;
  // With a cache (and no baseline), a dead link failing for a second run in a row is not news.
  const fresh = report.run.baseline === undefined && usedCache ? report.dead.filter((d) => (d.failingRuns ?? 1) <= 1) : report.dead;
  return { tracked, new: fresh, known, fixed: report.run.fixed ?? [] };
}

/** The warnings the summary shows: with a baseline, known dead links are counted apart. */
export function shownWarnings(report: Report): LinkResult[] {
  return report.run.baseline ? report.warnings.filter((w) => !w.known) : report.warnings;
}
