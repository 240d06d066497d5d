import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandSourceGlobs, findInSources, lookUpSources, needlesFor } from '../../src/action/sources.js';
import { dead, ref } from './action-report-fixture.js';
import { tempDir } from '../helpers/temp.js';

describe('needlesFor', () => {
  it('looks for the raw value, the full URL and the path under the site origins', () => {
    const d = dead('https://site.test/docs/guide/setup.html', {
      referrers: [ref({ raw: '../guide/setup.html' }), ref({ raw: 'setup.html?a=1&b=2' })],
    });
    expect(needlesFor(d, ['https://site.test/docs/']).sort()).toEqual(
      [
        '../guide/setup.html',
        'setup.html?a=1&b=2',
        'setup.html?a=1&amp;b=2',
        'https://site.test/docs/guide/setup.html',
        '/docs/guide/setup.html',
        'guide/setup.html',
      ].sort(),
    );
  });

  it('ignores origins the URL is not under, and tiny needles', () => {
    const d = dead('https://ext.test/a', { referrers: [ref({ raw: '/' })] });
    expect(needlesFor(d, ['https://site.test/'])).toEqual(['https://ext.test/a']);
  });
});

describe('findInSources', () => {
  const files = [
    {
      path: 'docs/index.md',
      text: [
        '# Docs',
        'See [the guide](/guide.html) and [about](/about.html).',
        'Bare: https://ext.test/gone. Also <https://ext.test/gone>',
        '[ref]: /guide.html#install',
        'Not this: /guide.html5 or /guide.htmlx or https://ext.test/gone/deeper',
      ].join('\n'),
    },
    { path: 'site/page.html', text: '<p>\n  <a href="/guide.html">g</a> <img src=/guide.html>\n</p>' },
  ];

  it('finds each place with line and columns, only where the link stands alone', () => {
    const hits = findInSources(
      [dead('https://site.test/guide.html', { referrers: [ref({ raw: '/guide.html' })] }), dead('https://ext.test/gone', { internal: false })],
      files,
      ['https://site.test/'],
    );
    expect(hits.get('https://site.test/guide.html')).toEqual([
      { file: 'docs/index.md', line: 2, column: 17, endColumn: 27, needle: '/guide.html' },
      { file: 'docs/index.md', line: 4, column: 8, endColumn: 18, needle: '/guide.html' },
      { file: 'site/page.html', line: 2, column: 12, endColumn: 22, needle: '/guide.html' },
      { file: 'site/page.html', line: 2, column: 40, endColumn: 50, needle: '/guide.html' },
    ]);
    expect(hits.get('https://ext.test/gone')).toEqual([
      { file: 'docs/index.md', line: 3, column: 7, endColumn: 27, needle: 'https://ext.test/gone' },
      { file: 'docs/index.md', line: 3, column: 36, endColumn: 56, needle: 'https://ext.test/gone' },
    ]);
  });

  it('returns nothing for a URL written nowhere', () => {
    expect(findInSources([dead('https://site.test/nowhere')], files, ['https://site.test/']).size).toBe(0);
  });

  it('caps hits per URL', () => {
    const many = { path: 'a.md', text: '(/x.html)\n'.repeat(100) };
    const hits = findInSources([dead('https://site.test/x.html', { referrers: [] })], [many], ['https://site.test/'], {
      maxFiles: 10,
      maxFileBytes: 1e6,
      maxHitsPerUrl: 5,
    });
    expect(hits.get('https://site.test/x.html')).toHaveLength(5);
  });
});

describe('globs', () => {
  function workspace(): string {
    const ws = tempDir('ls-sources-');
    for (const f of ['docs/a.md', 'docs/deep/b.md', 'docs/drafts/c.md', 'docs/x.txt', 'node_modules/pkg/readme.md', 'README.md']) {
      mkdirSync(path.dirname(path.join(ws, f)), { recursive: true });
      writeFileSync(path.join(ws, f), `[link](/gone.html) in ${f}\n`);
    }
    return ws;
  }

  it('expands ** globs, honours !excludes and skips node_modules', async () => {
    const ws = workspace();
    expect(await expandSourceGlobs(['docs/**/*.md', '!docs/drafts/**'], ws)).toEqual(['docs/a.md', 'docs/deep/b.md']);
    expect(await expandSourceGlobs(['**/*.md'], ws)).toEqual(['README.md', 'docs/a.md', 'docs/deep/b.md', 'docs/drafts/c.md']);
  });

  it('looks up dead links in the matched files', async () => {
    const ws = workspace();
    const { files, hits } = await lookUpSources(['*.md', 'docs/*.md'], ws, [dead('https://site.test/gone.html', { referrers: [] })], ['https://site.test/']);
    expect(files).toBe(2);
    expect(hits.get('https://site.test/gone.html')?.map((h) => `${h.file}:${h.line}:${h.column}`)).toEqual(['README.md:1:8', 'docs/a.md:1:8']);
  });
});
