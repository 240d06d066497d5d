/**
 * End to end (issue 27): a deep link redirected to the home page is a soft 404 (`gone-to-home`),
 * never `moved`; the reason names where it landed, in every report format.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { check, closeServers, deadUrls, page, redirect, site } from '../helpers/crawl.js';
import { formatConsoleReport } from '../../src/report/console.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { buildSarif } from '../../src/report/sarif.js';
import { junitChunks } from '../../src/report/junit.js';

afterEach(closeServers);

const routes = {
  '/': page('<a href="/docs/old-page">old</a>\n<a href="/moved">moved</a>\n<a href="/blog/2019/post">post</a>'),
  '/docs/old-page': redirect('/', 301),
  '/moved': redirect('/new', 301),
  '/new': page('new'),
  '/blog/2019/post': redirect('/blog/', 302),
  '/blog/': page('blog'),
};

describe('gone-to-home: soft 404s', () => {
  it('a deep link redirected to the home page or its section root is a warning naming where it landed, not moved', async () => {
    const s = await site(routes);
    const r = await check({ urls: s.url });
    expect(r.dead).toEqual([]);
    expect(r.warnings.map((w) => [w.url, w.goneToHome, w.reason, w.referrers.map((ref) => ref.line)])).toEqual([
      [`${s.url}/blog/2019/post`, `${s.url}/blog/`, `gone: redirected to the section root ${s.url}/blog/ (the page no longer exists)`, [5]],
      [`${s.url}/docs/old-page`, `${s.url}/`, `gone: redirected to the home page ${s.url}/ (the page no longer exists)`, [3]],
    ]);
    expect(r.moved?.map((m) => m.url)).toEqual([`${s.url}/moved`]);
    expect(r.counts.warnings).toBe(2);

    expect(formatConsoleReport(r, { color: false })).toContain(
      `! soft 404 ${s.url}/docs/old-page\n    gone: redirected to the home page ${s.url}/ (the page no longer exists)`,
    );
    expect(renderMarkdown(r)).toContain(`→ gone to`);
    const sarif = buildSarif(r, { workspace: path.resolve('/work/repo') });
    const results = sarif.runs[0]!.results!;
    expect(results.map((x) => [x.ruleId, x.level])).toEqual([
      ['gone-to-home', 'warning'],
      ['gone-to-home', 'warning'],
    ]);
    expect(results.map((x) => x.message.text).join('\n')).toContain(
      `Redirected to the home page (soft 404): ${s.url}/docs/old-page (gone: redirected to the home page ${s.url}/`,
    );
    expect(sarif.runs[0]!.tool.driver.rules!.some((rule) => rule.id === 'gone-to-home')).toBe(true);
    const junit = [...junitChunks(r, { workspace: path.resolve('/work/repo') })].join('');
    expect(junit).toContain(`-&gt; ${s.url}/docs/old-page : gone: redirected to the home page ${s.url}/`);
  });

  it('gone-to-home dead makes them dead links; ok reports them nowhere', async () => {
    const s = await site(routes);
    const dead = await check({ urls: s.url, 'gone-to-home': 'dead' });
    expect(deadUrls(dead)).toEqual([`${s.url}/blog/2019/post`, `${s.url}/docs/old-page`]);
    expect(dead.dead[1]!.goneToHome).toBe(`${s.url}/`);
    const ok = await check({ urls: s.url, 'gone-to-home': 'ok' });
    expect(ok.warnings).toEqual([]);
    expect(ok.dead).toEqual([]);
    expect(ok.moved?.map((m) => m.url)).toEqual([`${s.url}/moved`]);
  });
});
