/** Which thread the command runs a check on: the main thread only for a folder check known to be small. */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkThread, SMALL_SITE_BYTES, SMALL_SITE_PAGES, workerYoungGenerationMb, YOUNG_GENERATION_MB } from '../../src/cli-thread.js';
import { CONFIG_FILE } from '../../src/options/config.js';
import { FLAGS } from '../../src/options/cli.js';
import { tempDir } from '../helpers/temp.js';

const line = (...args: string[]) => parseArgs({ args, options: FLAGS, allowPositionals: true, allowNegative: true, strict: true });

function site(files: Record<string, string> = { 'index.html': '<a href="a.html">a</a>', 'a.html': 'a', 'docs/b.html': 'b' }): string {
  const root = tempDir('ls-thread-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('checkThread', () => {
  const cwd = tempDir('ls-thread-cwd-');

  it('runs a small folder checked without external links on the main thread, given as a folder or as its pages', () => {
    const root = site();
    expect(checkThread(line(root, '--no-check-external'), {}, cwd)).toBe('main');
    expect(checkThread(line('--no-check-external', path.join(root, 'index.html'), path.join(root, 'a.html')), {}, cwd)).toBe('main');
    expect(checkThread(line(path.relative(cwd, root), '--no-check-external', '--json', 'r.json', '--entry', 'index.html'), {}, cwd)).toBe('main');
  });

  it('runs on the worker whatever could make the run large', () => {
    const root = site();
    expect(checkThread(line(root), {}, cwd)).toBe('worker'); // external links are checked
    expect(checkThread(line(root, '--no-check-external', '--include', 'example'), {}, cwd)).toBe('worker');
    expect(checkThread(line(root, '--no-check-external', '--sitemap', 'auto'), {}, cwd)).toBe('worker');
    expect(checkThread(line(root, '--no-check-external', '--config', 'c.json'), {}, cwd)).toBe('worker');
    expect(checkThread(line(root, 'https://example.com/', '--no-check-external'), {}, cwd)).toBe('worker');
    expect(checkThread(line(root, site(), '--no-check-external'), {}, cwd)).toBe('worker'); // two folders: the CLI's error
    expect(checkThread(line('README.md', '--no-check-external'), {}, cwd)).toBe('worker');
    expect(checkThread(line(`${root}/*.html`, '--no-check-external'), {}, cwd)).toBe('worker');
    expect(checkThread(line(path.join(root, 'missing'), '--no-check-external'), {}, cwd)).toBe('worker');
    expect(checkThread(line('--no-check-external'), {}, cwd)).toBe('worker');
    expect(checkThread(undefined, {}, cwd)).toBe('worker'); // merge, fix, a line that does not parse
  });

  it('runs on the worker when a config file in the working folder may add to the run', () => {
    const root = site();
    const withConfig = site({ [CONFIG_FILE]: '{}' });
    expect(checkThread(line(root, '--no-check-external'), {}, withConfig)).toBe('worker');
  });

  it('counts the HTML bytes of the whole folder, symbolic links not followed', () => {
    const half = 'x'.repeat(SMALL_SITE_BYTES / 2);
    const root = site({ 'index.html': half, 'sub/deep/a.htm': half, 'big.pdf': `${half}${half}` });
    expect(checkThread(line(root, '--no-check-external'), {}, cwd)).toBe('main'); // exactly the limit
    writeFileSync(path.join(root, 'sub/deep/b.HTML'), 'x');
    expect(checkThread(line(root, '--no-check-external'), {}, cwd)).toBe('worker');
    const linked = site();
    symlinkSync(root, path.join(linked, 'elsewhere'));
    expect(checkThread(line(linked, '--no-check-external'), {}, cwd)).toBe('main');
  });

  it('tells the bytes of a folder of many pages from an even sample of their sizes', () => {
    // 1,000 pages: 200 of them are looked up. Same-sized pages just under and just over the limit.
    const each = Math.floor(SMALL_SITE_BYTES / 1000);
    const pages = (size: number) => Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`p${i}.html`, 'x'.repeat(size)]));
    expect(checkThread(line(site(pages(each)), '--no-check-external'), {}, cwd)).toBe('main');
    expect(checkThread(line(site(pages(each + 100)), '--no-check-external'), {}, cwd)).toBe('worker');
  });

  it('counts the HTML files too: past SMALL_SITE_PAGES of them, however small, the worker', () => {
    const pages = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`sub/p${i}.html`, 'x']));
    expect(checkThread(line(site(pages(SMALL_SITE_PAGES)), '--no-check-external'), {}, cwd)).toBe('main');
    expect(checkThread(line(site(pages(SMALL_SITE_PAGES + 1)), '--no-check-external'), {}, cwd)).toBe('worker');
  });

  it('gives up counting a folder of very many entries', () => {
    const root = site(Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`f${i}.txt`, ''])));
    expect(checkThread(line(root, '--no-check-external'), {}, cwd)).toBe('worker');
  });

  it('obeys LINKSPIDER_THREAD: main for every run, any other value the worker', () => {
    const root = site();
    expect(checkThread(line('https://example.com/'), { LINKSPIDER_THREAD: 'main' }, cwd)).toBe('main');
    expect(checkThread(undefined, { LINKSPIDER_THREAD: 'main' }, cwd)).toBe('main');
    expect(checkThread(line(root, '--no-check-external'), { LINKSPIDER_THREAD: 'worker' }, cwd)).toBe('worker');
    expect(checkThread(line(root, '--no-check-external'), { LINKSPIDER_THREAD: '' }, cwd)).toBe('main');
  });
});

describe('workerYoungGenerationMb', () => {
  const cwd = tempDir('ls-young-cwd-');

  it('gives a folder check (a folder, or pages of one) the smaller young generation, any other check the crawl one', () => {
    const root = site();
    expect(YOUNG_GENERATION_MB.folder).toBeLessThan(YOUNG_GENERATION_MB.crawl);
    expect(workerYoungGenerationMb(line(root), cwd)).toBe(YOUNG_GENERATION_MB.folder); // external links checked too
    expect(workerYoungGenerationMb(line(path.join(root, 'index.html')), cwd)).toBe(YOUNG_GENERATION_MB.folder);
    expect(workerYoungGenerationMb(line('https://example.com/'), cwd)).toBe(YOUNG_GENERATION_MB.crawl);
    expect(workerYoungGenerationMb(line('README.md'), cwd)).toBe(YOUNG_GENERATION_MB.crawl);
    expect(workerYoungGenerationMb(line(root, 'https://example.com/'), cwd)).toBe(YOUNG_GENERATION_MB.crawl);
    expect(workerYoungGenerationMb(undefined, cwd)).toBe(YOUNG_GENERATION_MB.crawl);
  });
});
