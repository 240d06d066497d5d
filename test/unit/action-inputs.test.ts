import path from 'node:path';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULTS, type Options } from '../../src/options.js';
import { ACTION_DEFAULTS, ALL_INPUTS, checkInputPaths, ENGINE_INPUTS, markdownPathFor, readInputs, type ActionInput } from '../../src/action/inputs.js';
import { readActionYml } from '../helpers/action-yml.js';
import { tempDir } from '../helpers/temp.js';

const env = { workspace: '/ws', tempDir: '/tmp/runner' };

function inputs(values: Partial<Record<ActionInput, string>>) {
  return (name: ActionInput) => values[name] ?? '';
}

describe('action.yml and the code agree', () => {
  const yml = readActionYml();

  it('declares exactly the inputs the code reads, each with a default and a description', () => {
    expect([...yml.inputs.keys()].sort()).toEqual([...ALL_INPUTS].sort());
    for (const [name, input] of yml.inputs) {
      expect(input.default, `${name} default`).toBeDefined();
      expect(input.description, `${name} description`).not.toBe('');
      expect(input.required ?? false, `${name} required`).toBe(false);
    }
  });

  it('declares the outputs', () => {
    expect([...yml.outputs.keys()].sort()).toEqual([
      'dead',
      'fixed',
      'from-cache',
      'issue',
      'junit-file',
      'known',
      'links',
      'mailto',
      'new',
      'pages',
      'report',
      'report-files',
      'result',
      'sarif-file',
      'warnings',
    ]);
  });

  it('runs dist/index.js on node24', () => {
    expect(yml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('engine defaults in action.yml resolve to options.ts DEFAULTS', () => {
    const fromYml = Object.fromEntries([...yml.inputs].map(([k, v]) => [k, v.default ?? '']));
    // A start URL is needed to resolve at all; every other input is action.yml's default.
    const s = readInputs(inputs({ ...fromYml, urls: 'https://site.test/' }), env);
    const { urls, json, html, ...engine } = s.options;
    expect(urls).toEqual(['https://site.test/']);
    const comparable = (o: Partial<Options>) => ({ ...o, accept: String(o.accept), warnOn: String(o.warnOn) });
    // browser-check's default, `auto`, is resolved by `render`: off without it.
    expect(comparable(engine)).toEqual(comparable({ ...DEFAULTS, browserCheck: 'off' }));
    expect(json).toBe(path.join('/tmp/runner', 'linkspider', 'report.json'));
    // The HTML report is always written, beside the JSON one.
    expect(html).toBe(path.join('/tmp/runner', 'linkspider', 'report.html'));
  });

  it("action.yml's defaults leave the config file's keys in force; an input given wins", () => {
    const fromYml = Object.fromEntries([...yml.inputs].map(([k, v]) => [k, v.default ?? '']));
    const workspace = tempDir('ls-inputs-config-');
    writeFileSync(path.join(workspace, 'linkspider.config.json'), '{ "timeout": "5s", "check-external": false, "max-depth": 2, "unfinished": "dead" }');
    const read = (given: Record<string, string>) => readInputs(inputs({ ...fromYml, urls: 'https://site.test/', ...given }), { ...env, workspace }).options;
    expect(read({})).toMatchObject({ timeout: 5000, checkExternal: false, maxDepth: 2, unfinished: 'dead' });
    expect(read({ timeout: '15s', 'check-external': 'true' })).toMatchObject({ timeout: 15000, checkExternal: true, maxDepth: 2 });
  });

  it('action-only defaults in action.yml equal ACTION_DEFAULTS', () => {
    for (const [name, value] of Object.entries(ACTION_DEFAULTS)) {
      expect(yml.inputs.get(name)?.default, name).toBe(value);
    }
    const s = readInputs(inputs({ urls: 'https://site.test/' }), env);
    expect(s).toMatchObject({ fail: true, annotations: true, summary: true, sources: [], retentionDays: 0 });
    expect(s.artifactName).toBeUndefined();
  });

  it('every engine input is a resolveOptions key', () => {
    expect(ENGINE_INPUTS).toContain('max-depth');
    expect(ENGINE_INPUTS).not.toContain('fail');
  });
});

describe('readInputs', () => {
  it('resolves paths against the workspace and puts reports in RUNNER_TEMP', () => {
    const s = readInputs(inputs({ path: 'public', 'artifact-name': 'links' }), env);
    expect(s.options.path).toBe(path.resolve('/ws/public'));
    expect(s.jsonPath).toBe(path.join('/tmp/runner/linkspider/report.json'));
    expect(s.markdownPath).toBe(path.join('/tmp/runner/linkspider/report.md'));
    expect(s.options.mirror).toBe(path.join('/tmp/runner/linkspider/mirror'));
    expect(s.workspace).toBe(path.resolve('/ws'));
  });

  it('keeps a user json and mirror path, workspace-relative', () => {
    const s = readInputs(inputs({ urls: 'https://site.test/', json: 'out/links.json', mirror: 'out/pages' }), env);
    expect(s.options.json).toBe(path.resolve('/ws/out/links.json'));
    expect(s.markdownPath).toBe(path.resolve('/ws/out/links.md'));
    expect(s.options.mirror).toBe(path.resolve('/ws/out/pages'));
  });

  it('resolves sarif and junit against the workspace; empty means none', () => {
    const s = readInputs(inputs({ urls: 'https://site.test/', sarif: 'out/links.sarif', junit: 'links.xml' }), env);
    expect(s.options.sarif).toBe(path.resolve('/ws/out/links.sarif'));
    expect(s.options.junit).toBe(path.resolve('/ws/links.xml'));
    const none = readInputs(inputs({ urls: 'https://site.test/' }), env);
    expect(none.options.sarif).toBeUndefined();
    expect(none.options.junit).toBeUndefined();
  });

  it('artifact-mirror: false uploads only the reports, so no mirror is made for the artifact', () => {
    const s = readInputs(inputs({ path: 'public', 'artifact-name': 'links', 'artifact-mirror': 'false' }), env);
    expect(s.artifactMirror).toBe(false);
    expect(s.options.mirror).toBeUndefined();
    // A mirror asked for by name is still written, just not uploaded.
    const t = readInputs(inputs({ path: 'public', 'artifact-name': 'links', 'artifact-mirror': 'false', mirror: 'pages' }), env);
    expect(t.options.mirror).toBe(path.resolve('/ws/pages'));
    expect(readInputs(inputs({ path: 'public', 'artifact-name': 'links' }), env).artifactMirror).toBe(true);
  });

  it('has no mirror without mirror or artifact-name', () => {
    expect(readInputs(inputs({ urls: 'https://site.test/' }), env).options.mirror).toBeUndefined();
  });

  it('reads multiline inputs', () => {
    const s = readInputs(
      inputs({
        urls: 'https://a.test/\nhttps://b.test/x\n',
        exclude: '^https://x\\.test/\n/logout$',
        headers: 'Authorization: Bearer t\nX-Team@api.test: 1',
        sources: 'docs/**/*.md\n# a comment\n!docs/drafts/**\n',
      }),
      env,
    );
    expect(s.options.urls).toEqual(['https://a.test/', 'https://b.test/x']);
    expect(s.options.exclude.map(String)).toEqual(['/^https:\\/\\/x\\.test\\//', '/\\/logout$/']);
    expect(s.options.headers).toEqual([
      { name: 'Authorization', value: 'Bearer t', hosts: [] },
      { name: 'X-Team', value: '1', hosts: ['api.test'] },
    ]);
    expect(s.sources).toEqual(['docs/**/*.md', '!docs/drafts/**']);
  });

  it('sanitises the artifact name and reads retention', () => {
    const s = readInputs(inputs({ urls: 'https://a.test/', 'artifact-name': 'links: main', 'retention-days': '7' }), env);
    expect(s.artifactName).toBe('links- main');
    expect(s.retentionDays).toBe(7);
  });

  it.each([
    [{ urls: '' }, /^urls: expected at least one start URL/],
    [{ urls: 'ftp://x.test/' }, /^urls: /],
    [{ urls: 'https://a.test/', 'max-depth': 'deep' }, /^max-depth: expected a whole number/],
    [{ urls: 'https://a.test/', timeout: 'soon' }, /^timeout: expected a duration/],
    [{ urls: 'https://a.test/', accept: '200-2999' }, /^accept: /],
    [{ urls: 'https://a.test/', exclude: '(' }, /^exclude: invalid regular expression/],
    [{ urls: 'https://a.test/', headers: 'no colon here' }, /^headers: /],
    [{ urls: 'https://a.test/', 'base-url': 'https://a.test/' }, /^base-url: /],
    [{ urls: 'https://a.test/', fail: 'maybe' }, /^fail: expected true or false/],
    [{ urls: 'https://a.test/', annotations: 'sometimes' }, /^annotations: /],
    [{ urls: 'https://a.test/', summary: '2' }, /^summary: /],
    [{ urls: 'https://a.test/', 'retention-days': '91' }, /^retention-days: /],
    [{ urls: 'https://a.test/', 'retention-days': '-1' }, /^retention-days: /],
    [{ urls: 'https://a.test/', 'artifact-name': '///' }, /^artifact-name: /],
    [{ urls: 'https://a.test/', 'artifact-mirror': 'sometimes' }, /^artifact-mirror: expected true or false/],
    [{ urls: 'https://a.test/', sources: '../other/**/*.md' }, /^sources: /],
    [{ urls: 'https://a.test/', sources: '/etc/*' }, /^sources: /],
    [{ urls: 'https://a.test/', cache: 'often' }, /^cache: expected true or false/],
    [{ urls: 'https://a.test/', cache: 'true', 'cache-key': 'a,b' }, /^cache-key: /],
    [{ urls: 'https://a.test/', 'cache-max-age': 'forever' }, /^cache-max-age: expected a duration/],
    [{ urls: 'https://a.test/', 'fail-after': '2' }, /^fail-after: needs a cache/],
    [{ urls: 'https://a.test/', 'fail-after': '0', cache: 'true' }, /^fail-after: /],
    [{ urls: 'https://a.test/', shard: '5/4' }, /^shard: expected i\/N/],
    [{ urls: 'https://a.test/', issue: 'true' }, /^token: issue: true needs a token/],
    [{ urls: 'https://a.test/', issue: 'true', token: '${{ github.token }}' }, /^token: /],
    [{ urls: 'https://a.test/', issue: 'true', token: 't', 'issue-label': 'a,b' }, /^issue-label: /],
    [{ merge: 'shards/**/report.json', shard: '1/2' }, /^merge: cannot be combined with shard/],
    [{ merge: 'shards/**/report.json', cache: 'true' }, /^merge: cannot be combined with cache/],
    [{ merge: 'shards/**/report.json', 'fail-after': '3' }, /^merge: cannot be combined with fail-after/],
  ] as Array<[Partial<Record<ActionInput, string>>, RegExp]>)('rejects %j naming the input', (values, message) => {
    expect(() => readInputs(inputs(values), env)).toThrow(message);
  });
});

describe('cache, baseline, issue, shard and merge inputs', () => {
  it('cache: true keeps the engine cache file in RUNNER_TEMP, keyed per run and restored by prefix', () => {
    const s = readInputs(inputs({ urls: 'https://a.test/', cache: 'true', 'fail-after': '2', 'cache-max-age': '12h' }), {
      ...env,
      runId: '42',
      runAttempt: '3',
    });
    expect(s.options.cache).toBe(path.join('/tmp/runner', 'linkspider', 'cache.json'));
    expect(s.cache).toEqual({ file: s.options.cache, keys: { key: 'linkspider-default-run-42-3', prefix: 'linkspider-default-run-' } });
    expect(s.options.failAfter).toBe(2);
    expect(s.options.cacheMaxAge).toBe(12 * 3_600_000);
  });

  it('cache-key separates caches; a shard has a cache of its own', () => {
    const s = readInputs(inputs({ urls: 'https://a.test/', cache: 'true', 'cache-key': 'docs', shard: '2/4' }), { ...env, runId: '7' });
    expect(s.cache!.keys).toEqual({ key: 'linkspider-docs-shard-2of4-run-7-1', prefix: 'linkspider-docs-shard-2of4-run-' });
    expect(s.options.shard).toEqual({ index: 2, count: 4 });
  });

  it('without cache there is no cache file, and the key input is not read', () => {
    const s = readInputs(inputs({ urls: 'https://a.test/', 'cache-key': 'a,b' }), env);
    expect(s.cache).toBeUndefined();
    expect(s.options.cache).toBeUndefined();
  });

  it('resolves baseline against the workspace', () => {
    expect(readInputs(inputs({ urls: 'https://a.test/', baseline: 'ci/links-baseline.json' }), env).options.baseline).toBe(
      path.resolve('/ws/ci/links-baseline.json'),
    );
    expect(readInputs(inputs({ urls: 'https://a.test/' }), env).options.baseline).toBeUndefined();
  });

  it('issue: true takes the token, label and title', () => {
    const s = readInputs(inputs({ urls: 'https://a.test/', issue: 'true', token: 'ghs_secret' }), env);
    expect(s.issue).toEqual({ token: 'ghs_secret', label: 'linkspider', title: 'Dead links found by linkspider' });
    expect(readInputs(inputs({ urls: 'https://a.test/', token: 'ghs_secret' }), env).issue).toBeUndefined();
  });

  it('merge needs no start URL, and path only maps pages to files (it need not exist)', async () => {
    const s = readInputs(inputs({ merge: 'shards/**/report.json', path: 'public' }), env);
    expect(s.merge).toBe('shards/**/report.json');
    expect(s.options.urls).toEqual([]);
    await expect(checkInputPaths(s)).resolves.toBeUndefined();
    expect(readInputs(inputs({ merge: 'shards/*.json', 'fail-after': '1' }), env).options.urls).toEqual([]);
  });
});

describe('checkInputPaths', () => {
  it('requires path to be an existing folder inside the workspace', async () => {
    const dir = tempDir('ls-inputs-');
    const ws = { ...env, workspace: dir };
    writeFileSync(path.join(dir, 'file.html'), '');
    mkdirSync(path.join(dir, 'site'));
    symlinkSync(tmpdir(), path.join(dir, 'out'));
    await expect(checkInputPaths(readInputs(inputs({ path: 'site' }), ws))).resolves.toBeUndefined();
    await expect(checkInputPaths(readInputs(inputs({ path: '.' }), ws))).resolves.toBeUndefined();
    await expect(checkInputPaths(readInputs(inputs({ path: 'nope' }), ws))).rejects.toThrow(/^path: .*does not exist/);
    await expect(checkInputPaths(readInputs(inputs({ path: 'file.html' }), ws))).rejects.toThrow(/^path: .*is not a folder/);
    await expect(checkInputPaths(readInputs(inputs({ path: 'out' }), ws))).rejects.toThrow(
      /^path: expected a folder inside the workspace, but .* leads to .* outside it$/,
    );
    expect(() => readInputs(inputs({ path: '../../etc' }), ws)).toThrow(/^path: expected a folder inside the workspace \(.*\), got "\.\.\/\.\.\/etc"$/);
    expect(() => readInputs(inputs({ path: 'site/../../x' }), ws)).toThrow(/^path: expected a folder inside the workspace/);
  });

  it('entry needs path; allow-empty and comment are switches', () => {
    expect(() => readInputs(inputs({ urls: 'https://a.test/', entry: 'index.html' }), env)).toThrow(/^entry: only makes sense together with a folder/);
    const s = readInputs(inputs({ path: 'site', entry: 'index.html\ndocs/', 'allow-empty': 'true' }), env);
    expect(s.options.entry).toEqual(['/index.html', '/docs/']);
    expect(s.options.allowEmpty).toBe(true);
    expect(() => readInputs(inputs({ path: 'site', entry: '../secret.html' }), env)).toThrow(/^entry: expected a page of the folder/);
    expect(() => readInputs(inputs({ urls: 'https://a.test/', comment: 'true' }), env)).toThrow(/^token: comment: true needs a token/);
    expect(readInputs(inputs({ urls: 'https://a.test/', comment: 'true', token: 'ghs_x' }), env).comment).toEqual({ token: 'ghs_x' });
    expect(() => readInputs(inputs({ urls: 'https://a.test/', comment: 'maybe', token: 'ghs_x' }), env)).toThrow(/^comment: expected true or false/);
  });
});

describe('files and changed-only', () => {
  it('files needs no start URL; changed-only needs files; a pattern naming nothing fails before any request', async () => {
    const dir = tempDir('ls-inputs-md-');
    writeFileSync(path.join(dir, 'README.md'), '# x\n');
    const s = readInputs(inputs({ files: 'README.md\n', 'changed-only': 'true' }), { ...env, workspace: dir });
    expect(s.options.files).toEqual(['README.md']);
    expect(s.changedOnly).toBe(true);
    await expect(checkInputPaths(s)).resolves.toBeUndefined();
    expect(() => readInputs(inputs({ urls: 'https://a.test/', 'changed-only': 'true' }), env)).toThrow(/^changed-only: needs Markdown files/);
    const bad = readInputs(inputs({ files: 'docs/**/*.md' }), { ...env, workspace: dir });
    await expect(checkInputPaths(bad)).rejects.toThrow(/^files: "docs\/\*\*\/\*\.md" matches no Markdown file/);
  });
});

describe('markdownPathFor', () => {
  it('puts the markdown report next to the JSON one', () => {
    expect(markdownPathFor('/a/report.json')).toBe('/a/report.md');
    expect(markdownPathFor('/a/report.JSON')).toBe('/a/report.md');
    expect(markdownPathFor('/a/report')).toBe('/a/report.md');
  });
});
