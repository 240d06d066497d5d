import { describe, expect, it } from 'vitest';
import { LATENCY_SLACK_MS, NO_RETRY_AFTER_PAUSE_MS, PROBE_CEILING, Pacer, RATE_MARGIN } from '../../src/crawl/schedule/pacer.js';

const CAP = 30_000;

/** `n` requests, one every `gapMs` from `from`, each answered clean `latencyMs` after its start; events in time order. */
function serve(p: Pacer, from: number, n: number, gapMs: number, latencyMs: number): void {
  const events: [number, () => void][] = [];
  for (let i = 0; i < n; i++) {
    const at = from + i * gapMs;
    events.push([at, () => p.started(at)]);
    events.push([
      at + latencyMs,
      () => {
        p.answered(latencyMs, at + latencyMs);
        p.finished();
      },
    ]);
  }
  for (const [, run] of events.sort((a, b) => a[0] - b[0])) run();
}

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
    // 10 clean answers in its first busy second, then a 429 at 1 s: 10 over the second plus the
    // one-second burst allowance, 5 a second.
    for (let i = 0; i < 10; i++) p.answered(50, i * 100 + 50);
    const pause = p.overloaded(4, 2000, 1000, CAP);
    expect(pause).toBe(2000);
    expect(p.pausedUntil).toBe(3000);
    const interval = 1000 / (5 * RATE_MARGIN);
    expect(p.intervalMs).toBeCloseTo(interval, 5);
    p.started(3000);
    expect(p.nextStartAt()).toBeCloseTo(3000 + interval, 5);
    p.overloaded(2, 1000, 3100, CAP);
    expect(p.intervalMs).toBeCloseTo(1.5 * interval, 5);
    for (let i = 0; i < 100; i++) p.answered(50, 5000 + i);
    expect(p.intervalMs).toBeCloseTo(1.5 * interval, 5);
  });

  it('the rate a host took is the best over the spans before the refused request: an earlier idle spell does not dilute it', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    serve(p, 0, 5, 100, 50); // 5 answers in the first half second…
    serve(p, 30_000, 30, 20, 50); // …idle for 30 s, then 30 back to back
    p.overloaded(4, 1000, 30_630, CAP);
    // The 30 clean answers since 30 s over the 0.63 s to the refused start, plus the second:
    // about 18 a second; not 35 over 31.6 s.
    const took = (30 * 1000) / (630 + 1000);
    expect(p.intervalMs).toBeCloseTo(1000 / (took * RATE_MARGIN), 5);
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
  it('speeds up with clean answers after the pause, up to just below the rate the host took, never past it', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    // A token bucket of 20 a second that holds 20: in a slow start it lets 40 through in the
    // first second (the full bucket and a second of refill), then says 429. The host refused
    // about 40 a second, and took 40 over the run's first second plus the burst allowance: 20 a second.
    serve(p, 0, 40, 25, 40);
    p.overloaded(6, 1000, 1040, CAP);
    const first = p.intervalMs;
    const took = (40 * 1000) / (1040 + 1000); // 40 clean in the run, the refused request started at 1040 ms
    expect(first).toBeCloseTo(1000 / (took * RATE_MARGIN), 5);
    // Clean answers inside the pause and the second after it: no probing yet.
    p.answered(50, 2500);
    expect(p.intervalMs).toBe(first);
    // Later clean answers: faster, up to PROBE_CEILING of the 20 a second, and no further (not the
    // 85 % of the 40 refused, which is above what the bucket gives).
    p.answered(50, 3500);
    expect(p.intervalMs).toBeLessThan(first);
    for (let i = 0; i < 500; i++) p.answered(50, 4000 + i);
    expect(p.intervalMs).toBeCloseTo(1000 / (took * PROBE_CEILING), 5);
    expect(1000 / p.intervalMs).toBeLessThan(20);
  });

  it('a 429 while paced: the pace it refused is the new bound, probing never climbs back to it', () => {
    const p = new Pacer({ start: 4, ceiling: 16 });
    serve(p, 0, 40, 25, 40); // took 20 a second (as above)
    p.overloaded(6, 1000, 1040, CAP);
    const paced = p.intervalMs;
    expect(paced).toBeCloseTo(1000 / (((40 * 1000) / (1040 + 1000)) * RATE_MARGIN), 5);
    p.overloaded(2, 1000, 4000, CAP); // a 429 at that pace: a third slower
    expect(p.intervalMs).toBeCloseTo(1.5 * paced, 5);
    for (let i = 0; i < 1000; i++) p.answered(50, 10_000 + i);
    expect(p.intervalMs).toBeCloseTo(paced / RATE_MARGIN, 5);
  });
});

describe('Pacer: the first estimate waits for the answers sent before the 429', () => {
  it('a 429 that comes back before the clean answers of requests sent earlier: they still count', () => {
    const p = new Pacer({ start: 16, ceiling: 16 });
    // 12 requests start in the first 110 ms; the 12th is refused, and its 429 comes back at 150 ms,
    // before the 11 clean answers (each 200 ms after its start).
    for (let i = 0; i < 12; i++) p.started(i * 10);
    p.overloaded(12, 1000, 150, CAP, 110);
    const provisional = p.intervalMs; // from the answers in by then: none
    p.finished();
    for (let i = 0; i < 11; i++) {
      p.answered(200, i * 10 + 200, i * 10);
      p.finished();
    }
    // Nothing in flight: settled with the 11 clean answers over 110 ms plus the second.
    const took = (11 * 1000) / (110 + 1000);
    expect(p.intervalMs).toBeCloseTo(1000 / (took * RATE_MARGIN), 5);
    expect(p.intervalMs).toBeLessThan(provisional);
  });
});

describe('Pacer: answers slower than the pause', () => {
  it('clean answers to requests sent before the first 429 that come after the estimate was settled raise what probing may reach', () => {
    const p = new Pacer({ start: 16, ceiling: 16 });
    // 10 requests in the first 90 ms; the 10th is refused at 100 ms with Retry-After 1 s; the
    // other 9 take 3 s to answer.
    for (let i = 0; i < 10; i++) p.started(i * 10);
    p.overloaded(10, 1000, 100, CAP, 90);
    p.finished();
    // The pause ends before any answer: the first start settles the estimate with none in (1 a second).
    p.started(1200);
    const settled = p.intervalMs;
    expect(settled).toBeCloseTo(1000 / RATE_MARGIN, 5);
    for (let i = 0; i < 9; i++) {
      p.answered(3000, i * 10 + 3000, i * 10);
      p.finished();
    }
    // Probing may now climb towards 95 % of 9 over 1.09 s, not of 1 a second.
    for (let i = 0; i < 300; i++) p.answered(50, 5000 + i * 10, 4950 + i * 10);
    const took = (9 * 1000) / (90 + 1000); // 9 clean from 0 ms to the refused start at 90 ms
    expect(p.intervalMs).toBeCloseTo(1000 / (took * PROBE_CEILING), 5);
  });
});
