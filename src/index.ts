/**
 * The GitHub Action's entry: inputs → options → crawl → reports, annotations, summary,
 * outputs, artifact → exit status. Wiring only; each step lives in src/action/*.
 */
import * as core from '@actions/core';
import { EOL, tmpdir } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './errors.js';
import { runCheck } from './run.js';
import type { Report } from './report/model.js';
import { writeJsonReport } from './report/json.js';
import { renderMarkdown, formatDuration } from './report/markdown.js';
import { markdownCode, safeLogText } from './report/escape.js';
import { checkInputPaths, readInputs, type ActionSettings } from './action/inputs.js';
import { buildAnnotations, describeReferrer, formatCommand, GITHUB_ANNOTATION_CAP } from './action/annotations.js';
import { lookUpSources, type SourceHit } from './action/sources.js';
import { actionOutputs, summaryMarkdown, writeJobSummary } from './action/summary.js';
import { createArtifactUploader, planArtifact, recordingUploader } from './action/artifact.js';

/** Warning annotations kept free for run-level problems (crawl stopped early, upload failed). */
const RESERVED_WARNINGS = 2;
/** Dead links listed in the plain log; the rest are in the summary and the reports. */
const MAX_LOG_LINES = 100;

async function main(): Promise<void> {
  let settings: ActionSettings;
  try {
    settings = readInputs((name) => core.getInput(name), {
      workspace: process.env['GITHUB_WORKSPACE'] || process.cwd(),
      tempDir: process.env['RUNNER_TEMP'] || tmpdir(),
    });
    await checkInputPaths(settings);
  } catch (e) {
    if (e instanceof UsageError) return core.setFailed(e.message);
    throw e;
  }
  const { options } = settings;

  // The runner sends SIGINT on cancel: stop crawling and still report what was found.
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());

  const origins = [...options.urls, ...(options.baseUrl ? [options.baseUrl] : [])];
  let report: Report;
  try {
    report = await runCheck(options, {
      signal: stop.signal,
      onLocalServer: (url) => {
        origins.push(url);
        core.info(`Serving ${options.path} at ${url}`);
      },
    });
  } catch (e) {
    // UsageError (an unusable cache or baseline file) already names its input.
    return core.setFailed(e instanceof UsageError ? e.message : `linkspider: ${(e as Error).message}`);
  }
  const c = report.counts;
  const dead = c.dead > 0;

  // A report that cannot be written is a warning: annotations, summary and outputs still follow.
  let reportPath = settings.jsonPath;
  try {
    await writeJsonReport(report, settings.jsonPath);
    await mkdir(path.dirname(settings.markdownPath), { recursive: true });
    await writeFile(settings.markdownPath, renderMarkdown(report, { fullReportAt: markdownCode(path.basename(settings.jsonPath)), ...where(settings) }));
  } catch (e) {
    core.warning(`json: cannot write the reports to ${settings.jsonPath}: ${(e as Error).message}`);
    reportPath = '';
  }

  core.info(`${c.pages} pages, ${c.links} links, ${c.dead} dead, ${c.warnings} warnings in ${formatDuration(report.run.durationMs)}`);
  logResults(report, settings);
  core.info(`Reports: ${settings.jsonPath} and ${settings.markdownPath}`);

  const fullListAt = settings.artifactName
    ? `report.md in the artifact "${settings.artifactName}" and the job summary`
    : `the job summary and ${settings.markdownPath} on the runner`;

  let sourceHits = new Map<string, SourceHit[]>();
  if (settings.sources.length > 0) {
    try {
      const found = await lookUpSources(settings.sources, settings.workspace, [...report.dead, ...report.warnings], origins);
      sourceHits = found.hits;
      core.info(`sources: searched ${found.files} files, found ${[...found.hits.values()].reduce((n, h) => n + h.length, 0)} places`);
    } catch (e) {
      core.warning(`sources: lookup failed: ${(e as Error).message}`);
    }
  }

  if (settings.annotations) {
    const caps = {
      error: GITHUB_ANNOTATION_CAP - (settings.fail && dead ? 1 : 0),
      warning: GITHUB_ANNOTATION_CAP - RESERVED_WARNINGS,
    };
    const ctx = { sourceHits, fullListAt, ...where(settings) };
    for (const a of buildAnnotations(report, caps, ctx)) process.stdout.write(formatCommand(a) + EOL);
  }

  if (settings.summary) {
    const fullReportAt = settings.artifactName
      ? `report.md in the artifact ${markdownCode(settings.artifactName)}`
      : `${markdownCode(settings.markdownPath)} on the runner (set \`artifact-name\` to keep it)`;
    try {
      await writeJobSummary(summaryMarkdown(report, { fullReportAt, ...where(settings) }));
    } catch (e) {
      core.warning(`job summary not written: ${(e as Error).message}`);
    }
  }

  for (const [name, value] of Object.entries(actionOutputs(report, reportPath))) core.setOutput(name, value);

  if (settings.artifactName) {
    const plan = await planArtifact([settings.jsonPath, settings.markdownPath], options.mirror);
    if (plan.rejected.length > 0) core.info(`artifact: left out ${plan.rejected.length} files whose names the artifact service rejects`);
    // TEST ONLY: LINKSPIDER_TEST_ARTIFACT_LOG records the upload instead of making it.
    const log = process.env['LINKSPIDER_TEST_ARTIFACT_LOG'];
    const uploader = log ? recordingUploader(log) : createArtifactUploader();
    try {
      const res = await uploader.upload(settings.artifactName, plan.files, plan.rootDir, { retentionDays: settings.retentionDays });
      core.info(`artifact "${settings.artifactName}": ${plan.files.length} files${res.size !== undefined ? `, ${res.size} bytes` : ''}`);
    } catch (e) {
      core.warning(`artifact upload failed (${(e as Error).message}); the reports are still at ${settings.jsonPath} and ${settings.markdownPath}`);
    }
  }

  if (report.run.incomplete) {
    core.warning(`The crawl stopped early (${report.run.incompleteReason ?? 'incomplete'}): not every link was checked.`);
  }
  if (dead && settings.fail) {
    core.setFailed(`${c.dead} dead link${c.dead === 1 ? '' : 's'} found: see ${fullListAt}`);
  }
}

function where(settings: ActionSettings): { sitePath?: string; workspace: string } {
  return settings.options.path !== undefined
    ? { sitePath: settings.options.path, workspace: settings.workspace }
    : { workspace: settings.workspace };
}

/** Dead links in the plain log, one line each, made safe (no line breaks, no `::` at line start). */
function logResults(report: Report, settings: ActionSettings): void {
  let lines = 0;
  for (const result of report.dead) {
    for (const ref of result.referrers) {
      if (lines++ >= MAX_LOG_LINES) break;
      core.info(safeLogText(`  dead ${result.url} — ${result.reason} — ${describeReferrer(ref, where(settings))}`));
    }
  }
  const total = report.dead.reduce((n, r) => n + r.referrers.length, 0);
  if (total > MAX_LOG_LINES) core.info(`  … and ${total - MAX_LOG_LINES} more (see the reports)`);
}

main().catch((e: unknown) => {
  core.setFailed(`linkspider: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
});
