/**
 * changed-only on a pull request: the changed Markdown files come from a real git repository
 * (a base commit and a PR commit made in a temp folder) and the event payload's base sha.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedMarkdown, pullRequestBase } from '../../src/action/changed.js';
import { crawl } from '../../src/crawl/index.js';
import { resolveOptions } from '../../src/options.js';
import { closeServers, FAST, hits, site } from '../helpers/crawl.js';
import { copyFixtureRepo, git, type RepoCopy } from '../helpers/markdown-repo.js';

let repo: RepoCopy | undefined;
afterEach(async () => {
  repo?.remove();
  repo = undefined;
  await closeServers();
});

describe('changed-only', () => {
  it('checks the files a pull request changes and the links into them, from git and the event payload', async () => {
    const s = await site({ '/ok': 'fine', '/gone': 404, '/raw-gone': 410 });
    repo = copyFixtureRepo(s.url);
    const root = repo.root;
    git(root, 'init', '-q', '-b', 'main');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'base');
    const base = git(root, 'rev-parse', 'HEAD');
    // The pull request: a new heading in the nested page, and a new dead link in it.
    writeFileSync(path.join(root, 'docs/nested/deep.md'), '# Deep\n\n[Missing](nothing-here.md) and [the guide](../guide.md#nope).\n');
    writeFileSync(path.join(root, 'notes.txt'), 'not Markdown\n');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'pr');

    const event = { pull_request: { base: { sha: base } } };
    expect(pullRequestBase('push', event)).toBeUndefined();
    const set = changedMarkdown(root, 'pull_request', event);
    expect([...(set.files ?? [])].sort()).toEqual(['docs/nested/deep.md', 'notes.txt']);

    const r = await crawl(resolveOptions({ ...FAST, files: ['**/*.md'] }), {}, { repository: { root, changed: set.files! } });
    expect(r.dead.map((d) => `${d.url} @ ${d.referrers.map((x) => `${x.file}:${x.line}`).join(',')}`).sort()).toEqual([
      'docs/guide.md#nope @ docs/nested/deep.md:3',
      'docs/nested/nothing-here.md @ docs/nested/deep.md:3',
    ]);
    // Nothing else's web links were requested.
    expect(hits(s, 'HEAD /gone') + hits(s, 'HEAD /ok')).toBe(0);
  });

  it('says what is wrong when the base commit cannot be found', () => {
    repo = copyFixtureRepo('http://127.0.0.1:9');
    git(repo.root, 'init', '-q');
    git(repo.root, 'add', '-A');
    git(repo.root, 'commit', '-qm', 'only');
    expect(() => changedMarkdown(repo!.root, 'pull_request', { pull_request: { base: { sha: 'a'.repeat(40) } } })).toThrow(
      /cannot diff against the base commit a{40}.*fetch-depth: 0/,
    );
  });
});
