/**
 * Runs the Action the way the GitHub runner does, for every Action integration test:
 *
 * - reads action.yml (strictly parsed, test/helpers/action-yml.ts) and builds `INPUT_<NAME>`
 *   for every declared input from the step's `with:` over the action's defaults (name
 *   upper-cased, spaces to `_`, hyphens kept; `${{ github.token }}` evaluated to the job's
 *   token). A `with:` key that action.yml does not declare is an error here (the runner only
 *   warns, and the input would be silently ignored);
 * - sets the runner's environment: GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_ENV,
 *   GITHUB_STATE, GITHUB_PATH (empty files), GITHUB_WORKSPACE (also the current folder),
 *   RUNNER_TEMP, GITHUB_EVENT_NAME and GITHUB_EVENT_PATH (a payload shaped like GitHub's for
 *   `schedule`, `pull_request` and `workflow_dispatch`), GITHUB_REPOSITORY, GITHUB_RUN_ID, …
 *   API and server URLs point at `.invalid` hosts unless the test gives a loopback fake, so
 *   nothing can reach the network; nothing else from the test's own environment leaks in;
 * - runs `runs.main` (the bundle in dist/, rebuilt from src/ by test/global-setup.ts when
 *   stale) with this Node, which must be the major version `runs.using` names;
 * - reads the workflow commands from stdout and stderr as the runner does (trimmed start,
 *   `::name props::data`, only commands the runner knows, `stop-commands` honoured, the
 *   runner's unescaping), and the file commands (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_STATE) in
 *   the runner's `name=value` / `name<<DELIMITER` format.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACTION_YML, readActionYml } from './action-yml.js';
import { assertDistCurrent } from './dist.js';
import { tempDir } from './temp.js';

export const ROOT = path.dirname(ACTION_YML);
const META = readActionYml();
/** The entry point action.yml names (`runs.main`), resolved against the action's folder. */
export const BUNDLE = path.resolve(ROOT, META.runs['main']!);

export interface ActionDirs {
  root: string;
  workspace: string;
  temp: string;
}

export interface WorkflowCommand {
  command: string;
  props: Record<string, string>;
  message: string;
  stream: 'stdout' | 'stderr';
}

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT, parsed as the runner parses it. */
  outputs: Record<string, string>;
  /** GITHUB_ENV and GITHUB_STATE, parsed likewise. */
  env: Record<string, string>;
  state: Record<string, string>;
  summary: string;
  /** Workflow commands the runner would act on, in order per stream (stdout first). */
  commands: WorkflowCommand[];
  /** Values registered with `::add-mask::` (the runner replaces them with *** in the log). */
  masks: string[];
  /** What the runner received as inputs (INPUT_* with the `INPUT_` prefix dropped). */
  inputs: Record<string, string>;
  dirs: ActionDirs;
}

export type EventName = 'schedule' | 'pull_request' | 'workflow_dispatch';

export interface StepContext {
  /** The event that started the workflow (default `workflow_dispatch`). */
  event?: EventName;
  /** For `pull_request`: the head branch lives in a fork (or the fork was deleted: `'deleted'`). */
  fork?: boolean | 'deleted';
  /** For `pull_request`: the base and head commits (default: fixed fake SHAs), e.g. of a real git repository in the workspace. */
  baseSha?: string;
  headSha?: string;
  /** `${{ github.token }}`: the job's token, which is the default of inputs that name it. */
  githubToken?: string;
}

/** A fresh workspace and runner temp folder; `files` are written into the workspace. */
export function sandbox(files: Record<string, string> = {}): ActionDirs {
  const root = tempDir('ls-action-');
  const workspace = path.join(root, 'workspace');
  const temp = path.join(root, 'runner-temp');
  mkdirSync(workspace);
  mkdirSync(temp);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workspace, rel)), { recursive: true });
    writeFileSync(path.join(workspace, rel), text);
  }
  return { root, workspace, temp };
}

const REPOSITORY = 'octo/site';
const SHA = '0123456789abcdef0123456789abcdef01234567';
const HEAD_SHA = '89abcdef0123456789abcdef0123456789abcdef';
const WORKFLOW = '.github/workflows/links.yml';
/** The pull request of the `pull_request` payload. */
export const PULL_NUMBER = 7;

function repositoryPayload(fullName: string, fork: boolean): Record<string, unknown> {
  const [login, name] = fullName.split('/');
  return {
    id: 4242,
    name,
    full_name: fullName,
    private: false,
    fork,
    owner: { login, id: 1, type: 'Organization' },
    html_url: `https://github.invalid/${fullName}`,
    default_branch: 'main',
  };
}

/** A payload shaped like the one GitHub writes to GITHUB_EVENT_PATH for this event. */
export function eventPayload(event: EventName, ctx: StepContext = {}): Record<string, unknown> {
  const sender = { login: 'octocat', id: 583231, type: 'User' };
  switch (event) {
    case 'schedule':
      return { schedule: '17 6 * * 1', workflow: WORKFLOW };
    case 'workflow_dispatch':
      return { inputs: {}, ref: 'refs/heads/main', repository: repositoryPayload(REPOSITORY, false), sender, workflow: WORKFLOW };
    case 'pull_request': {
      const headRepo = ctx.fork === 'deleted' ? null : repositoryPayload(ctx.fork ? 'someone/site' : REPOSITORY, ctx.fork === true);
      return {
        action: 'synchronize',
        number: PULL_NUMBER,
        pull_request: {
          number: PULL_NUMBER,
          state: 'open',
          title: 'Rename the guide',
          user: sender,
          head: { label: ctx.fork ? 'someone:guide' : 'octo:guide', ref: 'guide', sha: ctx.headSha ?? HEAD_SHA, repo: headRepo },
          base: { label: 'octo:main', ref: 'main', sha: ctx.baseSha ?? SHA, repo: repositoryPayload(REPOSITORY, false) },
        },
        before: ctx.baseSha ?? SHA,
        after: ctx.headSha ?? HEAD_SHA,
        repository: repositoryPayload(REPOSITORY, false),
        sender,
      };
    }
  }
}

/** `${{ … }}` in a default: only the expressions action.yml uses are known here. */
function evaluateDefault(name: string, value: string, ctx: StepContext): string {
  return value.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_all, expr: string) => {
    if (expr === 'github.token') return ctx.githubToken ?? 'ghs_harnessJobToken0000000000000000000';
    throw new Error(`action.yml: the default of input "${name}" uses \${{ ${expr} }}, which the test harness cannot evaluate`);
  });
}

/** The runner's environment name for an input. */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** The commands the runner acts on (others are printed as plain text). */
const KNOWN_COMMANDS = new Set([
  'set-output',
  'set-env',
  'save-state',
  'add-path',
  'add-mask',
  'add-matcher',
  'remove-matcher',
  'warning',
  'error',
  'notice',
  'debug',
  'group',
  'endgroup',
  'echo',
]);

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
}

/** Workflow commands in one stream, read line by line as the runner reads them. */
export function parseWorkflowCommands(text: string, stream: WorkflowCommand['stream'] = 'stdout'): WorkflowCommand[] {
  const out: WorkflowCommand[] = [];
  let stopToken: string | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimStart();
    if (!line.startsWith('::')) continue;
    const end = line.indexOf('::', 2);
    if (end < 0) continue;
    const info = line.slice(2, end);
    const space = info.indexOf(' ');
    const name = space < 0 ? info : info.slice(0, space);
    if (stopToken !== undefined) {
      // Only `::<token>::` resumes command processing.
      if (name === stopToken && space < 0) stopToken = undefined;
      continue;
    }
    if (name === 'stop-commands') {
      stopToken = line.slice(end + 2);
      if (stopToken === '') throw new Error('::stop-commands:: needs a token');
      continue;
    }
    if (!KNOWN_COMMANDS.has(name)) continue;
    const props: Record<string, string> = {};
    if (space > 0) {
      for (const pair of info
        .slice(space + 1)
        .trim()
        .split(',')
        .filter(Boolean)) {
        const eq = pair.indexOf('=');
        if (eq > 0 && eq < pair.length - 1) props[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
      }
    }
    out.push({ command: name, props, message: unescapeData(line.slice(end + 2)), stream });
  }
  return out;
}

/** A file command (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_STATE): `name=value` or `name<<DELIMITER`. */
export function parseFileCommand(text: string, what: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const heredoc = line.indexOf('<<');
    const eq = line.indexOf('=');
    if (heredoc > 0 && (eq < 0 || heredoc < eq)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (delimiter === '') throw new Error(`${what}: empty delimiter for ${name}`);
      const value: string[] = [];
      for (i++; ; i++) {
        if (i >= lines.length) throw new Error(`${what}: no closing delimiter ${delimiter} for ${name}`);
        if (lines[i] === delimiter) break;
        value.push(lines[i]!);
      }
      out[name] = value.join('\n');
    } else if (eq > 0) {
      out[line.slice(0, eq)] = line.slice(eq + 1);
    } else {
      throw new Error(`${what}: invalid line: ${line}`);
    }
  }
  return out;
}

/** Runner variables a test may set through `env` (the harness owns the rest). */
const HARNESS_OWNED = [
  'GITHUB_WORKSPACE',
  'RUNNER_TEMP',
  'GITHUB_OUTPUT',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_ENV',
  'GITHUB_STATE',
  'GITHUB_PATH',
  'GITHUB_EVENT_NAME',
  'GITHUB_EVENT_PATH',
];

/**
 * Run the Action as one step: `withInputs` is the step's `with:` (values as the runner passes
 * them, strings), `env` adds variables (GITHUB_API_URL of a fake API, GITHUB_RUN_ID,
 * LINKSPIDER_TEST_* hooks, …), `ctx` chooses the event and the job token.
 */
export async function runAction(
  withInputs: Record<string, string>,
  dirs: ActionDirs = sandbox(),
  env: Record<string, string> = {},
  ctx: StepContext = {},
): Promise<ActionRun> {
  const undeclared = Object.keys(withInputs).filter((k) => !META.inputs.has(k));
  if (undeclared.length > 0) throw new Error(`with: ${undeclared.join(', ')}: not an input of action.yml (the runner would ignore it with a warning)`);
  const owned = Object.keys(env).filter((k) => HARNESS_OWNED.includes(k) || k.startsWith('INPUT_'));
  if (owned.length > 0) throw new Error(`env: ${owned.join(', ')} is set by the harness (use \`with\` for inputs, \`ctx.event\` for the event)`);

  assertDistCurrent();
  const using = /^node(\d+)$/.exec(META.runs['using'] ?? '');
  if (!using || Number(process.versions.node.split('.')[0]) !== Number(using[1])) {
    throw new Error(`action.yml runs.using is ${META.runs['using']}, but the tests run on Node ${process.versions.node}: run them through npm test`);
  }

  const file = (name: string) => {
    const p = path.join(dirs.root, name);
    writeFileSync(p, '');
    return p;
  };
  const files = {
    output: file('github-output'),
    summary: file('step-summary.md'),
    env: file('github-env'),
    state: file('github-state'),
    path: file('github-path'),
  };
  const event = ctx.event ?? 'workflow_dispatch';
  const eventPath = path.join(dirs.root, 'event.json');
  writeFileSync(eventPath, JSON.stringify(eventPayload(event, ctx), null, 2));

  const inputs: Record<string, string> = {};
  const childEnv: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: dirs.root,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION: '__run',
    GITHUB_ACTION_PATH: ROOT,
    GITHUB_ACTOR: 'octocat',
    GITHUB_JOB: 'links',
    GITHUB_WORKFLOW: 'Links',
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_REPOSITORY_OWNER: REPOSITORY.split('/')[0]!,
    GITHUB_SHA: event === 'pull_request' ? (ctx.headSha ?? HEAD_SHA) : SHA,
    GITHUB_REF: event === 'pull_request' ? 'refs/pull/7/merge' : 'refs/heads/main',
    GITHUB_REF_NAME: event === 'pull_request' ? '7/merge' : 'main',
    // Set on pull_request only (the head branch, `guide` in the payload); empty otherwise, as the runner does.
    GITHUB_HEAD_REF: event === 'pull_request' ? 'guide' : '',
    GITHUB_RUN_ID: '1000',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: '1',
    // Nothing may leave the machine: these hosts never resolve unless a test points them at a loopback fake.
    GITHUB_SERVER_URL: 'https://github.invalid',
    GITHUB_API_URL: 'https://api.github.invalid',
    GITHUB_GRAPHQL_URL: 'https://api.github.invalid/graphql',
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'harness',
    RUNNER_TOOL_CACHE: path.join(dirs.root, 'toolcache'),
    ...env,
    GITHUB_WORKSPACE: dirs.workspace,
    RUNNER_TEMP: dirs.temp,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_STATE: files.state,
    GITHUB_PATH: files.path,
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventPath,
  };
  for (const [name, meta] of META.inputs) {
    const value = Object.hasOwn(withInputs, name) ? withInputs[name]! : evaluateDefault(name, meta.default ?? '', ctx);
    inputs[name] = value;
    childEnv[inputEnvName(name)] = value;
  }

  return new Promise((resolve, reject) => {
    execFile(process.execPath, [BUNDLE], { cwd: dirs.workspace, env: childEnv, timeout: 60_000, maxBuffer: 32 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err && typeof err.code !== 'number') return reject(err);
      try {
        const commands = [...parseWorkflowCommands(stdout, 'stdout'), ...parseWorkflowCommands(stderr, 'stderr')];
        resolve({
          code: err ? (err.code as number) : 0,
          stdout,
          stderr,
          outputs: parseFileCommand(readFileSync(files.output, 'utf8'), 'GITHUB_OUTPUT'),
          env: parseFileCommand(readFileSync(files.env, 'utf8'), 'GITHUB_ENV'),
          state: parseFileCommand(readFileSync(files.state, 'utf8'), 'GITHUB_STATE'),
          summary: readFileSync(files.summary, 'utf8'),
          commands,
          masks: commands.filter((c) => c.command === 'add-mask').map((c) => c.message),
          inputs,
          dirs,
        });
      } catch (e) {
        reject(e as Error);
      }
    });
  });
}

/** Requests a test server saw for `path`, whatever the method (HEAD, GET). */
export function hitsFor(hits: Map<string, number>, pathWithQuery: string): number {
  let n = 0;
  for (const [key, count] of hits) if (key.slice(key.indexOf(' ') + 1) === pathWithQuery) n += count;
  return n;
}
