/**
 * What a maintainer sees of a folder check (issue 12): on examples/site with a base URL, no
 * output of the CLI or the Action speaks of the loopback server: console, JSON, the markdown
 * report and job summary, annotations, the mailto table, the rolling issue, the pull-request
 * comment, the mirror index. And the demo's 12 files are 12 pages.
 *
 * The Action part runs the bundle: `npm run package` first.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, PULL_NUMBER, ROOT, runAction, sandbox, type ActionRun } from '../helpers/action.js';
import { cliPath, runCli } from '../helpers/cli.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { escapeMarkdown, markdownLink } from '../../src/report/escape.js';
import { tempDir } from '../helpers/temp.js';

const SITE = path.join(ROOT, 'examples', 'site');
const BASE = 'https://www.example.com/';
const LOOPBACK = /127\.0\.0\.1|\[::1\]|localhost:\d/;
const DEMO_FILES = 12;

beforeAll(async () => {
  await cliPath(); // may build the bundle once (~15 s) when dist/cli.js is stale
}, 180_000);

describe('CLI on examples/site with --base-url', () => {
  it('names only public URLs, in the console, the JSON report and the mirror index; 12 pages for 12 files', async () => {
    const out = tempDir('ls-view-');
    const json = path.join(out, 'report.json');
    const mirror = path.join(out, 'mirror');
    const r = await runCli([SITE, '--base-url', BASE, '--json', json, '--mirror', mirror, '--quiet', '--no-color']);
    expect(r.code).toBe(1); // the demo's six planted dead links
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const index = readFileSync(path.join(mirror, 'linkspider-mirror.json'), 'utf8');
    for (const [what, text] of Object.entries({ stdout: r.stdout, stderr: r.stderr, json: JSON.stringify(report), index })) {
      expect(text, what).not.toMatch(LOOPBACK);
    }
    expect(report.version).toBe(3);
    expect(report.counts.pages).toBe(DEMO_FILES);
    expect(report.pages.map((p: { url: string }) => p.url)).toContain(`${BASE}docs/`);
    expect(report.pages.map((p: { url: string }) => p.url)).not.toContain(`${BASE}docs/index.html`);
    expect(report.run.startUrls).toEqual([BASE]);
    expect(report.dead.map((d: { url: string }) => d.url)).toContain(`${BASE}pricing.html`);
    expect(r.stdout).toContain(`✗ 404 ${BASE}pricing.html`);
    expect(JSON.parse(index).pages.map((p: { url: string }) => p.url)).toContain(`${BASE}about.html`);
    expect(report.orphans).toEqual([]);
  });

  it('without --base-url names pages by their site path', async () => {
    const out = tempDir('ls-view-');
    const json = path.join(out, 'report.json');
    const r = await runCli([SITE, '--json', json, '--quiet', '--no-color']);
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(JSON.stringify(report) + r.stdout).not.toMatch(LOOPBACK);
    expect(report.run.startUrls).toEqual(['/']);
    expect(report.dead.map((d: { url: string }) => d.url)).toContain('/pricing.html');
    expect(
      report.dead
        .find((d: { url: string }) => d.url === '/pricing.html')
        .referrers.map((f: { page: string }) => f.page)
        .sort(),
    ).toEqual(['/', '/about.html']);
  });
});

describe('Action on examples/site with base-url', () => {
  let gh: FakeGitHub;
  let run: ActionRun;

  beforeAll(async () => {
    if (!existsSync(BUNDLE)) throw new Error(`${path.relative(ROOT, BUNDLE)} is missing: run "npm run package" first`);
    gh = await startFakeGitHub('octo', 'site');
    gh.seed({ number: PULL_NUMBER, labels: [], title: 'Update the docs', pull_request: { url: 'https://github.test/octo/site/pull/1' } });
    const dirs = sandbox();
    cpSync(SITE, path.join(dirs.workspace, 'site'), { recursive: true });
    run = await runAction(
      {
        path: 'site',
        'base-url': BASE,
        retries: '0',
        'artifact-name': 'links',
        issue: 'true',
        comment: 'true',
        token: 'ghs_test_token',
        sources: 'site/**/*.html',
      },
      dirs,
      {
        GITHUB_API_URL: gh.url,
        GITHUB_SERVER_URL: 'https://github.test',
        GITHUB_REPOSITORY: 'octo/site',
        GITHUB_SHA: 'a'.repeat(40),
        GITHUB_RUN_ID: '42',
        GITHUB_WORKFLOW: 'Links',
        GITHUB_JOB: 'check',
        LINKSPIDER_TEST_ARTIFACT_LOG: path.join(dirs.root, 'artifact.log'),
      },
      { event: 'pull_request' },
    );
  });
  afterAll(() => gh?.close());

  it('fails on the planted dead links, with 12 pages', () => {
    expect(run.code).toBe(1);
    expect(run.outputs['pages']).toBe(String(DEMO_FILES));
    expect(run.outputs['dead']).toBe('6');
  });

  it('keeps the loopback server out of every output', () => {
    const temp = run.dirs.temp;
    const outputs: Record<string, string> = {
      // Only a debug line (shown when the user turns on step debug logging) names the server.
      'log and annotations': run.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::debug::'))
        .join('\n'),
      stderr: run.stderr,
      summary: run.summary,
      outputs: JSON.stringify(run.outputs),
      // The GitHub API root among the options is the service the run used (here the test's fake,
      // on loopback), not the folder's server.
      'JSON report': readFileSync(path.join(temp, 'linkspider', 'report.json'), 'utf8').replace(/"githubApiUrl": "[^"]*"/, ''),
      'report.md': readFileSync(path.join(temp, 'linkspider', 'report.md'), 'utf8'),
      'mirror index': readFileSync(path.join(temp, 'linkspider', 'mirror', 'linkspider-mirror.json'), 'utf8'),
      issue: gh.issues
        .filter((i) => !i.pull_request)
        .map((i) => i.body)
        .join('\n'),
      'PR comment': [...gh.commentsById.values()].map((c) => c.body).join('\n'),
    };
    for (const [what, text] of Object.entries(outputs)) {
      if (what !== 'stderr') expect(text.length, what).toBeGreaterThan(0);
      expect(text, what).not.toMatch(LOOPBACK);
    }
    // The places that used to show loopback URLs now show public ones.
    const link = (u: string) => markdownLink(escapeMarkdown(u), u);
    expect(run.summary).toContain(`| 404 Not Found | ${link(`${BASE}pricing.html`)} |`);
    expect(run.summary).toContain(`| \`ceo@example.com\` | ${link(`${BASE}contact.html`)} |`);
    const errors = run.commands.filter((c) => c.command === 'error');
    expect(errors.some((e) => e.message.includes(`${BASE}pricing.html`))).toBe(true);
    expect(outputs['issue']).toContain(`${BASE}pricing.html`);
    expect(outputs['PR comment']).toContain(`${BASE}pricing.html`);
  });

  it("links the artifact and the source files at the run's commit", () => {
    expect(run.summary).toContain('Full report: [report.md in the artifact `links`](https://github.test/octo/site/actions/runs/42/artifacts/7001).');
    expect(run.summary).toContain(`(https://github.test/octo/site/blob/${'a'.repeat(40)}/site/index.html#L24)`);
  });
});
