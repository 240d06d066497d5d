/**
 * action.yml as the runner reads it: parsed by a real YAML 1.2 parser (the `yaml` package) in
 * strict mode with unique keys, errors and warnings both fatal. Every test that needs the
 * Action's metadata (the harness, the README tables, the input code) reads it from here, so a
 * file the runner would reject fails them all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';

export const ACTION_YML = path.resolve(import.meta.dirname, '../../action.yml');

export interface ActionInputMeta {
  description: string;
  required?: boolean;
  default?: string;
  deprecationMessage?: string;
}

export interface ActionYml {
  name: string;
  description: string;
  author?: string;
  branding?: { icon?: string; color?: string };
  /** In file order. */
  inputs: Map<string, ActionInputMeta>;
  outputs: Map<string, { description: string }>;
  runs: Record<string, string>;
  /** The parsed document as plain data, for checks of its exact shape. */
  raw: Record<string, unknown>;
}

/** Parses YAML text strictly; throws on any error or warning (duplicate keys included). */
export function parseYamlStrict(text: string, what: string): unknown {
  const doc = parseDocument(text, { strict: true, uniqueKeys: true, prettyErrors: true, version: '1.2' });
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) throw new Error(`${what} is not valid YAML:\n${problems.map((p) => p.message).join('\n')}`);
  return doc.toJS({ maxAliasCount: 0 }) as unknown;
}

function record(v: unknown, what: string): Record<string, unknown> {
  if (v === null || v === undefined) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw new Error(`${what} must be a mapping`);
  return v as Record<string, unknown>;
}

export function readActionYml(file = ACTION_YML): ActionYml {
  const raw = record(parseYamlStrict(readFileSync(file, 'utf8'), path.basename(file)), 'action.yml');
  return {
    name: raw['name'] as string,
    description: raw['description'] as string,
    author: raw['author'] as string | undefined,
    branding: raw['branding'] as ActionYml['branding'],
    inputs: new Map(Object.entries(record(raw['inputs'], 'inputs')) as Array<[string, ActionInputMeta]>),
    outputs: new Map(Object.entries(record(raw['outputs'], 'outputs')) as Array<[string, { description: string }]>),
    runs: record(raw['runs'], 'runs') as Record<string, string>,
    raw,
  };
}
