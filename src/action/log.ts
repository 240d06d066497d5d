/**
 * What the pipeline writes to the step's log: the dead links as plain lines, the annotations
 * (within GitHub's caps, annotations.ts chooses them), and one warning each for crawl traps
 * and bad sitemaps. Every line of untrusted text is made safe for the log first.
 */
import * as core from '@actions/core';
import { describeTrap } from '../model/trap.js';
import type { Report } from '../report/model.js';
import { formatDuration } from '../report/markdown.js';
import { safeLogText } from '../report/escape.js';
import { annotationProperties, buildAnnotations, describeReferrer, GITHUB_ANNOTATION_CAP, type Annotation } from './annotations.js';
import { where } from './files.js';
import type { ActionSettings } from './inputs.js';
import type { SourceHit } from './sources.js';

/** Warning annotations kept free for run-level problems (crawl stopped early, upload failed). */
const RESERVED_WARNINGS = 2;
/** Dead links listed in the plain log; the rest are in the summary and the reports. */
const MAX_LOG_LINES = 100;
/** Traps or sitemap problems listed in their one warning. */
const MAX_LISTED = 20;

/** Issue one annotation: @actions/core escapes the message and every property. */
export function issueAnnotation(a: Annotation): void {
  ({ error: core.error, warning: core.warning, notice: core.notice })[a.level](a.message, annotationProperties(a));
}

/** The counts, and the dead links in the plain log, one line each, made safe (no line breaks, no `::` at line start). */
export function logResults(report: Report, settings: ActionSettings): void {
  const c = report.counts;
  core.info(`${c.pages} pages, ${c.links} links, ${c.dead} dead, ${c.warnings} warnings in ${formatDuration(report.run.durationMs)}`);
  let lines = 0;
  for (const result of report.dead) {
    for (const ref of result.referrers) {
      if (lines++ >= MAX_LOG_LINES) break;
      core.info(safeLogText(`  dead ${result.url} — ${result.reason} — ${describeReferrer(ref, where(settings))}`));
    }
  }
  const total = report.dead.reduce((n, r) => n + r.referrers.length, 0);
  if (total > MAX_LOG_LINES) core.info(`  … and ${total - MAX_LOG_LINES} more (see the reports)`);
  core.info(safeLogText(`Reports: ${settings.jsonPath} and ${settings.markdownPath}`));
}

/** The annotations for dead links and warnings, leaving room under each cap for the run-level ones. */
export function annotate(report: Report, settings: ActionSettings, sourceHits: Map<string, SourceHit[]>, fullListAt: string): void {
  const caps = {
    error: GITHUB_ANNOTATION_CAP - (settings.fail && report.counts.dead > 0 ? 1 : 0),
    // One more kept free for the crawl-trap warning, and for the sitemaps' one, when there is one.
    warning: GITHUB_ANNOTATION_CAP - RESERVED_WARNINGS - ((report.run.traps?.length ?? 0) > 0 ? 1 : 0) - ((report.sitemaps?.warnings.length ?? 0) > 0 ? 1 : 0),
  };
  for (const a of buildAnnotations(report, caps, { sourceHits, fullListAt, ...where(settings) })) issueAnnotation(a);
}

/** One warning for all crawl traps, one for all bad sitemaps (the annotation cap is per step); each on its own line. */
export function warnRunProblems(report: Report): void {
  const more = (n: number) => (n > MAX_LISTED ? `\n… and ${n - MAX_LISTED} more: see the report` : '');
  const traps = report.run.traps ?? [];
  if (traps.length > 0) {
    core.warning(
      traps
        .slice(0, MAX_LISTED)
        .map((t) => safeLogText(describeTrap(t)))
        .join('\n') + more(traps.length),
    );
  }
  const sitemaps = report.sitemaps?.warnings ?? [];
  if (sitemaps.length > 0) {
    const lines = sitemaps
      .slice(0, MAX_LISTED)
      .map((w) => safeLogText(`${w.sitemap}${w.line !== undefined ? `:${w.line}:${w.column ?? 0}` : ''}: ${w.message}`));
    core.warning(`Sitemaps:\n${lines.join('\n')}${more(sitemaps.length)}`, { title: 'linkspider: sitemap problems' });
  }
}
