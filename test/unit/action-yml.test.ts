/**
 * action.yml loads as the runner loads it (strict YAML 1.2, unique keys) and follows the
 * metadata rules GitHub enforces for a JavaScript action.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isScalar, parseDocument, visit } from 'yaml';
import { ACTION_YML, parseYamlStrict, readActionYml } from '../helpers/action-yml.js';

const ROOT = path.dirname(ACTION_YML);

/** The colours GitHub accepts for `branding.color`. */
const COLORS = ['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark'];
/**
 * Feather icons GitHub accepts for `branding.icon` (a subset of its list: the ones that suit a
 * link checker; add from GitHub's "branding" documentation when changing the icon).
 */
const ICONS = ['link', 'link-2', 'external-link', 'check-circle', 'check-square', 'search', 'globe', 'anchor', 'activity', 'alert-triangle', 'shield'];

describe('action.yml', () => {
  it('is strict YAML: the parser rejects what the runner rejects', () => {
    // The line that once broke the file: an unquoted `: ` inside a plain scalar.
    expect(() => parseYamlStrict('a:\n  description: Needs `permissions: issues: write`.\n', 'sample')).toThrow(/not valid YAML/);
    expect(() => parseYamlStrict('inputs:\n  x:\n    description: a\n  x:\n    description: b\n', 'sample')).toThrow(/not valid YAML/);
    expect(() => readActionYml()).not.toThrow();
  });

  const yml = readActionYml();

  it('has only the top-level keys GitHub knows, with a name and a description', () => {
    for (const key of Object.keys(yml.raw)) expect(['name', 'description', 'author', 'inputs', 'outputs', 'runs', 'branding'], key).toContain(key);
    expect(typeof yml.name).toBe('string');
    expect(yml.name.trim()).not.toBe('');
    expect(typeof yml.description).toBe('string');
    expect(yml.description.trim()).not.toBe('');
  });

  it('runs an existing bundle on node24', () => {
    expect(yml.runs['using']).toBe('node24');
    for (const key of Object.keys(yml.runs)) expect(['using', 'main', 'pre', 'post', 'pre-if', 'post-if'], key).toContain(key);
    expect(typeof yml.runs['main']).toBe('string');
    for (const key of ['main', 'pre', 'post']) {
      const file = yml.runs[key];
      if (file !== undefined) expect(existsSync(path.join(ROOT, file)), `runs.${key}: ${file}`).toBe(true);
    }
  });

  it('declares inputs with valid ids, a description each, string defaults and boolean required', () => {
    expect(yml.inputs.size).toBeGreaterThan(0);
    const envNames = new Set<string>();
    for (const [name, input] of yml.inputs) {
      expect(name).toMatch(/^[A-Za-z_][A-Za-z0-9_-]*$/);
      // The runner passes INPUT_<NAME upper-cased>: two ids differing only in case collide.
      const envName = name.toUpperCase();
      expect(envNames.has(envName), `${name} collides with another input`).toBe(false);
      envNames.add(envName);
      for (const key of Object.keys(input)) expect(['description', 'required', 'default', 'deprecationMessage'], `${name}.${key}`).toContain(key);
      expect(typeof input.description, `${name}.description`).toBe('string');
      expect(input.description.trim(), `${name}.description`).not.toBe('');
      if (input.default !== undefined) expect(typeof input.default, `${name}.default`).toBe('string');
      if (input.required !== undefined) expect(typeof input.required, `${name}.required`).toBe('boolean');
    }
  });

  it('declares outputs with a description each (a JavaScript action sets their values itself)', () => {
    expect(yml.outputs.size).toBeGreaterThan(0);
    for (const [name, output] of yml.outputs) {
      expect(name).toMatch(/^[A-Za-z_][A-Za-z0-9_-]*$/);
      expect(Object.keys(output), name).toEqual(['description']);
      expect(typeof output.description, name).toBe('string');
      expect(output.description.trim(), name).not.toBe('');
    }
  });

  it('has valid branding', () => {
    expect(yml.branding).toBeDefined();
    expect(Object.keys(yml.branding!).sort()).toEqual(['color', 'icon']);
    expect(COLORS).toContain(yml.branding!.color);
    expect(ICONS).toContain(yml.branding!.icon);
  });

  it('has no comment after a value (a ` #` in an unquoted description would cut it short)', () => {
    const doc = parseDocument(readFileSync(ACTION_YML, 'utf8'));
    const cut: string[] = [];
    visit(doc, {
      Scalar(_key, node) {
        if (isScalar(node) && node.comment) cut.push(`${String(node.value)} #${node.comment}`);
      },
    });
    expect(cut).toEqual([]);
  });
});
