/**
 * The job summary and the step outputs. The markdown itself comes from report/markdown.ts
 * (shared with the artifact's report.md); this file sizes it for the job summary, writes it
 * to the job summary file, and turns the report into output values.
 */
import * as core from '@actions/core';
import type { Report } from '../report/model.js';
import { renderMarkdown, reportResult, SUMMARY_LIMIT_BYTES, type MarkdownOptions } from '../report/markdown.js';
import { changesSinceLastRun, shownWarnings } from '../report/changes.js';
import { markdownCode, markdownLink } from '../report/escape.js';
import type { KeptArtifact } from './artifact.js';
import { reportFilesOutput, type MarkdownWhere, type ReportPaths } from './files.js';

export { SUMMARY_LIMIT_BYTES };

/** The job summary body: the markdown report, truncated to fit the summary limit. */
export function summaryMarkdown(report: Report, opts: Omit<MarkdownOptions, 'maxBytes'>): string {
  return renderMarkdown(report, { ...opts, maxBytes: SUMMARY_LIMIT_BYTES });
}

/** Append `markdown` to the step summary file ($GITHUB_STEP_SUMMARY), through @actions/core. */
export async function writeJobSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown, true).write();
  } finally {
    // A write that failed leaves its text in the library's buffer: never write it twice.
    core.summary.emptyBuffer();
  }
}

/** The pipeline's summary step: the report, pointing to the artifact when it was kept. A summary that cannot be written is a warning. */
export async function summaryStep(
  report: Report,
  artifactName: string | undefined,
  artifact: KeptArtifact | undefined,
  markdown: MarkdownWhere,
  html = false,
): Promise<void> {
  const label = `report.md in the artifact ${markdownCode(artifactName ?? '')}`;
  const fullReportAt = artifact?.kept ? (artifact.url !== undefined ? markdownLink(label, artifact.url) : label) : 'the full report (not kept)';
  // The artifact is a zip: the page in it is linked through the artifact's own page.
  const page = artifact?.url !== undefined ? markdownLink('report.html', artifact.url) : '`report.html`';
  const browse = html ? ` To filter, search and sort every link, open ${page} from it in a browser.` : '';
  const fullReportLine = artifact?.kept
    ? `Full report: ${fullReportAt}.${browse}`
    : artifactName
      ? 'The full report was not kept: the artifact upload failed (see the warning).'
      : 'The full report was not kept: set `artifact-name` to keep it as an artifact of the run.';
  try {
    await writeJobSummary(summaryMarkdown(report, { fullReportAt, fullReportLine, ...markdown }));
  } catch (e) {
    core.warning(`job summary not written: ${(e as Error).message}`);
  }
}

/** The pipeline's outputs step: every output but `issue` (set once the rolling issue is synced). */
export function setOutputs(report: Report, files: ReportPaths): void {
  for (const [name, value] of Object.entries(actionOutputs(report, files.report))) core.setOutput(name, value);
  core.setOutput('sarif-file', files.sarif);
  core.setOutput('junit-file', files.junit);
  core.setOutput('report-files', reportFilesOutput(files));
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
