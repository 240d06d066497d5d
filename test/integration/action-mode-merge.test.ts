/**
 * The Action's `shard` and `merge` inputs, end to end with the bundled Action: N shard jobs
 * write their reports, a merge job (its own workspace, the reports copied in as
 * download-artifact would) merges them and reports exactly as one job would: outputs,
 * summary, annotations, gate and rolling issue. A refused merge fails the step with the
 * message.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, ROOT, runAction, sandbox, type ActionRun } from '../helpers/action.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { runCli } from '../helpers/cli.js';
import type { Report } from '../../src/report/model.js';

let site: TestServer;
const hosts: TestServer[] = [];
let gh: FakeGitHub;

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`${path.relative(ROOT, BUNDLE)} is missing: run "npm run package" first`);
  for (let i = 0; i < 3; i++) {
    hosts.push(
      await startServer((req, res) => {
        res.writeHead(/^\/ok/.test(req.url ?? '') ? 200 : 404);
        res.end();
      }),
    );
  }
  const links = hosts.flatMap((h, i) => [`${h.url}/ok${i}`, `${h.url}/ok${i}b`, `${h.url}/dead${i}`]);
  site = await startServer((req, res) => {
    const pages: Record<string, string> = {
      '/':
        `<!doctype html><title>home</title><a href="/a">a</a>\n<a href="/missing">missing</a>\n` +
        links
          .slice(0, 5)
          .map((u) => `<a href="${u}">x</a>`)
          .join('\n'),
      '/a':
        `<!doctype html><title>a</title>\n` +
        links
          .slice(3)
          .map((u) => `<a href="${u}">y</a>`)
          .join('\n'),
    };
    const body = pages[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' });
    res.end(body ?? '');
  });
  gh = await startFakeGitHub('octo', 'site');
});
afterAll(async () => {
  await site?.close();
  for (const h of hosts) await h.close();
  await gh?.close();
});

const base = () => ({ urls: `${site.url}/`, retries: '0' });

/** Shard jobs 1..n; returns their report files. */
async function shards(n: number, extra: Record<string, string> = {}): Promise<string[]> {
  const runs: ActionRun[] = [];
  for (let i = 1; i <= n; i++) runs.push(await runAction({ ...base(), shard: `${i}/${n}`, ...extra }));
  return runs.map((r) => r.outputs['report']!);
}

/** A merge job's workspace with the shard reports under shards/linkspider-shard-<i>/report.json. */
function mergeWorkspace(files: string[]) {
  const dirs = sandbox();
  for (const [i, f] of files.entries()) cpSync(f, path.join(dirs.workspace, 'shards', `linkspider-shard-${i + 1}`, 'report.json'));
  return dirs;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;

describe('merge mode', () => {
  it('merges shard reports into what one job reports: outputs, summary, annotations, gate, issue', async () => {
    const single = await runAction(base());
    expect(single.code).toBe(1);

    const dirs = mergeWorkspace(await shards(2));
    const merged = await runAction({ merge: 'shards/**/report.json', issue: 'true', token: 'ghs_t' }, dirs, {
      GITHUB_API_URL: gh.url,
      GITHUB_REPOSITORY: 'octo/site',
      GITHUB_RUN_ID: '77',
    });
    expect(merged.code, merged.stdout).toBe(1);
    expect(merged.stdout).toContain('merge: 2 shard reports: shards/linkspider-shard-1/report.json, shards/linkspider-shard-2/report.json');
    for (const k of ['result', 'dead', 'warnings', 'pages', 'links', 'mailto']) expect(merged.outputs[k], k).toBe(single.outputs[k]);
    expect(merged.outputs['dead']).toBe('4');

    const a = read(single.outputs['report']!);
    const b = read(merged.outputs['report']!);
    expect(b.run.shards).toBe(2);
    expect(b.dead.map((d) => [d.url, d.referrers.map((r) => `${r.page}:${r.line}`)])).toEqual(
      a.dead.map((d) => [d.url, d.referrers.map((r) => `${r.page}:${r.line}`)]),
    );

    const errors = (r: ActionRun) =>
      r.commands
        .filter((c) => c.command === 'error')
        .map((c) => `${c.props['title']}|${c.message.replaceAll(r.dirs.root, '<job>')}`)
        .sort();
    expect(errors(merged)).toEqual(errors(single));
    expect(merged.summary).toMatch(/^## ❌ linkspider: failed/);
    expect(merged.summary).toContain('**4 dead links**');
    expect(merged.outputs['issue']).toBe('1');
    expect(gh.open('linkspider')).toHaveLength(1);
    expect(gh.issues[0]!.body).toContain('**4 dead links**');
  });

  it('refuses shards of different splits, failing the step with the message', async () => {
    const [one] = await shards(2);
    const [, twoOfThree] = await shards(3);
    const r = await runAction({ merge: 'shards/**/report.json' }, mergeWorkspace([one!, twoOfThree!]));
    expect(r.code).toBe(1);
    const error = r.commands.find((c) => c.command === 'error')?.message ?? '';
    expect(error).toMatch(/^merge: cannot merge: the reports split the check into different numbers of shards/);
    expect(r.outputs).toEqual({ result: 'error' });
  });

  it('fails naming the pattern when no report matches', async () => {
    const r = await runAction({ merge: 'shards/**/report.json' });
    expect(r.code).toBe(1);
    expect(r.commands.find((c) => c.command === 'error')?.message).toMatch(/^merge: no report file matches "shards\/\*\*\/report\.json"/);
  });

  it('applies a baseline to the merged report', async () => {
    const dirs = mergeWorkspace(await shards(2));
    const single = read((await runAction(base())).outputs['report']!);
    const baseline = { ...single, dead: single.dead.filter((d) => d.url.endsWith('/missing')) };
    writeFileSync(path.join(dirs.workspace, 'baseline.json'), JSON.stringify(baseline));
    const r = await runAction({ merge: 'shards/**/report.json', baseline: 'baseline.json' }, dirs);
    expect(r.outputs).toMatchObject({ dead: '3', warnings: '0', new: '3', known: '1' });
    expect(r.summary).toContain('**3 new dead links** · 1 known dead link');
  });

  it('gives the same report as linkspider merge --baseline, for the same shards and baseline', async () => {
    const dirs = mergeWorkspace(await shards(2));
    const single = read((await runAction(base())).outputs['report']!);
    // Known: the site's missing page and one external dead link; the other two are new.
    const baseline = { ...single, dead: single.dead.filter((d, i) => d.url.endsWith('/missing') || i === 0) };
    writeFileSync(path.join(dirs.workspace, 'baseline.json'), JSON.stringify(baseline));
    const action = await runAction({ merge: 'shards/**/report.json', baseline: 'baseline.json' }, dirs);
    expect(action.code, action.stdout).toBe(1);

    const files = [1, 2].map((i) => `shards/linkspider-shard-${i}/report.json`);
    const out = path.join(dirs.workspace, 'cli-merged.json');
    const cli = await runCli(['merge', ...files, '--baseline', path.join(dirs.workspace, 'baseline.json'), '--json', out], { cwd: dirs.workspace });
    expect(cli.code, cli.stderr).toBe(1);

    const a = read(action.outputs['report']!);
    const b = read(out);
    const verdicts = (r: Report) => [...r.dead, ...r.warnings].map((d) => [d.url, d.state, d.reason, d.known ?? false]);
    expect(verdicts(b)).toEqual(verdicts(a));
    expect(b.counts).toEqual(a.counts);
    expect(b.run.baseline).toEqual(a.run.baseline);
    expect(b.run.fixed).toEqual(a.run.fixed);
    expect(a.run.baseline?.known).toBeGreaterThan(0);
    expect(a.dead.length).toBeGreaterThan(0);
  });
});
