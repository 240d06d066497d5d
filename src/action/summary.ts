/**
 * The job summary and the step outputs. The markdown itself comes from report/markdown.ts
 * (shared with the artifact's report.md); this file sizes it for the job summary, writes it
 * to the job summary file, and turns the report into output values.
 */
import { appendSummary } from './core.js';
import type { Report } from '../report/model.js';
import { renderMarkdown, reportResult, type MarkdownOptions } from '../report/markdown.js';
import { changesSinceLastRun, shownWarnings } from '../report/changes.js';

/** GitHub rejects a step summary over 1 MiB; keep a margin below it. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 24 * 1024;

/** The job summary body: the markdown report, truncated to fit the summary limit. */
export function summaryMarkdown(report: Report, opts: Omit<MarkdownOptions, 'maxBytes'>): string {
  return renderMarkdown(report, { ...opts, maxBytes: SUMMARY_LIMIT_BYTES });
}

/** Append `markdown` to the step summary file ($GITHUB_STEP_SUMMARY). */
export async function writeJobSummary(markdown: string): Promise<void> {
  await appendSummary(markdown);
}

export type ActionOutputs = Record<'result' | 'dead' | 'warnings' | 'new' | 'known' | 'fixed' | 'pages' | 'links' | 'mailto' | 'from-cache' | 'report', string>;

/**
 * The step outputs, as strings: the same numbers the summary shows. (`issue` is set by
 * index.ts after the rolling issue is synced.)
 */
export function actionOutputs(report: Report, reportPath: string): ActionOutputs {
  const changes = changesSinceLastRun(report);
  return {
    result: reportResult(report),
    dead: String(report.counts.dead),
    warnings: String(shownWarnings(report).length),
    new: String(changes.new.length),
    known: String(changes.known.length),
    fixed: String(changes.fixed.length),
    pages: String(report.counts.pages),
    links: String(report.counts.links),
    mailto: String(report.counts.mailto),
    'from-cache': String(report.counts.fromCache),
    report: reportPath,
  };
}
