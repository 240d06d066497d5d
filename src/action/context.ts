/**
 * What the runner tells the Action through its environment, read once (as the toolkit's
 * `Context` does): the repository (split once), the run, the API and server URLs (defaulted
 * once), the event and its payload, the workspace and temp folder. Every step takes what it
 * needs from here and never reads `process.env` itself. Inputs are read by `settings.ts`,
 * through @actions/core; outputs and the job summary go through @actions/core too, which
 * finds the runner's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) itself.
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { DEFAULT_GITHUB_API_URL } from '../options.js';

export interface ActionContext {
  /** GITHUB_WORKSPACE, else the current folder. */
  workspace: string;
  /** RUNNER_TEMP, else the OS temp folder. */
  tempDir: string;
  /** GITHUB_REPOSITORY split in two; undefined when it is not `owner/name`. */
  repository?: { owner: string; repo: string };
  /** The branch checked out: GITHUB_HEAD_REF on a pull request, else GITHUB_REF_NAME ('' when unset). */
  refName: string;
  /** GITHUB_SHA: the commit the run is for ('' when unset). */
  sha: string;
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT ('' when unset). */
  runId: string;
  runAttempt: string;
  /** GITHUB_WORKFLOW and GITHUB_JOB: they tell this job's pull-request comment from others'. */
  workflow: string;
  job: string;
  /** GITHUB_SERVER_URL without a trailing slash (default https://github.com). */
  serverUrl: string;
  /** GITHUB_API_URL (default https://api.github.com), and whether the runner set it. */
  apiUrl: string;
  apiUrlSet: boolean;
  /** GITHUB_EVENT_NAME, and the payload GITHUB_EVENT_PATH holds (undefined when there is none to read). */
  eventName?: string;
  event: unknown;
  /** TEST ONLY: LINKSPIDER_TEST_CACHE_DIR (a folder instead of the cache service), LINKSPIDER_TEST_ARTIFACT_LOG (record the upload). */
  test: { cacheDir?: string; artifactLog?: string };
}

type Env = Readonly<Record<string, string | undefined>>;

/** The context of this step, from `env` (the process's environment). */
export async function readContext(env: Env = process.env, cwd: string = process.cwd()): Promise<ActionContext> {
  const [owner, repo, ...rest] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  const api = env['GITHUB_API_URL'];
  return {
    workspace: env['GITHUB_WORKSPACE'] || cwd,
    tempDir: env['RUNNER_TEMP'] || tmpdir(),
    ...(owner && repo && rest.length === 0 && /^[\w.-]+$/.test(owner) && /^[\w.-]+$/.test(repo) ? { repository: { owner, repo } } : {}),
    refName: env['GITHUB_HEAD_REF'] || env['GITHUB_REF_NAME'] || '',
    sha: env['GITHUB_SHA'] ?? '',
    runId: env['GITHUB_RUN_ID'] ?? '',
    runAttempt: env['GITHUB_RUN_ATTEMPT'] ?? '',
    workflow: env['GITHUB_WORKFLOW'] ?? '',
    job: env['GITHUB_JOB'] ?? '',
    serverUrl: (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, ''),
    apiUrl: api || DEFAULT_GITHUB_API_URL,
    apiUrlSet: Boolean(api),
    ...(env['GITHUB_EVENT_NAME'] ? { eventName: env['GITHUB_EVENT_NAME'] } : {}),
    event: await readEvent(env['GITHUB_EVENT_PATH']),
    test: {
      ...(env['LINKSPIDER_TEST_CACHE_DIR'] ? { cacheDir: env['LINKSPIDER_TEST_CACHE_DIR'] } : {}),
      ...(env['LINKSPIDER_TEST_ARTIFACT_LOG'] ? { artifactLog: env['LINKSPIDER_TEST_ARTIFACT_LOG'] } : {}),
    },
  };
}

/** The workflow's event payload, or undefined when there is none to read. */
async function readEvent(eventPath: string | undefined): Promise<unknown> {
  if (!eventPath) return undefined;
  try {
    return JSON.parse(await readFile(eventPath, 'utf8'));
  } catch {
    return undefined;
  }
}

export interface GitHubLinks {
  /** This run's page. */
  runUrl: string;
  /** A source file at the run's commit, when the repository and commit are known. */
  sourceUrl?: (file: string, line: number) => string;
  /** An artifact of this run, when its id is known. */
  artifactUrl: (id: number | undefined) => string | undefined;
}

/** Links into GitHub for this run: the source files at its commit, its artifacts, the run itself. */
export function githubLinks(ctx: Pick<ActionContext, 'serverUrl' | 'repository' | 'sha' | 'runId'>): GitHubLinks {
  const name = ctx.repository ? `${ctx.repository.owner}/${ctx.repository.repo}` : '';
  const runUrl = `${ctx.serverUrl}/${name}/actions/runs/${ctx.runId}`;
  return {
    runUrl,
    ...(ctx.repository && /^[0-9a-f]{40,64}$/i.test(ctx.sha)
      ? { sourceUrl: (file: string, line: number) => `${ctx.serverUrl}/${name}/blob/${ctx.sha}/${file.split('/').map(encodeURIComponent).join('/')}#L${line}` }
      : {}),
    artifactUrl: (id) => (ctx.repository && /^\d+$/.test(ctx.runId) && id !== undefined ? `${runUrl}/artifacts/${id}` : undefined),
  };
}
