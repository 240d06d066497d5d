import { mkdtemp, readFile, readdir, rm, symlink, mkdir, lstat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIRROR_INDEX_FILE, Mirror, mirrorPath, type MirrorIndex } from '../../src/mirror/mirror.js';

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** Properties every mirror path must have, whatever the URL. */
function expectSafe(p: string): void {
  expect(p.startsWith('/')).toBe(false);
  expect(path.posix.normalize(p)).toBe(p);
  const segments = p.split('/');
  expect(segments.length).toBeGreaterThanOrEqual(2);
  for (const s of segments) {
    expect(s).not.toBe('');
    expect(s).not.toBe('.');
    expect(s).not.toBe('..');
    expect(s).not.toMatch(/[\\:*?"<>|\u0000-\u001f]/);
    expect(s).not.toMatch(/[. ]$/);
    expect(s).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i);
    expect(bytes(s)).toBeLessThanOrEqual(100);
  }
  expect(bytes(p)).toBeLessThanOrEqual(240);
}

describe('mirrorPath', () => {
  it.each([
    ['https://example.com/', 'example.com/index.html'],
    ['https://example.com', 'example.com/index.html'],
    ['https://example.com/docs/', 'example.com/docs/index.html'],
    ['https://example.com/docs/intro', 'example.com/docs/intro/index.html'],
    ['https://example.com/a/page.html', 'example.com/a/page.html'],
    ['https://example.com/style.css', 'example.com/style.css'],
    ['http://127.0.0.1:8080/x.html', '127.0.0.1_8080/x.html'],
    ['https://example.com:443/x.html', 'example.com/x.html'],
    ['http://[::1]:3000/', '[__1]_3000/index.html'],
    ['https://example.com/x.html#frag', 'example.com/x.html'],
    ['https://example.com/caf%C3%A9.html', 'example.com/café.html'],
    ['https://example.com/.well-known', 'example.com/.well-known/index.html'],
  ])('%s → %s', (url, expected) => {
    expect(mirrorPath(url)).toBe(expected);
    expectSafe(mirrorPath(url));
  });

  it('never escapes with dot segments, encoded or not', () => {
    for (const url of [
      'https://example.com/%2e%2e/%2e%2e/etc/passwd',
      'https://example.com/../../etc/passwd',
      'https://example.com/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      'https://example.com/..%2f..%2fetc/passwd',
      'https://example.com/a/..%5c..%5cwin.ini',
      'https://example.com/.%2e/x',
      'https://example.com/%2e',
      'https://example.com/a/%2e%2e%2f',
    ]) {
      const p = mirrorPath(url);
      expectSafe(p);
      expect(p.startsWith('example.com/')).toBe(true);
    }
    expect(mirrorPath('https://example.com/..%2f..%2fetc/passwd')).toBe('example.com/.._.._etc/passwd/index.html');
    expect(mirrorPath('https://example.com/%2e%2e/%2e%2e/etc/passwd')).toBe('example.com/etc/passwd/index.html');
  });

  it('replaces backslashes, NUL and other forbidden characters', () => {
    expect(mirrorPath('https://example.com/a%5Cb.html')).toBe('example.com/a_b.html');
    expect(mirrorPath('https://example.com/a%00b.html')).toBe('example.com/a_b.html');
    expect(mirrorPath('https://example.com/%00')).toBe('example.com/_/index.html');
    expect(mirrorPath('https://example.com/a%3A%2A%3F%22%3C%3E%7Cb.txt')).toBe('example.com/a_______b.txt');
    expect(mirrorPath('https://example.com/tab%09x.html')).toBe('example.com/tab_x.html');
    // Invalid UTF-8 is decoded leniently instead of throwing.
    expectSafe(mirrorPath('https://example.com/%ff%fe.html'));
    expectSafe(mirrorPath('https://example.com/100%.html'));
  });

  it('treats absolute-looking paths as relative', () => {
    expect(mirrorPath('https://example.com//etc/passwd')).toBe('example.com/etc/passwd/index.html');
    expect(mirrorPath('https://example.com///a//b.html')).toBe('example.com/a/b.html');
    expect(mirrorPath('https://example.com/C:/Windows/win.ini')).toBe('example.com/C_/Windows/win.ini');
  });

  it('maps dot-only and trailing-dot segments to harmless names', () => {
    expect(mirrorPath('https://example.com/...')).toBe('example.com/___/index.html');
    expect(mirrorPath('https://example.com/a.%20/b.html')).toBe('example.com/a/b.html');
    expect(mirrorPath('https://example.com/name.')).toBe('example.com/name/index.html');
  });

  it('prefixes Windows reserved device names, with or without extension, in any case', () => {
    expect(mirrorPath('https://example.com/CON')).toBe('example.com/_CON/index.html');
    expect(mirrorPath('https://example.com/nul.txt')).toBe('example.com/_nul.txt');
    expect(mirrorPath('https://example.com/Com1.html')).toBe('example.com/_Com1.html');
    expect(mirrorPath('https://example.com/lpt9/aux.tar.gz')).toBe('example.com/_lpt9/_aux.tar.gz');
    expect(mirrorPath('https://example.com/prn/')).toBe('example.com/_prn/index.html');
    expect(mirrorPath('https://example.com/console.html')).toBe('example.com/console.html');
    expect(mirrorPath('https://con/')).toBe('_con/index.html');
  });

  it('keeps folders from ever looking like files (no file/folder clash)', () => {
    expect(mirrorPath('https://example.com/a.php')).toBe('example.com/a.php');
    expect(mirrorPath('https://example.com/a.php/b')).toBe('example.com/a.php~d/b/index.html');
    expect(mirrorPath('https://example.com/index.html/')).toBe('example.com/index.html~d/index.html');
  });

  it('keeps the index file name free for the index', () => {
    expect(mirrorPath('https://linkspider-mirror.json/')).toBe(`_${MIRROR_INDEX_FILE}/index.html`);
  });

  it('turns queries into a stable hash suffix before the extension', () => {
    const a = mirrorPath('https://example.com/page.html?a=1');
    expect(a).toMatch(/^example\.com\/page~q-[0-9a-f]{8}\.html$/);
    expect(mirrorPath('https://example.com/page.html?a=1')).toBe(a);
    expect(mirrorPath('https://example.com/page.html?a=1#x')).toBe(a);
    expect(mirrorPath('https://example.com/page.html?a=2')).not.toBe(a);
    const hashOf = a.slice('example.com/page~q-'.length, -'.html'.length);
    expect(mirrorPath('https://example.com/docs/intro?a=1')).toBe(`example.com/docs/intro/index~q-${hashOf}.html`);
    expect(mirrorPath('https://example.com/?a=1')).toBe(`example.com/index~q-${hashOf}.html`);
    expect(mirrorPath('https://example.com/page.html?')).toBe('example.com/page.html');
  });

  it('shortens over-long segments with a hash and keeps the extension', () => {
    const long = 'a'.repeat(300);
    const p = mirrorPath(`https://example.com/${long}.html`);
    expectSafe(p);
    expect(p).toMatch(/^example\.com\/a+~[0-9a-f]{8}\.html$/);
    expect(mirrorPath(`https://example.com/${long}b.html`)).not.toBe(p);

    const folder = mirrorPath(`https://example.com/${long}/x.html`);
    expectSafe(folder);
    expect(folder).toMatch(/^example\.com\/a+~[0-9a-f]{8}\/x\.html$/);

    // Multi-byte characters are cut on a character boundary.
    const emoji = mirrorPath(`https://example.com/${encodeURIComponent('😀'.repeat(60))}.html`);
    expectSafe(emoji);
    expect(emoji).not.toContain('\uFFFD');
  });

  it('keeps the whole path under 240 bytes', () => {
    const deep = Array.from({ length: 40 }, (_, i) => `folder-number-${i}`).join('/');
    const p = mirrorPath(`https://example.com/${deep}/page.html?q=1`);
    expectSafe(p);
    expect(p.startsWith('example.com/folder-number-0/')).toBe(true);
    expect(p).toMatch(/\/~h[0-9a-f]{12}\/page~q-[0-9a-f]{8}\.html$/);
    const other = mirrorPath(`https://example.com/${deep}/x/page.html?q=1`);
    expect(other).not.toBe(p);
    const wide = Array.from({ length: 5 }, () => 'b'.repeat(150)).join('/');
    expectSafe(mirrorPath(`https://${'h'.repeat(60)}.${'i'.repeat(60)}.com/${wide}/${'c'.repeat(150)}.html`));
  });

  it('throws on something that is not a URL', () => {
    expect(() => mirrorPath('not a url')).toThrow(TypeError);
  });
});

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    out.push(full);
    if (entry.isDirectory()) out.push(...(await walk(full)));
  }
  return out;
}

describe('Mirror', () => {
  let parent: string;
  let dir: string;
  const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

  beforeEach(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'linkspider-mirror-'));
    dir = path.join(parent, 'mirror');
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('writes pages, keeps everything inside the folder, and indexes them by URL', async () => {
    const m = new Mirror(dir);
    const urls = [
      'https://example.com/',
      'https://example.com/docs/intro',
      'https://example.com/docs/intro/x.html',
      'https://example.com/%2e%2e/%2e%2e/etc/passwd',
      'https://example.com/..%2f..%2f..%2fescape.html',
      'https://example.com/a%5C..%5C..%5Cb.html',
      'https://example.com/%00.html',
      'https://example.com//etc/passwd',
      'https://example.com/CON',
      'https://example.com/nul.txt',
      'https://example.com/Com1.html',
      `https://example.com/${'z'.repeat(400)}.html`,
      'https://example.com/page.html?a=1',
      'https://other.test:8443/a.php/b',
      'https://other.test:8443/a.php',
    ];
    const files = await Promise.all(urls.map((u, i) => m.write(u, enc(`page ${i}`), { status: 200, contentType: 'text/html' })));
    const indexPath = await m.finish();
    expect(indexPath).toBe(path.join(dir, MIRROR_INDEX_FILE));

    for (const [i, file] of files.entries()) {
      expectSafe(file);
      expect(await readFile(path.join(dir, file), 'utf8')).toBe(`page ${i}`);
    }
    expect(new Set(files).size).toBe(files.length);

    const realDir = path.resolve(dir);
    const all = await walk(realDir);
    for (const p of all) {
      expect(path.relative(realDir, p).startsWith('..')).toBe(false);
      expect((await lstat(p)).isSymbolicLink()).toBe(false);
    }
    // Nothing was written next to the mirror folder.
    expect(await readdir(parent)).toEqual(['mirror']);

    const index = JSON.parse(await readFile(indexPath, 'utf8')) as MirrorIndex;
    expect(index.schema).toBe('linkspider-mirror');
    expect(index.version).toBe(1);
    expect(index.pages).toHaveLength(urls.length);
    const sorted = [...index.pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    expect(index.pages).toEqual(sorted);
    const byUrl = new Map(index.pages.map((p) => [p.url, p]));
    expect(byUrl.get('https://example.com/docs/intro')).toEqual({
      url: 'https://example.com/docs/intro',
      file: 'example.com/docs/intro/index.html',
      status: 200,
      contentType: 'text/html',
    });
    for (const page of index.pages) expect(files).toContain(page.file);
  });

  it('separates URLs that differ only in case (case-insensitive disks)', async () => {
    const m = new Mirror(dir);
    const upper = await m.write('https://example.com/A', enc('upper'), { contentType: 'text/html' });
    const lower = await m.write('https://example.com/a', enc('lower'), { contentType: 'text/html' });
    const third = await m.write('https://example.com/A/index.html', enc('third'), { contentType: 'text/html' });
    expect(upper).toBe('example.com/A/index.html');
    expect(lower).toBe('example.com/a/index~2.html');
    expect(third).toBe('example.com/A/index~3.html');
    expect(await readFile(path.join(dir, upper), 'utf8')).toBe('upper');
    expect(await readFile(path.join(dir, lower), 'utf8')).toBe('lower');
    await m.finish();
  });

  it('separates URLs that sanitise to the same name, and /docs vs /docs/', async () => {
    const m = new Mirror(dir);
    const a = await m.write('https://example.com/a%3Ab.html', enc('colon'), { contentType: 'text/html' });
    const b = await m.write('https://example.com/a%2Ab.html', enc('star'), { contentType: 'text/html' });
    const c = await m.write('https://example.com/docs', enc('no slash'), { contentType: 'text/html' });
    const d = await m.write('https://example.com/docs/', enc('slash'), { contentType: 'text/html' });
    expect(a).toBe('example.com/a_b.html');
    expect(b).toBe('example.com/a_b~2.html');
    expect(c).toBe('example.com/docs/index.html');
    expect(d).toBe('example.com/docs/index~2.html');
  });

  it('overwrites when the same URL is written twice, even concurrently', async () => {
    const m = new Mirror(dir);
    const [first, second] = await Promise.all([
      m.write('https://example.com/p.html', enc('one'), { status: 200, contentType: 'text/html' }),
      m.write('https://example.com/p.html#frag', enc('two'), { status: 404, contentType: 'text/plain' }),
    ]);
    expect(first).toBe(second);
    expect(await readFile(path.join(dir, first), 'utf8')).toBe('two');
    const index = JSON.parse(await readFile(await m.finish(), 'utf8')) as MirrorIndex;
    expect(index.pages).toEqual([{ url: 'https://example.com/p.html', file: 'example.com/p.html', status: 404, contentType: 'text/plain' }]);
  });

  it('handles many writes at once (bounded concurrency) and records a missing status as null', async () => {
    const m = new Mirror(dir);
    const writes = Array.from({ length: 200 }, (_, i) => m.write(`https://example.com/p/${i}.html`, enc(String(i)), { contentType: 'text/html' }));
    const indexPath = await m.finish();
    const files = await Promise.all(writes);
    expect(new Set(files).size).toBe(200);
    const index = JSON.parse(await readFile(indexPath, 'utf8')) as MirrorIndex;
    expect(index.pages).toHaveLength(200);
    expect(index.pages[0]!.status).toBeNull();
    expect(await readFile(path.join(dir, 'example.com/p/199.html'), 'utf8')).toBe('199');
  });

  it('writes an empty index when nothing was saved', async () => {
    const indexPath = await new Mirror(dir).finish();
    expect(JSON.parse(await readFile(indexPath, 'utf8'))).toEqual({ schema: 'linkspider-mirror', version: 1, pages: [] });
  });

  it.skipIf(process.platform === 'win32')('refuses to write through a symlink that leads outside', async () => {
    const outside = path.join(parent, 'outside');
    await mkdir(outside);
    await mkdir(dir);
    await symlink(outside, path.join(dir, 'example.com'));
    const m = new Mirror(dir);
    await expect(m.write('https://example.com/x.html', enc('x'), { contentType: 'text/html' })).rejects.toThrow(/outside/);
    expect(await readdir(outside)).toEqual([]);
    // A planted file symlink is not followed either.
    await mkdir(path.join(dir, 'safe.test'));
    await symlink(path.join(outside, 'target.txt'), path.join(dir, 'safe.test', 'y.html'));
    await expect(m.write('https://safe.test/y.html', enc('y'), { contentType: 'text/html' })).rejects.toThrow();
    expect(await readdir(outside)).toEqual([]);
    const index = JSON.parse(await readFile(await m.finish(), 'utf8')) as MirrorIndex;
    expect(index.pages).toEqual([]);
  });
});
