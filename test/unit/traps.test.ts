import { describe, expect, it } from 'vitest';
import { describeTrap, TrapDetector, type TrapBudgets } from '../../src/crawl/frontier/traps.js';
import { DEFAULTS } from '../../src/options.js';

const off: TrapBudgets = { maxQueryVariants: 0, maxPathDepth: 0, maxRepeatedSegments: 0, maxUrlLength: 0 };
const admit = (d: TrapDetector, href: string) => d.check(new URL(href)) === undefined;

describe('TrapDetector', () => {
  it('admits the first N distinct query strings of a path, then cuts the rest under one pattern', () => {
    const d = new TrapDetector({ ...off, maxQueryVariants: 3 });
    const admitted = [1, 2, 3, 4, 5, 6].filter((m) => admit(d, `http://h.test/cal?month=${m}`));
    expect(admitted).toEqual([1, 2, 3]);
    // Another path has its own budget; a path without a query never counts.
    expect(admit(d, 'http://h.test/search?q=1')).toBe(true);
    expect(admit(d, 'http://h.test/cal')).toBe(true);
    expect(d.found()).toEqual([{ kind: 'query-variants', pattern: 'http://h.test/cal?…', budget: 3, option: 'max-query-variants', leftOut: 3 }]);
  });

  it('cuts paths deeper than the depth budget, named by their first segment', () => {
    const d = new TrapDetector({ ...off, maxPathDepth: 3 });
    expect(admit(d, 'http://h.test/deep/1/2')).toBe(true);
    expect(admit(d, 'http://h.test/deep/1/2/')).toBe(true);
    expect(admit(d, 'http://h.test/deep/1/2/3')).toBe(false);
    expect(admit(d, 'http://h.test/deep/1/2/3/4')).toBe(false);
    expect(d.found()).toEqual([{ kind: 'path-depth', pattern: 'http://h.test/deep/…', budget: 3, option: 'max-path-depth', leftOut: 2 }]);
  });

  it('cuts a path with one segment repeated more than the budget', () => {
    const d = new TrapDetector({ ...off, maxRepeatedSegments: 2 });
    expect(admit(d, 'http://h.test/docs/a/b/a/b')).toBe(true);
    expect(admit(d, 'http://h.test/docs/a/b/a/b/a')).toBe(false);
    expect(admit(d, 'http://h.test/2024/01/01/01')).toBe(false);
    expect(d.found().map((t) => [t.kind, t.pattern, t.leftOut])).toEqual([
      ['repeated-segments', 'http://h.test/2024/…', 1],
      ['repeated-segments', 'http://h.test/docs/…', 1],
    ]);
  });

  it('says which URLs are longer than the length budget (checked, not crawled), and counts those it is told of', () => {
    const d = new TrapDetector({ ...off, maxUrlLength: 40 });
    const long = 'http://h.test/p?x=' + 'a'.repeat(30);
    expect(d.tooLongToCrawl('http://h.test/p?x=' + 'a'.repeat(10))).toBe(false);
    expect(d.tooLongToCrawl(long)).toBe(true);
    // Not a cut of `check`: such a URL is still checked, as a resource.
    expect(admit(d, long)).toBe(true);
    d.notCrawled(new URL(long));
    expect(d.found()).toEqual([{ kind: 'url-length', pattern: 'http://h.test/p', budget: 40, option: 'max-url-length', leftOut: 1 }]);
    expect(describeTrap(d.found()[0]!)).toBe('crawl trap http://h.test/p: URLs longer than 40 characters (max-url-length); 1 URL checked, not crawled');
    expect(new TrapDetector(off).tooLongToCrawl(long.repeat(100))).toBe(false);
  });

  it('with every budget 0, admits everything', () => {
    const d = new TrapDetector(off);
    for (let i = 0; i < 1000; i++) expect(admit(d, `http://h.test/${'x/'.repeat(50)}?n=${i}`)).toBe(true);
    expect(d.found()).toEqual([]);
  });

  it('has defaults that leave ordinary sites alone', () => {
    const d = new TrapDetector(DEFAULTS);
    expect(admit(d, 'https://docs.example/en/v2/guide/install/linux/debian/index.html?ref=nav')).toBe(true);
    expect(admit(d, 'https://blog.example/2024/01/01/happy-new-year/')).toBe(true);
  });

  it('describes a trap for a person: pattern, budget, option, URLs left out', () => {
    const d = new TrapDetector({ ...off, maxQueryVariants: 1 });
    admit(d, 'http://h.test/cal?m=1');
    admit(d, 'http://h.test/cal?m=2');
    expect(describeTrap(d.found()[0]!)).toBe(
      'crawl trap http://h.test/cal?…: more than 1 distinct query strings on one path (max-query-variants); 1 URL left out',
    );
  });
});
