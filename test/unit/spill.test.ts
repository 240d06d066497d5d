import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Spill, WaitingLine, type Codec } from '../../src/crawl/frontier/spill.js';
import { waitingCodec } from '../../src/crawl/frontier/waiting-codec.js';
import { HostLanes } from '../../src/crawl/schedule/lanes.js';
import type { Entry, Waiting, WaitingUrl } from '../../src/model/entry.js';

const numbers: Codec<number> = { encode: (n) => String(n), decode: (s) => Number(s) };

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'spill-test-'));
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** Segment files on disk now, in every spill folder under `parent`. */
function segmentsOnDisk(): number {
  let n = 0;
  for (const d of readdirSync(parent)) n += readdirSync(join(parent, d)).length;
  return n;
}

describe('WaitingLine', () => {
  it('keeps the order exactly while items go to disk and come back, pushes and shifts interleaved', () => {
    const spill = new Spill({ threshold: 5, chunk: 3, parent });
    const line = new WaitingLine(spill, numbers);
    const out: number[] = [];
    let next = 0;
    for (let round = 0; round < 200; round++) {
      for (let i = 0; i < (round % 7) + 1; i++) line.push(next++);
      for (let i = 0; i < round % 5; i++) {
        const v = line.shift();
        if (v !== undefined) out.push(v);
      }
    }
    expect(spill.spilled).toBeGreaterThan(100);
    expect(segmentsOnDisk()).toBeGreaterThan(0);
    expect(line.onDisk).toBeGreaterThan(0);
    expect(line.length).toBe(next - out.length);
    out.push(...line.drain());
    expect(out).toEqual(Array.from({ length: next }, (_, i) => i));
    // Every segment read back is deleted at once.
    expect(segmentsOnDisk()).toBe(0);
    expect(line.shift()).toBeUndefined();
    spill.close();
    expect(readdirSync(parent)).toEqual([]);
  });

  it('spills only past the threshold: a line below it never touches the disk', () => {
    const spill = new Spill({ threshold: 1000, chunk: 10, parent });
    const line = new WaitingLine(spill, numbers);
    for (let i = 0; i < 1000; i++) line.push(i);
    expect(spill.inMemory).toBe(1000);
    expect(spill.spilled).toBe(0);
    expect(readdirSync(parent)).toEqual([]);
    // One more: past the threshold, the line's back (all it holds) goes to disk.
    line.push(1000);
    expect(spill.spilled).toBe(1001);
    expect(spill.inMemory).toBe(0);
    for (let i = 1001; i < 1010; i++) line.push(i);
    expect(spill.spilled).toBe(1001);
    expect(spill.inMemory).toBe(9);
    expect(line.drain()).toEqual(Array.from({ length: 1010 }, (_, i) => i));
    expect(spill.inMemory).toBe(0);
    spill.close();
  });

  it('counts items in memory across all lines of a run', () => {
    const spill = new Spill({ threshold: 4, chunk: 2, parent });
    const a = new WaitingLine(spill, numbers);
    const b = new WaitingLine(spill, numbers);
    for (let i = 0; i < 4; i++) a.push(i);
    expect(spill.spilled).toBe(0);
    b.push(10);
    b.push(11); // 6 in memory, b's back holds 2: b spills
    expect(spill.spilled).toBe(2);
    expect(spill.inMemory).toBe(4);
    expect(b.drain()).toEqual([10, 11]);
    expect(a.drain()).toEqual([0, 1, 2, 3]);
    spill.close();
  });

  it('clear deletes its segments; close removes the folder', () => {
    const spill = new Spill({ threshold: 0, chunk: 2, parent });
    const line = new WaitingLine(spill, numbers);
    for (let i = 0; i < 20; i++) line.push(i);
    expect(segmentsOnDisk()).toBe(10);
    const dir = spill.dir!;
    line.clear();
    expect(line.length).toBe(0);
    expect(spill.inMemory).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
    spill.close();
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('keeps items in memory when the disk cannot take them, in order', () => {
    const spill = new Spill({ threshold: 0, chunk: 2, parent: join(parent, 'no-such-folder') });
    const line = new WaitingLine(spill, numbers);
    for (let i = 0; i < 50; i++) line.push(i);
    expect(spill.spilled).toBe(0);
    expect(spill.full).toBe(false);
    expect(line.drain()).toEqual(Array.from({ length: 50 }, (_, i) => i));
    spill.close();
  });
});

describe('waitingCodec', () => {
  it('writes and reads back a waiting URL with its first place, and an Entry as a placeholder for its URL', () => {
    const w: WaitingUrl = {
      url: 'http://h.test/a?b="c"\n',
      internal: true,
      crawl: true,
      depth: 3,
      id: 41,
      ref: { pageId: 2, line: 10, column: 5, element: 'a', attribute: 'href', text: 'tab\there "q"', raw: '/a?b="c"', file: 'docs/x.html' },
    };
    const line = waitingCodec.encode(w);
    expect(line.includes('\n')).toBe(false);
    expect(waitingCodec.decode(line)).toEqual(w);
    const noFile = { ...w, ref: { ...w.ref!, file: undefined } };
    expect(waitingCodec.decode(waitingCodec.encode(noFile))).toEqual(noFile);
    const e = { url: 'http://h.test/start', internal: true, state: { kind: 'queued' } } as unknown as Entry;
    expect(waitingCodec.decode(waitingCodec.encode(e))).toEqual({ url: 'http://h.test/start', internal: true, crawl: false, depth: 0, id: -1 });
  });
});

describe('HostLanes with a spilling line', () => {
  it('starts a retry before new URLs whose line is on disk, then the rest in the order found', async () => {
    const spill = new Spill({ threshold: 0, chunk: 2, parent });
    const started: string[] = [];
    const open: (() => void)[] = [];
    const lanes = new HostLanes(
      { concurrency: 1, hostConcurrency: 1 },
      (w) => {
        started.push(w.url);
        return new Promise<void>((r) => open.push(r));
      },
      spill,
    );
    const waiting = (i: number): WaitingUrl => ({ url: `http://h.test/${i}`, internal: true, crawl: false, depth: 1, id: i });
    for (let i = 0; i < 10; i++) lanes.enqueue(waiting(i));
    expect(segmentsOnDisk()).toBeGreaterThan(0);
    const retry = { url: 'http://h.test/retry', internal: true, state: { kind: 'queued' }, attempts: 1 } as unknown as Waiting;
    lanes.enqueue(retry, true);
    while (open.length > 0) {
      open.shift()!();
      // The lanes fill the freed slot at the end of the event loop's turn.
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
    }
    await lanes.onIdle();
    expect(started).toEqual(['http://h.test/0', 'http://h.test/retry', ...Array.from({ length: 9 }, (_, i) => `http://h.test/${i + 1}`)]);
    expect(segmentsOnDisk()).toBe(0);
    lanes.stop();
    spill.close();
  });

  it('stop() deletes the segments of every line', () => {
    const spill = new Spill({ threshold: 0, chunk: 2, parent });
    const lanes = new HostLanes({ concurrency: 1, hostConcurrency: 1 }, () => new Promise<void>(() => {}), spill);
    for (let i = 0; i < 10; i++) lanes.enqueue({ url: `http://h${i % 2}.test/${i}`, internal: false, crawl: false, depth: 1, id: i });
    expect(segmentsOnDisk()).toBeGreaterThan(0);
    lanes.stop();
    expect(segmentsOnDisk()).toBe(0);
    expect(spill.inMemory).toBe(0);
    spill.close();
  });
});
