/**
 * The HTML report (`--html`) in real headless Chromium (test/helpers/browser.ts): it shows every
 * dead link, filters, searches, sorts and groups, makes no request beyond its own file, and a
 * hostile URL or link text stays text. Skipped, saying why, where no `chromium` is installed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { renderHtml, type HtmlOptions } from '../../src/report/html.js';
import type { Report } from '../../src/report/model.js';
import { chromiumForTests, countNetwork, fill, NO_CHROMIUM, nth, textOf, waitForStatus } from '../helpers/browser.js';
import { deadLink, emptyReport } from '../helpers/html-report.js';
import { tempDir } from '../helpers/temp.js';

if (NO_CHROMIUM !== undefined) console.warn(NO_CHROMIUM);

const HOSTILE_URL = 'http://evil.localhost/"><script>window.__pwned=1</script><b id="x">';
const HOSTILE_TEXT = '<img src=x onerror="window.__pwned=2;alert(1)">';

/** 130 dead links (two result pages) across three hosts, plus one of each other kind. */
function fixture(): Report {
  const r = emptyReport();
  for (let i = 0; i < 130; i++) {
    const host = ['site.localhost', 'a.localhost', 'b.localhost'][i % 3]!;
    const pages = Array.from({ length: (i % 4) + 1 }, (_, k) => `http://site.localhost/docs/p${(i + k) % 9}.html`);
    r.dead.push(deadLink(`http://${host}/dead/${String(i).padStart(3, '0')}`, pages, i % 5 === 0 ? { status: 410, reason: 'HTTP 410 Gone' } : {}));
  }
  r.dead[7]!.failingRuns = 3;
  (r.dead[7] as { since?: string }).since = '2026-11-20T08:00:00.000Z';
  r.warnings.push({
    ...deadLink('http://slow.localhost/x', ['http://site.localhost/docs/p1.html']),
    state: 'warn',
    status: 429,
    reason: 'HTTP 429 Too Many Requests',
  });
  r.blocked = [
    { ...deadLink('http://wall.localhost/in', ['http://site.localhost/docs/p2.html']), state: 'warn', status: 999, reason: 'bot wall', blocked: true },
  ];
  r.moved = [
    {
      url: 'http://site.localhost/old',
      to: 'http://site.localhost/new',
      status: 301,
      internal: true,
      referrers: deadLink('x', ['http://site.localhost/docs/p3.html']).referrers,
    },
  ];
  r.orphans = ['http://site.localhost/lost.html'];
  r.mailto = [{ address: 'team@site.localhost', pages: ['http://site.localhost/docs/p4.html'] }];
  r.counts = { ...r.counts, pages: 9, links: 200, dead: r.dead.length, warnings: 1, blocked: 1, mailto: 1 };
  (r as unknown as { history: unknown[] }).history = [
    { startedAt: '2026-12-01T10:00:00.000Z', pages: 9, links: 190, dead: 100, warnings: 3, blocked: 1, moved: 1, newDead: 100, fixed: 0, partial: false },
    { startedAt: '2026-12-02T10:00:00.000Z', pages: 9, links: 195, dead: 120, warnings: 2, blocked: 1, moved: 1, newDead: 25, fixed: 5, partial: false },
    { startedAt: '2026-12-03T10:00:00.000Z', pages: 9, links: 200, dead: 130, warnings: 1, blocked: 1, moved: 1, newDead: 10, fixed: 0, partial: false },
  ];
  return r;
}

function writePage(report: Report, opts: HtmlOptions = {}): string {
  const file = path.join(tempDir('ls-html-'), 'report.html');
  writeFileSync(file, renderHtml(report, opts));
  return file;
}

/** The URLs of the links rows shown now. */
const shownUrls = (page: Page) => page.$$eval('tbody tr td.link > :first-child', (els) => els.map((e) => e.textContent ?? ''));
const status = (page: Page) => textOf(page, '#status');
/** Choose an option of a `select[name=...]` as a user does (input and change events). */
const choose = (page: Page, name: string, value: string) => page.select(`select[name=${name}]`, value);
/** The first pager's next button. */
const nextButton = async (page: Page) => (await (await nth(page, 'nav.pager', 0)).$('button[data-go=next]'))!;

describe.skipIf(NO_CHROMIUM !== undefined)('HTML report in headless Chromium', () => {
  const browser = chromiumForTests();

  async function open(file: string): Promise<{ page: Page; network: string[]; dialogs: string[]; errors: string[] }> {
    const page = await browser().newPage();
    const network = await countNetwork(page);
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`file://${file}`);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 10_000 });
    return { page, network, dialogs, errors };
  }

  it('shows every dead link, page by page, with each place and its line and column', async () => {
    const report = fixture();
    const { page, network, errors } = await open(writePage(report));
    await choose(page, 'state', 'dead');
    expect(await status(page)).toContain('of 130 links');
    const seen: string[] = [];
    seen.push(...(await shownUrls(page)));
    await (await nextButton(page)).click();
    seen.push(...(await shownUrls(page)));
    expect(seen.sort()).toEqual(report.dead.map((d) => d.url).sort());
    // The places of the first row (most places first): page, line:column, link text.
    const first = await page.$$eval('tbody tr:first-child ul.places li', (els) => els.map((e) => e.textContent));
    expect(first[0]).toMatch(/^http:\/\/site\.localhost\/docs\/p\d\.html 1:5 “link 0”$/);
    expect(errors).toEqual([]);
    expect(network).toEqual([]);
    await page.close();
  });

  it('filters by state, host, page and reason, searches, sorts and groups by page', async () => {
    const { page, errors } = await open(writePage(fixture()));
    const until = (text: string) => waitForStatus(page, text);
    expect(await status(page)).toContain('of 135 links');
    await choose(page, 'host', 'a.localhost');
    expect(await status(page)).toContain('of 43 links');
    await choose(page, 'reason', 'HTTP 410 Gone');
    const gone = await shownUrls(page);
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.every((u) => u.startsWith('http://a.localhost/'))).toBe(true);
    await choose(page, 'reason', '');
    await choose(page, 'host', '');
    await fill(await nth(page, 'input[type=search]', 0), 'dead/12');
    await until('of 10 links');
    await choose(page, 'sort', 'url');
    const sorted = await shownUrls(page);
    expect(sorted).toEqual([...sorted].sort());
    expect(sorted[0]).toBe('http://a.localhost/dead/121');
    await fill(await nth(page, 'input[type=search]', 0), '');
    await until('of 135 links');
    await fill(await nth(page, 'input[type=search]', 1), 'docs/p4');
    const r = fixture();
    const onPage = [...r.dead, ...r.warnings, ...r.blocked!, ...r.moved!].filter((l) => l.referrers.some((ref) => ref.page.includes('docs/p4')));
    await until(`of ${onPage.length + 1} links`); // and the mailto address on it
    const onP4 = await page.$$eval('tbody tr td.places', (tds) => tds.every((td) => td.textContent?.includes('docs/p4.html')));
    expect(onP4).toBe(true);
    await choose(page, 'group', 'page');
    expect(await page.$$eval('tbody tr td.page', (tds) => tds.map((t) => t.textContent))).toEqual(['http://site.localhost/docs/p4.html']);
    await fill(await nth(page, 'input[type=search]', 1), '');
    await choose(page, 'state', 'orphan');
    await until('of 1 pages');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows since when and in how many runs a link failed, the trend chart, and GitHub source links', async () => {
    const report = fixture();
    for (const ref of report.dead[7]!.referrers) ref.file = 'docs/p.html';
    const { page } = await open(writePage(report, { workspace: '/w', sitePath: '/w/site', sourceUrl: (f, l) => `https://github.com/o/r/blob/abc/${f}#L${l}` }));
    await fill(await nth(page, 'input[type=search]', 0), 'dead/007');
    await waitForStatus(page, 'of 1 links');
    expect(await textOf(page, 'tbody td.state-dead')).toBe('deadsince 2026-11-20 (3 runs)');
    const source = await page.$$eval('tbody a', (as) => as.find((a) => a.textContent?.trim() === 'source')?.getAttribute('href'));
    expect(source).toBe('https://github.com/o/r/blob/abc/site/docs/p.html#L1');
    expect(await page.$$eval('.trend svg polyline', (ls) => ls.length)).toBe(2);
    expect(await page.$$eval('.trend svg circle', (cs) => cs.length)).toBe(6);
    await page.close();
  });

  it('keeps a hostile URL and link text as text: nothing runs, nothing is added', async () => {
    const report = emptyReport();
    const link = deadLink(HOSTILE_URL, ['http://site.localhost/</script><script>window.__pwned=3</script>']);
    link.referrers[0]!.text = HOSTILE_TEXT;
    link.reason = '</title><title>owned';
    report.dead.push(link, deadLink('http://site.localhost/ok', ['http://site.localhost/']));
    report.run.startUrls = ['http://site.localhost/</title><script>alert(4)</script>'];
    report.counts.dead = 2;
    const { page, network, dialogs, errors } = await open(writePage(report));
    expect(await page.title()).toBe('linkspider report: http://site.localhost/</title><script>alert(4)</script>');
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.$$eval('script', (s) => s.length)).toBe(2);
    expect(await page.$$('img')).toHaveLength(0);
    expect(await page.$$('#x')).toHaveLength(0);
    expect(await page.$$('title')).toHaveLength(1);
    // Element for element the page of the same report with harmless strings.
    const count = (p: Page) => p.evaluate("Array.from(document.querySelectorAll('*'), (e) => e.tagName).join(' ')");
    const tame = JSON.parse(JSON.stringify(report).replace(/[<>]|\\"/g, '_')) as Report;
    const control = await open(writePage(tame));
    expect(await count(page)).toBe(await count(control.page));
    await control.page.close();
    expect(await shownUrls(page)).toContain(HOSTILE_URL);
    expect(await textOf(page, 'body')).toContain(HOSTILE_TEXT);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    expect(network).toEqual([]);
    await page.close();
  });

  it('is keyboard-usable: Tab reaches the search box and the pager, Enter pages on', async () => {
    const { page } = await open(writePage(fixture()));
    // The start URL's link first, then the search box.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('type')")).toBe('search');
    await (await nextButton(page)).focus();
    await page.keyboard.press('Enter');
    expect(await status(page)).toContain('Showing 101–135 of 135');
    await page.close();
  });
});
