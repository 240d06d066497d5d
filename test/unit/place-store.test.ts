import { describe, expect, it } from 'vitest';
import { PlaceStore } from '../../src/crawl/frontier/place-store.js';
import { Frontier } from '../../src/crawl/frontier/frontier.js';
import { Limits } from '../../src/crawl/frontier/limits.js';
import { Scope } from '../../src/crawl/frontier/scope.js';
import { isEntry } from '../../src/model/entry.js';
import { DEFAULTS } from '../../src/options.js';
import type { PendingReferrer } from '../../src/model/link.js';

const place = (pageId: number, n: number, over: Partial<PendingReferrer> = {}): PendingReferrer => ({
  pageId,
  line: n,
  column: n * 3 + 1,
  element: n % 2 === 0 ? 'a' : 'img',
  attribute: n % 2 === 0 ? 'href' : 'src',
  text: `text ${n % 3}`,
  raw: `../p${n % 4}.html`,
  file: `dir/page${pageId}.html`,
  ...over,
});

describe('PlaceStore', () => {
  it('gives back each owner its places in the order added, equal to what went in, interleaved owners and freed slots reused', () => {
    const store = new PlaceStore();
    const want = new Map<number, PendingReferrer[]>();
    // Owners far apart (room grows), places interleaved, some owners taken and refilled while others wait.
    const owners = [0, 3, 5000, 70_000];
    for (let n = 0; n < 4000; n++) {
      const owner = owners[n % owners.length]!;
      const ref = place(n % 37, n);
      store.add(owner, ref);
      const list = want.get(owner) ?? [];
      list.push(ref);
      want.set(owner, list);
      if (n % 1000 === 999) {
        expect(store.take(3)).toEqual(want.get(3));
        want.delete(3);
        expect(store.has(3)).toBe(false);
      }
    }
    expect(store.size).toBe([...want.values()].reduce((a, l) => a + l.length, 0));
    for (const [owner, list] of want) expect(store.take(owner)).toEqual(list);
    expect(store.size).toBe(0);
    expect(store.take(0)).toBeUndefined();
  });

  it('keeps no file for a place without one, and the file of its page for one with one', () => {
    const store = new PlaceStore();
    store.add(1, place(0, 1, { file: undefined }));
    store.add(2, place(1, 2));
    expect(store.take(1)![0]!.file).toBeUndefined();
    expect(store.take(2)![0]!.file).toBe('dir/page1.html');
  });

  it('drop forgets an owner and leaves the others', () => {
    const store = new PlaceStore();
    store.add(7, place(0, 0));
    store.add(8, place(0, 1));
    store.drop(7);
    expect(store.has(7)).toBe(false);
    expect(store.take(8)).toEqual([place(0, 1)]);
    expect(store.size).toBe(0);
  });

  it('holds more distinct tag and attribute names than its 16-bit codes, each given back as it came', () => {
    const store = new PlaceStore();
    const refs = Array.from({ length: 70_000 }, (_, i) => place(0, i, { element: `x-el${i}`, attribute: `data-a${i}` }));
    for (const r of refs) store.add(4, r);
    expect(JSON.stringify(store.take(4))).toBe(JSON.stringify(refs));
  });
});

describe('Frontier: start URLs wait compactly', () => {
  const frontierFor = () => {
    const scope = new Scope({ include: [], exclude: [] });
    const start = new URL('http://site.localhost/');
    scope.addStart(start);
    return new Frontier(DEFAULTS, scope, new Limits({ maxPages: 0, maxDepth: 0 }));
  };

  it('makes no Entry for a start URL until its request, and gives it every place found meanwhile, in order', () => {
    const frontier = frontierFor();
    const waiting = frontier.addStart(new URL('http://site.localhost/b.html'));
    expect(waiting).toBeDefined();
    expect(isEntry(waiting!)).toBe(false);
    expect([...frontier.snapshot(false).entries()]).toEqual([]);
    // The same start URL again is not a second one.
    expect(frontier.addStart(new URL('http://site.localhost/b.html#x'))).toBeUndefined();
    const refs = [place(0, 1), place(1, 2), place(2, 3)];
    for (const r of refs) expect(frontier.add('http://site.localhost/b.html', 'http://site.localhost/b.html', 'page', 1, r)).toBeUndefined();
    const entry = frontier.materialize(waiting!);
    expect(entry).toMatchObject({ url: 'http://site.localhost/b.html', internal: true, crawl: true, depth: 0 });
    expect(entry.refs).toEqual(refs);
    expect(frontier.unsettled()).toBe(1);
    // Dead: every place is reported.
    frontier.setVerdict(entry, 'dead', { status: 404, redirects: [], finalUrl: entry.url }, 'HTTP 404');
    expect(frontier.snapshot(false).problems[0]!.refs).toEqual(refs);
  });
});
