import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../src/local/server.js';
import { contentTypeFor } from '../../src/local/site-files.js';

let parent: string;
let root: string;
let server: StaticServer;

/** Send a request line exactly as written (fetch would normalise the path) and read the reply. */
function rawRequest(target: string, method = 'GET'): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      resolve({ status, head, body: text.slice(split + 4) });
    });
  });
}

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'linkspider-server-'));
  root = path.join(parent, 'site');
  await mkdir(path.join(root, 'docs', 'deep'), { recursive: true });
  await mkdir(path.join(root, 'empty-dir'));
  await mkdir(path.join(root, 'with space'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(path.join(root, 'about.html'), '<title>about</title>');
  await writeFile(path.join(root, 'docs', 'index.html'), '<title>docs</title>');
  await writeFile(path.join(root, 'docs', 'deep', 'page.htm'), '<title>deep</title>');
  await writeFile(path.join(root, 'with space', 'café.html'), 'café');
  await writeFile(path.join(root, 'style.css'), 'body{}');
  await writeFile(path.join(root, 'app.mjs'), 'export {}');
  await writeFile(path.join(root, 'data.json'), '{}');
  await writeFile(path.join(root, 'logo.svg'), '<svg/>');
  await writeFile(path.join(root, 'photo.JPG'), Buffer.from([0xff, 0xd8, 0xff]));
  await writeFile(path.join(root, 'font.woff2'), Buffer.alloc(10));
  await writeFile(path.join(root, 'blob.xyz'), Buffer.alloc(3));
  await writeFile(path.join(root, 'empty.txt'), '');
  await writeFile(path.join(root, 'big.bin'), Buffer.alloc(3 * 1024 * 1024, 7));
  await writeFile(path.join(parent, 'secret.txt'), 'secret');
  if (process.platform !== 'win32') {
    await symlink(path.join(parent, 'secret.txt'), path.join(root, 'leak.txt'));
    await symlink(parent, path.join(root, 'up'));
    await symlink(path.join(root, 'about.html'), path.join(root, 'alias.html'));
  }
  // The rule for hosts that do not follow symbolic links (`--no-follow-symlinks`); the default follows them (below).
  server = await startStaticServer(root, { rules: { excludePath: [], followSymlinks: false } });
});

afterAll(async () => {
  await server?.close();
  await rm(parent, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it('listens on loopback and reports its URL, origin and absolute root', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server.origin).toBe(server.url.slice(0, -1));
    expect(server.root).toBe(path.resolve(root));
  });

  it('serves index.html for the root and for folders with a trailing slash', async () => {
    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<!doctype html><title>home</title>');
    const docs = await fetch(new URL('docs/', server.url));
    expect(docs.status).toBe(200);
    expect(await docs.text()).toBe('<title>docs</title>');
  });

  it('redirects a folder without a trailing slash, keeping the query', async () => {
    const res = await fetch(new URL('docs?x=1', server.url), { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/docs/?x=1');
    const spaced = await fetch(new URL('with%20space', server.url), { redirect: 'manual' });
    expect(spaced.headers.get('location')).toBe('/with%20space/');
    // A folder without index.html is a 404, not a listing.
    expect((await fetch(new URL('empty-dir/', server.url))).status).toBe(404);
  });

  it('never redirects to another host (no `//evil` Location)', async () => {
    const res = await rawRequest('//docs');
    expect(res.status).toBe(301);
    expect(res.head).toMatch(/\r\nLocation: \/docs\/\r\n/i);
  });

  it('serves about.html for /about, like GitHub Pages and Netlify', async () => {
    const res = await fetch(new URL('about', server.url));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<title>about</title>');
    expect((await fetch(new URL('about/', server.url))).status).toBe(404);
    expect((await fetch(new URL('about.html/', server.url))).status).toBe(404);
  });

  it('decodes percent-encoded names', async () => {
    const res = await fetch(new URL('with%20space/caf%C3%A9.html', server.url));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('café');
  });

  it('sends content types by extension, with no invented charset for HTML', async () => {
    const cases: Array<[string, string]> = [
      ['', 'text/html'],
      ['about.html', 'text/html'],
      ['docs/deep/page.htm', 'text/html'],
      ['style.css', 'text/css'],
      ['app.mjs', 'text/javascript'],
      ['data.json', 'application/json'],
      ['logo.svg', 'image/svg+xml'],
      ['photo.JPG', 'image/jpeg'],
      ['font.woff2', 'font/woff2'],
      ['empty.txt', 'text/plain'],
      ['blob.xyz', 'application/octet-stream'],
    ];
    for (const [file, type] of cases) {
      const res = await fetch(new URL(file, server.url));
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toBe(type);
      await res.arrayBuffer();
    }
    for (const [file, type] of [
      ['a.js', 'text/javascript'],
      ['a.png', 'image/png'],
      ['a.jpeg', 'image/jpeg'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
      ['a.avif', 'image/avif'],
      ['a.ico', 'image/x-icon'],
      ['a.woff', 'font/woff'],
      ['a.ttf', 'font/ttf'],
      ['a.otf', 'font/otf'],
      ['a.pdf', 'application/pdf'],
      ['a.xml', 'application/xml'],
      ['a.mp4', 'video/mp4'],
      ['a.webm', 'video/webm'],
      ['a.mp3', 'audio/mpeg'],
      ['a.wasm', 'application/wasm'],
      ['a.zip', 'application/zip'],
      ['Makefile', 'application/octet-stream'],
    ]) {
      expect(contentTypeFor(file!)).toBe(type);
    }
  });

  it('sets Content-Length and streams large files intact', async () => {
    const res = await fetch(new URL('big.bin', server.url));
    expect(res.headers.get('content-length')).toBe(String(3 * 1024 * 1024));
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.length).toBe(3 * 1024 * 1024);
    expect(body.every((b) => b === 7)).toBe(true);
    const empty = await fetch(new URL('empty.txt', server.url));
    expect(empty.headers.get('content-length')).toBe('0');
    expect(await empty.text()).toBe('');
  });

  it('answers 404 with a small HTML page for missing files', async () => {
    const res = await fetch(new URL('nope.html', server.url));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('404 Not Found');
  });

  it('answers HEAD with headers only', async () => {
    const res = await rawRequest('/about.html', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.head).toMatch(/\r\nContent-Length: 20\r\n/i);
    expect(res.head).toMatch(/\r\nContent-Type: text\/html\r\n/i);
    expect(res.body).toBe('');
    const viaFetch = await fetch(new URL('big.bin', server.url), { method: 'HEAD' });
    expect(viaFetch.headers.get('content-length')).toBe(String(3 * 1024 * 1024));
  });

  it('answers other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await fetch(server.url, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      await res.arrayBuffer();
    }
  });

  it.each([
    '/../../etc/passwd',
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/docs%2f..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/docs/%00',
    '/about.html%00.txt',
    '/.',
    '/%E0%A4%A',
    '*',
  ])('refuses traversal and malformed target %s with 400', async (target) => {
    const res = await rawRequest(target);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('secret');
  });

  it('does not treat //etc/passwd as an absolute path', async () => {
    const res = await rawRequest('//etc/passwd');
    expect(res.status).toBe(404);
  });

  it('accepts absolute-form request targets on the same rules', async () => {
    expect((await rawRequest(`${server.url}about.html`)).status).toBe(200);
    expect((await rawRequest(`${server.url}%2e%2e/secret.txt`)).status).toBe(404);
  });

  it.skipIf(process.platform === 'win32')('answers 404 for symlinks that lead outside the folder, saying so', async () => {
    const leak = await rawRequest('/leak.txt');
    expect(leak.status).toBe(404);
    expect(leak.head).toMatch(/^HTTP\/1\.1 404 symbolic link to outside the folder, not served\r\n/);
    expect(leak.body).not.toContain('secret');
    const up = await rawRequest('/up/secret.txt');
    expect(up.status).toBe(404);
    expect(up.head).toMatch(/^HTTP\/1\.1 404 symbolic link to outside the folder, not served\r\n/);
    // Plain absence stays plain.
    expect((await rawRequest('/nope.txt')).head).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    // The check is by real location: a detour that lands back inside the folder is fine.
    expect((await rawRequest('/up/site/about.html')).status).toBe(200);
    const inside = await fetch(new URL('alias.html', server.url));
    expect(inside.status).toBe(200);
    expect(await inside.text()).toBe('<title>about</title>');
  });

  it.skipIf(process.platform !== 'linux')('closes every file it opened when clients hang up early', async () => {
    // A crawl with a short --timeout hangs up while files are being opened; each such request used to leave its
    // FileHandle to garbage collection (DEP0137). Count this process's open descriptors around a burst of them.
    const openFds = async (): Promise<number> => (await readdir('/proc/self/fd')).length;
    const { hostname, port } = new URL(server.url);
    const hangUp = (target: string, afterMs: number): Promise<void> =>
      new Promise((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, afterMs);
        });
      });
    const warnings: string[] = [];
    const onWarning = (w: Error): void => void warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const before = await openFds();
      for (const afterMs of [0, 1, 2, 5]) {
        await Promise.all(Array.from({ length: 20 }, (_, i) => hangUp(i % 2 === 0 ? '/big.bin' : '/about.html', afterMs)));
      }
      // The server finishes each request on its own time: wait until it has (or the count shows the leak).
      let now = await openFds();
      for (let i = 0; i < 100 && now > before; i++) {
        await new Promise((r) => setTimeout(r, 20));
        now = await openFds();
      }
      expect(now).toBeLessThanOrEqual(before);
      expect(warnings.filter((w) => /file descriptor|FileHandle/.test(w))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it.skipIf(process.platform === 'win32')('follows symlinks wherever they lead by default, as nginx does', async () => {
    const following = await startStaticServer(server.root);
    try {
      const leak = await fetch(new URL('leak.txt', following.url));
      expect(leak.status).toBe(200);
      expect(await leak.text()).toBe('secret');
      expect((await fetch(new URL('up/secret.txt', following.url))).status).toBe(200);
      expect(following.fileFor(`${following.url}leak.txt`)).toBe('leak.txt');
      // A request path still never leaves the folder.
      expect((await fetch(new URL('%2e%2e/secret.txt', following.url))).status).toBe(404);
    } finally {
      await following.close();
    }
  });

  it('maps URLs back to files with fileFor', () => {
    expect(server.fileFor(server.url)).toBe('index.html');
    expect(server.fileFor(`${server.url}?q=1#top`)).toBe('index.html');
    expect(server.fileFor(`${server.url}docs/`)).toBe('docs/index.html');
    expect(server.fileFor(`${server.url}docs`)).toBe('docs/index.html');
    expect(server.fileFor(`${server.url}about`)).toBe('about.html');
    expect(server.fileFor(`${server.url}docs/deep/page.htm`)).toBe('docs/deep/page.htm');
    expect(server.fileFor(`${server.url}with%20space/caf%C3%A9.html`)).toBe('with space/café.html');
    expect(server.fileFor('/style.css')).toBe('style.css');
    expect(server.fileFor(`${server.url}nope.html`)).toBeUndefined();
    expect(server.fileFor(`${server.url}empty-dir/`)).toBeUndefined();
    expect(server.fileFor(`${server.url}..%2fsecret.txt`)).toBeUndefined();
    expect(server.fileFor(`${server.url}%2e%2e/secret.txt`)).toBeUndefined();
    expect(server.fileFor('https://example.com/index.html')).toBeUndefined();
    expect(server.fileFor(server.url.replace('127.0.0.1', 'localhost'))).toBeUndefined();
    if (process.platform !== 'win32') {
      expect(server.fileFor(`${server.url}leak.txt`)).toBeUndefined();
      expect(server.fileFor(`${server.url}alias.html`)).toBe('alias.html');
    }
  });

  it('keeps connections alive between requests', async () => {
    const { hostname, port } = new URL(server.url);
    const agentSockets = new Set<unknown>();
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const p of ['/', '/about.html', '/style.css']) {
        await new Promise<void>((resolve, reject) => {
          const req = httpRequest({ hostname, port, path: p, agent }, (res) => {
            agentSockets.add(res.socket);
            expect(res.headers.connection).toBe('keep-alive');
            res.resume();
            res.on('end', resolve);
          });
          req.on('error', reject);
          req.end();
        });
      }
      expect(agentSockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});

describe('startStaticServer errors and shutdown', () => {
  it('throws a clear error for a missing folder', async () => {
    const missing = path.join(parent, 'does-not-exist');
    await expect(startStaticServer(missing)).rejects.toThrow(`Cannot serve "${missing}": the folder does not exist.`);
  });

  it('throws a clear error for a file given as the folder', async () => {
    const file = path.join(parent, 'secret.txt');
    await expect(startStaticServer(file)).rejects.toThrow(`Cannot serve "${file}": it is a file, not a folder.`);
  });

  it('closes promptly, dropping idle keep-alive connections, and close() is idempotent', async () => {
    const s = await startStaticServer(root);
    const { hostname, port } = new URL(s.url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await Promise.all([s.close(), s.close()]);
    await closed;
    await expect(fetch(s.url)).rejects.toThrow();
  });
});
