/**
 * TLS for loopback tests and benches: a self-signed certificate made at run time with openssl
 * (node:crypto cannot sign X.509), and an HTTP/2 server (HTTP/1.1 too, by ALPN) that counts
 * its connections and the protocol of every request.
 *
 * The certificate is trusted only where a test hands it over (the crawl's `ca` service, or
 * NODE_EXTRA_CA_CERTS for a child): product code never turns verification off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listenOnFreePort } from '../../src/local/server.js';

export interface Certificate {
  key: string;
  cert: string;
}

/** A self-signed certificate for these DNS names and IP addresses (valid one day). */
export function selfSigned(names: string[], ips: string[] = ['127.0.0.1']): Certificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'linkspider-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const san = [...names.map((n) => `DNS:${n}`), ...ips.map((i) => `IP:${i}`)].join(',');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        `/CN=${names[0] ?? ips[0]}`,
        '-addext',
        `subjectAltName=${san}`,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type H2Handler = (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void;

export interface H2Server {
  /** `https://127.0.0.1:PORT` (or the bound host). */
  url: string;
  port: number;
  /** TLS connections accepted. */
  connections: number;
  /** HTTP/2 sessions (connections that chose h2). */
  sessions: number;
  /** `HTTP-version METHOD path` of every request, e.g. `2.0 HEAD /a`. */
  requests: string[];
  close(): Promise<void>;
}

/** An HTTPS server that offers h2 and http/1.1 (the client chooses by ALPN), on `host` port 0. */
export async function startH2Server(tls: Certificate, handler: H2Handler, host = '127.0.0.1'): Promise<H2Server> {
  const state = { connections: 0, sessions: 0, requests: [] as string[] };
  const server = http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, (req, res) => {
    state.requests.push(`${req.httpVersion} ${req.method} ${req.url}`);
    handler(req, res);
  });
  server.on('secureConnection', () => state.connections++);
  server.on('session', () => state.sessions++);
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s: import('node:net').Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const port = await listenOnFreePort(server as unknown as import('node:net').Server, host);
  return {
    url: `https://${host}:${port}`,
    port,
    get connections() {
      return state.connections;
    },
    get sessions() {
      return state.sessions;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}
