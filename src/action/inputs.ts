/**
 * Action inputs → one settings object. Which inputs there are, and their defaults, come from
 * the option table (options/table.ts), as do action.yml's inputs (`npm run gen`). Engine
 * options go through `resolveOptions`; the Action's own inputs are read and checked here.
 * Nothing here touches `@actions/core`: the caller passes `getInput`.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { githubFromEnv, resolveOptions, parseBoolean, parseInteger, UsageError, type Options, type RawOptions } from '../options.js';
import { ACTION_INPUTS, ACTION_ONLY, ENGINE_OPTIONS, isOffered, type ActionOnlyName } from '../options/table.js';
import { sanitizeArtifactName } from '../report/escape.js';
import { cacheKeys, type CacheKeys } from './cache.js';
import { findMarkdownFiles } from '../markdown/files.js';

/** Action inputs that map 1:1 onto engine options (same kebab-case name), in table order. */
export const ENGINE_INPUTS: readonly string[] = ENGINE_OPTIONS.filter((e) => isOffered(e.action)).map((e) => e.name);

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
}

/** The last path segment of the markdown report for a JSON report path: `x.json` → `x.md`. */
export function markdownPathFor(jsonPath: string): string {
  const ext = path.extname(jsonPath);
  return (ext.toLowerCase() === '.json' ? jsonPath.slice(0, -ext.length) : jsonPath) + '.md';
}

/**
 * Read and validate every input. Throws `UsageError` whose message starts with the input's
 * name, before anything is requested or written.
 */
export function readInputs(getInput: (name: ActionInput) => string, env: InputEnvironment): ActionSettings {
  const action = (name: ActionOnlyName): string => {
    const v = getInput(name).trim();
    return v === '' ? ACTION_DEFAULTS[name] : v;
  };
  const workspace = path.resolve(env.workspace);
  const home = path.join(path.resolve(env.tempDir), 'linkspider');

  const raw: RawOptions = {};
  for (const name of ENGINE_INPUTS) {
    const v = getInput(name);
    if (v !== '') raw[name] = v;
  }
  // `cache` is a switch here; the engine's `cache` is the file, which the Action owns.
  const useCache = parseBoolean('cache', action('cache'));
  const cacheFile = path.join(home, 'cache.json');
  if (useCache) raw.cache = cacheFile;

  const merge = action('merge');
  if (merge !== '') {
    // The merge job does not crawl: inputs that only shape a crawl's own runs make no sense.
    if (raw.shard !== undefined) throw new UsageError('merge', 'cannot be combined with shard: the shard jobs crawl, the merge job merges their reports');
    if (useCache) throw new UsageError('merge', 'cannot be combined with cache: each shard job keeps its own cache (set cache on the shard jobs)');
    if (raw['fail-after'] !== undefined && raw['fail-after'] !== '1')
      throw new UsageError('merge', 'cannot be combined with fail-after: set it on the shard jobs, which keep the cache it counts in');
  }
  // In a merge job `urls` and `path` are optional (`path` only maps pages to files for
  // annotations), so a placeholder start URL lets every other input be validated as usual.
  const needsPlaceholder = merge !== '' && raw.urls === undefined && raw.path === undefined;
  const options = resolveOptions(needsPlaceholder ? { ...raw, urls: 'http://merge.invalid/' } : raw, (key) => key);
  if (needsPlaceholder) options.urls = [];
  // GitHub links go through the API with `github-token`, else with `token` (the workflow token
  // by default); outside a workflow the default expression is not evaluated: that is no token.
  if (options.githubToken === undefined) {
    const token = getInput('token').trim();
    if (token !== '' && !token.startsWith('${{') && !/[\s\0]/.test(token)) options.githubToken = token;
  }
  githubFromEnv(options, { ...(env.githubApiUrl !== undefined ? { GITHUB_API_URL: env.githubApiUrl } : {}) });
  const fail = parseBoolean('fail', action('fail'));
  const annotations = parseBoolean('annotations', action('annotations'));
  const summary = parseBoolean('summary', action('summary'));
  const changedOnly = parseBoolean('changed-only', action('changed-only'));
  if (changedOnly && options.files.length === 0) throw new UsageError('changed-only', 'needs Markdown files to choose from (the files input)');
  const sources = action('sources')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#'));
  for (const glob of sources) {
    const pattern = glob.startsWith('!') ? glob.slice(1) : glob;
    if (pattern === '' || path.isAbsolute(pattern) || pattern.split(/[\\/]/).includes('..')) {
      throw new UsageError('sources', `expected globs relative to the workspace such as "docs/**/*.md" (a leading ! excludes), got "${glob}"`);
    }
  }
  const retentionDays = parseInteger('retention-days', action('retention-days'), 0, 'days');
  if (retentionDays > 90) throw new UsageError('retention-days', `expected 0 (the repository default) to 90 days, got "${retentionDays}"`);

  const artifactMirror = parseBoolean('artifact-mirror', action('artifact-mirror'));
  let artifactName: string | undefined;
  const rawName = action('artifact-name');
  if (rawName !== '') {
    artifactName = sanitizeArtifactName(rawName);
    if (!/[\p{L}\p{N}]/u.test(artifactName)) {
      throw new UsageError('artifact-name', `expected a name with letters or digits (\\ / : * ? " < > | are not allowed), got "${rawName}"`);
    }
  }

  if (options.path !== undefined) {
    options.path = path.resolve(workspace, options.path);
    if (!isInside(workspace, options.path)) {
      throw new UsageError('path', `expected a folder inside the workspace (${workspace}), got "${getInput('path').trim()}"`);
    }
  }
  const jsonPath = options.json !== undefined ? path.resolve(workspace, options.json) : path.join(home, 'report.json');
  options.json = jsonPath;
  if (options.sarif !== undefined) options.sarif = path.resolve(workspace, options.sarif);
  if (options.junit !== undefined) options.junit = path.resolve(workspace, options.junit);
  if (options.mirror !== undefined) options.mirror = path.resolve(workspace, options.mirror);
  else if (artifactName !== undefined && artifactMirror) options.mirror = path.join(home, 'mirror');
  if (options.baseline !== undefined) options.baseline = path.resolve(workspace, options.baseline);
  if (options.db !== undefined) options.db = path.resolve(workspace, options.db);

  let cache: ActionSettings['cache'];
  if (useCache) {
    const key = action('cache-key');
    // Cache keys may not contain commas and are at most 512 characters long.
    if (!/^[\p{L}\p{N}._\-/]{1,200}$/u.test(key)) {
      throw new UsageError('cache-key', `expected letters, digits, . _ - or / (at most 200), got "${key.slice(0, 80)}"`);
    }
    cache = { file: cacheFile, keys: cacheKeys(key, env.runId || String(Date.now()), env.runAttempt || '1', options.shard) };
  }

  /** The `token` input, which the feature `need` (e.g. "issue: true") cannot do without. */
  const tokenFor = (need: string, can: string, permission: string): string => {
    const token = getInput('token').trim();
    // Outside a workflow the default expression is not evaluated: that is no token either.
    if (token === '' || token.startsWith('${{'))
      throw new UsageError('token', `${need} needs a token that can ${can} (the default, github.token, with permissions: ${permission})`);
    return token;
  };

  let issue: ActionSettings['issue'];
  if (parseBoolean('issue', action('issue'))) {
    const token = tokenFor('issue: true', 'write issues', 'issues: write');
    const label = action('issue-label');
    if (label.includes(',') || label.length > 50)
      throw new UsageError('issue-label', `expected one label name without commas (at most 50 characters), got "${label.slice(0, 80)}"`);
    const title = action('issue-title');
    if (title.length > 256) throw new UsageError('issue-title', 'expected at most 256 characters');
    issue = { token, label, title };
  }

  let comment: ActionSettings['comment'];
  if (parseBoolean('comment', action('comment'))) {
    comment = { token: tokenFor('comment: true', 'write pull-request comments', 'pull-requests: write') };
  }

  let suggest: ActionSettings['suggest'];
  if (parseBoolean('suggest', action('suggest'))) {
    suggest = { token: tokenFor('suggest: true', 'review pull requests', 'pull-requests: write') };
  }

  return {
    options,
    fail,
    annotations,
    summary,
    sources,
    changedOnly,
    ...(artifactName !== undefined ? { artifactName } : {}),
    retentionDays,
    artifactMirror,
    jsonPath,
    markdownPath: markdownPathFor(jsonPath),
    workspace,
    ...(cache ? { cache } : {}),
    ...(issue ? { issue } : {}),
    ...(merge !== '' ? { merge } : {}),
    ...(comment ? { comment } : {}),
    ...(suggest ? { suggest } : {}),
  };
}

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/**
 * Checks that need the file system: `path` must be an existing folder, inside the workspace
 * also once symbolic links are resolved; `files` must name Markdown files. Throws UsageError.
 */
export async function checkInputPaths(settings: Pick<ActionSettings, 'options' | 'merge' | 'workspace'>): Promise<void> {
  // Markdown patterns that name no file fail before any request.
  if (settings.options.files.length > 0 && settings.merge === undefined) findMarkdownFiles(settings.options.files, settings.workspace, 'files');
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
