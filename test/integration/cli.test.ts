/**
 * The CLI as users run it: the bundle `dist/cli.js` in a child process on this Node (24
 * under vitest). test/global-setup.ts rebuilds dist/ from src/ before the run when it is
 * stale, so this is the CLI of the current sources.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/options.js';
import type { Report } from '../../src/report/model.js';
import { closeServers, page, serve, site } from '../helpers/crawl.js';
import { assertDistCurrent } from '../helpers/dist.js';

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const tmpDirs: string[] = [];

afterEach(async () => {
  await closeServers();
  for (const d of tmpDirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tmp(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'linkspider-cli-'));
  tmpDirs.push(d);
  return d;
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

interface RunOptions {
  /** Called with the child and its stderr so far, on every stderr chunk. */
  onStderr?: (stderr: string, kill: (sig: NodeJS.Signals) => void) => void;
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** Run the CLI with fast retry settings unless the test passes its own. */
function cli(args: string[], opts: RunOptions = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(opts.cwd !== undefined ? { cwd: opts.cwd } : {}),
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, ...opts.env },
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 20_000);
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
      opts.onStderr?.(stderr, (sig) => child.kill(sig));
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

const FAST = ['--retry-delay', '10ms', '--retries', '1', '--timeout', '2s'];

/** A usage error: exit 2, one line naming the input, no stack trace, nothing on stdout. */
function expectUsageError(r: Run, ...mentions: string[]): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^linkspider: /);
  for (const m of mentions) expect(lines[0]).toContain(m);
  expect(lines).toHaveLength(1);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

beforeAll(() => assertDistCurrent());

it('dist/cli.js is built (npm run package)', () => {
  expect(existsSync(CLI), `${CLI} is missing: run "npm run package"`).toBe(true);
});

describe.skipIf(!existsSync(CLI))('cli (dist/cli.js)', () => {
  describe('exit codes', () => {
    it('exits 0 on a clean site, with the summary on stdout', async () => {
      const s = await site({ '/': page('<a href="/a">a</a>'), '/a': page('') });
      const r = await cli([s.url, ...FAST]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^no dead links, 0 warnings: checked 2 links on 2 pages in \d+\.\ds\.\n$/);
    });

    it('exits 1 when links are dead, listing each with page:line:column', async () => {
      const s = await site({ '/': page('<a href="/a">a</a>\n<a href="/gone">Gone link</a>'), '/a': page('<img src="/gone" alt="x">') });
      const r = await cli([s.url, ...FAST, '--quiet']);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe('');
      expect(r.stdout).toContain(
        [
          'Dead links (1)',
          '',
          `✗ 404 ${s.url}/gone`,
          '    HTTP 404 Not Found',
          `    ↳ ${s.url}/:4:4 <a href> "Gone link"`,
          `    ↳ ${s.url}/a:3:6 <img src> "x"`,
          '',
          '1 dead, 0 warnings: checked 3 links on 2 pages in ',
        ].join('\n'),
      );
    });

    it('prints the whole report from its worker thread, as the main thread would', async () => {
      // 400 dead links: about 60 KB of report that the worker must hand over before the process exits.
      const links = Array.from({ length: 400 }, (_, i) => `<a href="/gone-${i}">gone ${i}</a>`).join('\n');
      const s = await site({ '/': page(links) });
      const json = path.join(tmp(), 'r.json');
      const onWorker = await cli([s.url, ...FAST, '--quiet', '--json', json]);
      const onMain = await cli([s.url, ...FAST, '--quiet'], { env: { LINKSPIDER_THREAD: 'main' } });
      const withoutTime = (out: string) => out.replace(/ in \d+\.\ds/, '');
      expect(onWorker.code).toBe(1);
      expect(onMain.code).toBe(1);
      expect(onWorker.stderr).toBe('');
      expect(withoutTime(onWorker.stdout)).toBe(withoutTime(onMain.stdout));
      expect(onWorker.stdout.match(/^✗ 404 /gm)).toHaveLength(400);
      expect(onWorker.stdout.trimEnd().split('\n').at(-1)).toMatch(/^400 dead, 0 warnings: checked 401 links on 1 page in /);
      expect((JSON.parse(readFileSync(json, 'utf8')) as Report).dead).toHaveLength(400);
    });

    it('exits 2 with a message when the start URL cannot be reached', async () => {
      const gone = await serve(() => undefined);
      await gone.close();
      const r = await cli([`${gone.url}/`, ...FAST, '--retries', '0', '--quiet']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `^linkspider: nothing was checked: cannot reach start URL ${gone.url}/: connection refused.* \\(set --allow-empty if that is expected\\)$`,
          'm',
        ),
      );
      expect(r.stderr).not.toMatch(/^\s+at /m);
    });

    it('exits 2 when the start URL answers 404: only the one line on stderr; 1 with --allow-empty (a dead link)', async () => {
      const s = await site({});
      const r = await cli([`${s.url}/nope`, ...FAST, '--quiet']);
      expect(r.code).toBe(2);
      // Only the promised line: no dead-links block repeating the start URL.
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`linkspider: nothing was checked: start URL ${s.url}/nope answered HTTP 404 Not Found (set --allow-empty if that is expected)\n`);
      const allowed = await cli([`${s.url}/nope`, ...FAST, '--quiet', '--allow-empty']);
      expect(allowed.code).toBe(1);
      expect(allowed.stdout).toContain(`✗ 404 ${s.url}/nope`);
      expect(allowed.stderr).toBe('');
    });
  });

  describe('usage errors exit 2 with one clear line', () => {
    it('an unknown flag', async () => {
      expectUsageError(await cli(['http://127.0.0.1:9/', '--frobnicate']), '--frobnicate');
    });
    it('an invalid regular expression', async () => {
      expectUsageError(await cli(['http://127.0.0.1:9/', '--exclude', '(']), '--exclude', '"("');
    });
    it('a negative --max-depth, written either way', async () => {
      expectUsageError(await cli(['http://127.0.0.1:9/', '--max-depth=-5']), '--max-depth', '-5');
      expectUsageError(await cli(['http://127.0.0.1:9/', '--max-depth', '-5']), '--max-depth');
    });
    it('a flag without its value', async () => {
      expectUsageError(await cli(['http://127.0.0.1:9/', '--max-depth']), '--max-depth');
    });
    it('bad statuses in --accept', async () => {
      expectUsageError(await cli(['http://127.0.0.1:9/', '--accept', 'abc']), '--accept', 'abc');
    });
    it('a missing folder', async () => {
      expectUsageError(await cli([path.join(tmp(), 'no-such-folder')]), 'no-such-folder');
    });
    it('an ftp:// start URL', async () => {
      expectUsageError(await cli(['ftp://x']), 'ftp:', 'ftp://x');
    });
    it('no start URL at all', async () => {
      expectUsageError(await cli([]), 'url');
    });
    it('a bad duration', async () => {
      expectUsageError(await cli(['http://127.0.0.1:9/', '--timeout', 'soon']), '--timeout', 'soon');
    });
  });

  it('--help and --version', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(new RegExp(`^linkspider ${VERSION.replace(/\./g, '\\.')} `));
    for (const flag of ['--json FILE', '--mirror DIR', '--max-depth N', '--exclude REGEX', '--header', '--check-fragments']) {
      expect(help.stdout).toContain(flag);
    }
    expect(help.stderr).toBe('');
    // Every argument in the usage line, every exit code, and nothing wider than 100 columns.
    expect(help.stdout).toContain('  linkspider <url|folder|markdown>... [options]\n');
    expect(help.stdout).toMatch(/^Exit codes: 0 .*\n130 .*\n124 /m);
    expect(help.stdout.split('\n').filter((l) => l.length > 100)).toEqual([]);
    const fixHelp = await cli(['fix', '--help']);
    expect(fixHelp.stdout.split('\n').filter((l) => l.length > 100)).toEqual([]);
    const version = await cli(['--version']);
    expect(version).toMatchObject({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  it('--json writes the documented report schema', async () => {
    const out = path.join(tmp(), 'nested', 'report.json');
    const s = await site({
      '/': page(
        '<a href="/a">A</a> <a href="/r">r</a> <a href="http://host.invalid/x">x</a> <a href="mailto:me@example.com">m</a> <a href="tel:1">t</a>',
        'Home',
      ),
      '/a': page('<a href="mailto:me@example.com">m</a>', 'Page A'),
      '/r': { status: 301, headers: { location: '/gone' } },
    });
    const r = await cli([s.url, ...FAST, '--quiet', '--json', out]);
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    expect(report).toMatchObject({ schema: 'linkspider-report', version: 3 });
    expect(report.run).toMatchObject({ startUrls: [`${s.url}/`], incomplete: false, version: VERSION });
    expect(report.run.options).toMatchObject({ maxDepth: -1, retries: 1, timeout: 2000, accept: '200-299', warnOn: '429' });
    expect(new Date(report.run.startedAt).toISOString()).toBe(report.run.startedAt);
    expect(Date.parse(report.run.finishedAt)).toBeGreaterThanOrEqual(Date.parse(report.run.startedAt));
    expect(report.counts).toMatchObject({ pages: 2, links: 4, ok: 2, dead: 2, warnings: 0, skipped: 1, mailto: 1 });
    expect(report.pages).toEqual([
      { url: `${s.url}/`, status: 200, depth: 0, title: 'Home', bytes: expect.any(Number), contentType: 'text/html; charset=utf-8', links: 5 },
      { url: `${s.url}/a`, status: 200, depth: 1, title: 'Page A', bytes: expect.any(Number), contentType: 'text/html; charset=utf-8', links: 1 },
    ]);
    expect(report.dead).toEqual([
      {
        url: `${s.url}/r`,
        state: 'dead',
        status: 404,
        reason: 'HTTP 404 Not Found',
        redirects: [{ url: `${s.url}/r`, status: 301 }],
        referrers: [{ page: `${s.url}/`, line: 3, column: 23, element: 'a', attribute: 'href', text: 'r', raw: '/r' }],
        internal: true,
        method: 'get',
        attempts: 1,
      },
      expect.objectContaining({
        url: 'http://host.invalid/x',
        error: 'dns',
        reason: expect.stringMatching(/^host not found \(DNS\)/),
        redirects: [],
        referrers: [expect.objectContaining({ page: `${s.url}/`, line: 3, column: 42, raw: 'http://host.invalid/x' })],
      }),
    ]);
    expect(report.dead[1]!.status).toBeUndefined();
    expect(report.warnings).toEqual([]);
    expect(report.mailto).toEqual([{ address: 'me@example.com', pages: [`${s.url}/`, `${s.url}/a`] }]);
    expect(report.skipped).toEqual({ 'scheme:tel': 1 });
    // stdout still gets the human report.
    expect(r.stdout).toContain('2 dead, 0 warnings');
  });

  it('SIGTERM mid-crawl: progress on stderr only, exits soon with the JSON report marked incomplete', async () => {
    // An endless site of slow pages: every page links to two new ones.
    const s = await serve((req, res) => {
      const n = Number((req.url ?? '/').slice(1)) || 0;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(page(`<a href="/${2 * n + 1}">a</a> <a href="/${2 * n + 2}">b</a>`));
      }, 200);
    });
    const out = path.join(tmp(), 'report.json');
    let signalledAt = 0;
    const r = await cli([s.url, ...FAST, '--concurrency', '2', '--json', out], {
      onStderr: (stderr, kill) => {
        // A progress line (non-TTY: one every few seconds) shows the crawl is under way.
        if (signalledAt === 0 && /pages \d+ · queued \d+/.test(stderr)) {
          signalledAt = Date.now();
          kill('SIGTERM');
        }
      },
    });
    // The site has no end: a CLI that did not stop on SIGTERM would outlast the test's timeout.
    expect(signalledAt).toBeGreaterThan(0);
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/SIGTERM: stopping, writing a partial report/);
    expect(r.stdout).not.toMatch(/pages \d+ · queued/);
    expect(r.stdout).toContain('INCOMPLETE: the crawl stopped early (interrupted).');
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    expect(report.run).toMatchObject({ incomplete: true, incompleteReason: 'interrupted' });
    expect(report.counts.pages).toBeGreaterThan(3);
  }, 30_000);

  it('checks a local folder', async () => {
    const r = await cli([fileURLToPath(new URL('../../examples/site', import.meta.url)), ...FAST, '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^Dead links \(\d+\)/);
    expect(r.stdout).toMatch(/↳ index\.html:\d+:\d+ <a href>/);
  });

  it("checks a repository's Markdown given as arguments (the demo repository's three planted dead links)", async () => {
    const out = path.join(tmp(), 'r.json');
    // A repository of its own (inside this one, its root would be this repository's git root).
    const repo = path.join(tmp(), 'repo');
    cpSync(fileURLToPath(new URL('../../examples/repo', import.meta.url)), repo, { recursive: true });
    const r = await cli(['README.md', 'docs/**/*.md', ...FAST, '--quiet', '--json', out], { cwd: repo });
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    expect(report.dead.map((d) => `${d.url} @ ${d.referrers.map((x) => `${x.file}:${x.line}:${x.column}`).join()}`).sort()).toEqual([
      'docs/Getting-Started.md @ README.md:10:3',
      'docs/faq.md @ README.md:8:3',
      'docs/getting-started.md#configuration @ README.md:9:3',
    ]);
    expect(r.stdout).toMatch(/↳ README\.md:8:3 <a href> "the FAQ"/);
    expect(report.pages.map((p) => p.url)).toEqual(['README.md', 'docs/getting-started.md']);
  });

  it('names a Markdown pattern that matches nothing, exit code 2', async () => {
    const r = await cli(['docs/**/*.md', '--quiet'], { cwd: fileURLToPath(new URL('../../examples/site', import.meta.url)) });
    expectUsageError(r, 'markdown: "docs/**/*.md" matches no Markdown file');
  });
});
