/**
 * Action inputs → one settings object. Which inputs there are, and their defaults, come from
 * the option table (options/table.ts), as do action.yml's inputs (`npm run gen`). Engine
 * options go through `resolveOptions`; the Action's own inputs are read and checked here.
 * Nothing here touches `@actions/core`: the caller passes `getInput`.
 */
import { statSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { githubFromEnv, UsageError, type Options } from '../options.js';
import { ENGINE_INPUTS, resolveActionInputs } from '../options/action.js';
import { findConfig, readConfig } from '../options/config.js';
import { credentialsIn } from '../options/credentials.js';
import { ACTION_INPUTS, ACTION_ONLY, type ActionOnlyName } from '../options/table.js';
import { cacheKeys, type CacheKeys } from './cache.js';
import { findMarkdownFiles, markdownScope } from '../markdown/files.js';

export { ENGINE_INPUTS };

/** Inputs only the Action has, with their defaults (as the strings action.yml writes). */
export const ACTION_DEFAULTS = Object.fromEntries(ACTION_ONLY.map((e) => [e.name, e.default])) as Record<ActionOnlyName, string>;

export type ActionInput = string;

/** Every input the Action reads, in action.yml order (the table's). */
export const ALL_INPUTS: readonly ActionInput[] = ACTION_INPUTS.map((i) => i.name);

export interface ActionSettings {
  /** Engine options, with `path`, `json`, `sarif`, `junit`, `mirror` and `db` made absolute. */
  options: Options;
  /** Fail the step when dead links are found. */
  fail: boolean;
  /** Emit annotations. */
  annotations: boolean;
  /** Write the job summary. */
  summary: boolean;
  /** Globs (workspace-relative) of source files to look dead links up in; `!glob` excludes. */
  sources: string[];
  /** Sanitised artifact name; undefined = no upload. */
  artifactName?: string;
  /** Artifact retention in days; 0 = the repository's default. */
  retentionDays: number;
  /** Upload the mirrored pages with the reports (`artifact-mirror`); false = the reports only. */
  artifactMirror: boolean;
  /** Absolute path of the JSON report (always written). */
  jsonPath: string;
  /** Absolute path of the markdown report, next to the JSON one. */
  markdownPath: string;
  /** Absolute path of the HTML report (always written): `html`, else `report.html` next to the JSON one. */
  htmlPath: string;
  /** Absolute workspace folder: annotations' file paths are relative to it. */
  workspace: string;
  /** With `cache: true`: the engine's cache file (also `options.cache`) and this run's keys. */
  cache?: { file: string; keys: CacheKeys };
  /** With `issue: true`: the rolling issue's token, label and title. */
  issue?: { token: string; label: string; title: string };
  /** `changed-only`: on a pull request, check only the Markdown files it changes (and links into them). */
  changedOnly: boolean;
  /** With `merge`: the glob of shard reports to merge instead of crawling (workspace-relative). */
  merge?: string;
  /** With `comment: true`: the token for the pull-request comment. */
  comment?: { token: string };
  /** With `suggest: true`: the token for the pull-request review of suggestions. */
  suggest?: { token: string };
}

export interface InputEnvironment {
  /** GITHUB_WORKSPACE (or the current folder). */
  workspace: string;
  /** RUNNER_TEMP (or the OS temp folder): default home of the reports, mirror and cache. */
  tempDir: string;
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT: this run's cache key. */
  runId?: string;
  runAttempt?: string;
  /** GITHUB_API_URL: the API that judges GitHub links when `github-api-url` is not given. */
  githubApiUrl?: string;
  /** Hides a secret from the log (`core.setSecret`): the config file's credentials, as soon as it is read. */
  mask?: (secret: string) => void;
}

/** The last path segment of the markdown report for a JSON report path: `x.json` → `x.md`. */
export function markdownPathFor(jsonPath: string): string {
  return siblingPath(jsonPath, '.md');
}

/** A report beside the JSON one: `x.json` → `x<ext>`. */
function siblingPath(jsonPath: string, ext: string): string {
  const own = path.extname(jsonPath);
  return (own.toLowerCase() === '.json' ? jsonPath.slice(0, -own.length) : jsonPath) + ext;
}

/**
 * Read and validate every input (each by its option table entry, then the rules across them).
 * Throws `UsageError` whose message starts with the input's name, before anything is
 * requested or written.
 */
export function readInputs(getInput: (name: ActionInput) => string, env: InputEnvironment): ActionSettings {
  const workspace = workingDirectory(path.resolve(env.workspace), getInput('working-directory').trim());
  const home = path.join(path.resolve(env.tempDir), 'linkspider');
  const cacheFile = path.join(home, 'cache.json');
  const configFile = findConfig(workspace, getInput('config').trim() || undefined, 'config');
  const config = configFile !== undefined ? readConfig(workspace, configFile) : undefined;
  if (config !== undefined && env.mask) for (const secret of credentialsIn(config.raw['basic-auth'], config.raw['headers'])) env.mask(secret);
  const { options, action: a } = resolveActionInputs(getInput, cacheFile, config);
  // GitHub links go through the API with `github-token`, else with `token` (the workflow token by default).
  if (options.githubToken === undefined && a.token !== undefined && !/[\s\0]/.test(a.token)) options.githubToken = a.token;
  githubFromEnv(options, { ...(env.githubApiUrl !== undefined ? { GITHUB_API_URL: env.githubApiUrl } : {}) });

  if (options.path !== undefined) {
    options.path = path.resolve(workspace, options.path);
    if (!isInside(workspace, options.path)) {
      throw new UsageError('path', `expected a folder inside the workspace (${workspace}), got "${getInput('path').trim()}"`);
    }
  }
  const jsonPath = options.json !== undefined ? path.resolve(workspace, options.json) : path.join(home, 'report.json');
  options.json = jsonPath;
  const htmlPath = options.html !== undefined ? path.resolve(workspace, options.html) : siblingPath(jsonPath, '.html');
  options.html = htmlPath;
  for (const field of ['sarif', 'junit', 'mirror', 'baseline', 'db'] as const) {
    if (options[field] !== undefined) options[field] = path.resolve(workspace, options[field]);
  }
  if (options.mirror === undefined && a['artifact-name'] !== undefined && a['artifact-mirror']) options.mirror = path.join(home, 'mirror');

  return {
    options,
    fail: a.fail,
    annotations: a.annotations,
    summary: a.summary,
    sources: a.sources,
    changedOnly: a['changed-only'],
    ...(a['artifact-name'] !== undefined ? { artifactName: a['artifact-name'] } : {}),
    retentionDays: a['retention-days'],
    artifactMirror: a['artifact-mirror'],
    jsonPath,
    markdownPath: markdownPathFor(jsonPath),
    htmlPath,
    workspace,
    ...(a.cache ? { cache: { file: cacheFile, keys: cacheKeys(a['cache-key'], env.runId || String(Date.now()), env.runAttempt || '1', options.shard) } } : {}),
    ...(a.issue ? { issue: { token: a.token!, label: a['issue-label'], title: a['issue-title'] } } : {}),
    ...(a.merge !== undefined ? { merge: a.merge } : {}),
    ...(a.comment ? { comment: { token: a.token! } } : {}),
    ...(a.suggest ? { suggest: { token: a.token! } } : {}),
  };
}

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** `working-directory` resolved against the workspace (the workspace itself when empty); it must stay inside it. */
function workingDirectory(root: string, value: string): string {
  if (value === '') return root;
  const dir = path.resolve(root, value);
  if (!isInside(root, dir)) throw new UsageError('working-directory', `expected a folder inside the workspace (${root}), got "${value}"`);
  // Checked here, before the config file is looked for in it.
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new UsageError('working-directory', `expected an existing folder inside the workspace, but "${dir}" is not one`);
  return dir;
}

/**
 * Checks that need the file system: `path` must be an existing folder, inside the workspace
 * also once symbolic links are resolved; `files` must name Markdown files. Throws UsageError.
 */
export async function checkInputPaths(settings: Pick<ActionSettings, 'options' | 'merge' | 'workspace'>): Promise<void> {
  // Markdown patterns that name no file fail before any request.
  if (settings.options.files.length > 0 && settings.merge === undefined) {
    const { files } = settings.options;
    const scope = markdownScope(files, settings.workspace, settings.workspace, 'files');
    findMarkdownFiles(scope.patterns, scope.root, 'files', files);
  }
  const dir = settings.options.path;
  // A merge job only maps pages to files with `path`; the built site need not be there.
  if (dir === undefined || settings.merge !== undefined) return;
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError('path', `expected a folder of built HTML, but "${dir}" ${info ? 'is not a folder' : 'does not exist'}`);
  const [realWorkspace, realDir] = await Promise.all([realpath(settings.workspace), realpath(dir)]);
  if (!isInside(realWorkspace, realDir)) {
    throw new UsageError('path', `expected a folder inside the workspace, but "${dir}" leads to "${realDir}" outside it`);
  }
}
