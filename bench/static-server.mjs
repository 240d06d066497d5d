/**
 * A small static file server for the real-page bench, run in its own process (so its CPU
 * and memory are not counted as a tool's). Serves one folder on 127.0.0.1, port 0: GET and
 * HEAD, `index.html` for folders, symlinks followed, 404 for anything missing (Debian's
 * compressed `*.html.gz` are not unpacked, as a plain web server would not).
 * Started by real.mjs with an IPC channel:
 *   → { type: 'ready', url }
 *   ← { type: 'stats' }  → { type: 'stats', stats: { requests, get, head, notFound }, cpuMs }
 *     (counters reset after each)
 * Exits when the parent disconnects.
 *
 *   node bench/static-server.mjs --root DIR
 */
import { createReadStream, promises as fs } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
if (!values.root) {
  console.error('usage: node bench/static-server.mjs --root DIR');
  process.exit(2);
}
const root = resolve(values.root);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const stats = { requests: 0, get: 0, head: 0, notFound: 0 };

async function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const st = await fs.stat(file);
    if (st.isFile()) return { file, size: st.size };
    if (st.isDirectory()) {
      const index = join(file, 'index.html');
      const ist = await fs.stat(index);
      if (ist.isFile()) return { file: index, size: ist.size };
    }
  } catch {
    // missing
  }
  return null;
}

const server = createServer(async (req, res) => {
  stats.requests++;
  if (req.method === 'HEAD') stats.head++;
  else if (req.method === 'GET') stats.get++;
  else {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  const found = await fileFor(pathname);
  if (!found) {
    stats.notFound++;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream', 'content-length': found.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(found.file).pipe(res);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}/`;
  if (process.send) process.send({ type: 'ready', url });
  else console.log(`serving ${root} at ${url}; Ctrl-C to stop`);
});

let cpu = process.cpuUsage();
process.on('message', (m) => {
  if (m?.type !== 'stats') return;
  const d = process.cpuUsage(cpu);
  cpu = process.cpuUsage();
  process.send?.({ type: 'stats', stats: { ...stats }, cpuMs: Math.round((d.user + d.system) / 1000) });
  for (const k of Object.keys(stats)) stats[k] = 0;
});
process.on('disconnect', () => server.close(() => process.exit(0)));
