/**
 * The repository's home as data (src/markdown/platform/): remotes read from a git config, a
 * remote URL in each form git accepts, the home a checkout and a workflow name, a file's blob
 * URL and where a URL on the host leads.
 */
import { describe, expect, it } from 'vitest';
import { remoteUrls } from '../../src/markdown/platform/git.js';
import { blobUrl, homeHintsFromEnv, parseRemote, repositoryHome, routeOf } from '../../src/markdown/platform/home.js';

const CONFIG =
  '[core]\n\tbare = false\n[remote "upstream"]\n\turl = https://github.com/up/x.git\n[remote "origin"]\n\turl = git@github.com:acme/widgets.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n';

describe('git config and remote URLs', () => {
  it("lists remotes' URLs, origin first", () => {
    expect(remoteUrls(CONFIG)).toEqual(['git@github.com:acme/widgets.git', 'https://github.com/up/x.git']);
    expect(remoteUrls('[remote "fork"]\nurl = https://gitlab.com/g/sub/p\n')).toEqual(['https://gitlab.com/g/sub/p']);
  });

  it.each([
    ['https://github.com/acme/widgets.git', 'github.com', 'acme/widgets'],
    ['https://token@github.com/acme/widgets', 'github.com', 'acme/widgets'],
    ['git@github.com:acme/widgets.git', 'github.com', 'acme/widgets'],
    ['ssh://git@github.com/acme/widgets.git', 'github.com', 'acme/widgets'],
    ['ssh://git@github.com:22/acme/widgets.git', 'github.com', 'acme/widgets'],
    ['git@gitlab.com:group/sub/project.git', 'gitlab.com', 'group/sub/project'],
  ])('%s', (remote, host, project) => {
    expect(parseRemote(remote)).toEqual({ host, project: project.split('/') });
  });

  it('is no home for a local path or an unknown host', () => {
    expect(parseRemote('/srv/git/x.git')).toBeUndefined();
    expect(repositoryHome({ root: '/r', remotes: ['https://example.test/a/b.git'] }, {})).toBeUndefined();
  });
});

describe('the home and its routes', () => {
  const home = repositoryHome({ root: '/r', remotes: ['git@github.com:acme/widgets.git'], branch: 'feature/x', defaultBranch: 'main' }, {})!;
  const at = (link: string, from = 'README.md') => {
    const r = routeOf(home, new URL(link, blobUrl(home, from)))!;
    return r.kind === 'web' ? r.url.href : `${r.branch}:${r.path}`;
  };

  it('resolves from the blob URL as GitHub does', () => {
    expect(blobUrl(home, 'docs/a b.md').href).toBe('https://github.com/acme/widgets/blob/HEAD/docs/a%20b.md');
    expect(at('../../issues')).toBe('https://github.com/acme/widgets/issues');
    expect(at('../../../issues', 'docs/a.md')).toBe('https://github.com/acme/widgets/issues');
    expect(at('../../../other')).toBe('https://github.com/acme/other');
    expect(at('https://github.com/ACME/Widgets/tree/main/docs/')).toBe('main:docs');
    expect(at('https://github.com/acme/widgets/blob/feature/x/docs/a.md#L3')).toBe('feature/x:docs/a.md');
    expect(at('https://github.com/acme/widgets/blob/v1.0/docs/a.md')).toBe('https://github.com/acme/widgets/blob/v1.0/docs/a.md');
    expect(at('https://github.com/acme/other/blob/main/a.md')).toBe('https://github.com/acme/other/blob/main/a.md');
    expect(routeOf(home, new URL('https://example.test/acme/widgets/blob/main/a.md'))).toBeUndefined();
  });

  it("follows GitLab's `-/` routes", () => {
    const lab = repositoryHome({ root: '/r', remotes: ['https://gitlab.com/g/sub/p.git'], branch: 'main' }, {})!;
    expect(routeOf(lab, new URL('../../issues', blobUrl(lab, 'README.md')))).toEqual({ kind: 'web', url: new URL('https://gitlab.com/g/sub/p/-/issues') });
    expect(routeOf(lab, new URL('../../blob/main/docs/a.md', blobUrl(lab, 'README.md')))).toEqual({ kind: 'files', path: 'docs/a.md', branch: 'main' });
  });

  it("takes the workflow's word first: GITHUB_REPOSITORY on GITHUB_SERVER_URL, its branch", () => {
    const hints = homeHintsFromEnv({
      GITHUB_REPOSITORY: 'octo/site',
      GITHUB_SERVER_URL: 'https://ghe.example.test/',
      GITHUB_HEAD_REF: '',
      GITHUB_REF_NAME: 'dev',
    });
    const h = repositoryHome({ root: '/r', remotes: ['git@github.com:acme/widgets.git'], branch: 'main' }, hints)!;
    expect(h).toMatchObject({ origin: 'https://ghe.example.test', project: ['octo', 'site'], branches: ['dev', 'main'] });
  });
});
