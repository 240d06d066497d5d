import { describe, expect, it } from 'vitest';
import { createSite } from '../../bench/site.mjs';

const EXT = 'http://127.0.0.2:9';
const ORIGIN = 'http://127.0.0.1:8';

/** Every href/src in a generated document (the generator always writes double quotes). */
function refs(html: string): { attr: string; tag: string; value: string }[] {
  const out = [];
  for (const m of html.matchAll(/<([a-z]+)[^>]*?\s(href|src)="([^"]*)"/g)) out.push({ tag: m[1]!, attr: m[2]!, value: m[3]! });
  return out;
}

/** Crawl the site from `/` through `respond` (no network), the way a checker would. */
function crawlWithoutNetwork(site: ReturnType<typeof createSite>) {
  const docs = new Set<string>();
  const dead = new Set<string>();
  const checked = new Set<string>();
  const embeddedOnly = new Map<string, boolean>(); // page path → only reached through iframe/frame so far
  const queue = ['/'];
  docs.add('/');
  while (queue.length) {
    const path = queue.pop()!;
    const res = site.respond(path, EXT);
    expect(res.status, path).toBe(200);
    for (const ref of refs(String(res.body))) {
      if (ref.value.startsWith('mailto:')) continue;
      const url = new URL(ref.value, ORIGIN + path);
      url.hash = '';
      const viaFrame = ref.tag === 'iframe' || ref.tag === 'frame';
      if (url.origin === EXT) {
        if (site.respondExternal(url.pathname).status === 404) dead.add(url.href);
        continue;
      }
      let target = url.pathname;
      if (!checked.has(target)) {
        checked.add(target);
        const r = site.respond(target, EXT);
        if (r.status === 404) dead.add(target);
      }
      const r = site.respond(target, EXT);
      if (r.status === 301) target = r.location!;
      if (r.status === 404 || !site.respond(target, EXT).type.startsWith('text/html')) continue;
      embeddedOnly.set(target, (embeddedOnly.get(target) ?? true) && viaFrame);
      if (!docs.has(target)) {
        docs.add(target);
        queue.push(target);
      }
    }
  }
  return { docs, dead, embeddedOnly };
}

describe('bench site generator', () => {
  const site = createSite({ pages: 200, seed: 1 });

  it('is deterministic: same seed, same HTML; another seed, other HTML', () => {
    const again = createSite({ pages: 200, seed: 1 });
    const other = createSite({ pages: 200, seed: 2 });
    for (const i of [0, 1, 17, 199]) {
      expect(again.renderPage(i, EXT)).toBe(site.renderPage(i, EXT));
      expect(other.renderPage(i, EXT)).not.toBe(site.renderPage(i, EXT));
    }
    expect(again.expectedDeadPaths).toEqual(site.expectedDeadPaths);
  });

  it('makes pages of 5–10 KB with about 20 links each', () => {
    let total = 0;
    for (let i = 0; i < 200; i++) {
      const html = site.renderPage(i, EXT);
      const bytes = Buffer.byteLength(html);
      expect(bytes).toBeGreaterThanOrEqual(5 * 1024);
      expect(bytes).toBeLessThanOrEqual(10 * 1024);
      const n = refs(html).length;
      expect(n).toBeGreaterThanOrEqual(14);
      expect(n).toBeLessThanOrEqual(32);
      total += n;
    }
    expect(total / 200).toBeGreaterThan(17);
    expect(total / 200).toBeLessThan(25);
  });

  it('is reachable from / and its dead-link list matches what a crawl of the HTML finds', () => {
    const { docs, dead, embeddedOnly } = crawlWithoutNetwork(site);
    expect([...docs].sort()).toEqual([...site.pagePaths()].sort());
    expect(docs.size).toBe(site.expectedPages);
    for (let i = 0; i < 200; i++) expect(docs.has(site.pagePath(i)), site.pagePath(i)).toBe(true);
    const expected = site.expectedDeadPaths;
    expect(expected.internal.length).toBeGreaterThan(0);
    expect(expected.external.length).toBeGreaterThan(0);
    expect([...dead].sort()).toEqual([...expected.internal, ...expected.external.map((p) => EXT + p)].sort());
    // some pages are reachable only through <iframe> or <frame>
    const framed = [...embeddedOnly].filter(([, only]) => only).map(([p]) => p);
    expect(framed.length).toBeGreaterThan(0);
    const framesetDocs = [...docs].filter((p) => p.startsWith('/frames/'));
    expect(framesetDocs.length).toBeGreaterThan(0);
  });

  it('serves the pages and the planted dead links over loopback, and stops cleanly', async () => {
    const served = createSite({ pages: 200, seed: 1 });
    const running = await served.start();
    try {
      expect(() => site.expectedDead).toThrow(); // not started: no ports yet
      const home = await fetch(running.url);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-length')).not.toBeNull();
      expect(await home.text()).toBe(served.renderPage(0, running.externalOrigin));
      const page = await fetch(new URL(served.pagePath(42), running.url));
      expect(await page.text()).toBe(served.renderPage(42, running.externalOrigin));
      const redirect = await fetch(new URL('/r/7', running.url), { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe(served.pagePath(7));
      await redirect.text();

      const dead = served.expectedDead;
      expect(dead.size).toBe(served.expectedDeadPaths.internal.length + served.expectedDeadPaths.external.length);
      let external = 0;
      for (const url of dead) {
        expect(new URL(url).href).toBe(url);
        if (url.startsWith(running.externalOrigin)) external++;
        const res = await fetch(url);
        await res.arrayBuffer();
        expect(res.status, url).toBe(404);
      }
      expect(external).toBeGreaterThan(0);
      const liveExt = [...Array(300).keys()].map((k) => `${running.externalOrigin}/ext/${k}`).find((u) => !dead.has(u))!;
      const liveExternal = await fetch(liveExt);
      await liveExternal.arrayBuffer();
      expect(liveExternal.status).toBe(200);
    } finally {
      await running.close();
    }
    await expect(fetch(running.url)).rejects.toThrow();
  });
});
