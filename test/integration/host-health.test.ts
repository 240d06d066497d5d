/**
 * What a host's run of results does to its other URLs: a 429 pauses only its URL unless several
 * URLs of the host get one in a row; a host that refuses every connection is marked down and its
 * URLs settle at once; progress tells how many requests went out, how many URLs wait for a retry,
 * and how many hosts are paused or down. 127.0.0.2 acts as an external host.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Progress } from '../../src/crawl/index.js';
import { check, closeServers, page, serve, site } from '../helpers/crawl.js';
import { HOST_REFUSED_RUN } from '../../src/crawl/schedule/host-health.js';

afterEach(closeServers);

const EXT = '127.0.0.2';

/** A port on 127.0.0.2 that nothing listens on (every connection refused). */
async function refusingOrigin(): Promise<string> {
  const srv = http.createServer();
  await new Promise<void>((r) => srv.listen(0, EXT, r));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return `http://${EXT}:${port}`;
}

describe('429', () => {
  it('pauses only its URL: the host’s other URLs are checked while it waits out its Retry-After', async () => {
    const ext = await serve((req, res) => {
      res.writeHead(req.url === '/limited' ? 429 : 200, req.url === '/limited' ? { 'retry-after': '86400' } : {});
      res.end();
    }, EXT);
    const fine = Array.from({ length: 5 }, (_, i) => `${ext.url}/fine${i}`);
    const s = await site({ '/': page([`${ext.url}/limited`, ...fine].map((u) => `<a href="${u}">x</a>`).join('\n')) });
    const stop = new AbortController();
    // Stopped as soon as every other URL of the host has its verdict; /limited waits 30 s (the cap)
    // for its retry, so a paused host would still be holding them back.
    const r = await check(
      { urls: s.url, 'host-concurrency': '1', retries: '2' },
      { signal: stop.signal, progressIntervalMs: 0, onProgress: (p) => p.checked >= 1 + fine.length && stop.abort() },
    );
    expect(r.counts.ok).toBe(1 + fine.length);
    expect(r.unfinished?.map((u) => [u.url, u.status])).toEqual([[`${ext.url}/limited`, 429]]);
  });

  it('a 429 with a Retry-After the crawl will wait out pauses the whole host: nothing of it is requested inside the window', async () => {
    // The first request of /l0 gets 429 with Retry-After: 1, on its only attempt (retries 0): the
    // final attempt's 429 pauses the host too, and the URLs next in line wait. The server notes
    // requests that arrive inside the window it announced.
    let windowEnd = 0;
    let inside = 0;
    const answered = new Set<string>();
    const ext = await serve((req, res) => {
      if (Date.now() < windowEnd) inside++;
      const first = !answered.has(req.url!);
      answered.add(req.url!);
      if (first && req.url!.startsWith('/l')) {
        windowEnd = Date.now() + 1000;
        res.writeHead(429, { 'retry-after': '1' });
      } else res.writeHead(200);
      res.end();
    }, EXT);
    const links = ['/l0', '/f0', '/f1'].map((p) => `<a href="${ext.url}${p}">x</a>`).join('\n');
    const s = await site({ '/': page(links) });
    const r = await check({ urls: s.url, 'host-concurrency': '1', retries: '0' });
    expect(r.counts.ok).toBe(3);
    expect(r.warnings.map((w) => [w.url, w.status])).toEqual([[`${ext.url}/l0`, 429]]);
    expect(answered.size).toBe(3);
    expect(inside).toBe(0);
  });
});

describe('a host that refuses every connection', () => {
  it('is marked down after a few refusals; its other URLs settle as refused at once, not requested', async () => {
    const origin = await refusingOrigin();
    const urls = Array.from({ length: 40 }, (_, i) => `${origin}/x${i}`);
    const s = await site({ '/': page(urls.map((u) => `<a href="${u}">x</a>`).join('\n')) });
    const seen: Progress[] = [];
    const r = await check({ urls: s.url, retries: '2' }, { progressIntervalMs: 0, onProgress: (p) => seen.push(p) });
    expect(r.dead.map((d) => d.url).sort()).toEqual([...urls].sort());
    for (const d of r.dead) expect(d.error).toBe('refused');
    const settledAtOnce = r.dead.filter((d) => /host down: \d+ connections in a row refused or reset, so not requested/.test(d.reason));
    expect(settledAtOnce.length).toBeGreaterThan(urls.length / 2);
    // Without the host marked down: 40 URLs × 3 attempts. Requests: the page, and a few HEADs.
    expect(r.counts.requests).toBeLessThan(1 + HOST_REFUSED_RUN + 4 * 3);
    expect(seen.at(-1)).toMatchObject({ downHosts: 1, retrying: 0, queued: 0, checked: 41 });
  });
});

describe('progress', () => {
  it('counts requests sent and URLs waiting for a retry', async () => {
    let flaky = 0;
    const s = await site({
      '/': page('<a href="/flaky">f</a> <a href="/ok">o</a>'),
      '/ok': 'fine',
      '/flaky': (_req, res) => {
        res.writeHead(++flaky === 1 ? 503 : 200);
        res.end();
      },
    });
    const seen: Progress[] = [];
    await check({ urls: s.url, retries: '1' }, { progressIntervalMs: 0, onProgress: (p) => seen.push({ ...p }) });
    expect(seen.some((p) => p.retrying === 1)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ requests: 4, retrying: 0, queued: 0, checked: 3, pausedHosts: 0, downHosts: 0 });
  });
});
