/**
 * Helpers for end-to-end crawl tests: a route table served on loopback, a crawl with fast
 * test defaults, and small look-ups into the report.
 *
 *   const s = await site({ '/': page('<a href="/x">x</a>'), '/x': 404 });
 *   const r = await check({ urls: s.url });
 *   expect(deadUrls(r)).toEqual([`${s.url}/x`]);
 *
 * Every server started here is closed by `closeServers()`, which each test file calls in
 * `afterEach`.
 */
import type http from 'node:http';
import { crawl } from '../../src/crawl/index.js';
import type { CrawlHooks } from '../../src/crawl/index.js';
import { resolveOptions, type RawOptions } from '../../src/options.js';
import type { LinkResult, Report } from '../../src/report/model.js';
import { startServer, type Handler, type TestServer } from './server.js';
import { testLookup } from './dns.js';

/** What a path serves: HTML text, a status with an empty body, a full response, or a handler. */
export type Route = string | number | Handler | { status?: number; headers?: Record<string, string>; body?: string | Uint8Array; delayMs?: number };

const servers: TestServer[] = [];

export async function closeServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((s) => s.close()));
}

/** A request handler for a route table keyed by path with query (`/a?b=1`); anything else is 404. */
export function routes(table: Record<string, Route>): Handler {
  return (req, res) => {
    const route = table[req.url ?? ''];
    if (route === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>not found</h1>');
      return;
    }
    respond(route, req, res);
  };
}

/** Answer one request as `route` says. */
function respond(route: Route, req: Req, res: http.ServerResponse): void {
  if (typeof route === 'function') return route(req, res);
  if (typeof route === 'string') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(route);
    return;
  }
  if (typeof route === 'number') {
    res.writeHead(route, { 'content-type': 'text/html' });
    res.end();
    return;
  }
  const send = () => {
    res.writeHead(route.status ?? 200, { 'content-type': 'text/html', ...route.headers });
    res.end(route.body ?? '');
  };
  if (route.delayMs) setTimeout(send, route.delayMs);
  else send();
}

/**
 * A route that holds every request until the test calls `release()`, then answers with `route`:
 * keeps a request in flight for exactly as long as the test needs, instead of a `delayMs` guess
 * that a loaded machine can outrun.
 *
 *   const fr = held(page('…'));
 *   const s = await site({ '/': …, '/fr/': fr.route });
 *   await check({ urls: s.url }, { progressIntervalMs: 0, onProgress: (p) => p.pages >= 2 && fr.release() });
 *
 * Release it from the crawl's own progress (every settled request reports), not from a timer.
 */
export function held(route: Route): { route: Handler; release(): void } {
  let open = false;
  const waiting: Array<() => void> = [];
  return {
    route: (req, res) => {
      if (open) respond(route, req, res);
      else waiting.push(() => respond(route, req, res));
    },
    release() {
      open = true;
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

/** Serve a route table on 127.0.0.1 (or another loopback address, which acts as another host). */
export async function site(table: Record<string, Route>, host?: string): Promise<TestServer> {
  const s = await startServer(routes(table), host ? { host } : {});
  servers.push(s);
  return s;
}

/** Serve with a plain handler. */
export async function serve(handler: Handler, host?: string): Promise<TestServer> {
  const s = await startServer(handler, host ? { host } : {});
  servers.push(s);
  return s;
}

/** A minimal HTML page around `body`. */
export function page(body: string, title = ''): string {
  return `<!doctype html>\n<html><head><title>${title}</title></head><body>\n${body}\n</body></html>\n`;
}

/** A redirect response. */
export function redirect(location: string, status = 301): Route {
  return { status, headers: { location } };
}

/** Fast defaults for tests: short retry delays and timeouts. */
export const FAST: RawOptions = { 'retry-delay': '10ms', timeout: '2s', retries: '1' };

/** Crawl with the FAST defaults overridden by `raw`, host names resolved by the test resolver (helpers/dns.ts). */
export function check(raw: RawOptions, hooks?: CrawlHooks): Promise<Report> {
  return crawl(resolveOptions({ ...FAST, ...raw }), hooks, { lookup: testLookup });
}

export const deadUrls = (r: Report): string[] => r.dead.map((d) => d.url);

export function deadOf(r: Report, url: string): LinkResult {
  const d = r.dead.find((x) => x.url === url);
  if (!d) throw new Error(`${url} is not dead; dead: ${JSON.stringify(deadUrls(r))}`);
  return d;
}

export const pageUrls = (r: Report): string[] => r.pages.map((p) => p.url);

/** Hits of one `METHOD /path` (0 when never requested). */
export const hits = (s: TestServer, key: string): number => s.hits.get(key) ?? 0;

/** Every request the server saw, sorted, e.g. `['GET /', 'HEAD /x']`. */
export const allHits = (s: TestServer): string[] => [...s.hits.keys()].sort();

export type { TestServer, Handler };
export type Req = http.IncomingMessage;
