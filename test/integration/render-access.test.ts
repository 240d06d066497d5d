/**
 * The browser (`--render`, `--browser-check`) gets what the HTTP client gets: the `--cookie-jar`'s cookies (by
 * their domain, path and secure rules, never to another host; what the browser's pages set is written back with
 * the jar), and the host's pacing: a 429 with Retry-After to the page the browser loads is retried after it, as
 * the HTTP client retries. A real Chromium, real servers on 127.0.0.1 and `*.localhost`; skipped, saying so,
 * where no browser is installed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/browser/find.js';
import type { Report } from '../../src/report/model.js';
import { runCli } from '../helpers/cli.js';
import { check, closeServers, serve, type Handler } from '../helpers/crawl.js';
import { tempDir } from '../helpers/temp.js';

const BROWSER = findBrowser(undefined);
if (BROWSER === undefined) console.warn('render-access.test.ts: skipped: no Chrome or Chromium installed (apt-get install chromium)');
const withBrowser = BROWSER !== undefined ? describe : describe.skip;

afterEach(closeServers);

const html = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const SECRET = 'sess-Ue83kQ';
/** The browser's requests (Chrome's user agent), told from the HTTP client's (linkspider's). */
const fromBrowser = (req: IncomingMessage) => (req.headers['user-agent'] ?? '').includes('Chrome/');
/** A script that builds the nav from /nav.json: links only the rendered page has. */
const NAV_SCRIPT = `fetch('/nav.json').then((r) => r.json()).then((l) => { for (const h of l) { const a = document.createElement('a'); a.href = h; a.textContent = h; document.getElementById('nav').append(a); } });`;

withBrowser('the browser gets what the HTTP client gets', () => {
  it('--cookie-jar: the rendered page is the one behind the cookie; no other host sees it; what the page set is saved', async () => {
    const atOther: Array<string | undefined> = [];
    const other = await serve((req, res) => {
      atOther.push(req.headers.cookie);
      res.writeHead(200, { 'content-type': 'image/gif' }).end();
    });
    const pixel = `${other.url.replace('127.0.0.1', 'other.localhost')}/pixel`;
    const app = `${NAV_SCRIPT} document.cookie = 'js=set-by-page; path=/; max-age=3600'; new Image().src = ${JSON.stringify(pixel)};`;
    const s = await serve((req, res) => {
      if (!(req.headers.cookie ?? '').includes(`session=${SECRET}`)) return void res.writeHead(403, { 'content-type': 'text/html' }).end(html('log in'));
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html('<nav id="nav"></nav><script src="/app.js"></script>'));
      if (req.url === '/app.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(app);
      if (req.url === '/nav.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(['/gone']));
      res.writeHead(404, { 'content-type': 'text/html' }).end(html('gone'));
    });
    const dir = tempDir('ls-render-jar-');
    const jar = path.join(dir, 'cookies.txt');
    // A session cookie of 127.0.0.1 alone, and one of another host, which must not reach the browser's requests to 127.0.0.1.
    writeFileSync(jar, `# Netscape HTTP Cookie File\n127.0.0.1\tFALSE\t/\tFALSE\t0\tsession\t${SECRET}\nelsewhere.localhost\tFALSE\t/\tFALSE\t0\tfar\taway\n`);
    const json = path.join(dir, 'report.json');
    const r = await runCli([`${s.url}/`, '--render', '--browser', BROWSER!, '--cookie-jar', jar, '--json', json, '--timeout', '5s', '--retries', '0'], {
      timeoutMs: 90_000,
    });
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.dead.map((d) => d.url)).toEqual([`${s.url}/gone`]);
    expect(report.run.stats?.render).toMatchObject({ pages: 1, failed: 0, addedLinks: 1 });
    expect(r.code).toBe(1);
    // The other host was asked by the page, never with a cookie.
    expect(atOther.length).toBeGreaterThan(0);
    expect(atOther.every((c) => c === undefined)).toBe(true);
    // The cookie the page set is in the jar written back; the session cookie stays, and no output names it.
    const written = readFileSync(jar, 'utf8');
    expect(written).toMatch(/^127\.0\.0\.1\tFALSE\t\/\tFALSE\t\d{10}\tjs\tset-by-page$/m);
    expect(written).toContain(`\tsession\t${SECRET}`);
    expect(written).toContain('elsewhere.localhost\tFALSE\t/\tFALSE\t0\tfar\taway');
    expect(readFileSync(json, 'utf8')).not.toContain(SECRET);
    expect(r.stdout + r.stderr).not.toContain(SECRET);
  }, 120_000);

  it('--render: a 429 with Retry-After to the rendered page is waited out and the page rendered again', async () => {
    const browserHits: number[] = [];
    const s = await serve((req, res) => {
      if (req.url === '/' && fromBrowser(req)) {
        browserHits.push(Date.now());
        if (browserHits.length === 1) return void res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/html' }).end(html('slow down'));
      }
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html(`<nav id="nav"></nav><script>${NAV_SCRIPT}</script>`));
      if (req.url === '/nav.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(['/gone']));
      res.writeHead(404, { 'content-type': 'text/html' }).end(html('gone'));
    });
    const r = await check({ urls: s.url, render: true, browser: BROWSER, timeout: '5s' });
    expect(r.dead.map((d) => d.url)).toEqual([`${s.url}/gone`]);
    expect(r.run.stats?.render).toMatchObject({ pages: 1, failed: 0, addedLinks: 1 });
    expect(browserHits).toHaveLength(2);
    // The second load waited for the Retry-After (a lower bound: a busy machine only makes it longer).
    expect(browserHits[1]! - browserHits[0]!).toBeGreaterThanOrEqual(900);
  }, 120_000);

  it('--browser-check: a 429 with Retry-After in the browser is waited out, and the link is ok', async () => {
    let browserHits = 0;
    const wall: Handler = (req, res) => {
      if (!fromBrowser(req)) return void res.writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': 'challenge' }).end(html('are you human?'));
      if (req.url !== '/wall') return void res.writeHead(404).end();
      if (++browserHits === 1) return void res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/html' }).end(html('slow down'));
      res.writeHead(200, { 'content-type': 'text/html' }).end(html('welcome'));
    };
    const guard = await serve(wall);
    const guarded = `${guard.url.replace('127.0.0.1', 'guard.localhost')}/wall`;
    const s = await serve((_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(html(`<a href="${guarded}">w</a>`)));
    const r = await check({ urls: s.url, 'browser-check': 'blocked', browser: BROWSER, timeout: '5s' });
    expect([...r.dead, ...r.warnings, ...(r.blocked ?? [])].map((l) => l.url)).toEqual([]);
    expect(r.run.stats?.render?.neededBrowser).toEqual([guarded]);
    expect(browserHits).toBe(2);
  }, 120_000);
  it('--browser-check waits out a host the HTTP client paused, with no browser running yet, and still reports', async () => {
    // The HTTP client's 429 pauses the host for 2 s; the browser's check of the same URL waits that out before its
    // browser starts. That wait was once all the process waited on (an unref'd timer): Node ended the run with exit
    // 13 and no report.
    const s = await serve((req, res) => {
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html('<a href="/x">x</a>'));
      if (!fromBrowser(req)) return void res.writeHead(429, { 'retry-after': '2', 'content-type': 'text/html' }).end(html('slow down'));
      res.writeHead(200, { 'content-type': 'text/html' }).end(html('welcome'));
    });
    const out = path.join(tempDir('ls-render-wait-'), 'r.json');
    const r = await runCli([s.url, '--retries', '0', '--browser-check', 'failed', '--browser', BROWSER!, '--json', out], { timeoutMs: 90_000 });
    expect(r.stderr).not.toMatch(/unsettled top-level await/);
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    expect(report.run.stats?.render?.neededBrowser).toEqual([`${s.url}/x`]);
  }, 120_000);
});
