/**
 * Options: one object, validated once. Each option's name, default, parser, CLI flag and
 * Action input are one entry of the table in options/table.ts; `DEFAULTS` and
 * `resolveOptions` are built from it. The CLI and the Action both turn their inputs into a
 * `RawOptions` and call `resolveOptions`.
 */
import { UsageError } from './errors.js';
import type { Options } from './options/types.js';

export { UsageError };
export type { HeaderRule, HostLimit, Options } from './options/types.js';

import { ENGINE_OPTIONS, VERSION, type Job, type Reported, type Shape } from './options/table.js';
import { list, one, parseBoolean, type RawValue } from './options/parse.js';

export { VERSION };
export { parseBoolean, parseDuration, parseInteger, parseStartUrl } from './options/parse.js';

/**
 * Raw option values as strings (from argv or Action inputs), keyed by the option's name in
 * the table (kebab-case). `undefined` or '' means "use the default".
 */
export type RawOptions = Partial<Record<RawKey, RawValue>>;
/** An engine option's name (options/table.ts). */
export type RawKey = string;

/** The given value of an option, read as its shape says; undefined = not given. */
export function given(spec: { shape: Shape }, v: RawValue): string | string[] | boolean | undefined {
  switch (spec.shape) {
    case 'list': {
      const items = list(v);
      return items.length === 0 ? undefined : items;
    }
    case 'switch':
      return v === undefined || v === '' ? undefined : Array.isArray(v) ? v[v.length - 1]! : v;
    case 'one':
      return one(v);
  }
}

export function parseValue(
  spec: { shape: Shape; parse: (input: string, value: never) => unknown },
  input: string,
  value: string | string[] | boolean,
): unknown {
  const v = spec.shape === 'switch' ? parseBoolean(input, value as string | boolean) : value;
  return (spec.parse as (input: string, value: unknown) => unknown)(input, v);
}

/** Every engine default, from the table (each default parsed as if a user had typed it). */
export const DEFAULTS: Omit<Options, 'urls'> = (() => {
  const d: Record<string, unknown> = {};
  for (const spec of ENGINE_OPTIONS) {
    if (spec.field === 'urls') continue;
    const v = given(spec, spec.default);
    if (v !== undefined) d[spec.field] = parseValue(spec, spec.name, v);
    else if (spec.shape === 'list') d[spec.field] = parseValue(spec, spec.name, []);
  }
  return d as Omit<Options, 'urls'>;
})();

/**
 * Turn raw option strings into validated Options: each value parsed (in table order), then
 * the rules across options checked once, on the whole. Throws UsageError naming the input.
 * `names` maps option keys to the name the user typed (`--max-depth` or `max-depth`); a merge
 * job (`crawls: false`) needs nothing to start from.
 */
export function resolveOptions(raw: RawOptions, names: (key: RawKey) => string = (k) => k, job: Job = { crawls: true }): Options {
  const o: Options = { ...DEFAULTS, urls: [] };
  const fields = o as unknown as Record<string, unknown>;
  for (const spec of ENGINE_OPTIONS) {
    const v = given(spec, raw[spec.name]) ?? (spec.shape === 'list' ? [] : undefined);
    // Lists are parsed even when empty: each run gets arrays of its own.
    if (v !== undefined) fields[spec.field] = parseValue(spec, names(spec.name), v);
  }
  for (const spec of ENGINE_OPTIONS) spec.check?.(o, names, job);
  return o;
}

/** The public GitHub API, when neither the option nor `GITHUB_API_URL` names another. */
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/**
 * Fill the GitHub API's token and root from the environment when not given (`GITHUB_TOKEN`
 * for the CLI's token; `GITHUB_API_URL` for both faces, as a workflow sets it).
 */
export function githubFromEnv(o: Options, env: { GITHUB_TOKEN?: string; GITHUB_API_URL?: string }): void {
  const token = env.GITHUB_TOKEN?.trim();
  if (o.githubToken === undefined && token) o.githubToken = token;
  const api = env.GITHUB_API_URL?.trim();
  if (o.githubApiUrl === undefined && api) o.githubApiUrl = api.replace(/\/$/, '');
}

/**
 * The options as plain JSON for the report, as each table entry says (`report`): regexes as
 * their source, header values and tokens never, output paths left out.
 */
export function optionsForReport(o: Options): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of ENGINE_OPTIONS) {
    const how = spec.report as Reported;
    if (typeof how === 'object') continue;
    const value = o[spec.field];
    out[spec.reportKey ?? spec.field] = how === 'value' ? value : (how as (v: unknown, o: Options) => unknown)(value, o);
  }
  return out;
}
