/**
 * The pipeline's steps that write to GitHub: the rolling issue (issue.ts) and the pull-request
 * comment (comment.ts), each through its Octokit adapter. Neither ever fails the step: GitHub
 * refusing or failing is a warning, and the check's own result stands.
 */
import * as core from '@actions/core';
import type { Report } from '../report/model.js';
import { octokitCommentApi, pullRequestNumber, syncComment, type CommentSettings } from './comment.js';
import type { ActionContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { isForkPullRequest, octokitIssueApi, syncIssue } from './issue.js';

/** Sync the rolling issue; the number of the issue left open ('' when none). */
export async function rollingIssue(issue: NonNullable<ActionSettings['issue']>, report: Report, ctx: ActionContext, runUrl: string): Promise<string> {
  if (!ctx.repository) {
    core.warning('issue: GITHUB_REPOSITORY is not set, so there is no repository to keep the issue in');
    return '';
  }
  if (isForkPullRequest(ctx.eventName, ctx.event)) {
    core.warning('issue: not updated: this is a pull request from a fork, whose token is read-only. The check itself ran as usual.');
    return '';
  }
  const api = await octokitIssueApi({ token: issue.token, baseUrl: ctx.apiUrl, ...ctx.repository });
  const outcome = await syncIssue(api, report, { label: issue.label, title: issue.title, runUrl }, core);
  return 'number' in outcome && outcome.action !== 'closed' ? String(outcome.number) : '';
}

/** Sync this job's comment on the pull request, when the run is for one. */
export async function pullRequestComment(
  token: string,
  report: Report,
  markdown: CommentSettings['markdown'],
  ctx: ActionContext,
  runUrl: string,
): Promise<void> {
  const pull = pullRequestNumber(ctx.event);
  if (pull === undefined) {
    core.info('comment: this run is not for a pull request, so there is nothing to comment on');
    return;
  }
  if (!ctx.repository) {
    core.warning('comment: GITHUB_REPOSITORY is not set, so there is no pull request to comment on');
    return;
  }
  const api = await octokitCommentApi({ token, baseUrl: ctx.apiUrl, ...ctx.repository });
  await syncComment(api, pull, report, { workflow: ctx.workflow, job: ctx.job, runUrl, ...(markdown ? { markdown } : {}) }, core);
}
