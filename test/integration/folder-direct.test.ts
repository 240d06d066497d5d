/**
 * A folder read from disk (`crawl/checkers/folder.ts`) answers exactly what the folder server answers through
 * the HTTP client: the same status, status text, content type, body, redirects, final URL and truncation, for
 * every file of the fixture folders and for the targets that exercise the serving rules (index files,
 * `dir` → `dir/`, `/about` → `about.html`, query strings, percent-encoding, case, symbolic links in and out of
 * the folder, traversal attempts, a body over the cap). `bench/folder-direct.mjs` does the same on the doc trees.
 */
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../helpers/crawl.js';
import { HttpClient } from '../../src/http/client.js';
import type { FetchOutcome, FetchRequest } from '../../src/http/types.js';
import type { Report } from '../../src/report/model.js';
import { FolderFetcher } from '../../src/crawl/checkers/folder.js';
import { startStaticServer } from '../../src/local/server.js';
import { SiteFolder } from '../../src/local/site-files.js';

const repo = path.resolve(import.meta.dirname, '../..');
const MAX_BODY = 64 * 1024;

let scratch: string;
let client: HttpClient;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ls-direct-'));
  const root = path.join(scratch, 'site');
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>home</title>',
    'about.html': '<title>about</title>',
    'About.html': '<title>About, capitalised</title>',
    'docs/index.html': '<title>docs</title>',
    'docs/deep/page.htm': '<title>deep</title>',
    'no-index/readme.txt': 'no index here',
    'with space/café.html': 'café',
    '100%.html': 'percent',
    'style.css': 'body{}',
    'empty.txt': '',
    'big.bin': Buffer.alloc(MAX_BODY * 3, 7),
    'big.html': `<p>${'x'.repeat(MAX_BODY * 2)}</p>`,
    'blob.xyz': 'x',
  };
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), content);
  }
  await writeFile(path.join(scratch, 'secret.txt'), 'secret');
  await writeFile(path.join(scratch, 'outside.html'), '<title>outside</title>');
  if (process.platform !== 'win32') {
    await symlink(path.join(scratch, 'secret.txt'), path.join(root, 'leak.txt'));
    await symlink(path.join(scratch, 'outside.html'), path.join(root, 'outside.html'));
    await symlink(scratch, path.join(root, 'up'));
    await symlink(path.join(root, 'about.html'), path.join(root, 'alias.html'));
    await symlink(path.join(root, 'docs'), path.join(root, 'docs-link'));
    await symlink(path.join(scratch, 'nowhere'), path.join(root, 'dangling.html'));
    await symlink(path.join(root, 'loop-b'), path.join(root, 'loop-a'));
    await symlink(path.join(root, 'loop-a'), path.join(root, 'loop-b'));
  }
  client = new HttpClient({ timeout: 10_000, maxRedirects: 10, maxBodyBytes: MAX_BODY, userAgent: 'test', connectionsPerOrigin: 4 });
});

afterAll(async () => {
  await client?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** Every file under `root`, as site paths. */
async function filesOf(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out.push(path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }
  return out.sort();
}

/** The request targets to compare: every file, and the variants the serving rules treat apart. */
function targetsFor(files: string[]): string[] {
  const out = new Set<string>(['/', '/?q=1', '/index.html', '/nope.html', '/nope/', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/a%00b', '/%E0%A4%A']);
  for (const f of files) {
    const p = `/${f.split('/').map(encodeURIComponent).join('/')}`;
    out.add(p);
    out.add(`${p}?v=2#frag`);
    out.add(`${p}/`);
    out.add(p.toUpperCase());
    if (p.endsWith('.html')) out.add(p.slice(0, -5));
    const dir = p.slice(0, p.lastIndexOf('/'));
    if (dir !== '') {
      out.add(dir);
      out.add(`${dir}/`);
      out.add(`${dir}?x=1`);
    }
  }
  return [...out];
}

/** What is compared of an outcome (everything the crawl reads). */
function comparable(o: FetchOutcome): unknown {
  return o.kind === 'response' ? { ...o, body: o.body === undefined ? undefined : Buffer.from(o.body).toString('base64') } : o;
}

async function compareOn(root: string, extraTargets: string[] = [], followSymlinks = true): Promise<number> {
  const server = await startStaticServer(root, { rules: { excludePath: [], followSymlinks } });
  try {
    const folder = await SiteFolder.open(root, { followSymlinks });
    const direct = new FolderFetcher(folder, server.origin, { maxRedirects: 10, maxBodyBytes: MAX_BODY });
    const targets = [...targetsFor(await filesOf(root)), ...extraTargets];
    let compared = 0;
    for (const target of targets) {
      const url = new URL(target, server.url).href;
      expect(direct.serves(url)).toBe(true);
      const requests: FetchRequest[] = [
        { url, method: 'GET', readBody: true },
        { url, method: 'GET', readBody: true, wantBody: (ct) => ct.startsWith('text/html') },
        { url, method: 'GET', readBody: false },
        { url, method: 'HEAD', readBody: false },
        { url, method: 'GET', readBody: true, maxBodyBytes: 10, responseHeaders: ['content-type', 'content-length'] },
      ];
      for (const req of requests) {
        const [viaHttp, viaDisk] = await Promise.all([client.fetch(req), direct.fetch(req)]);
        expect(comparable(viaDisk), `${req.method} ${target} (readBody ${req.readBody})`).toEqual(comparable(viaHttp));
        compared++;
      }
    }
    return compared;
  } finally {
    await server.close();
  }
}

describe('a folder read from disk answers what the folder server answers', () => {
  it('on a folder that exercises every serving rule', async () => {
    const root = path.join(scratch, 'site');
    const symlinked =
      process.platform === 'win32'
        ? []
        : [
            '/leak.txt',
            '/outside.html',
            '/outside',
            '/up/secret.txt',
            '/up/site/about.html',
            '/alias.html',
            '/docs-link',
            '/docs-link/',
            '/dangling.html',
            '/dangling',
            '/loop-a',
            '/loop-a/x.html',
          ];
    expect(await compareOn(root, symlinked)).toBeGreaterThan(300);
    // And with symbolic links kept inside the folder (`--no-follow-symlinks`).
    expect(await compareOn(root, symlinked, false)).toBeGreaterThan(300);
  });

  it.each(['examples/site', 'test/fixtures/markdown-repo'])('on %s', async (fixture) => {
    expect(await compareOn(path.join(repo, fixture))).toBeGreaterThan(20);
  });

  it('knows a redirect target the run has already judged, as the client does', async () => {
    const root = path.join(scratch, 'site');
    const server = await startStaticServer(root);
    try {
      const direct = new FolderFetcher(await SiteFolder.open(root), server.origin, { maxRedirects: 10, maxBodyBytes: MAX_BODY });
      const req: FetchRequest = {
        url: `${server.url}docs`,
        method: 'GET',
        readBody: true,
        known: (key) => (key === `${server.url}docs/` ? { status: 200 } : undefined),
      };
      const viaDisk = await direct.fetch(req);
      expect(viaDisk).toEqual(await client.fetch(req));
      expect(viaDisk).toMatchObject({ kind: 'known', status: 200, redirects: [{ url: `${server.url}docs`, status: 301 }] });
      // No redirect allowed: the chain stops where the client's does.
      const strict = new FolderFetcher(await SiteFolder.open(root), server.origin, { maxRedirects: 0, maxBodyBytes: MAX_BODY });
      const strictClient = new HttpClient({ timeout: 10_000, maxRedirects: 0, maxBodyBytes: MAX_BODY, userAgent: 'test', connectionsPerOrigin: 1 });
      try {
        const stop: FetchRequest = { url: `${server.url}docs`, method: 'GET', readBody: false };
        expect(await strict.fetch(stop)).toEqual(await strictClient.fetch(stop));
        expect(await strict.fetch(stop)).toMatchObject({ kind: 'error', error: 'too-many-redirects' });
      } finally {
        await strictClient.close();
      }
    } finally {
      await server.close();
    }
  });
});

/** A report with what varies between two runs of one crawl taken out: timings, and the order places were found in. */
function settled(r: Report): unknown {
  const { startedAt: _s, finishedAt: _f, durationMs: _d, ...run } = r.run;
  const sortBy = <T>(xs: T[]): T[] => [...xs].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  const results = (list: Report['dead']) => list.map((x) => ({ ...x, referrers: sortBy(x.referrers) }));
  return {
    ...r,
    run,
    dead: results(r.dead),
    warnings: results(r.warnings),
    mailto: r.mailto.map((m) => ({ ...m, pages: [...m.pages].sort() })),
  };
}

/** The same check with the folder's files requested from its loopback server (`LINKSPIDER_FOLDER=http`). */
async function checkServed(raw: Parameters<typeof check>[0]): Promise<Report> {
  const before = process.env['LINKSPIDER_FOLDER'];
  process.env['LINKSPIDER_FOLDER'] = 'http';
  try {
    return await check(raw);
  } finally {
    if (before === undefined) delete process.env['LINKSPIDER_FOLDER'];
    else process.env['LINKSPIDER_FOLDER'] = before;
  }
}

describe('a folder check reads the folder from disk', () => {
  it.each([
    ['examples/site', {}],
    ['examples/site', { 'check-fragments': true }],
    ['examples/site', { entry: 'index.html', 'base-url': 'https://example.org/docs/' }],
  ])('and reports %s exactly as over the folder server (%o)', async (fixture, extra) => {
    const raw = { path: path.join(repo, fixture), 'check-external': false, ...extra };
    const direct = await check(raw);
    const served = await checkServed(raw);
    expect(direct.counts.pages).toBeGreaterThan(3);
    expect(settled(direct)).toEqual(settled(served));
  });

  it('and reports a folder of large pages exactly as over the folder server (their buffers are used again)', async () => {
    // Pages of 20 KB to 300 KB, each unlike the others: a buffer handed on to a second page while the first is
    // still being read (support/body-buffers.ts) would put one page's links on another.
    const root = path.join(scratch, 'large');
    for (let i = 0; i < 60; i++) {
      const filler = `<p>${`page ${i} `.repeat(2000 + ((i * 7919) % 30_000))}</p>`;
      const links = [`<a href="p${(i + 1) % 60}.html">next of ${i}</a>`, `<a href="gone-${i % 7}.html">gone from ${i}</a>`, `<img src="img-${i}.png">`];
      await mkdir(root, { recursive: true });
      await writeFile(path.join(root, i === 0 ? 'index.html' : `p${i}.html`), `<title>page ${i}</title>${filler}${links.join(filler)}`);
    }
    await writeFile(path.join(root, 'p0.html'), '<a href="index.html">home</a>');
    const raw = { path: root, 'check-external': false };
    const direct = await check(raw);
    const served = await checkServed(raw);
    expect(direct.counts.pages).toBe(61);
    expect(direct.dead.map((d) => d.url).filter((u) => u.includes('gone-'))).toHaveLength(7);
    expect(direct.dead.find((d) => d.url.endsWith('/img-5.png'))?.referrers).toMatchObject([{ page: expect.stringMatching(/\/p5\.html$/) }]);
    expect(settled(direct)).toEqual(settled(served));
  });

  it('with no server: its pages are under port 0 of loopback, and no server starts for it', async () => {
    // Servers listening in this process (earlier tests' may still be closing: fewer, never more, later on).
    const servers = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap').length;
    const seen: { url: string; before: number; during: number }[] = [];
    let before = 0;
    const onLocalServer = (url: string) => void seen.push({ url, before, during: servers() });
    const raw = { path: path.join(repo, 'examples/site'), 'check-external': false };
    before = servers();
    const direct = await check(raw, { onLocalServer });
    expect(direct.counts.pages).toBeGreaterThan(3);
    expect(seen).toEqual([{ url: 'http://127.0.0.1:0/', before, during: expect.any(Number) }]);
    expect(seen[0]!.during).toBeLessThanOrEqual(before);
    // The served path listens on a port of its own.
    const env = process.env['LINKSPIDER_FOLDER'];
    process.env['LINKSPIDER_FOLDER'] = 'http';
    try {
      await check(raw, { onLocalServer });
    } finally {
      if (env === undefined) delete process.env['LINKSPIDER_FOLDER'];
      else process.env['LINKSPIDER_FOLDER'] = env;
    }
    expect(seen[1]!.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*\/$/);
    expect(seen[1]!.during).toBeGreaterThanOrEqual(1);
  });
});
