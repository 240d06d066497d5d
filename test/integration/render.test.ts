/**
 * `--render` and `--browser-check` with a real Chromium (Debian's `chromium`, or CHROME_PATH): a single-page app
 * whose nav is built from JSON, a JavaScript cookie challenge on a second host, a page that never settles, one
 * that opens popups and dialogs, a crashed tab and a crashed browser. Skipped, saying so, where no browser is
 * installed (.ci/run installs one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/browser/find.js';
import { BrowserSession } from '../../src/browser/session.js';
import type { Handler } from '../helpers/server.js';
import { check, closeServers, site } from '../helpers/crawl.js';

const BROWSER = findBrowser(undefined);
if (BROWSER === undefined) console.warn('render.test.ts: skipped: no Chrome or Chromium installed (apt-get install chromium)');
const withBrowser = BROWSER !== undefined ? describe : describe.skip;

afterEach(closeServers);

const html = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

/** A host that answers 403 with Cloudflare's challenge marker until the page's script has set its cookie and reloaded. */
const challenge: Handler = (req, res) => {
  if ((req.headers.cookie ?? '').includes('passed=1')) {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html('welcome'));
    return;
  }
  res.writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': 'challenge' });
  res.end(html(`<script>document.cookie = 'passed=1; path=/'; setTimeout(() => location.reload(), 50);</script>`));
};

/** The single-page app: its nav comes from /nav.json, one link sits in a shadow root, `/` has one link in its source. */
function spa(guarded: string): Record<string, Parameters<typeof site>[0][string]> {
  const app = `
    fetch('/nav.json').then((r) => r.json()).then((items) => {
      const nav = document.getElementById('nav');
      for (const i of items) {
        const a = document.createElement('a');
        a.href = i.href;
        a.textContent = i.text;
        nav.append(a);
      }
    });
    customElements.define('x-card', class extends HTMLElement {
      connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<a href="/shadow-gone">in a shadow root</a>'; }
    });`;
  return {
    '/': html('<a href="/about">About</a><nav id="nav"></nav><x-card></x-card><script src="/app.js"></script>'),
    '/app.js': { headers: { 'content-type': 'text/javascript' }, body: app },
    '/nav.json': {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { href: '/live', text: 'Live page' },
        { href: '/gone', text: 'Gone page' },
        { href: guarded, text: 'Guarded' },
      ]),
    },
    '/about': html('about'),
    '/live': html('live'),
  };
}

type Report = Awaited<ReturnType<typeof check>>;
/** A reported link (dead, warning or blocked): ok links are not listed one by one. */
const place = (r: Report, url: string) => [...r.dead, ...r.warnings, ...(r.blocked ?? [])].find((l) => l.url === url);
const dead = (r: Report) => r.dead.map((l) => l.url).sort();

withBrowser('--render with a real browser', () => {
  it('finds the dead link a script adds (and one in a shadow root) only with --render; a cookie challenge passes in the browser', async () => {
    const guard = await site({ '/guarded': challenge });
    const guarded = guard.url.replace('127.0.0.1', 'guard.localhost') + '/guarded';
    const s = await site(spa(guarded));
    const plain = await check({ urls: s.url });
    expect(dead(plain)).toEqual([]);

    const r = await check({ urls: s.url, render: true, browser: BROWSER, timeout: '5s' });
    const gone = place(r, `${s.url}/gone`);
    expect(gone?.state).toBe('dead');
    expect(gone?.referrers[0]).toMatchObject({ page: `${s.url}/`, element: 'a', attribute: 'href', text: 'Gone page', line: 0 });
    expect(gone?.referrers[0]?.rendered).toMatch(/nav#nav > a:nth-of-type\(2\)$/);
    expect(place(r, `${s.url}/shadow-gone`)?.referrers[0]?.rendered).toContain(' >>> ');
    expect(place(r, `${s.url}/live`)).toBeUndefined();
    expect(dead(r)).toEqual([`${s.url}/gone`, `${s.url}/shadow-gone`]);
    expect(place(r, guarded)).toBeUndefined();
    expect(r.run.stats?.render).toMatchObject({ addedLinks: 4, browserChecks: 1, neededBrowser: [guarded] });
    expect(noProfileLeft()).toBe(true);
  }, 120_000);

  it('without a browser check the guarded link stays blocked', async () => {
    const guard = await site({ '/guarded': challenge });
    const guarded = guard.url.replace('127.0.0.1', 'guard.localhost') + '/guarded';
    const s = await site({ '/': html(`<a href="${guarded}">g</a>`) });
    const r = await check({ urls: s.url, render: true, 'browser-check': 'off', browser: BROWSER });
    expect(place(r, guarded)?.state).toBe('warn');
    const failed = await check({ urls: s.url, 'browser-check': 'failed', browser: BROWSER });
    expect(place(failed, guarded)).toBeUndefined();
    expect(failed.run.stats?.render?.neededBrowser).toEqual([guarded]);
  }, 120_000);

  it('reads a page that never settles as it stands, and survives popups and dialogs', async () => {
    const s = await site({
      '/': html('<a href="/busy">busy</a><a href="/dialogs">dialogs</a>'),
      '/busy': html(`<script>setInterval(() => fetch('/tick'), 100); document.write('<a href="/busy-gone">x</a>');</script>`),
      '/tick': 'tick',
      '/dialogs': html(
        `<script>alert('hi'); confirm('sure?'); prompt('name?'); window.open('/popup'); window.onbeforeunload = () => 'stay';
         document.addEventListener('DOMContentLoaded', () => { const a = document.createElement('a'); a.href = '/dialog-gone'; document.body.append(a); });</script>`,
      ),
      '/popup': html('popup'),
    });
    const started = Date.now();
    const r = await check({ urls: s.url, render: true, browser: BROWSER, timeout: '4s' });
    expect(Date.now() - started).toBeLessThan(40_000);
    expect(dead(r)).toEqual([`${s.url}/busy-gone`, `${s.url}/dialog-gone`]);
    expect(r.run.notes?.some((n) => n.startsWith(`render: ${s.url}/busy: still busy`))).toBe(true);
  }, 120_000);

  it('waits for links built late: after a timer, after a fetch and a timer, in steps', async () => {
    const step = (href: string) => `const a = document.createElement('a'); a.href = '${href}'; document.body.append(a);`;
    const s = await site({
      '/': html('<a href="/timer">t</a><a href="/chain">c</a><a href="/steps">s</a>'),
      '/timer': html(`<script>setTimeout(() => { ${step('/timer-gone')} }, 400);</script>`),
      '/chain': html(`<script>fetch('/data.json').then((r) => r.json()).then(() => setTimeout(() => { ${step('/chain-gone')} }, 300));</script>`),
      '/steps': html(`<script>setTimeout(() => { ${step('/steps-1')} setTimeout(() => { ${step('/steps-gone')} }, 250); }, 250);</script>`),
      '/steps-1': html('one'),
      '/data.json': { headers: { 'content-type': 'application/json' }, body: '{}' },
    });
    const r = await check({ urls: s.url, render: true, browser: BROWSER, timeout: '5s', 'render-concurrency': '1' });
    expect(dead(r)).toEqual([`${s.url}/chain-gone`, `${s.url}/steps-gone`, `${s.url}/timer-gone`]);
    expect(r.run.stats?.render).toMatchObject({ pages: 5, failed: 0 });
    expect((r.run.notes ?? []).filter((n) => n.startsWith('render:'))).toEqual([]);
  }, 120_000);

  it('a tab kept for the next page is blanked once unused: a page that polls stops asking', async () => {
    const s = await site({ '/poll': html(`<script>setInterval(() => fetch('/tick'), 300);</script>`), '/tick': 'tick' });
    const session = new BrowserSession({ executable: BROWSER!, concurrency: 1, timeoutMs: 5000, headersFor: () => undefined });
    try {
      await session.render(`${s.url}/poll`, []);
      const ticks = () => s.hits.get('GET /tick') ?? 0;
      await new Promise((r) => setTimeout(r, 2500));
      const after = ticks();
      await new Promise((r) => setTimeout(r, 1500));
      expect(ticks()).toBe(after);
      // The blanked tab is used again.
      expect((await session.render(`${s.url}/poll`, [])).status).toBe(200);
    } finally {
      await session.close();
    }
  }, 120_000);

  it('--basic-auth reaches the browser for the URLs it names, and no other host', async () => {
    const seen: string[] = [];
    const other = await site({
      '/pixel': (req, res) => {
        seen.push(req.headers.authorization ?? '-');
        res.writeHead(200, { 'content-type': 'image/gif' });
        res.end();
      },
    });
    const pixel = `${other.url.replace('127.0.0.1', 'other.localhost')}/pixel`;
    const app = `fetch('/nav.json').then((r) => r.json()).then((l) => { for (const h of l) { const a = document.createElement('a'); a.href = h; a.textContent = h; document.getElementById('nav').append(a); } }); new Image().src = ${JSON.stringify(pixel)};`;
    const files: Record<string, [string, string]> = {
      '/': ['text/html', html('<nav id="nav"></nav><script src="/app.js"></script>')],
      '/app.js': ['text/javascript', app],
      '/nav.json': ['application/json', JSON.stringify(['/gone'])],
    };
    const expected = `Basic ${Buffer.from('alice:pw').toString('base64')}`;
    const guarded: Handler = (req, res) => {
      const file = files[req.url ?? ''];
      if (req.headers.authorization !== expected) res.writeHead(401, { 'www-authenticate': 'Basic realm="staging"' }).end();
      else if (file === undefined) res.writeHead(404, { 'content-type': 'text/html' }).end(html('gone'));
      else res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    };
    const s = await site({ '/': guarded, '/app.js': guarded, '/nav.json': guarded, '/gone': guarded });
    const r = await check({ urls: s.url, render: true, browser: BROWSER, timeout: '5s', 'basic-auth': [`^${s.url.replace(/\./g, '\\.')}/ alice:pw`] });
    expect(dead(r)).toEqual([`${s.url}/gone`]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((a) => a === '-')).toBe(true);
  }, 120_000);

  it('a run stopped while a page renders closes the browser and leaves no profile behind', async () => {
    const s = await site({
      '/': html('<a href="/busy">busy</a>'),
      '/busy': html(`<script>setInterval(() => fetch('/tick'), 100);</script>`),
      '/tick': 'tick',
    });
    // The stop comes while /busy is still settling: the run and the renderer both close the browser.
    const r = await check({ urls: s.url, render: true, browser: BROWSER, timeout: '30s', 'max-duration': '2s' });
    expect(r.run).toMatchObject({ incomplete: true, incompleteReason: 'max-duration' });
    expect(noProfileLeft()).toBe(true);
  }, 120_000);

  it('a crashed tab costs its page; a crashed browser is started again once, then rendering stops', async () => {
    const s = await site({
      '/': html('<a href="/x">x</a>'),
      '/slow.css': { delayMs: 20_000, body: '' },
      '/slow': html('<link rel="stylesheet" href="/slow.css">'),
    });
    const session = new BrowserSession({ executable: BROWSER!, concurrency: 2, timeoutMs: 15_000, headersFor: () => undefined });
    try {
      expect((await session.render(`${s.url}/`, [{ element: 'a', attributes: ['href'] }])).links.map((l) => l.href)).toEqual([`${s.url}/x`]);
      const slow = session.render(`${s.url}/slow`, []);
      // The tab is loading once its stylesheet is asked for (which never comes): then its renderer is killed.
      for (let i = 0; i < 600 && (s.hits.get('GET /slow.css') ?? 0) === 0; i++) await new Promise((r) => setTimeout(r, 100));
      for (const pid of descendants(session.pid!).filter((p) => cmdline(p).includes('--type=renderer'))) process.kill(pid, 'SIGKILL');
      await expect(slow).rejects.toThrow(/crash|Target closed|detached|closed/i);
      expect((await session.render(`${s.url}/`, [])).links).toEqual([]);
      process.kill(session.pid!, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 500));
      expect((await session.render(`${s.url}/`, [])).status).toBe(200);
      expect(session.notes).toContain('browser: the browser crashed; it was started again');
      process.kill(session.pid!, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 500));
      await expect(session.render(`${s.url}/`, [])).rejects.toThrow(/crashed again/);
    } finally {
      await session.close();
    }
    expect(noProfileLeft()).toBe(true);
  }, 120_000);
});

/** No browser profile of ours is left in the temporary folder. */
function noProfileLeft(): boolean {
  return readdirSync(tmpdir()).filter((f) => f.startsWith('linkspider-browser-')).length === 0;
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** Every process under `root` (Linux /proc). */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(path.join('/proc', d, 'stat'), 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [c, pp] of parent) {
      if (pp === p) {
        out.push(c);
        walk(c);
      }
    }
  };
  walk(root);
  return out;
}
