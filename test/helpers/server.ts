/**
 * A throwaway HTTP server on loopback for integration tests.
 *
 *   const srv = await startServer((req, res) => res.end('hi'));
 *   await fetchSomething(`${srv.url}/page`);
 *   expect(srv.hits.get('GET /page')).toBe(1);
 *   await srv.close();
 *
 * Binds `host` (default 127.0.0.1) on port 0, so tests never collide. `close()` also drops
 * keep-alive and half-finished connections, so it returns at once even when a handler left a
 * response hanging on purpose.
 */
import http from 'node:http';
import https from 'node:https';
import { listenOnFreePort, urlHost } from '../../src/local/server.js';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface TestServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:43121`. Append paths to it. */
  url: string;
  /** Same as `url` (scheme, host and port); kept separate for readability at call sites. */
  origin: string;
  port: number;
  /** Requests seen, keyed `METHOD path` (path with query), e.g. `GET /a?b=1`. */
  hits: Map<string, number>;
  /** The underlying server, e.g. to count `connection` events. */
  server: http.Server;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Address to bind. @default '127.0.0.1' */
  host?: string;
  /** Serve HTTPS with this key and certificate (PEM). */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

export async function startServer(handler: Handler, options: ServerOptions = {}): Promise<TestServer> {
  const host = options.host ?? '127.0.0.1';
  const hits = new Map<string, number>();
  const onRequest: Handler = (req, res) => {
    const key = `${req.method} ${req.url}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    try {
      handler(req, res);
    } catch (err) {
      // A throwing handler should fail the test visibly, not hang the client.
      if (!res.headersSent) res.writeHead(500);
      res.end(String(err));
    }
  };
  const server: http.Server = options.tls ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, onRequest) : http.createServer(onRequest);

  const port = await listenOnFreePort(server, host);
  const origin = `${options.tls ? 'https' : 'http'}://${urlHost(host)}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url: origin,
    origin,
    port,
    hits,
    server,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
