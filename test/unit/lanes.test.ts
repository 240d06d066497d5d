import { describe, expect, it } from 'vitest';
import { HostLanes } from '../../src/crawl/lanes.js';
import { HOST_REFUSED_RUN } from '../../src/crawl/host-health.js';
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
    // Let the queue call the next `start`.
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
