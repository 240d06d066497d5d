/**
 * Issue 41, through the bundled CLI: two runs against a real local server whose links change
 * between them, sharing `--cache`. The JSON report's `history` has a row per run; a link dead in
 * both runs is failing for 2 runs since the first run's start; one that died in the second, for 1;
 * `--markdown` holds the trend as a Mermaid chart and says how long each link has been dead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runCli } from '../helpers/cli.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { tempDir } from '../helpers/temp.js';

let srv: TestServer;
/** Which run the site is in: the second run's home page links to one more dead page. */
let run = 1;

beforeAll(async () => {
  srv = await startServer((req, res) => {
    const page = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>t</title>${body}`);
    };
    if (req.url === '/') {
      const second = run === 2 ? '<a href="/broke-later">broke later</a>' : '';
      return page(`<a href="/always-dead">always</a> <a href="/ok">ok</a> ${second} <a href="/flaky">flaky</a>`);
    }
    if (req.url === '/ok') return page('fine');
    // Dead in the first run, fixed in the second.
    if (req.url === '/flaky' && run === 2) return page('back');
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('gone');
  });
});
afterAll(() => srv.close());

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;

describe('link health over time (--cache, --json, --markdown)', () => {
  it('counts failing runs and keeps one history row per run; --markdown holds the trend chart', async () => {
    const dir = tempDir('ls-history-');
    const args = (n: number) => [
      `${srv.url}/`,
      '--cache',
      path.join(dir, 'cache.json'),
      '--json',
      path.join(dir, `run${n}.json`),
      '--markdown',
      path.join(dir, `run${n}.md`),
      '--retries',
      '0',
      '--quiet',
    ];

    run = 1;
    const one = await runCli(args(1), { timeoutMs: 60_000 });
    expect(one.stderr).toBe('');
    expect(one.code).toBe(1);
    const first = read(path.join(dir, 'run1.json'));
    expect(first.version).toBe(3);
    expect(first.history).toHaveLength(1);
    expect(first.history![0]).toMatchObject({ startedAt: first.run.startedAt, dead: 2, newDead: 2, fixed: 0, partial: false });
    // One row: no chart yet.
    expect(readFileSync(path.join(dir, 'run1.md'), 'utf8')).not.toContain('```mermaid');

    run = 2;
    const two = await runCli(args(2), { timeoutMs: 60_000 });
    expect(two.stderr).toBe('');
    expect(two.code).toBe(1);
    const second = read(path.join(dir, 'run2.json'));
    const dead = Object.fromEntries(second.dead.map((d) => [new URL(d.url).pathname, d]));
    expect(Object.keys(dead).sort()).toEqual(['/always-dead', '/broke-later']);
    expect(dead['/always-dead']).toMatchObject({ failingRuns: 2, since: first.run.startedAt });
    expect(dead['/broke-later']).toMatchObject({ failingRuns: 1, since: second.run.startedAt });
    expect(second.run.fixed).toEqual([`${srv.url}/flaky`]);
    expect(second.history).toEqual([
      first.history![0],
      {
        startedAt: second.run.startedAt,
        pages: second.counts.pages,
        links: second.counts.links,
        dead: 2,
        warnings: 0,
        blocked: 0,
        moved: 0,
        newDead: 1,
        fixed: 1,
        partial: false,
      },
    ]);

    const md = readFileSync(path.join(dir, 'run2.md'), 'utf8');
    expect(md).toMatch(/```mermaid\nxychart-beta\n[^`]*line \[2, 2\]\n {2}line \[0, 0\]\n```/);
    expect(md).toContain(`dead since ${first.run.startedAt.slice(0, 10)} (2 runs)`);
    expect(md).toContain('Since the last run: **1 new dead link**, **1 fixed**.');
    // "N more" lines would point at the JSON report beside it.
    expect(md).not.toContain('the JSON report (`--json FILE`)');
  }, 150_000);

  it("joins two shards' histories into one row per run (linkspider merge --markdown)", async () => {
    const dir = tempDir('ls-history-shards-');
    const shard = (i: number, n: number) =>
      runCli(
        [
          `${srv.url}/`,
          '--shard',
          `${i}/2`,
          '--cache',
          path.join(dir, `cache${i}.json`),
          '--json',
          path.join(dir, `s${i}-run${n}.json`),
          '--retries',
          '0',
          '--quiet',
        ],
        {
          timeoutMs: 60_000,
        },
      );
    for (const n of [1, 2]) {
      run = n;
      for (const i of [1, 2]) expect((await shard(i, n)).code).toBe(1);
    }
    const merged = await runCli(
      [
        'merge',
        path.join(dir, 's1-run2.json'),
        path.join(dir, 's2-run2.json'),
        '--json',
        path.join(dir, 'merged.json'),
        '--markdown',
        path.join(dir, 'merged.md'),
      ],
      { timeoutMs: 60_000 },
    );
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(1);
    const report = read(path.join(dir, 'merged.json'));
    const firstShard = read(path.join(dir, 's1-run1.json'));
    // Both shards decide the site's own links: counted once, not twice.
    expect(report.history).toMatchObject([
      { startedAt: firstShard.run.startedAt, dead: 2, partial: false },
      { dead: 2, newDead: 1, fixed: 1, partial: false },
    ]);
    expect(report.history![0]).not.toHaveProperty('shared');
    expect(readFileSync(path.join(dir, 'merged.md'), 'utf8')).toMatch(/```mermaid\nxychart-beta\n[^`]*line \[2, 2\]\n/);
  }, 150_000);

  it('writes --markdown - to standard output, and refuses a folder for it before any request', async () => {
    const dir = tempDir('ls-history-md-');
    run = 1;
    const out = await runCli([`${srv.url}/`, '--markdown', '-', '--retries', '0'], { timeoutMs: 60_000 });
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/^## ❌ linkspider: failed\n/);
    // The console report went to standard error.
    expect(out.stderr).toContain('always-dead');

    const before = srv.hits.get('GET /') ?? 0;
    const bad = await runCli([`${srv.url}/`, '--markdown', dir], { timeoutMs: 60_000 });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^linkspider: --markdown: cannot write ".*": it is a folder; expected a file name\n$/);
    expect(srv.hits.get('GET /') ?? 0).toBe(before);
  }, 150_000);
});
