/**
 * Verdict adjustments that need more than one run: a baseline of known dead links, and
 * `fail-after` (a link must fail in N runs in a row before it counts as dead). Pure: they
 * take a report and return a new one with dead links moved to warnings and counts redone.
 */
import type { FailureHistory } from '../cache/result-cache.js';
import type { LinkResult, Report } from './model.js';
import { sitePrefixes, stableKey } from '../model/site.js';

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

/** The site prefixes of a report's run (see model/site.ts). */
export function reportSitePrefixes(r: Report): string[] {
  return sitePrefixes({ path: r.run.options?.['path'], startUrls: r.run.startUrls, baseUrl: r.run.options?.['baseUrl'] });
}

/**
 * Dead links already known in the baseline are warnings, marked `known`: the baseline's dead
 * links, and its warnings that were known there too or failing towards `fail-after` (a link
 * that failed for the first time last night is a warning in that report, not news today).
 * Links match by URL, except that a folder check's own pages match by their path under the
 * site: its loopback port changes every run, and its `base-url` is the same site (so a
 * live-site baseline also fits).
 */
export function applyBaseline(report: Report, baseline: Report, baselineFile: string): Report {
  const prefixes = [...reportSitePrefixes(report), ...reportSitePrefixes(baseline)];
  const key = (url: string) => stableKey(url, prefixes);
  const knownUrls = new Set([...baseline.dead, ...baseline.warnings.filter((w) => w.known || w.failingRuns !== undefined)].map((d) => key(d.url)));
  const out = moveToWarnings(report, (d) => {
    if (!knownUrls.has(key(d.url))) return undefined;
    return { ...d, state: 'warn', known: true, reason: `known (in baseline): ${d.reason}` };
  });
  // Fixed: a problem of the baseline that is no problem now (or whose link is gone).
  const now = new Set([...report.dead, ...report.warnings].map((d) => key(d.url)));
  const fixed = fromStableKeys(
    [...knownUrls].filter((k) => !now.has(k)),
    report,
  );
  // Every known link counted once, those a shard's report already marked included (merge).
  const known = out.warnings.filter((w) => w.known).length;
  return { ...out, run: { ...out.run, baseline: { file: baselineFile, known }, fixed: mergeFixed(out.run.fixed, fixed) } };
}

/** A baseline report and the file it was read from. */
export interface Baseline {
  report: Report;
  file: string;
}

/** What the verdict cache knows of earlier runs. */
export interface RunHistory {
  /** `fail-after`: runs in a row a link must fail in before it is dead. */
  failAfter: number;
  /** A URL's failures so far, this run included, by its stable key (model/site.ts). */
  history: (key: string) => FailureHistory | undefined;
  /** Stable keys of links that failed last time and work now. */
  recovered: readonly string[];
}

/**
 * Everything that takes more than this run to judge, in order: `fail-after` and the links
 * fixed since the last run (from the cache's history), then the baseline.
 */
export function acrossRuns(report: Report, across: { history?: RunHistory; baseline?: Baseline }): Report {
  let out = report;
  const { history, baseline } = across;
  if (history) {
    const prefixes = reportSitePrefixes(out);
    out = applyFailAfter(out, history.failAfter, (url) => history.history(stableKey(url, prefixes)));
    out = { ...out, run: { ...out.run, fixed: mergeFixed(out.run.fixed, fromStableKeys(history.recovered, out)) } };
  }
  if (baseline) out = applyBaseline(out, baseline.report, baseline.file);
  return out;
}

/** Two lists of fixed URLs as one, sorted, each once. */
export function mergeFixed(a: readonly string[] | undefined, b: readonly string[]): string[] {
  return [...new Set([...(a ?? []), ...b])].sort();
}

/** Keys of the cache (`site:/x` for a folder's own URLs) as the report shows them. */
export function fromStableKeys(keys: readonly string[], report: Report): string[] {
  const ours = reportSitePrefixes(report)[0];
  return keys.map((k) => (k.startsWith('site:/') && ours !== undefined ? ours + k.slice('site:/'.length) : k));
}

/**
 * What a run with `fail-after` says when it has no cache to count in (`problem`: the cache is
 * not available, or this run's could not be kept): every run would count "1 of N" and never
 * fail, so the run is judged on its own instead.
 */
export function judgedAlone(failAfter: number, problem: string): string {
  return `fail-after: ${failAfter} counts failing runs in the cache, and ${problem}: this run is judged on its own, so a dead link fails it`;
}

/**
 * With `failAfter` N > 1, a dead link that has failed in fewer than N runs in a row is a
 * warning "failing since DATE". `history` gives the runs counted so far, this one included.
 * Invalid URLs, missing fragments and missing repository files are dead at once: they do not come and go.
 */
export function applyFailAfter(report: Report, failAfter: number, history: (url: string) => FailureHistory | undefined): Report {
  const annotate = (d: LinkResult): LinkResult => {
    const h = history(d.url);
    if (!h) return d;
    const since = new Date(h.since).toISOString();
    return { ...d, since, failingSince: since, failingRuns: h.runs };
  };
  const withHistory: Report = { ...report, dead: report.dead.map(annotate), warnings: report.warnings.map(annotate) };
  const out =
    failAfter <= 1
      ? withHistory
      : moveToWarnings(withHistory, (d) => {
          // An unparseable URL or a missing #fragment is in the page itself, not flaky.
          if (d.error === 'invalid-url' || d.error === 'missing-fragment' || d.error === 'missing-file') return undefined;
          const runs = d.failingRuns ?? 1;
          if (runs >= failAfter) return undefined;
          const since = d.failingSince ? d.failingSince.slice(0, 10) : 'this run';
          return { ...d, state: 'warn', reason: `failing since ${since} (${runs} of ${failAfter} runs): ${d.reason}` };
        });
  return { ...out, run: { ...out.run, failAfter } };
}
