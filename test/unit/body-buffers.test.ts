/**
 * Buffers for bodies read whole (src/support/body-buffers.ts): a buffer given back is taken again by a body that
 * fits, never while it is out, never when it is not the pool's, and no more than the pool's bound waits.
 */
import { describe, expect, it } from 'vitest';
import { BodyBuffers } from '../../src/support/body-buffers.js';
import { releaseBody } from '../../src/http/body.js';

const KB = 1024;

describe('BodyBuffers', () => {
  it('takes a buffer given back for the next body that fits, the smallest that does', () => {
    const pool = new BodyBuffers();
    const big = pool.take(300 * KB);
    const small = pool.take(20 * KB);
    expect(big.byteLength).toBe(300 * KB);
    expect(small.buffer).not.toBe(big.buffer);
    expect(pool.give(big)).toBe(true);
    expect(pool.give(small)).toBe(true);
    expect(pool.freeBytes).toBe(big.buffer.byteLength + small.buffer.byteLength);
    // 30 KB fits both: the smaller one is taken; 200 KB only fits the larger.
    expect(pool.take(30 * KB).buffer).toBe(small.buffer);
    expect(pool.take(200 * KB).buffer).toBe(big.buffer);
    expect(pool.freeBytes).toBe(0);
    // Nothing free now: a new buffer.
    const third = pool.take(100 * KB);
    expect(third.buffer).not.toBe(big.buffer);
    expect(third.buffer).not.toBe(small.buffer);
  });

  it('hands a buffer out once until it is given back, and takes back only its own', () => {
    const pool = new BodyBuffers();
    const a = pool.take(64 * KB);
    const b = pool.take(64 * KB);
    expect(b.buffer).not.toBe(a.buffer);
    expect(pool.give(new Uint8Array(64 * KB))).toBe(false);
    expect(pool.give(a)).toBe(true);
    // Given twice: the second time it is not out, so not taken back again.
    expect(pool.give(a)).toBe(false);
    expect(pool.take(64 * KB).buffer).toBe(a.buffer);
    expect(pool.take(64 * KB).buffer).not.toBe(a.buffer);
  });

  it('leaves small bodies, moved buffers and buffers past its bound to the GC', () => {
    const pool = new BodyBuffers(256 * KB);
    const small = pool.take(1000);
    expect(pool.give(small)).toBe(false);
    const moved = pool.take(64 * KB);
    structuredClone(moved.buffer, { transfer: [moved.buffer as ArrayBuffer] });
    expect(pool.give(moved)).toBe(true);
    expect(pool.freeBytes).toBe(0);
    const one = pool.take(200 * KB);
    const two = pool.take(200 * KB);
    pool.give(one);
    pool.give(two);
    expect(pool.freeBytes).toBe(one.buffer.byteLength);
  });

  it('is where releaseBody puts a body of the process pool back', async () => {
    const { bodyBuffers } = await import('../../src/support/body-buffers.js');
    const body = bodyBuffers.take(80 * KB);
    const free = bodyBuffers.freeBytes;
    releaseBody(body);
    expect(bodyBuffers.freeBytes).toBe(free + body.buffer.byteLength);
    expect(body.buffer.byteLength).toBeGreaterThan(0);
    expect(bodyBuffers.take(80 * KB).buffer).toBe(body.buffer);
  });
});
