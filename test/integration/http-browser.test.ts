/**
 * HTTP that browsers accept (issue 14): an unsolicited 1xx before the final response, a
 * `Location` in raw UTF-8, and response headers far past 16 KiB. Each against a raw `net`
 * server, since Node's own HTTP server would not send these bytes.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/http/client.js';
import type { FetchRequest } from '../../src/http/types.js';
import { check, closeServers } from '../helpers/crawl.js';
import { fields, type OutcomeFields } from '../helpers/outcome.js';

/** A server that answers each request head it reads (keep-alive) with `answer(path)`: raw bytes, as pieces written one by one. */
async function rawServer(
  answer: (path: string) => Array<string | Buffer>,
): Promise<{ url: string; requests: string[]; connections: () => number; close(): Promise<void> }> {
  const requests: string[] = [];
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = '';
    socket.on('data', (d) => {
      buffered += d.toString('latin1');
      for (let end = buffered.indexOf('\r\n\r\n'); end !== -1; end = buffered.indexOf('\r\n\r\n')) {
        const head = buffered.slice(0, end);
        buffered = buffered.slice(end + 4);
        const path = head.split(' ')[1]!;
        requests.push(path);
        const pieces = answer(path);
        // Each piece in its own write, after the previous one is flushed: the client must
        // cope with any split of the bytes.
        const next = (i: number): void => {
          if (i < pieces.length && !socket.destroyed) socket.write(pieces[i]!, () => next(i + 1));
        };
        next(0);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

const ok = (body = 'ok', headers = 'content-type: text/html\r\n') => `HTTP/1.1 200 OK\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

const clients: HttpClient[] = [];
const servers: Array<{ close(): Promise<void> }> = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await closeServers();
});

async function serveRaw(answer: (path: string) => Array<string | Buffer>) {
  const s = await rawServer(answer);
  servers.push(s);
  return s;
}

/** A client whose outcomes are read as one record each (`fields`). */
function client(): { fetch(req: FetchRequest): Promise<OutcomeFields> } {
  const c = new HttpClient({ timeout: 5_000, maxRedirects: 5, maxBodyBytes: 1 << 20, userAgent: 'linkspider-test/1.0', connectionsPerOrigin: 1 });
  clients.push(c);
  return { fetch: async (req) => fields(await c.fetch(req)) };
}

const get = (url: string): FetchRequest => ({ url, method: 'GET', readBody: true });
const text = (b: Uint8Array | undefined) => Buffer.from(b ?? []).toString('utf8');

describe('an unsolicited 1xx before the final response', () => {
  it('100 Continue then 200, in one write: the 200 and its body', async () => {
    const s = await serveRaw(() => [`HTTP/1.1 100 Continue\r\n\r\n${ok('<p>hi</p>')}`]);
    const out = await client().fetch(get(`${s.url}/`));
    expect(out.error).toBeUndefined();
    expect(out).toMatchObject({ status: 200 });
    expect(text(out.body)).toBe('<p>hi</p>');
  });

  it('two 100s, split byte by byte across writes, then 200; the connection is kept for the next request', async () => {
    const interim = 'HTTP/1.1 100 Continue\r\nx-a: 1\r\n\r\nHTTP/1.0 100\r\n\r\n';
    const s = await serveRaw((path) => [...interim.split(''), ok(path)]);
    const c = client();
    for (const path of ['/a', '/b', '/c']) {
      const out = await c.fetch(get(`${s.url}${path}`));
      expect(out.error, path).toBeUndefined();
      expect(text(out.body)).toBe(path);
    }
    expect(s.connections()).toBe(1);
  });

  it('103 Early Hints then 200 (undici passes 1xx other than 100 on already)', async () => {
    const s = await serveRaw(() => ['HTTP/1.1 103 Early Hints\r\nlink: </s.css>; rel=preload\r\n\r\n', ok()]);
    expect(await client().fetch(get(`${s.url}/`))).toMatchObject({ status: 200 });
  });

  it('a body that happens to start like a 100 head is left alone (only response starts are looked at)', async () => {
    const body = 'HTTP/1.1 100 Continue\r\n\r\nnot a head';
    const s = await serveRaw(() => [ok(body, 'content-type: text/plain\r\n')]);
    const out = await client().fetch(get(`${s.url}/`));
    expect(text(out.body)).toBe(body);
  });

  it('in a crawl: a good page behind a 100 Continue is ok, its links followed', async () => {
    const s = await serveRaw((path) =>
      path === '/'
        ? ['HTTP/1.1 100 Continue\r\n\r\n', ok('<a href="/next">next</a> <a href="/gone">gone</a>')]
        : path === '/next'
          ? ['HTTP/1.1 100 Continue\r\n\r\n', ok('<p>next</p>')]
          : ['HTTP/1.1 100 Continue\r\n\r\n', 'HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n'],
    );
    const r = await check({ urls: `${s.url}/` });
    expect(r.pages.map((p) => p.url).sort()).toEqual([`${s.url}/`, `${s.url}/next`]);
    expect(r.dead.map((d) => [d.url, d.status])).toEqual([[`${s.url}/gone`, 404]]);
  });
});

describe('Location in raw UTF-8', () => {
  it('is read as UTF-8, as browsers do, not as Latin-1 mojibake', async () => {
    const s = await serveRaw((path) =>
      path === '/old'
        ? [
            Buffer.concat([
              Buffer.from('HTTP/1.1 301 Moved\r\nlocation: '),
              Buffer.from('/café/日本?q=ü', 'utf8'),
              Buffer.from('\r\ncontent-length: 0\r\n\r\n'),
            ]),
          ]
        : path === '/caf%C3%A9/%E6%97%A5%E6%9C%AC?q=%C3%BC'
          ? [ok('found')]
          : ['HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n'],
    );
    const out = await client().fetch(get(`${s.url}/old`));
    expect(out).toMatchObject({ status: 200, finalUrl: `${s.url}/caf%C3%A9/%E6%97%A5%E6%9C%AC?q=%C3%BC` });
    expect(s.requests).toEqual(['/old', '/caf%C3%A9/%E6%97%A5%E6%9C%AC?q=%C3%BC']);
  });

  it('a Location in Latin-1 bytes (not valid UTF-8) is read as before', async () => {
    const s = await serveRaw((path) =>
      path === '/old'
        ? [Buffer.concat([Buffer.from('HTTP/1.1 302 Found\r\nlocation: /caf'), Buffer.from([0xe9]), Buffer.from('\r\ncontent-length: 0\r\n\r\n')])]
        : [ok(path)],
    );
    const out = await client().fetch(get(`${s.url}/old`));
    expect(out).toMatchObject({ status: 200, finalUrl: `${s.url}/caf%C3%A9` });
  });
});

describe('large response headers', () => {
  const withHeaders = (bytes: number) => {
    const lines: string[] = [];
    for (let n = 0, size = 0; size < bytes; n++) {
      const line = `x-filler-${n}: ${'v'.repeat(1000)}\r\n`;
      lines.push(line);
      size += line.length;
    }
    return lines.join('');
  };

  it.each([40, 200])('%i KB of headers: accepted (browsers take about 256 KB)', async (kb) => {
    const s = await serveRaw(() => [ok('big', withHeaders(kb * 1024))]);
    const out = await client().fetch(get(`${s.url}/`));
    expect(out.error).toBeUndefined();
    expect(text(out.body)).toBe('big');
  });

  it('past 256 KB: a protocol error, not a crash', async () => {
    const s = await serveRaw(() => [ok('big', withHeaders(300 * 1024))]);
    const out = await client().fetch(get(`${s.url}/`));
    expect(out).toMatchObject({ error: 'protocol', systemCode: 'UND_ERR_HEADERS_OVERFLOW' });
  });
});

describe('in a crawl: a page with 40 KB of headers and a UTF-8 redirect', () => {
  it('is checked like any other', async () => {
    const s = await serveRaw((path) =>
      path === '/'
        ? [ok('<a href="/moved">m</a>', `x-big: ${'b'.repeat(40 * 1024)}\r\ncontent-type: text/html\r\n`)]
        : path === '/moved'
          ? [Buffer.concat([Buffer.from('HTTP/1.1 301 Moved\r\nlocation: '), Buffer.from('/ünï', 'utf8'), Buffer.from('\r\ncontent-length: 0\r\n\r\n')])]
          : path === '/%C3%BCn%C3%AF'
            ? [ok('<p>there</p>')]
            : ['HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n'],
    );
    const r = await check({ urls: `${s.url}/` });
    expect(r.dead).toEqual([]);
    expect(r.counts).toMatchObject({ pages: 2, dead: 0 });
  });
});
