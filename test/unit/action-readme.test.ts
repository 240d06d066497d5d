/**
 * docs/action.md lists exactly action.yml's inputs (with the defaults in force) and outputs, and
 * README.md's "GitHub Action" section has complete example workflows. Tables:
 * `| Input | Default | Description |` (one per group) with the name and the default as code
 * spans (`(none)` for an empty default), and `| Output | Description |`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_ONLY } from '../../src/options/table.js';
import { readActionYml } from '../helpers/action-yml.js';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const actionPage = readFileSync(path.join(root, 'docs/action.md'), 'utf8');
const scheduledPage = readFileSync(path.join(root, 'docs/scheduled-runs.md'), 'utf8');
/** The README's text under the `## title` heading, up to the next; empty when there is no such heading. */
function sectionOf(title: string): string {
  const at = readme.search(new RegExp(`^## ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm'));
  if (at === -1) return '';
  return readme
    .slice(at)
    .replace(/^[^\n]*\n/, '')
    .split(/^## /m)[0]!;
}
const section = sectionOf('GitHub Action');

/** Rows of every table of docs/action.md whose header's first cell is `first`, as arrays of trimmed cells. */
function table(first: string): string[][] {
  const lines = actionPage.split('\n');
  const heads = lines.flatMap((l, i) => (new RegExp(`^\\|\\s*${first}\\s*\\|`).test(l) ? [i] : []));
  if (heads.length === 0) throw new Error(`docs/action.md has no table starting with "| ${first} |"`);
  const rows: string[][] = [];
  for (const head of heads) rows.push(...tableRows(lines, head));
  return rows;
}

function tableRows(lines: string[], head: number): string[][] {
  const rows: string[][] = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    // Split on pipes that are not escaped (`\|` inside a description).
    rows.push(
      line
        .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

function code(cell: string): string {
  if (cell === '(none)' || cell === '') return '';
  const m = /^`(.*)`$/.exec(cell);
  if (!m) throw new Error(`expected a code span or (none), got ${cell}`);
  return m[1]!;
}

describe('README and docs/action.md document the Action', () => {
  const yml = readActionYml();

  it('README.md has a "## GitHub Action" section, and docs/action.md the input tables', () => {
    // Renaming the heading must fail here, not silently skip the checks below.
    expect(section, 'README.md has no "## GitHub Action" heading').not.toBe('');
    expect(actionPage).toMatch(/^\| Input \|/m);
  });

  it('lists every input with the default action.yml gives it, and nothing else', () => {
    const rows = table('Input');
    const documented = Object.fromEntries(rows.map((r) => [code(r[0]!), code(r[1]!)]));
    // The default in force: action.yml's, or for an input a config file can set (no default there), the one its description states.
    const stated = (description: string) => / Default: `([^`]*)`\.$/.exec(description)?.[1] ?? '';
    const declared = Object.fromEntries([...yml.inputs].map(([name, i]) => [name, i.default || stated(i.description)]));
    expect(documented).toEqual(declared);
    expect(rows.every((r) => (r[2] ?? '').length > 0)).toBe(true);
  });

  it("names the Action's own inputs, those a config file cannot set, in its config file section", () => {
    const part = actionPage.slice(actionPage.indexOf('## The config file'), actionPage.indexOf('## Outputs'));
    const named = [...part.slice(0, part.indexOf('github-token')).matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...ACTION_ONLY.map((e) => e.name)].sort());
  });

  it('lists every output, and nothing else, each described as action.yml describes it', () => {
    const names = table('Output').map((r) => code(r[0]!));
    expect(names.sort()).toEqual([...yml.outputs.keys()].sort());
    const documented = Object.fromEntries(table('Output').map((r) => [code(r[0]!), r[1]!.trim()]));
    const declared = Object.fromEntries([...yml.outputs].map(([name, o]) => [name, o.description.trim()]));
    expect(documented).toEqual(declared);
  });

  it('has complete example workflows that use the Action with inputs it declares', () => {
    const blocks = [...section.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const block of blocks) {
      expect(block).toMatch(/^on:/m);
      expect(block).toMatch(/^jobs:/m);
      expect(block).toMatch(/uses: [\w.-]+\/[\w.-]+@\S+|uses: \.\//);
      // Every key under the Action's `with:` is a declared input.
      const withBlock = /uses: \S*linkspider\S*\n(\s+)with:\n((?:\1\s+.*\n?)*)/.exec(block);
      expect(withBlock, 'a step using linkspider with inputs').not.toBeNull();
      const indent = /^(\s+)\S/.exec(withBlock![2]!)![1]!;
      const keys = [...withBlock![2]!.matchAll(new RegExp(`^${indent}([a-z-]+):`, 'gm'))].map((m) => m[1]!);
      expect(keys.length).toBeGreaterThan(0);
      for (const k of keys) expect(yml.inputs.has(k), `input ${k}`).toBe(true);
    }
    expect(section).toMatch(/schedule:/);
    expect(section).toMatch(/pull_request:/);
    expect(section).toMatch(/sources:/);
    expect(section).toMatch(/artifact-name:/);
  });
});

describe('docs/scheduled-runs.md', () => {
  const yml = readActionYml();
  const part = scheduledPage;

  it('shows a scheduled workflow with cache, issue and fail-after, and a pull-request workflow with a baseline, using declared inputs', () => {
    expect(part, 'the section exists').not.toBe('');
    const blocks = [...part.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2);
    const [scheduled, pr] = blocks as [string, string];
    for (const block of blocks) {
      const withBlock = /uses: \S*linkspider\S*\n(\s+)with:\n((?:\1\s+.*\n?)*)/.exec(block);
      expect(withBlock).not.toBeNull();
      const indent = /^(\s+)\S/.exec(withBlock![2]!)![1]!;
      for (const [, k] of withBlock![2]!.matchAll(new RegExp(`^${indent}([a-z-]+):`, 'gm'))) expect(yml.inputs.has(k!), `input ${k}`).toBe(true);
    }
    expect(scheduled).toMatch(/^\s+- cron:/m);
    expect(scheduled).toMatch(/^\s+cache: true$/m);
    expect(scheduled).toMatch(/^\s+issue: true$/m);
    expect(scheduled).toMatch(/^\s+fail-after: 2$/m);
    expect(scheduled).toMatch(/^\s+issues: write/m);
    expect(pr).toMatch(/^\s+pull_request:/m);
    expect(pr).toMatch(/^\s+baseline: /m);
    expect(pr).toMatch(/^\s+actions: read/m);
  });
});
