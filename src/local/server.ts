/**
 * Serve a built site folder on loopback (GET and HEAD), and map URLs back to files for annotations.
 *
 * The folder's rules (index files, `dir` → `dir/`, `/about` → `about.html`, content types, nothing
 * outside the folder) are `site-files.ts`'s, the same the crawl reads a folder with: this is only their
 * HTTP face. A malformed target or one that tries to leave the folder is 400; a symbolic link is followed
 * (a loop or an unreadable target is 403, a link to nothing 404, with a status text that says so), or with
 * `followSymlinks: false` one out of the folder is 404 saying so.
 *
 * A crawl that reads the folder directly (crawl/checkers/folder.ts) needs only its URLs: `listen: false`
 * gives them under `http://127.0.0.1:0`, with no socket. Port 0 is one no service can listen on, so a link
 * to a real server on loopback is never taken for one of the folder's; and the run does not load node:http,
 * nor pay for listening (dns, cluster: ~10 ms, a tenth of a small folder check).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { pipeline } from 'node:stream';
import { folderRulesOf, SiteFolder } from './site-files.js';
import { errorPage, openServed, statusTextOf } from './served-file.js';

export interface StaticServer {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:PORT/` (`http://127.0.0.1:0/` when not listening). */
  url: string;
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  /** Absolute path of the served folder. */
  root: string;
  /** The folder and its rules: what the server serves, read without it. */
  folder: SiteFolder;
  /**
   * The file served for `url` (absolute, or relative to `this.url`), relative to `root` with
   * forward slashes; a folder URL maps to its `index.html` (also without the trailing slash,
   * following the redirect). Undefined when the URL is not on this server or no file is served.
   */
  fileFor(url: string): string | undefined;
  /** Stop listening and drop every connection, including idle keep-alive ones (nothing to do when not listening). */
  close(): Promise<void>;
}

function sendError(res: ServerResponse, status: number, headers: Record<string, string> = {}, reason?: string): void {
  const page = errorPage(status);
  res.writeHead(status, reason ?? statusTextOf(status), {
    ...headers,
    'Content-Type': page.contentType,
    'Content-Length': String(page.body.length),
  });
  res.end(page.body); // Node sends no body for HEAD
}

/**
 * Send the file `real` as `contentType`.
 *
 * The handle is closed here on every path. A client that hangs up while the file is being opened (as a short
 * `--timeout` makes the crawl do) leaves a destroyed response, which `pipeline` refuses with a throw; the
 * handle then lingered until garbage collection closed it (Node's DEP0137 warning, one per request).
 */
async function serveFile(req: IncomingMessage, res: ServerResponse, real: string, contentType: string): Promise<void> {
  const opened = await openServed(real);
  if ('status' in opened) {
    sendError(res, opened.status);
    return;
  }
  const { handle, size } = opened;
  let piped = false;
  try {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': String(size) });
    if (req.method === 'HEAD' || size === 0 || res.destroyed) {
      res.end();
      return;
    }
    // Read exactly the size announced, even if the file grows meanwhile.
    const stream = handle.createReadStream({ start: 0, end: size - 1, autoClose: false });
    pipeline(stream, res, () => {
      // A client that hangs up mid-body is not our error; pipeline already destroyed both ends. close()
      // waits for a read still under way.
      handle.close().catch(() => {});
    });
    piped = true;
  } finally {
    if (!piped) await handle.close().catch(() => {});
  }
}

/**
 * Serve `root` on `http://127.0.0.1:<free port>/` (GET and HEAD; keep-alive); with `listen: false`, only
 * its rules and URLs, under `http://127.0.0.1:0/`. Throws an Error naming the folder when it is missing,
 * not a folder, or unreadable. `rules`: its index files, fallback extensions and excluded paths (the options'
 * fields; not given: `index.html`, `.html`, none).
 */
export async function startStaticServer(
  root: string,
  options: { host?: string; listen?: boolean; rules?: Parameters<typeof folderRulesOf>[0] } = {},
): Promise<StaticServer> {
  const folder = await SiteFolder.open(root, options.rules && folderRulesOf(options.rules));
  const host = options.host ?? '127.0.0.1';
  if (options.listen === false) return localSite(folder, `http://${urlHost(host)}:0/`, () => Promise.resolve());

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, { Allow: 'GET, HEAD' });
      return;
    }
    const resolution = await folder.resolve(req.url ?? '');
    if (resolution.kind === 'redirect') {
      res.writeHead(301, { Location: resolution.location, 'Content-Length': '0' });
      res.end();
    } else if (resolution.kind === 'file') {
      await serveFile(req, res, resolution.real, resolution.contentType);
    } else if (resolution.kind === 'missing') {
      sendError(res, 404, {}, resolution.reason);
    } else if (resolution.kind === 'denied') {
      sendError(res, 403, {}, resolution.reason);
    } else {
      sendError(res, 400);
    }
  };

  const server = process.getBuiltinModule('node:http').createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500);
      else res.destroy();
    });
  });

  const port = await listenOnFreePort(server, host);
  let closing: Promise<void> | undefined;
  return localSite(folder, `http://${urlHost(host)}:${port}/`, () => {
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
    return closing;
  });
}

/** The folder's pages under `url`; `close` stops what serves them. */
function localSite(folder: SiteFolder, url: string, close: () => Promise<void>): StaticServer {
  const origin = new URL(url).origin;
  return {
    url,
    origin,
    root: folder.root,
    folder,
    fileFor(link: string): string | undefined {
      let u: URL;
      try {
        u = new URL(link, url);
      } catch {
        return undefined;
      }
      return u.origin === origin ? folder.fileFor(u.pathname + u.search) : undefined;
    },
    close,
  };
}

/** Listen on a free port of `host`; resolves with the port, rejects when the address cannot be bound. */
export async function listenOnFreePort(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** A host as written in a URL: an IPv6 address in brackets. */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
