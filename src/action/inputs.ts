/**
 * Action inputs → one settings object. Engine options go through `resolveOptions` (their
 * defaults live in `DEFAULTS`, options.ts); the Action's own inputs have their defaults in
 * `ACTION_DEFAULTS` below. action.yml writes the same defaults out for users, and a test
 * keeps the two in step. Nothing here touches `@actions/core`: the caller passes `getInput`.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { resolveOptions, parseBoolean, parseInteger, UsageError, type Options, type RawKey, type RawOptions } from '../options.js';
import { sanitizeArtifactName } from '../report/escape.js';

/** Action inputs that map 1:1 onto engine options (same kebab-case name). */
export const ENGINE_INPUTS = [
  'urls',
  'path',
  'base-url',
  'include',
  'exclude',
  'check-external',
  'max-depth',
  'max-pages',
  'max-duration',
  'concurrency',
  'host-concurrency',
  'timeout',
  'retries',
  'accept',
  'warn-on',
  'user-agent',
  'headers',
  'check-fragments',
  'json',
  'mirror',
] as const satisfies readonly RawKey[];

/** Inputs only the Action has, with their defaults (as the strings action.yml writes). */
export const ACTION_DEFAULTS = {
  fail: 'true',
  annotations: 'true',
  summary: 'true',
  sources: '',
  'artifact-name': '',
  'retention-days': '0',
} as const;

export type ActionInput = (typeof ENGINE_INPUTS)[number] | keyof typeof ACTION_DEFAULTS;

/** Every input the Action reads, in action.yml order. */
export const ALL_INPUTS: readonly ActionInput[] = [...ENGINE_INPUTS, ...(Object.keys(ACTION_DEFAULTS) as Array<keyof typeof ACTION_DEFAULTS>)];

export interface ActionSettings {
  /** Engine options, with `path`, `json` and `mirror` made absolute. */
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
  /** Absolute path of the JSON report (always written). */
  jsonPath: string;
  /** Absolute path of the markdown report, next to the JSON one. */
  markdownPath: string;
  /** Absolute workspace folder: annotations' file paths are relative to it. */
  workspace: string;
}

export interface InputEnvironment {
  /** GITHUB_WORKSPACE (or the current folder). */
  workspace: string;
  /** RUNNER_TEMP (or the OS temp folder): default home of the reports and mirror. */
  tempDir: string;
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
  const raw: RawOptions = {};
  for (const name of ENGINE_INPUTS) {
    const v = getInput(name);
    if (v !== '') raw[name] = v;
  }
  const options = resolveOptions(raw, (key) => key);

  const action = (name: keyof typeof ACTION_DEFAULTS): string => {
    const v = getInput(name).trim();
    return v === '' ? ACTION_DEFAULTS[name] : v;
  };
  const fail = parseBoolean('fail', action('fail'));
  const annotations = parseBoolean('annotations', action('annotations'));
  const summary = parseBoolean('summary', action('summary'));
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

  let artifactName: string | undefined;
  const rawName = action('artifact-name');
  if (rawName !== '') {
    artifactName = sanitizeArtifactName(rawName);
    if (!/[\p{L}\p{N}]/u.test(artifactName)) {
      throw new UsageError('artifact-name', `expected a name with letters or digits (\\ / : * ? " < > | are not allowed), got "${rawName}"`);
    }
  }

  const workspace = path.resolve(env.workspace);
  const home = path.join(path.resolve(env.tempDir), 'linkspider');
  if (options.path !== undefined) options.path = path.resolve(workspace, options.path);
  const jsonPath = options.json !== undefined ? path.resolve(workspace, options.json) : path.join(home, 'report.json');
  options.json = jsonPath;
  if (options.mirror !== undefined) options.mirror = path.resolve(workspace, options.mirror);
  else if (artifactName !== undefined) options.mirror = path.join(home, 'mirror');

  return {
    options,
    fail,
    annotations,
    summary,
    sources,
    ...(artifactName !== undefined ? { artifactName } : {}),
    retentionDays,
    jsonPath,
    markdownPath: markdownPathFor(jsonPath),
    workspace,
  };
}

/** Checks that need the file system: `path` must be an existing folder. Throws UsageError. */
export async function checkInputPaths(settings: Pick<ActionSettings, 'options'>): Promise<void> {
  const dir = settings.options.path;
  if (dir === undefined) return;
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError('path', `expected a folder of built HTML, but "${dir}" ${info ? 'is not a folder' : 'does not exist'}`);
}
