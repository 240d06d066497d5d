/**
 * The pull-request comment (`comment: true`) through the bundled Action and the real Octokit
 * adapter, against the fake GitHub API on loopback (test/helpers/fake-github.ts): created by
 * the first run, edited in place by the next, "No dead links" once they are gone, one comment
 * per workflow and job, a read-only token (a fork's) is a warning, and a body over GitHub's
 * 65,536-character limit is cut with a pointer to the run.
 *
 * Build first: `npm run package`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE, PULL_NUMBER, ROOT, runAction, sandbox, type ActionRun, type EventName } from '../helpers/action.js';
import { GITHUB_BODY_LIMIT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { commentBody, commentMarker, octokitCommentApi, syncComment } from '../../src/action/comment.js';
import { dead, ref, report } from '../unit/action-report-fixture.js';

const TOKEN = 'ghs_comment_token_1a2b3c';
let site: TestServer;
let gh: FakeGitHub;
let pull: number;
/** Whether the site links a dead page: flipped to make a run clean. */
let broken = true;

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`${path.relative(ROOT, BUNDLE)} is missing: run "npm run package" first`);
  site = await startServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>t</title><a href="/ok">ok</a>${broken ? '\n<a href="/gone">gone</a>' : ''}`);
      return;
    }
    res.writeHead(req.url === '/ok' ? 200 : 404, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>x</title>');
  });
});
afterAll(() => site?.close());
beforeEach(async () => {
  gh = await startFakeGitHub('octo', 'site');
  pull = gh.seed({ number: PULL_NUMBER, labels: [], title: 'A pull request', pull_request: { url: 'https://github.test/octo/site/pull/1' } }).number;
  broken = true;
});
afterEach(() => gh.close());

function run(env: Record<string, string> = {}, inputs: Record<string, string> = {}, event: EventName = 'pull_request'): Promise<ActionRun> {
  return runAction(
    { urls: `${site.url}/`, retries: '0', comment: 'true', token: TOKEN, ...inputs },
    sandbox(),
    {
      GITHUB_API_URL: gh.url,
      GITHUB_SERVER_URL: 'https://github.test',
      GITHUB_REPOSITORY: 'octo/site',
      GITHUB_RUN_ID: '77',
      GITHUB_WORKFLOW: 'Links',
      GITHUB_JOB: 'check',
      ...env,
    },
    { event },
  );
}

const comments = () => [...gh.commentsById.values()];

describe('pull-request comment', () => {
  it('is created by the first run, edited in place by the next, and says "No dead links" once they are gone', async () => {
    const first = await run();
    expect(first.code).toBe(1);
    expect(comments()).toHaveLength(1);
    const [c] = comments();
    expect(c!.issue).toBe(pull);
    expect(c!.body.startsWith(commentMarker('Links', 'check'))).toBe(true);
    expect(c!.body).toContain('### Dead links (1)');
    expect(c!.body).toContain(`${site.url}/gone`);
    expect(c!.body).toContain('Full report: the job summary of [this run](https://github.test/octo/site/actions/runs/77).');
    expect(gh.requests.filter((r) => r.method !== 'GET').every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);

    const second = await run();
    expect(second.code).toBe(1);
    expect(comments()).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'PATCH' && r.path === `/repos/octo/site/issues/comments/${c!.id}`)).toHaveLength(1);

    broken = false;
    const clean = await run();
    expect(clean.code).toBe(0);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body).toContain('## ✅ linkspider: passed');
    expect(comments()[0]!.body).toContain('No dead links.');
  });

  it('keeps one comment per workflow and job; a clean first run adds none', async () => {
    await run();
    await run({ GITHUB_JOB: 'check-docs' });
    expect(comments().map((c) => c.body.split('\n')[0])).toEqual([commentMarker('Links', 'check'), commentMarker('Links', 'check-docs')]);
    broken = false;
    await run({ GITHUB_WORKFLOW: 'Nightly' });
    expect(comments()).toHaveLength(2);
  });

  it("a read-only token (a fork's pull request) is a warning; the check's result stands", async () => {
    gh.readOnly = true;
    const r = await run();
    expect(r.code).toBe(1);
    expect(comments()).toEqual([]);
    const warning = r.commands.find((c) => c.command === 'warning' && c.message.startsWith('comment:'));
    expect(warning?.message).toMatch(
      /^comment: not written\. GitHub refused \(HTTP 403\): the token cannot comment here\. Pull requests from forks get a read-only token/,
    );
    expect(r.commands.filter((c) => c.command === 'error').at(-1)!.message).toMatch(/^1 dead link found/);
  });

  it('outside a pull request says so and writes nothing', async () => {
    const r = await run({}, {}, 'schedule');
    expect(r.stdout).toContain('comment: this run is not for a pull request');
    expect(gh.requests).toEqual([]);
  });

  it('a body over 65,536 characters is cut to fit, with a pointer to the run', async () => {
    const long = 'x'.repeat(250);
    const huge = report({
      dead: Array.from({ length: 2_000 }, (_, i) =>
        dead(`https://site.test/${i}/${long}`, { referrers: [ref({ page: `https://site.test/p/${long}`, text: long })] }),
      ),
    });
    const settings = { workflow: 'Links', job: 'check', runUrl: 'https://github.test/octo/site/actions/runs/77' };
    const body = commentBody(huge, settings);
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body).toMatch(
      /_[\d,]+ more dead links not shown here: see the job summary of \[this run\]\(https:\/\/github\.test\/octo\/site\/actions\/runs\/77\)\._/,
    );
    // Through the real adapter: the fake API refuses bodies over the limit, as GitHub does.
    const api = await octokitCommentApi({ token: TOKEN, baseUrl: gh.url, owner: 'octo', repo: 'site' });
    const log = {
      info: () => undefined,
      warning: (m: string) => {
        throw new Error(m);
      },
    };
    expect(await syncComment(api, pull, huge, settings, log)).toMatchObject({ action: 'created' });
    expect(comments()[0]!.body).toBe(body);
    // Even a tiny limit keeps the marker and the pointer.
    const tiny = commentBody(huge, { ...settings, maxChars: 1_500 });
    expect(tiny.length).toBeLessThanOrEqual(1_500);
    expect(tiny.startsWith(commentMarker('Links', 'check'))).toBe(true);
    expect(tiny).toContain('see the job summary of [this run]');
  });
});
