/**
 * The Action, as a short pipeline of steps: inputs → check → report files → log and
 * annotations → artifact → summary → outputs → issue → comment → suggestions → exit status. Each step is a
 * function of what it needs (the context read once, the settings, the report) and speaks the
 * runner's protocol through @actions/core; index.ts only checks the Node version and calls this.
 */
import * as core from '@actions/core';
import type { Report } from '../report/model.js';
import { nothingChecked } from '../report/empty.js';
import { keepArtifact, type KeptArtifact } from './artifact.js';
import { check } from './check.js';
import { githubLinks, type ActionContext } from './context.js';
import { where, writeFiles, type MarkdownWhere } from './files.js';
import { pullRequestComment, rollingIssue } from './github.js';
import type { ActionSettings } from './inputs.js';
import { annotate, logResults, warnRunProblems } from './log.js';
import { readSettings } from './settings.js';
import { pullRequestSuggestions, suggestContext, suggestWhere } from './suggest.js';
import { lookUpSources, type SourceHit } from './sources.js';
import { setOutputs, summaryStep } from './summary.js';

export { readContext } from './context.js';

export async function runAction(ctx: ActionContext, signal: AbortSignal): Promise<void> {
  const settings = await readSettings(ctx);
  if (settings === undefined) return;
  const report = await check(settings, ctx, signal);
  if (report === undefined) return;

  const sourceHits = await findInSources(report, settings);
  const links = githubLinks(ctx);
  const markdown: MarkdownWhere = { ...where(settings), sources: sourceHits, ...(links.sourceUrl ? { sourceUrl: links.sourceUrl } : {}) };
  const files = await writeFiles(report, settings, sourceHits, markdown);
  logResults(report, settings);

  // The artifact before the summary, so the summary can link to it (or say it was not kept).
  const artifact: KeptArtifact | undefined = settings.artifactName ? await keepArtifact(settings.artifactName, settings, files, ctx, links) : undefined;
  const fullListAt = artifact?.kept
    ? `report.md in the artifact "${settings.artifactName}" and the job summary`
    : `the job summary and ${settings.markdownPath} on the runner`;
  if (settings.annotations) annotate(report, settings, sourceHits, fullListAt);
  warnRunProblems(report);
  if (settings.summary) await summaryStep(report, settings.artifactName, artifact, markdown, files.html !== '');

  setOutputs(report, files);
  core.setOutput('issue', settings.issue ? await rollingIssue(settings.issue, report, ctx, links.runUrl) : '');
  if (settings.comment) await pullRequestComment(settings.comment.token, report, markdown, ctx, links.runUrl);
  if (settings.suggest)
    await pullRequestSuggestions({ token: settings.suggest.token, report, ...suggestWhere(settings), ...suggestContext(ctx), runUrl: links.runUrl, log: core });
  finish(report, settings, fullListAt);
}

/** Where the dead links and warnings are written in the `sources` files, by URL. A lookup that fails is a warning. */
async function findInSources(report: Report, settings: ActionSettings): Promise<Map<string, SourceHit[]>> {
  if (settings.sources.length === 0) return new Map();
  const { options } = settings;
  const origins = [...options.urls, ...(options.baseUrl ? [options.baseUrl] : []), ...(settings.merge !== undefined ? report.run.startUrls : [])];
  try {
    const found = await lookUpSources(settings.sources, settings.workspace, [...report.dead, ...report.warnings, ...(report.blocked ?? [])], origins);
    core.info(`sources: searched ${found.files} files, found ${[...found.hits.values()].reduce((n, h) => n + h.length, 0)} places`);
    return found.hits;
  } catch (e) {
    core.warning(`sources: lookup failed: ${(e as Error).message}`);
    return new Map();
  }
}

/** The step's result: an early stop is a warning; nothing checked, or dead links with `fail`, fail the step. */
export function finish(report: Report, settings: Pick<ActionSettings, 'options' | 'merge' | 'fail'>, fullListAt: string): void {
  if (report.run.incomplete) {
    core.warning(`The crawl stopped early (${report.run.incompleteReason ?? 'incomplete'}): not every link was checked.`);
  }
  const empty = nothingChecked(report, settings.options.allowEmpty, 'allow-empty');
  const dead = report.counts.dead;
  if (empty !== undefined && settings.merge === undefined) core.setFailed(empty);
  else if (dead > 0 && settings.fail) core.setFailed(`${dead} dead link${dead === 1 ? '' : 's'} found: see ${fullListAt}`);
}
