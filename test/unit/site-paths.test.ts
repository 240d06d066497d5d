/**
 * The folder's path helpers written by hand for start-up speed (`site-files.ts`): each gives what the library
 * function it stands in for gives, on names a built site holds and on the odd ones.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeFor, joinName, sitePathOf } from '../../src/local/site-files.js';
import { oneUrlPerSite, siteKey } from '../../src/crawl/frontier/url.js';

const NAMES = ['index.html', 'a.html', 'a.b.HTML', '.htaccess', 'a.', 'Makefile', 'x.tar.gz', 'café.svg', 'a b.css', '..', '.x.js', 'a.woff2'];

describe('folder path helpers', () => {
  it('joinName is path.join for a normalised folder and an entry name', () => {
    for (const dir of ['/srv/site', '/srv/site/docs', '/', path.resolve('.')]) {
      // A folder's entries are never `..`.
      for (const name of NAMES.filter((n) => n !== '..')) expect(joinName(dir, name)).toBe(path.join(dir, name));
    }
  });

  it('contentTypeFor reads the extension as path.extname does', () => {
    const byExtname = (file: string) => contentTypeFor(`/srv/x${path.extname(file).toLowerCase()}`);
    for (const dir of ['/srv/site', '/srv/a.b', '/']) {
      for (const name of NAMES) expect(contentTypeFor(joinName(dir, name)), `${dir} ${name}`).toBe(byExtname(name));
    }
    expect(contentTypeFor('/srv/a.b/readme')).toBe('application/octet-stream');
    expect(contentTypeFor('/srv/site/A.HTML')).toBe('text/html');
  });

  it('sitePathOf: plain names as they are, index files as their folder, the rest percent-encoded', () => {
    expect(sitePathOf('index.html')).toBe('');
    expect(sitePathOf('docs/index.html')).toBe('docs/');
    expect(sitePathOf('docs/index.htm')).toBe('docs/index.htm');
    expect(sitePathOf('docs/myindex.html')).toBe('docs/myindex.html');
    expect(sitePathOf('a b/c.html')).toBe('a b/c.html');
    expect(sitePathOf('a%b/index.html')).toBe('a%25b/');
    expect(sitePathOf('q?/x#1.html')).toBe('q%3F/x%231.html');
  });

  it('oneUrlPerSite: a URL for each scheme and authority, the first of each, so every start site is there', () => {
    const hrefs = ['http://a.test/x', 'http://a.test/y', 'https://a.test/', 'http://a.test:81/', 'http://u@a.test/', 'http://a.test', 'http://b.test/z'];
    const urls = oneUrlPerSite(hrefs);
    expect(urls.map((u) => u.href)).toEqual(['http://a.test/x', 'https://a.test/', 'http://a.test:81/', 'http://u@a.test/', 'http://b.test/z']);
    expect(new Set(urls.map((u) => `${u.protocol}${siteKey(u)}`))).toEqual(new Set(hrefs.map((h) => `${new URL(h).protocol}${siteKey(new URL(h))}`)));
  });
});
