/**
 * Pacing per host against real loopback servers, each external host on its own 127.0.0.x
 * address: a slow host's URLs get one attempt each, all at once; a host resetting every
 * connection is down and its URLs settle at once; the site's own pages are never starved by
 * external checks; `--host-limit` caps a host. Responses are held until the state under test
 * is reached; nothing here depends on how fast the machine is.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { check, closeServers, page, serve, site } from '../helpers/crawl.js';
import { HOST_TIMEOUT_RUN } from '../../src/crawl/schedule/host-health.js';
import { START_WINDOW } from '../../src/crawl/schedule/lanes.js';

afterEach(closeServers);

const links = (urls: string[]) => urls.map((u) => `<a href="${u}">x</a>`).join('\n');

describe('a slow host', () => {
  it('is marked slow after a few timeouts: its other URLs get one attempt each, all at once, and no GET after a HEAD timeout', async () => {
    const perUrl = new Map<string, string[]>();
    let inFlight = 0;
    let peak = 0;
    // Never answers: every request times out (the socket is closed by the client).
    const ext = await serve((req, res) => {
      perUrl.set(req.url!, [...(perUrl.get(req.url!) ?? []), req.method!]);
      peak = Math.max(peak, ++inFlight);
      res.on('close', () => inFlight--);
    }, '127.0.0.3');
    const urls = Array.from({ length: 16 }, (_, i) => `${ext.url}/s${i}`);
    const s = await site({ '/': page(links(urls)) });
    const r = await check({ urls: s.url, timeout: '300ms', retries: '2' });
    expect(r.dead.map((d) => d.url).sort()).toEqual([...urls].sort());
    for (const d of r.dead) expect(d.error).toBe('timeout');
    expect(r.run.hosts).toEqual([{ host: new URL(ext.url).host, kind: 'slow', inRow: HOST_TIMEOUT_RUN }]);
    // Before the host is known slow, its first URLs each get a HEAD and a GET; after, one HEAD each.
    const once = [...perUrl.values()].filter((m) => m.length === 1);
    expect(once.length).toBeGreaterThanOrEqual(urls.length - START_WINDOW - 2);
    for (const m of once) expect(m).toEqual(['HEAD']);
    // With the slow mark: the first START_WINDOW URLs get HEAD + GET before it (and a retry already
    // on its way, one HEAD), the others one HEAD each. Without it: 16 URLs × (HEAD + GET) × 3
    // attempts = 96 requests, START_WINDOW at a time.
    const total = [...perUrl.values()].reduce((n, m) => n + m.length, 0);
    expect(total).toBeLessThanOrEqual(urls.length + 2 * START_WINDOW);
    expect(peak).toBeGreaterThan(START_WINDOW);
  });
});

describe('a host resetting every connection', () => {
  it('is marked down: its other URLs settle at once, not requested, and the report lists it', async () => {
    let connections = 0;
    const srv = net.createServer((socket) => {
      connections++;
      socket.resetAndDestroy();
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.4', r));
    const { port } = srv.address() as net.AddressInfo;
    try {
      const urls = Array.from({ length: 30 }, (_, i) => `http://127.0.0.4:${port}/r${i}`);
      const s = await site({ '/': page(links(urls)) });
      const r = await check({ urls: s.url, retries: '2' });
      expect(r.dead.map((d) => d.url).sort()).toEqual([...urls].sort());
      expect(r.run.hosts).toEqual([{ host: `127.0.0.4:${port}`, kind: 'down', inRow: expect.any(Number), notRequested: expect.any(Number) }]);
      const atOnce = r.dead.filter((d) => /host down: \d+ connections in a row refused or reset, so not requested/.test(d.reason));
      expect(atOnce.length).toBeGreaterThan(urls.length / 2);
      // Without the down mark: 30 URLs × (HEAD + GET + 2 retries).
      expect(connections).toBeLessThan(30);
    } finally {
      await new Promise<void>((r) => srv.close(() => r()));
    }
  });
});

describe("the site's own pages", () => {
  it('are not starved by external checks holding every slot they can get', async () => {
    // Two external hosts with many URLs hold every request until the site's last page was served:
    // if external checks could take all global slots, the last page would wait for their timeout
    // and they would end dead.
    const holds: Array<() => void> = [];
    let lastPageServed = false;
    const hold = (ok: () => void) => (lastPageServed ? ok() : holds.push(ok));
    const answer = (res: import('node:http').ServerResponse) => () => {
      res.writeHead(200);
      res.end();
    };
    const a = await serve((_req, res) => hold(answer(res)), '127.0.0.5');
    const b = await serve((_req, res) => hold(answer(res)), '127.0.0.6');
    const ext = Array.from({ length: 40 }, (_, i) => [`${a.url}/a${i}`, `${b.url}/b${i}`]).flat();
    const N = 12;
    const table: Record<string, string | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void)> = {
      '/': page(links([...ext, '/p1'])),
    };
    for (let i = 1; i < N; i++) table[`/p${i}`] = page(links([`/p${i + 1}`]));
    table[`/p${N}`] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page('the end'));
      lastPageServed = true;
      for (const release of holds.splice(0)) release();
    };
    const s = await site(table);
    const r = await check({ urls: s.url, concurrency: '8', 'host-concurrency': '16', timeout: '20s' });
    expect(r.counts.pages).toBe(N + 1);
    expect(r.dead).toEqual([]);
    expect(r.counts.ok).toBe(N + 1 + ext.length);
  });
});

describe('a silent host', () => {
  it('does not hold the global slots while it makes its requests wait: other hosts are checked meanwhile', async () => {
    // Two global slots, and a host that never answers takes both (its window starts at 2, and it
    // has the most URLs waiting, so it goes first). Its requests give their slots back after half
    // the timeout (stallMs), so the other host's URLs are all requested while the silent host's
    // first requests are still open. Were the slots held, they would wait for those timeouts.
    let silentOpen = 0;
    const seenWhileSilentOpen: boolean[] = [];
    const silent = await serve((_req, res) => {
      silentOpen++;
      res.on('close', () => silentOpen--);
    }, '127.0.0.8');
    const fine = await serve((_req, res) => {
      seenWhileSilentOpen.push(silentOpen > 0);
      res.writeHead(200);
      res.end();
    }, '127.0.0.9');
    const silentUrls = Array.from({ length: 8 }, (_, i) => `${silent.url}/q${i}`);
    const fineUrls = Array.from({ length: 4 }, (_, i) => `${fine.url}/f${i}`);
    const s = await site({ '/': page(links([...silentUrls, ...fineUrls])) });
    const r = await check({ urls: s.url, concurrency: '2', timeout: '2s', retries: '0' });
    expect(r.dead.map((d) => d.url).sort()).toEqual([...silentUrls].sort());
    expect(r.counts.ok).toBe(1 + fineUrls.length);
    expect(seenWhileSilentOpen).toHaveLength(fineUrls.length);
    expect(seenWhileSilentOpen.every(Boolean)).toBe(true);
  });
});

describe('--host-limit', () => {
  it('caps the requests in flight to that host', async () => {
    let inFlight = 0;
    let peak = 0;
    const waiting: Array<() => void> = [];
    // Each request is held until two are in flight (the limit), so a third would be seen.
    const ext = await serve((_req, res) => {
      peak = Math.max(peak, ++inFlight);
      waiting.push(() => {
        inFlight--;
        res.writeHead(200);
        res.end();
      });
      if (waiting.length >= 2) for (const go of waiting.splice(0)) go();
    }, '127.0.0.7');
    const urls = Array.from({ length: 20 }, (_, i) => `${ext.url}/h${i}`);
    const s = await site({ '/': page(links(urls)) });
    const r = await check({ urls: s.url, 'host-limit': [`127.0.0.7=2`] });
    expect(r.counts.ok).toBe(1 + urls.length);
    expect(peak).toBe(2);
  });
});
