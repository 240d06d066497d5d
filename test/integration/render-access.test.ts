/**
 * The browser (`--render`, `--browser-check`) gets what the HTTP client gets: the `--cookie-jar`'s cookies (by
 * their domain, path and secure rules, never to another host; what the browser's pages set is written back with
 * the jar). A real Chromium, real servers on 127.0.0.1 and `*.localhost`; skipped, saying so,
 * where no browser is installed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/browser/find.js';
import type { Report } from '../../src/report/model.js';
import { runCli } from '../helpers/cli.js';
import { closeServers, serve } from '../helpers/crawl.js';
import { tempDir } from '../helpers/temp.js';

const BROWSER = findBrowser(undefined);
if (BROWSER === undefined) console.warn('render-access.test.ts: skipped: no Chrome or Chromium installed (apt-get install chromium)');
const withBrowser = BROWSER !== undefined ? describe : describe.skip;

afterEach(closeServers);

const html = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const SECRET = 'sess-Ue83kQ';
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
});
