/**
 * A repository's Markdown on GitHub's terms, through the bundled CLI in a real git repository
 * (`git init`, a GitHub `origin`): links that climb out of the files are GitHub pages of the
 * repository (`../../issues`), `blob`/`tree` links of the checked-out branch are files on disk,
 * `#user-content-…` names a heading, a folder's fragment is its README's heading, the
 * repository root is the git root whatever the working folder, and globs enter `.github/`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runCli } from '../helpers/cli.js';
import { git } from '../helpers/markdown-repo.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { tempDir } from '../helpers/temp.js';

const ROUTES = ['../../issues', '../../wiki', '../../releases/latest', '../../pulls', '../../actions/workflows/ci.yml'];

/** A git repository (branch `main`, origin on github.com) holding `files`. */
function repository(files: Record<string, string>, remote = 'https://github.com/acme/widgets.git'): string {
  const root = tempDir('ls-routes-');
  git(root, 'init', '-q', '-b', 'main');
  if (remote !== '') git(root, 'remote', 'add', 'origin', remote);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const README = [
  '# Widgets',
  '',
  '## Setup',
  '',
  ...ROUTES.map((r, i) => `- [route ${i}](${r})`),
  '- [guide](../../blob/main/docs/guide.md)',
  '- [docs](../../tree/main/docs)',
  '- [written in full](https://github.com/acme/widgets/blob/main/docs/guide.md#guide)',
  '- [gone](../../blob/main/docs/gone.md)',
  '- [copied from the address bar](#user-content-setup)',
  '- [root](/../../)',
  '',
].join('\n');

async function check(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; report: Report; out: string }> {
  const json = path.join(tempDir('ls-routes-out-'), 'r.json');
  const r = await runCli([...args, '--quiet', '--retries', '0', '--timeout', '5s', '--json', json], { cwd, env });
  let report: Report;
  try {
    report = JSON.parse(readFileSync(json, 'utf8')) as Report;
  } catch {
    throw new Error(`no report: ${r.stdout}${r.stderr}`);
  }
  return { code: r.code, report, out: r.stdout + r.stderr };
}

const deadOf = (report: Report) => report.dead.map((d) => `${d.url} @ ${d.referrers.map((x) => `${x.file}:${x.line}`).join()}`).sort();

describe('Markdown on GitHub: routes of the repository', () => {
  it('resolves links that climb out of the files as GitHub does; only the missing file of this branch is dead', async () => {
    const root = repository({ 'README.md': README, 'docs/guide.md': '# Guide\n' });
    const { code, report, out } = await check(root, ['README.md', '--no-check-external']);
    expect(deadOf(report), out).toEqual(['docs/gone.md @ README.md:13']);
    expect(report.dead[0]!.reason).toContain('branch main');
    expect(code).toBe(1);
    // The GitHub pages are web links, skipped without external checks.
    expect(report.counts.skipped).toBeGreaterThanOrEqual(ROUTES.length);
  });

  it('checks the GitHub pages on the web, at the github.com URLs (a loopback GitHub via GITHUB_SERVER_URL)', async () => {
    const seen: string[] = [];
    const servers: TestServer[] = [];
    try {
      const gh = await startServer((req, res) => {
        seen.push(req.url ?? '');
        res.writeHead(req.url?.includes('other-repo') ? 404 : 200, { 'content-type': 'text/html' });
        res.end('<p>a GitHub page</p>');
      });
      servers.push(gh);
      // The address written in full is on the loopback GitHub too: no request may leave the machine.
      const readme = `${README.replace('https://github.com', gh.url)}- [elsewhere](../../../other-repo)\n`;
      const root = repository({ 'README.md': readme, 'docs/guide.md': '# Guide\n' });
      const env = { GITHUB_REPOSITORY: 'acme/widgets', GITHUB_SERVER_URL: gh.url };
      const { report, out } = await check(root, ['README.md'], env);
      expect(deadOf(report), out).toEqual(['docs/gone.md @ README.md:13', `${gh.url}/acme/other-repo @ README.md:16`]);
      const paths = [...new Set(seen.map((u) => u.split('?')[0]))].sort();
      expect(paths).toEqual([
        '/acme/other-repo',
        '/acme/widgets/actions/workflows/ci.yml',
        '/acme/widgets/issues',
        '/acme/widgets/pulls',
        '/acme/widgets/releases/latest',
        '/acme/widgets/wiki',
      ]);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });

  it('without a GitHub remote, a link out of the files is outside the repository, with a hint', async () => {
    const root = repository({ 'README.md': '[issues](../../issues)\n' }, '');
    const { report } = await check(root, ['README.md', '--no-check-external']);
    expect(deadOf(report)).toEqual(['../../issues @ README.md:1']);
    expect(report.dead[0]!.reason).toMatch(/outside the repository .*GitHub/);
  });

  it("checks a folder's fragment against the README it shows; a folder with no README has no headings", async () => {
    const root = repository({
      'README.md': '[a](sub#nowhere) [b](sub#sub-heading) [c](lonely#x) [d](/#widgets) [e](rst#anything)\n',
      'sub/README.md': '# Sub heading\n',
      'lonely/notes.txt': 'x\n',
      'rst/README.rst': 'Title\n=====\n',
      '.github/README.md': '# Widgets\n',
    });
    const { report } = await check(root, ['README.md', '--no-check-external']);
    expect(deadOf(report)).toEqual(['lonely#x @ README.md:1', 'sub#nowhere @ README.md:1']);
    expect(report.dead.find((d) => d.url === 'sub#nowhere')?.reason).toContain('sub/README.md');
    expect(report.dead.find((d) => d.url === 'lonely#x')?.reason).toContain('no README');
  });
});

describe('Markdown: the repository is the git root, globs enter dot-folders', () => {
  const files = {
    'README.md': '# Widgets\n\n## Setup\n',
    'docs/guide.md': '[setup](../README.md#setup) [gone](../README.md#nowhere)\n',
    '.github/PULL_REQUEST_TEMPLATE.md': '[guide](../docs/guide.md) [gone](../docs/gone.md)\n',
    'node_modules/x/README.md': '[gone](nothing.md)\n',
  };

  it("'**/*.md' checks .github/, never node_modules/ or .git/", async () => {
    const root = repository(files);
    const { report } = await check(root, ['**/*.md', '--no-check-external']);
    expect(report.pages.map((p) => p.url).sort()).toEqual(['.github/PULL_REQUEST_TEMPLATE.md', 'README.md', 'docs/guide.md']);
    expect(deadOf(report)).toEqual(['README.md#nowhere @ docs/guide.md:1', 'docs/gone.md @ .github/PULL_REQUEST_TEMPLATE.md:1']);
    const named = await check(root, ['**/PULL_REQUEST_TEMPLATE.md', '--no-check-external']);
    expect(named.report.pages.map((p) => p.url)).toEqual(['.github/PULL_REQUEST_TEMPLATE.md']);
  });

  it('cd docs && linkspider guide.md: paths from the working folder, links from the git root', async () => {
    const root = repository(files);
    const { report } = await check(path.join(root, 'docs'), ['guide.md', '--no-check-external']);
    expect(report.pages.map((p) => p.url)).toEqual(['docs/guide.md']);
    expect(deadOf(report)).toEqual(['README.md#nowhere @ docs/guide.md:1']);
  });

  it('accepts an absolute path inside the repository; one outside it is a usage error (exit 2)', async () => {
    const root = repository(files);
    const inside = await check(path.join(root, 'docs'), [path.join(root, 'README.md'), '--no-check-external']);
    expect(inside.report.pages.map((p) => p.url)).toEqual(['README.md']);
    expect(inside.code).toBe(0);
    const elsewhere = repository({ 'other.md': '# Other\n' });
    const r = await runCli([path.join(elsewhere, 'other.md'), '--quiet'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([`linkspider: markdown: "${path.join(elsewhere, 'other.md')}" is outside the repository (${root})`]);
  });
});
