/**
 * `suggest: true`: on a pull request, one review with a `suggestion` block for each link that
 * `linkspider fix` would rewrite (src/fix), put only on the lines the pull request adds or
 * changes, so accepting it is one click and it never touches a line the author did not write.
 * GitHub is reached through the small `ReviewApi` interface; `octokitReviewApi` is the thin
 * adapter over @actions/github. Nothing here touches @actions/core: the caller passes a log.
 *
 * A re-run keeps one review, found by a hidden marker in its body. GitHub's REST API can edit a
 * submitted review's body and each of its comments' bodies, and delete its comments, but cannot
 * add a comment to it, delete it, or dismiss it (a COMMENT review answers 422 to a dismissal).
 * So: when the new suggestions sit on the same lines of the same commit, the review and its
 * comments are edited in place; when they do not (a new push moves lines, a link was fixed or
 * added), the old review's comments are deleted, its body says it was superseded (and loses the
 * marker), and one new review holds the current suggestions. Either way one live review remains.
 */
import { readFileSync } from 'node:fs';
import type { Report } from '../report/model.js';
import { changedLines } from '../markdown/changed.js';
import { pullRequestBase } from './changed.js';
import { markdownCode } from '../report/escape.js';
import { movedTargets, planFixes, rewrittenText, sourceResolver } from '../fix/plan.js';
import { commentJson, type IssueLog, type RepoRef } from './issue.js';

/** One suggestion: a whole line of a file, rewritten. */
export interface Suggestion {
  path: string;
  line: number;
  body: string;
}

export interface ReviewSummary {
  id: number;
  body: string;
  commitId: string;
}

export interface ReviewComment {
  id: number;
  path: string;
  line: number | null;
  body: string;
}

export interface ReviewApi {
  /** Every review on the pull request, oldest first. */
  listReviews(pull: number): Promise<ReviewSummary[]>;
  listComments(pull: number, review: number): Promise<ReviewComment[]>;
  /** Post a review (event COMMENT) on `commitId` with these line comments. */
  createReview(pull: number, commitId: string, body: string, comments: readonly Suggestion[]): Promise<{ id: number }>;
  updateReview(pull: number, review: number, body: string): Promise<void>;
  updateComment(id: number, body: string): Promise<void>;
  deleteComment(id: number): Promise<void>;
}

/** The real API: Octokit from @actions/github, pointed at `baseUrl` only. */
export async function octokitReviewApi({ token, baseUrl, owner, repo }: RepoRef): Promise<ReviewApi> {
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, { baseUrl });
  return {
    async listReviews(pull) {
      const all = await octokit.paginate(octokit.rest.pulls.listReviews, { owner, repo, pull_number: pull, per_page: 100 });
      return all.map((r) => ({ id: r.id, body: r.body ?? '', commitId: r.commit_id ?? '' }));
    },
    async listComments(pull, review) {
      const all = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, { owner, repo, pull_number: pull, review_id: review, per_page: 100 });
      return all.map((c) => ({ id: c.id, path: c.path, line: (c as { line?: number | null }).line ?? null, body: c.body ?? '' }));
    },
    async createReview(pull, commitId, body, comments) {
      const { data } = await octokit.rest.pulls.createReview({
        owner,
        repo,
        pull_number: pull,
        commit_id: commitId,
        body,
        event: 'COMMENT',
        comments: comments.map((c) => ({ path: c.path, line: c.line, side: 'RIGHT', body: c.body })),
      });
      return { id: data.id };
    },
    async updateReview(pull, review, body) {
      await octokit.rest.pulls.updateReview({ owner, repo, pull_number: pull, review_id: review, body });
    },
    async updateComment(id, body) {
      await octokit.rest.pulls.updateReviewComment({ owner, repo, comment_id: id, body });
    },
    async deleteComment(id) {
      await octokit.rest.pulls.deleteReviewComment({ owner, repo, comment_id: id });
    },
  };
}

/** The hidden line that tells this workflow's and job's review apart from every other one. */
export function reviewMarker(workflow: string, job: string): string {
  return `<!-- linkspider:suggestions ${commentJson({ workflow, job })} -->`;
}

/** A fence longer than any run of backticks in `text`. */
function fenceFor(text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((r) => r.length));
  return '`'.repeat(longest + 1);
}

const LINE_END = /\r\n|\n|\r/;

/**
 * The suggestions for a report: each line of a repository file (Markdown, or a page of the
 * checked folder) holding a link `fix` would rewrite, when the pull request changed that line.
 */
export function suggestionsFor(
  report: Report,
  root: string,
  changed: ReadonlyMap<string, ReadonlySet<number>>,
  read: (abs: string) => Buffer | undefined,
  folder?: string,
): Suggestion[] {
  const plan = planFixes(movedTargets(report.moved ?? []), sourceResolver(root, folder), read);
  const out: Suggestion[] = [];
  for (const f of plan.files) {
    const lines = changed.get(f.source.display);
    if (lines === undefined) continue;
    const after = rewrittenText(f).split(LINE_END);
    const byLine = new Map<number, Array<{ from: string; to: string }>>();
    for (const e of f.edits) if (lines.has(e.line)) byLine.set(e.line, [...(byLine.get(e.line) ?? []), { from: e.from, to: e.to }]);
    for (const [line, moves] of [...byLine].sort((a, b) => a[0] - b[0])) {
      const text = line === 1 ? (after[0] ?? '').replace(/^\uFEFF/, '') : (after[line - 1] ?? '');
      const fence = fenceFor(text);
      const what = moves.map((m) => `${markdownCode(m.from)} → ${markdownCode(m.to)}`).join(', ');
      out.push({
        path: f.source.display,
        line,
        body: `Moved permanently: ${what}. Accept to link to where it moved (checked by linkspider).\n\n${fence}suggestion\n${text}\n${fence}`,
      });
    }
  }
  return out;
}

export interface SuggestSettings {
  workflow: string;
  job: string;
  runUrl: string;
}

export type SuggestOutcome =
  | { action: 'created' | 'updated' | 'replaced'; id: number; suggestions: number }
  | { action: 'cleared'; id: number }
  | { action: 'none' }
  | { action: 'skipped'; reason: string };

function reviewBody(marker: string, n: number, runUrl: string): string {
  const what = n === 1 ? 'A link on a line this pull request changes moved' : `${n} links on lines this pull request changes moved`;
  return `${marker}\n**linkspider:** ${what} permanently. Each suggestion links to where it moved: accept it in one click. ([run](${runUrl}))`;
}

function statusOf(e: unknown): number | undefined {
  const s = (e as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

/**
 * Bring this job's review on pull request `pull` (head commit `head`) in line with `wanted`.
 * Never throws: GitHub refusing (a fork's read-only token, missing `pull-requests: write`) or
 * failing is a warning.
 */
export async function syncSuggestions(
  api: ReviewApi,
  pull: number,
  head: string,
  wanted: readonly Suggestion[],
  settings: SuggestSettings,
  log: IssueLog,
): Promise<SuggestOutcome> {
  try {
    const marker = reviewMarker(settings.workflow, settings.job);
    const mine = (await api.listReviews(pull)).filter((r) => r.body.startsWith(marker)).pop();
    const body = reviewBody(marker, wanted.length, settings.runUrl);
    if (mine === undefined) {
      if (wanted.length === 0) return { action: 'none' };
      const created = await api.createReview(pull, head, body, wanted);
      log.info(`suggest: posted ${wanted.length} suggestion(s) on pull request #${pull}`);
      return { action: 'created', id: created.id, suggestions: wanted.length };
    }
    const comments = await api.listComments(pull, mine.id);
    const key = (s: { path: string; line: number | null }) => `${s.path}\0${s.line}`;
    const had = new Map(comments.map((c) => [key(c), c]));
    const sameLines = mine.commitId === head && comments.length === wanted.length && wanted.every((w) => had.has(key(w)));
    if (sameLines && wanted.length > 0) {
      for (const w of wanted) {
        const c = had.get(key(w))!;
        if (c.body !== w.body) await api.updateComment(c.id, w.body);
      }
      await api.updateReview(pull, mine.id, body);
      log.info(`suggest: updated the review on pull request #${pull}`);
      return { action: 'updated', id: mine.id, suggestions: wanted.length };
    }
    // Lines moved or the set changed: a submitted review takes no new comments, so its own go.
    for (const c of comments) await api.deleteComment(c.id);
    if (wanted.length === 0) {
      await api.updateReview(pull, mine.id, `${marker}\n**linkspider:** no moved links left on the lines this pull request changes.`);
      log.info(`suggest: no suggestions left; cleared the review on pull request #${pull}`);
      return { action: 'cleared', id: mine.id };
    }
    const created = await api.createReview(pull, head, body, wanted);
    await api.updateReview(pull, mine.id, `**linkspider:** superseded by a newer review of its suggestions.`);
    log.info(`suggest: replaced the review on pull request #${pull} (${wanted.length} suggestion(s))`);
    return { action: 'replaced', id: created.id, suggestions: wanted.length };
  } catch (e) {
    const status = statusOf(e);
    const why =
      status === 403 || status === 401 || status === 404
        ? `GitHub refused (HTTP ${status}): the token cannot review here. Pull requests from forks get a read-only token; elsewhere give the job \`permissions: pull-requests: write\``
        : `GitHub request failed: ${(e as Error).message}`;
    log.warning(`suggest: no suggestions posted. ${why}. The check itself ran as usual.`);
    return { action: 'skipped', reason: why };
  }
}

/** What the suggestion step needs of the run: the report, where the repository is, the event. */
export interface SuggestRun {
  token: string;
  report: Report;
  /** The repository root (GITHUB_WORKSPACE). */
  workspace: string;
  /** The checked folder, when it is one: its pages are source files too. */
  folder?: string;
  /** GITHUB_EVENT_NAME and its payload. */
  eventName?: string;
  event: unknown;
  runUrl: string;
  /** GITHUB_API_URL, GITHUB_REPOSITORY (split), GITHUB_WORKFLOW and GITHUB_JOB. */
  apiUrl: string;
  repository?: { owner: string; repo: string };
  workflow: string;
  job: string;
  log: IssueLog;
}

/**
 * The whole `suggest: true` step: on a pull request, the changed lines (git, against the base
 * commit), the suggestions on them, the review kept in line. Never fails the step.
 */
export async function pullRequestSuggestions(run: SuggestRun, apiFor: (ref: RepoRef) => Promise<ReviewApi> = octokitReviewApi): Promise<SuggestOutcome> {
  const { log, event } = run;
  const pr = (event as { pull_request?: { number?: unknown; head?: { sha?: unknown } } } | undefined)?.pull_request;
  const base = pullRequestBase(run.eventName, event);
  const pull = typeof pr?.number === 'number' ? pr.number : undefined;
  const head = typeof pr?.head?.sha === 'string' ? pr.head.sha : undefined;
  if (base === undefined || pull === undefined || head === undefined) {
    log.info('suggest: this run is not for a pull request, so there is nothing to suggest on');
    return { action: 'none' };
  }
  if (run.repository === undefined) {
    log.warning('suggest: GITHUB_REPOSITORY is not set, so there is no pull request to review');
    return { action: 'skipped', reason: 'no repository' };
  }
  let changed: Map<string, Set<number>>;
  try {
    changed = changedLines(run.workspace, base);
  } catch (e) {
    log.warning(`suggest: no suggestions: ${(e as Error).message}`);
    return { action: 'skipped', reason: (e as Error).message };
  }
  const read = (abs: string) => {
    try {
      return readFileSync(abs);
    } catch {
      return undefined;
    }
  };
  const wanted = suggestionsFor(run.report, run.workspace, changed, read, run.folder);
  const api = await apiFor({ token: run.token, baseUrl: run.apiUrl, ...run.repository });
  return syncSuggestions(api, pull, head, wanted, { workflow: run.workflow, job: run.job, runUrl: run.runUrl }, log);
}

/** Where the step finds the source files: the workspace, and the checked folder when there is one. */
export function suggestWhere(settings: { workspace: string; options: { path?: string } }): { workspace: string; folder?: string } {
  return settings.options.path !== undefined ? { workspace: settings.workspace, folder: settings.options.path } : { workspace: settings.workspace };
}

/** What the step reads of the Action's context (action/context.ts). */
export function suggestContext(ctx: {
  eventName?: string;
  event: unknown;
  apiUrl: string;
  repository?: { owner: string; repo: string };
  workflow: string;
  job: string;
}): Pick<SuggestRun, 'eventName' | 'event' | 'apiUrl' | 'repository' | 'workflow' | 'job'> {
  return {
    ...(ctx.eventName !== undefined ? { eventName: ctx.eventName } : {}),
    event: ctx.event,
    apiUrl: ctx.apiUrl,
    ...(ctx.repository ? { repository: ctx.repository } : {}),
    workflow: ctx.workflow,
    job: ctx.job,
  };
}
