/**
 * The GET after a failed HEAD is a request of its own: it waits out the host's pause (a
 * Retry-After another URL of the host got meanwhile) and counts in the host's window. The
 * server, not the client, notes each request that arrives inside the window it announced.
 * 127.0.0.2 acts as an external host.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { check, closeServers, page, serve, site } from '../helpers/crawl.js';

afterEach(closeServers);

describe('HEAD then GET, and the host’s pause', () => {
  it('a GET fallback waits for a Retry-After that came in while its HEAD was answered', async () => {
    // HEAD /limited answers 429 Retry-After: 1 after 50 ms; the HEADs of the others (a server
    // that mishandles HEAD), sent with it, answer 404 at 150 ms, inside that window: their GETs
    // must wait for its end. The host starts with a window of 2, so /h1 waits its turn.
    let windowEnd = 0;
    const inside: string[] = [];
    let limitedOnce = false;
    const ext = await serve((req, res) => {
      if (Date.now() < windowEnd) inside.push(`${req.method} ${req.url}`);
      if (req.url === '/limited' && !limitedOnce) {
        limitedOnce = true;
        setTimeout(() => {
          windowEnd = Date.now() + 1000;
          res.writeHead(429, { 'retry-after': '1' });
          res.end();
        }, 50);
        return;
      }
      if (req.method === 'HEAD' && req.url !== '/limited') {
        setTimeout(() => {
          res.writeHead(404);
          res.end();
        }, 150);
        return;
      }
      res.writeHead(200);
      res.end();
    }, '127.0.0.2');
    const links = ['/limited', '/h0', '/h1'].map((p) => `<a href="${ext.url}${p}">x</a>`).join('\n');
    const s = await site({ '/': page(links) });
    const r = await check({ urls: s.url, 'host-concurrency': '4', retries: '1' });
    expect(r.counts.dead).toBe(0);
    expect(r.counts.ok).toBe(4);
    expect(inside).toEqual([]);
  });
});
