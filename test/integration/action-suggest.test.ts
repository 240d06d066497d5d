/**
 * `suggest: true` through the bundled Action and the real Octokit adapter, against the fake GitHub
 * API on loopback, on a pull_request event whose workspace is a real git repository: one review,
 * a suggestion on the changed line only; the next run updates it instead of adding another.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PULL_NUMBER, runAction, sandbox, type ActionDirs } from '../helpers/action.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { closeServers, page, site } from '../helpers/crawl.js';
import { changedLines } from '../../src/markdown/changed.js';

let dirs: ActionDirs | undefined;
let gh: FakeGitHub | undefined;
afterEach(async () => {
  await closeServers();
  await gh?.close();
  if (dirs) rmSync(dirs.root, { recursive: true, force: true });
  dirs = undefined;
});

const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8' }).trim();

describe('the Action with suggest: true', () => {
  it('posts one review with a suggestion on the changed line, and updates it on the next run', async () => {
    const s = await site({ '/old': { status: 301, headers: { location: '/new' } }, '/new': page('new') });
    gh = await startFakeGitHub('octo', 'site');
    dirs = sandbox();
    const root = dirs.workspace;
    writeFileSync(path.join(root, 'README.md'), `# Site\n\nOld [a](${s.url}/old) line.\n`);
    git(root, 'init', '-q', '-b', 'main');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'base');
    const base = git(root, 'rev-parse', 'HEAD');
    writeFileSync(path.join(root, 'README.md'), `# Site\n\nOld [a](${s.url}/old) line.\nNew [b](${s.url}/old#x) line.\n`);
    git(root, 'commit', '-qam', 'pr');
    const head = git(root, 'rev-parse', 'HEAD');
    for (const [file, lines] of changedLines(root, base)) gh.diffLines.set(file, lines);

    const step = () =>
      runAction(
        { files: 'README.md', suggest: 'true', token: 'ghs_suggest', retries: '0' },
        dirs,
        { GITHUB_API_URL: gh!.url },
        { event: 'pull_request', baseSha: base, headSha: head },
      );
    const first = await step();
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(gh.reviews).toHaveLength(1);
    expect(gh.reviews[0]).toMatchObject({ pull: PULL_NUMBER, commit_id: head, comments: [{ path: 'README.md', line: 4 }] });
    expect(gh.reviews[0]!.comments[0]!.body).toContain(`\`\`\`suggestion\nNew [b](${s.url}/new#x) line.\n\`\`\``);

    const second = await step();
    expect(second.code).toBe(0);
    expect(gh.reviews).toHaveLength(1);
    expect(second.stdout).toContain('suggest: updated the review');
  }, 90_000);
});
