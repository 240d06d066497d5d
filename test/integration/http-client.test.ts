import type http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/http/client.js';
import { releaseBody } from '../../src/http/body.js';
import type { ClientOptions, FetchRequest } from '../../src/http/types.js';
import { startServer, type Handler, type ServerOptions, type TestServer } from '../helpers/server.js';
import { selfSignedCert } from '../helpers/faults.js';
import { testLookup } from '../helpers/dns.js';
import { fields, type OutcomeFields } from '../helpers/outcome.js';

const clients: HttpClient[] = [];
const servers: TestServer[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A client whose outcomes are read as one record each (`fields`): what they say, whatever their kind. */
function client(overrides: Partial<ClientOptions> = {}): { fetch(req: FetchRequest): Promise<OutcomeFields>; close(): Promise<void> } {
  const c = httpClient(overrides);
  return { fetch: async (req) => fields(await c.fetch(req)), close: () => c.close() };
}

function httpClient(overrides: Partial<ClientOptions> = {}): HttpClient {
  const c = new HttpClient({
    timeout: 5_000,
    maxRedirects: 5,
    maxBodyBytes: 10 * 1024 * 1024,
    userAgent: 'linkspider-test/1.0',
    connectionsPerOrigin: 4,
    lookup: testLookup,
    ...overrides,
  });
  clients.push(c);
  return c;
}

async function serve(handler: Handler, options?: ServerOptions): Promise<TestServer> {
  const s = await startServer(handler, options);
  servers.push(s);
  return s;
}

function get(url: string, extra: Partial<FetchRequest> = {}): FetchRequest {
  return { url, method: 'GET', readBody: true, ...extra };
}

const text = (b: Uint8Array | undefined): string => Buffer.from(b ?? []).toString('utf8');

/** A tiny route table: path → handler; anything else is a 404. */
function routes(table: Record<string, Handler>): Handler {
  return (req, res) => {
    const h = table[req.url ?? ''];
    if (h) return h(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  };
}

function redirect(status: number, location: string, body = ''): Handler {
  return (_req, res) => {
    res.writeHead(status, { location, 'content-type': 'text/html' });
    res.end(body);
  };
}

function page(html: string, headers: http.OutgoingHttpHeaders = {}): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(html);
  };
}

describe('HttpClient: basics', () => {
  it('GETs a page with its body, status text and content type', async () => {
    const srv = await serve(page('<h1>hello</h1>'));
    const out = await client().fetch(get(`${srv.url}/`));
    expect(out).toMatchObject({
      kind: 'response',
      status: 200,
      statusText: 'OK',
      finalUrl: `${srv.url}/`,
      redirects: [],
      contentType: 'text/html; charset=utf-8',
    });
    expect(text(out.body)).toBe('<h1>hello</h1>');
    expect(out.error).toBeUndefined();
    expect(out.truncated).toBeUndefined();
  });

  it('sends user-agent, accept and accept-encoding', async () => {
    let seen: http.IncomingHttpHeaders = {};
    const srv = await serve((req, res) => {
      seen = req.headers;
      res.end();
    });
    await client().fetch(get(`${srv.url}/`));
    expect(seen['user-agent']).toBe('linkspider-test/1.0');
    expect(seen['accept-encoding']).toBe('gzip, deflate, br');
    expect(seen.accept).toContain('text/html');
  });

  it('HEADs without a body', async () => {
    const srv = await serve(page('x'.repeat(5000)));
    const out = await client().fetch({ url: `${srv.url}/f`, method: 'HEAD', readBody: true });
    expect(out.status).toBe(200);
    expect(out.body).toBeUndefined();
    expect(srv.hits.get('HEAD /f')).toBe(1);
    expect(srv.hits.get('GET /f')).toBeUndefined();
  });

  it('returns error statuses with retry-after and a fallback status text', async () => {
    const srv = await serve((_req, res) => {
      res.writeHead(503, { 'retry-after': '7' });
      res.end('busy');
    });
    const out = await client().fetch(get(`${srv.url}/`, { readBody: false }));
    expect(out).toMatchObject({ status: 503, statusText: 'Service Unavailable', retryAfter: '7', contentType: '' });
    expect(out.error).toBeUndefined();
  });

  it('keeps a custom reason phrase from the server', async () => {
    const srv = await serve((_req, res) => {
      res.writeHead(404, 'Gone Fishing');
      res.end();
    });
    const out = await client().fetch(get(`${srv.url}/`));
    expect(out.statusText).toBe('Gone Fishing');
  });

  it('maps a bad input URL to invalid-url without throwing', async () => {
    const c = client();
    expect(await c.fetch(get('not a url'))).toMatchObject({ error: 'invalid-url', redirects: [] });
    expect(await c.fetch(get('ftp://example.invalid/x'))).toMatchObject({ error: 'invalid-url' });
  });

  it('resolves a request aborted mid-body as network/aborted', async () => {
    const srv = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
    });
    const ac = new AbortController();
    const c = client();
    // Aborted once the headers are in (wantBody is asked then) and the body is being read: not
    // after a fixed wait, which a loaded machine can spend before the headers even arrive.
    const wantBody = () => {
      setImmediate(() => ac.abort());
      return true;
    };
    const pending = c.fetch(get(`${srv.url}/`, { signal: ac.signal, wantBody }));
    expect(await pending).toMatchObject({ status: 200, error: 'network', errorMessage: 'aborted' });
    // An already-aborted signal never reaches the network.
    expect(await c.fetch(get(`${srv.url}/again`, { signal: ac.signal }))).toMatchObject({ error: 'network' });
    expect(srv.hits.has('GET /again')).toBe(false);
  });

  it('resolves an aborted request as network/aborted', async () => {
    const srv = await serve(() => {
      /* never answers */
    });
    const ac = new AbortController();
    const pending = client().fetch(get(`${srv.url}/`, { signal: ac.signal }));
    setTimeout(() => ac.abort(), 50);
    expect(await pending).toMatchObject({ error: 'network', errorMessage: 'aborted' });
  });
});

describe('HttpClient: redirects', () => {
  it('follows a chain and records every hop in order', async () => {
    const srv = await serve(
      routes({
        '/a': redirect(301, '/b'),
        '/b': redirect(302, '/c', 'moved'),
        '/c': redirect(308, '/d'),
        '/d': page('done'),
      }),
    );
    const out = await client().fetch(get(`${srv.url}/a`));
    expect(out.status).toBe(200);
    expect(out.finalUrl).toBe(`${srv.url}/d`);
    expect(out.redirects).toEqual([
      { url: `${srv.url}/a`, status: 301 },
      { url: `${srv.url}/b`, status: 302 },
      { url: `${srv.url}/c`, status: 308 },
    ]);
    expect(text(out.body)).toBe('done');
  });

  it('detects a redirect loop', async () => {
    const srv = await serve(routes({ '/x': redirect(302, '/y'), '/y': redirect(302, '/x') }));
    const out = await client().fetch(get(`${srv.url}/x`));
    expect(out.error).toBe('redirect-loop');
    expect(out.status).toBeUndefined();
    expect(out.redirects.map((h) => h.url)).toEqual([`${srv.url}/x`, `${srv.url}/y`]);
    expect(srv.hits.get('GET /x')).toBe(1);
  });

  it('stops after maxRedirects', async () => {
    const srv = await serve((req, res) => {
      const n = Number(req.url!.slice(1));
      res.writeHead(301, { location: `/${n + 1}` });
      res.end();
    });
    const out = await client({ maxRedirects: 3 }).fetch(get(`${srv.url}/0`));
    expect(out.error).toBe('too-many-redirects');
    expect(out.errorMessage).toContain('3');
    // Three redirects followed; the fourth is recorded but not followed.
    expect(out.redirects).toHaveLength(4);
    expect(srv.hits.size).toBe(4);
    expect(srv.hits.has('GET /4')).toBe(false);
  });

  it('reports a redirect to a non-http scheme', async () => {
    const srv = await serve(routes({ '/ftp': redirect(302, 'ftp://files.example/x'), '/js': redirect(301, 'javascript:alert(1)') }));
    const c = client();
    const ftp = await c.fetch(get(`${srv.url}/ftp`));
    expect(ftp.error).toBe('unsupported-redirect');
    expect(ftp.errorMessage).toContain('ftp:');
    expect(ftp.redirects).toEqual([{ url: `${srv.url}/ftp`, status: 302 }]);
    const js = await c.fetch(get(`${srv.url}/js`));
    expect(js.error).toBe('unsupported-redirect');
    expect(js.errorMessage).toContain('javascript:');
  });

  it('reports an unparseable Location as invalid-url', async () => {
    const srv = await serve(routes({ '/bad': redirect(302, 'http://[nope/') }));
    const out = await client().fetch(get(`${srv.url}/bad`));
    expect(out.error).toBe('invalid-url');
    expect(out.redirects).toHaveLength(1);
  });

  it('turns HEAD into GET after a 303, keeps HEAD after 307', async () => {
    const srv = await serve(
      routes({
        '/form': redirect(303, '/result'),
        '/result': page('result'),
        '/temp': redirect(307, '/there'),
        '/there': page('there'),
      }),
    );
    const c = client();
    const a = await c.fetch({ url: `${srv.url}/form`, method: 'HEAD', readBody: false });
    expect(a.status).toBe(200);
    expect(srv.hits.get('HEAD /form')).toBe(1);
    expect(srv.hits.get('GET /result')).toBe(1);
    expect(srv.hits.get('HEAD /result')).toBeUndefined();
    const b = await c.fetch({ url: `${srv.url}/temp`, method: 'HEAD', readBody: false });
    expect(b.status).toBe(200);
    expect(srv.hits.get('HEAD /there')).toBe(1);
  });

  it('resolves a relative Location against the hop URL', async () => {
    const srv = await serve(
      routes({
        '/a/b/page': redirect(301, '../c/d?x=1'),
        '/a/c/d?x=1': redirect(302, 'e'),
        '/a/c/e': page('ok'),
      }),
    );
    const out = await client().fetch(get(`${srv.url}/a/b/page`));
    expect(out.status).toBe(200);
    expect(out.finalUrl).toBe(`${srv.url}/a/c/e`);
  });

  it('treats a 3xx without Location as the final response', async () => {
    const srv = await serve((_req, res) => {
      res.writeHead(302);
      res.end();
    });
    const out = await client().fetch(get(`${srv.url}/`));
    expect(out).toMatchObject({ status: 302, redirects: [] });
    expect(out.error).toBeUndefined();
  });

  it('asks headersFor on every hop and drops a header across hosts', async (ctx) => {
    const otherAuth: (string | undefined)[] = [];
    let other: TestServer;
    try {
      other = await serve(
        (req, res) => {
          otherAuth.push(req.headers.authorization);
          res.end('landed');
        },
        { host: '127.0.0.2' },
      );
    } catch {
      ctx.skip();
      return;
    }
    const authSeen: (string | undefined)[] = [];
    const srv = await serve(
      routes({
        '/start': (req, res) => {
          authSeen.push(req.headers.authorization);
          res.writeHead(302, { location: `${other.url}/land` });
          res.end();
        },
      }),
    );
    const asked: string[] = [];
    const c = client({
      headersFor: (url) => {
        asked.push(url.href);
        return url.hostname === '127.0.0.1' ? { Authorization: 'Bearer secret' } : undefined;
      },
    });
    const out = await c.fetch(get(`${srv.url}/start`));
    expect(out.status).toBe(200);
    expect(text(out.body)).toBe('landed');
    expect(asked).toEqual([`${srv.url}/start`, `${other.url}/land`]);
    expect(authSeen).toEqual(['Bearer secret']);
    expect(otherAuth).toEqual([undefined]);
  });
});

describe('HttpClient: bodies', () => {
  const html = `<!doctype html><title>t</title>${'<p>lorem ipsum dolor</p>'.repeat(500)}`;

  function encoded(encoding: string, data: Buffer): Handler {
    return (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
      res.end(data);
    };
  }

  it.each([
    ['gzip', zlib.gzipSync(html)],
    ['deflate', zlib.deflateSync(html)],
    ['deflate', zlib.deflateRawSync(html)],
    ['br', zlib.brotliCompressSync(html)],
    ['x-gzip', zlib.gzipSync(html)],
  ])('decodes %s (%#)', async (encoding, data) => {
    const srv = await serve(encoded(encoding, data));
    const out = await client().fetch(get(`${srv.url}/`));
    expect(out.error).toBeUndefined();
    expect(text(out.body)).toBe(html);
  });

  it('keeps raw bytes for an unknown encoding', async () => {
    const srv = await serve(encoded('zstd-or-whatever', Buffer.from('raw bytes')));
    const out = await client().fetch(get(`${srv.url}/`));
    expect(text(out.body)).toBe('raw bytes');
  });

  it('maps an undecodable body to protocol, keeping the status', async () => {
    const srv = await serve(encoded('gzip', Buffer.from('this is not gzip at all')));
    const out = await client().fetch(get(`${srv.url}/`));
    expect(out).toMatchObject({ status: 200, error: 'protocol' });
    expect(out.errorMessage).toContain('gzip');
  });

  it('cuts an uncompressed body at maxBodyBytes', async () => {
    const srv = await serve(
      routes({
        '/big': page('a'.repeat(5000)),
        '/exact': page('b'.repeat(1000)),
      }),
    );
    const c = client({ maxBodyBytes: 1000 });
    const big = await c.fetch(get(`${srv.url}/big`));
    expect(big.body).toHaveLength(1000);
    expect(big.truncated).toBe(true);
    const exact = await c.fetch(get(`${srv.url}/exact`));
    expect(exact.body).toHaveLength(1000);
    expect(exact.truncated).toBeUndefined();
  });

  it('stops decoding a gzip bomb at the cap', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const srv = await serve(encoded('gzip', bomb));
    const out = await client({ maxBodyBytes: 1024 * 1024 }).fetch(get(`${srv.url}/`));
    expect(out.error).toBeUndefined();
    expect(out.truncated).toBe(true);
    expect(out.body).toHaveLength(1024 * 1024);
    expect(out.body!.every((b) => b === 0)).toBe(true);
  });

  it('stops decoding a brotli bomb at the cap', async () => {
    const bomb = zlib.brotliCompressSync(Buffer.alloc(50 * 1024 * 1024), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    const srv = await serve(encoded('br', bomb));
    const out = await client({ maxBodyBytes: 1024 * 1024 }).fetch(get(`${srv.url}/`));
    expect(out.truncated).toBe(true);
    expect(out.body).toHaveLength(1024 * 1024);
  });

  it('does not read a large body nobody wants', async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((r) => (closed = r));
    let sent = 0;
    const total = 100 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const srv = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const timer = setInterval(() => {
        if (sent >= total) {
          clearInterval(timer);
          res.end();
          return;
        }
        res.write(chunk);
        sent += chunk.length;
      }, 5);
      res.on('close', () => {
        clearInterval(timer);
        closed();
      });
    });
    const types: string[] = [];
    const out = await client().fetch(
      get(`${srv.url}/file.zip`, {
        wantBody: (ct) => {
          types.push(ct);
          return ct.startsWith('text/html');
        },
      }),
    );
    expect(out.status).toBe(200);
    expect(out.body).toBeUndefined();
    expect(types).toEqual(['application/octet-stream']);
    await serverSawClose;
    expect(sent).toBeLessThan(total);
  });
});

describe('HttpClient: failures', () => {
  it('times out waiting for headers', async () => {
    const srv = await serve(() => {
      /* never answers */
    });
    const out = await client({ timeout: 300 }).fetch(get(`${srv.url}/`));
    expect([out.kind, out.error]).toEqual(['error', 'timeout']);
    expect(out.status).toBeUndefined();
    expect(out.errorMessage).toMatch(/headers.*300 ms/);
  });

  it('times out on a stalled body, keeping the status', async () => {
    const srv = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><body>');
    });
    // Headers come at once, but on a loaded machine "at once" can take a few hundred ms: the
    // timeout must be one the headers always beat, or it fires waiting for them.
    const out = await client({ timeout: 1_000 }).fetch(get(`${srv.url}/`));
    // An error, the head that came before it kept: the report shows the status beside it.
    expect(out).toMatchObject({ kind: 'error', status: 200, error: 'timeout' });
    expect(out.errorMessage).toMatch(/body.*1000 ms/);
    expect(out.body).toBeUndefined();
  });

  it('reports a refused connection', async () => {
    const srv = await startServer(() => undefined);
    const { url } = srv;
    await srv.close();
    const out = await client().fetch(get(`${url}/`));
    expect(out.error).toBe('refused');
    expect(out.errorMessage).toContain('ECONNREFUSED');
  });

  it('reports a name that does not resolve (ENOTFOUND from the resolver), with its code', async () => {
    const out = await client().fetch(get('http://nothing.nxdomain.internal/'));
    expect(out).toMatchObject({ error: 'dns', systemCode: 'ENOTFOUND', finalUrl: 'http://nothing.nxdomain.internal/' });
    expect(out.errorMessage).toContain('ENOTFOUND');
  });

  it('reports a resolver that timed out as dns with code EAI_AGAIN', async () => {
    const out = await client().fetch(get('http://slow.eai-again.internal/'));
    expect(out).toMatchObject({ error: 'dns', systemCode: 'EAI_AGAIN' });
  });

  it('connects to loopback for a *.localhost name (answered without a resolver)', async () => {
    const srv = await serve((_req, res) => res.end('hello'));
    const port = new URL(srv.url).port;
    const out = await client().fetch(get(`http://site.localhost:${port}/`));
    expect(out).toMatchObject({ status: 200, finalUrl: `http://site.localhost:${port}/` });
  });

  it('reports a connection reset mid-body, keeping the status', async () => {
    const srv = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': '100000' });
      res.write('x'.repeat(1000), () => setTimeout(() => req.socket.resetAndDestroy(), 20));
    });
    const out = await client().fetch(get(`${srv.url}/`));
    expect(out).toMatchObject({ status: 200, error: 'reset' });
  });

  it('reports a malformed response as protocol', async () => {
    const raw = net.createServer((socket) => {
      socket.on('data', () => socket.end('HTTP/1.1 twohundred OK\r\nfoo\r\n\r\n'));
    });
    await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
    const { port } = raw.address() as net.AddressInfo;
    try {
      const out = await client().fetch(get(`http://127.0.0.1:${port}/`));
      expect(out.error).toBe('protocol');
    } finally {
      await new Promise((r) => raw.close(r));
    }
  });
});

describe('HttpClient: TLS', () => {
  const tls = selfSignedCert(); // undefined without openssl: the TLS tests skip

  it.skipIf(tls === undefined)('rejects a self-signed certificate as tls', async () => {
    const srv = await serve(page('secret'), { tls: tls! });
    const out = await client().fetch(get(`${srv.url}/`));
    expect(out.error).toBe('tls');
    expect(out.errorMessage).toBeTruthy();
  });

  it.skipIf(tls === undefined)('accepts it with insecure: true', async () => {
    const srv = await serve(page('secret'), { tls: tls! });
    const out = await client({ insecure: true }).fetch(get(`${srv.url}/`));
    expect(out.status).toBe(200);
    expect(text(out.body)).toBe('secret');
  });
});

describe('HttpClient: connection reuse', () => {
  it('reuses keep-alive sockets across sequential requests and redirects', async () => {
    const srv = await serve(
      routes({
        '/page': page('<p>hi</p>'),
        '/moved': redirect(301, '/page', 'x'.repeat(2000)),
        '/gz': (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
          res.end(zlib.gzipSync('<p>zipped</p>'));
        },
      }),
    );
    let connections = 0;
    srv.server.on('connection', () => connections++);
    // The pool may open a second socket when a request is dispatched just before the first
    // socket reports itself free; with two allowed, a third connection means one was dropped.
    const c = client({ connectionsPerOrigin: 2 });
    for (let i = 0; i < 20; i++) {
      expect((await c.fetch(get(`${srv.url}/page`))).status).toBe(200);
      expect((await c.fetch(get(`${srv.url}/page`, { readBody: false }))).status).toBe(200);
      expect((await c.fetch(get(`${srv.url}/moved`))).status).toBe(200);
      expect(text((await c.fetch(get(`${srv.url}/gz`))).body)).toBe('<p>zipped</p>');
      // A 404 whose body is not wanted is drained, not dropped with its socket.
      expect((await c.fetch(get(`${srv.url}/nope`, { readBody: false }))).status).toBe(404);
    }
    expect(connections).toBeLessThanOrEqual(2);
  });

  it('answers repeated HEADs (undici closes the socket after each HEAD by design)', async () => {
    const srv = await serve(page('x'));
    const c = client();
    for (let i = 0; i < 10; i++) {
      expect((await c.fetch({ url: `${srv.url}/h`, method: 'HEAD', readBody: false })).status).toBe(200);
    }
    expect(srv.hits.get('HEAD /h')).toBe(10);
  });

  it('close() lets in-flight requests settle and is idempotent', async () => {
    const srv = await serve(() => {
      /* never answers */
    });
    const c = client();
    const pending = c.fetch(get(`${srv.url}/`));
    await new Promise((r) => setTimeout(r, 50));
    await Promise.all([c.close(), c.close()]);
    const out = await pending;
    expect(out.error).toBeDefined();
  });
});

describe('HttpClient: releasing bodies', () => {
  it('frees a read body at once, and the responses after it on the same connection are intact', async () => {
    const big = (n: number) => `<p>${String(n).repeat(3)}</p>`.repeat(1500); // ~15-20 KB
    const srv = await serve(
      routes({
        ...Object.fromEntries(Array.from({ length: 5 }, (_, n) => [`/big${n}`, page(big(n))])),
        '/small': page('<p>small</p>'),
        '/gz': (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
          res.end(zlib.gzipSync(big(7)));
        },
        '/chunked': (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.write(big(8).slice(0, 9000));
          setTimeout(() => res.end(big(8).slice(9000)), 5);
        },
      }),
    );
    let connections = 0;
    srv.server.on('connection', () => connections++);
    const c = client({ connectionsPerOrigin: 1 });
    for (let round = 0; round < 10; round++) {
      for (const [path, want] of [
        ...Array.from({ length: 5 }, (_, n) => [`/big${n}`, big(n)] as const),
        ['/small', '<p>small</p>'] as const,
        ['/gz', big(7)] as const,
        ['/chunked', big(8)] as const,
      ]) {
        const out = await c.fetch(get(`${srv.url}${path}`));
        expect(text(out.body), `${path} in round ${round}`).toBe(want);
        releaseBody(out.body!);
        if (want.length < 4096)
          expect(out.body!.byteLength, path).toBe(want.length); // left alone
        else if (path !== '/gz') expect(out.body!.byteLength, path).toBe(0); // freed: its buffer is detached
        // (a gzip body decoded in one chunk sits in a buffer Node does not let go: left to the GC)
      }
    }
    expect(connections).toBe(1);
  });

  it("never detaches a small Buffer, which may share Node's buffer pool with others", () => {
    const a = Buffer.from('first small buffer');
    const b = Buffer.from('second small buffer');
    releaseBody(a);
    expect(a.toString()).toBe('first small buffer');
    expect(b.toString()).toBe('second small buffer');
  });
});
