/**
 * `suggest: true` (issue 27): the review of suggestions through the real Octokit adapter against
 * the fake GitHub API on loopback. A real git repository gives the changed lines; a real check
 * gives the moved links. One review, suggestions only on changed lines (the fake refuses others,
 * as GitHub does), edited in place by a re-run, replaced (old one emptied) when lines move, and
 * a read-only token (a fork's) is a warning.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeServers, FAST, page, site } from '../helpers/crawl.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { resolveOptions } from '../../src/options.js';
import { runCheck } from '../../src/run.js';
import { changedLines, parseChangedLines } from '../../src/markdown/changed.js';
import { octokitReviewApi, pullRequestSuggestions, reviewMarker, suggestionsFor, syncSuggestions, type Suggestion } from '../../src/action/suggest.js';

const dir = mkdtempSync(path.join(tmpdir(), 'linkspider-suggest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(closeServers);

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub('octo', 'site');
});
afterEach(() => gh.close());

const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8' }).trim();

function repoWith(text: string): { root: string; base: string } {
  const root = mkdtempSync(path.join(dir, 'repo-'));
  git(root, 'init', '-q');
  writeFileSync(path.join(root, 'README.md'), text);
  git(root, 'add', '.');
  git(root, 'commit', '-qm', 'base');
  return { root, base: git(root, 'rev-parse', 'HEAD') };
}

function commit(root: string, text: string): string {
  writeFileSync(path.join(root, 'README.md'), text);
  git(root, 'commit', '-qam', 'change');
  return git(root, 'rev-parse', 'HEAD');
}

const log = { infos: [] as string[], warnings: [] as string[] };
const logger = { info: (m: string) => log.infos.push(m), warning: (m: string) => log.warnings.push(m) };
const settings = { workflow: 'Links', job: 'check', runUrl: 'https://github.test/octo/site/actions/runs/1' };

async function wantedFor(root: string, base: string): Promise<Suggestion[]> {
  const report = await runCheck(resolveOptions({ ...FAST, files: ['README.md'] }), {}, (k) => k, { repository: { root } });
  const changed = changedLines(root, base);
  gh.diffLines.clear();
  for (const [file, lines] of changed) gh.diffLines.set(file, lines);
  return suggestionsFor(report, root, changed, (abs) => readFileSync(abs));
}

describe('suggest: a review of suggestions on the changed lines', () => {
  it('reads the new-side lines of a diff', () => {
    const diff = [
      'diff --git a/a.md b/a.md',
      '--- a/a.md',
      '+++ b/a.md',
      '@@ -3 +3 @@',
      '-x',
      '+y',
      '@@ -10,0 +11,2 @@',
      '+p',
      '+q',
      '--- a/gone.md',
      '+++ /dev/null',
    ].join('\n');
    expect([...parseChangedLines(diff)]).toEqual([['a.md', new Set([3, 11, 12])]]);
  });

  it('posts one review on changed lines only, edits it on a re-run, replaces it when lines move', async () => {
    const s = await site({
      '/old': { status: 301, headers: { location: '/new' } },
      '/new': page('new'),
      '/old2': { status: 308, headers: { location: '/v2/' } },
      '/v2/': page('v2'),
    });
    const u = s.url;
    const { root, base } = repoWith(`# Doc\n\nUnchanged [a](${u}/old) line.\n`);
    const head = commit(root, `# Doc\n\nUnchanged [a](${u}/old) line.\nNew [b](${u}/old2#part) line.\n`);
    const wanted = await wantedFor(root, base);
    // The moved link on the unchanged line 3 gets no suggestion.
    expect(wanted).toEqual([
      {
        path: 'README.md',
        line: 4,
        body: `Moved permanently: \`${u}/old2\` → \`${u}/v2/#part\`. Accept to link to where it moved (checked by linkspider).\n\n\`\`\`suggestion\nNew [b](${u}/v2/#part) line.\n\`\`\``,
      },
    ]);
    const api = await octokitReviewApi({ token: 't', baseUrl: gh.url, owner: 'octo', repo: 'site' });
    const first = await syncSuggestions(api, 7, head, wanted, settings, logger);
    expect(first, log.warnings.join('\n')).toMatchObject({ action: 'created', suggestions: 1 });
    expect(gh.reviews).toHaveLength(1);
    expect(gh.reviews[0]).toMatchObject({
      pull: 7,
      commit_id: head,
      event: 'COMMENT',
      comments: [{ path: 'README.md', line: 4, side: 'RIGHT', body: wanted[0]!.body }],
    });
    expect(gh.reviews[0]!.body.startsWith(reviewMarker('Links', 'check'))).toBe(true);
    const commentId = gh.reviews[0]!.comments[0]!.id;

    // A re-run on the same commit edits the same review: no second one.
    const again = await syncSuggestions(api, 7, head, wanted, settings, logger);
    expect(again).toEqual({ action: 'updated', id: gh.reviews[0]!.id, suggestions: 1 });
    expect(gh.reviews).toHaveLength(1);
    expect(gh.reviews[0]!.comments.map((c) => c.id)).toEqual([commentId]);
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    // A push that adds another moved link: the old review is emptied, one live review holds both.
    const head2 = commit(root, `# Doc\n\nUnchanged [a](${u}/old) line.\nNew [b](${u}/old2#part) line.\nAnd [c](${u}/old).\n`);
    const wanted2 = await wantedFor(root, base);
    expect(wanted2.map((w) => w.line)).toEqual([4, 5]);
    const replaced = await syncSuggestions(api, 7, head2, wanted2, settings, logger);
    expect(replaced).toMatchObject({ action: 'replaced', suggestions: 2 });
    const live = gh.reviews.filter((r) => r.body.startsWith(reviewMarker('Links', 'check')));
    expect(live).toHaveLength(1);
    expect(live[0]!.comments.map((c) => [c.line, c.body.split('\n').at(-2)])).toEqual([
      [4, `New [b](${u}/v2/#part) line.`],
      [5, `And [c](${u}/new).`],
    ]);
    expect(gh.reviews[0]!.comments).toEqual([]);
    expect(gh.reviews[0]!.body).toContain('superseded');
    expect(log.warnings).toEqual([]);
  });

  it('the step: reads the pull request from the event, its changed lines from git, and posts the review', async () => {
    const s = await site({ '/old': { status: 301, headers: { location: '/new' } }, '/new': page('new') });
    const { root, base } = repoWith('# Doc\n');
    const head = commit(root, `# Doc\n\n[a](${s.url}/old)\n`);
    for (const [file, lines] of changedLines(root, base)) gh.diffLines.set(file, lines);
    const report = await runCheck(resolveOptions({ ...FAST, files: ['README.md'] }), {}, (k) => k, { repository: { root } });
    const run = {
      token: 't',
      report,
      workspace: root,
      eventName: 'pull_request',
      event: { pull_request: { number: 9, head: { sha: head }, base: { sha: base } } },
      runUrl: settings.runUrl,
      apiUrl: gh.url,
      repository: { owner: 'octo', repo: 'site' },
      workflow: 'Links',
      job: 'check',
      log: logger,
    };
    expect(await pullRequestSuggestions(run)).toMatchObject({ action: 'created', suggestions: 1 });
    expect(gh.reviews.map((r) => [r.pull, r.commit_id, r.comments.map((c) => [c.path, c.line])])).toEqual([[9, head, [['README.md', 3]]]]);
    expect(await pullRequestSuggestions({ ...run, eventName: 'push', event: {} })).toEqual({ action: 'none' });
  });

  it('a read-only token (a fork) is a warning, not a failure', async () => {
    const api = await octokitReviewApi({ token: 't', baseUrl: gh.url, owner: 'octo', repo: 'site' });
    gh.readOnly = true;
    gh.diffLines.set('README.md', new Set([1]));
    const out = await syncSuggestions(api, 7, 'abc', [{ path: 'README.md', line: 1, body: 'x' }], settings, logger);
    expect(out).toMatchObject({ action: 'skipped' });
    expect(log.warnings.at(-1)).toContain('GitHub refused (HTTP 403)');
    expect(gh.reviews).toEqual([]);
  });
});
