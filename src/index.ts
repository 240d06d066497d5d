/**
 * The GitHub Action's entry: inputs → options → (cache restore) → crawl or merge → (cache
 * save) → reports, annotations, summary, outputs, rolling issue, artifact → exit status.
 * Wiring only; each step lives in src/action/*.
 */
import * as core from './action/core.js';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './errors.js';
import { runCheck } from './run.js';
import type { Report } from './report/model.js';
import { readJsonReport, writeJsonReport } from './report/json.js';
import { buildSarif, writeSarif } from './report/sarif.js';
import { writeJunit } from './report/junit.js';
import { mergeReports } from './report/merge.js';
import { applyBaseline } from './report/adjust.js';
import { renderMarkdown, formatDuration } from './report/markdown.js';
import { markdownCode, markdownLink, safeLogText } from './report/escape.js';
import { describeTrap } from './model/trap.js';
import { nothingChecked } from './report/empty.js';
import { octokitCommentApi, pullRequestNumber, syncComment, type CommentSettings } from './action/comment.js';
import { checkInputPaths, readInputs, type ActionSettings } from './action/inputs.js';
import { annotationProperties, buildAnnotations, describeReferrer, GITHUB_ANNOTATION_CAP } from './action/annotations.js';
import { lookUpSources, type SourceHit } from './action/sources.js';
import { actionOutputs, summaryMarkdown, writeJobSummary } from './action/summary.js';
import { createArtifactUploader, planArtifact, recordingUploader } from './action/artifact.js';
import { actionsCacheStore, directoryCacheStore, restoreResultCache, saveResultCache } from './action/cache.js';
import { isForkPullRequest, octokitIssueApi, syncIssue } from './action/issue.js';
import { mergeArtifactReports } from './action/merge.js';
import { changedMarkdown } from './action/changed.js';
import { DEFAULT_GITHUB_API_URL } from './options.js';

/** The annotation functions by level (action/core.ts): they escape the message and the properties. */
const ANNOTATE = { error: core.error, warning: core.warning, notice: core.notice } as const;

/** Warning annotations kept free for run-level problems (crawl stopped early, upload failed). */
const RESERVED_WARNINGS = 2;
/** Dead links listed in the plain log; the rest are in the summary and the reports. */
const MAX_LOG_LINES = 100;

async function main(): Promise<void> {
  // Masked before anything can log them. The tokens only ever go to the GitHub API.
  const token = core.getInput('token');
  if (token !== '') core.setSecret(token);
  const githubToken = core.getInput('github-token');
  if (githubToken !== '') core.setSecret(githubToken);

  let settings: ActionSettings;
  try {
    settings = readInputs((name) => core.getInput(name), {
      workspace: process.env['GITHUB_WORKSPACE'] || process.cwd(),
      tempDir: process.env['RUNNER_TEMP'] || tmpdir(),
      ...(process.env['GITHUB_RUN_ID'] ? { runId: process.env['GITHUB_RUN_ID'] } : {}),
      ...(process.env['GITHUB_RUN_ATTEMPT'] ? { runAttempt: process.env['GITHUB_RUN_ATTEMPT'] } : {}),
      ...(process.env['GITHUB_API_URL'] ? { githubApiUrl: process.env['GITHUB_API_URL'] } : {}),
    });
    await checkInputPaths(settings);
  } catch (e) {
    if (e instanceof UsageError) return core.setFailed(e.message);
    throw e;
  }
  const { options } = settings;
  // The workflow's event payload, read once: changed-only, the rolling issue and the PR comment use it.
  const event = await readEvent();

  // The runner sends SIGINT on cancel: stop crawling and still report what was found.
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());

  // TEST ONLY: LINKSPIDER_TEST_CACHE_DIR keeps caches in a folder instead of the cache service.
  const testCacheDir = process.env['LINKSPIDER_TEST_CACHE_DIR'];
  const cacheStore = settings.cache ? (testCacheDir ? directoryCacheStore(testCacheDir) : actionsCacheStore()) : undefined;
  if (settings.cache && cacheStore) await restoreResultCache(cacheStore, settings.cache.file, settings.cache.keys, core);

  const origins = [...options.urls, ...(options.baseUrl ? [options.baseUrl] : [])];
  let report: Report;
  if (settings.merge !== undefined) {
    try {
      report = await mergeShards(settings);
    } catch (e) {
      return core.setFailed(e instanceof UsageError ? e.message : `merge: ${(e as Error).message}`);
    }
    origins.push(...report.run.startUrls);
  } else {
    try {
      let changed: ReadonlySet<string> | undefined;
      if (settings.changedOnly) {
        const set = changedMarkdown(settings.workspace, process.env['GITHUB_EVENT_NAME'], event);
        core.info(safeLogText(set.note));
        changed = set.files;
      }
      const repository = { root: settings.workspace, ...(changed ? { changed } : {}) };
      report = await runCheck(
        options,
        {
          signal: stop.signal,
          onLocalServer: (url) => {
            // Every report speaks of the site's public URLs; the loopback address is for debugging only.
            core.debug(safeLogText(`Serving ${options.path} at ${url}`));
          },
        },
        undefined,
        { repository },
      );
    } catch (e) {
      // UsageError (an unusable cache or baseline file) already names its input.
      return core.setFailed(e instanceof UsageError ? e.message : `linkspider: ${(e as Error).message}`);
    }
  }
  if (settings.cache && cacheStore) {
    await saveResultCache(cacheStore, settings.cache.file, settings.cache.keys, core);
    core.info(`cache: ${c0(report.counts.fromCache)} verdicts came from the cache`);
  }
  const c = report.counts;
  const dead = c.dead > 0;

  let sourceHits = new Map<string, SourceHit[]>();
  if (settings.sources.length > 0) {
    try {
      const found = await lookUpSources(settings.sources, settings.workspace, [...report.dead, ...report.warnings, ...(report.blocked ?? [])], origins);
      sourceHits = found.hits;
      core.info(`sources: searched ${found.files} files, found ${[...found.hits.values()].reduce((n, h) => n + h.length, 0)} places`);
    } catch (e) {
      core.warning(`sources: lookup failed: ${(e as Error).message}`);
    }
  }

  const github = githubContext();
  const markdownWhere = { ...where(settings), sources: sourceHits, sourceUrl: github.sourceUrl };

  // A report that cannot be written is a warning: annotations, summary and outputs still follow.
  let reportPath = settings.jsonPath;
  try {
    await writeJsonReport(report, settings.jsonPath);
    await mkdir(path.dirname(settings.markdownPath), { recursive: true });
    await writeFile(settings.markdownPath, renderMarkdown(report, { fullReportAt: markdownCode(path.basename(settings.jsonPath)), ...markdownWhere }));
  } catch (e) {
    core.warning(`json: cannot write the reports to ${settings.jsonPath}: ${(e as Error).message}`);
    reportPath = '';
  }

  const extraReports = await writeExtraReports(report, settings, sourceHits);

  core.info(`${c.pages} pages, ${c.links} links, ${c.dead} dead, ${c.warnings} warnings in ${formatDuration(report.run.durationMs)}`);
  logResults(report, settings);
  core.info(safeLogText(`Reports: ${settings.jsonPath} and ${settings.markdownPath}`));

  // The artifact before the summary, so the summary can link to it (or say it was not kept).
  let artifactUrl: string | undefined;
  let artifactKept = false;
  if (settings.artifactName) {
    // The crawl database (`db`) when it was written (a run whose database failed says so in its notes).
    const db = options.db !== undefined && existsSync(options.db) ? [options.db] : [];
    const written = [extraReports.sarif, extraReports.junit].filter((f): f is string => f !== '');
    const plan = await planArtifact([settings.jsonPath, settings.markdownPath, ...db, ...written], settings.artifactMirror ? options.mirror : undefined);
    if (plan.rejected.length > 0) core.info(`artifact: left out ${plan.rejected.length} files whose names the artifact service rejects`);
    // TEST ONLY: LINKSPIDER_TEST_ARTIFACT_LOG records the upload instead of making it.
    const log = process.env['LINKSPIDER_TEST_ARTIFACT_LOG'];
    const uploader = log ? recordingUploader(log) : createArtifactUploader();
    try {
      const res = await uploader.upload(settings.artifactName, plan.files, plan.rootDir, { retentionDays: settings.retentionDays });
      artifactKept = true;
      artifactUrl = github.artifactUrl(res.id);
      core.info(safeLogText(`artifact "${settings.artifactName}": ${plan.files.length} files${res.size !== undefined ? `, ${res.size} bytes` : ''}`));
    } catch (e) {
      core.warning(
        `artifact upload failed (${(e as Error).message}); the reports are still at ${settings.jsonPath} and ${settings.markdownPath} on the runner, until the job ends`,
      );
    }
  }

  // Point to the artifact only when it was uploaded.
  const fullListAt = artifactKept
    ? `report.md in the artifact "${settings.artifactName}" and the job summary`
    : `the job summary and ${settings.markdownPath} on the runner`;

  if (settings.annotations) {
    const caps = {
      error: GITHUB_ANNOTATION_CAP - (settings.fail && dead ? 1 : 0),
      // One more kept free for the crawl-trap warning when there is one.
      warning:
        GITHUB_ANNOTATION_CAP - RESERVED_WARNINGS - ((report.run.traps?.length ?? 0) > 0 ? 1 : 0) - ((report.sitemaps?.warnings.length ?? 0) > 0 ? 1 : 0),
    };
    const ctx = { sourceHits, fullListAt, ...where(settings) };
    for (const a of buildAnnotations(report, caps, ctx)) ANNOTATE[a.level](a.message, annotationProperties(a));
  }

  const traps = report.run.traps ?? [];
  if (traps.length > 0) {
    // One warning for all traps (the annotation cap is per step); each on its own line.
    core.warning(
      traps
        .slice(0, 20)
        .map((t) => safeLogText(describeTrap(t)))
        .join('\n') + (traps.length > 20 ? `\n… and ${traps.length - 20} more: see the report` : ''),
    );
  }
  const sitemapWarnings = report.sitemaps?.warnings ?? [];
  if (sitemapWarnings.length > 0) {
    // One warning for every bad sitemap, like the traps' (the annotation cap is per step).
    const lines = sitemapWarnings
      .slice(0, 20)
      .map((w) => safeLogText(`${w.sitemap}${w.line !== undefined ? `:${w.line}:${w.column ?? 0}` : ''}: ${w.message}`));
    core.warning(`Sitemaps:\n${lines.join('\n')}${sitemapWarnings.length > 20 ? `\n… and ${sitemapWarnings.length - 20} more: see the report` : ''}`, {
      title: 'linkspider: sitemap problems',
    });
  }
  if (settings.summary) {
    const artifactLabel = `report.md in the artifact ${markdownCode(settings.artifactName ?? '')}`;
    const fullReportAt = artifactKept ? (artifactUrl !== undefined ? markdownLink(artifactLabel, artifactUrl) : artifactLabel) : 'the full report (not kept)';
    const fullReportLine = artifactKept
      ? `Full report: ${fullReportAt}.`
      : settings.artifactName
        ? 'The full report was not kept: the artifact upload failed (see the warning).'
        : 'The full report was not kept: set `artifact-name` to keep it as an artifact of the run.';
    try {
      await writeJobSummary(summaryMarkdown(report, { fullReportAt, fullReportLine, ...markdownWhere }));
    } catch (e) {
      core.warning(`job summary not written: ${(e as Error).message}`);
    }
  }

  for (const [name, value] of Object.entries(actionOutputs(report, reportPath))) core.setOutput(name, value);
  core.setOutput('sarif-file', extraReports.sarif);
  core.setOutput('junit-file', extraReports.junit);
  core.setOutput('issue', settings.issue ? await rollingIssue(settings.issue, report, event, github.runUrl) : '');
  if (settings.comment) await pullRequestComment(settings.comment.token, report, markdownWhere, event, github.runUrl);

  if (report.run.incomplete) {
    core.warning(`The crawl stopped early (${report.run.incompleteReason ?? 'incomplete'}): not every link was checked.`);
  }
  const empty = nothingChecked(report, options.allowEmpty, 'allow-empty');
  if (empty !== undefined && settings.merge === undefined) {
    core.setFailed(empty);
  } else if (dead && settings.fail) {
    core.setFailed(`${c.dead} dead link${c.dead === 1 ? '' : 's'} found: see ${fullListAt}`);
  }
}

/**
 * The SARIF log and the JUnit XML, when asked for (also for a partial run: each says it is
 * partial). A file that cannot be written is a warning, as for the JSON report. Their paths, '' when not written.
 */
async function writeExtraReports(report: Report, settings: ActionSettings, sourceHits: Map<string, SourceHit[]>): Promise<{ sarif: string; junit: string }> {
  const { options } = settings;
  const roots = { workspace: settings.workspace, ...(options.path !== undefined ? { sitePath: options.path } : {}) };
  const out = { sarif: '', junit: '' };
  if (options.sarif !== undefined) {
    try {
      const log = buildSarif(report, { ...roots, sourceHits });
      await writeSarif(log, options.sarif);
      out.sarif = options.sarif;
      const results = log.runs[0]?.results ?? [];
      const unplaced = results.filter((r) => r.locations?.[0]?.physicalLocation === undefined).length;
      core.info(
        safeLogText(
          `sarif: ${results.length} results in ${options.sarif}${unplaced > 0 ? `; ${unplaced} have no file in the repository, which code scanning does not show (set sources to place them)` : ''}`,
        ),
      );
    } catch (e) {
      core.warning(`sarif: cannot write ${options.sarif}: ${(e as Error).message}`);
    }
  }
  if (options.junit !== undefined) {
    try {
      await writeJunit(report, options.junit, roots);
      out.junit = options.junit;
    } catch (e) {
      core.warning(`junit: cannot write ${options.junit}: ${(e as Error).message}`);
    }
  }
  return out;
}

/** Links into GitHub for this run: the source files at its commit, its artifacts, the run itself. */
function githubContext(): {
  runUrl: string;
  sourceUrl?: (file: string, line: number) => string | undefined;
  artifactUrl: (id: number | undefined) => string | undefined;
} {
  const server = (process.env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  const repository = process.env['GITHUB_REPOSITORY'] ?? '';
  const sha = process.env['GITHUB_SHA'] ?? '';
  const runId = process.env['GITHUB_RUN_ID'] ?? '';
  const repoOk = /^[\w.-]+\/[\w.-]+$/.test(repository);
  const runUrl = `${server}/${repository}/actions/runs/${runId}`;
  return {
    runUrl,
    ...(repoOk && /^[0-9a-f]{40,64}$/i.test(sha)
      ? { sourceUrl: (file: string, line: number) => `${server}/${repository}/blob/${sha}/${file.split('/').map(encodeURIComponent).join('/')}#L${line}` }
      : {}),
    artifactUrl: (id) => (repoOk && /^\d+$/.test(runId) && id !== undefined ? `${runUrl}/artifacts/${id}` : undefined),
  };
}

/** Sync this job's comment on the pull request, when the run is for one. Never fails the step. */
async function pullRequestComment(token: string, report: Report, markdown: CommentSettings['markdown'], event: unknown, runUrl: string): Promise<void> {
  const pull = pullRequestNumber(event);
  if (pull === undefined) {
    core.info('comment: this run is not for a pull request, so there is nothing to comment on');
    return;
  }
  const [owner, repo] = (process.env['GITHUB_REPOSITORY'] ?? '').split('/');
  if (!owner || !repo) {
    core.warning('comment: GITHUB_REPOSITORY is not set, so there is no pull request to comment on');
    return;
  }
  const api = await octokitCommentApi({ token, baseUrl: process.env['GITHUB_API_URL'] || DEFAULT_GITHUB_API_URL, owner, repo });
  const settings: CommentSettings = {
    workflow: process.env['GITHUB_WORKFLOW'] ?? '',
    job: process.env['GITHUB_JOB'] ?? '',
    runUrl,
    ...(markdown ? { markdown } : {}),
  };
  await syncComment(api, pull, report, settings, core);
}

function c0(n: number): string {
  return n.toLocaleString('en-US');
}

/** Merge mode: read the shard reports the job downloaded and merge them (then the baseline). */
async function mergeShards(settings: ActionSettings): Promise<Report> {
  const files = await mergeArtifactReports(settings.merge!, settings.workspace);
  const names = files.map((f) => {
    const rel = path.relative(settings.workspace, f);
    return rel.startsWith('..') || path.isAbsolute(rel) ? f : rel.split(path.sep).join('/');
  });
  core.info(safeLogText(`merge: ${files.length} shard reports: ${names.join(', ')}`));
  const reports = await Promise.all(files.map((f) => readJsonReport(f)));
  let report = mergeReports(reports, names);
  const baselineFile = settings.options.baseline;
  if (baselineFile !== undefined) {
    let baseline: Report;
    try {
      baseline = await readJsonReport(baselineFile);
    } catch (e) {
      throw new UsageError('baseline', (e as Error).message);
    }
    report = applyBaseline(report, baseline, baselineFile);
    // Shards may have applied a baseline already: count every known link once.
    report.run.baseline = { file: baselineFile, known: report.warnings.filter((w) => w.known).length };
  }
  return report;
}

/** Sync the rolling issue; the number of the issue left open ('' when none). Never fails the step. */
async function rollingIssue(issue: NonNullable<ActionSettings['issue']>, report: Report, event: unknown, runUrl: string): Promise<string> {
  const repository = process.env['GITHUB_REPOSITORY'] ?? '';
  const [owner, repo] = repository.split('/');
  if (!owner || !repo) {
    core.warning('issue: GITHUB_REPOSITORY is not set, so there is no repository to keep the issue in');
    return '';
  }
  if (isForkPullRequest(process.env['GITHUB_EVENT_NAME'], event)) {
    core.warning('issue: not updated: this is a pull request from a fork, whose token is read-only. The check itself ran as usual.');
    return '';
  }
  const api = await octokitIssueApi({ token: issue.token, baseUrl: process.env['GITHUB_API_URL'] || DEFAULT_GITHUB_API_URL, owner, repo });
  const outcome = await syncIssue(api, report, { label: issue.label, title: issue.title, runUrl }, core);
  return 'number' in outcome && outcome.action !== 'closed' ? String(outcome.number) : '';
}

/** The workflow's event payload (GITHUB_EVENT_PATH), or undefined when there is none to read. */
async function readEvent(): Promise<unknown> {
  const eventPath = process.env['GITHUB_EVENT_PATH'];
  if (!eventPath) return undefined;
  try {
    return JSON.parse(await readFile(eventPath, 'utf8'));
  } catch {
    return undefined;
  }
}

function where(settings: ActionSettings): { sitePath?: string; workspace: string } {
  return settings.options.path !== undefined ? { sitePath: settings.options.path, workspace: settings.workspace } : { workspace: settings.workspace };
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
