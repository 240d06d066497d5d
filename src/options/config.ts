/**
 * The config file, `linkspider.config.json`: JSON with comments, its keys the option names as
 * the Action spells them (`max-pages`, `exclude` …), generated from the option table like
 * every other face; flags and inputs override it. `linkspider.schema.json` (package root,
 * `npm run gen`) describes it for editors through `$schema`.
 *
 * JSONC: no parser for it is among our dependencies, and comments are all we take beyond
 * JSON, so a small scanner blanks them (and trailing commas, as editors write them) out of the
 * text before `JSON.parse`, keeping every other character where it was so JSON's error
 * positions stay true.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RunError, UsageError } from '../errors.js';
import { resolveOptions, type Options, type RawOptions } from '../options.js';
import { didYouMean } from '../support/did-you-mean.js';
import { CREDENTIAL_OPTIONS } from './credentials.js';
import { FALSE_WORDS, parseBoolean, TRUE_WORDS, type RawValue } from './parse.js';
import { ENGINE_OPTIONS, type EngineOption } from './table.js';

export const CONFIG_FILE = 'linkspider.config.json';
export const SCHEMA_FILE = 'linkspider.schema.json';

/** Engine options a config file may not set, and why. */
const NOT_IN_CONFIG: Readonly<Record<string, string>> = {
  'github-token': 'a token does not belong in a file kept in a repository: set GITHUB_TOKEN',
};

/** The entries a config file may set, by key. */
export const CONFIG_KEYS: ReadonlyMap<string, EngineOption> = new Map(ENGINE_OPTIONS.filter((e) => !(e.name in NOT_IN_CONFIG)).map((e) => [e.name, e]));

/** Comments (`//`, `/* *\/`) and trailing commas blanked to spaces, strings untouched. */
export function stripJsonComments(text: string): string {
  const out = text.split('');
  let i = 0;
  let lastComma = -1;
  const blank = (from: number, to: number): void => {
    for (let k = from; k < to; k++) if (out[k] !== '\n' && out[k] !== '\r') out[k] = ' ';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      lastComma = -1;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      i++;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      blank(i, stop);
      i = stop;
    } else {
      if (c === ',') lastComma = i;
      else if ((c === '}' || c === ']') && lastComma !== -1) out[lastComma] = ' ';
      if (!/\s/.test(c) && c !== ',') lastComma = -1;
      i++;
    }
  }
  return out.join('');
}

export interface Config {
  /** The file, as the user named it (or the default name in the working folder). */
  file: string;
  /** Raw option values keyed by option name, as flags and inputs give them. */
  raw: Record<string, RawValue>;
}

/** The config to use: `explicit` (which must exist), else `linkspider.config.json` in `cwd` when there is one. */
export function findConfig(cwd: string, explicit: string | undefined, input = '--config'): string | undefined {
  if (explicit !== undefined && explicit !== '') {
    if (!existsSync(path.resolve(cwd, explicit))) throw new RunError('config-file', input, `no such file: "${explicit}"`);
    return explicit;
  }
  return existsSync(path.join(cwd, CONFIG_FILE)) ? CONFIG_FILE : undefined;
}

/** What a JSON value is, in words, without its content. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list holding something else';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** A config value as a raw value of its shape; throws naming the key and the file. */
function rawOf(spec: EngineOption, value: unknown, where: string): RawValue {
  const bad = (expected: string): never => {
    // A credential's value is never quoted: this line goes to logs, before anything is masked.
    const got = CREDENTIAL_OPTIONS.includes(spec.name) ? `${kindOf(value)} (its value not shown)` : JSON.stringify(value)?.slice(0, 80);
    throw new UsageError(where, `expected ${expected}, got ${got}`);
  };
  switch (spec.shape) {
    case 'switch':
      // The words an Action input takes (yes, no, on, off …): one set of booleans everywhere.
      return typeof value === 'boolean' ? value : typeof value === 'string' ? parseBoolean(where, value) : bad('true or false');
    case 'list':
      if (typeof value === 'string') return value;
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
      return bad('a list of strings');
    case 'one':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return bad('a string or a number');
  }
}

/**
 * V8's message for text that is not JSON, without the text it may quote around a bad token
 * (which can be a credential, printed before anything is masked): where it was instead, when
 * V8 quoted from 10 characters before the token (`..."text"`).
 */
function jsonError(message: string, text: string): string {
  const m = /, (\.\.\.)?"(.*)"(?:\.\.\.)? is not valid JSON$/s.exec(message);
  if (!m) return message;
  const at = m[1] ? text.indexOf(m[2]!) : -1;
  const before = text.slice(0, at + 10).split('\n');
  const where = at >= 0 ? ` at line ${before.length}, column ${before.at(-1)!.length + 1}` : '';
  return `${message.slice(0, m.index)}${where} (the text around it not shown)`;
}

/** Read and check a config file (relative to `cwd`). Throws a RunError (`config-file` or `usage`) naming the file, and the key. */
export function readConfig(cwd: string, file: string): Config {
  let text: string;
  try {
    text = readFileSync(path.resolve(cwd, file), 'utf8');
  } catch (e) {
    throw new RunError('config-file', file, `cannot be read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, { cause: e });
  }
  let json: unknown;
  const stripped = stripJsonComments(text.replace(/^\uFEFF/, ''));
  try {
    json = JSON.parse(stripped);
  } catch (e) {
    throw new RunError('config-file', file, `is not JSON (comments allowed): ${jsonError((e as Error).message, stripped)}`, { cause: e });
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new RunError('config-file', file, 'expected an object of options, such as { "exclude": ["^https://example\\\\.com/"] }');
  }
  const raw: Record<string, RawValue> = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === '$schema') continue;
    const where = `${key} in ${file}`;
    const spec = CONFIG_KEYS.get(key);
    if (spec === undefined) {
      if (key in NOT_IN_CONFIG) throw new UsageError(where, `is not read from a config file: ${NOT_IN_CONFIG[key]}`);
      const near = didYouMean(key, [...CONFIG_KEYS.keys()]);
      throw new UsageError(where, `unknown option${near ? ` (did you mean ${near}?)` : ''}; the keys are the option names of the Action, see ${SCHEMA_FILE}`);
    }
    raw[key] = rawOf(spec, value, where);
  }
  return { file, raw };
}

/** Whether a raw value gives something (an empty list or '' gives nothing). */
function gives(v: RawValue): boolean {
  if (v === undefined || v === '') return false;
  return !(Array.isArray(v) && v.every((s) => s.trim() === ''));
}

/**
 * The config's values under those of the face (flags or inputs): what the face gives wins.
 * `names` then names each option where its value came from: the face's own name, or
 * `key in FILE`.
 */
export function underConfig(
  config: Config | undefined,
  face: Record<string, RawValue>,
  faceName: (key: string) => string,
  replaced: readonly string[] = [],
): { raw: Record<string, RawValue>; names: (key: string) => string } {
  if (config === undefined) return { raw: face, names: faceName };
  const raw: Record<string, RawValue> = { ...config.raw };
  for (const key of replaced) delete raw[key];
  const fromFace = new Set<string>();
  for (const [key, v] of Object.entries(face)) {
    if (!gives(v)) continue;
    raw[key] = v;
    fromFace.add(key);
  }
  const names = (key: string): string => (!fromFace.has(key) && key in config.raw ? `${key} in ${config.file}` : faceName(key));
  return { raw, names };
}

/**
 * What a run checks: the targets the command line's arguments give. Arguments replace all of
 * the config file's targets (a folder given is not checked beside the file's `urls`, nor a
 * Markdown file beside its `files`); `entry` names pages of the file's `path`, so it goes too.
 */
export const TARGET_KEYS: readonly string[] = ['urls', 'path', 'files', 'entry'];

/**
 * The face's raw values (flags) over those of the config file (`explicit`, else
 * `linkspider.config.json` in `cwd` when there is one), resolved; errors name each value
 * where it came from. The config's `replaced` keys are left out whatever the face gives.
 */
export function resolveWithConfig(
  cwd: string,
  explicit: string | undefined,
  face: RawOptions,
  faceName: (key: string) => string,
  replaced: readonly string[] = [],
): Options {
  const file = findConfig(cwd, explicit);
  const { raw, names } = underConfig(file !== undefined ? readConfig(cwd, file) : undefined, face, faceName, replaced);
  return resolveOptions(raw, names);
}

/** The JSON Schema of the config file (draft-07, which editors know), from the table. */
export function configSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {
    $schema: { type: 'string', description: 'The JSON Schema of this file, for editor completion.' },
  };
  for (const [key, spec] of CONFIG_KEYS) {
    const description = 'description' in spec.action ? spec.action.description : 'readme' in spec.cli ? spec.cli.readme : key;
    const type =
      spec.shape === 'switch'
        ? { type: ['boolean', 'string'], enum: [true, false, ...TRUE_WORDS, ...FALSE_WORDS], default: spec.default === 'true' }
        : spec.shape === 'list'
          ? { type: ['array', 'string'], items: { type: 'string' } }
          : { type: ['string', 'number'], ...(spec.default !== '' ? { default: spec.default } : {}) };
    properties[key] = { description, ...type };
  }
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://unpkg.com/linkspider/${SCHEMA_FILE}`,
    title: 'linkspider config file (linkspider.config.json)',
    description: 'Options for linkspider, by the names of its GitHub Action inputs. Flags and Action inputs override them.',
    type: 'object',
    properties,
    additionalProperties: false,
  };
}

/** `linkspider.schema.json` as `npm run gen` writes it. */
export function configSchemaText(): string {
  return `${JSON.stringify(configSchema(), null, 2)}\n`;
}
