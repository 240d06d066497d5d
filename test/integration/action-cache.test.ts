/**
 * Scheduled runs of the bundled Action, run one after another as a workflow would: the
 * result cache carried between runs (through the directory-backed test store that
 * LINKSPIDER_TEST_CACHE_DIR switches on), cache expiry, fail-after counting across runs, and
 * a baseline that turns known dead links into warnings.
 */
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE, ROOT, hitsFor, runAction, sandbox, type ActionRun } from '../helpers/action.js';
import { startServer, type TestServer } from '../helpers/server.js';
import type { Report } from '../../src/report/model.js';
import { tempDir } from '../helpers/temp.js';

let site: TestServer;
let ext: TestServer;

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`${path.relative(ROOT, BUNDLE)} is missing: run "npm run package" first`);
  ext = await startServer((req, res) => {
    const ok = /^\/ok\d$/.test(req.url ?? '');
    res.writeHead(ok ? 200 : 404, { 'content-type': 'text/plain' });
    res.end(req.method === 'HEAD' ? undefined : ok ? 'fine' : 'gone');
  });
  site = await startServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        [
          '<!doctype html><title>home</title>',
          `<a href="${ext.url}/ok1">one</a>`,
          `<a href="${ext.url}/ok2">two</a>`,
          `<a href="${ext.url}/ok3">three</a>`,
          `<a href="${ext.url}/dead1">dead one</a>`,
          `<a href="${ext.url}/dead2">dead two</a>`,
        ].join('\n'),
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
beforeEach(() => {
  ext.hits.clear();
  site.hits.clear();
});

const base = () => ({ urls: `${site.url}/`, retries: '0', annotations: 'true' });

/** Each run is a new job: a fresh workspace and RUNNER_TEMP; only the cache store is shared. */
function scheduled(cacheDir: string, runId: number, inputs: Record<string, string>): Promise<ActionRun> {
  return runAction({ ...base(), cache: 'true', ...inputs }, sandbox(), {
    LINKSPIDER_TEST_CACHE_DIR: cacheDir,
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_ATTEMPT: '1',
  });
}

const newCacheDir = () => tempDir('ls-cache-store-');

describe('cache between runs', () => {
  it('the second run takes ok verdicts from the cache and requests them no more; dead links are checked again', async () => {
    const store = newCacheDir();
    const first = await scheduled(store, 101, {});
    expect(first.code, first.stdout).toBe(1);
    expect(first.outputs).toMatchObject({ dead: '2', 'from-cache': '0' });
    expect(first.stdout).toContain('cache: no earlier cache for linkspider-default-run-*');
    expect(first.stdout).toContain('cache: saved linkspider-default-run-101-1');
    for (const p of ['/ok1', '/ok2', '/ok3', '/dead1', '/dead2']) expect(hitsFor(ext.hits, p), p).toBeGreaterThan(0);
    expect(first.summary).toContain(' · 0 from cache · ');

    ext.hits.clear();
    const second = await scheduled(store, 102, {});
    expect(second.code, second.stdout).toBe(1);
    expect(second.stdout).toContain('cache: restored linkspider-default-run-101-1');
    expect(second.outputs).toMatchObject({ dead: '2', 'from-cache': '3' });
    for (const p of ['/ok1', '/ok2', '/ok3']) expect(hitsFor(ext.hits, p), `${p} requested again`).toBe(0);
    // Never cached as fine: dead links are requested on every run.
    for (const p of ['/dead1', '/dead2']) expect(hitsFor(ext.hits, p), p).toBeGreaterThan(0);
    expect(second.summary).toContain(' · 3 from cache · ');
    expect(second.summary).toContain('3 verdicts from cache');
    const report = JSON.parse(readFileSync(second.outputs['report']!, 'utf8')) as Report;
    expect(report.counts.fromCache).toBe(3);
  });

  it('an expired cache gives no hits (cache-max-age: 1ms)', async () => {
    const store = newCacheDir();
    await scheduled(store, 201, { 'cache-max-age': '1ms' });
    await new Promise((r) => setTimeout(r, 20));
    ext.hits.clear();
    const second = await scheduled(store, 202, { 'cache-max-age': '1ms' });
    expect(second.stdout).toContain('cache: restored linkspider-default-run-201-1');
    expect(second.outputs['from-cache']).toBe('0');
    for (const p of ['/ok1', '/ok2', '/ok3']) expect(hitsFor(ext.hits, p), p).toBeGreaterThan(0);
  });

  it('cache-key keeps caches apart', async () => {
    const store = newCacheDir();
    await scheduled(store, 301, { 'cache-key': 'docs' });
    const other = await scheduled(store, 302, { 'cache-key': 'docs-v2' });
    expect(other.outputs['from-cache']).toBe('0');
    expect(other.stdout).toContain('cache: no earlier cache for linkspider-docs-v2-run-*');
    const same = await scheduled(store, 303, { 'cache-key': 'docs' });
    expect(same.outputs['from-cache']).toBe('3');
  });

  it('a cache store that fails is a warning, never a failure', async () => {
    // A file where the store's folder should be: every restore finds nothing usable and every save fails.
    const blocked = path.join(newCacheDir(), 'not-a-folder');
    writeFileSync(blocked, 'x');
    const r = await scheduled(blocked, 401, { 'check-external': 'false' });
    expect(r.code, r.stdout).toBe(0);
    const warnings = r.commands.filter((c) => c.command === 'warning').map((c) => c.message);
    expect(warnings.some((w) => w.startsWith('cache: not saved'))).toBe(true);
    expect(r.outputs['result']).toBe('passed');
  });
});

describe('fail-after', () => {
  it('with fail-after: 2 a dead link is a warning "failing since" on the first run and dead on the second', async () => {
    const store = newCacheDir();
    const first = await scheduled(store, 501, { 'fail-after': '2' });
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs).toMatchObject({ result: 'passed', dead: '0', warnings: '2' });
    const today = new Date().toISOString().slice(0, 10);
    // Markdown-escaped in the summary: every punctuation character gets a backslash.
    expect(first.summary).toContain(`failing since ${today.replace(/-/g, '\\-')} \\(1 of 2 runs\\)`);
    const warn = first.commands.filter((c) => c.command === 'warning');
    expect(warn.some((c) => c.message.includes('failing since'))).toBe(true);

    const second = await scheduled(store, 502, { 'fail-after': '2' });
    expect(second.code, second.stdout).toBe(1);
    expect(second.outputs).toMatchObject({ result: 'failed', dead: '2' });
    const report = JSON.parse(readFileSync(second.outputs['report']!, 'utf8')) as Report;
    expect(report.dead.map((d) => d.failingRuns)).toEqual([2, 2]);
    expect(report.dead[0]!.failingSince!.slice(0, 10)).toBe(today);
  });

  it('without a cache to count in, says so and judges each run on its own: dead links fail it', async () => {
    // A file where the store's folder should be: the cache service is down for every run.
    const down = path.join(newCacheDir(), 'not-a-folder');
    writeFileSync(down, 'x');
    for (const runId of [601, 602]) {
      const r = await scheduled(down, runId, { 'fail-after': '2' });
      expect(r.code, r.stdout).toBe(1);
      expect(r.outputs).toMatchObject({ result: 'failed', dead: '2' });
      const warnings = r.commands.filter((c) => c.command === 'warning').map((c) => c.message);
      expect(warnings).toContainEqual(
        expect.stringMatching(/^fail-after: 2 counts failing runs in the cache, and the cache is not available \(.*\): this run is judged on its own/),
      );
      expect(r.summary).not.toContain('failing since');
    }
  });

  it('when the service has no cache yet and refuses the save, says so and judges each run on its own', async () => {
    // A store that answers lookups ("no cache yet") but refuses every save: a dangling link
    // where its folder should be (reading it: ENOENT, a miss; making a key's folder: ENOTDIR).
    const dir = newCacheDir();
    const refusing = path.join(dir, 'store');
    symlinkSync(path.join(dir, 'missing', 'store'), refusing);
    for (const runId of [651, 652]) {
      const r = await scheduled(refusing, runId, { 'fail-after': '2' });
      expect(r.stdout).toContain('cache: no earlier cache for linkspider-default-run-*');
      expect(r.code, r.stdout).toBe(1);
      expect(r.outputs).toMatchObject({ result: 'failed', dead: '2' });
      const warnings = r.commands.filter((c) => c.command === 'warning').map((c) => c.message);
      expect(warnings).toContainEqual(expect.stringMatching(/^cache: not saved/));
      expect(warnings).toContainEqual(
        expect.stringMatching(/^fail-after: 2 counts failing runs in the cache, and this run's cache could not be saved \(.*\): this run is judged on its own/),
      );
      expect(r.summary).toContain('this run is judged on its own');
      expect(r.summary).not.toContain('failing since');
    }
  });
});

describe('baseline', () => {
  it('a dead link already in the baseline is a known warning; a new one fails the step; the summary shows them apart', async () => {
    // The baseline: an earlier scheduled run's report that knew only dead1.
    const earlier = await runAction(base(), sandbox(), {}, { event: 'schedule' });
    const baseline = JSON.parse(readFileSync(earlier.outputs['report']!, 'utf8')) as Report;
    baseline.dead = baseline.dead.filter((d) => d.url.endsWith('/dead1'));
    expect(baseline.dead).toHaveLength(1);

    const dirs = sandbox({ 'ci/links-baseline.json': JSON.stringify(baseline) });
    // A pull request checks against it.
    const r = await runAction({ ...base(), baseline: 'ci/links-baseline.json' }, dirs, {}, { event: 'pull_request' });
    expect(r.code, r.stdout).toBe(1);
    // `warnings` is what the summary shows; the known dead link is counted in `known`.
    expect(r.outputs).toMatchObject({ result: 'failed', dead: '1', warnings: '0', new: '1', known: '1', fixed: '0' });
    const report = JSON.parse(readFileSync(r.outputs['report']!, 'utf8')) as Report;
    expect(report.dead.map((d) => d.url)).toEqual([`${ext.url}/dead2`]);
    expect(report.warnings).toMatchObject([{ url: `${ext.url}/dead1`, known: true }]);
    expect(report.run.baseline).toEqual({ file: path.join(dirs.workspace, 'ci/links-baseline.json'), known: 1 });

    expect(r.summary).toContain('**1 new dead link** · 1 known dead link · **0 warnings**');
    expect(r.summary).toContain('### New dead links (1)');
    expect(r.summary).toContain('Known dead links, already in the baseline (1)');
    const [newPart, knownPart] = r.summary.split('Known dead links, already in the baseline');
    expect(newPart).toContain('/dead2)');
    expect(newPart).not.toContain('/dead1)');
    expect(knownPart).toContain('/dead1)');

    const errors = r.commands
      .filter((c) => c.command === 'error')
      .map((c) => c.message)
      .join('\n');
    expect(errors).toContain('/dead2');
    expect(errors).not.toContain('/dead1');
  });

  it('a baseline file that is not there fails the step naming the input, before any request', async () => {
    const r = await runAction({ ...base(), baseline: 'nope.json' });
    expect(r.code).toBe(1);
    expect(r.commands.find((c) => c.command === 'error')?.message).toMatch(
      /^baseline: ".*nope\.json" does not exist \(expected a JSON report written by linkspider\)$/,
    );
    expect(site.hits.size).toBe(0);
  });
});
