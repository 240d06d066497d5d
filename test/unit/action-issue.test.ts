/**
 * The rolling issue, through the real Octokit adapter against a fake GitHub API on loopback
 * (test/helpers/fake-github.ts): create, update, close with a comment, never a duplicate,
 * an incomplete run never closes, a read-only token is a warning. Plus the issue body
 * (escaping, the size limit, "since when") and the fork detection.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { startServer } from '../helpers/server.js';
import { issueBody, isForkPullRequest, octokitIssueApi, readSince, syncIssue, type IssueApi } from '../../src/action/issue.js';
import { runCheck } from '../../src/run.js';
import { resolveOptions } from '../../src/options.js';
import type { Report } from '../../src/report/model.js';
import { dead, ref, report, warn } from './action-report-fixture.js';

const TOKEN = 'ghs_fake_token_0123456789';
const RUN_URL = 'https://github.test/octo/site/actions/runs/1001';
const settings = { label: 'linkspider', title: 'Dead links found by linkspider', runUrl: RUN_URL };

function recordingLog() {
  const lines: { info: string[]; warning: string[] } = { info: [], warning: [] };
  return { lines, log: { info: (m: string) => lines.info.push(m), warning: (m: string) => lines.warning.push(m) } };
}

const failing = (...urls: string[]): Report => report({ dead: urls.map((u) => dead(u)) });
const clean = (): Report => report();
const incomplete = (): Report => report({ run: { ...report().run, incomplete: true, incompleteReason: 'max-duration' } });

let gh: FakeGitHub;
let api: IssueApi;
beforeEach(async () => {
  gh = await startFakeGitHub('octo', 'site');
  api = await octokitIssueApi({ token: TOKEN, baseUrl: gh.url, owner: 'octo', repo: 'site' });
});
afterEach(() => gh.close());

describe('syncIssue against a fake GitHub API', () => {
  it('opens one issue with the label when a run finds dead links', async () => {
    const { log } = recordingLog();
    const out = await syncIssue(api, failing('https://site.test/a', 'https://site.test/b'), settings, log);
    expect(out).toEqual({ action: 'created', number: 1 });
    expect(gh.issues).toHaveLength(1);
    const [issue] = gh.issues;
    expect(issue).toMatchObject({ title: 'Dead links found by linkspider', labels: ['linkspider'], state: 'open' });
    expect(issue!.body).toContain('**2 dead links**');
    expect(issue!.body).toContain('`https://site.test/a`');
    expect(issue!.body).toContain(RUN_URL);
    // Octokit sent the token to the API, as a token.
    expect(gh.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
  });

  it('updates the open issue on the next failing run: body replaced, still one issue', async () => {
    const { log } = recordingLog();
    await syncIssue(api, failing('https://site.test/a', 'https://site.test/b'), settings, log);
    const out = await syncIssue(api, failing('https://site.test/c'), settings, log);
    expect(out).toEqual({ action: 'updated', number: 1 });
    expect(gh.issues).toHaveLength(1);
    expect(gh.issues[0]!.body).toContain('`https://site.test/c`');
    expect(gh.issues[0]!.body).not.toContain('`https://site.test/a`');
    expect(gh.issues[0]!.body).toContain('**1 dead link**');
  });

  it('comments and closes it when a later run is clean', async () => {
    const { log, lines } = recordingLog();
    await syncIssue(api, failing('https://site.test/a'), settings, log);
    const out = await syncIssue(api, clean(), settings, log);
    expect(out).toEqual({ action: 'closed', number: 1 });
    expect(gh.issues[0]).toMatchObject({ state: 'closed', state_reason: 'completed' });
    expect(gh.issues[0]!.comments).toHaveLength(1);
    expect(gh.issues[0]!.comments[0]).toMatch(/^All links fine again in \[this run\]\(https:\/\/github\.test\/octo\/site\/actions\/runs\/1001\)/);
    expect(lines.info.join('\n')).toContain('closed #1');
    // A clean run with nothing open does nothing at all.
    const before = gh.requests.length;
    expect(await syncIssue(api, clean(), settings, log)).toEqual({ action: 'none' });
    expect(gh.requests.slice(before).map((r) => r.method)).toEqual(['GET']);
  });

  it('never opens a duplicate across runs, and opens a new one after a close', async () => {
    const { log } = recordingLog();
    for (let i = 0; i < 3; i++) await syncIssue(api, failing(`https://site.test/run${i}`), settings, log);
    expect(gh.issues).toHaveLength(1);
    expect(gh.open('linkspider')).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    await syncIssue(api, clean(), settings, log);
    await syncIssue(api, failing('https://site.test/again'), settings, log);
    expect(gh.issues).toHaveLength(2);
    expect(gh.open('linkspider').map((i) => i.number)).toEqual([2]);
  });

  it('an incomplete run never closes the issue', async () => {
    const { log, lines } = recordingLog();
    await syncIssue(api, failing('https://site.test/a'), settings, log);
    expect(await syncIssue(api, incomplete(), settings, log)).toEqual({ action: 'kept', number: 1 });
    expect(gh.issues[0]!.state).toBe('open');
    expect(gh.issues[0]!.comments).toEqual([]);
    expect(lines.info.join('\n')).toMatch(/#1 stays open: this run stopped early/);
  });

  it('with several open issues under the label, updates the oldest and says so', async () => {
    gh.seed({ labels: ['linkspider'], title: 'old', body: 'old body' });
    gh.seed({ labels: ['linkspider'], title: 'newer', body: 'newer body' });
    gh.seed({ labels: ['other'], title: 'unrelated' });
    gh.seed({ labels: ['linkspider'], title: 'a pull request', pull_request: { url: 'x' } });
    const { log, lines } = recordingLog();
    expect(await syncIssue(api, failing('https://site.test/a'), settings, log)).toEqual({ action: 'updated', number: 1 });
    expect(gh.issues[0]!.body).toContain('`https://site.test/a`');
    expect(gh.issues[1]!.body).toBe('newer body');
    expect(gh.issues).toHaveLength(4);
    expect(lines.info.join('\n')).toMatch(/2 open issues have the label "linkspider" \(#1, #2\); linkspider keeps only the oldest, #1/);
  });

  it('a read-only token (403) is a warning, and the run carries on', async () => {
    gh.readOnly = true;
    const { log, lines } = recordingLog();
    const out = await syncIssue(api, failing('https://site.test/a'), settings, log);
    expect(out.action).toBe('skipped');
    expect(gh.issues).toHaveLength(0);
    expect(lines.warning).toHaveLength(1);
    expect(lines.warning[0]).toMatch(/^issue: not updated\. GitHub refused \(HTTP 403\).*forks get a read-only token.*issues: write/);
    expect(lines.warning[0]).not.toContain(TOKEN);
  });

  it('keeps "since" from the previous issue body when there is no cache, and prefers failingSince', async () => {
    const { log } = recordingLog();
    const first = report({ run: { ...report().run, startedAt: '2025-03-01T05:00:00.000Z' }, dead: [dead('https://site.test/a')] });
    await syncIssue(api, first, settings, log);
    const second = report({
      run: { ...report().run, startedAt: '2025-03-08T05:00:00.000Z' },
      dead: [
        dead('https://site.test/a'),
        dead('https://site.test/b'),
        dead('https://ext.test/c', { failingSince: '2025-02-14T05:00:00.000Z', failingRuns: 3 }),
      ],
    });
    await syncIssue(api, second, settings, log);
    const since = readSince(gh.issues[0]!.body);
    expect(Object.fromEntries(since)).toEqual({
      'https://site.test/a': '2025-03-01T05:00:00.000Z',
      'https://site.test/b': '2025-03-08T05:00:00.000Z',
      'https://ext.test/c': '2025-02-14T05:00:00.000Z',
    });
    expect(gh.issues[0]!.body).toMatch(/`https:\/\/site\.test\/a` \|[^\n]*\| 2025-03-01 \|/);
    expect(gh.issues[0]!.body).toMatch(/`https:\/\/ext\.test\/c` \(external\) \|[^\n]*\| 2025-02-14 \(3 runs\) \|/);
  });
});

describe('the token', () => {
  it('is never sent to a crawled host', async () => {
    const seen: Array<Record<string, string | string[] | undefined>> = [];
    const site = await startServer((req, res) => {
      seen.push(req.headers);
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<a href="/missing">x</a>');
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    try {
      const options = resolveOptions({ urls: site.url + '/', retries: '0' });
      const r = await runCheck(options);
      expect(r.counts.dead).toBe(1);
      const { log } = recordingLog();
      await syncIssue(api, r, settings, log);
      expect(gh.issues).toHaveLength(1);
      expect(seen.length).toBeGreaterThan(0);
      for (const h of seen) {
        expect(h['authorization']).toBeUndefined();
        expect(JSON.stringify(h)).not.toContain(TOKEN);
      }
      expect(gh.requests.every((q) => q.authorization?.includes(TOKEN))).toBe(true);
    } finally {
      await site.close();
    }
  });
});

describe('issueBody', () => {
  const render = (md: string) => marked.parse(md, { gfm: true, async: false }) as string;

  it('escapes every URL and text from the crawl', () => {
    const r = report({
      dead: [
        dead('https://site.test/<img src=x onerror=alert(1)>', {
          reason: 'HTTP 404 <b>[x](https://evil.test)</b>',
          referrers: [ref({ page: 'https://site.test/a|b\n## h' })],
        }),
      ],
    });
    const body = issueBody(r, { runUrl: RUN_URL });
    const html = render(body);
    expect(html).not.toMatch(/<(img|script|b)\b/);
    expect(html).not.toContain('href="https://evil.test');
    expect(html.match(/<h2>/g)).toBeNull();
    expect(html.match(/<tr>/g)).toHaveLength(2); // header + one row: the pipe did not split a cell
    // The since marker stays one HTML comment whatever the URL holds.
    expect(body.match(/<!--/g)).toHaveLength(1);
    expect(body.match(/-->/g)).toHaveLength(1);
    expect(readSince(body).has('https://site.test/<img src=x onerror=alert(1)>')).toBe(true);
  });

  it('survives a URL that tries to close the marker comment', () => {
    const url = 'https://site.test/--><script>x</script><!--';
    const body = issueBody(report({ dead: [dead(url)] }), { runUrl: RUN_URL });
    // In the table the URL is a code span (literal text); in the marker it is \u-escaped.
    const marker = body.split('\n').filter((l) => l.startsWith('<!--'));
    expect(marker).toHaveLength(1);
    expect(marker[0]!.match(/-->/g)).toHaveLength(1);
    expect(render(body)).not.toMatch(/<script>/);
    expect([...readSince(body).keys()]).toEqual([url]);
  });

  it('stays under the size limit with "N more, see the run"', () => {
    const many = Array.from({ length: 3000 }, (_, i) => dead(`https://site.test/page/${i}/${'x'.repeat(60)}`));
    const body = issueBody(report({ dead: many }), { runUrl: RUN_URL });
    expect(body.length).toBeLessThanOrEqual(65_536);
    const more = /_([\d,]+) more dead links not listed here: see \[this run\]\(([^)]+)\)\._/.exec(body);
    expect(more).not.toBeNull();
    expect(more![2]).toBe(RUN_URL);
    const rows = body.split('\n').filter((l) => l.startsWith('| `https://site.test/page/'));
    expect(rows.length + Number(more![1]!.replace(/,/g, ''))).toBe(3000);
    expect(readSince(body).size).toBe(rows.length);
    const small = issueBody(report({ dead: many }), { runUrl: RUN_URL, maxChars: 2000 });
    expect(small.length).toBeLessThanOrEqual(2000);
  });

  it('mentions known and not-yet-dead links without listing them', () => {
    const r = report({
      dead: [dead('https://site.test/a')],
      warnings: [warn('https://ext.test/k', { known: true }), warn('https://ext.test/f', { failingRuns: 1, failingSince: '2025-01-01T00:00:00.000Z' })],
    });
    const body = issueBody(r, { runUrl: RUN_URL });
    expect(body).toContain('1 known dead link (in the baseline) not listed; 1 failing link not yet dead (fail-after) not listed');
    expect(body).not.toContain('ext.test/k');
  });
});

describe('isForkPullRequest', () => {
  const pr = (head: unknown) => ({ pull_request: { head: { repo: head }, base: { repo: { full_name: 'octo/site' } } } });
  it('tells a fork pull request from one in the same repository', () => {
    expect(isForkPullRequest('pull_request', pr({ full_name: 'someone/site', fork: true }))).toBe(true);
    expect(isForkPullRequest('pull_request', pr(null))).toBe(true);
    expect(isForkPullRequest('pull_request', pr({ full_name: 'octo/site', fork: false }))).toBe(false);
    expect(isForkPullRequest('schedule', {})).toBe(false);
    expect(isForkPullRequest('pull_request', undefined)).toBe(false);
  });
});
