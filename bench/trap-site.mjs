/**
 * A hostile site on loopback: crawl traps with a dead link a few clicks behind each, and the
 * endpoints that starve retries. Used by the tests (test/integration/traps.test.ts) and by
 * `node bench/traps.mjs`, which crawls it with default options and prints time and peak RSS.
 *
 *   /                          links to every trap and every slow endpoint
 *   /calendar?month=N          links to month N-1 and N+1 (without end); month 3 links to /calendar-gone
 *   /search?f1=..&f2=..        eight facet links per page, each adds or changes a facet (a query explosion);
 *                              pages with two facets link to /search-gone
 *   /deep/1/2/3/…              each page links one level deeper (without end); level 3 links to /deep-gone
 *   /loop/…                    relative links `a/` and `b/` on every page (`/loop/a/b/a/b/…`);
 *                              /loop/a/b/ links to /loop-gone
 *   /long/xxxx…                each page links to one whose single segment is 200 characters longer;
 *                              the third links to /long-gone
 *   /slow/headers              slowloris: the status line, then one header byte every 50 ms, never done
 *   /slow/silent               accepts the request and never answers
 *   /slow/drip                 headers at once, then one body byte every 50 ms, never done
 *   /slow/processing           `102 Processing` every 50 ms, never a final response
 *   /gone-*                    404
 *
 * Only Node built-ins, so the bench can run it without a build. `node bench/trap-site.mjs [--no-slow]`
 * serves it and prints its URL.
 */
import http from 'node:http';

export const TRAP_DEAD = ['/calendar-gone', '/search-gone', '/deep-gone', '/loop-gone', '/long-gone'];
export const SLOW_PATHS = ['/slow/headers', '/slow/silent', '/slow/drip', '/slow/processing'];

const html = (body) => `<!doctype html><html><head><title>trap</title></head><body>${body}</body></html>`;
const a = (href, text = href) => `<a href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${text.slice(0, 40)}</a>\n`;

function page(url, slow) {
  const path = url.pathname;
  if (path === '/') {
    return html(
      a('/calendar?month=0') + a('/search') + a('/deep/1') + a('/loop/') + a(`/long/${'x'.repeat(200)}`) + (slow ? SLOW_PATHS.map((p) => a(p)).join('') : ''),
    );
  }
  if (path === '/calendar') {
    const m = Number(url.searchParams.get('month') ?? 0);
    return html(a(`/calendar?month=${m - 1}`) + a(`/calendar?month=${m + 1}`) + (m === 3 ? a('/calendar-gone') : ''));
  }
  if (path === '/search') {
    const facets = [...url.searchParams.keys()];
    let links = '';
    for (let f = 1; f <= 8; f++) {
      const q = new URLSearchParams(url.searchParams);
      q.set(`f${f}`, String(Number(q.get(`f${f}`) ?? 0) + 1));
      q.sort();
      links += a(`/search?${q}`);
    }
    return html(links + (facets.length === 2 ? a('/search-gone') : ''));
  }
  if (path.startsWith('/deep/')) {
    const levels = path.split('/').filter(Boolean).length - 1;
    return html(a(`${path.replace(/\/$/, '')}/${levels + 1}`) + (levels === 3 ? a('/deep-gone') : ''));
  }
  if (path.startsWith('/loop/')) {
    return html(a('a/') + a('b/') + (path === '/loop/a/b/' ? a('/loop-gone') : ''));
  }
  if (path.startsWith('/long/')) {
    const n = path.length - '/long/'.length;
    return html(a(`/long/${'x'.repeat(n + 200)}`) + (n === 600 ? a('/long-gone') : ''));
  }
  return undefined;
}

/** Write `chunk` to the socket every `ms` until it closes. */
function drip(socket, first, chunk, ms) {
  socket.write(first);
  const t = setInterval(() => {
    if (socket.destroyed) clearInterval(t);
    else socket.write(chunk);
  }, ms);
  socket.on('close', () => clearInterval(t));
}

/**
 * Start the site on 127.0.0.1, port 0 (or `port`). `hits` counts requests by first path segment.
 * With `slow: false` the start page does not link the never-finishing endpoints.
 */
export async function startTrapSite({ slow = true, port = 0 } = {}) {
  const hits = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.set(url.pathname.split('/').slice(0, 2).join('/'), (hits.get(url.pathname.split('/').slice(0, 2).join('/')) ?? 0) + 1);
    const socket = req.socket;
    switch (url.pathname) {
      case '/slow/headers':
        return drip(socket, 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-Slow: ', 'x', 50);
      case '/slow/silent':
        return;
      case '/slow/drip':
        return drip(socket, 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n', 'x', 50);
      case '/slow/processing':
        return drip(socket, 'HTTP/1.1 102 Processing\r\n\r\n', 'HTTP/1.1 102 Processing\r\n\r\n', 50);
    }
    const body = page(url, slow);
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>gone</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await startTrapSite({ slow: !process.argv.includes('--no-slow') });
  process.stdout.write(`${site.url}/\n`);
}
