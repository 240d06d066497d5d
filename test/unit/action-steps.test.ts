/**
 * The Action's pipeline steps called directly, without starting the process: the context read
 * once from an environment, the links into GitHub, the check step in merge mode, the report
 * files step, and the exit decision.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { check } from '../../src/action/check.js';
import { githubLinks, readContext } from '../../src/action/context.js';
import { writeFiles } from '../../src/action/files.js';
import { readInputs } from '../../src/action/inputs.js';
import { finish } from '../../src/action/main.js';
import { writeJsonReport } from '../../src/report/json.js';
import { parseWorkflowCommands } from '../helpers/action.js';
import { dead, ref, report } from './action-report-fixture.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ls-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

function captureStdout(): () => ReturnType<typeof parseWorkflowCommands> {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  return () => parseWorkflowCommands(out);
}

function settingsFor(inputs: Record<string, string>, workspace: string) {
  return readInputs((name) => inputs[name] ?? '', { workspace, tempDir: path.join(workspace, 'tmp') });
}

describe('readContext', () => {
  it('reads the environment once: the repository split, the API URL defaulted, the event payload read', async () => {
    const eventPath = path.join(dir, 'event.json');
    writeFileSync(eventPath, JSON.stringify({ number: 7 }));
    const ctx = await readContext(
      {
        GITHUB_REPOSITORY: 'octo/site',
        GITHUB_SERVER_URL: 'https://ghe.test/',
        GITHUB_RUN_ID: '12',
        GITHUB_RUN_ATTEMPT: '2',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_WORKSPACE: '/ws',
        RUNNER_TEMP: '/rt',
      },
      '/cwd',
    );
    expect(ctx).toMatchObject({
      repository: { owner: 'octo', repo: 'site' },
      serverUrl: 'https://ghe.test',
      apiUrl: 'https://api.github.com',
      apiUrlSet: false,
      runId: '12',
      runAttempt: '2',
      eventName: 'pull_request',
      event: { number: 7 },
      workspace: '/ws',
      tempDir: '/rt',
      test: {},
    });
    const bare = await readContext(
      { GITHUB_REPOSITORY: 'not a repo', GITHUB_API_URL: 'https://api.ghe.test', GITHUB_EVENT_PATH: path.join(dir, 'none.json') },
      '/cwd',
    );
    expect(bare.repository).toBeUndefined();
    expect(bare).toMatchObject({ apiUrl: 'https://api.ghe.test', apiUrlSet: true, workspace: '/cwd', event: undefined, serverUrl: 'https://github.com' });
  });

  it('links to the run, its artifacts and the source files at its commit, only when it knows them', async () => {
    const sha = 'a'.repeat(40);
    const links = githubLinks({ serverUrl: 'https://github.com', repository: { owner: 'o', repo: 'r' }, sha, runId: '9' });
    expect(links.runUrl).toBe('https://github.com/o/r/actions/runs/9');
    expect(links.sourceUrl?.('docs/a b.md', 3)).toBe(`https://github.com/o/r/blob/${sha}/docs/a%20b.md#L3`);
    expect(links.artifactUrl(5)).toBe('https://github.com/o/r/actions/runs/9/artifacts/5');
    const unknown = githubLinks({ serverUrl: 'https://github.com', sha: 'HEAD', runId: '' });
    expect(unknown.sourceUrl).toBeUndefined();
    expect(unknown.artifactUrl(5)).toBeUndefined();
  });
});

describe('the check step in merge mode', () => {
  it('merges the shard reports found by the glob; a glob that finds none ends the step with result=error', async () => {
    const workspace = mkdtempSync(path.join(dir, 'ws-'));
    const gone = dead('https://site.test/gone', { referrers: [ref()] });
    for (const [i, r] of [report({ dead: [gone] }), report({})].entries()) {
      mkdirSync(path.join(workspace, 'shards', `s${i + 1}`), { recursive: true });
      const shard = {
        ...r,
        run: {
          ...r.run,
          shard: `${i + 1}/2`,
          shardCounts: { shared: { ok: 0, warnings: 0, dead: 0, requests: 0 }, owned: { ok: 0, warnings: 0, dead: r.dead.length, requests: r.dead.length } },
        },
      };
      await writeJsonReport(shard, path.join(workspace, 'shards', `s${i + 1}`, 'report.json'));
    }
    const ctx = await readContext({ GITHUB_WORKSPACE: workspace }, workspace);
    const out = captureStdout();
    const merged = await check(settingsFor({ merge: 'shards/**/report.json' }, workspace), ctx, new AbortController().signal);
    expect(merged?.dead.map((d) => d.url)).toEqual(['https://site.test/gone']);
    expect(out().filter((c) => c.command === 'error')).toEqual([]);

    vi.restoreAllMocks();
    const out2 = captureStdout();
    expect(await check(settingsFor({ merge: 'nothing/*.json' }, workspace), ctx, new AbortController().signal)).toBeUndefined();
    expect(process.exitCode).toBe(1);
    expect(
      out2()
        .filter((c) => c.command === 'error')
        .map((c) => c.message),
    ).toEqual([expect.stringMatching(/^merge: no report file matches "nothing\/\*\.json"/)]);
  });
});

describe('the report files step', () => {
  it('writes the JSON and the markdown beside it, and SARIF when asked; a file it cannot write is a warning and an empty output', async () => {
    const workspace = mkdtempSync(path.join(dir, 'ws-'));
    const r = report({ dead: [dead('https://site.test/gone', { referrers: [ref()] })] });
    captureStdout();
    const ok = settingsFor({ urls: 'https://site.test/', json: 'out/r.json', sarif: 'out/r.sarif' }, workspace);
    const paths = await writeFiles(r, ok, new Map(), { workspace });
    expect(paths).toEqual({
      report: path.join(workspace, 'out/r.json'),
      markdown: path.join(workspace, 'out/r.md'),
      // The HTML report is always written, beside the JSON one.
      html: path.join(workspace, 'out/r.html'),
      sarif: path.join(workspace, 'out/r.sarif'),
      junit: '',
    });
    expect(readFileSync(path.join(workspace, 'out/r.md'), 'utf8')).toContain('site.test/gone');

    vi.restoreAllMocks();
    const out = captureStdout();
    writeFileSync(path.join(workspace, 'a-file'), 'x');
    const bad = settingsFor({ urls: 'https://site.test/', junit: 'a-file/j.xml' }, workspace);
    expect((await writeFiles(r, bad, new Map(), { workspace })).junit).toBe('');
    expect(out().map((c) => [c.command, c.message.split(':')[0]])).toEqual([['warning', 'junit']]);
  });
});

describe('the exit decision', () => {
  const settings = (over: { fail?: boolean; allowEmpty?: boolean } = {}) => ({
    fail: over.fail ?? true,
    options: { ...settingsFor({ urls: 'https://site.test/' }, dir).options, allowEmpty: over.allowEmpty ?? false },
  });

  it('fails on dead links with fail, not without; an early stop is a warning; nothing checked fails', () => {
    const r = report({ dead: [dead('https://site.test/gone', { referrers: [ref()] })] });
    let out = captureStdout();
    finish(r, settings(), 'the job summary');
    expect(process.exitCode).toBe(1);
    expect(out()).toEqual([{ command: 'error', props: {}, message: '1 dead link found: see the job summary', stream: 'stdout' }]);

    vi.restoreAllMocks();
    process.exitCode = undefined;
    out = captureStdout();
    finish({ ...r, run: { ...r.run, incomplete: true, incompleteReason: 'max-duration' } }, settings({ fail: false }), 'x');
    expect(process.exitCode).toBeUndefined();
    expect(out().map((c) => c.command)).toEqual(['warning']);

    vi.restoreAllMocks();
    out = captureStdout();
    finish(report({ counts: { pages: 0, links: 0, ok: 0, warnings: 0, dead: 0, skipped: 0, mailto: 0, fromCache: 0, requests: 0 } }), settings(), 'x');
    expect(process.exitCode).toBe(1);
    expect(out().map((c) => c.command)).toEqual(['error']);
  });
});
