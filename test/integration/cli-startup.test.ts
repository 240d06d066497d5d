/**
 * What a small run of the bundled CLI loads (issue 26: the fixed cost of a run). A folder check without
 * external links runs on the main thread, listens on no port, and loads none of the CLI bundle's chunks
 * (undici, the Markdown parsers, the sitemap reader …) and none of the Node built-ins only they need; the runs
 * that need them load them. Told by which modules each thread loaded (test/helpers/loaded-probe.mjs), never by timing.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliPath, cliScratch, runCli } from '../helpers/cli.js';
import { startServer } from '../helpers/server.js';
import { findBrowser } from '../../src/browser/find.js';

const scratch = cliScratch('ls-startup-');
const PROBE = pathToFileURL(path.resolve(import.meta.dirname, '..', 'helpers', 'loaded-probe.mjs')).href;
/** Built-ins that only HTTP (the client, or a server listening), hashing and decoding need. */
const HEAVY = ['http', 'https', 'tls', 'http2', 'dns', 'cluster', 'crypto', 'zlib'];

interface Loaded {
  thread: 'main' | 'worker';
  /** Files of dist/ loaded, relative to it (`cli.js`, `cli/main.js`, `cli/123.index.js`). */
  files: string[];
  builtins: string[];
}

let runs = 0;
/** Run the CLI with the probe; what each of its threads loaded. */
async function loaded(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; threads: Loaded[] }> {
  const out = path.join(scratch.dir, `loaded-${runs++}.jsonl`);
  const dist = `${pathToFileURL(path.dirname(await cliPath())).href}/`;
  const r = await runCli(args, { cwd, env: { NODE_OPTIONS: `--import=${PROBE}`, LINKSPIDER_LOADED_OUT: out, LINKSPIDER_THREAD: '', ...env } });
  const threads = readFileSync(out, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { thread: 'main' | 'worker'; files: string[]; builtins: string[] })
    .map((t) => ({ ...t, files: t.files.filter((f) => f.startsWith(dist)).map((f) => f.slice(dist.length)) }));
  return { code: r.code, threads };
}

function folder(files: Record<string, string>): string {
  const dir = path.join(scratch.dir, `site-${runs}`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const CHUNK = /^cli\/\d+\.index\.js$/;

describe('a small folder check without external links', () => {
  it('runs on the main thread and loads no chunk, nor HTTP, TLS, HTTP/2, DNS, crypto or zlib', async () => {
    const dir = folder({ 'index.html': '<a href="a.html">a</a> <a href="https://example.com/">x</a>', 'a.html': '<title>a</title>' });
    const r = await loaded([dir, '--no-check-external', '--quiet'], scratch.dir);
    expect(r.code).toBe(0);
    expect(r.threads.map((t) => t.thread)).toEqual(['main']);
    expect(r.threads[0]!.files).toEqual(['cli.js', 'cli/main.js']);
    for (const b of HEAVY) expect(r.threads[0]!.builtins).not.toContain(b);
  });
});

describe('the runs that need more load it', () => {
  it('a check of external links: on the worker, with the HTTP client chunk (undici, TLS, HTTP/2)', async () => {
    const other = await startServer((_req, res) => res.end('ok'));
    scratch.servers.push(other);
    const dir = folder({ 'index.html': `<a href="${other.url}/">elsewhere</a>` });
    const r = await loaded([dir, '--quiet'], scratch.dir);
    expect(r.code).toBe(0);
    expect(r.threads.map((t) => t.thread).sort()).toEqual(['main', 'worker']);
    const worker = r.threads.find((t) => t.thread === 'worker')!;
    expect(worker.files.filter((f) => CHUNK.test(f)).length).toBeGreaterThan(0);
    for (const b of ['tls', 'http2']) expect(worker.builtins).toContain(b);
  });

  it('a Markdown check: the Markdown parsers chunk', async () => {
    const dir = folder({ 'doc.md': '# Doc\n\n[other](other.md) and [self](#doc)\n', 'other.md': 'x\n' });
    const r = await loaded(['doc.md', '--no-check-external', '--quiet'], dir);
    expect(r.code).toBe(0);
    const files = r.threads.flatMap((t) => t.files);
    expect(files).toContain('cli/main.js');
    expect(files.filter((f) => CHUNK.test(f)).length).toBeGreaterThan(0);
  });
});

describe('the browser (--render, issue 42)', () => {
  /** The chunk of dist/cli/ that holds puppeteer-core. */
  function browserChunk(dist: string): string[] {
    const dir = path.join(dist, 'cli');
    return readdirSync(dir).filter((f) => /^\d+\.index\.js$/.test(f) && readFileSync(path.join(dir, f), 'utf8').includes('PUPPETEER_REVISIONS'));
  }

  it('a check without --render never loads the browser library; one with --render does', async () => {
    const chunks = browserChunk(path.dirname(await cliPath()));
    expect(chunks).toHaveLength(1);
    expect(readFileSync(path.join(path.dirname(await cliPath()), 'cli', 'main.js'), 'utf8')).not.toContain('PUPPETEER_REVISIONS');
    const site = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<a href="/">home</a>');
    });
    scratch.servers.push(site);
    const plain = await loaded([`${site.url}/`, '--quiet'], scratch.dir);
    expect(plain.code).toBe(0);
    expect(plain.threads.flatMap((t) => t.files)).not.toContain(`cli/${chunks[0]}`);
    if (findBrowser(undefined) === undefined) return console.warn('cli-startup.test.ts: the --render half skipped: no Chrome or Chromium installed');
    const rendered = await loaded([`${site.url}/`, '--quiet', '--render'], scratch.dir);
    expect(rendered.code).toBe(0);
    expect(rendered.threads.flatMap((t) => t.files)).toContain(`cli/${chunks[0]}`);
  }, 60_000);

  it('--render with no browser: exit 2, one line saying how to install one, no request made', async () => {
    const site = await startServer((_req, res) => res.end('<a href="/x">x</a>'));
    scratch.servers.push(site);
    const r = await runCli([`${site.url}/`, '--render'], { cwd: scratch.dir, env: { PATH: '', CHROME_PATH: '' } });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^linkspider: --render: no Chrome or Chromium found .*apt-get install chromium/);
    expect(site.hits.size).toBe(0);
  });
});
