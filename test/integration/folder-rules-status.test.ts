/**
 * Issue 40 (part B), as a user runs the bundled CLI: a folder's clean URLs and index files
 * (`--fallback-extensions`, `--index-files`), files never read (`--exclude-path`) in a folder and in
 * Markdown, per-status verdicts against a real server (`--status`), client-state fragments and
 * `--skip-fragment`, and each bad value refused with exit 2 naming its flag.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeServers, page, site } from '../helpers/crawl.js';
import { cliPath, runCli } from '../helpers/cli.js';
import { tempTree } from '../helpers/temp.js';
import type { Report } from '../../src/report/model.js';

beforeAll(async () => {
  await cliPath();
}, 180_000);

afterEach(closeServers);

const folder = (files: Record<string, string>): string => tempTree(files, 'ls-rules-');

/** Run the CLI with a JSON report on standard output; the report and the exit code. */
async function run(args: string[], cwd?: string): Promise<{ code: number | null; report: Report; stderr: string }> {
  const r = await runCli([...args, '--json', '-', '--quiet'], cwd !== undefined ? { cwd } : {});
  if (r.stdout.trim() === '') throw new Error(`no report (exit ${r.code}): ${r.stderr}`);
  return { code: r.code, report: JSON.parse(r.stdout) as Report, stderr: r.stderr };
}

const deadUrls = (r: Report): string[] => r.dead.map((d) => d.url).sort();

describe('--fallback-extensions and --index-files', () => {
  const files = {
    'index.html': page('<a href="/about">about</a> <a href="/docs/">docs</a> <a href="/notes">notes</a> <a href="/docs/index.html">no such file</a>'),
    'about.html': page('about'),
    'docs/README.html': page('<a href="/docs/gone.html">gone from the README</a>'),
    'notes.htm': page('notes'),
  };

  it('serves /about from about.html and /docs/ from docs/README.html with the two options', async () => {
    const dir = folder(files);
    const { code, report } = await run([dir, '--fallback-extensions', 'html,htm', '--index-files', 'index.html,README.html']);
    // The README is the folder's page: parsed once, as /docs/, its dead link found there. A link to a missing
    // index.html stays a URL of its own (the folder is served by another file), dead.
    expect(deadUrls(report)).toEqual(['/docs/gone.html', '/docs/index.html']);
    expect(report.dead.find((d) => d.url === '/docs/gone.html')!.referrers).toMatchObject([{ page: '/docs/', file: 'docs/README.html' }]);
    expect(report.pages.map((p) => p.url).sort()).toEqual(['/', '/about.html', '/docs/', '/notes.htm']);
    expect(report.run.options).toMatchObject({ fallbackExtensions: ['html', 'htm'], indexFiles: ['index.html', 'README.html'] });
    expect(code).toBe(1);
  });

  it('keeps the defaults of before without them: html only, index.html only', async () => {
    const dir = folder(files);
    const { code, report } = await run([dir]);
    expect(deadUrls(report)).toEqual(['/docs/', '/docs/gone.html', '/notes']);
    expect(code).toBe(1);
  });

  it('turns the folder fallback off with none', async () => {
    const dir = folder(files);
    const { report } = await run([dir, '--fallback-extensions', 'none', '--index-files', 'README.html,index.html']);
    expect(deadUrls(report)).toEqual(['/about', '/docs/gone.html', '/docs/index.html', '/notes']);
  });

  it('applies to Markdown repository links only when given', async () => {
    const repo = folder({
      'README.md': '[guide](guide) [docs](docs/) [setup](guide#setup)\n',
      'guide.md': '# Setup\n',
      'docs/notes.md': 'no index here\n',
    });
    const without = await run(['README.md'], repo);
    expect(deadUrls(without.report)).toEqual(['guide', 'guide#setup']);
    const given = await run(['README.md', '--fallback-extensions', 'md', '--index-files', 'README.md,index.md'], repo);
    expect(given.report.dead).toMatchObject([{ url: 'docs', reason: 'the folder docs has none of the index files (README.md, index.md)' }]);
  });
});

describe('--exclude-path', () => {
  const files = {
    'index.html': page('<a href="drafts/wip.html">draft</a> <a href="drafts/never.html">missing draft</a>'),
    'drafts/wip.html': page('<a href="/nowhere.html">dead link in a draft</a>'),
    'blog/drafts/old.html': page('<a href="/also-nowhere.html">dead too</a>'),
  };

  it('never reads files under drafts/: their dead links are not reported, links to them still checked', async () => {
    const dir = folder(files);
    const { code, report } = await run([dir, '--exclude-path', 'drafts']);
    // The draft exists (ok); a link to a missing file in the folder is still dead.
    expect(deadUrls(report)).toEqual(['/drafts/never.html']);
    expect(report.pages.map((p) => p.url)).toEqual(['/']);
    expect(report.orphans ?? []).toEqual([]);
    expect(code).toBe(1);
  });

  it('reads them without it', async () => {
    const dir = folder(files);
    const { report } = await run([dir]);
    expect(deadUrls(report)).toEqual(['/also-nowhere.html', '/drafts/never.html', '/nowhere.html']);
  });

  it('leaves Markdown files out of a glob', async () => {
    const repo = folder({
      'README.md': '[draft](drafts/wip.md)\n',
      'drafts/wip.md': '[dead](missing.md)\n',
    });
    const { code, report } = await run(['**/*.md', '--exclude-path', '^drafts/'], repo);
    expect(report.dead).toEqual([]);
    expect(report.pages.map((p) => p.url)).toEqual(['README.md']);
    expect(code).toBe(0);
  });
});

describe('--status against a real server', () => {
  it('skips, warns, accepts and kills by status; the last rule naming a status wins', async () => {
    const s = await site({
      '/': page('<a href="/forbidden">a</a> <a href="/teapot">b</a> <a href="/busy">c</a> <a href="/gone">d</a> <a href="/limited">e</a>'),
      '/forbidden': 403,
      '/teapot': 418,
      '/busy': 503,
      '/gone': 410,
      '/limited': 429,
    });
    const { code, report } = await run([
      s.url,
      '--retries',
      '0',
      '--status',
      '403:skip',
      '--status',
      '418:ok',
      '--status',
      '500-599:warn',
      '--warn-on',
      '410',
      '--status',
      '410:dead',
      '--status',
      '429:skip',
    ]);
    expect(report.skipped).toMatchObject({ 'status:403': 1, 'status:429': 1 });
    expect(report.warnings.map((w) => w.url)).toEqual([`${s.url}/busy`]);
    expect(deadUrls(report)).toEqual([`${s.url}/gone`]);
    expect(report.counts).toMatchObject({ ok: 2, warnings: 1, dead: 1, skipped: 2 });
    expect(report.run.options['status']).toEqual(['403:skip', '418:ok', '500-599:warn', '410:dead', '429:skip']);
    expect(code).toBe(1);
  });

  it('keeps --accept and --warn-on as they were', async () => {
    const s = await site({ '/': page('<a href="/forbidden">a</a> <a href="/teapot">b</a>'), '/forbidden': 403, '/teapot': 418 });
    const { code, report } = await run([s.url, '--accept', '200-299,418', '--warn-on', '403']);
    expect(report.warnings.map((w) => w.url)).toEqual([`${s.url}/forbidden`]);
    expect(report.dead).toEqual([]);
    expect(code).toBe(0);
  });
});

describe('fragments that are client state', () => {
  it('never checks #/route or #!x, nor what --skip-fragment matches', async () => {
    const dir = folder({
      'index.html': page(
        '<a href="app.html#/users/1">route</a> <a href="app.html#!inbox">hashbang</a> <a href="app.html#skip-me">skipped</a> <a href="app.html#missing">missing</a> <a href="app.html#here">here</a>',
      ),
      'app.html': page('<div id="here"></div>'),
    });
    const { report } = await run([dir, '--check-fragments', '--skip-fragment', '^skip-']);
    expect(deadUrls(report)).toEqual(['/app.html#missing']);
    const plain = await run([dir, '--check-fragments']);
    expect(deadUrls(plain.report)).toEqual(['/app.html#missing', '/app.html#skip-me']);
  });

  it('does the same for Markdown anchors', async () => {
    const repo = folder({ 'README.md': '[a](guide.md#/route) [b](guide.md#nope) [c](guide.md#x-1)\n', 'guide.md': '# Title\n' });
    const { report } = await run(['README.md', '--skip-fragment', '^x-'], repo);
    expect(deadUrls(report)).toEqual(['guide.md#nope']);
  });
});

describe('bad values', () => {
  it.each([
    [['--status', '403:maybe'], '--status'],
    [['--status', '99:ok'], '--status'],
    [['--fallback-extensions', 'ht/ml'], '--fallback-extensions'],
    [['--index-files', '../index.html'], '--index-files'],
    [['--exclude-path', '('], '--exclude-path'],
    [['--skip-fragment', '['], '--skip-fragment'],
  ])('%j is exit 2 naming the flag', async (args, flag) => {
    const dir = folder({ 'index.html': page('x') });
    const r = await runCli([dir, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(flag);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a path rule without a folder or Markdown files', async () => {
    const r = await runCli(['http://127.0.0.1:9/', '--exclude-path', 'drafts']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--exclude-path.*only makes sense together with a folder/);
  });
});
