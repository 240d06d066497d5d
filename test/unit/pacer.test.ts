import { describe, expect, it } from 'vitest';
import { LATENCY_SLACK_MS, NO_RETRY_AFTER_PAUSE_MS, Pacer, RATE_MARGIN } from '../../src/crawl/pacer.js';

const CAP = 30_000;

describe('Pacer', () => {
  it('starts at its start window and grows one per clean answer (slow start) up to the ceiling', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    expect(p.limit).toBe(4);
    for (let i = 0; i < 4; i++) p.answered(100, 1000 + i);
    expect(p.limit).toBe(8);
    for (let i = 0; i < 50; i++) p.answered(100, 2000 + i);
    expect(p.limit).toBe(16);
    expect(p.nextStartAt()).toBe(0); // no pacing until the host says too much
  });

  it('a start above the ceiling is the ceiling', () => {
    expect(new Pacer({ start: 10, ceiling: 2 }).limit).toBe(2);
  });

  it('on a 429: halves, stays below what was in flight for the rest of the run, and grows by one per round trip after', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    for (let i = 0; i < 6; i++) p.answered(100, 1000);
    expect(p.limit).toBe(10);
    p.overloaded(6, 1000, 1100, CAP);
    expect(p.limit).toBe(3); // min(10, 6) / 2
    // Additive increase: about one per window of clean answers, and never up to the 6 refused.
    for (let i = 0; i < 3; i++) p.answered(100, 3000 + i);
    expect(p.limit).toBe(3);
    for (let i = 0; i < 200; i++) p.answered(100, 4000 + i);
    expect(p.limit).toBe(5);
  });

  it('after a 429, paces starts below the rate the host took, pauses for Retry-After, and slows by a third for good on another 429', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    p.started(0);
    // 10 clean answers in the first second, then a 429 at 1 s: the host took 10 a second.
    for (let i = 0; i < 10; i++) p.answered(50, i * 100 + 50);
    const pause = p.overloaded(4, 2000, 1000, CAP);
    expect(pause).toBe(2000);
    expect(p.pausedUntil).toBe(3000);
    const interval = 1000 / (10 * RATE_MARGIN);
    expect(p.intervalMs).toBeCloseTo(interval, 5);
    p.started(3000);
    expect(p.nextStartAt()).toBeCloseTo(3000 + interval, 5);
    p.overloaded(2, 1000, 3100, CAP);
    expect(p.intervalMs).toBeCloseTo(1.5 * interval, 5);
    for (let i = 0; i < 100; i++) p.answered(50, 5000 + i);
    expect(p.intervalMs).toBeCloseTo(1.5 * interval, 5);
  });

  it('without Retry-After pauses for a few seconds, doubling while 429s keep coming, back to the first after a clean answer', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    expect(p.overloaded(1, undefined, 0, CAP)).toBe(NO_RETRY_AFTER_PAUSE_MS);
    expect(p.overloaded(1, undefined, 10_000, CAP)).toBe(2 * NO_RETRY_AFTER_PAUSE_MS);
    expect(p.overloaded(1, undefined, 30_000, CAP)).toBe(4 * NO_RETRY_AFTER_PAUSE_MS);
    for (let i = 0; i < 5; i++) p.overloaded(1, undefined, 60_000, CAP);
    expect(p.overloaded(1, undefined, 100_000, CAP)).toBe(CAP);
    p.answered(100, 200_000);
    expect(p.overloaded(1, undefined, 300_000, CAP)).toBe(NO_RETRY_AFTER_PAUSE_MS);
  });

  it('a Retry-After is honoured up to the cap', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    expect(p.overloaded(1, 86_400_000, 0, CAP)).toBe(CAP);
    expect(p.pausedUntil).toBe(CAP);
  });

  it('rising latency shrinks the window once a round trip; latency within the slack does not', () => {
    const p = new Pacer({ start: 8, ceiling: 16 });
    p.answered(100, 0); // best 100 ms → 9
    p.answered(100 + 100 + LATENCY_SLACK_MS - 1, 10); // within 2 × best + slack: grows
    expect(p.limit).toBe(10);
    p.answered(2 * 100 + LATENCY_SLACK_MS + 1, 1000);
    expect(p.limit).toBe(8); // 10.x × 0.8
    p.answered(2000, 1001); // again within the same round trip: no second cut
    expect(p.limit).toBe(8);
  });

  it('refused or reset connections halve the window, never below one', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    p.failed(0);
    expect(p.limit).toBe(2);
    p.failed(1000);
    p.failed(2000);
    expect(p.limit).toBe(1);
  });
});

describe('Pacer: probing after a 429', () => {
  it('speeds up with clean answers after the pause, never up to the rate the host refused', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    // A slow start: 5 starts and clean answers in the first second, then 30 starts in the next
    // second, and a 429 at 2 s (the host refused 30 a second; the estimate from what it took is lower).
    for (let i = 0; i < 5; i++) {
      p.started(i * 200);
      p.answered(50, i * 200 + 50);
    }
    for (let i = 0; i < 30; i++) p.started(1001 + i * 33);
    p.overloaded(4, 1000, 2000, CAP);
    const first = p.intervalMs;
    expect(first).toBeGreaterThan(1000 / (30 * RATE_MARGIN));
    // Clean answers inside the pause and the second after it: no probing yet.
    p.answered(50, 3500);
    expect(p.intervalMs).toBe(first);
    // Later clean answers: faster, down to a margin below the refused 30 a second, and no further.
    p.answered(50, 4500);
    expect(p.intervalMs).toBeLessThan(first);
    for (let i = 0; i < 500; i++) p.answered(50, 5000 + i);
    expect(p.intervalMs).toBeCloseTo(1000 / (30 * RATE_MARGIN), 5);
  });

  it('a 429 while paced: the pace it refused is the new bound, probing never climbs back to it', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    for (let i = 0; i < 20; i++) {
      p.started(1 + i * 50);
      p.answered(50, 40 + i * 50);
    }
    p.overloaded(4, 1000, 1000, CAP); // refused 20 a second; took 20 in the last second
    const paced = p.intervalMs;
    expect(paced).toBeCloseTo(1000 / (20 * RATE_MARGIN), 5);
    p.overloaded(2, 1000, 4000, CAP); // a 429 at that pace: a third slower
    expect(p.intervalMs).toBeCloseTo(1.5 * paced, 5);
    for (let i = 0; i < 1000; i++) p.answered(50, 10_000 + i);
    expect(p.intervalMs).toBeCloseTo(paced / RATE_MARGIN, 5);
  });
});
