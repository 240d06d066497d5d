/**
 * The option table (src/options/table.ts) is the one place an option lives: the files
 * generated from it are up to date, every engine option is offered by the CLI and the
 * Action (or the table says why not), and the hand-written `--help` lines and README
 * defaults say the defaults the table has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULTS, optionsForReport, resolveOptions, type Options } from '../../src/options.js';
import { FLAGS, flagName, rawFromFlags, renderHelp } from '../../src/options/cli.js';
import { GENERATED, regenerate, yamlString } from '../../src/options/docs.js';
import { ENGINE_OPTIONS, isOffered, OPTION_TABLE } from '../../src/options/table.js';
import { ALL_INPUTS, readInputs } from '../../src/action/inputs.js';
import { readActionYml } from '../helpers/action-yml.js';

const root = path.resolve(import.meta.dirname, '../..');
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every field of Options: the compiler fails here when a field is added and not listed. */
const FIELDS: Record<keyof Options, true> = {
  urls: true,
  path: true,
  files: true,
  markdownFlavor: true,
  baseUrl: true,
  entry: true,
  fallbackExtensions: true,
  indexFiles: true,
  excludePath: true,
  status: true,
  skipFragment: true,
  allowEmpty: true,
  include: true,
  exclude: true,
  remap: true,
  basicAuth: true,
  cookieJar: true,
  requireHttps: true,
  checkExternal: true,
  followSymlinks: true,
  maxDepth: true,
  maxPages: true,
  maxDuration: true,
  concurrency: true,
  hostConcurrency: true,
  render: true,
  renderConcurrency: true,
  browser: true,
  browserCheck: true,
  hostLimit: true,
  timeout: true,
  retries: true,
  retryDelay: true,
  retryAfterMax: true,
  accept: true,
  warnOn: true,
  maxRedirects: true,
  maxBodyBytes: true,
  parseThreads: true,
  userAgent: true,
  headers: true,
  checkFragments: true,
  mirror: true,
  json: true,
  html: true,
  cache: true,
  cacheMaxAge: true,
  cacheInternal: true,
  failAfter: true,
  baseline: true,
  shard: true,
  unfinished: true,
  maxQueryVariants: true,
  maxPathDepth: true,
  maxRepeatedSegments: true,
  maxUrlLength: true,
  blocked: true,
  moved: true,
  goneToHome: true,
  archive: true,
  archiveApi: true,
  checkCss: true,
  sitemap: true,
  db: true,
  sarif: true,
  junit: true,
  markdown: true,
  http2: true,
  githubApi: true,
  githubToken: true,
  githubApiUrl: true,
};

describe('the option table', () => {
  it.each(GENERATED.map((g) => [g.file, g.begin, g] as const))('%s between "%s" is what `npm run gen` writes', (file, _begin, g) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(regenerate(text, g), `${file} is out of date: run npm run gen`).toBe(text);
  });

  it('holds each engine field and each name once', () => {
    expect(ENGINE_OPTIONS.map((e) => e.field).sort()).toEqual(Object.keys(FIELDS).sort());
    // A name may be an engine option and an Action-only input (`cache`: a file vs a switch), but each side has it once.
    expect(new Set(ALL_INPUTS).size).toBe(ALL_INPUTS.length);
    expect(Object.keys(FLAGS).length).toBe(OPTION_TABLE.filter((e) => e.kind === 'cli' || (e.kind === 'engine' && 'section' in e.cli)).length);
  });

  it('offers every engine option on the CLI and in the Action, or says why not', () => {
    const yml = readActionYml();
    for (const e of ENGINE_OPTIONS) {
      const onCli = 'section' in e.cli || 'argument' in e.cli;
      if (!onCli) expect((e.cli as { not: string }).not, `${e.name}: why it is not on the CLI`).toMatch(/\w{3,}/);
      if (isOffered(e.action)) {
        // No default in action.yml (the runner would pass it as if typed, over the config file); the description states it.
        const input = yml.inputs.get(e.name);
        expect(input?.default, `action.yml input ${e.name}`).toBe('');
        if (e.default !== '') expect(input?.description, `action.yml input ${e.name}`).toMatch(new RegExp(` Default: \`${escapeRegex(e.default)}\`.$`));
        else expect(input?.description, `action.yml input ${e.name}`).not.toMatch(/ Default: `/);
      } else {
        expect(e.action.not, `${e.name}: why it is not an Action input`).toMatch(/\w{3,}/);
      }
    }
    // Today every engine option is on the CLI, and only `markdown` (the Action writes it beside the JSON report)
    // and `cache` (a file there, a switch in the Action) are not Action inputs.
    expect(ENGINE_OPTIONS.filter((e) => !isOffered(e.action)).map((e) => e.name)).toEqual(['markdown', 'cache']);
  });

  it('--help and the README state the defaults the table resolves to', () => {
    for (const e of ENGINE_OPTIONS) {
      if (!('section' in e.cli)) continue;
      const said = /\(default ([^):]+)\)/.exec(e.cli.help)?.[1];
      if (said !== undefined) expect(said, `--help of ${e.name}`).toBe(e.default);
      const column = e.cli.readmeDefault.replace(/^`|`$/g, '');
      const words = ['', 'all', 'none', 'checked', 'off', 'unlimited', 'linkspider/<version>'];
      if (!words.includes(column)) expect(column, `README default of ${e.name}`).toBe(e.default);
      if (e.shape === 'switch') expect(['checked', 'off'], `README default of switch ${e.name}`).toContain(column);
    }
  });

  it('emits strict YAML strings whatever the text holds', () => {
    expect(yamlString("a: b 'c' #d")).toBe("'a: b ''c'' #d'");
    expect(() => yamlString('two\nlines')).toThrow(/line break/);
  });

  it('lists each flag in --help once', () => {
    const help = renderHelp();
    for (const flag of Object.keys(FLAGS)) {
      const spec = (FLAGS as Record<string, { type: string }>)[flag]!;
      const shown = help.match(new RegExp(`--(?:no-)?${flag}\\b(?!-)`, 'g')) ?? [];
      expect(shown.length, `--${flag} in --help`).toBeGreaterThanOrEqual(1);
      expect(spec.type).toMatch(/^(string|boolean)$/);
    }
  });
});

describe('adding an option is one entry: max-redirects, retry-delay, max-body-bytes, retry-after-max', () => {
  const env = { workspace: '/ws', tempDir: '/tmp/runner' };
  const action = (values: Record<string, string>) => readInputs((name) => values[name] ?? '', env).options;
  const cli = (values: Record<string, string | string[] | boolean>) => resolveOptions({ ...rawFromFlags(values), urls: ['https://site.test/'] }, flagName);

  it('reaches the engine from the Action', () => {
    const o = action({ urls: 'https://site.test/', 'max-redirects': '3', 'retry-delay': '2s', 'max-body-bytes': '1000', 'retry-after-max': '5s' });
    expect(o).toMatchObject({ maxRedirects: 3, retryDelay: 2000, maxBodyBytes: 1000, retryAfterMax: 5000 });
    expect(action({ urls: 'https://site.test/' })).toMatchObject({ maxRedirects: DEFAULTS.maxRedirects, retryAfterMax: 30_000 });
  });

  it('reaches the engine from the CLI', () => {
    expect(cli({ 'max-redirects': '0', 'retry-after-max': '750ms' })).toMatchObject({ maxRedirects: 0, retryAfterMax: 750 });
  });

  it('names the input or flag in its errors', () => {
    expect(() => action({ urls: 'https://site.test/', 'max-redirects': 'many' })).toThrow(/^max-redirects: expected a whole number >= 0, got "many"$/);
    expect(() => cli({ 'retry-after-max': 'soon' })).toThrow(/^--retry-after-max: expected a duration such as/);
    expect(() => cli({ header: ['no colon'] })).toThrow(/^--header: expected "Name: value"/);
    expect(() => resolveOptions({ urls: ['ftp://x.test/'] }, flagName)).toThrow(/^url: expected an http/);
  });
});

describe("the report's run.options, from the table", () => {
  const o = resolveOptions({
    urls: 'https://site.test/',
    'retry-delay': '2s',
    'retry-after-max': '5s',
    'github-api-url': 'https://ghe.test/api/v3',
    'github-token': 'ghp_secret123',
    headers: ['Authorization@api.test: Bearer secret456'],
    exclude: ['x\\.test'],
    json: '/tmp/r.json',
  });
  const reported = optionsForReport(o);

  it('has a field for every engine option the table reports, and none for those it leaves out', () => {
    const expected = ENGINE_OPTIONS.filter((e) => typeof e.report !== 'object').map((e) => e.reportKey ?? e.field);
    expect(Object.keys(reported)).toEqual(expected);
    // The moved links' verdict is the field `moved`, reported under the key reports have always had.
    expect([reported['redirects'], 'moved' in reported]).toEqual([o.moved, false]);
    expect(ENGINE_OPTIONS.filter((e) => typeof e.report === 'object').map((e) => e.name)).toEqual([
      'cookie-jar',
      'browser',
      'github-token',
      'json',
      'html',
      'mirror',
      'db',
      'sarif',
      'junit',
      'markdown',
    ]);
    expect(reported).toMatchObject({ retryDelay: 2000, retryAfterMax: 5000, githubApiUrl: 'https://ghe.test/api/v3', githubApi: true, exclude: ['x\\.test'] });
  });

  it('never carries a token or a header value', () => {
    const text = JSON.stringify(reported);
    expect(text).not.toContain('secret');
    expect(reported.headers).toEqual([{ name: 'Authorization', value: '***', hosts: ['api.test'] }]);
    expect(text).not.toContain('/tmp/r.json');
  });
});

describe('durations: one rule for every one (issue 25 item 12)', () => {
  const cli = (values: Record<string, string>) => resolveOptions({ ...rawFromFlags(values), urls: ['https://site.test/'] }, flagName);
  const action = (values: Record<string, string>) =>
    readInputs((name) => ({ urls: 'https://site.test/', ...values })[name] ?? '', { workspace: '/ws', tempDir: '/t' }).options;
  const DURATIONS = ENGINE_OPTIONS.filter((e) => 'arg' in e.cli && e.cli.arg === 'TIME').map((e) => e.name);

  it('a bare number is seconds for every duration, on the CLI and in the Action', () => {
    expect(DURATIONS.sort()).toEqual(['cache-max-age', 'max-duration', 'retry-after-max', 'retry-delay', 'timeout']);
    const bare = Object.fromEntries(DURATIONS.map((n) => [n, '15']));
    const want = { timeout: 15_000, retryDelay: 15_000, retryAfterMax: 15_000, maxDuration: 15_000, cacheMaxAge: 15_000 };
    expect(cli(bare)).toMatchObject(want);
    expect(action(bare)).toMatchObject(want);
  });

  it('takes every unit, ms to days', () => {
    expect(cli({ timeout: '500ms', 'retry-delay': '1.5s', 'retry-after-max': '2m', 'max-duration': '1h', 'cache-max-age': '7d' })).toMatchObject({
      timeout: 500,
      retryDelay: 1500,
      retryAfterMax: 120_000,
      maxDuration: 3_600_000,
      cacheMaxAge: 7 * 86_400_000,
    });
  });

  it('refuses a bare number that is implausible as seconds, suggesting milliseconds', () => {
    expect(() => cli({ timeout: '15000' })).toThrow(/^--timeout: a bare number is seconds, .*did you mean 15000ms\?$/);
    expect(() => action({ timeout: '15000' })).toThrow(/^timeout: a bare number is seconds, .*did you mean 15000ms\?$/);
    expect(() => cli({ 'retry-delay': '500' })).toThrow(/^--retry-delay: .*did you mean 500ms\?/);
    expect(() => cli({ 'retry-after-max': '30000' })).toThrow(/^--retry-after-max: .*did you mean 30000ms\?/);
    // With its unit the same number is taken as written; long runs and cache ages have no such bound.
    expect(cli({ timeout: '15000ms', 'max-duration': '15000', 'cache-max-age': '604800' })).toMatchObject({
      timeout: 15_000,
      maxDuration: 15_000_000,
      cacheMaxAge: 604_800_000,
    });
    expect(cli({ timeout: '600' })).toMatchObject({ timeout: 600_000 });
  });

  it('--help says the rule once', () => {
    expect(renderHelp()).toContain('a bare number is seconds');
  });
});

describe('rule messages speak the words of the face (issue 25 item 15)', () => {
  const cli = (values: Record<string, string>) => resolveOptions({ ...rawFromFlags(values), urls: ['https://site.test/'] }, flagName);
  const action = (values: Record<string, string>) =>
    readInputs((name) => ({ urls: 'https://site.test/', ...values })[name] ?? '', { workspace: '/ws', tempDir: '/t' });

  it('fail-after without a cache: --cache FILE on the CLI, cache: true in the Action', () => {
    expect(() => cli({ 'fail-after': '2' })).toThrow(/^--fail-after: needs a cache to count runs in: set --cache FILE too$/);
    expect(() => action({ 'fail-after': '2' })).toThrow(/^fail-after: needs a cache to count runs in: set cache: true too$/);
  });

  it('a folder is the path input in the Action, and never "(path)" on the CLI', () => {
    expect(() => cli({ 'base-url': 'https://site.test/' })).toThrow(/^--base-url: only makes sense together with a folder to check$/);
    expect(() => action({ 'base-url': 'https://site.test/' })).toThrow(/^base-url: only makes sense together with a folder \(the path input\)$/);
  });

  it('a host and port without a scheme is asked about, not called a scheme', () => {
    expect(() => resolveOptions({ urls: ['localhost:18081/'] }, flagName)).toThrow(/^url: .*did you mean http:\/\/localhost:18081\/\?$/);
    expect(() => resolveOptions({ urls: ['ftp://x.test/'] }, flagName)).toThrow(/got scheme "ftp:"/);
  });
});
