/**
 * Serve a built site folder on loopback, so a folder is crawled through the same HTTP code
 * path as a live site, and map URLs back to files for annotations.
 *
 * Behaves like common static hosts (GitHub Pages, Netlify): `dir/` serves `dir/index.html`,
 * `dir` redirects to `dir/` (so relative links resolve as they will in production), and
 * `/about` falls back to `about.html`. Nothing outside the folder is ever served: request
 * paths with `..`, encoded slashes/backslashes or NUL are refused with 400, and every file is
 * checked by its real path, so symlinks leading out of the folder are 404.
 */
import { constants, realpathSync, statSync } from 'node:fs';
import { access, type FileHandle, open, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';

export interface StaticServer {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:PORT/`. */
  url: string;
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  /** Absolute path of the served folder. */
  root: string;
  /**
   * The file served for `url` (absolute, or relative to `this.url`), relative to `root` with
   * forward slashes; a folder URL maps to its `index.html` (also without the trailing slash,
   * following the redirect). Undefined when the URL is not on this server or no file is served.
   */
  fileFor(url: string): string | undefined;
  /** Stop listening and drop every connection, including idle keep-alive ones. */
  close(): Promise<void>;
}

/**
 * Content types by extension. HTML and text types carry no charset on purpose: the files'
 * bytes decide (BOM, `<meta charset>`), as they do for the crawler on a real host.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
};

/** Content type for a file name by its extension; `application/octet-stream` when unknown. */
export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A request path split into checked segments. */
interface Target {
  /** Decoded, non-empty segments; none is `.`/`..` or holds `/`, `\` or NUL. */
  segments: string[];
  /** The same segments as the client wrote them (still percent-encoded), for redirects. */
  raw: string[];
  trailingSlash: boolean;
  /** `?…` or empty. */
  query: string;
}

/** Parse a request target; undefined when it is malformed or tries to leave the folder. */
function parseTarget(requestTarget: string): Target | undefined {
  let pathAndQuery = requestTarget;
  if (!pathAndQuery.startsWith('/')) {
    // Absolute-form (`GET http://host/path`) is legal HTTP; anything else (`*`, junk) is not.
    if (!/^https?:\/\//i.test(pathAndQuery)) return undefined;
    try {
      const u = new URL(pathAndQuery);
      pathAndQuery = u.pathname + u.search;
    } catch {
      return undefined;
    }
  }
  const hashAt = pathAndQuery.indexOf('#');
  if (hashAt !== -1) pathAndQuery = pathAndQuery.slice(0, hashAt);
  const queryAt = pathAndQuery.indexOf('?');
  const rawPath = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);

  const segments: string[] = [];
  const raw: string[] = [];
  for (const part of rawPath.split('/')) {
    if (part === '') continue; // `//a` is `/a`: never an absolute file-system path
    if (part.includes('\\')) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return undefined;
    segments.push(decoded);
    raw.push(part);
  }
  return { segments, raw, trailingSlash: rawPath.endsWith('/'), query };
}

/** What a path on disk is, by its real (symlink-free) location inside the folder. */
interface Entry {
  kind: 'file' | 'dir';
  real: string;
}

type Resolution = { kind: 'file'; real: string; rel: string } | { kind: 'redirect'; location: string } | { kind: 'missing' };

const MISSING: Resolution = { kind: 'missing' };

/**
 * The serving rules, written once for both the async server and the sync `fileFor`: the
 * generator yields paths to look up and receives what is there (see `runAsync`/`runSync`).
 */
function* resolveTarget(root: string, t: Target): Generator<string, Resolution, Entry | undefined> {
  const served = (logical: string, entry: Entry): Resolution => ({
    kind: 'file',
    real: entry.real,
    rel: path.relative(root, logical).split(path.sep).join('/'),
  });

  const logical = path.join(root, ...t.segments);
  const entry = yield logical;
  if (entry?.kind === 'dir') {
    if (!t.trailingSlash) {
      // Built from the checked segments (empty ones dropped), so never `//host`-style.
      return { kind: 'redirect', location: `/${t.raw.join('/')}/${t.query}` };
    }
    const indexPath = path.join(logical, 'index.html');
    const index = yield indexPath;
    return index?.kind === 'file' ? served(indexPath, index) : MISSING;
  }
  if (entry?.kind === 'file') return t.trailingSlash ? MISSING : served(logical, entry);
  if (!t.trailingSlash && t.segments.length > 0) {
    const htmlPath = `${logical}.html`;
    const html = yield htmlPath;
    if (html?.kind === 'file') return served(htmlPath, html);
  }
  return MISSING;
}

async function runAsync<R>(gen: Generator<string, R, Entry | undefined>, look: (p: string) => Promise<Entry | undefined>): Promise<R> {
  let step = gen.next();
  while (!step.done) step = gen.next(await look(step.value));
  return step.value;
}

function runSync<R>(gen: Generator<string, R, Entry | undefined>, look: (p: string) => Entry | undefined): R {
  let step = gen.next();
  while (!step.done) step = gen.next(look(step.value));
  return step.value;
}

function isWithin(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

function classify(realRoot: string, real: string, isFile: boolean, isDir: boolean): Entry | undefined {
  if (!isWithin(realRoot, real)) return undefined;
  // Sockets, FIFOs and devices are not site files (and a FIFO would hang the read).
  return isFile ? { kind: 'file', real } : isDir ? { kind: 'dir', real } : undefined;
}

async function lookAsync(realRoot: string, p: string): Promise<Entry | undefined> {
  try {
    const real = await realpath(p);
    const st = await stat(real);
    return classify(realRoot, real, st.isFile(), st.isDirectory());
  } catch {
    return undefined;
  }
}

function lookSync(realRoot: string, p: string): Entry | undefined {
  try {
    const real = realpathSync(p);
    const st = statSync(real);
    return classify(realRoot, real, st.isFile(), st.isDirectory());
  } catch {
    return undefined;
  }
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

function sendError(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  const title = `${status} ${REASONS[status] ?? 'Error'}`;
  // Our own page, pure ASCII: here the charset is known. No request data is echoed.
  const body = `<!doctype html>\n<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  res.end(body); // Node sends no body for HEAD
}

/**
 * Send `real`; the content type follows the requested name `rel` (as static hosts do for symlinks).
 *
 * The handle is closed here on every path. A client that hangs up while the file is being opened (as a short
 * `--timeout` makes the crawl do) leaves a destroyed response, which `pipeline` refuses with a throw; the
 * handle then lingered until garbage collection closed it (Node's DEP0137 warning, one per request).
 */
async function serveFile(req: IncomingMessage, res: ServerResponse, real: string, rel: string): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(real, constants.O_RDONLY);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    sendError(res, code === 'EACCES' || code === 'EPERM' ? 403 : 404);
    return;
  }
  let piped = false;
  try {
    let size: number;
    try {
      const st = await handle.stat();
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
    } catch {
      sendError(res, 404);
      return;
    }
    res.writeHead(200, { 'Content-Type': contentTypeFor(rel), 'Content-Length': String(size) });
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

function describeRootError(root: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const what =
    code === 'ENOENT' || code === 'ENOTDIR'
      ? 'the folder does not exist'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied (the folder cannot be read)'
        : `the folder cannot be read (${(error as Error).message})`;
  return new Error(`Cannot serve "${root}": ${what}.`, { cause: error });
}

/**
 * Serve `root` on `http://127.0.0.1:<free port>/` (GET and HEAD; keep-alive).
 * Throws an Error naming the folder when it is missing, not a folder, or unreadable.
 */
export async function startStaticServer(root: string, options: { host?: string } = {}): Promise<StaticServer> {
  const absRoot = path.resolve(root);
  const isDirectory = await stat(absRoot).then(
    (st) => st.isDirectory(),
    (error: unknown) => {
      throw describeRootError(absRoot, error);
    },
  );
  if (!isDirectory) throw new Error(`Cannot serve "${absRoot}": it is a file, not a folder.`);
  let realRoot: string;
  try {
    await access(absRoot, constants.R_OK | constants.X_OK);
    realRoot = await realpath(absRoot);
  } catch (error) {
    throw describeRootError(absRoot, error);
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, { Allow: 'GET, HEAD' });
      return;
    }
    const target = parseTarget(req.url ?? '');
    if (!target) {
      sendError(res, 400);
      return;
    }
    const resolution = await runAsync(resolveTarget(absRoot, target), (p) => lookAsync(realRoot, p));
    if (resolution.kind === 'redirect') {
      res.writeHead(301, { Location: resolution.location, 'Content-Length': '0' });
      res.end();
    } else if (resolution.kind === 'file') {
      await serveFile(req, res, resolution.real, resolution.rel);
    } else {
      sendError(res, 404);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500);
      else res.destroy();
    });
  });

  const host = options.host ?? '127.0.0.1';
  const port = await listenOnFreePort(server, host);
  const url = `http://${urlHost(host)}:${port}/`;
  const origin = new URL(url).origin;

  let closing: Promise<void> | undefined;
  return {
    url,
    origin,
    root: absRoot,
    fileFor(link: string): string | undefined {
      let u: URL;
      try {
        u = new URL(link, url);
      } catch {
        return undefined;
      }
      if (u.origin !== origin) return undefined;
      let target = parseTarget(u.pathname + u.search);
      // At most one hop: the folder redirect `dir` → `dir/`.
      for (let hop = 0; hop < 2 && target; hop++) {
        const resolution = runSync(resolveTarget(absRoot, target), (p) => lookSync(realRoot, p));
        if (resolution.kind === 'file') return resolution.rel;
        if (resolution.kind !== 'redirect') return undefined;
        target = parseTarget(resolution.location);
      }
      return undefined;
    },
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
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
