import { describe, expect, it } from 'vitest';
import { getAfterHead } from '../../src/check/head-fallback.js';
import { StatusSet } from '../../src/check/status-set.js';
import { failed, known, response } from '../helpers/outcome.js';

const accept = StatusSet.parse('200-299', 'accept');

describe('getAfterHead', () => {
  it('is not needed when HEAD was accepted', () => {
    expect(getAfterHead(response(200), accept)).toBe(false);
    expect(getAfterHead(response(204), accept)).toBe(false);
  });
  it('follows any other failed status, except a 429', () => {
    for (const status of [404, 405, 403, 500, 501, 503, 999]) expect(getAfterHead(response(status), accept)).toBe(true);
    expect(getAfterHead(response(429), accept)).toBe(false);
    expect(getAfterHead(response(503, { retryAfter: '5' }), accept)).toBe(false);
    expect(getAfterHead(response(500, { retryAfter: '5' }), accept)).toBe(true);
  });
  it('follows network errors that may depend on the method, not DNS, TLS or invalid URLs', () => {
    for (const error of ['timeout', 'refused', 'reset', 'network', 'protocol', 'redirect-loop', 'too-many-redirects'] as const) {
      expect(getAfterHead(failed(error), accept)).toBe(true);
    }
    for (const error of ['dns', 'tls', 'invalid-url'] as const) expect(getAfterHead(failed(error), accept)).toBe(false);
  });
  it('reads a status this run already knows (a redirect target) as a status', () => {
    expect(getAfterHead(known(200), accept)).toBe(false);
    expect(getAfterHead(known(404), accept)).toBe(true);
  });
});
