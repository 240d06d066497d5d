import { describe, expect, it } from 'vitest';
import { HostLanes } from '../../src/crawl/schedule/lanes.js';
import { HOST_REFUSED_RUN } from '../../src/crawl/schedule/host-health.js';
import type { Entry, Waiting } from '../../src/model/entry.js';

function entry(url: string): Entry {
  return {
    url,
    internal: true,
    crawl: false,
    depth: 0,
    attempts: 0,
    state: { kind: 'queued' },
    refs: [],
    parsed: false,
    foreign: false,
  } as Entry;
}

/** Lanes whose requests stay open until released, so what starts in which order can be read. */
function heldLanes() {
  const started: string[] = [];
  const open: (() => void)[] = [];
  const lanes = new HostLanes({ concurrency: 1, hostConcurrency: 1 }, (e) => {
    started.push(e.url);
    return new Promise<void>((r) => open.push(r));
  });
  const releaseOne = async () => {
    open.shift()!();
    // Let the lanes call the next `start` (at the end of the event loop's turn).
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
  };
  return { lanes, started, releaseOne };
}

describe('HostLanes', () => {
  it('starts a retry before the new URLs waiting on its host', async () => {
    const { lanes, started, releaseOne } = heldLanes();
    for (const u of ['a', 'b', 'c']) lanes.enqueue(entry(`http://h.test/${u}`));
    expect(started).toEqual(['http://h.test/a']);
    expect(lanes.enqueue(entry('http://h.test/a'), true)).toBe(true);
    expect(lanes.retrying).toBe(1);
    await releaseOne();
    expect(started).toEqual(['http://h.test/a', 'http://h.test/a']);
    expect(lanes.retrying).toBe(0);
    await releaseOne();
    expect(started.at(-1)).toBe('http://h.test/b');
    lanes.stop();
  });

  it('a host refusing every connection is down: its waiting URLs are handed back and nothing more is queued', () => {
    const { lanes, started } = heldLanes();
    for (const u of ['a', 'b', 'c']) lanes.enqueue(entry(`http://h.test/${u}`));
    lanes.enqueue(entry('http://h.test/r'), true);
    const other = entry('http://other.test/x');
    let dropped: Waiting[] = [];
    for (let i = 0; i < HOST_REFUSED_RUN; i++) {
      const r = lanes.record(entry(`http://h.test/${i}`), { error: 'refused' });
      if (r.signal === 'down') dropped = r.dropped;
    }
    expect(dropped.map((e) => e.url).sort()).toEqual(['http://h.test/b', 'http://h.test/c', 'http://h.test/r']);
    expect(lanes.retrying).toBe(0);
    expect(lanes.down(entry('http://h.test/z'))).toEqual({ down: true, refusals: HOST_REFUSED_RUN });
    expect(lanes.enqueue(entry('http://h.test/late'))).toBe(false);
    expect(lanes.hostStates().down).toBe(1);
    // Another host is not touched.
    expect(lanes.record(other, { error: 'refused' }).signal).toBe('none');
    expect(lanes.down(other).down).toBe(false);
    expect(started).toEqual(['http://h.test/a']);
    lanes.stop();
  });
});

describe("HostLanes: the browser's requests", () => {
  it("a 429 the browser got pauses the host for everyone; the browser's next request waits it out; a host the crawl has no lane for is not held", async () => {
    let now = 1_000_000;
    const started: string[] = [];
    const lanes = new HostLanes(
      { concurrency: 2, hostConcurrency: 2 },
      (e) => {
        started.push(e.url);
        return Promise.resolve();
      },
      undefined,
      () => now,
    );
    lanes.enqueue(entry('http://h.test/a'));
    await lanes.onIdle();
    lanes.browserAnswered('http://h.test/page', 200, undefined);
    expect(lanes.hostStates(now).paused).toBe(0);
    lanes.browserAnswered('http://h.test/page', 429, '1');
    expect(lanes.hostStates(now).paused).toBe(1);
    // The host's pause is the HTTP client's too (hostStates counts lanes whose pacer is paused).
    expect(started).toEqual(['http://h.test/a']);
    let turned = false;
    let ready = false;
    const waited = lanes.browserWait('http://h.test/page').then(() => (ready = true));
    const turn = lanes.browserTurn('http://h.test/script.js').then(() => (turned = true));
    await lanes.browserTurn('http://no-lane.test/x');
    await new Promise((r) => setTimeout(r, 50));
    expect([turned, ready]).toEqual([false, false]);
    now += 2000;
    await Promise.all([turn, waited]);
    expect([turned, ready]).toEqual([true, true]);
    lanes.stop();
  });
});

describe('HostLanes: stalled requests', () => {
  it('a request waiting past stallMs gives its global slot back, still counts in its host window, and the cap on stalled holds', async () => {
    const started: string[] = [];
    const open = new Map<string, () => void>();
    const lanes = new HostLanes({ concurrency: 2, hostConcurrency: 2, stallMs: 30, maxStalled: 3 }, (e) => {
      started.push(e.url);
      return new Promise<void>((r) => open.set(e.url, r));
    });
    const ext = (url: string) => ({ ...entry(url), internal: false });
    // Two requests to a silent host take both global slots; a third of it waits for its window.
    for (const u of ['a', 'b', 'c']) lanes.enqueue(ext(`http://silent.test/${u}`));
    lanes.enqueue(ext('http://fine.test/1'));
    lanes.enqueue(ext('http://fine.test/2'));
    expect(started).toEqual(['http://silent.test/a', 'http://silent.test/b']);
    // Past stallMs both give their slots back: the other host's URLs start; the silent host's
    // third does not (its window of 2 is still full).
    await new Promise((r) => setTimeout(r, 80));
    expect(started).toEqual(['http://silent.test/a', 'http://silent.test/b', 'http://fine.test/1', 'http://fine.test/2']);
    expect(lanes.running).toBe(4);
    // One of those stalls too (3 stalled, the cap); the other keeps its slot. The free slot goes
    // to another host (fine.test's window of 2 is full); it cannot stall, so nothing more starts.
    lanes.enqueue(ext('http://fine.test/3'));
    lanes.enqueue(ext('http://other.test/1'));
    expect(started.slice(4)).toEqual(['http://other.test/1']);
    await new Promise((r) => setTimeout(r, 80));
    lanes.enqueue(ext('http://more.test/1'));
    await new Promise((r) => setTimeout(r, 80));
    expect(started).toHaveLength(5);
    expect(lanes.running).toBe(5);
    // One stalled request ends: under the cap again, a request still holding its slot stalls at
    // its next look (a stallMs later), and one more URL starts.
    open.get('http://silent.test/a')!();
    open.delete('http://silent.test/a');
    await new Promise((r) => setTimeout(r, 100));
    expect(started).toHaveLength(6);
    let idle = false;
    void lanes.onIdle().then(() => (idle = true));
    for (const u of [...open.keys()]) open.get(u)!();
    // The last two start at once, in the two global slots.
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toHaveLength(8);
    expect(started.slice(5).sort()).toEqual(['http://fine.test/3', 'http://more.test/1', 'http://silent.test/c']);
    for (const u of [...open.keys()]) open.get(u)!();
    await new Promise((r) => setTimeout(r, 10));
    expect(lanes.running).toBe(0);
    expect(idle).toBe(true);
    lanes.stop();
  });
});

describe('HostLanes: answers read in the same turn', () => {
  it('a 429 read just after a clean answer of the same host pauses it before the freed slot is filled', async () => {
    const started: string[] = [];
    const open = new Map<string, () => void>();
    const lanes = new HostLanes({ concurrency: 8, hostConcurrency: 2 }, (e) => {
      started.push(e.url);
      return new Promise<void>((r) => open.set(e.url, r));
    });
    const ext = (url: string) => ({ ...entry(url), internal: false });
    const [a, b, c] = ['a', 'b', 'c'].map((u) => ext(`http://h.test/${u}`)) as [Entry, Entry, Entry];
    for (const e of [a, b, c]) lanes.enqueue(e);
    expect(started).toEqual([a.url, b.url]);
    // One socket's callback: a's clean answer, and its request ends (microtasks run)…
    lanes.record(a, { status: 200 }, 50);
    open.get(a.url)!();
    for (let i = 0; i < 5; i++) await null;
    // …then, in the same turn of the event loop, the next socket's: b's 429 with Retry-After.
    lanes.record(b, { status: 429, retryAfter: '30' }, 50);
    open.get(b.url)!();
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([a.url, b.url]); // c waits out the pause
    expect(lanes.hostStates().paused).toBe(1);
    lanes.stop();
  });
});
