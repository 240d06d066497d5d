/**
 * Reads the inputs and outputs of action.yml for tests. A tiny reader for the subset our
 * action.yml uses (two-level maps, plain or single-quoted scalars) — there is no YAML
 * library among the dependencies, and this keeps the tests honest about the file's shape.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ActionYml {
  inputs: Map<string, { description: string; default?: string; required?: string }>;
  outputs: Map<string, { description: string }>;
  runs: Record<string, string>;
}

function scalar(v: string): string {
  const t = v.trim();
  if (t.startsWith("'") && t.endsWith("'") && t.length >= 2) return t.slice(1, -1).replace(/''/g, "'");
  if (t.startsWith('"') && t.endsWith('"') && t.length >= 2) return JSON.parse(t) as string;
  return t;
}

export function readActionYml(file = path.resolve(import.meta.dirname, '../../action.yml')): ActionYml {
  const out: ActionYml = { inputs: new Map(), outputs: new Map(), runs: {} };
  let section = '';
  let current: Record<string, string> | undefined;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    let m = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (m) {
      section = m[1]!;
      current = undefined;
      continue;
    }
    m = /^ {2}([A-Za-z0-9_-]+):\s*(.*)$/.exec(line);
    if (m) {
      if (section === 'runs') {
        out.runs[m[1]!] = scalar(m[2]!);
        continue;
      }
      current = {};
      if (section === 'inputs') out.inputs.set(m[1]!, current as never);
      if (section === 'outputs') out.outputs.set(m[1]!, current as never);
      continue;
    }
    m = /^ {4}([A-Za-z0-9_-]+):\s*(.*)$/.exec(line);
    if (m && current) {
      current[m[1]!] = scalar(m[2]!);
      continue;
    }
    throw new Error(`action.yml: line not understood by the test reader: ${line}`);
  }
  return out;
}
