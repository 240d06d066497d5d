/**
 * The Action's inputs resolved through the option table: the engine options it offers and the
 * inputs only it has, each parsed by its entry, then the rules across them checked once.
 * No file system and no environment here: action/inputs.ts turns the result into settings
 * (paths made absolute, the cache's keys, tokens).
 */
import { given, parseValue, resolveOptions, UsageError, type Options, type RawOptions } from '../options.js';
import { ACTION_ONLY, ENGINE_OPTIONS, isOffered } from './table.js';
import { underConfig, type Config } from './config.js';

type ActionOnlyEntry = (typeof ACTION_ONLY)[number];
/** The value of each Action-only input, typed by its entry (undefined when a single value's default is '' and none was given). */
export type ActionValues = {
  [E in ActionOnlyEntry as E['name']]: ReturnType<E['parse']> | (E['default'] extends '' ? (E['shape'] extends 'list' ? never : undefined) : never);
};

/** Action inputs that map 1:1 onto engine options (same kebab-case name), in table order. */
export const ENGINE_INPUTS: readonly string[] = ENGINE_OPTIONS.filter((e) => isOffered(e.action)).map((e) => e.name);

/** The rules between the Action's own inputs and the engine options, checked after both are resolved. */
const ACTION_RULES: ReadonlyArray<(o: Options, a: ActionValues) => void> = [
  (o, a) => {
    if (a.merge === undefined) return;
    // The merge job does not crawl: inputs that only shape a crawl's own runs make no sense.
    if (o.shard !== undefined) throw new UsageError('merge', 'cannot be combined with shard: the shard jobs crawl, the merge job merges their reports');
    if (a.cache) throw new UsageError('merge', 'cannot be combined with cache: each shard job keeps its own cache (set cache on the shard jobs)');
    if (o.failAfter !== 1) throw new UsageError('merge', 'cannot be combined with fail-after: set it on the shard jobs, which keep the cache it counts in');
  },
  (_o, a) => {
    // Cache keys may not contain commas and are at most 512 characters long.
    if (a.cache && !/^[\p{L}\p{N}._\-/]{1,200}$/u.test(a['cache-key'])) {
      throw new UsageError('cache-key', `expected letters, digits, . _ - or / (at most 200), got "${a['cache-key'].slice(0, 80)}"`);
    }
  },
  (o, a) => {
    if (a['changed-only'] && o.files.length === 0) throw new UsageError('changed-only', 'needs Markdown files to choose from (the files input)');
  },
  (_o, a) => {
    const needs = (feature: string, can: string, permission: string): void => {
      if (a.token === undefined) {
        throw new UsageError('token', `${feature} needs a token that can ${can} (the default, github.token, with permissions: ${permission})`);
      }
    };
    if (a.issue) needs('issue: true', 'write issues', 'issues: write');
    if (a.comment) needs('comment: true', 'write pull-request comments', 'pull-requests: write');
    if (a.suggest) needs('suggest: true', 'review pull requests', 'pull-requests: write');
  },
];

export interface ResolvedInputs {
  options: Options;
  action: ActionValues;
}

/**
 * Every input, parsed by its table entry and checked. `getInput` gives an input's raw text
 * ('' = not given), over the values of `config` (the config file's); with `cache: true` the engine's `cache` is `cacheFile` (the Action keeps
 * the file; its `cache` input is a switch). Throws UsageError naming the input.
 */
export function resolveActionInputs(getInput: (name: string) => string, cacheFile: string, config?: Config): ResolvedInputs {
  const values: Record<string, unknown> = {};
  for (const spec of ACTION_ONLY) {
    // A list is parsed even when empty, as the engine's are.
    const v = given(spec, getInput(spec.name)) ?? given(spec, spec.default) ?? (spec.shape === 'list' ? [] : undefined);
    values[spec.name] = v === undefined ? undefined : parseValue(spec, spec.name, v);
  }
  const action = values as ActionValues;
  const raw: RawOptions = {};
  for (const name of ENGINE_INPUTS) {
    const v = getInput(name);
    if (v !== '') raw[name] = v;
  }
  for (const key of Object.keys(config?.raw ?? {})) {
    if (!ENGINE_INPUTS.includes(key)) {
      throw new UsageError(
        `${key} in ${config!.file}`,
        `is not an input of the Action${key === 'cache' ? ' (its cache input is a switch: set cache: true)' : ''}`,
      );
    }
  }
  const { raw: merged, names } = underConfig(config, raw, (key) => key);
  if (action.cache) merged.cache = cacheFile;
  const options = resolveOptions(merged, names, { crawls: action.merge === undefined });
  for (const rule of ACTION_RULES) rule(options, action);
  return { options, action };
}
