import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.js';
import { resolveOptions } from '../../src/options.js';
import { flagName } from '../../src/options/cli.js';
import { CONFIG_KEYS, configSchema, configSchemaText, readConfig, SCHEMA_FILE, stripJsonComments, underConfig } from '../../src/options/config.js';

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'ls-config-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const config = (text: string, name = 'linkspider.config.json') => {
  writeFileSync(path.join(dir, name), text);
  return readConfig(dir, name);
};

describe('JSON with comments', () => {
  it('blanks comments and trailing commas, never inside strings, keeping positions', () => {
    const text = '{\n  // a comment\n  "a": "http://x//y /* not */", /* gone */\n  "b": [1, 2,],\n}';
    const stripped = stripJsonComments(text);
    expect(stripped.length).toBe(text.length);
    expect(stripped.split('\n').length).toBe(text.split('\n').length);
    expect(JSON.parse(stripped)).toEqual({ a: 'http://x//y /* not */', b: [1, 2] });
    expect(JSON.parse(stripJsonComments('{"q": "say \\"hi\\" // x"}'))).toEqual({ q: 'say "hi" // x' });
  });
});

describe('readConfig', () => {
  it('takes the option names of the Action, lists as arrays or one string, $schema allowed', () => {
    const c = config('{ "$schema": "x", "exclude": ["a", "b"], "include": "c", "max-pages": 10, "check-css": false, "timeout": "5s" }');
    expect(c.raw).toEqual({ exclude: ['a', 'b'], include: 'c', 'max-pages': '10', 'check-css': false, timeout: '5s' });
    const o = resolveOptions({ ...c.raw, urls: ['https://site.test/'] });
    expect(o).toMatchObject({ maxPages: 10, checkCss: false, timeout: 5000 });
    expect(o.exclude.map((r) => r.source)).toEqual(['a', 'b']);
  });

  it('names the key and the file for an unknown key, with a did-you-mean', () => {
    expect(() => config('{ "exlude": [] }')).toThrow(/^exlude in linkspider\.config\.json: unknown option \(did you mean exclude\?\)/);
    expect(() => config('{ "frobnicate": 1 }')).toThrow(/^frobnicate in linkspider\.config\.json: unknown option; the keys/);
    expect(() => config('{ "github-token": "ghp_x" }')).toThrow(/^github-token in linkspider\.config\.json: is not read from a config file: .*GITHUB_TOKEN/);
  });

  it('names the key and the file for a value of the wrong type', () => {
    expect(() => config('{ "exclude": 3 }')).toThrow(/^exclude in linkspider\.config\.json: expected a list of strings, got 3$/);
    expect(() => config('{ "max-pages": null }')).toThrow(/^max-pages in linkspider\.config\.json: expected a string or a number, got null$/);
    expect(() => config('[1]')).toThrow(/^linkspider\.config\.json: expected an object of options/);
  });

  it('lets flags win, and names each value where it came from', () => {
    const c = config('{ "exclude": ["from-config"], "max-pages": "x", "retries": "1" }');
    const { raw, names } = underConfig(c, { exclude: ['from-flag'], retries: undefined, urls: [] }, flagName);
    expect(raw.exclude).toEqual(['from-flag']);
    expect(raw.retries).toBe('1');
    expect(names('exclude')).toBe('--exclude');
    expect(names('max-pages')).toBe('max-pages in linkspider.config.json');
    expect(() => resolveOptions({ ...raw, urls: ['https://site.test/'] }, names)).toThrow(/^max-pages in linkspider\.config\.json: expected a whole number/);
  });

  it('is read by the Action from its config input (or the workspace), inputs winning', () => {
    writeFileSync(path.join(dir, 'ci.json'), '{ "exclude": ["x"], "max-pages": 5, "retries": 0 }');
    const get = (values: Record<string, string>) => (name: string) => values[name] ?? '';
    const s = readInputs(get({ urls: 'https://site.test/', config: 'ci.json', 'max-pages': '7' }), { workspace: dir, tempDir: dir });
    expect(s.options).toMatchObject({ maxPages: 7, retries: 0 });
    expect(s.options.exclude.map((r) => r.source)).toEqual(['x']);
    writeFileSync(path.join(dir, 'cache.json'), '{ "cache": "c.json" }');
    expect(() => readInputs(get({ urls: 'https://site.test/', config: 'cache.json' }), { workspace: dir, tempDir: dir })).toThrow(
      /^cache in cache\.json: is not an input of the Action \(its cache input is a switch: set cache: true\)$/,
    );
    expect(() => readInputs(get({ urls: 'https://site.test/', config: 'none.json' }), { workspace: dir, tempDir: dir })).toThrow(
      /^config: no such file: "none\.json"$/,
    );
  });
});

describe('linkspider.schema.json', () => {
  it('is what npm run gen writes, and ships in the package', () => {
    expect(readFileSync(path.join(root, SCHEMA_FILE), 'utf8'), `${SCHEMA_FILE} is out of date: run npm run gen`).toBe(configSchemaText());
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).files).toContain(SCHEMA_FILE);
  });

  it('has every config key, and validates the example configs (and only good ones)', () => {
    const schema = configSchema();
    expect(Object.keys(schema['properties'] as object).sort()).toEqual(['$schema', ...CONFIG_KEYS.keys()].sort());
    const validate = new Ajv({ strict: true, allowUnionTypes: true }).compile(schema);
    const good = [
      { $schema: 'https://unpkg.com/linkspider/linkspider.schema.json', exclude: ['^https://example\\.com/'], 'max-pages': 500 },
      { urls: ['https://docs.example.com/'], 'check-fragments': true, timeout: '30s', 'host-limit': ['github.com=2'], 'cache-max-age': '7d' },
      { path: 'public', 'base-url': 'https://example.com/', entry: 'index.html' },
      { 'check-css': 'no', 'check-external': 'yes' },
    ];
    for (const c of good) expect(validate(c), JSON.stringify(validate.errors)).toBe(true);
    for (const bad of [{ exlude: [] }, { 'check-css': 'maybe' }, { 'check-css': 2 }, { exclude: [3] }]) expect(validate(bad), JSON.stringify(bad)).toBe(false);
  });

  it('validates every config example in the README and docs/ (a jsonc block with $schema)', () => {
    const validate = new Ajv({ strict: true, allowUnionTypes: true }).compile(configSchema());
    const pages = [
      'README.md',
      ...readdirSync(path.join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    let examples = 0;
    for (const page of pages) {
      for (const m of readFileSync(path.join(root, page), 'utf8').matchAll(/```jsonc\n([\s\S]*?)```/g)) {
        const block = m[1] ?? '';
        if (!block.includes('"$schema"')) continue;
        const config: unknown = JSON.parse(stripJsonComments(block));
        expect(validate(config), `${page}: ${JSON.stringify(validate.errors)}`).toBe(true);
        examples++;
      }
    }
    expect(examples, 'the README and docs/cli.md each show a config file').toBeGreaterThanOrEqual(2);
  });
});
