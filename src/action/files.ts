/**
 * The pipeline's report files: the JSON report, the markdown and HTML ones beside it (always), SARIF
 * and JUnit XML when asked for, written by the code the CLI uses (app/report-files.ts). A file
 * that cannot be written is a warning: annotations, summary and outputs still follow.
 */
import * as core from '@actions/core';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeReportFiles } from '../app/report-files.js';
import type { Report } from '../report/model.js';
import { renderMarkdown, type MarkdownOptions } from '../report/markdown.js';
import { markdownCode, safeLogText } from '../report/escape.js';
import type { ActionSettings } from './inputs.js';
import type { SourceHit } from './sources.js';

/** The paths written ('' for a file not written), as the outputs `report`, `sarif-file`, `junit-file` and `report-files` give them. */
export interface ReportPaths {
  report: string;
  /** The markdown report beside the JSON one. */
  markdown: string;
  /** The HTML report (one self-contained page). */
  html: string;
  sarif: string;
  junit: string;
}

/** The `report-files` output: a JSON object of the report files written, by kind (`json`, `markdown`, `html`, `sarif`, `junit`). */
export function reportFilesOutput(files: ReportPaths): string {
  const written = { json: files.report, markdown: files.markdown, html: files.html, sarif: files.sarif, junit: files.junit };
  return JSON.stringify(Object.fromEntries(Object.entries(written).filter(([, file]) => file !== '')));
}

/** What the markdown says about places: the workspace and site folder, source hits, links to source files. */
export type MarkdownWhere = Pick<MarkdownOptions, 'workspace' | 'sitePath' | 'sources' | 'sourceUrl'>;

/** The workspace, and the served folder when a folder was checked: where pages' files are. */
export function where(settings: Pick<ActionSettings, 'options' | 'workspace'>): { sitePath?: string; workspace: string } {
  const { path: sitePath } = settings.options;
  return sitePath !== undefined ? { sitePath, workspace: settings.workspace } : { workspace: settings.workspace };
}

export async function writeFiles(
  report: Report,
  settings: ActionSettings,
  sourceHits: Map<string, SourceHit[]>,
  markdown: MarkdownWhere,
): Promise<ReportPaths> {
  const { options } = settings;
  const targets = { json: settings.jsonPath, html: settings.htmlPath, sarif: options.sarif, junit: options.junit };
  const written = await writeReportFiles(report, targets, { ...where(settings), sourceHits, sourceUrl: markdown.sourceUrl });
  const out: ReportPaths = { report: '', markdown: '', html: '', sarif: '', junit: '' };
  for (const w of written) {
    if (w.error !== undefined) {
      core.warning(`${w.kind}: cannot write ${w.kind === 'json' ? 'the reports to ' : ''}${w.file}: ${w.error.message}`);
      continue;
    }
    if (w.kind === 'json') {
      try {
        await mkdir(path.dirname(settings.markdownPath), { recursive: true });
        await writeFile(settings.markdownPath, renderMarkdown(report, { fullReportAt: markdownCode(path.basename(w.file)), ...markdown }));
        out.report = w.file;
        out.markdown = settings.markdownPath;
      } catch (e) {
        core.warning(`json: cannot write the reports to ${settings.markdownPath}: ${(e as Error).message}`);
      }
    } else if (w.kind === 'html') {
      out.html = w.file;
    } else if (w.kind === 'sarif') {
      out.sarif = w.file;
      const { total, unplaced } = w.results!;
      const hint = unplaced > 0 ? `; ${unplaced} have no file in the repository, which code scanning does not show (set sources to place them)` : '';
      core.info(safeLogText(`sarif: ${total} results in ${w.file}${hint}`));
    } else {
      out.junit = w.file;
    }
  }
  return out;
}
