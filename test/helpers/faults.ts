/**
 * A hostile site on loopback: one route per fault, next to ordinary pages, so a test can
 * crawl "a normal site with one bad page on it" and check that the bad page costs exactly
 * one verdict.
 *
 *   const site = await startFaultServer();
 *   const report = await crawl(opts(site.start('gzip-bomb')));
 *   // site.start(f) = `${url}/s/<f>/`: links to the fault `/f/<f>` and to pages a and b;
 *   // b links to `/s/<f>/gone`, a planted 404 that must still be found.
 *
 * Faults plain HTTP cannot express (a broken status line, broken headers, an HTTP/1.0
 * close-delimited body, a TCP reset) are written straight onto the request's socket: the
 * `net.Socket` under node's HTTP server, so they live on the same origin as the rest of the site
 * (and count as in-scope pages).
 *
 * Routes (`/f/<name>`):
 *   reset         200 + 16 KB of a promised 1 MB body, then a TCP RST
 *   stall-headers never answers
 *   stall-body    200 + half a page, then nothing (socket held open)
 *   endless       200 text/html, streams spaces for as long as the client reads
 *   drip          200 text/html, then one byte every 100 ms, forever: never idle long enough for a body timeout
 *   gzip-bomb     ~1 MB of gzip that expands to 1 GiB (64 copies of one 16 MiB member)
 *   br-bomb       ~200 KB of brotli that expands to 1 GiB (compressed once, streaming)
 *   loop          /f/loop → /f/loop/2 → /f/loop
 *   bad-scheme    302 to ftp://127.0.0.1/file
 *   maze          a page linking /f/maze/0 … /f/maze/999; each redirects to the next (mod 1000)
 *   bad-status    `HTTP/1.1 2x0 Fine`
 *   bad-headers   a header line without a colon, and a control character in a value
 *   bad-ctype     `Content-Type: ;;; / ;` over an HTML body
 *   bad-charset   `text/html; charset=x-no-such-charset` with a link to `/s/bad-charset/via-charset` (404)
 *   garbage       256 KB of random bytes served as text/html
 *   many-links    100,000 `<a>` to 2,000 distinct URLs; `/f/many/1999` is 404
 *   deep          10,000 nested `<div>`, then 10,000 nested `<svg><g>`, each around a link to a 404
 *   long-url      a link whose path is 50 KB long
 *   trap          `/f/trap/<n>[/x…]` → links to `/f/trap/<n+1>` and `<here>/x`: infinite
 *   soft-404      every `/f/soft-404/…` answers 200 with a page linking one level deeper
 *   http10        raw `HTTP/1.0 200` without Content-Length, body ends at close; it links to a 404
 *   tls           a link to a second, HTTPS origin with a self-signed certificate (when openssl exists)
 *   dns           a link to http://linkspider-fault.invalid/
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, type TestServer } from './server.js';

export const FAULTS = [
  'reset',
  'stall-headers',
  'stall-body',
  'endless',
  'drip',
  'gzip-bomb',
  'br-bomb',
  'loop',
  'bad-scheme',
  'maze',
  'bad-status',
  'bad-headers',
  'bad-ctype',
  'bad-charset',
  'garbage',
  'many-links',
  'deep',
  'long-url',
  'trap',
  'soft-404',
  'http10',
  'tls',
  'dns',
] as const;
export type Fault = (typeof FAULTS)[number];

export const BOMB_EXPANDED_BYTES = 1024 * 1024 * 1024;
export const MANY_LINKS = 100_000;
export const MANY_DISTINCT = 2_000;
export const MAZE_SIZE = 1_000;
export const DEEP = 10_000;
export const LONG_URL_BYTES = 50 * 1024;

export interface FaultServer extends TestServer {
  /** Start URL of the small site around one fault: `${url}/s/<fault>/`. */
  start(fault: Fault): string;
  /** The fault's own URL as the site links it. */
  faultUrl(fault: Fault): string;
  /** HTTPS origin with a self-signed certificate, or undefined when openssl is missing. */
  tlsUrl: string | undefined;
  /** Bytes the server pushed into `/f/endless` and the bombs (to show the client stopped reading). */
  sent: Record<string, number>;
}

const html = (body: string, title = 'page') => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

let gzipBomb: Buffer | undefined;
let brBomb: Promise<Buffer> | undefined;

/** 64 gzip members of 16 MiB of spaces each: gunzip reads concatenated members as one stream. */
function getGzipBomb(): Buffer {
  if (!gzipBomb) {
    const member = zlib.gzipSync(Buffer.alloc(16 * 1024 * 1024, 0x20), { level: 9 });
    gzipBomb = Buffer.concat(Array.from({ length: BOMB_EXPANDED_BYTES / (16 * 1024 * 1024) }, () => member));
  }
  return gzipBomb;
}

/** 1 GiB of spaces through brotli, fed 1 MiB at a time so the expanded form is never held. */
function getBrBomb(): Promise<Buffer> {
  brBomb ??= (async () => {
    const enc = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
    const out: Buffer[] = [];
    enc.on('data', (c: Buffer) => out.push(c));
    const ended = new Promise((r) => enc.on('end', r));
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    for (let i = 0; i < BOMB_EXPANDED_BYTES / chunk.length; i++) {
      if (!enc.write(chunk)) await new Promise((r) => enc.once('drain', r));
    }
    enc.end();
    await ended;
    return Buffer.concat(out);
  })();
  return brBomb;
}

/** A self-signed certificate for CN=localhost, or undefined without openssl. */
export function selfSignedCert(): { key: Buffer; cert: Buffer } | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'linkspider-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', keyFile, '-out', certFile], {
      stdio: 'ignore',
    });
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
}

/** Write raw bytes on the socket under the request and close it: HTTP the server would never send. */
function raw(req: IncomingMessage, bytes: string | Buffer): void {
  const socket = req.socket;
  socket.write(bytes);
  socket.end();
}

/** Write `chunk` for as long as the client reads, honouring backpressure; stops when it goes away. */
function stream(res: ServerResponse, chunk: Buffer, count: number, onSent: (n: number) => void): void {
  let i = 0;
  let closed = false;
  res.on('close', () => (closed = true));
  const pump = (): void => {
    while (!closed && i < count) {
      i++;
      onSent(chunk.length);
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!closed) res.end();
  };
  pump();
}

export interface FaultServerOptions {
  /** Serve the TLS fault (generates a certificate with openssl). @default true */
  tls?: boolean;
}

export async function startFaultServer(options: FaultServerOptions = {}): Promise<FaultServer> {
  const sent: Record<string, number> = {};
  const count = (k: string) => (n: number) => (sent[k] = (sent[k] ?? 0) + n);
  const held = new Set<ServerResponse>();

  let tlsServer: TestServer | undefined;
  const cert = options.tls === false ? undefined : selfSignedCert();
  if (cert) {
    tlsServer = await startServer((_req, res) => send(res, 200, html('secure')), { tls: cert });
  }

  let origin = '';
  const faultUrl = (f: Fault): string => {
    switch (f) {
      case 'tls':
        return tlsServer ? `${tlsServer.url.replace('127.0.0.1', 'localhost')}/` : `${origin}/f/tls-unavailable`;
      case 'dns':
        return 'http://linkspider-fault.invalid/';
      case 'trap':
        return `${origin}/f/trap/0`;
      default:
        return `${origin}/f/${f}`;
    }
  };

  const srv = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const p = url.pathname;

    // ---- the ordinary site around each fault -------------------------------------------------
    let m = /^\/s\/([a-z0-9-]+)\/(|a|b|img\.png|gone|via-charset)$/.exec(p);
    if (m) {
      const f = m[1] as Fault;
      const page = m[2];
      const base = `/s/${f}`;
      if (page === '') {
        return send(res, 200, html(`<a href="${faultUrl(f)}">the fault</a> <a href="${base}/a">a</a> <a href="${base}/b">b</a>`, `site ${f}`));
      }
      if (page === 'a') return send(res, 200, html(`<a href="${base}/b">b</a> <img src="${base}/img.png" alt="img">`, 'a'));
      if (page === 'b') return send(res, 200, html(`<p>b</p><a href="${base}/gone">gone</a>`, 'b'));
      if (page === 'img.png') return send(res, 200, Buffer.from('\x89PNG'), { 'content-type': 'image/png' });
      return send(res, 404, html('not found'));
    }

    // ---- the faults ------------------------------------------------------------------------------
    switch (p) {
      case '/f/reset': {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(1024 * 1024) });
        res.write(`<!doctype html><a href="/s/reset/never-seen">x</a>${' '.repeat(16 * 1024)}`, () => {
          setTimeout(() => req.socket.resetAndDestroy(), 10);
        });
        return;
      }
      case '/f/stall-headers':
        held.add(res);
        res.on('close', () => held.delete(res));
        return; // never answers
      case '/f/stall-body':
        held.add(res);
        res.on('close', () => held.delete(res));
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><title>half</title><p>half a pa');
        return;
      case '/f/endless':
        res.writeHead(200, { 'content-type': 'text/html' });
        return stream(res, Buffer.alloc(64 * 1024, 0x20), Number.MAX_SAFE_INTEGER, count('endless'));
      case '/f/drip': {
        held.add(res);
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><title>drip</title>');
        const timer = setInterval(() => {
          count('drip')(1);
          res.write(' ');
        }, 100);
        res.on('close', () => {
          clearInterval(timer);
          held.delete(res);
        });
        return;
      }
      case '/f/gzip-bomb': {
        const bomb = getGzipBomb();
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
        return writeSlices(res, bomb, 16 * 1024, count('gzip-bomb'));
      }
      case '/f/br-bomb':
        void getBrBomb().then((bomb) => {
          res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br', 'content-length': String(bomb.length) });
          writeSlices(res, bomb, 16 * 1024, count('br-bomb'));
        });
        return;
      case '/f/loop':
        return send(res, 302, '', { location: '/f/loop/2' });
      case '/f/loop/2':
        return send(res, 301, '', { location: '/f/loop' });
      case '/f/bad-scheme':
        return send(res, 302, '', { location: 'ftp://127.0.0.1/file' });
      case '/f/maze':
        return send(res, 200, html(Array.from({ length: MAZE_SIZE }, (_, i) => `<a href="/f/maze/${i}">${i}</a>`).join('\n')));
      case '/f/bad-status':
        return raw(req, 'HTTP/1.1 2x0 Fine\r\nContent-Type: text/html\r\nContent-Length: 2\r\n\r\nhi');
      case '/f/bad-headers':
        return raw(req, 'HTTP/1.1 200 OK\r\nContent-Type text/html\r\nX-Evil: a\x01b\r\nContent-Length: 2\r\n\r\nhi');
      case '/f/bad-ctype':
        return send(res, 200, html('<a href="/s/bad-ctype/not-parsed">x</a>'), { 'content-type': ';;; / ;' });
      case '/f/bad-charset':
        return send(res, 200, html('<a href="/s/bad-charset/via-charset">via charset</a>'), {
          'content-type': 'text/html; charset=x-no-such-charset',
        });
      case '/f/garbage':
        return send(res, 200, randomBytes(256 * 1024), { 'content-type': 'text/html' });
      case '/f/many-links': {
        const parts: string[] = [];
        for (let i = 0; i < MANY_LINKS; i++) parts.push(`<a href="/f/many/${i % MANY_DISTINCT}">l${i}</a>\n`);
        return send(res, 200, html(parts.join('')));
      }
      case '/f/deep': {
        const body =
          '<div>'.repeat(DEEP) +
          '<a href="/s/deep/gone-div">deep div</a>' +
          '</div>'.repeat(DEEP) +
          '<svg>' +
          '<g>'.repeat(DEEP) +
          '<a href="/s/deep/gone-svg">deep svg</a>' +
          '</g>'.repeat(DEEP) +
          '</svg>';
        return send(res, 200, html(body));
      }
      case '/f/long-url':
        return send(res, 200, html(`<a href="/f/long/${'x'.repeat(LONG_URL_BYTES)}">long</a>`));
      case '/f/tls-unavailable':
        return send(res, 200, html('no openssl'));
      case '/f/http10':
        return raw(
          req,
          'HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n' + html(`<p>${'close-delimited '.repeat(2000)}</p><a href="/s/http10/via-http10">via http10</a>`),
        );
    }
    if ((m = /^\/f\/many\/(\d+)$/.exec(p))) {
      return Number(m[1]) === MANY_DISTINCT - 1 ? send(res, 404, 'no') : send(res, 200, 'ok', { 'content-type': 'text/plain' });
    }
    if ((m = /^\/f\/maze\/(\d+)$/.exec(p))) {
      return send(res, 302, '', { location: `/f/maze/${(Number(m[1]) + 1) % MAZE_SIZE}` });
    }
    if ((m = /^\/f\/trap\/(\d+)((?:\/x)*)$/.exec(p))) {
      const n = Number(m[1]);
      return send(res, 200, html(`<a href="/f/trap/${n + 1}">next</a> <a href="${p}/x">deeper</a>`));
    }
    if (p.startsWith('/f/soft-404/') || p === '/f/soft-404') {
      // Every URL "exists": the page says not found but answers 200, and links one level deeper.
      return send(res, 200, html(`<h1>Page not found</h1><a href="${p.replace(/\/$/, '')}/more">more</a>`, 'Not found'));
    }
    if (p.startsWith('/f/long/')) return send(res, 200, 'long ok', { 'content-type': 'text/plain' });
    send(res, 404, html('not found'));
  });
  origin = srv.url;

  const close = srv.close.bind(srv);
  return {
    ...srv,
    sent,
    tlsUrl: tlsServer?.url,
    start: (f) => `${origin}/s/${f}/`,
    faultUrl,
    async close() {
      for (const r of held) r.destroy();
      await Promise.all([close(), tlsServer?.close()]);
    },
  };
}

/** Write a buffer in slices with backpressure; stop when the client goes away. */
function writeSlices(res: ServerResponse, buf: Buffer, step: number, onSent: (n: number) => void): void {
  let off = 0;
  let closed = false;
  res.on('close', () => (closed = true));
  const pump = (): void => {
    while (!closed && off < buf.length) {
      const slice = buf.subarray(off, off + step);
      off += slice.length;
      onSent(slice.length);
      if (!res.write(slice)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!closed) res.end();
  };
  pump();
}
