/**
 * The CLI where it meets its surroundings (issue 25, "the surface"): an old Node, a closed pipe,
 * a terminal, a second Ctrl-C, and the messages a new user meets. Each runs the bundle
 * `dist/cli.js` in a child process, as a user would.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { NODE_NEEDED } from '../../src/support/node-version.js';
import { cliPath, cliScratch, runCli, spawnCli } from '../helpers/cli.js';
import { page, serve, site } from '../helpers/crawl.js';

const scratch = cliScratch('ls-cli-surface-');

/** A folder of files (path → content) in the scratch folder. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(scratch.dir, 'site-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

function exited(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const NO_STACK = /^\s+at |EPIPE|Unhandled|node:internal/m;

/** A Node older than the one the package needs, from PATH or /usr/bin (the system Node here is 20). */
function oldNode(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin'];
  for (const dir of dirs) {
    const bin = path.join(dir, 'node');
    try {
      const v = execFileSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
      if (Number(/^v(\d+)/.exec(v)?.[1]) < Number(NODE_NEEDED.split('.')[0])) return bin;
    } catch {
      /* no node there */
    }
  }
  return undefined;
}
const OLD_NODE = oldNode();

describe('on a Node older than engines.node (issue 25 item 9)', () => {
  it.skipIf(OLD_NODE === undefined)(
    `says in one line which Node is needed and which was found, exit 2 (${OLD_NODE ?? 'no Node < 22 on this machine'})`,
    async () => {
      const cli = await cliPath();
      const found = execFileSync(OLD_NODE!, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
      for (const args of [['--version'], ['--help'], ['http://127.0.0.1:9/'], ['merge', 'a.json']]) {
        const r = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(OLD_NODE!, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (d) => (stdout += d));
          child.stderr.on('data', (d) => (stderr += d));
          child.on('close', (code) => resolve({ code, stdout, stderr }));
        });
        expect(r.stderr, args.join(' ')).toBe(`linkspider: needs Node.js ${NODE_NEEDED} or newer; this is Node.js ${found}\n`);
        expect(r.stdout).toBe('');
        expect(r.code).toBe(2);
      }
    },
  );
});

describe('--help and --version (issue 25 item 16)', () => {
  it('are answered by the launcher alone, without loading the engine', async () => {
    // The launcher copied without the engine's bundle (dist/cli/main.js): it still answers both.
    const alone = path.join(scratch.dir, 'launcher-alone');
    mkdirSync(alone);
    const dist = path.dirname(await cliPath());
    for (const f of ['cli.js', 'package.json']) copyFileSync(path.join(dist, f), path.join(alone, f));
    const version = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')).version as string;
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(alone, 'cli.js'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d));
        child.stderr.on('data', (d) => (stderr += d));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    for (const args of [['--version'], ['-v'], ['http://127.0.0.1:9/', '--version']]) {
      expect(await run(args)).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
    const help = await run(['--help']);
    expect(help.stderr).toBe('');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^linkspider .* — crawl a site and check every link\n/);
    // What the full CLI prints is the same text.
    const full = await runCli(['-h']);
    expect(full.stdout).toBe(help.stdout);
  });
});

describe('a reader that goes away (`| head`, issue 25 item 10)', () => {
  it.each([
    ['worker', {}],
    ['main thread', { LINKSPIDER_THREAD: 'main' }],
  ] as const)(
    'ends the run quietly on its %s, the report files written',
    async (_, env) => {
      // 3,000 dead links: a console report far larger than a pipe holds.
      const dir = folder({ 'index.html': page(Array.from({ length: 3000 }, (_, i) => `<a href="/gone-${i}.html">g</a>`).join('\n')) });
      const json = path.join(dir, 'r.json');
      const child = await spawnCli([dir, '--quiet', '--json', json], { env });
      scratch.children.push(child);
      const first = await new Promise<string>((resolve) => {
        let out = '';
        const onData = (d: Buffer) => {
          out += String(d);
          if (out.includes('\n')) {
            child.stdout!.off('data', onData);
            child.stdout!.destroy(); // as `head -1` does: read one line, close the pipe
            resolve(out.slice(0, out.indexOf('\n')));
          }
        };
        child.stdout!.on('data', onData);
      });
      const r = await exited(child);
      expect(first).toBe('Dead links (3000)');
      expect(r.stderr).not.toMatch(NO_STACK);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(1);
      expect((JSON.parse(readFileSync(json, 'utf8')) as Report).dead).toHaveLength(3000);
    },
    60_000,
  );
});

let hasScript = false;
try {
  execFileSync('script', ['--version'], { stdio: 'ignore' });
  hasScript = true;
} catch {
  /* no util-linux script(1) */
}

describe('on a terminal (issue 25 item 11)', () => {
  it.skipIf(!hasScript)(
    'the progress line is cleared before the report starts (under script(1), a pseudo-terminal)',
    async () => {
      const pages = Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [`p${i}.html`, page(`<a href="p${i + 1}.html">next</a> <a href="gone.html">x</a>`)]),
      );
      const dir = folder({ 'index.html': page('<a href="p0.html">start</a>'), ...pages });
      const cli = await cliPath();
      const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
      for (let i = 0; i < 3; i++) {
        const r = await new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn('script', ['-qec', `${quote(process.execPath)} ${quote(cli)} ${quote(dir)}`, '/dev/null'], {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, NO_COLOR: '1' },
          });
          scratch.children.push(child);
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.on('close', (code) => resolve({ code, out }));
        });
        expect(r.code).toBe(1);
        expect(r.out).toContain('pages/s'); // a progress line was drawn
        const before = r.out.slice(0, r.out.indexOf('Dead links ('));
        const line = before.slice(before.lastIndexOf('\n') + 1);
        // What is left on the report's first line once the terminal has handled every \r: nothing, or the "clear line" escape.
        expect(JSON.stringify(line.slice(line.lastIndexOf('\r') + 1))).toMatch(/^"(\\u001b\[K)?"$/);
      }
    },
    60_000,
  );
});

describe('the console report (issue 25 items 13, 14, 15)', () => {
  it('lists the orphan pages of a folder check, the first ten', async () => {
    const orphans = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`lost-${String(i).padStart(2, '0')}.html`, page('alone')]));
    const dir = folder({ 'index.html': page('<a href="a.html">a</a>'), 'a.html': page(''), ...orphans });
    const r = await runCli([dir, '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      [
        'Orphan pages: no other page links to them (12)',
        '',
        ...Array.from({ length: 10 }, (_, i) => `  /lost-${String(i).padStart(2, '0')}.html`),
        '  … and 2 more orphan pages (see --json FILE, or --all-places)',
        '',
      ].join('\n'),
    );
    const all = await runCli([dir, '--quiet', '--all-places']);
    expect(all.stdout).toContain('  /lost-11.html\n');
    expect(all.stdout).not.toContain('more orphan');
  });

  it('shows the first ten places of a link, then how many more and where they are; --all-places shows them all', async () => {
    const pages = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`p${String(i).padStart(2, '0')}.html`, page('<a href="gone.html">gone</a>')]));
    const dir = folder({ 'index.html': page(''), ...pages });
    const json = path.join(dir, 'r.json');
    const r = await runCli([dir, '--quiet', '--json', json]);
    expect(r.code).toBe(1);
    expect(r.stdout.match(/↳/g)).toHaveLength(10);
    expect(r.stdout).toContain(`    ↳ p09.html:3:4 <a href> "gone"\n    … and 15 more places (see ${json})\n`);
    expect((JSON.parse(readFileSync(json, 'utf8')) as Report).dead[0]!.referrers).toHaveLength(25);
    const all = await runCli([dir, '--quiet', '--all-places']);
    expect(all.stdout.match(/↳/g)).toHaveLength(25);
    expect(all.stdout).not.toContain('more places');
  });

  it('counts in words that agree: 1 link on 1 page', async () => {
    const s = await site({ '/': page('<a href="/a">a</a>'), '/a': { body: 'x', headers: { 'content-type': 'text/plain' } } });
    scratch.servers.push(s);
    const r = await runCli([`${s.url}/`, '--quiet']);
    expect(r.stdout).toMatch(/^no dead links, 0 warnings: checked 2 links on 1 page in \d+\.\ds\.\n$/);
  });

  it('a run that checked nothing prints only its one line', async () => {
    const dir = folder({ 'readme.txt': 'no html' });
    const r = await runCli([dir, '--quiet']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('a folder of Markdown without HTML is its Markdown; a folder with HTML is a site', async () => {
    const dir = folder({ 'docs/intro.md': '# Intro\n', 'docs/guide/more.md': '[x](../intro.md) [y](../gone.md)\n' });
    const r = await runCli(['docs', '--quiet'], { cwd: dir });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain('gone.md');
    expect(r.stdout).toMatch(/checked 2 links in 2 Markdown files|checked 2 links/);
    // The same folder with one page in it is a site: its HTML is checked, not its Markdown.
    writeFileSync(path.join(dir, 'docs', 'index.html'), page('<a href="guide/more.md">m</a>'));
    const site = await runCli(['docs', '--quiet'], { cwd: dir });
    expect(site.code, site.stderr).toBe(0);
    expect(site.stdout).not.toContain('gone.md');
  });

  it('a protocol-relative link to the --base-url host is the local page', async () => {
    const dir = folder({
      'site/index.html': page('<a href="//www.example.com/blog/">blog</a> <a href="//www.example.com/gone/">gone</a>'),
      'site/blog/index.html': page('blog'),
    });
    // --no-check-external: were the links taken for production, they would be skipped, not checked.
    const r = await runCli(['site', '--base-url', 'https://www.example.com/', '--no-check-external', '--quiet', '--json', 'r.json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as Report;
    expect(report.dead.map((d) => [d.url, d.status])).toEqual([['https://www.example.com/gone/', 404]]);
    expect(report.counts.pages).toBe(2);
  });

  it('a folder named like a host is the folder, not a did-you-mean', async () => {
    const dir = folder({ 'www.example.com/index.html': page('<a href="gone.html">g</a>') });
    const r = await runCli(['www.example.com', '--quiet'], { cwd: dir });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain('✗ 404 /gone.html');
  });

  it('an HTML file as the argument: its folder checked from that page', async () => {
    const dir = folder({
      'site/index.html': page('<a href="a.html">a</a> <a href="gone.html">g</a>'),
      'site/a.html': page(''),
      'site/other.html': page('<a href="x.html">x</a>'),
    });
    const r = await runCli([path.join(dir, 'site', 'index.html'), '--quiet']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('✗ 404 /gone.html');
    expect(r.stdout).not.toContain('/x.html'); // other.html is not a start: only what index.html leads to
    expect(r.stdout).toMatch(/checked 3 links on 2 pages/);
    // Two pages of one folder: both are starts.
    const two = await runCli([path.join(dir, 'site', 'index.html'), path.join(dir, 'site', 'other.html'), '--quiet']);
    expect(two.stdout).toContain('✗ 404 /x.html');
    expect(two.stdout).toContain('✗ 404 /gone.html');
    const png = folder({ 'logo.png': 'x' });
    const bad = await runCli([path.join(png, 'logo.png'), '--quiet']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe(
      `linkspider: ${path.join(png, 'logo.png')}: is a file, not a page: give an HTML page (.html), a folder, an http(s) URL or Markdown files (.md)`,
    );
  });

  it('an https URL on a plain HTTP port: a reason in words', async () => {
    const s = await site({ '/': page('') });
    scratch.servers.push(s);
    const r = await runCli([`${s.url.replace('http:', 'https:')}/`, '--quiet', '--retries', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the server does not speak TLS on this port: is it an http:// URL? (ERR_SSL_WRONG_VERSION_NUMBER)');
    expect(r.stderr).not.toMatch(/SSL routines|deps\/openssl/);
  });
});

describe('Ctrl-C twice (issue 25 item 18, issue 38 item 12)', () => {
  /** Resolves once the CLI says it is stopping (the first signal has been taken in). */
  const stoppingSaid = (child: ChildProcess, sig: string) =>
    new Promise<void>((resolve) => {
      let stderr = '';
      child.stderr!.on('data', (d) => {
        stderr += String(d);
        if (stderr.includes(`${sig}: stopping`)) resolve();
      });
    });

  it('says in one line what was not written, and removes the partial files', async () => {
    // A site that keeps the crawl busy, with many URLs to report, so stopping takes a while after the first Ctrl-C.
    const s = await serve((req, res) => {
      const n = Number((req.url ?? '/').slice(1)) || 0;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page(Array.from({ length: 50 }, (_, i) => `<a href="/${n * 50 + i + 1}">l</a>`).join('\n')));
    });
    scratch.servers.push(s);
    const dir = folder({});
    const child = await spawnCli([`${s.url}/`, '--json', 'r.json', '--db', 'crawl.db'], { cwd: dir });
    scratch.children.push(child);
    const done = exited(child);
    // The database is being written for a second, then the first signal, and once it has been taken in, the second.
    while (!existsSync(path.join(dir, 'crawl.db.partial'))) await sleep(50);
    await sleep(1000);
    // A SIGTERM, then a Ctrl-C: a different signal is no echo, so it quits at once however soon it comes.
    const stopping = stoppingSaid(child, 'SIGTERM');
    child.kill('SIGTERM');
    await stopping;
    child.kill('SIGINT');
    const r = await done;
    expect(r.stderr).toMatch(/\nlinkspider: SIGINT again: quit at once, without the report \(--json r\.json, --db crawl\.db not written\)\n$/);
    expect(r.stderr).not.toMatch(NO_STACK);
    expect(r.code).toBe(130);
    expect(existsSync(path.join(dir, 'r.json'))).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);

  it('once the database is written (marked partial), says so, and only the report that was not written', async () => {
    const s = await serve((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(page('<a href="/held">held</a>'));
      } // /held is never answered
    });
    scratch.servers.push(s);
    const dir = folder({});
    // The JSON report goes to a FIFO nobody reads: the run waits there, after the database is written.
    execFileSync('mkfifo', [path.join(dir, 'r.json')]);
    const child = await spawnCli([`${s.url}/`, '--json', 'r.json', '--db', 'crawl.db', '--timeout', '10m'], { cwd: dir });
    scratch.children.push(child);
    const done = exited(child);
    while (!existsSync(path.join(dir, 'crawl.db.partial'))) await sleep(50);
    await sleep(500);
    const stopping = stoppingSaid(child, 'SIGINT');
    child.kill('SIGINT');
    await stopping;
    while (!existsSync(path.join(dir, 'crawl.db')) || existsSync(path.join(dir, 'crawl.db.partial'))) await sleep(50);
    await sleep(1200); // past the echo window: a person pressing Ctrl-C again
    child.kill('SIGINT');
    const r = await done;
    expect(r.stderr).toMatch(
      /\nlinkspider: SIGINT again: quit at once, without the report \(--json r\.json not written; --db crawl\.db written \(marked partial\)\)\n$/,
    );
    expect(r.code).toBe(130);
    expect(readdirSync(dir).sort()).toEqual(['crawl.db', 'r.json']);
  }, 60_000);
});
