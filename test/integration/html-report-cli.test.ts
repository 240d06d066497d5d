/**
 * `--html FILE` through the bundled CLI, opened in headless Chromium: a crawl of a loopback site
 * with a hostile link shows every dead link of its JSON report; and how long big pages take to
 * open and filter (the Python documentation checked as a folder, 1,600+ dead places, and a
 * synthetic report of 100,000 links), printed, never asserted (the machine is shared).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/html.js';
import type { Report } from '../../src/report/model.js';
import { chromiumForTests, countNetwork, fill, NO_CHROMIUM, nth, textOf, waitForStatus } from '../helpers/browser.js';
import { cliScratch, runCli } from '../helpers/cli.js';
import { syntheticReport } from '../helpers/html-report.js';
import { startServer } from '../helpers/server.js';

const scratch = cliScratch('ls-html-cli-');
const PYTHON_DOCS = '/usr/share/doc/python3.11/html';

if (NO_CHROMIUM !== undefined) console.warn(NO_CHROMIUM);

/** Open a page, wait for it to draw, and the milliseconds that took. */
async function openTimed(browser: Browser, file: string): Promise<{ page: Page; ms: number; network: string[] }> {
  const page = await browser.newPage();
  const network = await countNetwork(page);
  const t0 = Date.now();
  await page.goto(`file://${file}`, { timeout: 120_000 });
  await page.waitForSelector('html[data-ready="true"]', { timeout: 120_000 });
  return { page, ms: Date.now() - t0, network };
}

/** Change a control and wait for the table to redraw: the milliseconds that took. */
async function timedFilter(page: Page, change: () => Promise<unknown>): Promise<number> {
  const before = await textOf(page, '#status');
  const t0 = Date.now();
  await change();
  await waitForStatus(page, before ?? '', { changed: true, timeout: 60_000 });
  return Date.now() - t0;
}

/** Set a select as a user does (a change event) and the milliseconds the page took to redraw. */
async function selectTimed(page: Page, name: 'host' | 'sort' | 'group', value: string): Promise<number> {
  return (await page.evaluate(`(() => {
    const t0 = performance.now();
    const s = document.querySelector('select[name=${name}]');
    s.value = ${JSON.stringify(value)};
    s.dispatchEvent(new Event('change'));
    return Math.round(performance.now() - t0);
  })()`)) as number;
}

describe.skipIf(NO_CHROMIUM !== undefined)('--html in headless Chromium', () => {
  const browser = chromiumForTests();

  it('shows every dead link of a crawl, a hostile one as text, and requests nothing', async () => {
    const srv = await startServer((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          '<!doctype html><title>home</title>\n<a href="/gone">gone</a>\n<a href="/also-gone">x</a>\n' +
            '<a href="/q?&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><img src=x alt="&lt;img src=x onerror=alert(2)&gt;"></a>\n<a href="/ok">ok</a>',
        );
        return;
      }
      res.writeHead(req.url === '/ok' ? 200 : 404, { 'content-type': 'text/html' });
      res.end('x');
    });
    scratch.servers.push(srv);
    const html = path.join(scratch.dir, 'report.html');
    const json = path.join(scratch.dir, 'report.json');
    const r = await runCli([`${srv.url}/`, '--html', html, '--json', json, '--quiet'], { cwd: scratch.dir });
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    // /gone, /also-gone, the hostile query and the image's src x.
    expect(report.dead).toHaveLength(4);
    const { page, network } = await openTimed(browser(), html);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const shown = await page.$$eval('tbody tr td.link > :first-child', (els) => els.map((e) => e.textContent));
    expect(shown.sort()).toEqual(report.dead.map((d) => d.url).sort());
    expect(await page.$$('img')).toHaveLength(0);
    expect(await textOf(page, 'body')).toContain('<img src=x onerror=alert(2)>');
    expect(dialogs).toEqual([]);
    expect(network).toEqual([]);
    await page.close();
  });

  it.skipIf(!existsSync(PYTHON_DOCS))(
    'opens and filters the Python docs report (prints the time)',
    async () => {
      const html = path.join(scratch.dir, 'python.html');
      const r = await runCli([PYTHON_DOCS, '--no-check-external', '--html', html, '--quiet'], { cwd: scratch.dir, timeoutMs: 300_000 });
      expect(r.code, r.stderr).toBe(1);
      const { page, ms, network } = await openTimed(browser(), html);
      const places = (await page.evaluate(
        "JSON.parse(document.getElementById('linkspider-data').textContent).lists.dead.reduce((n, d) => n + d.refs.length, 0)",
      )) as number;
      // 1,451 places of one dead page (its symlinked jquery.js and underscore.js are served since symlinks are followed).
      expect(places).toBeGreaterThan(1400);
      const searchBox = await nth(page, 'input[type=search]', 0);
      const search = await timedFilter(page, () => fill(searchBox, 'library/'));
      const byPage = await selectTimed(page, 'group', 'page');
      console.log(
        `python docs: ${places} dead places, ${(readFileSync(html).length / 1e6).toFixed(1)} MB; open ${ms} ms, search ${search} ms, group by page ${byPage} ms`,
      );
      expect(network).toEqual([]);
      await page.close();
    },
    400_000,
  );

  it('opens and filters a synthetic report of 100,000 links (prints the time)', async () => {
    const html = path.join(scratch.dir, 'big.html');
    writeFileSync(html, renderHtml(syntheticReport(100_000)));
    const { page, ms } = await openTimed(browser(), html);
    expect(await textOf(page, '#status')).toContain('of 100,000 links');
    const searchBox = await nth(page, 'input[type=search]', 0);
    const search = await timedFilter(page, () => fill(searchBox, 'host7.localhost'));
    await timedFilter(page, () => fill(searchBox, ''));
    const host = await selectTimed(page, 'host', 'host9.localhost');
    const sort = await selectTimed(page, 'sort', 'url');
    const byPage = await selectTimed(page, 'group', 'page');
    console.log(
      `100,000 links: ${(readFileSync(html).length / 1e6).toFixed(1)} MB; open ${ms} ms, search ${search} ms, host ${host} ms, sort ${sort} ms, group by page ${byPage} ms`,
    );
    await page.close();
  }, 300_000);
});
