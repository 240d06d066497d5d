import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { renderMarkdown, reportResult } from '../../src/report/markdown.js';
import { actionOutputs, summaryMarkdown, SUMMARY_LIMIT_BYTES } from '../../src/action/summary.js';
import { dead, ref, report, warn } from './action-report-fixture.js';
import { escapeMarkdown, markdownLink } from '../../src/report/escape.js';

const link = (u: string) => markdownLink(escapeMarkdown(u), u);

const render = (md: string) => marked.parse(md, { gfm: true, async: false }) as string;

describe('markdown report', () => {
  it('has a headline, a dead-link table, collapsed warnings and mailto, and run facts', () => {
    const r = report({
      dead: [dead('https://site.test/missing', { referrers: [ref({ page: 'https://site.test/docs/', line: 12, column: 7, text: 'Guide' })] })],
      warnings: [warn('https://ext.test/slow', { internal: false })],
      mailto: [{ address: 'team@site.test', pages: ['https://site.test/contact'] }],
    });
    const md = renderMarkdown(r);
    expect(md).toMatch(/^## ❌ linkspider: failed\n/);
    expect(md).toContain('**3 pages** · **10 links** · **1 dead link** · **1 warning** · 2.5 s');
    expect(md).toContain('| Status | URL | Found on |');
    expect(md).toContain(`| 404 Not Found | ${link('https://site.test/missing')} | ${link('https://site.test/docs/')} line 12, col 7 “Guide” |`);
    expect(md).toContain('<details><summary>Warnings (1)</summary>');
    expect(md).toContain(`${link('https://ext.test/slow')} (external)`);
    expect(md).toContain('<details><summary>mailto addresses (1)</summary>');
    expect(md).toContain(`| \`team@site.test\` | ${link('https://site.test/contact')} |`);
    expect(md).toContain('<details><summary>Run facts</summary>');
    const html = render(md);
    expect(html.match(/<table>/g)).toHaveLength(3);
  });

  it('shows folder pages as workspace-relative files, linked to their public URL when they have one', () => {
    const r = report({ dead: [dead('/x', { internal: true, referrers: [ref({ page: '/docs/a.html', file: 'docs/a.html', line: 2, column: 3 })] })] });
    const md = renderMarkdown(r, { sitePath: path.resolve('/ws/site'), workspace: path.resolve('/ws') });
    expect(md).toContain('| 404 Not Found | `/x` | `site/docs/a.html` line 2, col 3');
    const pub = report({
      dead: [dead('https://site.test/x', { referrers: [ref({ page: 'https://site.test/docs/a.html', file: 'docs/a.html', line: 2, column: 3 })] })],
    });
    expect(renderMarkdown(pub, { sitePath: path.resolve('/ws/site'), workspace: path.resolve('/ws') })).toContain(
      `${markdownLink(escapeMarkdown('site/docs/a.html'), 'https://site.test/docs/a.html')} line 2, col 3`,
    );
  });

  it('makes http(s) URLs links whose destination cannot break out; other URLs stay code', () => {
    const r = report({
      dead: [
        dead('https://site.test/a b)|<x>"\'`\\', { referrers: [ref({ page: 'https://site.test/p?q=1|2' })] }),
        dead('javascript:alert(1)', { internal: false, referrers: [ref({ page: 'https://site.test/' })] }),
      ],
    });
    const md = renderMarkdown(r);
    expect(md).toContain('](https://site.test/a%20b%29%7C%3Cx%3E%22%27%60%5C)');
    expect(md).toContain('](https://site.test/p?q=1%7C2)');
    expect(md).toContain('`javascript:alert(1)` (external)');
    const html = render(md);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.every((h) => h!.startsWith('https://site.test/'))).toBe(true);
    expect(html).not.toMatch(/<(script|x)\b/);
    // Two rows of three cells: no pipe split a cell.
    expect(html.split('</table>')[0]!.match(/<td>/g)).toHaveLength(6);
  });

  it('shows the redirect chain of a dead link, and the most-linked dead URL first', () => {
    const r = report({
      dead: [
        dead('https://site.test/a', { referrers: [ref()] }),
        dead('https://site.test/b', {
          status: 410,
          reason: 'HTTP 410 Gone',
          redirects: [
            { url: 'https://site.test/b', status: 301 },
            { url: 'https://site.test/b2', status: 302 },
          ],
          referrers: [ref({ line: 1 }), ref({ line: 2 })],
        }),
      ],
    });
    const md = renderMarkdown(r);
    expect(md).toContain(`| 301 → 302 → 410 Gone | ${link('https://site.test/b')} |`);
    expect(md.indexOf('https://site.test/b)')).toBeLessThan(md.indexOf('https://site.test/a)'));
  });

  it('keeps the 50 most-linked dead links open and the rest one click away', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      dead(`https://site.test/d${String(i).padStart(2, '0')}`, { referrers: Array.from({ length: i === 59 ? 3 : 1 }, () => ref()) }),
    );
    const md = renderMarkdown(report({ dead: many }));
    const [open, rest] = md.split('<details><summary>10 more dead links, less linked</summary>');
    expect(rest).toBeDefined();
    expect(open!.match(/^\| 404 Not Found \|/gm)).toHaveLength(50);
    expect(open).toContain('https://site.test/d59)'); // three places: first
    expect(rest!.split('</details>')[0]!.match(/^\| 404 Not Found \|/gm)).toHaveLength(10);
    expect(render(md).match(/<table>/g)).toHaveLength(2);
  });

  it('links source places to the file at the commit', () => {
    const r = report({ dead: [dead('https://site.test/x')] });
    const md = renderMarkdown(r, {
      sources: new Map([['https://site.test/x', [{ file: 'docs/a b.md', line: 7 }]]]),
      sourceUrl: (file, line) => `https://github.test/o/r/blob/abc/${encodeURI(file)}#L${line}`,
    });
    expect(md).toContain(`source ${markdownLink(escapeMarkdown('docs/a b.md:7'), 'https://github.test/o/r/blob/abc/docs/a%20b.md#L7')}`);
    expect(renderMarkdown(r, { sources: new Map([['https://site.test/x', [{ file: 'a.md', line: 1 }]]]) })).toContain('source a\\.md\\:1');
  });

  it('lists orphan pages and what was fixed since the last run', () => {
    const r = report({
      run: { ...report().run, options: { cache: true }, fixed: ['https://site.test/back'] },
      dead: [dead('https://site.test/new', { failingRuns: 1 }), dead('https://site.test/still', { failingRuns: 3 })],
      orphans: ['https://site.test/lost.html'],
    });
    const md = renderMarkdown(r);
    expect(md).toContain('· 1 orphan page ·');
    expect(md).toContain('Since the last run: **1 new dead link**, **1 fixed**.');
    expect(md).toContain(`<details><summary>Fixed since the last run (1)</summary>\n\n| URL |\n|---|\n| ${link('https://site.test/back')} |`);
    expect(md).toContain(
      `<details><summary>Orphan pages: no other page links to them (1)</summary>\n\n| Page |\n|---|\n| ${link('https://site.test/lost.html')} |`,
    );
    expect(actionOutputs(r, 'r.json')).toMatchObject({ dead: '2', new: '1', known: '0', fixed: '1' });
  });

  it('says when nothing was checked', () => {
    const r = report({
      counts: { ...report().counts, pages: 0 },
      run: { ...report().run, emptyReason: 'start URL https://site.test/ is served as text/plain, not as an HTML page' },
    });
    expect(renderMarkdown(r)).toContain(`> [!CAUTION]\n> Nothing was checked: ${escapeMarkdown(r.run.emptyReason!)}.`);
  });

  it('says passed, or incomplete with the reason', () => {
    expect(renderMarkdown(report())).toMatch(/^## ✅ linkspider: passed[\s\S]*No dead links\./);
    const inc = report({ run: { ...report().run, incomplete: true, incompleteReason: 'max-pages' } });
    expect(reportResult(inc)).toBe('incomplete');
    expect(renderMarkdown(inc)).toContain('The crawl stopped early (max\\-pages)');
  });

  it('escapes every URL and text from the crawl', () => {
    const r = report({
      dead: [
        dead('https://site.test/<img src=x onerror=alert(1)>', {
          reason: 'HTTP 404 <b>[x](https://evil.test)</b>',
          referrers: [ref({ page: 'https://site.test/a|b', text: '![i](https://evil.test/i.png) | <script>x</script>\n## h' })],
        }),
      ],
      mailto: [{ address: '<a href="https://evil.test">me</a>@x.test', pages: ['https://site.test/`code`'] }],
    });
    const html = render(renderMarkdown(r));
    expect(html).not.toMatch(/<(img|script|b)\b/);
    // Links only where we make them: to the pages' and dead URLs' own http(s) addresses.
    expect([...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).every((a) => /^<a href="https:\/\/site\.test\/[^"]*">$/.test(a))).toBe(true);
    expect(html.match(/<h2>/g)).toHaveLength(1); // our headline only
    expect(html).not.toContain('evil.test"');
    // Still one row per link: the pipe in the page URL did not split a cell.
    const deadTable = html.split('</table>')[0]!;
    expect(deadTable.match(/<td>/g)).toHaveLength(3);
  });

  it('lists at most five places per link, then says how many more', () => {
    const refs = Array.from({ length: 8 }, (_, i) => ref({ line: i + 1 }));
    const md = renderMarkdown(report({ dead: [dead('https://site.test/x', { referrers: refs })] }));
    expect(md).toContain('line 5, col 5 “a link”<br>and 3 more places |');
  });
});

describe('job summary size', () => {
  it('stays under 1 MiB and says how many more and where', () => {
    const long = 'x'.repeat(250);
    const deadLinks = Array.from({ length: 20_000 }, (_, i) =>
      dead(`https://site.test/${i}/${long}`, { referrers: Array.from({ length: 3 }, (_, j) => ref({ page: `https://site.test/p${j}/${long}`, text: long })) }),
    );
    const r = report({ dead: deadLinks, warnings: deadLinks.slice(0, 100).map((d) => ({ ...d, state: 'warn' as const })) });
    const md = summaryMarkdown(r, { fullReportAt: 'report.md in the artifact `links`' });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(SUMMARY_LIMIT_BYTES).toBeLessThan(1024 * 1024);
    expect(md).toMatch(/_[\d,]+ more dead links not shown here: see report\.md in the artifact `links`\._/);
    expect(md).toContain('<details><summary>Run facts</summary>');
    expect(md.endsWith('</details>\n')).toBe(true);
    // The full report is not truncated.
    expect(renderMarkdown(r)).not.toContain('more dead links not shown');
  });
});

describe('outputs', () => {
  it('turns counts into strings and names the result', () => {
    const r = report({ dead: [dead('https://site.test/x')], mailto: [{ address: 'a@b.test', pages: [] }] });
    expect(actionOutputs(r, '/tmp/report.json')).toEqual({
      result: 'failed',
      dead: '1',
      warnings: '0',
      new: '1',
      known: '0',
      fixed: '0',
      pages: '3',
      links: '10',
      mailto: '1',
      'from-cache': '0',
      report: '/tmp/report.json',
    });
    expect(actionOutputs(report(), 'r.json').result).toBe('passed');
  });
});

describe('cache and baseline in the summary', () => {
  it('says how many verdicts came from the cache in the headline when a cache was used', () => {
    const r = report({ run: { ...report().run, options: { cache: true } }, counts: { ...report().counts, fromCache: 7 } });
    expect(renderMarkdown(r)).toContain('**3 pages** · **10 links** · **0 dead links** · **0 warnings** · 7 from cache · 2.5 s');
    expect(actionOutputs(r, 'r.json')['from-cache']).toBe('7');
    const noCache = renderMarkdown(report());
    expect(noCache).not.toContain('from cache ·');
  });

  it('shows new and known dead links apart with a baseline', () => {
    const r = report({
      run: { ...report().run, baseline: { file: '/ws/baseline.json', known: 1 } },
      dead: [dead('https://site.test/new')],
      warnings: [
        warn('https://ext.test/old', { known: true, state: 'warn', reason: 'known (in baseline): HTTP 404 Not Found', internal: false }),
        warn('https://ext.test/slow', { internal: false }),
      ],
    });
    const md = renderMarkdown(r);
    expect(md).toContain('**1 new dead link** · 1 known dead link · **1 warning** ·');
    expect(md).toContain('### New dead links (1)');
    expect(md).toContain('<details><summary>Known dead links, already in the baseline (1)</summary>');
    expect(md).toContain('<details><summary>Warnings (1)</summary>');
    const [known, warnings] = md.split('<details><summary>Warnings');
    expect(known).toContain(link('https://ext.test/old'));
    expect(warnings).not.toContain(link('https://ext.test/old'));
    expect(warnings).toContain(link('https://ext.test/slow'));
    expect(actionOutputs(r, 'r.json')).toMatchObject({ dead: '1', warnings: '1', new: '1', known: '1', fixed: '0' });
    const html = render(md);
    expect(html.match(/<table>/g)).toHaveLength(3);
  });

  it('says "No new dead links" when every dead link is known', () => {
    const r = report({
      run: { ...report().run, baseline: { file: 'b.json', known: 1 } },
      warnings: [warn('https://ext.test/old', { known: true })],
    });
    expect(renderMarkdown(r)).toMatch(/^## ✅ linkspider: passed[\s\S]*No new dead links\./);
  });
});

describe('run facts', () => {
  it('lists run notes, escaped', () => {
    const r = report({ run: { ...report().run, notes: ['mirror: cannot write <b>x</b>'] } });
    expect(renderMarkdown(r)).toContain('- Note: mirror\\: cannot write \\<b\\>x\\<\\/b\\>');
  });
});
