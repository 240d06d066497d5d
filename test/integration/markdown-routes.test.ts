/**
 * A repository's Markdown on GitHub's terms, through the bundled CLI in a real git repository
 * (`git init`, a GitHub `origin`): the repository root is the git root whatever the working
 * folder, and globs enter `.github/`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runCli } from '../helpers/cli.js';
import { git } from '../helpers/markdown-repo.js';
import { tempDir } from '../helpers/temp.js';

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
