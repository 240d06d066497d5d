import { describe, expect, it } from 'vitest';
import { isRetryable, parseRetryAfter, retryDelay } from '../../src/http/retry.js';
import { failed, known, response } from '../helpers/outcome.js';

describe('isRetryable', () => {
  it.each(['timeout', 'refused', 'reset', 'network', 'protocol'] as const)('retries %s', (error) => {
    expect(isRetryable(failed(error))).toBe(true);
  });

  it.each(['dns', 'tls', 'invalid-url', 'redirect-loop', 'too-many-redirects', 'unsupported-redirect'] as const)('does not retry %s', (error) => {
    expect(isRetryable(failed(error))).toBe(false);
  });

  it('retries 408, 429 and 5xx except 501', () => {
    for (const status of [408, 429, 500, 502, 503, 504, 599]) expect(isRetryable(response(status))).toBe(true);
    for (const status of [200, 301, 400, 401, 403, 404, 410, 501]) expect(isRetryable(response(status))).toBe(false);
  });

  it('lets an error decide over the status of the head its body failed after', () => {
    const head = (status: number) => ({ status, statusText: '', contentType: '' });
    expect(isRetryable(failed('tls', { head: head(503) }))).toBe(false);
    expect(isRetryable(failed('reset', { head: head(200) }))).toBe(true);
  });

  it('reads a known status (a redirect target this run judged) as a status', () => {
    expect(isRetryable(known(503))).toBe(true);
    expect(isRetryable(known(200))).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads the three HTTP-date forms relative to now', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wednesday, 01-Jan-25 12:01:00 GMT', now)).toBe(60_000);
    // asctime has no zone and means GMT, whatever the machine's zone is.
    expect(parseRetryAfter('Wed Jan  1 12:00:05 2025', now)).toBe(5_000);
  });

  it('gives 0 for a date in the past', () => {
    expect(parseRetryAfter('Tue, 31 Dec 2024 12:00:00 GMT', now)).toBe(0);
  });

  it('ignores absent and garbage values', () => {
    for (const v of [undefined, '', '  ', '-5', '1.5', '10s', 'soon', 'Wed, 99 Foo 2025 12:00:00 GMT', '2025-01-01T12:00:00Z']) {
      expect(parseRetryAfter(v, now), String(v)).toBeUndefined();
    }
    // "1" is delta-seconds, not the year 2001 as Date.parse would have it.
    expect(parseRetryAfter('1', now)).toBe(1000);
  });

  it('survives absurdly large delta-seconds', () => {
    const v = parseRetryAfter('9'.repeat(400), now);
    expect(v).toBeGreaterThan(0);
    expect(Number.isFinite(v)).toBe(true);
  });
});

describe('retryDelay', () => {
  const base = { baseMs: 100, capMs: 10_000 };

  it('grows exponentially from baseMs with equal jitter', () => {
    const lo = { ...base, random: () => 0 };
    const hi = { ...base, random: () => 0.999999 };
    expect(retryDelay(1, lo)).toBe(50);
    expect(retryDelay(1, hi)).toBe(100);
    expect(retryDelay(2, lo)).toBe(100);
    expect(retryDelay(2, hi)).toBe(200);
    expect(retryDelay(4, lo)).toBe(400);
    expect(retryDelay(4, hi)).toBe(800);
  });

  it('stays within [exp/2, exp] for any jitter', () => {
    for (let i = 0; i < 200; i++) {
      const d = retryDelay(3, base);
      expect(d).toBeGreaterThanOrEqual(200);
      expect(d).toBeLessThanOrEqual(400);
    }
  });

  it('caps the backoff, even for huge attempts', () => {
    expect(retryDelay(30, { ...base, random: () => 0.999999 })).toBe(10_000);
    expect(retryDelay(5000, { ...base, random: () => 0.999999 })).toBe(10_000);
    expect(retryDelay(5000, { ...base, random: () => 0 })).toBe(5_000);
  });

  it('lets a valid Retry-After win, capped at capMs', () => {
    expect(retryDelay(1, { ...base, retryAfter: '3' })).toBe(3_000);
    expect(retryDelay(5, { ...base, retryAfter: '0' })).toBe(0);
    expect(retryDelay(1, { ...base, retryAfter: '3600' })).toBe(10_000);
    const now = Date.UTC(2025, 0, 1, 0, 0, 0);
    expect(retryDelay(1, { ...base, now, retryAfter: 'Wed, 01 Jan 2025 00:00:02 GMT' })).toBe(2_000);
  });

  it('ignores a garbage Retry-After and backs off instead', () => {
    expect(retryDelay(2, { ...base, retryAfter: 'later please', random: () => 0 })).toBe(100);
  });

  it('treats attempt < 1 as the first retry', () => {
    expect(retryDelay(0, { ...base, random: () => 0 })).toBe(50);
  });
});

describe('isRetryable: DNS', () => {
  it('retries a lookup that timed out (EAI_AGAIN), not a host that does not exist (ENOTFOUND)', () => {
    expect(isRetryable(failed('dns', { systemCode: 'EAI_AGAIN' }))).toBe(true);
    expect(isRetryable(failed('dns', { systemCode: 'ENOTFOUND' }))).toBe(false);
  });
});
