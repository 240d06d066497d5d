/**
 * The bundled Action (dist/index.js, run as the runner runs it) with the `files` input over the
 * fixture repository: annotations at the Markdown line and column, the summary, the failing
 * step; and `changed-only` on a pull_request event with a real git repository in the workspace.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServers, site } from '../helpers/crawl.js';
import { runAction, sandbox, type ActionDirs } from '../helpers/action.js';
import { copyFixtureRepo, git } from '../helpers/markdown-repo.js';

let dirs: ActionDirs | undefined;
afterEach(async () => {
  if (dirs) rmSync(dirs.root, { recursive: true, force: true });
  dirs = undefined;
  await closeServers();
});

describe('Action: Markdown files', () => {
  it('annotates dead links at their Markdown line and column and fails the step', async () => {
    const s = await site({ '/ok': 'fine', '/gone': 404, '/raw-gone': 410 });
    dirs = sandbox();
    const repo = copyFixtureRepo(s.url, dirs.workspace);
    const run = await runAction({ files: 'README.md\ndocs/**/*.md', retries: '0', timeout: '5s' }, dirs);
    expect(run.code).toBe(1);
    const errors = run.commands.filter((c) => c.command === 'error' && c.props['file'] !== undefined);
    const missing = repo.at('README.md', '[file that is not there]');
    expect(
      errors.find((c) => c.props['file'] === 'README.md' && c.props['line'] === String(missing.line) && c.props['col'] === String(missing.column))?.message,
    ).toContain('docs/missing.md');
    const typo = repo.at('docs/guide.md', '[a typo]');
    expect(errors.some((c) => c.props['file'] === 'docs/guide.md' && c.props['line'] === String(typo.line))).toBe(true);
    expect(run.outputs['dead']).toBe('10'); // unique URLs: the gone page is named in two files
    expect(run.summary).toContain('docs/missing.md');
  }, 90_000);

  it("resolves GitHub's routes from the workflow's repository and branch: pages on the web, this branch's files on disk", async () => {
    const readme = [
      '# Widgets',
      '',
      '[issues](../../issues) [guide](../../blob/main/docs/guide.md) [gone](../../blob/guide/docs/gone.md)',
      '[other branch](../../blob/old/docs/gone.md) [setup](#user-content-widgets)',
      '',
    ].join('\n');
    dirs = sandbox({ 'README.md': readme, 'docs/guide.md': '# Guide\n' });
    // No git checkout: the repository and branches are the workflow's (GITHUB_REPOSITORY, GITHUB_HEAD_REF, the event's default branch).
    const run = await runAction({ files: 'README.md', 'check-external': 'false' }, dirs, {}, { event: 'pull_request' });
    const errors = run.commands.filter((c) => c.command === 'error' && c.props['file'] === 'README.md');
    expect(errors.map((c) => `${c.props['line']}:${c.props['col']}`)).toEqual(['3:63']);
    expect(errors[0]?.message).toContain('docs/gone.md');
    expect(run.outputs['dead']).toBe('1');
  }, 90_000);

  it('changed-only on a pull request: only the changed files, from the event payload and git', async () => {
    const s = await site({ '/ok': 'fine', '/gone': 404, '/raw-gone': 410 });
    dirs = sandbox();
    const root = dirs.workspace;
    copyFixtureRepo(s.url, root);
    git(root, 'init', '-q', '-b', 'main');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'base');
    const base = git(root, 'rev-parse', 'HEAD');
    writeFileSync(path.join(root, 'docs/nested/deep.md'), '# Deep\n\nA [new dead link](gone.md).\n');
    git(root, 'commit', '-qam', 'pr');
    const run = await runAction(
      { files: '**/*.md', 'changed-only': 'true', retries: '0' },
      dirs,
      {},
      {
        event: 'pull_request',
        baseSha: base,
        headSha: git(root, 'rev-parse', 'HEAD'),
      },
    );
    expect(run.stdout).toContain('changed-only: 1 files changed against');
    expect(run.outputs['dead']).toBe('1');
    const error = run.commands.find((c) => c.command === 'error' && c.props['file'] === 'docs/nested/deep.md');
    expect(error?.props['line']).toBe('3');
    expect(s.hits.size).toBe(0);
  }, 90_000);
});
