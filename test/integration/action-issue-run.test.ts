/**
 * The rolling issue through the bundled Action: GITHUB_API_URL points at a fake GitHub API on
 * loopback (test/helpers/fake-github.ts). Runs open, update and close one issue; the token
 * reaches the API and nothing else (the crawled hosts record every header); a fork's pull
 * request and a read-only token are warnings, and the step's result is the check's.
 */
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE, ROOT, runAction, sandbox, type ActionRun, type StepContext } from '../helpers/action.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { startServer, type TestServer } from '../helpers/server.js';

const TOKEN = 'ghs_integration_token_9f8e7d6c5b4a';

let site: TestServer;
let ext: TestServer;
let gh: FakeGitHub;
const headersSeen: http.IncomingHttpHeaders[] = [];
/** Whether the site's page links the dead URL: flipped to make a run clean. */
let broken = true;

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`${path.relative(ROOT, BUNDLE)} is missing: run "npm run package" first`);
  ext = await startServer((req, res) => {
    headersSeen.push(req.headers);
    res.writeHead(req.url === '/ok' ? 200 : 404);
    res.end();
  });
  site = await startServer((req, res) => {
    headersSeen.push(req.headers);
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<!doctype html><title>t</title><a href="${ext.url}/ok">ok</a>` + (broken ? `\n<a href="/gone">gone</a>\n<a href="${ext.url}/gone">ext</a>` : ''),
      );
      return;
    }
    res.writeHead(404);
    res.end();
  });
});
afterAll(async () => {
  await site?.close();
  await ext?.close();
});
beforeEach(async () => {
  gh = await startFakeGitHub('octo', 'site');
  headersSeen.length = 0;
  broken = true;
});
afterEach(() => gh.close());

function run(extraInputs: Record<string, string> = {}, ctx: StepContext = {}, runId = 1): Promise<ActionRun> {
  return runAction(
    { urls: `${site.url}/`, retries: '0', issue: 'true', token: TOKEN, ...extraInputs },
    sandbox(),
    { GITHUB_API_URL: gh.url, GITHUB_SERVER_URL: 'https://github.test', GITHUB_REPOSITORY: 'octo/site', GITHUB_RUN_ID: String(runId) },
    { event: 'schedule', ...ctx },
  );
}

describe('rolling issue (bundled Action, fake GitHub API)', () => {
  it('opens one issue, updates it on the next failing run, closes it with a comment on a clean run', async () => {
    const first = await run({}, {}, 11);
    expect(first.code, first.stdout).toBe(1);
    expect(first.outputs).toMatchObject({ dead: '2', issue: '1' });
    expect(gh.issues).toHaveLength(1);
    expect(gh.issues[0]).toMatchObject({ title: 'Dead links found by linkspider', labels: ['linkspider'], state: 'open' });
    expect(gh.issues[0]!.body).toContain('https://github.test/octo/site/actions/runs/11');
    expect(gh.issues[0]!.body).toContain(`\`${site.url}/gone\``);

    const second = await run({ 'issue-label': 'linkspider' }, {}, 12);
    expect(second.outputs['issue']).toBe('1');
    expect(gh.issues).toHaveLength(1);
    expect(gh.issues[0]!.body).toContain('actions/runs/12');
    expect(second.stdout).toContain('issue: updated #1');

    broken = false;
    const third = await run({}, {}, 13);
    expect(third.code, third.stdout).toBe(0);
    expect(third.outputs).toMatchObject({ result: 'passed', issue: '' });
    expect(gh.issues[0]).toMatchObject({ state: 'closed' });
    expect(gh.issues[0]!.comments[0]).toContain('All links fine again in [this run](https://github.test/octo/site/actions/runs/13)');
  });

  it('sends the token to the GitHub API only, masks it, and never prints it', async () => {
    const r = await run();
    expect(gh.requests.length).toBeGreaterThan(0);
    expect(gh.requests.every((q) => q.authorization === `token ${TOKEN}`)).toBe(true);
    expect(headersSeen.length).toBeGreaterThan(0);
    for (const h of headersSeen) {
      expect(h.authorization).toBeUndefined();
      expect(JSON.stringify(h)).not.toContain(TOKEN);
    }
    expect(r.commands.find((c) => c.command === 'add-mask')?.message).toBe(TOKEN);
    const printed = r.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
    expect(printed.join('\n')).not.toContain(TOKEN);
    expect(r.summary).not.toContain(TOKEN);
  });

  it('a read-only token (403) is a warning; the step result is the check', async () => {
    gh.readOnly = true;
    const r = await run();
    expect(r.code).toBe(1);
    expect(gh.issues).toHaveLength(0);
    const warnings = r.commands.filter((c) => c.command === 'warning').map((c) => c.message);
    expect(warnings.some((w) => /^issue: not updated\. GitHub refused \(HTTP 403\)/.test(w))).toBe(true);
    const errors = r.commands.filter((c) => c.command === 'error').map((c) => c.message);
    expect(errors.some((e) => e.startsWith('2 dead links found'))).toBe(true);
    expect(errors.join('\n')).not.toContain('issue');
  });

  it('a pull request from a fork: says so and carries on, without calling the API', async () => {
    broken = false;
    const r = await run({}, { event: 'pull_request', fork: true });
    expect(r.code, r.stdout).toBe(0);
    expect(gh.requests).toHaveLength(0);
    expect(r.commands.some((c) => c.command === 'warning' && c.message.includes('pull request from a fork'))).toBe(true);
  });

  it('an incomplete run leaves the issue open', async () => {
    await run();
    broken = false;
    const r = await run({ 'max-duration': '1ms' });
    expect(r.outputs['result']).toBe('incomplete');
    expect(gh.issues[0]!.state).toBe('open');
    expect(r.outputs['issue']).toBe('1');
  });

  it('issue: true without a token fails before any request, naming the input', async () => {
    // The job's token is the default; a step can still pass an empty one (e.g. an unset secret).
    const r = await runAction({ urls: `${site.url}/`, issue: 'true', token: '' }, sandbox(), { GITHUB_REPOSITORY: 'octo/site', GITHUB_API_URL: gh.url });
    expect(r.code).toBe(1);
    expect(r.commands.find((c) => c.command === 'error')?.message).toMatch(/^token: /);
    expect(headersSeen).toHaveLength(0);
    expect(gh.requests).toHaveLength(0);
  });
});
