/**
 * One rolling issue per label: opened when a run finds dead links, kept current by later
 * runs, commented on and closed when a complete run finds none. GitHub is reached through
 * the small `IssueApi` interface; `octokitIssueApi` is the thin adapter over @actions/github.
 * Nothing here touches @actions/core: the caller passes a log.
 */
import type { LinkResult, Report } from '../report/model.js';
import { reportResult } from '../report/markdown.js';
import { changesSinceLastRun } from '../report/changes.js';
import { trendChart } from '../report/history.js';
import { clip, escapeMarkdown, markdownCode } from '../report/escape.js';
import { thousands } from '../support/plural.js';

export interface OpenIssue {
  number: number;
  body: string;
  createdAt: string;
}

export interface IssueApi {
  /** Open issues (not pull requests) with this label, oldest first. */
  findOpen(label: string): Promise<OpenIssue[]>;
  create(title: string, body: string, labels: string[]): Promise<{ number: number }>;
  /** Replace the body. */
  update(number: number, body: string): Promise<void>;
  comment(number: number, body: string): Promise<void>;
  close(number: number): Promise<void>;
}

export interface RepoRef {
  token: string;
  /** API root, e.g. https://api.github.com (GITHUB_API_URL). */
  baseUrl: string;
  owner: string;
  repo: string;
}

/** The real API: Octokit from @actions/github, pointed at `baseUrl` only. */
export async function octokitIssueApi({ token, baseUrl, owner, repo }: RepoRef): Promise<IssueApi> {
  // Loaded only when `issue` is set (Octokit is a large part of the bundle).
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, { baseUrl });
  return {
    async findOpen(label) {
      const { data } = await octokit.rest.issues.listForRepo({ owner, repo, labels: label, state: 'open', per_page: 100, sort: 'created', direction: 'asc' });
      return data
        .filter((i) => !i.pull_request)
        .map((i) => ({ number: i.number, body: i.body ?? '', createdAt: i.created_at }))
        .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.number - b.number));
    },
    async create(title, body, labels) {
      const { data } = await octokit.rest.issues.create({ owner, repo, title, body, labels });
      return { number: data.number };
    },
    async update(number, body) {
      await octokit.rest.issues.update({ owner, repo, issue_number: number, body });
    },
    async comment(number, body) {
      await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
    },
    async close(number) {
      await octokit.rest.issues.update({ owner, repo, issue_number: number, state: 'closed', state_reason: 'completed' });
    },
  };
}

/** GitHub refuses an issue body over 65,536 characters; keep a margin for the tail. */
export const ISSUE_BODY_LIMIT = 65_536 - 1_536;
const MAX_URL = 300;
const MAX_PLACES = 3;

/** Where each dead link was first seen, kept in the issue body so it survives without a cache. */
const SINCE_MARK = 'linkspider:since';

/** The first-seen dates recorded in an earlier issue body (URL → ISO date). */
export function readSince(body: string): Map<string, string> {
  const m = new RegExp(`<!-- ${SINCE_MARK} (.*?) -->`).exec(body);
  if (!m) return new Map();
  try {
    const data = JSON.parse(m[1]!) as unknown;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return new Map();
    return new Map(
      Object.entries(data as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string' && !Number.isNaN(Date.parse(e[1]))),
    );
  } catch {
    return new Map();
  }
}

/** JSON that cannot end an HTML comment or break out of it (`-`, `<`, `>` as \u escapes). */
export function commentJson(data: Record<string, string>): string {
  return JSON.stringify(data).replace(/[-<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface IssueBodyOptions {
  /** Link to the run, e.g. https://github.com/o/r/actions/runs/123. */
  runUrl: string;
  /** First-seen dates from the previous issue body. */
  since?: Map<string, string>;
  /** Stay under this many characters. @default ISSUE_BODY_LIMIT */
  maxChars?: number;
}

function sinceOf(d: LinkResult, prior: Map<string, string> | undefined, runStart: string): string {
  return d.since ?? d.failingSince ?? prior?.get(d.url) ?? runStart;
}

/** With a cache or a baseline: the dead links new in this run and the links fixed since the last one. */
function sinceLastRun(report: Report): string {
  const changes = changesSinceLastRun(report);
  if (!changes.tracked) return '';
  const n = changes.new.length;
  return `\nSince the last run: **${thousands(n)} new dead link${n === 1 ? '' : 's'}**, **${thousands(changes.fixed.length)} fixed**.\n`;
}

/** The issue body: what is dead, where, since when; always under GitHub's limit. */
export function issueBody(report: Report, opts: IssueBodyOptions): string {
  const limit = opts.maxChars ?? ISSUE_BODY_LIMIT;
  const c = report.counts;
  const run = `[this run](${opts.runUrl})`;
  const since: Record<string, string> = {};
  for (const d of report.dead) since[d.url] = sinceOf(d, opts.since, report.run.startedAt);

  let head = `linkspider found **${thousands(c.dead)} dead link${c.dead === 1 ? '' : 's'}** in ${run} (${thousands(c.pages)} pages, ${thousands(c.links)} links checked`;
  head += report.run.incomplete ? `; the crawl stopped early: ${escapeMarkdown(report.run.incompleteReason ?? 'incomplete')}).\n` : ').\n';
  head += '\nThis issue is updated by every scheduled run and closed by the first run that finds no dead links.\n';
  head += sinceLastRun(report);
  // The trend (dates and numbers, a few KB at most) once there are two runs, when it leaves room for rows.
  const chart = trendChart(report.history ?? []);
  if (chart !== '' && head.length + chart.length < limit / 2) head += chart;
  head += '\n';
  const known = report.warnings.filter((w) => w.known).length;
  const notes: string[] = [];
  if (known > 0) notes.push(`${known} known dead link${known === 1 ? '' : 's'} (in the baseline) not listed`);
  const pending = report.warnings.filter((w) => w.failingRuns !== undefined && !w.known).length;
  if (pending > 0) notes.push(`${pending} failing link${pending === 1 ? '' : 's'} not yet dead (fail-after) not listed`);
  const notesLine = notes.length > 0 ? `\n_${notes.join('; ')}: see ${run}._\n` : '';
  // The first-seen dates of the listed links, for the next run to read back.
  const mark = (n: number) => `\n<!-- ${SINCE_MARK} ${commentJson(Object.fromEntries(report.dead.slice(0, n).map((d) => [d.url, since[d.url]!])))} -->\n`;
  const tailFor = (n: number) => (n > 0 ? `\n_${thousands(n)} more dead link${n === 1 ? '' : 's'} not listed here: see ${run}._\n` : '');

  let body = head + '| Dead link | Reason | Found on | Dead since |\n|---|---|---|---|\n';
  // Room kept for the longest possible tail and the notes; the marker grows with the rows.
  const reserve = tailFor(report.dead.length).length + notesLine.length;
  let shown = 0;
  for (const d of report.dead) {
    const places = d.referrers.slice(0, MAX_PLACES).map((r) => `${markdownCode(clip(r.file ?? r.page, MAX_URL), true)} line ${r.line}`);
    if (d.referrers.length > MAX_PLACES) places.push(`and ${d.referrers.length - MAX_PLACES} more`);
    const row = `| ${markdownCode(clip(d.url, MAX_URL), true)}${d.internal ? '' : ' (external)'} | ${escapeMarkdown(clip(d.reason, 120))} | ${places.join('<br>')} | ${since[d.url]!.slice(0, 10)}${d.failingRuns !== undefined ? ` (${d.failingRuns} run${d.failingRuns === 1 ? '' : 's'})` : ''} |\n`;
    if (body.length + row.length + reserve + mark(shown + 1).length > limit) break;
    body += row;
    shown++;
  }
  return body + tailFor(report.dead.length - shown) + notesLine + mark(shown);
}

export interface IssueSettings {
  label: string;
  title: string;
  runUrl: string;
}

export interface IssueLog {
  info(message: string): void;
  warning(message: string): void;
}

export type IssueOutcome = { action: 'created' | 'updated' | 'closed' | 'kept'; number: number } | { action: 'none' } | { action: 'skipped'; reason: string };

/** HTTP status of an Octokit error, if it has one. */
function statusOf(e: unknown): number | undefined {
  const s = (e as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

/**
 * Bring the rolling issue in line with this run. Never throws: GitHub refusing (a read-only
 * token on a fork's pull request, missing `issues: write`) or failing is a warning, and the
 * check's own result stands.
 */
export async function syncIssue(api: IssueApi, report: Report, settings: IssueSettings, log: IssueLog): Promise<IssueOutcome> {
  try {
    return await sync(api, report, settings, log);
  } catch (e) {
    const status = statusOf(e);
    const why =
      status === 403 || status === 401 || status === 404
        ? `GitHub refused (HTTP ${status}): the token cannot write issues here. Pull requests from forks get a read-only token; elsewhere give the job \`permissions: issues: write\``
        : `GitHub request failed: ${(e as Error).message}`;
    log.warning(`issue: not updated. ${why}`);
    return { action: 'skipped', reason: why };
  }
}

async function sync(api: IssueApi, report: Report, settings: IssueSettings, log: IssueLog): Promise<IssueOutcome> {
  const open = await api.findOpen(settings.label);
  const current = open[0];
  if (open.length > 1) {
    log.info(
      `issue: ${open.length} open issues have the label "${settings.label}" (${open.map((i) => `#${i.number}`).join(', ')}); linkspider keeps only the oldest, #${current!.number}, up to date`,
    );
  }
  const result = reportResult(report);
  if (result === 'failed') {
    const body = issueBody(report, { runUrl: settings.runUrl, ...(current ? { since: readSince(current.body) } : {}) });
    if (current) {
      await api.update(current.number, body);
      log.info(`issue: updated #${current.number} (${report.counts.dead} dead links)`);
      return { action: 'updated', number: current.number };
    }
    const created = await api.create(settings.title, body, [settings.label]);
    log.info(`issue: opened #${created.number} (${report.counts.dead} dead links)`);
    return { action: 'created', number: created.number };
  }
  if (!current) return { action: 'none' };
  if (result === 'incomplete') {
    // A run cut short did not check every link: it cannot say they are all fine.
    log.info(`issue: #${current.number} stays open: this run stopped early, so it cannot tell that every link is fine`);
    return { action: 'kept', number: current.number };
  }
  await api.comment(
    current.number,
    `All links fine again in [this run](${settings.runUrl}): ${thousands(report.counts.links)} links checked on ${thousands(report.counts.pages)} pages, none dead.`,
  );
  await api.close(current.number);
  log.info(`issue: closed #${current.number}: all links fine again`);
  return { action: 'closed', number: current.number };
}

/**
 * True when this run is for a pull request from a fork, whose token is read-only. `event`
 * is the parsed GITHUB_EVENT_PATH payload.
 */
export function isForkPullRequest(eventName: string | undefined, event: unknown): boolean {
  if (eventName !== 'pull_request' && eventName !== 'pull_request_review' && eventName !== 'pull_request_review_comment') return false;
  const pr = (event as { pull_request?: { head?: { repo?: { full_name?: string; fork?: boolean } | null }; base?: { repo?: { full_name?: string } } } })
    ?.pull_request;
  const head = pr?.head?.repo;
  if (head === null) return true; // the fork was deleted
  if (!head) return false;
  return head.fork === true || (head.full_name !== undefined && head.full_name !== pr?.base?.repo?.full_name);
}
