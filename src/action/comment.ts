/**
 * The pull-request comment (`comment: true`): one sticky comment per workflow and job,
 * created by the first run that has something to say, edited in place by every later run,
 * saying "no dead links" once they are gone. GitHub is reached through the small
 * `CommentApi` interface; `octokitCommentApi` is the thin adapter over @actions/github.
 * Nothing here touches @actions/core: the caller passes a log.
 */
import type { Report } from '../report/model.js';
import { renderMarkdown } from '../report/markdown.js';
import type { MarkdownOptions } from '../report/markdown.js';
import { commentJson, type IssueLog, type RepoRef } from './issue.js';

export interface PullComment {
  id: number;
  body: string;
}

export interface CommentApi {
  /** Every comment on the pull request, oldest first. */
  list(pull: number): Promise<PullComment[]>;
  create(pull: number, body: string): Promise<{ id: number }>;
  update(id: number, body: string): Promise<void>;
}

/** The real API: Octokit from @actions/github, pointed at `baseUrl` only. */
export async function octokitCommentApi({ token, baseUrl, owner, repo }: RepoRef): Promise<CommentApi> {
  // Loaded only when `comment` is set (Octokit is a large part of the bundle).
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, { baseUrl });
  return {
    async list(pull) {
      const all = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: pull, per_page: 100 });
      return all.map((c) => ({ id: c.id, body: c.body ?? '' }));
    },
    async create(pull, body) {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: pull, body });
      return { id: data.id };
    },
    async update(id, body) {
      await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
    },
  };
}

/** GitHub refuses a comment over 65,536 characters. */
export const COMMENT_LIMIT = 65_536;
/** Room kept for the marker and the truncation pointer. */
const COMMENT_MARGIN = 2_048;

/** The hidden line that tells this workflow's and job's comment apart from every other one. */
export function commentMarker(workflow: string, job: string): string {
  return `<!-- linkspider:comment ${commentJson({ workflow, job })} -->`;
}

export interface CommentSettings {
  /** GITHUB_WORKFLOW and GITHUB_JOB: one comment per pair. */
  workflow: string;
  job: string;
  /** Link to the run, e.g. https://github.com/o/r/actions/runs/123. */
  runUrl: string;
  /** Passed on to the markdown report (files, sources, full-report pointer). */
  markdown?: Omit<MarkdownOptions, 'maxBytes' | 'fullReportAt' | 'fullReportLine'>;
  /** @default COMMENT_LIMIT */
  maxChars?: number;
}

/** The comment body: the summary, sized to fit, marked as ours, always under the limit. */
export function commentBody(report: Report, settings: CommentSettings): string {
  const limit = settings.maxChars ?? COMMENT_LIMIT;
  const marker = commentMarker(settings.workflow, settings.job);
  const run = `the job summary of [this run](${settings.runUrl})`;
  // Characters are at most bytes: a byte budget keeps the character count under the limit.
  let body = renderMarkdown(report, {
    ...settings.markdown,
    maxBytes: Math.max(1_000, limit - COMMENT_MARGIN),
    fullReportAt: run,
    fullReportLine: `Full report: ${run}.`,
  });
  if (body.length + marker.length + 1 > limit) {
    // Only a tiny limit gets here: cut at a line, and say where the rest is.
    const pointer = `\n\n_Cut to fit a comment: see ${run}._\n`;
    const room = Math.max(0, limit - marker.length - pointer.length - 1);
    const cut = body.lastIndexOf('\n', room);
    body = body.slice(0, cut > 0 ? cut : room) + pointer;
  }
  return `${marker}\n${body}`;
}

export type CommentOutcome = { action: 'created' | 'updated'; id: number } | { action: 'none' } | { action: 'skipped'; reason: string };

function statusOf(e: unknown): number | undefined {
  const s = (e as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

/**
 * Bring this job's comment on pull request `pull` in line with the report. A run with no
 * dead links creates no comment, but edits an earlier one to say so. Never throws: GitHub
 * refusing (a fork's read-only token, missing `pull-requests: write`) or failing is a warning.
 */
export async function syncComment(api: CommentApi, pull: number, report: Report, settings: CommentSettings, log: IssueLog): Promise<CommentOutcome> {
  try {
    const marker = commentMarker(settings.workflow, settings.job);
    const mine = (await api.list(pull)).find((c) => c.body.startsWith(marker));
    const body = commentBody(report, settings);
    if (mine) {
      await api.update(mine.id, body);
      log.info(`comment: updated the comment on pull request #${pull}`);
      return { action: 'updated', id: mine.id };
    }
    if (report.counts.dead === 0) {
      log.info(`comment: no dead links, and no earlier comment on pull request #${pull} to update`);
      return { action: 'none' };
    }
    const created = await api.create(pull, body);
    log.info(`comment: commented on pull request #${pull}`);
    return { action: 'created', id: created.id };
  } catch (e) {
    const status = statusOf(e);
    const why =
      status === 403 || status === 401 || status === 404
        ? `GitHub refused (HTTP ${status}): the token cannot comment here. Pull requests from forks get a read-only token; elsewhere give the job \`permissions: pull-requests: write\``
        : `GitHub request failed: ${(e as Error).message}`;
    log.warning(`comment: not written. ${why}. The check itself ran as usual.`);
    return { action: 'skipped', reason: why };
  }
}

/** The pull request's number from the event payload (GITHUB_EVENT_PATH), if the run is for one. */
export function pullRequestNumber(event: unknown): number | undefined {
  const n = (event as { pull_request?: { number?: unknown } } | undefined)?.pull_request?.number;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
