/**
 * `sitemap` as users meet it: the bundled Action on a built folder (a dead sitemap entry
 * annotated in sitemap.xml at its line, one warning for the bad sitemaps, the summary's
 * sitemap section with the orphans, the failing gate), and the CLI (orphans alone pass, a bad
 * `--sitemap` value is a usage error).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, ROOT, runAction, sandbox } from '../helpers/action.js';
import { cliPath, runCli } from '../helpers/cli.js';
import { closeServers, page, site } from '../helpers/crawl.js';
import type { Report } from '../../src/report/model.js';

beforeAll(async () => {
  await cliPath();
  if (!existsSync(BUNDLE)) throw new Error(`${path.relative(ROOT, BUNDLE)} is missing: run "npm run package" first`);
}, 180_000);
afterEach(closeServers);

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${u}</loc></url>`).join('\n')}\n</urlset>\n`;

describe('the Action with a sitemap', () => {
  it('annotates a dead entry in sitemap.xml, warns once for the bad sitemaps, lists orphans in the summary and fails on the dead entry only', async () => {
    const files = {
      'public/index.html': page('<a href="/docs/">docs</a>'),
      'public/docs/index.html': page('<a href="/">home</a>'),
      'public/landing.html': page('reached from search only'),
      'public/robots.txt': 'User-agent: *\nSitemap: https://docs.example.org/sitemap-index.xml\n',
      'public/sitemap-index.xml':
        '<?xml version="1.0"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://docs.example.org/sitemap.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://docs.example.org/sitemap-old.xml</loc></sitemap>\n</sitemapindex>\n',
      'public/sitemap.xml': urlset([
        'https://docs.example.org/',
        'https://docs.example.org/docs/',
        'https://docs.example.org/landing.html',
        'https://docs.example.org/removed.html',
      ]),
    };
    const r = await runAction({ path: 'public', 'base-url': 'https://docs.example.org/', sitemap: 'auto' }, sandbox(files));
    expect(r.code, r.stderr).toBe(1);
    expect(r.outputs).toMatchObject({ result: 'failed', dead: '1', pages: '3' });

    // The dead entry, at its <loc> in public/sitemap.xml (line 6, the URL's first character at column 11).
    const errors = r.commands.filter((c) => c.command === 'error');
    const entry = errors.find((c) => c.props['file'] === 'public/sitemap.xml');
    expect(entry?.props).toMatchObject({ line: '6', col: '11', title: 'Dead link: HTTP 404 Not Found' });
    expect(entry?.message).toContain('<url loc>');

    // One warning for the bad sitemap (the index lists a missing one), at its place in the index.
    const warnings = r.commands.filter((c) => c.command === 'warning' && c.message.startsWith('Sitemaps:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toBe(
      'Sitemaps:\nhttps://docs.example.org/sitemap-index.xml:4:15: lists https://docs.example.org/sitemap-old.xml, which answered HTTP 404',
    );

    expect(r.summary).toContain('1 sitemap orphan');
    expect(r.summary).toMatch(/<summary>Sitemaps: 2 sitemaps, 4 pages listed, 1 dead entry, 1 orphan, 1 problem<\/summary>/);
    expect(r.summary).toContain('https://docs.example.org/landing.html');
    const report = JSON.parse(readFileSync(r.outputs['report']!, 'utf8')) as Report;
    expect(report.sitemaps?.orphans).toEqual(['https://docs.example.org/landing.html']);
    expect(report.sitemaps?.dead).toEqual(['https://docs.example.org/removed.html']);
  });
});

describe('the CLI with a sitemap', () => {
  it('orphans alone do not fail the run; they are printed', async () => {
    let base = '';
    const s = await site({
      '/': page('<a href="/a">a</a>'),
      '/a': page('a'),
      '/lonely': page('lonely'),
      '/sitemap.xml': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(urlset([`${base}/`, `${base}/a`, `${base}/lonely`]));
      },
    });
    base = s.url;
    const r = await runCli([s.url, '--sitemap', 'auto']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Sitemaps: 1 read, 3 pages listed, 0 dead entries, 1 orphan');
    expect(r.stdout).toContain(`    ${s.url}/lonely`);
  });

  it('a dead entry fails it, named with its sitemap, line and column', async () => {
    let base = '';
    const s = await site({
      '/': page('home'),
      '/sitemap.xml': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(urlset([`${base}/`, `${base}/gone`]));
      },
    });
    base = s.url;
    const r = await runCli([s.url, '--sitemap', `${s.url}/sitemap.xml`]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain(`${s.url}/sitemap.xml:4:11 <url loc>`);
  });

  it('a bad --sitemap value is a usage error naming the flag', async () => {
    const r = await runCli(['http://127.0.0.1:9/', '--sitemap', 'ftp://example.com/sitemap.xml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--sitemap: expected an http:\/\/ or https:\/\/ URL/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    const p = await runCli(['http://127.0.0.1:9/', '--sitemap', '/sitemap.xml']);
    expect(p.code).toBe(2);
    expect(p.stderr).toContain('a path in the folder needs a folder to check');
  });
});
